/** The ProTable adapter of the list pages (src/core/list/query.ts) and the status maps (status.ts). */
import { hasFilters, isEmptyParam, pollingInterval, statusCodes, statusEntry, statusValueEnum, tableRequest, toListQuery, toOrderBy, toTableResult, withoutPaging, type StatusMap } from '@/core/list';

describe('toListQuery', () => {
  it('maps current/pageSize to page/perPage', () => {
    expect(toListQuery({ current: 3, pageSize: 10 })).toEqual({ page: 3, perPage: 10 });
  });

  it('uses page/per_page where the spec says so (e.g. /api/vat-tax)', () => {
    expect(toListQuery({ current: 1, pageSize: 20 }, undefined, { paging: 'per_page' })).toEqual({ page: 1, per_page: 20 });
  });

  it('drops undefined, null and empty-string filters, keeps 0, false and arrays', () => {
    expect(
      toListQuery({ current: 1, pageSize: 10, users: undefined, status: '', countryCode: null, q: '义乌', is_invalid: 0, isUpload: false, range: ['2025-01-01', '2025-03-31'] }),
    ).toEqual({ page: 1, perPage: 10, q: '义乌', is_invalid: 0, isUpload: false, range: ['2025-01-01', '2025-03-31'] });
  });

  it('defaults to page 1 and leaves the page size out when ProTable gives none', () => {
    expect(toListQuery({})).toEqual({ page: 1 });
    expect(toListQuery({ current: 0, pageSize: 0 })).toEqual({ page: 1 });
  });

  it('maps the sort to order_by (field / -field), several comma-joined, unsorted columns left out', () => {
    expect(toListQuery({ current: 1, pageSize: 10 }, { createdAt: 'descend' })).toEqual({ page: 1, perPage: 10, order_by: '-createdAt' });
    expect(toListQuery({ current: 1 }, { country_code: 'ascend' })).toEqual({ page: 1, order_by: 'country_code' });
    expect(toOrderBy({ a: 'ascend', b: null, c: 'descend' })).toBe('a,-c');
    expect(toOrderBy({})).toBe('');
    expect(toOrderBy(undefined)).toBe('');
    expect(toListQuery({ current: 1 }, { a: null })).toEqual({ page: 1 });
    expect(toListQuery({ current: 1 }, { a: 'ascend' }, { orderParam: 'sort' })).toEqual({ page: 1, sort: 'a' });
  });

  it('isEmptyParam, withoutPaging, hasFilters', () => {
    expect([undefined, null, ''].every(isEmptyParam)).toBe(true);
    expect([0, false, ' ', []].some(isEmptyParam)).toBe(false);
    expect(withoutPaging({ page: 2, perPage: 10, per_page: 10, q: 'x', order_by: '-id' })).toEqual({ q: 'x', order_by: '-id' });
    expect(hasFilters({ page: 1, perPage: 10, users: '3', order_by: 'id' })).toBe(false);
    expect(hasFilters({ page: 1, perPage: 10, status: 'done' })).toBe(true);
    expect(hasFilters(undefined)).toBe(false);
  });
});

describe('toTableResult', () => {
  it('turns { list, total, page, perPage } into { data, total, success }', () => {
    expect(toTableResult({ list: [{ id: 1 }], total: 31, page: 4, perPage: 10 })).toEqual({ data: [{ id: 1 }], total: 31, success: true });
  });

  it('accepts an unpaged array and a missing answer', () => {
    expect(toTableResult([{ id: 1 }, { id: 2 }])).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2, success: true });
    expect(toTableResult(null)).toEqual({ data: [], total: 0, success: true });
    expect(toTableResult({ list: [{ id: 1 }] } as never)).toEqual({ data: [{ id: 1 }], total: 1, success: true });
  });
});

describe('tableRequest', () => {
  it('calls the list call with the mapped query and reports query and answer', async () => {
    const fetch = jest.fn().mockResolvedValue({ list: [{ id: 9 }], total: 1, page: 1, perPage: 10, currencies: ['GBP'] });
    const seen: unknown[] = [];
    const req = tableRequest(fetch, { onQuery: (q) => seen.push(q), onAnswer: (a) => seen.push(a) });
    await expect(req({ current: 1, pageSize: 10, users: '' }, { date: 'descend' })).resolves.toEqual({ data: [{ id: 9 }], total: 1, success: true });
    expect(fetch).toHaveBeenCalledWith({ page: 1, perPage: 10, order_by: '-date' });
    expect(seen[0]).toEqual({ page: 1, perPage: 10, order_by: '-date' });
    expect(seen[1]).toEqual(expect.objectContaining({ currencies: ['GBP'] }));
  });

  it('rejects when the call fails', async () => {
    const req = tableRequest(() => Promise.reject(new Error('网络错误')));
    await expect(req({ current: 1 })).rejects.toThrow('网络错误');
  });
});

describe('status maps', () => {
  const MAP: StatusMap = {
    0: { label: 'x.parsing', color: 'processing' },
    5: { label: 'x.ok', color: 'success' },
    10: { label: 'x.failed', color: '#FE5858' },
  };

  it('looks codes up as strings', () => {
    expect(statusEntry(MAP, 5)).toEqual({ label: 'x.ok', color: 'success' });
    expect(statusEntry(MAP, '10')?.label).toBe('x.failed');
    expect(statusEntry(MAP, 0)?.label).toBe('x.parsing');
    expect(statusEntry(MAP, 7)).toBeUndefined();
    expect(statusEntry(MAP, '')).toBeUndefined();
    expect(statusEntry(MAP, 'toString')).toBeUndefined();
    expect(statusCodes(MAP)).toEqual(['0', '5', '10']);
  });

  it('builds a ProTable valueEnum: presets as badge statuses, CSS colours as colour', () => {
    const t = (k: string) => `《${k}》`;
    expect(statusValueEnum(MAP, t)).toEqual({
      0: { text: '《x.parsing》', status: 'Processing' },
      5: { text: '《x.ok》', status: 'Success' },
      10: { text: '《x.failed》', color: '#FE5858' },
    });
  });
});

describe('pollingInterval', () => {
  it('polls while visible, never faster than 2 s, and not at all while hidden', () => {
    expect(pollingInterval(60_000, 'visible')).toBe(60_000);
    expect(pollingInterval(60_000, undefined)).toBe(60_000);
    expect(pollingInterval(60_000, 'hidden')).toBeUndefined();
    expect(pollingInterval(500, 'visible')).toBe(2000);
    expect(pollingInterval(undefined, 'visible')).toBeUndefined();
    expect(pollingInterval(0, 'visible')).toBeUndefined();
  });
});
