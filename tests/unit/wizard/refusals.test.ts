/**
 * No silent correction (issue #33): an out-of-range value is refused with a Chinese message that says
 * why — by the wizard's rule at the field and, with the SAME text, by the mock where the data is
 * stored — never clamped (6 years → 5) or dropped (a past start date). Table errors name the row and
 * the column, in the wizard kit (rowProblem) and in the EPR mock. Nothing refused is stored.
 */
import complianceRoutes from '../../../mock/compliance';
import eprRoutes from '../../../mock/epr';
import { issueToken, resetStore, storeFile } from '../../../mock/_store';
import { checkServiceYears, checkStartDate, localToday } from '@/core/compliance/rules';
import { checkUnit, checkWeightKg } from '@/core/epr/rules';
import { checkItems, rowProblem } from '@/core/rules/wizard';
import zhCompliance from '@/locales/zh-CN/compliance';
import zhEpr from '@/locales/zh-CN/epr';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const ZC = zhCompliance as Record<string, string>;
const ZE = zhEpr as Record<string, string>;
const callC = (r: string, input: MockCallInput = {}) => callRoute(complianceRoutes as unknown as Record<string, unknown>, r, input);
const callE = (r: string, input: MockCallInput = {}) => callRoute(eprRoutes as unknown as Record<string, unknown>, r, input);
/** The local day `n` days from today, `YYYY-MM-DD`. */
const day = (n: number) => localToday(new Date(Date.now() + n * 86_400_000));

let seller: string;
beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  storeFile({ key: 'wizard-file/1/doc.pdf', name: 'DoC.pdf', mime: 'application/pdf', ownerId: 1, data: Buffer.from('%PDF-1.4 x') });
});

describe('compliance: service length 1–5 and a start not in the past', () => {
  it('the rule refuses 6, 0, 2.5 and text with the range, accepts 1 and 5 (as typed or as a number)', () => {
    expect([6, 0, 2.5, '6', 'abc', -1].map(checkServiceYears)).toEqual(Array(6).fill('compliance.info.year.invalid'));
    expect([1, 5, '3', undefined].map(checkServiceYears)).toEqual([null, null, null, 'compliance.info.year.required']);
    expect(ZC['compliance.info.year.invalid']).toMatch(/1 到 5.*整数/);
  });

  it('the rule refuses a past date saying why, and a date that does not exist; today and later pass', () => {
    const today = '2026-03-10';
    expect(checkStartDate('2026-03-09', today)).toBe('compliance.info.start.past');
    expect(checkStartDate('2026-02-30', today)).toBe('compliance.info.start.invalid');
    expect([checkStartDate('2026-03-10', today), checkStartDate('2027-01-01', today), checkStartDate('', today)]).toEqual([null, null, 'compliance.info.start.required']);
    // A dayjs value (what the picker holds while editing) is read as its date.
    expect(checkStartDate({ format: () => '2026-03-01' }, today)).toBe('compliance.info.start.past');
    // The message says why, not only "请选择预计生效日期".
    expect(ZC['compliance.info.start.past']).toMatch(/不能早于今天.*今天或以后/);
  });

  const service = (over: Record<string, unknown> = {}) => ({
    type: 'euAgent',
    isTransfer: false,
    expectValidDate: day(3),
    year: 2,
    stores: [{ brandName: 'NewBrand' }],
    categories: ['toys'],
    documents: [{ key: 'wizard-file/1/doc.pdf', name: 'DoC.pdf' }],
    ...over,
  });
  const body = (services: unknown[]) => ({ companyName: '深圳市张伟电子商务有限公司', businessNo: '91440300MA5F0XXX1K', legalFullName: '张伟', services });
  const total = async () => (await callC('GET /api/compliance/list', { token: seller, query: { perPage: '100' } })).body.data.total as number;

  it.each([
    ['a length of 6 years', { year: 6 }, 'compliance.info.year.invalid'],
    ['a length of 0 years', { year: 0 }, 'compliance.info.year.invalid'],
    ['a length of 2.5 years', { year: 2.5 }, 'compliance.info.year.invalid'],
    ['a start yesterday', { expectValidDate: day(-1) }, 'compliance.info.start.past'],
    ['a start that does not exist', { expectValidDate: '2030-02-30' }, 'compliance.info.start.invalid'],
  ])('the mock refuses %s with the wizard\'s own Chinese message and stores nothing', async (_what, over, key) => {
    const before = await total();
    const a = await callC('POST /api/compliance/create', { token: seller, body: body([service(over)]) });
    expect([a.body.success, a.body.errorMessage]).toEqual([false, expect.stringContaining(ZC[key])]);
    expect(await total()).toBe(before);
  });

  it('the mock takes 5 years and a start today as they are (the stored length is the one sent)', async () => {
    const a = await callC('POST /api/compliance/create', { token: seller, body: body([service({ year: 5, expectValidDate: day(0) })]) });
    expect(a.body.success).toBe(true);
    const row = (await callC('GET /api/compliance/info', { token: seller, query: { id: String(a.body.data.ids[0]) } })).body.data;
    expect([row.year, row.expectValidDate]).toEqual([5, day(0)]);
  });
});

