/**
 * Status maps of the list pages: ONE map per status field, `code → { label, color }`, from which a
 * list builds its status column, its filter options and its tags (see `StatusTag` and
 * `statusColumn` in src/components/ListPage). Pure TypeScript (relative imports only).
 */

/**
 * One status: `label` is a locale key (e.g. `'calc.status.done'`); `color` an antd Tag colour — a
 * preset (`'success'`, `'processing'`, `'error'`, `'warning'`, `'default'`) or a CSS colour
 * (spec §9 progress colours, e.g. `'#1AB76B'`).
 */
interface StatusEntry {
  label: string;
  color: string;
}

/** A status map: API code (string or number) → {@link StatusEntry}. Keys compare as strings. */
export type StatusMap<K extends string | number = string | number> = Readonly<Record<K, StatusEntry>>;

/** The entry of `value` (`5` and `'5'` are the same code), or `undefined` for an unknown or empty value. */
export function statusEntry(map: StatusMap, value: unknown): StatusEntry | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const key = String(value);
  return Object.prototype.hasOwnProperty.call(map, key) ? (map as Record<string, StatusEntry>)[key] : undefined;
}

/** The codes of a map in its order, as strings (what a select filter sends). */
export function statusCodes(map: StatusMap): string[] {
  return Object.keys(map);
}

/**
 * A ProTable `valueEnum` of the map: `{ [code]: { text, status? } }` with `text` translated by `t`.
 * Preset colours become ProTable's badge statuses (`Success`, `Processing`, `Error`, `Warning`,
 * `Default`); CSS colours are given as `color`.
 */
export function statusValueEnum(map: StatusMap, t: (key: string) => string): Record<string, { text: string; status?: string; color?: string }> {
  const badge: Record<string, string> = { success: 'Success', processing: 'Processing', error: 'Error', warning: 'Warning', default: 'Default' };
  const out: Record<string, { text: string; status?: string; color?: string }> = {};
  for (const code of statusCodes(map)) {
    const e = (map as Record<string, StatusEntry>)[code];
    out[code] = badge[e.color] ? { text: t(e.label), status: badge[e.color] } : { text: t(e.label), color: e.color };
  }
  return out;
}
