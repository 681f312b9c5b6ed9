/**
 * Batch declaration (`/service/batch-declaration`, issue #12; spec §2 public services "批量申报"):
 * the pure parts of picking many declarations and running one action on all of them. No React;
 * relative imports only (the tests and the mock load it from Node).
 *
 * - Picking: {@link needsMyAction} ("我可执行": the row's `actions`, which the API computes for the
 *   caller from THE transition table `src/core/declare/status.ts`, hold a batch action) and
 *   {@link dueWithin} (due within N days, overdue included, not filed yet); {@link fetchAllPages}
 *   collects every row of a filter (pages of 100, capped) for "全选当前筛选结果" and for the two
 *   filters the list call does not know.
 * - Running: {@link chunk} (ids per call), one outcome per declaration ({@link BatchOutcome}):
 *   `pending` → `done` / `refused` (the table said no, with its code and Chinese reason) / `failed`
 *   (the call itself failed: network, 5xx, timeout — the declaration is unchanged and may be retried).
 *   {@link mergeAnswer} applies a chunk's `{ done, refused }` answer, {@link mergeFailure} a chunk
 *   that failed, {@link startRetry} resets only the failed rows to `pending`.
 */
import type { DeclareAction } from '../declare/status';

/** The actions a batch can run (spec issue #12: calculate, confirm, generate returns, submit, payment guides), in chain order. */
export const BATCH_DECLARE_ACTIONS = ['taxCalculate', 'confirm', 'vatReturn', 'submit', 'paymentGuide'] as const;
export type BatchDeclareAction = (typeof BATCH_DECLARE_ACTIONS)[number];

/** Default number of ids per call (the mock accepts at most 200 per batch call). */
export const DEFAULT_CHUNK_SIZE = 20;
/** Most rows "全选当前筛选结果" selects (the rest are left out with a message). */
export const SELECT_ALL_CAP = 500;

/** What {@link needsMyAction} and {@link dueWithin} read of a declaration row (`DeclareRow`). */
interface PickFacts {
  /** Actions the caller may take now (the API's answer from the transition table). */
  actions: readonly DeclareAction[];
  /** Days from today to the due date; negative when overdue. */
  daysLeft: number;
  /** `taxDeclareStatus` (0–9); 6 and later are submitted. */
  status: number;
}

/**
 * "需要我处理": whether the caller may take `action` on the row now, or — without an action — any
 * of the batch actions. Reads the row's `actions` only (the server applied the table for this
 * caller: seller or agent), so the predicate and the buttons never disagree.
 */
export function needsMyAction(row: Pick<PickFacts, 'actions'>, action?: BatchDeclareAction | ''): boolean {
  if (action) return row.actions.includes(action);
  return row.actions.some((a) => (BATCH_DECLARE_ACTIONS as readonly string[]).includes(a));
}

/** Whether a declaration not yet submitted (status < 6) is due within `days` days from today (overdue ones included). */
export function dueWithin(row: Pick<PickFacts, 'daysLeft' | 'status'>, days: number): boolean {
  return row.status < 6 && row.daysLeft <= days;
}

/** Splits `items` into consecutive chunks of at most `size` (≥ 1) items, order kept. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const n = Math.max(1, Math.floor(size) || 1);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += n) out.push(items.slice(i, i + n));
  return out;
}

/** A page of a list call (`{ list, total }`). */
interface PageLike<T> {
  list: T[];
  total: number;
}

/**
 * Every row of a list call's filter, page by page (`perPage` 100, the mock's maximum), at most
 * `cap` rows. `total` is the server's count; `capped` tells that rows were left out.
 */
export async function fetchAllPages<T>(fetchPage: (page: number, perPage: number) => Promise<PageLike<T>>, cap = SELECT_ALL_CAP, perPage = 100): Promise<{ rows: T[]; total: number; capped: boolean }> {
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; rows.length < cap; page += 1) {
    const p = await fetchPage(page, perPage);
    total = p.total;
    rows.push(...p.list);
    if (!p.list.length || rows.length >= total) break;
  }
  return { rows: rows.slice(0, cap), total, capped: total > cap || rows.length > cap };
}

