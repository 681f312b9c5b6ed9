import { api } from '@/request/api';
import type { AppRequestOptions } from '@/request/types';

/** Console overview figures of the current user (our path; the spec does not name one). */
export interface DashboardOverview {
  calculations: number;
  declarations: number;
  registrations: number;
  clients: number;
  notices: { id: number; title: string; date: string }[];
}

/** `GET /api/dashboard`: the overview shown on the home page of a logged-in user. */
export function fetchDashboard(opts?: AppRequestOptions) {
  return api.get<DashboardOverview>('/api/dashboard', undefined, opts);
}
