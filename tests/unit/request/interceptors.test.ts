import { authInterceptor, envelopeInterceptor, isBlankUsers, withUsers } from '@/request/interceptors';
import { setSession, setToken, USERS_KEY } from '@/core/storage';
import { RequestFailure } from '@/request/types';
import { installSessionStorage } from '../helpers/memory-storage';

describe('request interceptor (spec §6, §7)', () => {
  beforeEach(() => installSessionStorage());

  it('never sends cookies and adds no Authorization without a token', () => {
    const out = authInterceptor({ method: 'get', url: '/api/x' });
    expect(out.withCredentials).toBe(false);
    expect(out.headers?.Authorization).toBeUndefined();
    expect(out.params).toBeUndefined();
  });

  it('adds the Bearer token from session storage', () => {
    setToken('t0k');
    expect(authInterceptor({ method: 'post', url: '/api/x' }).headers?.Authorization).toBe('Bearer t0k');
  });

  it('adds the users filter as a query parameter for GET', () => {
    setSession(USERS_KEY, { ids: [3, 5] });
    const out = authInterceptor({ method: 'GET', url: '/api/x', params: { page: 1 } });
    expect(out.params).toEqual({ users: '3,5', page: 1 });
    expect(out.data).toBeUndefined();
  });

  it('adds the users filter to the body otherwise; the caller\'s own value wins', () => {
    setSession(USERS_KEY, { ids: [3] });
    expect(authInterceptor({ method: 'post', data: { a: 1 } }).data).toEqual({ users: '3', a: 1 });
    expect(authInterceptor({ method: 'put' }).data).toEqual({ users: '3' });
    expect(authInterceptor({ method: 'post', data: { users: '9' } }).data).toEqual({ users: '9' });
  });

  it('appends the users filter to a FormData body', () => {
    setSession(USERS_KEY, { ids: [7] });
    const fd = new FormData();
    fd.append('file', 'x');
    authInterceptor({ method: 'post', data: fd });
    expect(fd.get('users')).toBe('7');
  });
});

describe('the users filter rule: a caller\'s non-empty users wins, a blank one never removes the session\'s (spec §6)', () => {
  beforeEach(() => installSessionStorage());

  it.each([undefined, null, '', '  '])('GET params users=%p keeps the session filter', (blank) => {
    setSession(USERS_KEY, { ids: [4] });
    expect(authInterceptor({ method: 'get', params: { page: 1, users: blank } }).params).toEqual({ page: 1, users: '4' });
  });

  it.each([undefined, null, ''])('JSON body users=%p keeps the session filter', (blank) => {
    setSession(USERS_KEY, { ids: [4, 5] });
    expect(authInterceptor({ method: 'post', data: { a: 1, users: blank } }).data).toEqual({ a: 1, users: '4,5' });
    expect(authInterceptor({ method: 'delete', data: { users: blank } }).data).toEqual({ users: '4,5' });
  });

  it('a caller\'s non-empty users wins in params and bodies', () => {
    setSession(USERS_KEY, { ids: [4] });
    expect(authInterceptor({ method: 'get', params: { users: '3,5' } }).params).toEqual({ users: '3,5' });
    expect(authInterceptor({ method: 'post', data: { users: '3' } }).data).toEqual({ users: '3' });
  });

  it('FormData: a blank users field is replaced by the session filter, a filled one wins', () => {
    setSession(USERS_KEY, { ids: [7] });
    const blank = new FormData();
    blank.append('users', '');
    authInterceptor({ method: 'post', data: blank });
    expect(blank.getAll('users')).toEqual(['7']);
    const own = new FormData();
    own.append('users', '3');
    authInterceptor({ method: 'post', data: own });
    expect(own.getAll('users')).toEqual(['3']);
  });

  it('without a session filter a blank users is dropped, a given one is kept', () => {
    expect(authInterceptor({ method: 'get', params: { page: 2, users: '' } }).params).toEqual({ page: 2 });
    expect(authInterceptor({ method: 'get', params: { page: 2, users: undefined } }).params).toEqual({ page: 2 });
    expect(authInterceptor({ method: 'get', params: { users: '3' } }).params).toEqual({ users: '3' });
    expect(authInterceptor({ method: 'post', data: { a: 1, users: null } }).data).toEqual({ a: 1 });
    expect(authInterceptor({ method: 'get', params: { page: 1 } }).params).toEqual({ page: 1 });
  });

  it('leaves non-object bodies alone (arrays, strings, Blobs, URLSearchParams)', () => {
    setSession(USERS_KEY, { ids: [4] });
    const blob = new Blob(['x']);
    expect(authInterceptor({ method: 'post', data: blob }).data).toBe(blob);
    const q = new URLSearchParams('a=1');
    expect(authInterceptor({ method: 'post', data: q }).data).toBe(q);
    expect(authInterceptor({ method: 'post', data: [1, 2] }).data).toEqual([1, 2]);
    expect(authInterceptor({ method: 'post', data: 'raw' }).data).toBe('raw');
  });

  it('withUsers and isBlankUsers as pure helpers', () => {
    expect(isBlankUsers(undefined)).toBe(true);
    expect(isBlankUsers(' ')).toBe(true);
    expect(isBlankUsers('0')).toBe(false);
    expect(isBlankUsers(4)).toBe(false);
    const input = { users: undefined, q: 'x' };
    expect(withUsers(input, '3')).toEqual({ users: '3', q: 'x' });
    expect(input).toEqual({ users: undefined, q: 'x' });
    expect(withUsers(undefined, '')).toEqual({});
  });
});

describe('response interceptor', () => {
  it('replaces the response data by the envelope data', () => {
    const out = envelopeInterceptor({ status: 200, data: { status: 200, success: true, data: { id: 1 } } });
    expect(out.data).toEqual({ id: 1 });
  });

  it('throws a RequestFailure for success false', () => {
    expect(() => envelopeInterceptor({ status: 200, data: { status: 200, success: false, errorMessage: 'x' } })).toThrow(
      RequestFailure,
    );
  });

  it('passes binary downloads through', () => {
    const blob = { size: 3 };
    expect(envelopeInterceptor({ status: 200, data: blob, config: { responseType: 'blob' } }).data).toBe(blob);
  });
});
