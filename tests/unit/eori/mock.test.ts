/**
 * The EORI mock (issue #23): 401 without a token, Chinese refusals at the field, scope by `users`,
 * HMRC's outcomes (GB + VRN + 000 at once with a VAT number), the seeded records, resubmitting a
 * returned application, the credentials, the EORI check with its switch (could-not-check is never
 * invalid; at most 10 a request), and the agent's batch that stores only its valid rows.
 */
import * as XLSX from 'xlsx';
import routes from '../../../mock/eori';
import { issueToken, resetStore, storeFile } from '../../../mock/_store';
import { vatTaxStore } from '../../../mock/_store/vat-tax';
import { FR_BATCH_COLUMNS } from '@/core/eori';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
let seller: string;
let agent: string;
let client1: string;

beforeAll(() => {
  process.env.MOCK_TEST_API = '1';
});
beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
  client1 = issueToken(3);
});

const GB = {
  businessLicense: [{ key: 'eori-file/1/licence.png', name: '营业执照.png' }],
  companyName: '深圳市新样电子有限公司',
  registerNumber: '91440300MA5F000000',
  companyNameEn: 'SHENZHEN XINYANG ELECTRONICS CO., LTD.',
  companyAddressEn: 'No. 1 Keji Road, Nanshan',
  companyCityEn: 'SHENZHEN',
  companyCountryEn: 'CHINA',
  companyPostalCode: '518057',
  companyFoundDate: '2018-05-01',
  sicCode: '47910',
  hasUtr: false,
  vatRegistered: true,
  vrn: 'GB980780684',
  vatEffectiveDate: '2023-01-01',
  contactName: '李雷',
  contactEmail: 'lilei@example.cn',
  contactPhone: '+86 755 1234 5678',
};
const list = async (token: string, query: Record<string, string> = {}) => (await call('GET /api/eori/applications', { token, query })).body.data;

