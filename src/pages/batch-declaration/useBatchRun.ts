/**
 * The run of the batch declaration: `run(action, ids, start)` sends the ids in chunks of `chunkSize`
 * and lands each answer on the outcomes (`{ done, refused }` of the batch calls; a chunk whose call
 * fails marks its declarations failed, not refused). 计算税金 runs per declaration, side by side within
 * a chunk: `POST /tax-calculate/:id`, then `GET` polled every 2 s until the run ends (at most 3
 * minutes, 3 failed polls in a row end it).
 */
import { useState } from 'react';
import { chunk, mergeAnswer, mergeFailure, type BatchDeclareAction, type BatchOutcome } from '@/core/batch/declaration';
import type { DeclareBatchResult } from '@/core/declare/types';
import { pollUntil, PollTimeoutError } from '@/core/utils/poll';
import { useT } from '@/hooks/useT';
import { toFailure } from '@/request/errorHandler';
import type { AppRequestOptions } from '@/request/types';
import { confirmDeclarations, generateVatReturns, getDeclareCalc, issuePaymentGuides, startDeclareCalc, submitVatReturns } from '@/services/declare';
import '@/locales/areas/batch-declaration';
import { failureText } from './pick';

/** The batch calls (`{ ids }` → `{ done, refused }`); 计算税金 runs per declaration. */
const BATCH_CALLS: Record<Exclude<BatchDeclareAction, 'taxCalculate'>, (ids: number[], opts?: AppRequestOptions) => Promise<DeclareBatchResult>> = {
  confirm: confirmDeclarations,
  vatReturn: generateVatReturns,
  submit: submitVatReturns,
  paymentGuide: issuePaymentGuides,
};

const QUIET: AppRequestOptions = { skipErrorMessage: true };
/** Polling of a running calculation: every 2 s, at most 3 minutes, 3 failed calls in a row end it. */
const CALC_POLL_MS = 2000;
const CALC_POLL_TIMEOUT_MS = 3 * 60 * 1000;
const CALC_POLL_MAX_FAILURES = 3;

/** The outcomes of the last run, whether it runs, its action, and `run`; `onStart` hears when a run begins. */
export function useBatchRun(chunkSize: number, onStart: () => void) {
  const t = useT();
  const [ranAction, setRanAction] = useState<BatchDeclareAction>('confirm');
  const [outcomes, setOutcomes] = useState<BatchOutcome[]>([]);
  const [running, setRunning] = useState(false);

  /** One declaration's calculation: started, then polled until the run ends. */
  async function calcOne(id: number, cur: BatchOutcome[]): Promise<BatchOutcome[]> {
    try {
      await startDeclareCalc(id, QUIET);
    } catch (e) {
      const f = toFailure(e);
      if (f?.kind === 'business') return mergeAnswer(cur, [id], { done: [], refused: [{ id, code: String(f.errorCode ?? ''), reason: f.message }] }, '');
      return mergeFailure(cur, [id], failureText(t, e));
    }
    try {
      const last = await pollUntil(
        async () => {
          const calc = (await getDeclareCalc(id, QUIET)).calcs[0];
          return !calc || calc.status === 'running' ? undefined : calc;
        },
        { intervalMs: CALC_POLL_MS, timeoutMs: CALC_POLL_TIMEOUT_MS, maxFailures: CALC_POLL_MAX_FAILURES },
      );
      if (last.status === 'done') return mergeAnswer(cur, [id], { done: [id], refused: [] }, '');
      return mergeFailure(cur, [id], last.error || last.problems.join('；') || t('batchDecl.run.calcFailed'));
    } catch (e) {
      return mergeFailure(cur, [id], e instanceof PollTimeoutError ? t('batchDecl.run.calcTimeout') : failureText(t, e));
    }
  }

  /** Sends `ids` chunk by chunk, updating the outcomes after each answer. */
  async function run(a: BatchDeclareAction, ids: number[], start: BatchOutcome[]) {
    // One holder for the outcomes so far: each answer lands on the latest state, also when calculations end side by side.
    const state = { cur: start };
    const land = (next: BatchOutcome[]) => {
      state.cur = next;
      setOutcomes(next);
    };
    land(start);
    setRunning(true);
    setRanAction(a);
    onStart();
    try {
      for (const part of chunk(ids, chunkSize)) {
        if (a === 'taxCalculate') {
          // The chunk's calculations run side by side; each result lands as it comes.
          await Promise.all(
            part.map(async (id) => {
              const mine = (await calcOne(id, state.cur)).find((o) => o.id === id)!;
              land(state.cur.map((o) => (o.id === id ? mine : o)));
            }),
          );
        } else {
          try {
            land(mergeAnswer(state.cur, part, await BATCH_CALLS[a](part, QUIET), t('batchDecl.run.missing')));
          } catch (e) {
            land(mergeFailure(state.cur, part, failureText(t, e)));
          }
        }
      }
    } finally {
      setRunning(false);
    }
  }

  return { outcomes, running, ranAction, run };
}
