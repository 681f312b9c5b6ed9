/**
 * Issue #19 "Never file a wrong return silently", declaration part: blocking problems in the
 * transition table and the mock (a report of another period cannot be confirmed, generated or
 * submitted from any call; the nil return only by its own action), the unended period, due dates on
 * working days, the amount due as the return's own form (IT VP14, NL whole euros), late-payment
 * rules, receipts in local time with the country's labels, the Italian codici tributo by date.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import routes from '../../../mock/declare';
import italy from '../../../mock/declare/italy';
import { issueToken, resetStore, storeFile } from '../../../mock/_store';
import { declareStore, declareTest } from '../../../mock/_store/declare';
import { setSellerTransferInvoice } from '../../../mock/_store/vat-tax';
import { italyStore } from '../../../mock/_store/vat-italy';
import { amountDue } from '@/core/declare/amount';
import { blockingProblems, OUT_OF_PERIOD_SHARE, periodReadiness, plainMessage, readableWarnings } from '@/core/declare/checks';
import { easterSunday, isWorkingDay, nextWorkingDay, workingDueDate } from '@/core/declare/holidays';
import { checkItalyRecord, checkItalyTaxCode } from '@/core/declare/italy';
import { lateRule, paymentGuide, TAX_OFFICE_ACCOUNTS } from '@/core/declare/payment';
import { formatLocalTime, receiptFields } from '@/core/declare/receipt';
import { checkAction, FILING_ACTIONS, type DeclareFacts } from '@/core/declare/status';
import { dueDate } from '@/core/vat-tax/periods';
import zh from '@/locales/zh-CN/declare';
import { generateVtr } from '../../../scripts/gen-vtr';
import { callRoute, type MockCallInput } from '../helpers/mock-call';
import { calc as calcRow, row as vtrRow, vtr } from '../vat/helpers';

const all = { ...(routes as unknown as Record<string, unknown>), ...(italy as unknown as Record<string, unknown>) };
const call = async (r: string, input: MockCallInput = {}) => (await callRoute(all, r, input)).body;
const byId = (id: number) => declareStore().list.find((d) => d.id === id)!;
const until = async (fn: () => boolean) => {
  for (let i = 0; i < 400 && !fn(); i += 1)
    await new Promise((r) => {
      setTimeout(r, 25);
    });
};

const counts = (inPeriod: number, outOfPeriod: number) => ({ rows: inPeriod + outOfPeriod, inPeriod, outOfPeriod, skipped: 0, byType: {}, byScheme: {}, byTreatment: {} });
const files = [{ name: 'march.csv', layout: 'current' as const, rows: 10, bytes: 1, delimiter: ',', errors: [], period: { from: '2025-03-01', to: '2025-03-31', activityPeriods: ['2025-MAR'] } }];
const ret = { country: 'DE', currency: 'EUR', period: { from: '2026-10-01', to: '2026-10-31' }, lines: [], ecsl: [], totals: { outputVat: '0.00', inputVat: '0.00', payable: '0.00' } };
const ctx = { country: 'DE', countryName: '德国', periodStart: '2026-10-01', periodEnd: '2026-10-31' };

describe('blocking problems (core)', () => {
  it('no row in the period blocks, naming both periods and the nil-return way out', () => {
    const p = blockingProblems({ counts: counts(0, 144), files, returns: [ret] }, ctx);
    expect(p.map((x) => x.code)).toEqual(['NO_ROWS_IN_PERIOD']);
    expect(p[0].message).toContain('2026-10-01 至 2026-10-31');
    expect(p[0].message).toContain('报告日期 2025-03-01 至 2025-03-31');
    expect(p[0].message).toContain('零申报');
  });

  it('most rows outside the period block (strictly more than half); a few late rows do not', () => {
    expect(OUT_OF_PERIOD_SHARE).toBe(0.5);
    expect(blockingProblems({ counts: counts(40, 60), files, returns: [ret] }, ctx).map((x) => x.code)).toEqual(['MOSTLY_OUT_OF_PERIOD']);
    expect(blockingProblems({ counts: counts(50, 50), files, returns: [ret] }, ctx)).toEqual([]);
    expect(blockingProblems({ counts: counts(95, 5), files, returns: [ret] }, ctx)).toEqual([]);
  });

  it('a stock transfer without a cost from or to the country blocks; one between two other countries does not', () => {
    const e = (file: string, countries: string[], rowCount: number) => ({ code: 'MOVEMENT_WITHOUT_COST' as const, file, countries, message: 'm', rowCount });
    const p = blockingProblems({ counts: counts(10, 0), files, returns: [ret], errors: [e('a.csv', ['DE', 'PL'], 2), e('b.csv', ['CZ', 'DE'], 1), e('c.csv', ['FR', 'IT'], 5)] }, ctx);
    expect(p.map((x) => x.code)).toEqual(['MOVEMENT_WITHOUT_COST']);
    expect(p[0].message).toContain('a.csv、b.csv 中有 3 笔涉及德国的自有货物移库没有成本价');
    expect(blockingProblems({ counts: counts(10, 0), files, returns: [ret], errors: [e('c.csv', ['FR', 'IT'], 5)] }, ctx)).toEqual([]);
  });

  it('no return for the country and failed HMRC checks block too', () => {
    expect(blockingProblems({ counts: counts(10, 0), files, returns: [] }, ctx).map((x) => x.code)).toEqual(['NO_RETURN']);
    const gb = { ...ret, country: 'GB', checks: [{ code: 'VAT_NET_VALUE' as const, box: 'box5' as const, rule: 'r', message: '第 5 栏应等于…' }] };
    expect(blockingProblems({ counts: counts(10, 0), files, returns: [gb] }, { ...ctx, country: 'GB', countryName: '英国' })[0]).toMatchObject({ code: 'UK_CHECK', message: expect.stringContaining('VAT_NET_VALUE') });
  });

  const facts = (over: Partial<DeclareFacts> = {}): DeclareFacts => ({ status: 3, declareType: 0, amount: '0.00', periodEnd: '2025-03-31', blockers: ['上传的报告没有任何交易落在申报期间内'], ...over });

  it.each(FILING_ACTIONS)('the table refuses %s while a blocking problem stands, with a Chinese reason', (action) => {
    for (const status of [2, 3, 4, 5] as const) {
      const v = checkAction(facts({ status }), action, 'agent', '2026-11-24');
      expect(v).toMatchObject({ ok: false, code: 'BLOCKING_PROBLEM', key: 'declare.refuse.blocking' });
    }
  });

  it('without the problem the same actions follow the chain; the nil return stays possible by its own action', () => {
    expect(checkAction(facts({ blockers: [] }), 'confirm', 'seller', '2026-11-24')).toEqual({ ok: true, to: 4 });
    expect(checkAction(facts(), 'zeroDeclare', 'seller', '2026-11-24')).toEqual({ ok: true, to: 4 });
    expect(checkAction(facts(), 'upload', 'seller', '2026-11-24')).toEqual({ ok: true, to: 1 });
    // a nil return (type 1) is not held by the calculation it replaced
    expect(checkAction(facts({ status: 4, declareType: 1 }), 'vatReturn', 'seller', '2026-11-24')).toEqual({ ok: true, to: 5 });
  });

  it('a period that has not ended can be prepared and confirmed, not generated or submitted', () => {
    const open = { status: 4 as const, declareType: 0 as const, amount: '10.00', periodEnd: '2026-12-31' };
    expect(checkAction({ ...open, status: 3 }, 'confirm', 'seller', '2026-11-24').ok).toBe(true);
    expect(checkAction(open, 'vatReturn', 'seller', '2026-11-24')).toMatchObject({ ok: false, code: 'TAX_PERIOD_NOT_ENDED' });
    expect(checkAction({ ...open, status: 5 }, 'submit', 'seller', '2026-11-24')).toMatchObject({ ok: false, code: 'TAX_PERIOD_NOT_ENDED' });
    expect(checkAction(open, 'vatReturn', 'seller', '2027-01-01').ok).toBe(true);
    expect(periodReadiness('2026-12-31', '2026-11-24')).toBe('notEnded');
    expect(periodReadiness('2026-12-31', '2026-12-31')).toBe('notEnded');
    expect(periodReadiness('2026-09-30', '2026-11-24')).toBe('ready');
  });
});

describe('readable warnings', () => {
  it('a Chinese title and meaning per code, the code kept for support, no column names in the text', () => {
    const [w] = readableWarnings([{ code: 'PERIOD_MISMATCH', message: 'ACTIVITY_PERIOD 与交易完成日期所在月份不一致：引擎按 TRANSACTION_COMPLETE_DATE 归期', rows: [], rowCount: 3 }]);
    expect(w).toMatchObject({ code: 'PERIOD_MISMATCH', titleKey: 'calc.warn.PERIOD_MISMATCH', meaningKey: 'declare.warnMeaning.PERIOD_MISMATCH', rowCount: 3 });
    expect(w.detail).toBe('「报告月份」 与交易完成日期所在月份不一致：引擎按 「交易完成日期」 归期');
    expect(plainMessage('TRANSACTION_EVENT_ID 302-1')).toBe('「订单号」 302-1');
    expect((zh as Record<string, string>)['declare.warnMeaning.OSS_NOT_REGISTERED']).toMatch(/OSS/);
  });
});

describe('working days and due dates', () => {
  it('Easter and the Italian calendar: a Sunday 16 August (Ferragosto on the 15th) moves to Monday 17', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(isWorkingDay('IT', '2026-08-15')).toBe(false);
    expect(nextWorkingDay('IT', '2026-08-16')).toBe('2026-08-17');
    expect(dueDate('IT', { start: '2026-04-01', end: '2026-06-30' }, 'quarterly')).toBe('2026-08-16');
    expect(workingDueDate('IT', { start: '2026-04-01', end: '2026-06-30' }, 'quarterly')).toBe('2026-08-17');
  });

  it('holidays of the country (DE: Berlin, where Finanzamt Neukölln sits); GB keeps its statutory date', () => {
    // 10 May 2026 is a Sunday → Monday 11 May
    expect(workingDueDate('DE', { start: '2026-04-01', end: '2026-04-30' }, 'monthly')).toBe('2026-05-11');
    // Frauentag 8 March is a Berlin holiday: 2027-03-08 is a Monday → Tuesday 9 March
    expect(nextWorkingDay('DE', '2027-03-08')).toBe('2027-03-09');
    // Good Friday 3 April 2026 and Easter Monday 6 April in Czechia
    expect(nextWorkingDay('CZ', '2026-04-03')).toBe('2026-04-07');
    // a working day stays
    expect(workingDueDate('FR', { start: '2026-10-01', end: '2026-10-31' }, 'monthly')).toBe('2026-11-19');
    // HMRC: 7 Nov 2026 is a Saturday, kept (Faster Payments arrive the same day)
    expect(workingDueDate('GB', { start: '2026-07-01', end: '2026-09-30' }, 'quarterly')).toBe('2026-11-07');
  });
});

describe('amount due as the return counts it', () => {
  const lines = (vat: string) => [{ kind: 'domestic' as const, rate: '0.22', net: '2358.52', vat }];
  it('Italy Q1–Q3 of a quarterly payer: VP14 with the 1 % interest of VP12 (415.00 → 419.15); monthly without', () => {
    const r = { currency: 'EUR', lines: [...lines('518.75'), { kind: 'importVatDeducted' as const, rate: null, net: '0.00', vat: '103.75' }], totals: { payable: '415.00' } };
    expect(amountDue('IT', r, { frequency: 'quarterly', periodStart: '2026-04-01' })).toBe('419.15');
    expect(amountDue('IT', r, { frequency: 'monthly', periodStart: '2026-04-01' })).toBe('415.00');
    expect(amountDue('IT', r, { frequency: 'quarterly', periodStart: '2026-10-01' })).toBe('415.00');
  });

  it('the Netherlands in whole euros as filed; GB as the engine computed', () => {
    const r = { currency: 'EUR', lines: [{ kind: 'domestic' as const, rate: '0.21', net: '4418.76', vat: '927.94' }, { kind: 'importVatDeducted' as const, rate: null, net: '0.00', vat: '185.59' }], totals: { payable: '742.35' } };
    expect(amountDue('NL', r, { frequency: 'quarterly', periodStart: '2026-04-01' })).toBe('742.00');
    expect(amountDue('GB', { currency: 'GBP', totals: { payable: '12.34' } }, { frequency: 'quarterly', periodStart: '2026-04-01' })).toBe('12.34');
  });
});

describe('guides and receipts', () => {
  const base = { vatNumber: 'DE123456789', localTaxNumber: '37/123/45678', periodStart: '2026-10-01', periodEnd: '2026-10-31', frequency: 'monthly' as const, amount: '100.00', currency: 'EUR', dueDate: '2026-11-10' };
  it('Germany: Finanzamt Neukölln’s IBAN and BIC with the official source and date, the reference the office matches', () => {
    const g = paymentGuide({ ...base, country: 'DE' });
    const iban = g.lines.find((l) => l.key === 'declare.guide.iban')!;
    expect(iban).toMatchObject({ value: 'DE94100500006600046463', source: { url: expect.stringMatching(/^https:\/\/www\.berlin\.de\//), checked: '2026-11-24' } });
    expect(iban.unverified).toBeUndefined();
    expect(g.lines.find((l) => l.key === 'declare.guide.beneficiary')?.value).toBe('Finanzamt Neukölln');
    expect(g.reference).toBe('37/123/45678 USt 10/2026');
    expect(TAX_OFFICE_ACCOUNTS.DE.bic).toBe('BELADEBEXXX');
    expect(g.late).toBeNull();
  });

  it('an overdue period carries the late-payment rule of its country, with the source', () => {
    const g = paymentGuide({ ...base, country: 'DE', overdueDays: 12 });
    expect(g.late).toMatchObject({ key: 'declare.late.DE', days: 12, source: { url: expect.stringContaining('__240') } });
    for (const c of ['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'AT', 'SE', 'BE']) {
      const r = lateRule(c)!;
      expect((zh as Record<string, string>)[r.key]).toBeTruthy();
      expect(r.source.url).toMatch(/^https:\/\//);
    }
    expect(lateRule('US')).toBeNull();
  });

  it('receipts: local time in Chinese date format; the country’s own labels (no HMRC names on a German return)', () => {
    expect(formatLocalTime('2026-11-24T16:13:39.000Z')).toBe('2026年11月25日 00:13:39（北京时间）');
    expect(formatLocalTime('2026-11-24 08:05:00')).toBe('2026年11月24日 16:05:00（北京时间）');
    expect(formatLocalTime('not a date')).toBe('not a date');
    const r = { receiptId: 'abc', processingDate: '2026-11-24T16:13:39.000Z', formBundleNumber: '123456789012', chargeRefNumber: null, paymentIndicator: null, returnName: 'x', submittedBy: '李娜' };
    const de = receiptFields('DE', r);
    expect(de.map((f) => f.key)).toEqual(['declare.receipt.processingDate', 'declare.receipt.ref.DE']);
    expect(de[0].value).toBe('2026年11月25日 00:13:39（北京时间）');
    expect(receiptFields('GB', { ...r, chargeRefNumber: 'XM001', paymentIndicator: 'BANK' }).map((f) => f.key)).toContain('declare.receipt.formBundleNumber');
  });
});

describe('Italian codici tributo', () => {
  it('a 6099 annual balance dated 30 April is refused; 16 March (or the next working day) fits', () => {
    expect(checkItalyTaxCode({ kind: 'annual', period: '2025', dueDate: '2026-04-30', taxCode: '6099' })).toBe('declare.italy.rule.taxCodeDate');
    expect(checkItalyTaxCode({ kind: 'annual', period: '2025', dueDate: '2026-03-16', taxCode: '6099' })).toBeNull();
    expect(checkItalyTaxCode({ kind: 'liquidation', period: '2026-Q1', dueDate: '2026-05-18', taxCode: '6099' })).toBe('declare.italy.rule.taxCodeKind');
    expect(checkItalyTaxCode({ kind: 'liquidation', period: '2026-03', dueDate: '2026-04-16', taxCode: '6003' })).toBeNull();
  });

  it('every seeded record passes the rules, on working days', () => {
    resetStore();
    const rows = italyStore().rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(checkItalyRecord(r)).toBeNull();
      expect(isWorkingDay('IT', r.dueDate)).toBe(true);
    }
    expect(rows.find((r) => r.kind === 'annual')).toMatchObject({ taxCode: '6099', dueDate: expect.stringMatching(/-03-1[6-8]$/) });
  });
});

describe('the mock holds the same rules', () => {
  let seller: string;
  let agent: string;
  beforeEach(() => {
    resetStore();
    declareTest().calcDelayMs = 0;
    seller = issueToken(1);
    agent = issueToken(2);
  });

  /** Uploads `data` as the period's report of declaration `id` (VAT record `vatTaxId`) and calculates. */
  async function calcWith(id: number, vatTaxId: number, token: string, owner: number, name: string, data: Buffer) {
    const d = byId(id);
    storeFile({ key: `upload/${owner}/${name}`, name, mime: 'text/plain', data, ownerId: owner });
    const saved = await call('POST /api/vat-declare/batch-save', { token, body: { vatTaxId, periodStart: d.periodStart, saleFiles: [{ key: `upload/${owner}/${name}`, name, size: data.length }] } });
    expect(saved.success).toBe(true);
    expect((await call('POST /api/vat-declare/tax-calculate/:id(\\d+)', { token, params: { id: String(id) } })).success).toBe(true);
    await until(() => d.calcs[d.calcs.length - 1]?.status !== 'running');
    return d;
  }

  it('a real report of another period: blocked on every call (single, batch, direct), then the explicit nil return goes through', async () => {
    const real = readFileSync(join(__dirname, '../../fixtures/vat/legacy_pre2021_vtr_SampleAG_2020-JAN_TM312.txt'));
    const d = await calcWith(5001, 1001, seller, 1, 'jan2020.txt', real);
    expect(d.calcs.at(-1)!.problems[0]).toMatch(/^上传的报告没有任何交易落在申报期间/);
    expect(d.status).toBe(2);
    const row = (await call('GET /api/vat-declare/:id(\\d+)', { token: seller, params: { id: '5001' } })).data;
    expect(row.actions).not.toContain('confirm');
    expect(row.blockers).toHaveLength(1);

    const single = await call('PUT /api/vat-declare/confirm/:id(\\d+)', { token: seller, params: { id: '5001' } });
    expect(single).toMatchObject({ success: false, errorCode: 'BLOCKING_PROBLEM', errorMessage: expect.stringContaining('不能执行「确认」：上传的报告没有任何交易') });
    const batch = (await call('PUT /api/vat-declare/confirm', { token: seller, body: { ids: [5001] } })).data;
    expect(batch).toMatchObject({ done: [], refused: [{ id: 5001, code: 'BLOCKING_PROBLEM' }] });
    expect((await call('POST /api/vat-declare/vat-return', { token: seller, body: { ids: [5001] } })).data.refused[0].code).toBe('BLOCKING_PROBLEM');
    expect((await call('POST /api/vat-declare/:id(\\d+)/vat-return/submit', { token: seller, params: { id: '5001' } })).errorCode).toBe('BLOCKING_PROBLEM');
    expect(d.status).toBe(2);

    // the nil return, deliberately: its own action, then generated as a zero return
    const zero = await call('POST /api/vat-declare/batch-save', { token: seller, body: { vatTaxId: 1001, periodStart: d.periodStart, isZeroDeclare: true } });
    expect(zero.data).toMatchObject({ status: 4, declareType: 1, amount: '0.00' });
    expect((await call('POST /api/vat-declare/:id(\\d+)/vat-return', { token: seller, params: { id: '5001' } })).data.status).toBe(5);
  });

  it('a stock transfer without a cost to the country blocks its declaration (never an understated return)', async () => {
    const d = declareStore().list.find((x) => x.countryCode === 'DE' && x.userId === 1 && x.status === 3)!; // awaiting the seller's confirmation
    const day = (iso: string) => iso.split('-').reverse().join('-');
    // with the seller's Art. 69 choice without an invoice (issue #32: stored with its VAT records, not the
    // default) a transfer is taxed on the 15th of the following month: one in the month before the period falls in it
    setSellerTransferInvoice(d.userId, 'none', 'test');
    const before = new Date(`${d.periodStart}T00:00:00Z`);
    before.setUTCDate(0);
    const move = vtrRow({ TRANSACTION_TYPE: 'FC_TRANSFER', SALE_DEPART_COUNTRY: 'PL', SALE_ARRIVAL_COUNTRY: 'DE', DEPARTURE_COUNTRY: 'PL', ARRIVAL_COUNTRY: 'DE', TRANSACTION_COMPLETE_DATE: day(before.toISOString().slice(0, 10)), SELLER_SKU: 'SKU-A', QTY: '2', COST_PRICE_OF_ITEMS: '0.0' });
    const sale = { ...calcRow('100.00', '19.00', '119.00', '0.19'), TRANSACTION_COMPLETE_DATE: day(d.periodStart) };
    await calcWith(d.id, d.vatTaxId!, seller, 1, 'moves.csv', Buffer.from(vtr([sale, move])));
    expect(d.calcs.at(-1)!.problems).toEqual([expect.stringContaining('moves.csv 中有 1 笔涉及德国的自有货物移库没有成本价')]);
    const single = await call('PUT /api/vat-declare/confirm/:id(\\d+)', { token: seller, params: { id: String(d.id) } });
    expect(single).toMatchObject({ success: false, errorCode: 'BLOCKING_PROBLEM' });
  });

  it('an agent’s direct declare of a client’s report of another period is refused too', async () => {
    const d = byId(5008); // PL client1, awaiting confirmation
    const csv = Buffer.from(generateVtr({ seed: 3, rows: 120, period: { from: '2025-03-01', to: '2025-03-31' } }));
    await calcWith(5008, d.vatTaxId!, agent, 2, 'march2025.csv', csv);
    expect(d.calcs.at(-1)!.problems[0]).toMatch(/没有任何交易落在申报期间/);
    expect((await call('PUT /api/vat-declare/direct-declare/:id(\\d+)', { token: agent, params: { id: '5008' } })).errorCode).toBe('BLOCKING_PROBLEM');
  });

  it('Italy: the seeded quarterly settlement asks for VP14 (419.15), its due date is a working day, and exactly that payment is accepted', async () => {
    const d = byId(5013);
    expect(d.amount).toBe('419.15');
    const row = (await call('GET /api/vat-declare/:id(\\d+)', { token: agent, params: { id: '5013' } })).data;
    expect(isWorkingDay('IT', row.dueDate)).toBe(true);
    expect((await call('PUT /api/vat-declare/confirm/:id(\\d+)', { token: agent, params: { id: '5013' } })).data.status).toBe(4);
    expect((await call('POST /api/vat-declare/:id(\\d+)/vat-return', { token: agent, params: { id: '5013' } })).data.status).toBe(5);
    // the generated return's own VP14 is the amount due: the interest counted once
    const generated = (await call('GET /api/vat-declare/:id(\\d+)/vat-return', { token: agent, params: { id: '5013' } })).data;
    expect(generated.totals.payable).toBe('415.00');
    expect(amountDue('IT', generated, { frequency: 'quarterly', periodStart: d.periodStart })).toBe('419.15');
    expect((await call('POST /api/vat-declare/:id(\\d+)/vat-return/submit', { token: agent, params: { id: '5013' } })).data.status).toBe(6);
    const guide = (await call('GET /api/vat-declare/:id(\\d+)/payment-guide', { token: agent, params: { id: '5013' } })).data;
    expect(guide.guideInput).toMatchObject({ amount: '419.15', dueDate: row.dueDate });
    storeFile({ key: 'upload/2/proof.pdf', name: 'proof.pdf', mime: 'application/pdf', data: Buffer.from('%PDF-1.4'), ownerId: 2 });
    const pay = (amount: string) => call('POST /api/vat-declare/:id(\\d+)/payment', { token: agent, params: { id: '5013' }, body: { paidOn: '2026-11-01', amount, proof: { key: 'upload/2/proof.pdf', name: 'proof.pdf' } } });
    expect(await pay('415.00')).toMatchObject({ success: false, errorCode: 'AMOUNT_MISMATCH' });
    expect((await pay('419.15')).data.status).toBe(8);
  });

  it('the Netherlands: the filed return’s amount due in whole euros', () => {
    expect(byId(5010).amount).toMatch(/^\d+\.00$/);
  });
});
