import { computeAccess } from '@/access';
import { getSession, setSession, USERS_KEY } from '@/core/storage';
import type { CurrentUser } from '@/services/types';
import { installSessionStorage } from '../helpers/memory-storage';

const user = (over: Partial<CurrentUser>): CurrentUser => ({
  id: 1,
  username: 'u',
  name: '张伟',
  mobile: '13800138000',
  role: 1,
  show_invite: 0,
  ...over,
});

describe('access flags (spec §6)', () => {
  beforeEach(() => installSessionStorage());

  it('role 2 is an agent, other roles are not', () => {
    expect(computeAccess(user({ role: 2 })).isAgent).toBe(true);
    expect(computeAccess(user({ role: 1 })).isAgent).toBe(false);
    expect(computeAccess(undefined)).toMatchObject({ isLogin: false, isAgent: false });
  });

  it('show_invite 1 shows the belonging-user display and keeps the stored value', () => {
    setSession(USERS_KEY, { ids: [3] });
    expect(computeAccess(user({ show_invite: 1 })).showInvite).toBe(true);
    expect(getSession(USERS_KEY, null)).toEqual({ ids: [3] });
  });

  it('otherwise the stored belonging-user value is cleared', () => {
    setSession(USERS_KEY, { ids: [3] });
    expect(computeAccess(user({ show_invite: 0 })).showInvite).toBe(false);
    expect(getSession(USERS_KEY, null)).toBeNull();
  });

  it('a non-empty default EU agent offices list enables the agent-office display', () => {
    expect(computeAccess(user({ other_settings: { default_eu_agent_offices: ['DE'] } })).hasAgentOffices).toBe(true);
    expect(computeAccess(user({ other_settings: { default_eu_agent_offices: [] } })).hasAgentOffices).toBe(false);
    expect(computeAccess(user({})).hasAgentOffices).toBe(false);
  });
});
