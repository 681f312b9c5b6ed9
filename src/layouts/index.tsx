import { useInterval } from 'ahooks';
import { Outlet, useModel } from '@umijs/max';
import { CERTIFICATE_CHECK_INTERVAL_MS, PROFILE_REFRESH_INTERVAL_MS } from '@/constants/timing';
import { certCache } from '@/services/storage';
import AppErrorBoundary from '@/components/ErrorBoundary';

/**
 * Global layout of the console routes: for a logged-in user, refreshes the profile every 2 hours
 * (spec §3) and re-checks the storage certificate every 10 minutes, which re-requests it once
 * 2 hours have passed (spec §7, §9). Every page renders under the console's error boundary.
 */
export default function GlobalLayout() {
  const { initialState, setInitialState } = useModel('@@initialState');
  const loggedIn = !!initialState?.currentUser;

  useInterval(
    async () => {
      const user = await initialState?.fetchUser();
      if (user) await setInitialState((s) => ({ ...s!, currentUser: user }));
    },
    loggedIn ? PROFILE_REFRESH_INTERVAL_MS : undefined,
  );
  useInterval(() => certCache.tick().catch(() => undefined), loggedIn ? CERTIFICATE_CHECK_INTERVAL_MS : undefined);

  // Pages without the console layout get the error state here; console pages get it inside ProLayout.
  return (
    <AppErrorBoundary>
      <Outlet />
    </AppErrorBoundary>
  );
}
