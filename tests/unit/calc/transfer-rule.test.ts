/**
 * Issue #32: the seller's transfer tax-point rule (VAT Directive Art. 69) is a per-seller choice kept
 * with its VAT records in the mock: the form's choice travels in the basic data (`transferInvoice`),
 * `POST /api/calculate-tax` stores it on every VAT record of the seller, a later calculation without
 * one uses the stored choice, `GET /api/calculate-tax/transfer-rule` answers it for the form; the CLI
 * arguments of the same basic data carry it. Warning titles never show a raw code.
 */
import fs from 'fs';
import calcMock from '../../../mock/calc';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { calcSeller } from '../../../mock/_store/calc';
import { sellerTransferInvoice, setSellerTransferInvoice, vatTaxStore } from '../../../mock/_store/vat-tax';
import { toCliArgs, toVatOptions, type CalcBasicData } from '@/core/calc/model';
import { warningTitle } from '@/components/CalcResult/labels';
import { parseArgs } from '../../../scripts/vat';
import { fixture } from '../../fixtures';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (route: string, input: MockCallInput = {}) => callRoute(calcMock as unknown as Record<string, unknown>, route, input);
const FILE = fixture('vat/fr_seller_mar_2025_transfers_vtr.csv');

/** A March 2025 FR calculation of the hand-made report with four SK→FR transfers (tests/fixtures/vat). */
const basic: CalcBasicData = {
  countryCode: { key: 'FR', text: '法国' },
  taxPeriodType: 'month',
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  countries: ['SK'],
  saleFiles: [{ key: 'report/1/fr.csv', name: 'fr.csv', size: 1 }],
};

async function finished(token: string, id: number) {
  for (let i = 0; i < 150; i++) {
    const r = await call('GET /api/calculate-tax/:id(\\d+)', { token, params: { id: String(id) } });
    if (r.body.data.status === 'done' || r.body.data.status === 'failed') return r.body.data;
    await new Promise<void>((res) => {
      setTimeout(res, 100);
    });
  }
  throw new Error('the calculation did not finish');
}

let token: string;
beforeEach(() => {
  resetStore();
  token = issueToken(1);
  const data = fs.readFileSync(FILE);
  db().files.set('report/1/fr.csv', { key: 'report/1/fr.csv', name: 'fr.csv', size: data.length, mime: 'text/plain', data, ownerId: 1, createdAt: '' });
});

describe('the basic data and the CLI', () => {
  it('passes the Art. 69 choice to the engine and to the CLI arguments; the default adds nothing', () => {
    expect(toVatOptions(basic).transferInvoice).toBeUndefined();
    expect(toCliArgs(basic)).not.toContain('--transfer-invoice');
    const art69 = { ...basic, transferInvoice: 'none' as const };
    expect(toVatOptions(art69).transferInvoice).toBe('none');
    expect(parseArgs([...toCliArgs(art69), 'a.csv']).options.transferInvoice).toBe('none');
  });
});

describe('the seller\'s choice kept with its VAT records (mock)', () => {
  it('defaults to the transfer day; a choice is stored on every record of the seller and no other', () => {
    expect(sellerTransferInvoice(1)).toBe('sameDay');
    const own = vatTaxStore().numbers.filter((r) => r.userId === 1);
    expect(own.length).toBeGreaterThan(1);
    expect(setSellerTransferInvoice(1, 'none', '张伟')).toBe(own.length);
    expect(own.every((r) => r.transferInvoice === 'none')).toBe(true);
    expect(vatTaxStore().numbers.filter((r) => r.userId !== 1).some((r) => r.transferInvoice === 'none')).toBe(false);
    expect(sellerTransferInvoice(1)).toBe('none');
    expect(sellerTransferInvoice(3)).toBe('sameDay');
    // back to the default: the field is cleared
    setSellerTransferInvoice(1, 'sameDay', '张伟');
    expect(own.some((r) => 'transferInvoice' in r)).toBe(false);
  });

  it('finds the seller by VAT number among an agent\'s clients, else the caller', () => {
    const client = vatTaxStore().numbers.find((r) => r.userId === 3)!;
    expect(calcSeller({ vatNumber: client.vatNumber }, [2, 3, 4, 5], 2)).toBe(3);
    expect(calcSeller({ companyName: client.companyName }, [2, 3, 4, 5], 2)).toBe(3);
    expect(calcSeller({ vatNumber: 'FR00000000000' }, [2, 3, 4, 5], 2)).toBe(2);
  });

  it('a calculation with the Art. 69 choice stores it; the next one without a choice uses it; the form reads it back', async () => {
    const first = await call('POST /api/calculate-tax', { token, body: { ...basic, transferInvoice: 'none' } });
    expect(first.body.success).toBe(true);
    expect(sellerTransferInvoice(1)).toBe('none');
    const a = await finished(token, first.body.data.id);
    expect(a.status).toBe('done');
    expect(a.result.transferRule.invoice).toBe('none');
    // the four transfers of 4–28 March: tax point in April, carried forward to it, the missing cost still reported
    expect(a.result.outOfPeriod.rowCount).toBe(0);
    expect([a.result.carriedForward.reason, a.result.carriedForward.rowCount]).toEqual(['TAX_POINT_AFTER_PERIOD', 4]);
    expect(a.result.errors.map((e: { code: string }) => e.code)).toContain('MOVEMENT_WITHOUT_COST');
    expect(a.result.reconciliation.balanced).toBe(true);

    const second = await call('POST /api/calculate-tax', { token, body: basic });
    const b = await finished(token, second.body.data.id);
    expect(b.basic.transferInvoice).toBe('none');
    expect(b.result.transferRule.invoice).toBe('none');
    expect((await call('GET /api/calculate-tax/transfer-rule', { token, query: {} })).body.data).toEqual({ transferInvoice: 'none' });

    // switched back on the form: the transfers are March's again
    const third = await call('POST /api/calculate-tax', { token, body: { ...basic, transferInvoice: 'sameDay' } });
    const c = await finished(token, third.body.data.id);
    expect(c.result.transferRule.invoice).toBe('sameDay');
    expect(c.result.outOfPeriod.rowCount).toBe(0);
    expect(sellerTransferInvoice(1)).toBe('sameDay');
  });
});

describe('warning titles', () => {
  it('a title the locale lacks (umi renders the key) or a bare code reads 其他提示, never the code', () => {
    const zh: Record<string, string> = { 'calc.warn.PERIOD_MISMATCH': '税期不符', 'calc.warn.other': '其他提示', 'calc.warn.RAW': 'OSS_NOT_REGISTERED' };
    const t = (id: string) => zh[id] ?? id;
    expect(warningTitle(t, 'calc.warn.PERIOD_MISMATCH')).toBe('税期不符');
    expect(warningTitle(t, 'calc.warn.NEW_CODE')).toBe('其他提示');
    expect(warningTitle(t, 'calc.warn.RAW')).toBe('其他提示');
  });
});
