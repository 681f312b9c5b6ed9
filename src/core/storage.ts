/**
 * Session-storage helper (spec §9: "stores JSON under a caller key, falls back to a default when
 * missing or unreadable"). Works in the browser; in a non-browser context (Node, tests without DOM)
 * every read returns the default and writes are no-ops.
 */

/** Key of the access token (spec §3 "an access token under one key"). Value: string. */
export const TOKEN_KEY = 'yishui.access_token';
/**
 * Key of the users record (spec §3 "a users record under another"): the client users an agent is
 * acting for, sent as the `users` filter on every request (spec §6). Value: {@link UsersRecord}.
 */
export const USERS_KEY = 'yishui.users';

/** The users record kept in session storage: ids of the selected client users, and their names for display. */
export interface UsersRecord {
  ids: number[];
  names?: string[];
}

function store(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined; // storage disabled (privacy mode): behave as empty
  }
}

/**
 * Reads the JSON value stored under `key`.
 * @returns the parsed value, or `fallback` when missing, unreadable or not valid JSON. Never throws.
 */
export function getSession<T>(key: string, fallback: T): T {
  const raw = store()?.getItem(key);
  if (raw === null || raw === undefined) return fallback;
  try {
    const parsed = JSON.parse(raw) as T | null;
    return parsed === null ? fallback : parsed;
  } catch {
    // a value that is not JSON (written by another version): read as absent
    return fallback;
  }
}

/** Stores `value` as JSON under `key`. Never throws (a full or disabled storage is ignored). */
export function setSession<T>(key: string, value: T): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    /* quota exceeded or storage disabled: nothing to keep */
  }
}

/** Removes `key`. Never throws. */
export function removeSession(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // storage disabled (privacy mode): nothing stored, nothing to remove
  }
}

/** The access token, or `''` when logged out. */
export function getToken(): string {
  const token = getSession<unknown>(TOKEN_KEY, '');
  return typeof token === 'string' ? token : '';
}

/** Stores the access token after login. */
export function setToken(token: string): void {
  setSession(TOKEN_KEY, token);
}

/**
 * The comma-joined user-identifier filter from the session (spec §6), or `''` when none is set.
 * A corrupt record yields `''`.
 */
export function getUsersFilter(): string {
  const rec = getSession<Partial<UsersRecord> | null>(USERS_KEY, null);
  if (!rec || !Array.isArray(rec.ids)) return '';
  return rec.ids.filter((id) => Number.isInteger(id) && id > 0).join(',');
}

/** Clears the session: token and users record (logout, 401, 403). */
export function clearSession(): void {
  removeSession(TOKEN_KEY);
  removeSession(USERS_KEY);
}
