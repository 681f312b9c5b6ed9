/**
 * Starts a session after login, registration or a confirmed WeChat scan: stores the token, loads
 * the user into `initialState` (so the header and access flags update at once).
 */
import { useModel } from '@umijs/max';
import { setToken } from '@/core/storage';
import type { CurrentUser } from '@/services/types';

/** Returns `start(token, fallbackUser)`, which resolves once `initialState.currentUser` is set. */
export function useStartSession() {
  const { initialState, setInitialState } = useModel('@@initialState');
  return async (token: string, fallback?: CurrentUser) => {
    setToken(token);
    const user = (await initialState?.fetchUser()) ?? fallback;
    await setInitialState((s) => ({ ...s!, currentUser: user }));
    return user;
  };
}

/** Returns `refresh()`, which reloads the current user into `initialState` (after a profile edit). */
export function useRefreshUser() {
  const { initialState, setInitialState } = useModel('@@initialState');
  return async () => {
    const user = await initialState?.fetchUser();
    if (user) await setInitialState((s) => ({ ...s!, currentUser: user }));
    return user;
  };
}
