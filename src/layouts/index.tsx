import { useInterval } from 'ahooks';
import { Outlet, useModel } from '@umijs/max';
import { useEffect } from 'react';
import { dropUsersRecordUnlessInvite } from '@/components/BelongingUser/users-record';
import { CERTIFICATE_CHECK_INTERVAL_MS, PROFILE_REFRESH_INTERVAL_MS } from '@/constants/timing';
import { certCache } from '@/services/storage';
import AppErrorBoundary from '@/components/ErrorBoundary';

/**
 * Once a logged-in user's first page has loaded and the browser is idle, fetches the screen kit's
 * code (ListPage: ProTable, ProForm and their antd components, ≈ 200 KB gzip shared by every list and
 * wizard) into the cache, so opening a list later costs only its own small chunk. Nothing renders
 * from it here; a guest never fetches it (`/login` stays small). `bench:bundle` prints the first load
 * of `/` before and after this idle fetch.
 */
function usePrefetchScreenKit(loggedIn: boolean) {
  useEffect(() => {
    if (!loggedIn || typeof window === 'undefined') return undefined;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      // a prefetch only: the first list page loads the kit itself and shows a failure
      import('@/components/ListPage').catch(() => undefined);
    });
    return () => cancel(handle);
  }, [loggedIn]);
}

/**
 * Global layout of the console routes: for a logged-in user, refreshes the profile every 2 hours
 * (spec §3) and re-checks the storage certificate every 10 minutes, which re-requests it once
 * 2 hours have passed (spec §7, §9). Whenever the current user changes (login, refresh), a stored
 * belonging-user record is cleared unless `show_invite == 1` (spec §6). Every page renders under the
 * console's error boundary. The screen kit is fetched in idle time once a user is logged in.
 */
export default function GlobalLayout() {
  const { initialState, setInitialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const loggedIn = !!user;

  useEffect(() => {
    dropUsersRecordUnlessInvite(user);
  }, [user]);

  useInterval(
    async () => {
      const fresh = await initialState?.fetchUser();
      if (fresh) await setInitialState((s) => ({ ...s!, currentUser: fresh }));
    },
    loggedIn ? PROFILE_REFRESH_INTERVAL_MS : undefined,
  );
  // a refresh in the background: the next upload asks for the certificate itself and shows a failure
  useInterval(() => certCache.tick().catch(() => undefined), loggedIn ? CERTIFICATE_CHECK_INTERVAL_MS : undefined);
  usePrefetchScreenKit(loggedIn);

  // Pages without the console layout get the error state here; console pages get it inside ProLayout.
  return (
    <AppErrorBoundary>
      <Outlet />
    </AppErrorBoundary>
  );
}
