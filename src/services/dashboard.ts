import type { BodyOf, ResponseOf } from '@/core/contract';
import type { dashboardApi } from '@/core/dashboard/api';
import type { AppRequestOptions } from '@/request/types';
import { call } from '@/request/call';
import { dashboardCalls } from './_generated/dashboard.calls';

/** The home page's answer (contract `dashboardApi.overview`): figures, the day's to-do, the 90-day calendar. */
export type DashboardOverview = ResponseOf<typeof dashboardApi.overview>;

/**
 * `GET /api/dashboard` (our path): the overview of the logged-in user; for an agent narrowed to the
 * header's 所属用户, which the request layer sends as `users`.
 */
export function fetchDashboard(opts?: AppRequestOptions) {
  return call(dashboardCalls.overview, {}, opts);
}

/** `GET /api/dashboard/reminders`: when and how the user is reminded of deadlines. */
export function fetchReminders(opts?: AppRequestOptions) {
  return call(dashboardCalls.getReminders, {}, opts);
}

/** `POST /api/dashboard/reminders` `{ leads: (7|1)[], channels }`: saves them (a channel without an address is refused). */
export function saveReminders(body: BodyOf<typeof dashboardApi.saveReminders>, opts?: AppRequestOptions) {
  return call(dashboardCalls.saveReminders, { body }, opts);
}
