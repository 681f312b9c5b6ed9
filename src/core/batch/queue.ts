/**
 * The per-company report upload queue of the agents' many-report upload (spec §4 "Per-company report
 * upload queue", issue #12): a company joins the queue once every one of its files has an address
 * (stored on the file host); one company is submitted at a time (`companyId`, `sellerReports`); on
 * success it is removed after 1 s; on failure the queue is retried after 1 s, the failed company
 * first. The same idempotency key is sent on every attempt, so a call that failed on the way back
 * (the server did store it) or answered late never submits a company's reports twice: the server
 * answers the stored result for a key it has seen.
 *
 * Pure state ({@link queueReducer}) plus one runner ({@link runQueue}) over an injected store, submit
 * call and delay, so the dva model (which outlives the page) and the unit tests drive the same code.
 */

/** Delay before a submitted company leaves the queue, and before a failed one is tried again (ms, spec §4). */
export const QUEUE_DELAY_MS = 1000;
/** Attempts of one company before the queue stops retrying it by itself and waits for the agent. */
export const QUEUE_MAX_ATTEMPTS = 10;

/** One report of a company: `address` is its stored key once uploaded. */
interface QueueFile {
  uid: string;
  name: string;
  /** Bytes. */
  size: number;
  address?: string;
  /** The month the report covers (`YYYY`, 1–12), from its local check; sent with the submit. */
  year?: number;
  month?: number;
}

/**
 * Where a company stands: `collecting` (files still uploading), `queued`, `submitting`, `done`
 * (shown 1 s, then removed), `failed` (retried after 1 s), `stopped` (gave up after
 * {@link QUEUE_MAX_ATTEMPTS}; the agent retries by hand).
 */
export type QueueStatus = 'collecting' | 'queued' | 'submitting' | 'done' | 'failed' | 'stopped';

/** A company in the queue. */
export interface QueueCompany {
  companyId: number;
  batchId: string;
  files: QueueFile[];
  status: QueueStatus;
  /** Submit attempts so far. */
  attempts: number;
  /** Idempotency key of the submit: the same on every attempt ({@link idempotencyKey}). */
  key: string;
  /** Order of joining the queue (0 while collecting). */
  seq: number;
  /** The last failure's Chinese message. */
  error?: string;
}

/** The queue: companies in the order they were added. */
export interface QueueState {
  companies: QueueCompany[];
  /** Counter behind `seq`. */
  seq: number;
}

/** What happens to the queue. */
export type QueueAction =
  | { type: 'add'; batchId: string; companyId: number; files: QueueFile[] }
  | { type: 'addressed'; uid: string; address: string }
  | { type: 'dropped'; uid: string }
  | { type: 'started'; companyId: number }
  | { type: 'succeeded'; companyId: number }
  | { type: 'failed'; companyId: number; error: string }
  | { type: 'retry'; companyId: number }
  | { type: 'removed'; companyId: number }
  | { type: 'reset' };

/** The empty queue. */
export const EMPTY_QUEUE: QueueState = { companies: [], seq: 0 };

/** The submit's idempotency key of a company in a batch: `<batchId>:<companyId>`. */
function idempotencyKey(batchId: string, companyId: number): string {
  return `${batchId}:${companyId}`;
}

const ready = (c: QueueCompany) => c.files.length > 0 && c.files.every((f) => !!f.address);

/** Moves a collecting company whose files all have an address to the end of the queue. */
function promote(state: QueueState, c: QueueCompany): { c: QueueCompany; seq: number } {
  if (c.status === 'collecting' && ready(c)) return { c: { ...c, status: 'queued', seq: state.seq + 1 }, seq: state.seq + 1 };
  return { c, seq: state.seq };
}

/**
 * The next queue state. Unknown companies and actions that do not fit the company's status leave the
 * state unchanged (a late answer for a company already removed changes nothing). Files added to a
 * company that is queued or failed send it back to collecting until they have addresses; files added
 * to a company that is being or was submitted start a new entry only after it leaves.
 */
