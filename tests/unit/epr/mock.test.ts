/**
 * The EPR mock (mock/epr.ts; issue #21): the token, Chinese refusals of bad input (weights, brands,
 * empty lists, numbers, duplicates), the agent's scope and `users`, the spec §3/§4 filters, and the
 * state changes of create, update, stop, renew and upload-cert.
 */
import routes from '../../../mock/epr';
import { issueToken, resetStore, storeFile } from '../../../mock/_store';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
let seller: string;
let agent: string;

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
});

const company = { companyName: '深圳市张伟电子商务有限公司', businessNo: '91440300MA5FXXXX0X', legalFullName: '张伟', legalCertType: 'idcard', companyCity: '深圳市', isBoth: 1, enterpriseType: 2 };
const frWeee = { registerYear: 2026, servicePeriod: 1, unit: 10000, recoveryFee: 80, officeId: 2, items: [{ name: '蓝牙耳机', nameFr: 'Écouteurs', maxSize: 10, salesNum: 100, productLink: '', cateId: 115, weight: '0.2' }] };
const deWeee = { brand: [{ name: 'ZW Audio', link: 'https://www.amazon.de/dp/B0C1234567' }], category: [{ cateId: 105, weight: 300 }] };
const list = async (token: string, query: Record<string, string> = {}) => (await call('GET /api/epr', { token, query: { perPage: '100', ...query } })).body.data;

