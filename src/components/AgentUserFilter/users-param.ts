/**
 * The agent `users` list filter (spec §6 "An agent can filter lists by users, sent comma-joined"):
 * conversions between selected client-user ids and the comma-joined request parameter.
 * No React, so the console and the unit tests share it.
 */

/**
 * Ids → the `users` parameter: positive integers only, duplicates dropped, in the given order,
 * joined with `,` (e.g. `[3, 4]` → `'3,4'`; `[]` → `''`).
 */
export function toUsersParam(ids: readonly unknown[] | null | undefined): string {
  if (!Array.isArray(ids)) return '';
  const seen = new Set<number>();
  ids.forEach((v) => {
    const n = typeof v === 'number' ? v : Number(String(v).trim());
    if (Number.isInteger(n) && n > 0) seen.add(n);
  });
  return [...seen].join(',');
}

/**
 * The `users` parameter → ids: accepts a comma-joined string (spaces tolerated, empty parts and
 * non-positive or non-integer values dropped, duplicates removed) or an array of ids.
 * `'3, 4,,x,3'` → `[3, 4]`; `''`, `null`, `undefined` → `[]`.
 */
export function fromUsersParam(s: unknown): number[] {
  if (Array.isArray(s)) return toUsersParam(s) ? toUsersParam(s).split(',').map(Number) : [];
  if (typeof s === 'number') return Number.isInteger(s) && s > 0 ? [s] : [];
  if (typeof s !== 'string' || !s.trim()) return [];
  const joined = toUsersParam(s.split(','));
  return joined ? joined.split(',').map(Number) : [];
}
