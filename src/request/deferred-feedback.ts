/**
 * The message / notification / modal API of `src/components/FeedbackProvider.tsx` before antd's
 * holders have loaded (issue #25 "First load"). No React: the provider supplies when the real API
 * is there and how to ask for it.
 */

/** The methods of antd's `App.useApp()` API, per part (antd 5: `useMessage`, `useNotification`, `useModal`). */
export const FEEDBACK_METHODS = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
  notification: ['open', 'success', 'error', 'info', 'warning', 'destroy'],
  modal: ['confirm', 'info', 'success', 'error', 'warning'],
} as const;

type Part = keyof typeof FEEDBACK_METHODS;
type AnyApi = Record<Part, Record<string, (...args: never[]) => unknown>>;

/**
 * An API shaped like `real()`'s whose calls go to `real()` once it returns one (with its return
 * value); a call made before that is handed to `request`, which must run it (in order) once the real
 * API exists, and returns `undefined` (no caller of the console uses the return value).
 */
export function deferredApi<T extends object>(real: () => T | null, request: (run: (api: T) => void) => void): T {
  const api: Record<string, Record<string, (...args: unknown[]) => unknown>> = {};
  (Object.keys(FEEDBACK_METHODS) as Part[]).forEach((part) => {
    api[part] = {};
    FEEDBACK_METHODS[part].forEach((method) => {
      api[part][method] = (...args: unknown[]) => {
        const call = (a: T) => ((a as unknown as AnyApi)[part][method] as (...x: unknown[]) => unknown)(...args);
        const now = real();
        if (now) return call(now);
        request(call);
        return undefined;
      };
    });
  });
  return api as unknown as T;
}
