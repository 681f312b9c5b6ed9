/**
 * Asynchronous export of a list (spec §4 "Exports are asynchronous: one call starts the export, a
 * separate export-result call fetches it"; §9 ".xlsx with a sheet named sheet1"). The protocol:
 *
 * 1. `GET /api/<area>/export-all?<the list's filters>` → `{ taskId }`;
 * 2. `GET /api/<area>/export-result?taskId=<id>` every second → {@link ExportTask};
 * 3. `done`: the `.xlsx` is downloaded from `url` (a signed URL on the file host);
 *    `failed`: `error` is shown.
 *
 * {@link ExportRunner} is that state machine without React or DOM (polling through `pollUntil` of
 * src/core/utils/poll.ts, unit-tested with fake timers); `ExportButton` in src/components/ListPage drives it and shows the progress.
 * Relative imports only (the mock uses src/core too).
 */

/** State of an export task on the server. */
type ExportTaskStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * Answer of `export-result`: `progress` 0-100; when `done`, `url` (signed download URL), `fileName`
 * (`.xlsx`) and `rows` (exported rows); when `failed`, `error` (Chinese, for the user).
 */
export interface ExportTask {
  taskId: string;
  status: ExportTaskStatus;
  progress: number;
  fileName?: string;
  url?: string;
  rows?: number;
  error?: string;
}

/** Request options the runner passes to the service calls (a subset of `AppRequestOptions`). */
interface ExportCallOptions {
  skipErrorMessage?: boolean;
  signal?: AbortSignal;
}

/**
 * The two calls of an area's export, as service functions (request options last):
 * `start(filters, opts?)` → `{ taskId }`; `result(taskId, opts?)` → {@link ExportTask}.
 */
export interface ExportService<Q = Record<string, unknown>> {
  start(params: Q, opts?: ExportCallOptions): Promise<{ taskId: string }>;
  result(taskId: string, opts?: ExportCallOptions): Promise<ExportTask>;
}

/**
 * What the runner reports:
 * - `idle`: nothing started; `starting`: the start call runs;
 * - `running`: the task is `pending` or `running` on the server, `progress` 0-100;
 * - `done`: `url`, `fileName`, `rows` of the file; `progress` 100;
 * - `failed`: `error` is the server's or the request layer's text when there is one, else
 *   `errorKey` a locale key (`list.export.failed`, `list.export.timeout`, `list.export.noFile`);
 * - `cancelled`: the user closed it; late answers are ignored.
 */
export type ExportState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; taskId: string; status: 'pending' | 'running'; progress: number }
  | { phase: 'done'; taskId: string; progress: 100; url: string; fileName: string; rows?: number }
  | { phase: 'failed'; taskId?: string; progress?: number; error?: string; errorKey?: string }
  | { phase: 'cancelled' };

/** Options of {@link ExportRunner}. Durations in milliseconds. */
interface ExportRunnerOptions {
  /** Pause between two result calls (default 1000, the protocol's "every 1 s"). */
  intervalMs?: number;
  /** Result calls that may fail in a row before the export fails (default 3; a flaky network is retried). */
  maxPollErrors?: number;
  /** Give up after this long without `done` or `failed` (default 10 minutes). */
  timeoutMs?: number;
  /** Called with every new state. */
  onState?: (state: ExportState) => void;
  /** Default file name when the server gives none (`.xlsx` added when missing). */
  fileName?: string;
}

/** Default pause between result calls: 1000 ms. */
const EXPORT_POLL_MS = 1000;
/** Default number of failed result calls in a row tolerated: 3. */
const EXPORT_MAX_POLL_ERRORS = 3;
/** Default time limit of an export: 10 minutes. */
const EXPORT_TIMEOUT_MS = 10 * 60 * 1000;

/** `name` with the `.xlsx` extension (added when missing; `'导出.xlsx'` when empty). */
export function xlsxName(name: string | undefined): string {
  const n = (name ?? '').trim() || '导出';
  return /\.xlsx$/i.test(n) ? n : `${n}.xlsx`;
}

import { pollUntil, PollTimeoutError } from '../utils/poll';

