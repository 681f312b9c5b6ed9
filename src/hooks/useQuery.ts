import { useSearchParams } from '@umijs/max';

/**
 * Replaces (or with `{ replace: false }` pushes) the query of the current address, the path kept.
 * `next` is the whole new query (a key left out is removed).
 */
type SetQuery = (next: URLSearchParams, options?: { replace?: boolean }) => void;

/**
 * The page's query string: the one way a page, a component or a hook reads it (issue #34 "one
 * query-string hook"; the guard rail `tests/unit/guardrails/one-way.test.ts` refuses
 * `useSearchParams` or `new URLSearchParams(search)` elsewhere in the UI). Gives the current
 * `URLSearchParams` (a new object when the query changes on a client-side navigation, so it can be
 * a hook dependency; never mutate it, copy it with `new URLSearchParams(query)`) and a
 * {@link SetQuery} that replaces the history entry by default (a filter, not a new page). Over umi's
 * (react-router's) `useSearchParams`. `?id=` has its own hook, `useIdParam`, over this one; one value
 * is {@link useQueryParam}.
 */
export function useQuery(): [URLSearchParams, SetQuery] {
  const [query, setParams] = useSearchParams();
  const set: SetQuery = (next, options) => setParams(next, { replace: options?.replace ?? true });
  return [query, set];
}

/** The value of `?<name>=` of the page (the first one when repeated), `''` when absent; see {@link useQuery}. */
export function useQueryParam(name: string): string {
  return useQuery()[0].get(name) ?? '';
}
