import {
  clearSession,
  getSession,
  getToken,
  getUsersFilter,
  setSession,
  setToken,
  TOKEN_KEY,
  USERS_KEY,
} from '@/core/storage';
import { installSessionStorage } from '../helpers/memory-storage';

describe('session storage helper (spec §9)', () => {
  let storage: ReturnType<typeof installSessionStorage>;
  beforeEach(() => {
    storage = installSessionStorage();
  });

  it('stores JSON under the caller key and reads it back', () => {
    setSession('k', { a: 1, b: ['x'] });
    expect(storage.getItem('k')).toBe('{"a":1,"b":["x"]}');
    expect(getSession('k', null)).toEqual({ a: 1, b: ['x'] });
  });

  it('returns the default when missing', () => {
    expect(getSession('missing', 42)).toBe(42);
  });

  it('returns the default when the stored value is corrupt JSON, without throwing', () => {
    storage.setItem('bad', '{not json');
    expect(() => getSession('bad', 'fallback')).not.toThrow();
    expect(getSession('bad', 'fallback')).toBe('fallback');
  });

  it('returns the default when there is no window (Node)', () => {
    delete (globalThis as { window?: unknown }).window;
    expect(getSession('k', 'd')).toBe('d');
    expect(() => setSession('k', 1)).not.toThrow();
  });

  it('keeps the token and the users record under their two keys, cleared together', () => {
    setToken('abc');
    setSession(USERS_KEY, { ids: [3, 4] });
    expect(storage.getItem(TOKEN_KEY)).toBe('"abc"');
    expect(getToken()).toBe('abc');
    expect(getUsersFilter()).toBe('3,4');
    clearSession();
    expect(getToken()).toBe('');
    expect(getUsersFilter()).toBe('');
  });

  it('ignores a token that is not a string and a users record without valid ids', () => {
    storage.setItem(TOKEN_KEY, '{"x":1}');
    expect(getToken()).toBe('');
    storage.setItem(USERS_KEY, '{"ids":"3,4"}');
    expect(getUsersFilter()).toBe('');
    storage.setItem(USERS_KEY, '{"ids":[3,-1,"x",4.5,5]}');
    expect(getUsersFilter()).toBe('3,5');
  });
});