/** The message of a rejection (a `RequestFailure` carries the server's Chinese text), or `undefined`. */
function messageOf(e: unknown): string | undefined {
  const m = (e as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : undefined;
}

/** Progress clamped to 0-100 and rounded; non-numbers count as 0. */
export function clampProgress(p: unknown): number {
  const n = Number(p);
  if (!Number.isFinite(n)) return 0;
  return Math.max(0, Math.min(100, Math.round(n)));
}

/**
 * One export at a time: `run(filters)` starts the task and polls its result every `intervalMs` until
 * it is `done` or `failed` (or times out, or `cancel()` is called), reporting each state through
 * `onState` and resolving with the final one. It never rejects. The calls are made with
 * `skipErrorMessage` so a failure is shown once, by the export's own display, not also as a toast
 * (401/403 are still handled by the request layer). Calling `run` again cancels the previous run.
 */
export class ExportRunner<Q = Record<string, unknown>> {
  private current: ExportState = { phase: 'idle' };

  /** Stops the polling of the current run. */
  private abort: AbortController | null = null;

  /** Increases on every run and cancel; answers of an older run are ignored. */
  private generation = 0;

  private finish: ((s: ExportState) => void) | null = null;

  constructor(
    private readonly service: ExportService<Q>,
    private readonly opts: ExportRunnerOptions = {},
  ) {}

  /** The latest state. */
  get state(): ExportState {
    return this.current;
  }

  /** Whether a run is under way (`starting` or `running`). */
  get busy(): boolean {
    return this.current.phase === 'starting' || this.current.phase === 'running';
  }

  /** Starts an export of the rows matching `params`; resolves with `done`, `failed` or `cancelled`. */
  run(params: Q): Promise<ExportState> {
    this.cancel();
    const gen = ++this.generation;
    const done = new Promise<ExportState>((resolve) => {
      this.finish = resolve;
    });
    this.set({ phase: 'starting' });
    this.service.start(params, { skipErrorMessage: true }).then(
      (r) => {
        if (gen !== this.generation) return;
        const taskId = r?.taskId === undefined || r?.taskId === null ? '' : String(r.taskId);
        if (!taskId) {
          this.end({ phase: 'failed', errorKey: 'list.export.failed' });
          return;
        }
        this.set({ phase: 'running', taskId, status: 'pending', progress: 0 });
        void this.poll(gen, taskId);
      },
      (e) => {
        if (gen !== this.generation) return;
        this.end({ phase: 'failed', error: messageOf(e), errorKey: messageOf(e) ? undefined : 'list.export.failed' });
      },
    );
    return done;
  }

  /** Stops polling; the state becomes `cancelled` when a run was under way. */
  cancel(): void {
    this.generation += 1;
    this.abort?.abort();
    this.abort = null;
    if (this.busy) this.end({ phase: 'cancelled' });
  }

  private set(s: ExportState): void {
    this.current = s;
    this.opts.onState?.(s);
  }

  private end(s: ExportState): void {
    this.abort = null;
    this.set(s);
    const f = this.finish;
    this.finish = null;
    f?.(s);
  }

  /**
   * Polls the task's result every `intervalMs` (pollUntil) until `done` or `failed`, showing the
   * progress meanwhile; ends failed after `maxPollErrors` failed calls in a row or the time limit.
   */
  private async poll(gen: number, taskId: string): Promise<void> {
    const abort = new AbortController();
    this.abort = abort;
    let task: ExportTask;
    try {
      task = await pollUntil(
        async () => {
          const t = await this.service.result(taskId, { skipErrorMessage: true });
          if (gen !== this.generation) return undefined;
          if (t?.status === 'done' || t?.status === 'failed') return t;
          // pending / running (an unknown status counts as running): show progress, never going back.
          const progress = Math.max(this.progress(), clampProgress(t?.progress));
          this.set({ phase: 'running', taskId, status: t?.status === 'pending' ? 'pending' : 'running', progress: Math.min(progress, 99) });
          return undefined;
        },
        {
          intervalMs: this.opts.intervalMs ?? EXPORT_POLL_MS,
          maxFailures: this.opts.maxPollErrors ?? EXPORT_MAX_POLL_ERRORS,
          timeoutMs: this.opts.timeoutMs ?? EXPORT_TIMEOUT_MS,
          signal: abort.signal,
        },
      );
    } catch (e) {
      if (gen !== this.generation || abort.signal.aborted) return;
      if (e instanceof PollTimeoutError) this.end({ phase: 'failed', taskId, progress: this.progress(), errorKey: 'list.export.timeout' });
      else this.end({ phase: 'failed', taskId, progress: this.progress(), error: messageOf(e), errorKey: messageOf(e) ? undefined : 'list.export.failed' });
      return;
    }
    if (gen !== this.generation) return;
    if (task.status === 'done') {
      if (!task.url) {
        this.end({ phase: 'failed', taskId, progress: 100, errorKey: 'list.export.noFile' });
        return;
      }
      this.end({ phase: 'done', taskId, progress: 100, url: task.url, fileName: xlsxName(task.fileName || this.opts.fileName), rows: task.rows });
      return;
    }
    this.end({ phase: 'failed', taskId, progress: clampProgress(task.progress), error: task.error || undefined, errorKey: task.error ? undefined : 'list.export.failed' });
  }

  private progress(): number {
    return this.current.phase === 'running' ? this.current.progress : 0;
  }
}
