/**
 * The ProTable adapter of the list pages (spec §7 list filters, §9 default page size): turns the
 * parameters ProTable hands to `request` into the API's query, and the API's paged answer into what
 * ProTable expects. Pure TypeScript, no React, no umi (relative imports only: the mock uses it too).
 */

/** ProTable's sort order of a column. */
type SortOrder = 'ascend' | 'descend' | null | undefined;

/** What ProTable passes to `request`: `current` (page from 1), `pageSize`, then the search-form values. */
interface TableParams {
  current?: number;
  pageSize?: number;
  [key: string]: unknown;
}

/**
 * Names of the paging parameters of an API list call:
 * - `'perPage'` (default): `page` + `perPage` — our calls and most of spec §3's list filters;
 * - `'per_page'`: `page` + `per_page` — spec §3 "Duty-paragraph list … page, per_page" and §7
 *   "VAT tax-number list with per_page and page" (`/api/vat-tax`).
 */
type PagingStyle = 'perPage' | 'per_page';

/** Options of {@link toListQuery}. */
export interface ListQueryOptions {
  /** Name of the page-size parameter (default `'perPage'`). */
  paging?: PagingStyle;
  /** Name of the sort parameter (default `'order_by'`, spec §3 duty-paragraph list). */
  orderParam?: string;
}

/** The query of a list call: paging, optional `order_by`, and the filters that have a value. */
export type ListQuery = Record<string, unknown> & { page: number };

/** A value that means "no filter": `undefined`, `null`, `''`. */
export function isEmptyParam(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

/**
 * ProTable's `sort` (`{ field: 'ascend' | 'descend' }`) as the API's `order_by` value:
 * `field` ascending, `-field` descending; several fields comma-joined in their order; columns
 * without an order are left out. `''` when nothing is sorted.
 * @example toOrderBy({ createdAt: 'descend' }) === '-createdAt'
 */
export function toOrderBy(sort: Record<string, SortOrder> | undefined): string {
  return Object.entries(sort ?? {})
    .filter(([, o]) => o === 'ascend' || o === 'descend')
    .map(([field, o]) => (o === 'descend' ? `-${field}` : field))
    .join(',');
}

/**
 * ProTable's request parameters → the API's list query:
 * - `current` → `page` (default 1), `pageSize` → `perPage` or `per_page` (see {@link PagingStyle});
 * - filters with `undefined`, `null` or `''` are dropped (so a blank `users` never reaches the
 *   request layer, which adds the session's belonging-user filter, spec §6);
 * - `sort` → `order_by` (see {@link toOrderBy}).
 * Other values (numbers, arrays of a range, booleans) pass unchanged.
 * @example toListQuery({ current: 2, pageSize: 10, status: '', q: '义乌' }, { createdAt: 'descend' })
 *   // → { page: 2, perPage: 10, q: '义乌', order_by: '-createdAt' }
 */
export function toListQuery(params: TableParams, sort?: Record<string, SortOrder>, opts: ListQueryOptions = {}): ListQuery {
  const { current, pageSize, ...filters } = params;
  const query: ListQuery = { page: current && current > 0 ? current : 1 };
  if (pageSize && pageSize > 0) query[opts.paging ?? 'perPage'] = pageSize;
  for (const [k, v] of Object.entries(filters)) {
    if (!isEmptyParam(v)) query[k] = v;
  }
  const orderBy = toOrderBy(sort);
  if (orderBy) query[opts.orderParam ?? 'order_by'] = orderBy;
  return query;
}

/**
 * The filters of a list query without its paging (`page`, `perPage`, `per_page`): what an export of
 * "all rows matching the list" is started with. Sorting is kept.
 */
export function withoutPaging(query: Record<string, unknown>): Record<string, unknown> {
  const { page: _page, perPage: _perPage, per_page: _perPage2, ...rest } = query;
  return rest;
}

/** Whether a list query filters anything besides paging, sorting and the agent's `users`. */
export function hasFilters(query: Record<string, unknown> | undefined, ignore: readonly string[] = ['order_by', 'users']): boolean {
  if (!query) return false;
  return Object.entries(withoutPaging(query)).some(([k, v]) => !ignore.includes(k) && !isEmptyParam(v));
}

/** The paged answer of a list call (`{ list, total, page, perPage }`, see `Paged` in src/request/types.ts). */
export interface PagedLike<T> {
  list: T[];
  total: number;
  page?: number;
  perPage?: number;
}

/** What ProTable's `request` resolves with. */
interface TableResult<T> {
  data: T[];
  total: number;
  success: boolean;
}

/**
 * The API's answer → ProTable's `{ data, total, success }`. A plain array (an unpaged list call)
 * is accepted too: its length is the total. A missing answer is an empty page.
 */
export function toTableResult<T>(answer: PagedLike<T> | T[] | null | undefined): TableResult<T> {
  if (Array.isArray(answer)) return { data: answer, total: answer.length, success: true };
  const list = Array.isArray(answer?.list) ? answer!.list : [];
  const total = typeof answer?.total === 'number' && Number.isFinite(answer.total) ? answer.total : list.length;
  return { data: list, total, success: true };
}

/**
 * A ProTable `request` over a list call: maps the parameters with {@link toListQuery}, calls
 * `fetch(query)`, maps the answer with {@link toTableResult}. `onQuery` sees each query (e.g. to
 * start an export with the same filters), `onAnswer` each raw answer (e.g. extra fields).
 * A failing `fetch` rejects (ProTable's `onRequestError` then decides what to show).
 */
export function tableRequest<T, Q = ListQuery, A extends PagedLike<T> | T[] = PagedLike<T>>(
  fetch: (query: Q) => Promise<A>,
  opts: ListQueryOptions & { onQuery?: (query: ListQuery) => void; onAnswer?: (answer: A) => void } = {},
): (params: TableParams, sort?: Record<string, SortOrder>) => Promise<TableResult<T>> {
  return async (params, sort) => {
    const query = toListQuery(params, sort, opts);
    opts.onQuery?.(query);
    const answer = await fetch(query as unknown as Q);
    opts.onAnswer?.(answer);
    return toTableResult<T>(answer as PagedLike<T> | T[]);
  };
}

/** ProTable's shortest polling interval: it never polls faster than every 2000 ms. */
const MIN_POLLING_MS = 2000;

/**
 * The polling interval a list should use now: `ms` (at least {@link MIN_POLLING_MS}) while the tab
 * is visible, `undefined` (no polling) while it is hidden or when `ms` is not set (spec §7 "polled
 * every 60 s, not when the page is hidden"). `visibility` is `document.visibilityState`.
 */
export function pollingInterval(ms: number | undefined, visibility: string | undefined): number | undefined {
  if (!ms || ms <= 0 || visibility === 'hidden') return undefined;
  return Math.max(ms, MIN_POLLING_MS);
}