describe('tables name the row and the column', () => {
  it('rowProblem: the first bad line from 1 and its column; an empty required table has neither', () => {
    const checks = [
      ['name', (v: unknown) => (v ? null : 'epr.rule.name.required')],
      ['weight', checkWeightKg],
    ] as const;
    expect(rowProblem([{ name: 'a', weight: '1' }, { name: 'b', weight: '0' }], checks)).toEqual({ key: 'epr.rule.weight.positive', row: 2, column: 'weight' });
    expect(rowProblem([{ name: '', weight: '1' }], checks)).toEqual({ key: 'epr.rule.name.required', row: 1, column: 'name' });
    expect(rowProblem([], checks)).toEqual({ key: 'wizardKit.items.required' });
    expect(rowProblem([{ name: 'a', weight: '2.5' }], checks)).toBeNull();
    // checkItems (the kit's product lines) answers the same first problem.
    expect(checkItems([{ id: '1', name: 'x', category: 'other', weight: '1', unit: 'kg', quantity: 0 }])).toBe('wizardKit.items.quantity.invalid');
  });

  const company = { companyName: '深圳市张伟电子商务有限公司', businessNo: '91440300MA5FXXXX0X', legalFullName: '张伟', legalCertType: 'idcard', companyCity: '深圳市', isBoth: 1, enterpriseType: 2 };
  const dePack = { recoveryFee: 36, servicePeriod: 1, brandName: 'Yunfan', weight: [{ type: 2, weight: '100', name: '纸箱' }, { type: 5, weight: '0', name: '气泡袋' }] };
  const frWeee = { registerYear: new Date().getFullYear(), servicePeriod: 1, unit: 10000, recoveryFee: 80, officeId: 2, items: [{ name: '蓝牙音箱', nameFr: 'Enceinte', maxSize: 18, salesNum: 10, productLink: '', cateId: 115, weight: '0.45' }, { name: '', nameFr: 'X', maxSize: 1, salesNum: 1, cateId: 115, weight: '1' }] };
  const count = async () => (await callE('GET /api/epr', { token: seller, query: { perPage: '100' } })).body.data.total as number;

  it('the EPR mock: the weight of row 2 of the German materials, the name of row 2 of the French products', async () => {
    const before = await count();
    const a = await callE('POST /api/epr/create', { token: seller, body: { ...company, dePack } });
    expect([a.body.success, a.body.errorMessage]).toEqual([false, expect.stringContaining(`${ZE['epr.service.dePack']}第 2 行「${ZE['epr.field.weightYearKg']}」：${ZE['epr.rule.weight.positive']}`)]);
    const b = await callE('POST /api/epr/create', { token: seller, body: { ...company, frWeee } });
    expect([b.body.success, b.body.errorMessage]).toEqual([false, expect.stringContaining(`${ZE['epr.service.frWeee']}第 2 行「${ZE['epr.field.itemName']}」：${ZE['epr.rule.name.required']}`)]);
    expect(await count()).toBe(before);
  });

  it('the EPR units per year: 0 and 100,000,000 refused by the wizard\'s rule and by the mock with the same text', async () => {
    expect([0, 2.5, 100_000_000, '', 1, 99_999_999].map(checkUnit)).toEqual(['epr.rule.unit.invalid', 'epr.rule.unit.invalid', 'epr.rule.unit.invalid', 'epr.rule.unit.required', null, null]);
    const ok = { ...frWeee, items: [frWeee.items[0]] };
    for (const unit of [0, 100_000_000]) {
      const a = await callE('POST /api/epr/create', { token: seller, body: { ...company, frWeee: { ...ok, unit } } });
      expect([a.body.success, a.body.errorMessage]).toEqual([false, expect.stringContaining(ZE['epr.rule.unit.invalid'])]);
    }
  });
});
