/**
 * The per-company report upload queue of the many-report upload, as a dva model (issue #12, spec §4
 * "Per-company report upload queue"): it outlives the page, so companies already queued are still
 * submitted when the agent opens another screen. The state is the pure queue of
 * src/core/batch/queue.ts (`queueReducer`); one runner (`createQueueRunner`: one company at a time,
 * removed 1 s after success, retried 1 s after a failure, the same idempotency key on every attempt)
 * submits through `POST /api/seller-report/import/batch`; its pauses are `delay` of src/core/utils/poll.ts.
 *
 * Dispatch `{ type: 'manyUpload/apply', action: QueueAction }` to change the queue, then
 * `{ type: 'manyUpload/kick' }` to let the runner look for a company to submit.
 */
import { getDvaApp } from '@umijs/max';
import { createQueueRunner, EMPTY_QUEUE, queueReducer, type QueueAction, type QueueCompany, type QueueState } from '@/core/batch/queue';
import { delay } from '@/core/utils/poll';
import { submitCompanyReports } from '@/services/batch';

/** State of the model: the queue, and the company names to show (by id). */
export interface ManyUploadState {
  queue: QueueState;
  names: Record<number, string>;
}

/** The model's state under `state.manyUpload`. */
const NAMESPACE = 'manyUpload';

interface Store {
  getState(): Record<string, ManyUploadState | undefined>;
  dispatch(a: { type: string; [k: string]: unknown }): void;
}

const store = (): Store => (getDvaApp() as unknown as { _store: Store })._store;

/** Sends one company's reports; rejects with the Chinese reason (the queue shows it and retries). */
async function submit(c: QueueCompany): Promise<void> {
  try {
    await submitCompanyReports(
      {
        companyId: c.companyId,
        idempotencyKey: c.key,
        sellerReports: c.files.map((f) => ({ reportFileAddress: f.address!, fileName: f.name, fileSize: f.size, year: f.year!, month: f.month! })),
      },
      { skipErrorMessage: true, timeout: 30_000 },
    );
  } catch (e) {
    const err = e as { message?: string; body?: { errorMessage?: string }; response?: { data?: { errorMessage?: string } } };
    throw new Error(err.body?.errorMessage || err.response?.data?.errorMessage || (/[\u4e00-\u9fa5]/.test(err.message ?? '') ? err.message : '') || '网络异常，提交失败');
  }
}

let runner: ReturnType<typeof createQueueRunner> | undefined;
function queueRunner() {
  runner ??= createQueueRunner(
    {
      get: () => store().getState()[NAMESPACE]?.queue ?? EMPTY_QUEUE,
      dispatch: (action: QueueAction) => store().dispatch({ type: `${NAMESPACE}/apply`, action }),
    },
    submit,
    delay,
  );
  return runner;
}

export default {
  namespace: 'manyUpload',
  state: { queue: EMPTY_QUEUE, names: {} } as ManyUploadState,
  reducers: {
    apply(state: ManyUploadState, { action }: { action: QueueAction }): ManyUploadState {
      const queue = queueReducer(state.queue, action);
      return queue === state.queue ? state : { ...state, queue };
    },
    names(state: ManyUploadState, { names }: { names: Record<number, string> }): ManyUploadState {
      return { ...state, names: { ...state.names, ...names } };
    },
  },
  effects: {
    // Starts the runner (or asks it to look again) without holding the effect: the runner outlives it.
    *kick(_: unknown, { call }: { call: (fn: () => void) => unknown }): Generator<unknown, void, unknown> {
      yield call(() => {
        void queueRunner().kick();
      });
    },
  },
};
