import { ROLE_AGENT, type CurrentUser } from '@/services/types';

/** Access flags of the current user (spec §6). */
export interface AccessFlags {
  isLogin: boolean;
  /** role 2 is an agent. */
  isAgent: boolean;
  /** `show_invite == 1` shows the "belonging user" display and the invite list. */
  showInvite: boolean;
  /** A non-empty `other_settings.default_eu_agent_offices` enables the agent-office display. */
  hasAgentOffices: boolean;
}

/**
 * Computes the access flags from the current user (spec §6). A pure function: no storage, no
 * requests. (Clearing the stored belonging-user record when `show_invite != 1` happens where the
 * user is loaded: `dropUsersRecordUnlessInvite` in src/app.tsx and src/layouts/index.tsx.)
 */
export function computeAccess(user?: CurrentUser | null): AccessFlags {
  return {
    isLogin: !!user,
    isAgent: Number(user?.role) === ROLE_AGENT,
    showInvite: Number(user?.show_invite) === 1,
    hasAgentOffices: (user?.other_settings?.default_eu_agent_offices?.length ?? 0) > 0,
  };
}

export default function access(initialState: { currentUser?: CurrentUser } | undefined): AccessFlags {
  return computeAccess(initialState?.currentUser);
}
