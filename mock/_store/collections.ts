/**
 * Typed collections of the mock areas and the one rule of which rows a user sees.
 */
import { clientsOf, db } from './core';
import type { MockUser } from './types';

/**
 * Declares the collection `name` of an area: `init()` builds its initial (seeded) value the first
 * time it is used after a start or a `resetStore()`, so every reset restores it too.
 *
 * ```ts
 * const vatTax = collection('vatTax', () => ({ numbers: seedVatNumbers(), seq: 100 }));
 * vatTax().numbers.push(...);
 * ```
 */
export function collection<T>(name: string, init: () => T): () => T {
  return () => {
    const all = db().collections;
    if (!all.has(name)) all.set(name, init());
    return all.get(name) as T;
  };
}

/** The ids of users whose rows `user` may see: self, plus an agent's client users (spec §6). */
export function visibleUserIds(user: MockUser): number[] {
  return [user.id, ...clientsOf(user).map((c) => c.id)];
}

/**
 * The rows `user` may see: their own, plus (for an agent) their client users' rows. `users` (the
 * comma-joined filter of spec §6, as ids) narrows them to those users; an id that is unknown or not
 * visible to `user` matches nothing (so a filter of only such ids answers an empty list, never all
 * rows). An empty `users` means no narrowing.
 */
export function scopeRows<T extends { userId: number }>(rows: readonly T[], user: MockUser, users: readonly number[] = []): T[] {
  const visible = new Set(visibleUserIds(user));
  const wanted = users.length ? new Set(users.filter((id) => visible.has(id))) : visible;
  return rows.filter((r) => wanted.has(r.userId));
}