describe('the EPR mock', () => {
  it('refuses every call without a token with 401', async () => {
    for (const r of Object.keys(routes)) {
      const a = await call(r, { query: { id: '7001', ids: '7001', taskId: 'x' }, body: { id: 7001 } });
      expect([r, a.http, a.body.errorMessage]).toEqual([r, 401, '请先登录']);
    }
  });

  it('a seller sees their three seeded registrations: DE packaging active with a LUCID number and a 15 May deadline, FR WEEE in review, ES packaging returned with a reason', async () => {
    const rows = (await list(seller)).list;
    expect(rows.map((r: { type: string; status: number }) => `${r.type}:${r.status}`).sort()).toEqual(['dePack:4', 'esPack:2', 'frWeee:1']);
    const de = rows.find((r: { type: string }) => r.type === 'dePack');
    expect(de.registrationNo).toMatch(/^DE\d{13}$/);
    expect(de.nextDeadline).toMatch(/-05-15$/);
    expect(de.daysLeft).toBeGreaterThan(0);
    expect(rows.find((r: { type: string }) => r.type === 'esPack').returnReason).toMatch(/NIF/);
  });

  it('an agent sees its clients\' registrations; users narrows them; a seller never sees a client\'s', async () => {
    const all = await list(agent);
    expect(new Set(all.list.map((r: { userId: number }) => r.userId))).toEqual(new Set([3, 4, 5]));
    const c1 = await list(agent, { users: '3' });
    expect(c1.total).toBeLessThan(all.total);
    expect(c1.list.every((r: { userId: number }) => r.userId === 3)).toBe(true);
    expect((await list(agent, { users: '1' })).total).toBe(0);
    expect((await call('GET /api/epr/info', { token: seller, query: { id: '7004' } })).body.errorCode).toBe('NOT_FOUND');
    // At least two active German packaging registrations of two different clients.
    const dePack = all.list.filter((r: { type: string; status: number }) => r.type === 'dePack' && r.status === 4);
    expect(new Set(dePack.map((r: { userId: number }) => r.userId)).size).toBeGreaterThanOrEqual(2);
  });

  it('filters by type, status, is_transfer and stage (spec §4: 1 = transfer in progress, 2 = transfer completed)', async () => {
    expect((await list(agent, { type: 'dePack' })).total).toBe(2);
    expect((await list(agent, { status: '7' })).list.map((r: { type: string }) => r.type)).toEqual(['deBatt']);
    expect((await list(agent, { is_transfer: '1' })).list.map((r: { type: string }) => r.type)).toEqual(['frPackTransfer']);
    expect((await list(agent, { stage: '1' })).list.map((r: { type: string }) => r.type)).toEqual(['frPackTransfer']);
    expect((await list(agent, { stage: '2' })).total).toBe(0);
    expect((await list(seller, { stage: 'needsAction' })).list.map((r: { type: string }) => r.type)).toEqual(['esPack']);
    const bad = await call('GET /api/epr', { token: seller, query: { type: 'xx' } });
    expect([bad.body.success, bad.body.errorCode]).toEqual([false, 'VALIDATION']);
  });

  it('creates one registration per chosen service and lists it', async () => {
    const a = await call('POST /api/epr/create', { token: seller, body: { ...company, deWeee, dePlastic: { validDate: '2026-12-01' } } });
    expect(a.body.success).toBe(true);
    expect(a.body.data.map((r: { type: string; status: number }) => `${r.type}:${r.status}`)).toEqual(['dePlastic:1', 'deWeee:1']);
    expect((await list(seller)).total).toBe(5);
  });

  it('refuses bad input in Chinese at its field and stores nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ ...company, deWeee: { ...deWeee, brand: [{ name: 'no name' }] } }, /no name/],
      [{ ...company, deWeee: { ...deWeee, brand: [] } }, /至少添加一行/],
      [{ ...company, deWeee: { ...deWeee, category: [{ cateId: 105, weight: 0 }] } }, /德国 WEEE 注册第 1 行「年重量（千克）」：重量必须大于 0/],
      [{ ...company, deWeee: { ...deWeee, category: [{ cateId: 105, weight: 'abc' }] } }, /重量应为数字/],
      [{ ...company, deWeee: { ...deWeee, category: [{ cateId: 105, weight: -5 }] } }, /大于 0/],
      [{ ...company, frWeee: { ...frWeee, unit: undefined } }, /年销售件数/],
      [{ ...company, frWeee: { ...frWeee, officeId: 3 } }, /生态组织编号/],
      [{ ...company, businessNo: '123' }, /统一社会信用代码/],
      [{ ...company }, /至少选择一项/],
    ];
    for (const [body, msg] of cases) {
      const a = await call('POST /api/epr/create', { token: seller, body });
      expect(a.body.success).toBe(false);
      expect(a.body.errorMessage).toMatch(msg);
    }
    expect((await list(seller)).total).toBe(3);
  });

  it('refuses a duplicate registration for the same country and stream, also within one submit', async () => {
    const a = await call('POST /api/epr/create', { token: seller, body: { ...company, dePackTransfer: { recoveryFee: 36, servicePeriod: 1, brandName: 'X', weight: [{ type: 2, weight: 1, name: '纸箱' }] } } });
    expect([a.body.errorCode, a.body.errorMessage]).toEqual(['DUPLICATE', expect.stringContaining('德国包装法注册（LUCID）')]);
    const b = await call('POST /api/epr/create', { token: agent, body: { ...company, clientId: 5, frPack: { registerYear: 2026, servicePeriod: 1, unit: 10000, recoveryFee: 80, officeId: 2 }, frPackTransfer: { registerYear: 2026, servicePeriod: 1, unit: 10000, recoveryFee: 80, officeId: 2 } } });
    expect(b.body.errorCode).toBe('DUPLICATE');
    // A stopped registration may be registered again (client3's French batteries).
    const c = await call('POST /api/epr/create', { token: agent, body: { ...company, clientId: 5, frBatt: { registerYear: 2026, servicePeriod: 1, recoveryFee: 200, officeId: 3, items: [{ salesNum: 10, cateId: 131, weight: 0.1 }] } } });
    expect(c.body.data[0].userId).toBe(5);
    const d = await call('POST /api/epr/create', { token: agent, body: { ...company, clientId: 1, deWeee } });
    expect(d.body.errorMessage).toBe('所选客户不存在或不属于您');
  });

  it('update resubmits a returned registration; update2 changes only its values; stop and renew change the status', async () => {
    const upd = await call('POST /api/epr/update', { token: seller, body: { id: 7003, ...company, esPack: { datePeriod: ['2026-01-01', '2026-12-31'], hasLocalVat: 1, items: [{ name: '纸箱', materialId: 258, weight: 120, cateId: 274 }] } } });
    expect([upd.body.data.status, upd.body.data.returnReason]).toEqual([1, null]);
    expect((await call('POST /api/epr/update', { token: seller, body: { id: 7001, ...company, dePack: { recoveryFee: 36, servicePeriod: 1, brandName: 'ZW', weight: [{ type: 1, weight: 5, name: '瓶' }] } } })).body.errorCode).toBe('NOT_RETURNED');
    const v2 = await call('POST /api/epr/update2', { token: seller, body: { id: 7001, values: { recoveryFee: 36, servicePeriod: 1, brandName: 'ZW', weight: [{ type: 1, weight: 0, name: '瓶' }] } } });
    expect(v2.body.errorMessage).toMatch(/大于 0/);
    // A good change: the values only, the status and number unchanged, one more line in the history (issue #33).
    const before = (await call('GET /api/epr/info', { token: seller, query: { id: '7001' } })).body.data;
    const good = await call('POST /api/epr/update2', { token: seller, body: { id: 7001, values: { recoveryFee: 36, servicePeriod: 1, brandName: 'ZW Home, ZW Kitchen', weight: [{ type: 2, weight: 200, name: '纸箱' }] } } });
    expect([good.body.success, good.body.data.status, good.body.data.registrationNo]).toEqual([true, before.status, before.registrationNo]);
    const after = (await call('GET /api/epr/info', { token: seller, query: { id: '7001' } })).body.data;
    expect(after.values.brandName).toBe('ZW Home, ZW Kitchen');
    expect(after.history.length).toBe(before.history.length + 1);
    expect(after.history.map((h: { text: string; status: number }) => [h.text, h.status])).toContainEqual(['已修改申报内容', before.status]);
    const stop = await call('GET /api/epr/stop-reg', { token: seller, query: { id: '7002', reason: '不再销售' } });
    expect([stop.body.data.status, stop.body.data.stage]).toEqual([6, 'closed']);
    const renew = await call('GET /api/epr/agent-renew', { token: agent, query: { id: '7007', years: '2' } });
    expect(renew.body.data.status).toBe(4);
    expect(renew.body.data.validTo > new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('upload-cert checks the number against its register and completes an application', async () => {
    storeFile({ key: 'wizard-file/1/x/cert.pdf', name: 'cert.pdf', mime: 'application/pdf', data: Buffer.from('%PDF-1.4'), ownerId: 1 });
    const bad = await call('POST /api/epr/upload-cert', { token: seller, body: { id: 7002, file: { key: 'wizard-file/1/x/cert.pdf', name: 'cert.pdf' }, registrationNo: 'DE12345678' } });
    expect(bad.body.errorMessage).toMatch(/法国 UID 应以 FR 开头/);
    const good = await call('POST /api/epr/upload-cert', { token: seller, body: { id: 7002, file: { key: 'wizard-file/1/x/cert.pdf', name: 'cert.pdf' }, registrationNo: 'FR123456_02ABCD' } });
    expect([good.body.data.status, good.body.data.registrationNo, good.body.data.certificateCount]).toEqual([4, 'FR123456_02ABCD', 1]);
  });

  it('offices, fixed data, depack account and get-info answer the seeded data', async () => {
    const offices = (await call('GET /api/epr/office', { token: seller, query: { officeId: '3' } })).body.data;
    expect(offices.map((o: { name: string }) => o.name)).toEqual(['Corepile', 'Screlec']);
    const acc = (await call('GET /api/epr/depack-account', { token: seller })).body.data;
    expect([acc.registrationNo, acc.completeness.required]).toEqual(['DE3081472605913', false]);
    expect((await call('GET /api/epr/get-info', { token: seller })).body.data.companyName).toBe('深圳市张伟电子商务有限公司');
  });
});
