import type { Options, Plugin, Service } from 'ahooks/lib/useRequest/src/types';
import { useApi } from './useApi';

/**
 * A call repeated every `intervalMs` milliseconds while the tab is visible (ahooks `useRequest` with
 * `pollingInterval` and `pollingWhenHidden: false`; spec §7 "polled every 60 s, not when the page is
 * hidden", §9 polling values). When the tab becomes visible again the call runs at once and polling
 * resumes. `intervalMs` 0 (or `undefined`) stops polling, e.g. once a job is finished. Failures are
 * not logged (the request layer has shown them, see {@link useApi}); ahooks stops after
 * `pollingErrorRetryCount` failures in a row (default here: 3; -1 never stops). A job that must go on
 * in a background tab (the many-report upload's batch, whose answers feed the upload queue) passes
 * `pollingWhenHidden: true`. This is the one poll of React code; code without React uses `pollUntil`
 * of src/core/utils/poll.ts.
 *
 * @example
 * const { data } = usePolling(() => getCalculation(id, { skipErrorMessage: true }), running ? 1000 : 0, { ready: !!id });
 */
export function usePolling<TData, TParams extends any[]>(
  service: Service<TData, TParams>,
  intervalMs: number | undefined,
  options?: Options<TData, TParams>,
  plugins?: Plugin<TData, TParams>[],
) {
  return useApi(service, { pollingErrorRetryCount: 3, pollingWhenHidden: false, ...options, pollingInterval: intervalMs || undefined }, plugins);
}
