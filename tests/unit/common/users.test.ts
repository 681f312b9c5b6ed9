import { fromUsersParam, toUsersParam } from '@/components/AgentUserFilter/users-param';
import { readUsersRecord, usersRecordOf, writeUsersRecord } from '@/components/BelongingUser/users-record';
import { getSession, getUsersFilter, setSession, USERS_KEY } from '@/core/storage';
import { installSessionStorage } from '../helpers/memory-storage';

describe('users param (spec §6: comma-joined)', () => {
  it('joins ids', () => {
    expect(toUsersParam([3, 4])).toBe('3,4');
    expect(toUsersParam([4, 3, 4])).toBe('4,3');
    expect(toUsersParam([])).toBe('');
    expect(toUsersParam([0, -1, 2.5, NaN, 5])).toBe('5');
    expect(toUsersParam(undefined)).toBe('');
  });

  it('parses the parameter', () => {
    expect(fromUsersParam('3,4')).toEqual([3, 4]);
    expect(fromUsersParam(' 3, 4,,x,3 ')).toEqual([3, 4]);
    expect(fromUsersParam('')).toEqual([]);
    expect(fromUsersParam(null)).toEqual([]);
    expect(fromUsersParam([5, '6'])).toEqual([5, 6]);
    expect(fromUsersParam(7)).toEqual([7]);
  });

  it('round-trips', () => {
    expect(fromUsersParam(toUsersParam([5, 3, 4]))).toEqual([5, 3, 4]);
  });
});

describe('belonging-user record (spec §3, §6)', () => {
  let dispatched: unknown[];
  beforeEach(() => {
    const storage = installSessionStorage();
    dispatched = [];
    (globalThis as unknown as { window: unknown }).window = {
      sessionStorage: storage,
      dispatchEvent: (e: { detail: unknown }) => dispatched.push(e.detail),
    };
    (globalThis as unknown as { CustomEvent: unknown }).CustomEvent = class {
      constructor(
        public type: string,
        init: { detail: unknown },
      ) {
        (this as unknown as { detail: unknown }).detail = init.detail;
      }
    };
  });

  const clients = [
    { id: 3, name: '王秀英' },
    { id: 4, name: '刘强' },
  ];

  it('usersRecordOf keeps known ids with their names', () => {
    expect(usersRecordOf([4, 9, 3], clients)).toEqual({ ids: [4, 3], names: ['刘强', '王秀英'] });
  });

  it('writes the record so the request layer sends it, and announces it', () => {
    writeUsersRecord(usersRecordOf([3, 4], clients));
    expect(getSession(USERS_KEY, null)).toEqual({ ids: [3, 4], names: ['王秀英', '刘强'] });
    expect(getUsersFilter()).toBe('3,4');
    expect(dispatched).toEqual([{ ids: [3, 4], names: ['王秀英', '刘强'] }]);
  });

  it('an empty selection removes the record (all clients)', () => {
    setSession(USERS_KEY, { ids: [3] });
    writeUsersRecord({ ids: [] });
    expect(getSession(USERS_KEY, null)).toBeNull();
    expect(getUsersFilter()).toBe('');
  });

  it('reads a corrupt record as empty and cleans bad ids', () => {
    setSession(USERS_KEY, { ids: 'x' });
    expect(readUsersRecord()).toEqual({ ids: [], names: [] });
    setSession(USERS_KEY, { ids: [3, -1, 4], names: ['王秀英', '?', '刘强'] });
    expect(readUsersRecord()).toEqual({ ids: [3, 4], names: ['王秀英', '刘强'] });
  });
});
