/**
 * The "belonging user" record (spec §3 "a users record", §6): which client users an agent is acting
 * for, kept in session storage under `USERS_KEY` as `{ ids, names }`. The request layer adds it to
 * every request as `users` (comma-joined). Changes are announced with a window event so lists can
 * reload. No React here.
 */
import { getSession, removeSession, setSession, USERS_KEY, type UsersRecord } from '@/core/storage';
import { fromUsersParam } from '../AgentUserFilter/users-param';

/** Window event dispatched after the record changed; `detail` is the new record. */
export const USERS_CHANGE_EVENT = 'yishui:users-change';

/** The stored record, cleaned: positive integer ids without duplicates, names aligned (`''` when missing). */
export function readUsersRecord(): UsersRecord {
  const raw = getSession<Partial<UsersRecord> | null>(USERS_KEY, null);
  const ids = fromUsersParam(Array.isArray(raw?.ids) ? raw!.ids : []);
  const names = Array.isArray(raw?.names) ? raw!.names : [];
  const rawIds = Array.isArray(raw?.ids) ? raw!.ids : [];
  return { ids, names: ids.map((id) => String(names[rawIds.indexOf(id)] ?? '')) };
}

/**
 * The record for the selected `ids` among `clients` (unknown ids dropped, names from `clients`).
 */
export function usersRecordOf(ids: readonly number[], clients: readonly { id: number; name: string }[]): UsersRecord {
  const picked = fromUsersParam([...ids]).filter((id) => clients.some((c) => c.id === id));
  return { ids: picked, names: picked.map((id) => clients.find((c) => c.id === id)!.name) };
}

/**
 * Stores the record (an empty or `null` record removes it: all client users) and dispatches
 * {@link USERS_CHANGE_EVENT}.
 */
export function writeUsersRecord(rec: UsersRecord | null): void {
  if (!rec || rec.ids.length === 0) removeSession(USERS_KEY);
  else setSession(USERS_KEY, rec);
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function' && typeof CustomEvent !== 'undefined') {
    window.dispatchEvent(new CustomEvent(USERS_CHANGE_EVENT, { detail: rec && rec.ids.length ? rec : { ids: [], names: [] } }));
  }
}

/**
 * Spec §6: the belonging-user display exists only for `show_invite == 1`; for any other logged-in
 * user a stored record is cleared, so no stale `users` filter is sent. Called where the current
 * user is loaded or changes (src/app.tsx `loadUser`, src/layouts/index.tsx), not from the access
 * flags, which stay a pure function.
 * @returns whether a stored record was cleared.
 */
export function dropUsersRecordUnlessInvite(user?: { show_invite?: number | string } | null): boolean {
  if (!user || Number(user.show_invite) === 1) return false;
  if (getSession<unknown>(USERS_KEY, null) === null) return false;
  removeSession(USERS_KEY);
  return true;
}
