/**
 * Issue #31, the mock's filing files (mock/declare.ts, mock/_store/filing.ts): the filer's identity
 * kept with the VAT number and checked where it is stored, a file built only after 生成申报表 and only
 * when every field it needs is on record (nothing half-built), the stored file valid against its
 * official schema (checked here again with the same validator), the submission sending that file
 * (its name and SHA-256 on the receipt), HMRC (played by the mock) refusing a body that breaks its
 * rules with HMRC's code, a country without a format saying why, the agent's zip, the token.
 */
import { createHash } from 'crypto';
import { unzipSync, strFromU8 } from 'fflate';
import routes from '../../../mock/declare';
import { issueToken, resetStore } from '../../../mock/_store';
import { declareStore, declareTest } from '../../../mock/_store/declare';
import { validateXsd } from '../../../src/core/filing/xsd';
import { plSchemaSet } from '../../../src/core/filing/pl';
import { validateMtdBody } from '../../../src/core/filing/gb';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const all = routes as unknown as Record<string, unknown>;
const call = async (r: string, input: MockCallInput = {}) => (await callRoute(all, r, input)).body;
let agent: string;
let seller: string;

beforeEach(() => {
  resetStore();
  declareTest().calcDelayMs = 0;
  agent = issueToken(2);
  seller = issueToken(1);
});

const decl = (vatTaxId: number, status?: number) => declareStore().list.find((d) => d.vatTaxId === vatTaxId && (status === undefined || d.status === status))!;
const params = (id: number) => ({ id: String(id) });

/** Confirms and generates the return of `id` (through the routes, as the console does). */
async function generate(id: number, token: string) {
  const d = declareStore().list.find((x) => x.id === id)!;
  if (d.status === 3) expect((await call('PUT /api/vat-declare/confirm/:id(\\d+)', { token, params: params(id) })).success).toBe(true);
  const g = await call('POST /api/vat-declare/:id(\\d+)/vat-return', { token, params: params(id) });
  expect(g.success).toBe(true);
}

describe('the filer and the file (PL JPK_V7M, client1)', () => {
  it('is refused before 生成申报表, then for the missing e-mail (nothing stored), then built and valid', async () => {
    const d = decl(1008);
    const info = await call('GET /api/vat-declare/:id/filing', { token: agent, params: params(d.id) });
    expect(info.data.format).toEqual({ id: 'pl-jpk' });
    expect(info.data.filer.email).toBe('');

    const early = await call('POST /api/vat-declare/:id/filing', { token: agent, params: params(d.id) });
    expect(early).toMatchObject({ success: false, errorCode: 'RETURN_NOT_GENERATED' });

    await generate(d.id, agent);
    const refused = await call('POST /api/vat-declare/:id/filing', { token: agent, params: params(d.id) });
    expect(refused).toMatchObject({ success: false, errorCode: 'FILING_REFUSED' });
    expect(refused.errorMessage).toContain('联系邮箱');
    expect(refused.data.problems).toEqual([expect.objectContaining({ kind: 'MISSING_FIELD', element: 'seller.email' })]);
    expect((await call('GET /api/vat-declare/:id/filing', { token: agent, params: params(d.id) })).data.files).toEqual([]);

    // the rule is enforced where the filer is stored, not only in the form
    const bad = await call('POST /api/vat-declare/:id/filer', { token: agent, params: params(d.id), body: { legalName: 'Shenzhen Yunfan Trading Co., Ltd.', taxId: '', taxOffice: '1471', email: 'not-an-email', phone: '' } });
    expect(bad).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    const saved = await call('POST /api/vat-declare/:id/filer', { token: agent, params: params(d.id), body: { legalName: 'Shenzhen Yunfan Trading Co., Ltd.', taxId: '', taxOffice: '1471', email: 'tax@yunfan.example.cn', phone: '' } });
    expect(saved.data.filer.email).toBe('tax@yunfan.example.cn');

    const built = await call('POST /api/vat-declare/:id/filing', { token: agent, params: params(d.id) });
    expect(built.success).toBe(true);
    const [entry] = built.data.files;
    expect(entry.name).toMatch(/\.xml$/);
    expect(entry.schema.name).toContain('JPK_V7M');
    const file = (await call('GET /api/vat-declare/:id/filing/file', { token: agent, params: params(d.id), query: { name: entry.name } })).data;
    expect(createHash('sha256').update(file.text, 'utf8').digest('hex')).toBe(entry.sha256);
    expect(await validateXsd(plSchemaSet(d.periodStart, d.frequency)!, file.text)).toEqual([]);

    // 提交申报 sends that file: the receipt names it with its SHA-256
    const sub = await call('POST /api/vat-declare/:id(\\d+)/vat-return/submit', { token: agent, params: params(d.id) });
    expect(sub.success).toBe(true);
    expect(sub.data.receipt.files).toEqual([{ name: entry.name, sha256: entry.sha256, schema: `${entry.schema.name} ${entry.schema.version}` }]);
    // submitted: the filer can no longer change
    expect((await call('POST /api/vat-declare/:id/filer', { token: agent, params: params(d.id), body: saved.data.filer })).errorCode).toBe('ALREADY_SUBMITTED');
  });

  it('refuses a submission whose file cannot be built, naming the field, and keeps the status', async () => {
    const d = decl(1008);
    await generate(d.id, agent);
    const sub = await call('POST /api/vat-declare/:id(\\d+)/vat-return/submit', { token: agent, params: params(d.id) });
    expect(sub).toMatchObject({ success: false, errorCode: 'FILING_REFUSED' });
    expect(sub.errorMessage).toContain('联系邮箱');
    expect(declareStore().list.find((x) => x.id === d.id)!.status).toBe(5);
  });
});

