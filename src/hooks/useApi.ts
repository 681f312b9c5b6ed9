import { useRequest } from 'ahooks';
import type { Options, Plugin, Service } from 'ahooks/lib/useRequest/src/types';

/**
 * ahooks' `useRequest` for API calls of the one request client. The request layer has already shown
 * the failure (spec §8: one message per failure), so the default `onError` is a no-op instead of
 * ahooks' `console.error`. Everything else — polling (`pollingInterval`, `pollingWhenHidden`),
 * debounce, retries, caching — is ahooks' own.
 */
export function useApi<TData, TParams extends any[]>(
  service: Service<TData, TParams>,
  options?: Options<TData, TParams>,
  plugins?: Plugin<TData, TParams>[],
) {
  return useRequest(service, { onError: () => undefined, ...options }, plugins);
}
