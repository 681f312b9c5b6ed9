/**
 * `api.postOnLeave` (src/request/api.ts) and `DraftSaver.takePending`: a change made within the
 * draft's debounce before a reload is sent with a keepalive fetch carrying the Bearer token, once;
 * a body too large for a keepalive request is not sent that way.
 */
import { DraftSaver } from '@/hooks/useDraft';
import { api } from '@/request/api';
import { setToken } from '@/core/storage';
import { installSessionStorage } from '../helpers/memory-storage';

jest.mock('@umijs/max', () => ({ request: jest.fn() }));

describe('api.postOnLeave', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('POSTs the JSON body with keepalive and the Bearer token', () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    installSessionStorage();
    setToken('tok-123');
    expect(api.postOnLeave('/api/draft', { type: 'gb-eori', data: { vrn: 'GB980780684' } })).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/draft');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify({ type: 'gb-eori', data: { vrn: 'GB980780684' } }) });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it('refuses a body over the keepalive limit, sending nothing', () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(api.postOnLeave('/api/draft', { data: '税'.repeat(30_000) })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed keepalive send is not an unhandled rejection', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    expect(api.postOnLeave('/api/draft', {})).toBe(true);
    await new Promise((r) => {
      setTimeout(r, 0);
    });
  });
});

describe('DraftSaver.takePending', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hands over the pending data and stops its timer, so it is not saved twice', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    const saver = new DraftSaver<{ n: number }>({ save });
    saver.update({ n: 7 });
    expect(saver.takePending()).toEqual({ n: 7 });
    expect(saver.hasPending).toBe(false);
    jest.advanceTimersByTime(5000);
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
    expect(saver.takePending()).toBeUndefined();
  });
});