/** client2's GB declaration (confirmed, seeded for the current quarter) moved to the quarter that ended 2026-06-30, so that it may be generated and submitted. */
function endedGb() {
  const d = decl(1010);
  Object.assign(d, { periodStart: '2026-04-01', periodEnd: '2026-06-30' });
  return d;
}

describe('the UK: HMRC (the mock) validates the body it is sent', () => {
  it('submits a valid MTD body and names it on the receipt', async () => {
    const d = endedGb();
    await generate(d.id, agent);
    const sub = await call('POST /api/vat-declare/:id(\\d+)/vat-return/submit', { token: agent, params: params(d.id) });
    expect(sub.success).toBe(true);
    expect(sub.data.receipt.files[0].name).toMatch(/\.json$/);
  });

  it('refuses a body changed after it was built with HMRC’s own code (VAT_TOTAL_VALUE), and nothing is submitted', async () => {
    const d = endedGb();
    await generate(d.id, agent);
    expect((await call('POST /api/vat-declare/:id/filing', { token: agent, params: params(d.id) })).success).toBe(true);
    const text = (await call('GET /api/vat-declare/:id/filing', { token: agent, params: params(d.id) })).data.files[0];
    expect(text.schema.id).toContain('gb');
    process.env.MOCK_TEST_API = '1';
    const t = await call('POST /api/__test__/declare', { body: { tamperFiling: { id: d.id, set: { totalVatDue: 1 } } } });
    expect(t.success).toBe(true);
    const sub = await call('POST /api/vat-declare/:id(\\d+)/vat-return/submit', { token: agent, params: params(d.id) });
    expect(sub).toMatchObject({ success: false, errorCode: 'HMRC_VAT_TOTAL_VALUE' });
    expect(sub.data.problems[0].code).toBe('VAT_TOTAL_VALUE');
    expect(declareStore().list.find((x) => x.id === d.id)!.status).toBe(5);
    // the same validator refuses the same body
    const stored = (await call('GET /api/vat-declare/:id/filing/file', { token: agent, params: params(d.id), query: { name: text.name } })).data;
    expect(validateMtdBody(JSON.parse(stored.text)).map((p: { code?: string }) => p.code)).toContain('VAT_TOTAL_VALUE');
  });
});

describe('a country without a public format, the zip, access', () => {
  it('DE: says why there is no file, and refuses to build one', async () => {
    const d = decl(1002, 5);
    const info = await call('GET /api/vat-declare/:id/filing', { token: seller, params: params(d.id) });
    expect(info.data.format).toBeNull();
    expect(info.data.none).toContain('ELSTER');
    expect((await call('POST /api/vat-declare/:id/filing', { token: seller, params: params(d.id) })).errorCode).toBe('NO_FILING_FORMAT');
  });

  it('zips the files of the selected declarations; those without one are listed with why', async () => {
    const pl = decl(1008);
    const it = decl(1012);
    await call('POST /api/vat-declare/:id/filer', { token: agent, params: params(pl.id), body: { legalName: 'Shenzhen Yunfan Trading Co., Ltd.', taxId: '', taxOffice: '1471', email: 'tax@yunfan.example.cn', phone: '' } });
    await generate(pl.id, agent);
    await generate(it.id, agent);
    const de = decl(1007);
    const z = await call('POST /api/vat-declare/filing/zip', { token: agent, body: { ids: [pl.id, it.id, de.id] } });
    expect(z.success).toBe(true);
    const entries = unzipSync(Buffer.from(z.data.base64, 'base64'));
    const names = Object.keys(entries);
    expect(names.some((n) => n.startsWith(`PL_${pl.vatNumber}`) && n.endsWith('.xml'))).toBe(true);
    expect(names.some((n) => n.startsWith(`IT_${it.vatNumber}`) && n.endsWith('.xml'))).toBe(true);
    expect(z.data.refused).toEqual([expect.objectContaining({ id: de.id })]);
    for (const f of z.data.files) {
      const entry = Object.entries(entries).find(([n]) => n.endsWith(`/${f.name}`))!;
      expect(createHash('sha256').update(strFromU8(entry[1]), 'utf8').digest('hex')).toBe(f.sha256);
    }
  });

  it('needs the token; refuses another user’s declaration', async () => {
    const d = decl(1008);
    expect((await callRoute(all, 'GET /api/vat-declare/:id/filing', { params: params(d.id) })).http).toBe(401);
    expect((await call('GET /api/vat-declare/:id/filing', { token: seller, params: params(d.id) })).errorCode).toBe('NOT_FOUND');
    expect((await call('POST /api/vat-declare/filing/zip', { token: agent, body: { ids: [] } })).errorCode).toBe('VALIDATION');
  });
});
