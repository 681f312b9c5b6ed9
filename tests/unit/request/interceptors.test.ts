import { authInterceptor, envelopeInterceptor } from '@/request/interceptors';
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
