/**
 * Spec §5 date rules held by the mock too (issue #19): the Spanish and Italian annual reports
 * (before 30 January / 30 April of the current year), the next-year option (closed when the current
 * year + 1 is 2025); a restored draft breaking one is corrected with a Chinese notice
 * (`normalizeVatServiceDraft`); the agreement names both parties.
 */
import routes from '../../../mock/vat-service';
import { issueToken, resetStore } from '../../../mock/_store';
import { companyRegistry, makeIdCard } from '../../../mock/_store/common-data';
import { vatServiceStore } from '../../../mock/_store/vat-service';
import { normalizeVatServiceDraft, vatServiceDateProblems } from '@/core/vat-service/rules';
import zh from '@/locales/zh-CN/vat-service';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
const ZH = zh as Record<string, string>;

describe('the pure rule', () => {
  const draft = (c: 'ES' | 'IT') => ({ transferCountry: [c], information: { transfer: { [c]: { declareType: 'annual', localVatNumber: 'x' } } } });
  it('Italy: annual allowed until 29 April, refused from 30 April; Spain: until 29 January', () => {
    expect(vatServiceDateProblems(draft('IT'), '2026-04-29')).toEqual([]);
    expect(vatServiceDateProblems(draft('IT'), '2026-04-30')).toEqual([expect.objectContaining({ field: 'information.transfer.IT.declareType', key: 'vatService.rule.annualClosed', fix: 'periodic' })]);
    expect(vatServiceDateProblems(draft('ES'), '2026-01-29')).toEqual([]);
    expect(vatServiceDateProblems(draft('ES'), '2026-01-30')).toHaveLength(1);
    // periodic is always fine
    expect(vatServiceDateProblems({ information: { transfer: { IT: { declareType: 'periodic' } } } }, '2026-11-24')).toEqual([]);
  });

  it('the next-year option: closed in 2024 (2024 + 1 = 2025), open in 2026', () => {
    const v = { information: { register: { DE: { datePeriod: 'nextYear' } } } };
    expect(vatServiceDateProblems(v, '2024-06-01')).toEqual([expect.objectContaining({ field: 'information.register.DE.datePeriod', fix: 'thisYear' })]);
    expect(vatServiceDateProblems(v, '2026-06-01')).toEqual([]);
  });
});

describe('normalizeVatServiceDraft', () => {
  it('corrects a restored draft with the Italian annual report after 30 April, with a Chinese notice, without changing the input', () => {
    const values = { storeName: 'ZW', transferCountry: ['IT'], information: { transfer: { IT: { declareType: 'annual', localVatNumber: 'IT00743110157' } } } };
    const r = normalizeVatServiceDraft(values, '2026-11-24', ZH);
    expect(r.values.information.transfer.IT).toEqual({ declareType: 'periodic', localVatNumber: 'IT00743110157' });
    expect(r.values.storeName).toBe('ZW');
    expect(r.notices).toEqual(['草稿中选择的意大利年度申报已过今年 4 月 30 日的期限，已改为按期申报，请核对']);
    expect(values.information.transfer.IT.declareType).toBe('annual');
  });

  it('leaves a draft that breaks nothing as it is', () => {
    const values = { information: { transfer: { IT: { declareType: 'annual' } } } };
    expect(normalizeVatServiceDraft(values, '2026-03-01', ZH)).toEqual({ values, notices: [] });
  });
});

describe('the mock refuses the same', () => {
  let seller: string;
  beforeEach(() => {
    resetStore();
    seller = issueToken(1);
  });
  async function signed(): Promise<string> {
    const { signId, url } = (await call('GET /api/vat-tax/sign-url', { token: seller })).body.data;
    const t = new URL(url, 'http://x').searchParams.get('token');
    expect((await call('POST /api/vat-tax/sign', { body: { token: t, signerName: '张伟', mode: 'typed', signature: '张伟' } })).body.success).toBe(true);
    return signId;
  }

  /** An application transferring the Italian number with the annual report chosen. */
  async function italianAnnual() {
    const zhang = companyRegistry()[0];
    const signId = await signed();
    return {
      storeName: 'ZW Home EU',
      storePlatform: 'amazon',
      companyName: zhang.companyName,
      registerNumber: zhang.registerNo,
      legalName: '张伟',
      legalIdCardType: 'idcard',
      legalCertFileNum: makeIdCard('440305', '1985-03-12', '男'),
      registerCountry: ['GB'],
      transferCountry: ['IT'],
      information: { register: { GB: {} }, transfer: { IT: { declareType: 'annual', localVatNumber: 'IT00743110157' } } },
      signId,
    };
  }
  // only Date is faked: the mock reads today from it
  const onDay = (iso: string) => jest.useFakeTimers({ now: new Date(iso), doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'clearTimeout', 'clearInterval', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
  afterEach(() => jest.useRealTimers());

  it('an application with the Italian annual report after 30 April is refused in Chinese and not stored', async () => {
    const body = await italianAnnual();
    onDay('2026-11-24T10:00:00Z');
    const before = vatServiceStore().applications.length;
    const r = (await call('POST /api/vat-tax/create', { token: seller, body })).body;
    expect(r).toMatchObject({ success: false, data: { field: 'information.transfer.IT.declareType' } });
    expect(r.errorMessage).toBe('意大利的年度申报只能在每年 4 月 30 日之前选择，今年已过期限，请改选按期申报');
    expect(vatServiceStore().applications.length).toBe(before);
  });

  it('before 30 April the same choice passes the date rule', async () => {
    const body = await italianAnnual();
    onDay('2026-03-02T10:00:00Z');
    const r = (await call('POST /api/vat-tax/create', { token: seller, body })).body;
    expect(r.data?.field).not.toBe('information.transfer.IT.declareType');
  });

  it('the agreement names the applicant company and the service provider, not 甲方/乙方', async () => {
    const { url } = (await call('GET /api/vat-tax/sign-url', { token: seller })).body.data;
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const info = (await call('GET /api/vat-tax/sign-info', { query: { token } })).body.data;
    expect(info.agreement).toContain(`委托方（申请公司）：${info.companyName}`);
    expect(info.agreement).toContain('服务方：一税（深圳）信息技术有限公司');
    expect(info.agreement).not.toMatch(/甲方|乙方/);
  });
});