describe('the EORI mock', () => {
  it('refuses every call without a token with 401', async () => {
    for (const r of ['GET /api/eori/applications', 'POST /api/eori/gb/create', 'POST /api/eori/check', 'GET /api/eori/credentials']) {
      const a = await call(r, { body: {} });
      expect([r, a.http, a.body.errorMessage]).toEqual([r, 401, '请先登录']);
    }
  });

  it('is seeded: the seller’s UK EORI is GB + its seeded VRN + 000, its French one in review; the agent sees its client’s returned one', async () => {
    const vrn = vatTaxStore().numbers.find((n) => n.userId === 1 && n.countryCode === 'GB')!.vatNumber.replace(/^GB/, '');
    const mine = (await list(seller)).list;
    expect(mine.map((a: { country: string; status: string; eoriNumber: string }) => [a.country, a.status, a.eoriNumber])).toEqual([
      ['FR', 'review', ''],
      ['GB', 'granted', `GB${vrn}000`],
    ]);
    const theirs = (await list(agent)).list;
    expect(theirs.map((a: { userId: number; status: string }) => [a.userId, a.status])).toEqual([[3, 'returned']]);
    expect(theirs[0].reason).toMatch(/英文地址/);
    // The users filter narrows; a stranger's id matches nothing.
    expect((await list(agent, { users: '4' })).total).toBe(0);
    expect((await list(seller, { country: 'FR' })).total).toBe(1);
    expect((await list(seller, { q: 'GB' + vrn })).total).toBe(1);
  });

  it('refuses bad input in Chinese at the field and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...GB, vrn: 'GB123456789' }, 'vrn', /校验位/],
      [{ ...GB, sicCode: '47911' }, 'sicCode', /SIC 代码不存在/],
      [{ ...GB, companyPostalCode: '5180' }, 'companyPostalCode', /6 位数字/],
      [{ ...GB, hasUtr: true, utr: '123' }, 'utr', /10 位数字/],
      [{ ...GB, companyFoundDate: '2999-01-01' }, 'companyFoundDate', /不能晚于今天/],
      [{ ...GB, companyNameEn: '深圳新样' }, 'companyNameEn', /英文/],
      [{ ...GB, businessLicense: [] }, 'businessLicense', /营业执照/],
      [{ ...GB, companyName: { $gt: '' } }, 'companyName', /[\u4e00-\u9fff]/],
    ];
    for (const [body, field, message] of cases) {
      const a = await call('POST /api/eori/gb/create', { token: seller, body });
      expect([field, a.body.success, a.body.errorCode, a.body.data?.field]).toEqual([field, false, 'VALIDATION', field]);
      expect(a.body.errorMessage).toMatch(message);
    }
    expect((await list(seller)).total).toBe(2);
  });

  it('a UK application with a VAT number is granted GB + VRN + 000; without, in review; a second one for the company: already has an EORI', async () => {
    const a = (await call('POST /api/eori/gb/create', { token: seller, body: GB })).body.data;
    expect([a.status, a.eoriNumber, a.hasCredentials]).toEqual(['granted', 'GB980780684000', true]);
    const b = (await call('POST /api/eori/gb/create', { token: seller, body: { ...GB, companyName: '另一家公司', vatRegistered: false } })).body.data;
    expect([b.status, b.eoriNumber]).toEqual(['review', '']);
    const c = (await call('POST /api/eori/gb/create', { token: seller, body: GB })).body.data;
    expect([c.status, c.eoriNumber]).toEqual(['exists', 'GB980780684000']);
    expect((await list(seller)).total).toBe(5);
  });

  it('an agent applies for its client, never for another user', async () => {
    const ok = await call('POST /api/eori/gb/create', { token: agent, body: { ...GB, clientId: 4 } });
    expect(ok.body.data.userId).toBe(4);
    const no = await call('POST /api/eori/gb/create', { token: agent, body: { ...GB, clientId: 1 } });
    expect([no.body.success, no.body.data.field]).toEqual([false, 'clientId']);
    const seller1 = await call('POST /api/eori/gb/create', { token: seller, body: { ...GB, clientId: 3 } });
    expect(seller1.body.success).toBe(false);
  });

  it('resubmits a returned application (only a returned one, only a visible one)', async () => {
    const info = (await call('GET /api/eori/applications/info', { token: agent, query: { id: '3' } })).body.data;
    expect(info.values.companyNameEn).toMatch(/XINGHE/);
    expect((await call('GET /api/eori/applications/info', { token: seller, query: { id: '3' } })).body.errorCode).toBe('NOT_FOUND');
    const notReturned = await call('POST /api/eori/gb/update', { token: seller, body: { ...GB, id: 1 } });
    expect(notReturned.body.errorCode).toBe('NOT_RETURNED');
    const up = (await call('POST /api/eori/gb/update', { token: agent, body: { ...info.values, companyAddressEn: 'No. 1065 Baoyuan Road', id: 3 } })).body.data;
    expect([up.id, up.status, up.reason]).toEqual([3, 'review', '']);
    expect((await call('GET /api/eori/status', { token: client1, query: { id: '3' } })).body.data.status).toBe('review');
  });

  it('downloads the credentials of a granted EORI only', async () => {
    const ok = (await call('GET /api/eori/credentials', { token: seller, query: { id: '1' } })).body.data;
    expect(ok.fileName).toMatch(/^EORI-GB\d{12}\.pdf$/);
    expect(ok.url).toMatch(/^\/mock-oss\//);
    expect((await call('GET /api/eori/credentials', { token: seller, query: { id: '2' } })).body.errorCode).toBe('NO_CREDENTIALS');
    expect((await call('GET /api/eori/credentials', { token: agent, query: { id: '1' } })).body.errorCode).toBe('NOT_FOUND');
  });

  it('checks EORIs: valid, invalid, malformed; down → could not check, never invalid; at most 10', async () => {
    const numbers = ['GB980780684000', 'GB111111111000', 'GB123'];
    await call('POST /api/eori/gb/create', { token: seller, body: GB });
    const a = (await call('POST /api/eori/check', { token: seller, body: { numbers } })).body.data;
    expect(a.map((r: { status: string }) => r.status)).toEqual(['valid', 'invalid', 'malformed']);
    expect(a[0].name).toMatch(/XINYANG/);
    const down = await callRoute(routes as unknown as Record<string, unknown>, 'POST /api/__test__/eori', { body: { checkDown: ['GB'] } });
    expect(down.body.data.checkDown).toEqual(['GB']);
    const b = (await call('POST /api/eori/check', { token: seller, body: { numbers: [...numbers, 'FR812345676'] } })).body.data;
    expect(b.map((r: { status: string }) => r.status)).toEqual(['unavailable', 'unavailable', 'malformed', 'valid']);
    expect(b[0].message).toMatch(/暂时无法核验/);
    const eleven = await call('POST /api/eori/check', { token: seller, body: { numbers: Array(11).fill('GB980780684000') } });
    expect([eleven.body.success, eleven.body.errorMessage]).toEqual([false, '一次最多核验 10 个 EORI 号码，请分批核验']);
  });

  it('the batch: agents only; a wrong header is refused; only the valid rows are stored, the others named with their reasons', async () => {
    const sheet = (rows: unknown[][]) => {
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'sheet1');
      const key = `eori-batch/2/${Math.random()}.xlsx`;
      storeFile({ key, name: 'b.xlsx', mime: 'application/octet-stream', data: Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' })), ownerId: 2 });
      return key;
    };
    const head = FR_BATCH_COLUMNS.map((c) => c.header);
    const r = (client: string, company: string, vat: string, en = 'SOME CO., LTD.') => [client, company, en, vat, '2019-07-02', '8', 'Keji Road', '518057', 'SHENZHEN', 'CHINA'];
    expect((await call('POST /api/eori/fr/batch-check', { token: seller, body: { key: 'x' } })).body.errorCode).toBe('AGENT_ONLY');
    const wrong = await call('POST /api/eori/fr/batch-check', { token: agent, body: { key: sheet([['公司', '税号'], r('client1', '甲', 'DE136695976')]) } });
    expect(wrong.body.data.header).toMatch(/^模板表头不正确/);
    const key = sheet([head, r('client1', '甲公司', 'DE136695976'), r('client2', '乙公司', 'ATU13585627'), r('client3', '甲公司', 'NL004495445B01', '')]);
    const checked = (await call('POST /api/eori/fr/batch-check', { token: agent, body: { key } })).body.data;
    expect(checked.rows.map((x: { problems: string[] }) => x.problems.length)).toEqual([0, 0, 2]);
    expect((await list(agent)).total).toBe(1);
    const done = (await call('POST /api/eori/fr/batch-submit', { token: agent, body: { key } })).body.data;
    expect(done.created.map((a: { userId: number; source: string; status: string }) => [a.userId, a.source, a.status])).toEqual([
      [3, 'batch', 'review'],
      [4, 'batch', 'review'],
    ]);
    expect(done.refused).toEqual([{ row: 4, clientUsername: 'client3', companyName: '甲公司', problems: ['请输入公司英文名称', '与前面的行重复（同一公司或同一 VAT 税号）'] }]);
    expect((await list(agent)).total).toBe(3);
    // Another user's uploaded file is not readable.
    expect((await call('POST /api/eori/fr/batch-check', { token: issueToken(2), body: { key: 'eori-batch/1/none.xlsx' } })).body.data.field).toBe('key');
  });
});
