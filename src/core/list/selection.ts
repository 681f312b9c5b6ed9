/**
 * Row selection and empty states of the list pages (ListPage's `selectable` and `emptyText`): pure
 * parts, no React (relative imports only).
 */

/** A row key as antd tables give it. */
export type RowKey = string | number | bigint;

/** A table's `rowKey`: a field name or a function of the row. */
export type RowKeySpec<T> = string | ((row: T, index?: number) => RowKey);

/** The key of `row` under `rowKey` (a field's value, or the function's answer). */
export function rowKeyOf<T>(rowKey: RowKeySpec<T>, row: T): RowKey {
  return typeof rowKey === 'function' ? rowKey(row) : ((row as Record<string, unknown>)[rowKey] as RowKey);
}

/**
 * The selection after a table reported `keys` (all selected keys, across pages) and `rows` (what
 * it knows of them: the rows of the page shown, `undefined` for rows of other pages): each key
 * keeps its row, taken from `rows` when there, else from the previous selection `prev`; keys whose
 * row is known nowhere are dropped. Order: the order of `keys`.
 */
export function mergeSelection<T>(prev: ReadonlyMap<RowKey, T>, keys: readonly RowKey[], rows: readonly (T | undefined)[], rowKey: RowKeySpec<T>): Map<RowKey, T> {
  const fresh = new Map<RowKey, T>();
  for (const r of rows) if (r !== undefined && r !== null) fresh.set(rowKeyOf(rowKey, r), r);
  const out = new Map<RowKey, T>();
  for (const k of keys) {
    const row = fresh.has(k) ? fresh.get(k) : prev.get(k);
    if (row !== undefined) out.set(k, row);
  }
  return out;
}

/** What decides a list's empty text: whether the query had filters. */
export interface EmptyContext {
  filtered: boolean;
}

/**
 * A list's empty text: the page's own (a value, or a function of {@link EmptyContext} — e.g. a way
 * forward when the user has nothing yet, the kit's default once filtered), else `undefined` (the
 * kit's "暂无记录" / "没有符合筛选条件的记录…"). A function answering `undefined` also falls back.
 */
export function resolveEmptyText<N>(emptyText: N | ((ctx: EmptyContext) => N | undefined) | undefined, ctx: EmptyContext): N | undefined {
  return typeof emptyText === 'function' ? (emptyText as (c: EmptyContext) => N | undefined)(ctx) : emptyText;
}