export function queueReducer(state: QueueState, action: QueueAction): QueueState {
  const update = (companyId: number, fn: (c: QueueCompany) => QueueCompany | null): QueueState => {
    const i = state.companies.findIndex((c) => c.companyId === companyId);
    if (i < 0) return state;
    const next = fn(state.companies[i]);
    if (next === state.companies[i]) return state;
    const companies = [...state.companies];
    if (next) companies[i] = next;
    else companies.splice(i, 1);
    return { ...state, companies };
  };
  switch (action.type) {
    case 'add': {
      const existing = state.companies.find((c) => c.companyId === action.companyId);
      if (existing && (existing.status === 'submitting' || existing.status === 'done')) return state;
      const known = new Set(existing?.files.map((f) => f.uid));
      const base: QueueCompany = existing
        ? { ...existing, files: [...existing.files, ...action.files.filter((f) => !known.has(f.uid))], status: 'collecting', seq: 0 }
        : { companyId: action.companyId, batchId: action.batchId, files: [...action.files], status: 'collecting', attempts: 0, key: idempotencyKey(action.batchId, action.companyId), seq: 0 };
      const { c, seq } = promote(state, base);
      const companies = existing ? state.companies.map((x) => (x === existing ? c : x)) : [...state.companies, c];
      return { companies, seq };
    }
    case 'addressed': {
      const owner = state.companies.find((c) => c.files.some((f) => f.uid === action.uid));
      if (!owner || owner.status !== 'collecting') return state;
      const withFile = { ...owner, files: owner.files.map((f) => (f.uid === action.uid ? { ...f, address: action.address } : f)) };
      const { c, seq } = promote(state, withFile);
      return { companies: state.companies.map((x) => (x === owner ? c : x)), seq };
    }
    case 'dropped': {
      // A file that cannot be submitted (its remote parse failed, or the agent removed it) leaves a
      // collecting company: the company is queued when its other files have addresses, and leaves
      // the queue when it has none left.
      const owner = state.companies.find((c) => c.files.some((f) => f.uid === action.uid));
      if (!owner || owner.status !== 'collecting') return state;
      const rest = { ...owner, files: owner.files.filter((f) => f.uid !== action.uid) };
      if (!rest.files.length) return { ...state, companies: state.companies.filter((x) => x !== owner) };
      const { c, seq } = promote(state, rest);
      return { companies: state.companies.map((x) => (x === owner ? c : x)), seq };
    }
    case 'started':
      return update(action.companyId, (c) => (c.status === 'queued' ? { ...c, status: 'submitting', attempts: c.attempts + 1, error: undefined } : c));
    case 'succeeded':
      return update(action.companyId, (c) => (c.status === 'submitting' ? { ...c, status: 'done', error: undefined } : c));
    case 'failed':
      return update(action.companyId, (c) =>
        c.status === 'submitting' ? { ...c, status: c.attempts >= QUEUE_MAX_ATTEMPTS ? 'stopped' : 'failed', error: action.error } : c,
      );
    case 'retry':
      // Back to the head of the queue: a failed company goes before the others that waited.
      return update(action.companyId, (c) => (c.status === 'failed' || c.status === 'stopped' ? { ...c, status: 'queued', seq: 0, attempts: c.status === 'stopped' ? 0 : c.attempts } : c));
    case 'removed':
      return update(action.companyId, (c) => (c.status === 'done' ? null : c));
    case 'reset':
      return EMPTY_QUEUE;
    default:
      return state;
  }
}

/**
 * The company to submit now: none while one is submitting or waiting for its retry (one at a time,
 * spec §4); otherwise the queued company that joined first (a retried one first of all).
 */
export function nextToSubmit(state: QueueState): QueueCompany | undefined {
  if (state.companies.some((c) => c.status === 'submitting' || c.status === 'failed')) return undefined;
  return state.companies.filter((c) => c.status === 'queued').sort((a, b) => a.seq - b.seq)[0];
}

/** The queue's store as the runner sees it (the dva model, or a plain object in tests). */
interface QueueStore {
  get(): QueueState;
  dispatch(action: QueueAction): void;
}

/**
 * Submits queued companies one at a time until none is ready: `submit` sends the company's reports
 * with its idempotency key and rejects with an `Error` whose message is shown (Chinese). A success
 * removes the company after {@link QUEUE_DELAY_MS} (the next starts at once); a failure waits
 * {@link QUEUE_DELAY_MS}, puts the company back at the head and tries again, until
 * {@link QUEUE_MAX_ATTEMPTS}. Resolves when nothing is left to submit; call it again when a company
 * becomes ready (a second call while one runs returns at once: see {@link createQueueRunner}).
 */
async function runQueue(store: QueueStore, submit: (c: QueueCompany) => Promise<void>, delay: (ms: number) => Promise<void>): Promise<void> {
  for (;;) {
    const c = nextToSubmit(store.get());
    if (!c) return;
    store.dispatch({ type: 'started', companyId: c.companyId });
    try {
      await submit(c);
      store.dispatch({ type: 'succeeded', companyId: c.companyId });
      void delay(QUEUE_DELAY_MS).then(() => store.dispatch({ type: 'removed', companyId: c.companyId }));
    } catch (e) {
      store.dispatch({ type: 'failed', companyId: c.companyId, error: e instanceof Error ? e.message : String(e) });
      const after = store.get().companies.find((x) => x.companyId === c.companyId);
      if (after?.status !== 'failed') continue; // stopped (too many attempts) or reset meanwhile
      await delay(QUEUE_DELAY_MS);
      store.dispatch({ type: 'retry', companyId: c.companyId });
    }
  }
}

/** A runner that never runs twice at once: `kick()` starts {@link runQueue}, or marks it to look again when it ends. */
export function createQueueRunner(store: QueueStore, submit: (c: QueueCompany) => Promise<void>, delay: (ms: number) => Promise<void>): { kick(): Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      await runQueue(store, submit, delay);
    } while (again);
    running = null;
  };
  return {
    kick() {
      if (running) {
        again = true;
        return running;
      }
      running = loop();
      return running;
    },
  };
}