/** Where one declaration of a batch stands. */
export type OutcomeKind = 'pending' | 'done' | 'refused' | 'failed';

/** One declaration's outcome in a batch run. */
export interface BatchOutcome {
  id: number;
  /** How the declaration is named to the user (company, country, VAT number, period). */
  label: string;
  outcome: OutcomeKind;
  /** Refused: the table's code (`ACTION_NOT_ALLOWED`…). */
  code?: string;
  /** Refused: the Chinese reason; failed: the error message. */
  message?: string;
  /** How many times the declaration was sent (retries included). */
  attempts: number;
}

/** Outcomes of a run before it starts: every row pending, in the order given. */
export function initialOutcomes(rows: readonly { id: number; label: string }[]): BatchOutcome[] {
  return rows.map((r) => ({ id: r.id, label: r.label, outcome: 'pending', attempts: 0 }));
}

/** A batch call's answer (`{ done: id[], refused: [{ id, label, code, reason }] }`, mock/declare.ts). */
interface BatchAnswer {
  done: readonly number[];
  refused: readonly { id: number; label?: string; code: string; reason: string }[];
}

/**
 * Applies the answer of the call that carried `ids`: each id in `done` becomes done, each refused one
 * refused with its code and reason; an id of the chunk the answer does not mention becomes failed
 * with `missingMessage` (the server left it out: nothing is known of it). Rows outside `ids` are kept.
 */
export function mergeAnswer(outcomes: readonly BatchOutcome[], ids: readonly number[], answer: BatchAnswer, missingMessage: string): BatchOutcome[] {
  const sent = new Set(ids);
  const done = new Set(answer.done);
  const refused = new Map(answer.refused.map((r) => [r.id, r]));
  return outcomes.map((o) => {
    if (!sent.has(o.id)) return o;
    const attempts = o.attempts + 1;
    if (done.has(o.id)) return { id: o.id, label: o.label, outcome: 'done', attempts };
    const r = refused.get(o.id);
    if (r) return { id: o.id, label: o.label, outcome: 'refused', code: r.code, message: r.reason, attempts };
    return { id: o.id, label: o.label, outcome: 'failed', message: missingMessage, attempts };
  });
}

/** The call carrying `ids` failed (network, 5xx, timeout): those rows become failed with `message`, not refused. */
export function mergeFailure(outcomes: readonly BatchOutcome[], ids: readonly number[], message: string): BatchOutcome[] {
  const sent = new Set(ids);
  return outcomes.map((o) => (sent.has(o.id) ? { id: o.id, label: o.label, outcome: 'failed', message, attempts: o.attempts + 1 } : o));
}

/** "仅重试失败的": the failed rows back to pending (their ids to send); done and refused rows stay as they are. */
export function startRetry(outcomes: readonly BatchOutcome[]): { outcomes: BatchOutcome[]; ids: number[] } {
  const ids = outcomes.filter((o) => o.outcome === 'failed').map((o) => o.id);
  const retry = new Set(ids);
  return { outcomes: outcomes.map((o) => (retry.has(o.id) ? { id: o.id, label: o.label, outcome: 'pending', attempts: o.attempts } : o)), ids };
}

/** Counts per outcome, and how many rows are settled (not pending). */
export function summarize(outcomes: readonly BatchOutcome[]): Record<OutcomeKind, number> & { total: number; settled: number } {
  const c = { pending: 0, done: 0, refused: 0, failed: 0 };
  for (const o of outcomes) c[o.outcome] += 1;
  return { ...c, total: outcomes.length, settled: outcomes.length - c.pending };
}

/** The progress of a run in whole percent (0–100). */
export function progressPercent(outcomes: readonly BatchOutcome[]): number {
  const s = summarize(outcomes);
  return s.total ? Math.floor((s.settled * 100) / s.total) : 100;
}
