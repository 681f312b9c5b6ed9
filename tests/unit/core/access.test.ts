import { computeAccess } from '@/access';
import { dropUsersRecordUnlessInvite } from '@/components/BelongingUser/users-record';
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
    expect(dropUsersRecordUnlessInvite(user({ show_invite: 1 }))).toBe(false);
    expect(getSession(USERS_KEY, null)).toEqual({ ids: [3] });
  });

  it('otherwise the stored belonging-user value is cleared where the user is loaded', () => {
    setSession(USERS_KEY, { ids: [3] });
    expect(computeAccess(user({ show_invite: 0 })).showInvite).toBe(false);
    expect(dropUsersRecordUnlessInvite(user({ show_invite: 0 }))).toBe(true);
    expect(getSession(USERS_KEY, null)).toBeNull();
    // Nothing stored, or no user (logged out): nothing to clear.
    expect(dropUsersRecordUnlessInvite(user({ show_invite: 0 }))).toBe(false);
    setSession(USERS_KEY, { ids: [3] });
    expect(dropUsersRecordUnlessInvite(undefined)).toBe(false);
    expect(getSession(USERS_KEY, null)).toEqual({ ids: [3] });
  });

  it('the flags are a pure function: computing them never touches storage', () => {
    const storage = installSessionStorage();
    setSession(USERS_KEY, { ids: [3] });
    const before = JSON.stringify([...Array(storage.length).keys()].map((i) => [storage.key(i), storage.getItem(storage.key(i)!)]));
    for (const u of [undefined, null, user({ show_invite: 0 }), user({ show_invite: 1, role: 2 })]) {
      expect(computeAccess(u)).toEqual(computeAccess(u));
    }
    const after = JSON.stringify([...Array(storage.length).keys()].map((i) => [storage.key(i), storage.getItem(storage.key(i)!)]));
    expect(after).toBe(before);
  });

  it('a non-empty default EU agent offices list enables the agent-office display', () => {
    expect(computeAccess(user({ other_settings: { default_eu_agent_offices: ['DE'] } })).hasAgentOffices).toBe(true);
    expect(computeAccess(user({ other_settings: { default_eu_agent_offices: [] } })).hasAgentOffices).toBe(false);
    expect(computeAccess(user({})).hasAgentOffices).toBe(false);
  });
});
