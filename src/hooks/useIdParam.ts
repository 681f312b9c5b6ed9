import { useMemo } from 'react';
import { parseIdParam } from '@/core/utils/id-param';
import { useQuery } from './useQuery';

/**
 * The record id of the page's `?id=`: a positive integer, or `undefined` when it is missing or not
 * a positive integer (see `parseIdParam` of src/core/utils/id-param.ts, the one `?id=` parser).
 * Every page reading `?id=` uses this hook; it re-reads on a client-side navigation to another id
 * (the query through `useQuery`, the one query-string hook).
 */
export function useIdParam(): number | undefined {
  const [query] = useQuery();
  return useMemo(() => parseIdParam(query), [query]);
}
