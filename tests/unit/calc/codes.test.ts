/**
 * Issue #13, plain language on the calc screens: every warning code of the engine has a title (and
 * every action key exists) in zh-CN and en-US; schemes, types, treatments and required columns have
 * their texts; the NOT_VTR message is read back into its missing columns; the reconciliation parts.
 */
import fs from 'fs';
import path from 'path';
import zhCalc from '@/locales/zh-CN/calc';
import enCalc from '@/locales/en-US/calc';
import { codeKey, parseMissingColumns, REQUIRED_REPORT_COLUMNS, SCHEME_CODES, TREATMENT_CODES, treatmentTipKey, TYPE_CODES } from '@/core/calc/codes';
import { vatError } from '@/core/vat/messages';
import type { VatWarningCode } from '@/core/vat/types';
import { reconciliationParts, warningAction } from '@/components/CalcResult/labels';

const zh = zhCalc as Record<string, string>;
const en = enCalc as Record<string, string>;

/** The warning codes of the engine, read from the `VatWarningCode` union of types.ts. */
function warningCodes(): VatWarningCode[] {
  const src = fs.readFileSync(path.resolve(__dirname, '../../../src/core/vat/types.ts'), 'utf8');
  const block = /export type VatWarningCode =([\s\S]*?);/.exec(src)![1];
  return [...block.matchAll(/\|\s*'([A-Z0-9_]+)'/g)].map((m) => m[1] as VatWarningCode);
}

describe('warnings', () => {
  const codes = warningCodes();
  it('reads the union (the new codes of issue #13 among them)', () => {
    expect(codes).toEqual(expect.arrayContaining(['EU_THRESHOLD_ASSUMED', 'EU_THRESHOLD_UNANSWERED', 'EU_THRESHOLD_EXCEEDED', 'UNCHOSEN_RETURN', 'OUT_OF_SCOPE', 'BUYER_VAT_CHECK_FAILED', 'BUYER_VAT_ENCRYPTED', 'SELLER_VAT_ENCRYPTED', 'RESPONSIBILITY_SWITCH', 'VINE_FULL_PRICE', 'REFUND_WITHOUT_SALE', 'UK_RETURN_CHECK_FAILED']));
    expect(codes.length).toBeGreaterThanOrEqual(26);
  });
  it.each(warningCodes())('%s has a Chinese title and an action whose text exists', (code) => {
    expect(zh[`calc.warn.${code}`]).toMatch(/[\u4e00-\u9fa5]/);
    expect(en[`calc.warn.${code}`]).toBeTruthy();
    const a = warningAction(code, 'SK');
    expect(zh[a.textId]).toBeTruthy();
    expect(en[a.textId]).toBeTruthy();
  });
  it('specific actions: threshold → the form, unchosen → recompute with that country, registration → that country', () => {
    expect(warningAction('EU_THRESHOLD_ASSUMED', 'FR')).toMatchObject({ textId: 'calc.result.action.threshold', href: '/user/calculate-tax' });
    expect(warningAction('UNCHOSEN_RETURN', 'DE')).toEqual({ textId: 'calc.result.unchosen.addOne', values: { country: '德国' }, recompute: ['DE'] });
    expect(warningAction('UNCHOSEN_RETURN', 'OSS').recompute).toEqual(['OSS']);
    expect(warningAction('STOCK_WITHOUT_VAT_NUMBER', 'SK')).toEqual({ textId: 'calc.result.action.registerIn', values: { country: '斯洛伐克（SK）' }, href: '/user/calculate-tax?countryCode=SK' });
    expect(warningAction('STOCK_WITHOUT_VAT_NUMBER')).toEqual({ textId: 'calc.result.action.register', href: '/user/vat/service' });
    // A register country of the VAT service opens the registration wizard with the country chosen (issue #10).
    expect(warningAction('STOCK_WITHOUT_VAT_NUMBER', 'DE')).toEqual(expect.objectContaining({ textId: 'calc.result.action.registerVia', href: '/user/vat/service?register=DE' }));
    expect(warningAction('UK_RETURN_CHECK_FAILED').textId).toBe('calc.result.action.support');
  });
});

describe('codes in plain language', () => {
  it('every scheme, type, treatment and required column has a text in both languages', () => {
    const keys = [
      ...SCHEME_CODES.map((c) => codeKey('scheme', c)),
      ...TYPE_CODES.map((c) => codeKey('type', c)),
      ...TREATMENT_CODES.map((c) => codeKey('treatment', c)),
      ...TREATMENT_CODES.map((c) => treatmentTipKey(c)),
      ...REQUIRED_REPORT_COLUMNS.map((c) => codeKey('column', c)),
    ];
    for (const k of keys) {
      expect([k, !!zh[k!], !!en[k!]]).toEqual([k, true, true]);
    }
    expect(zh['calc.scheme.CH_VOEC']).toBe('瑞士平台代收');
    expect(zh['calc.scheme.UK_VOEC-IMPORT']).toBe('英国 135 镑以下进口由平台代收');
    expect(zh['calc.treatment.T5']).toBe('T5 远程销售');
  });
  it('unknown codes have no key (shown as they are)', () => {
    expect(codeKey('scheme', 'NEW_SCHEME')).toBeNull();
    expect(codeKey('type', '')).toBeNull();
    expect(treatmentTipKey(undefined)).toBeNull();
  });
});

describe('parseMissingColumns', () => {
  it('reads the engine’s NOT_VTR message back', () => {
    const e = vatError('NOT_VTR', 'orders.csv', { detail: ['TRANSACTION_TYPE', 'QTY'].join('、') });
    expect(parseMissingColumns(e.message)).toEqual({ file: 'orders.csv', columns: ['TRANSACTION_TYPE', 'QTY'] });
    const all = vatError('NOT_VTR', 'a b（1）.csv', { detail: REQUIRED_REPORT_COLUMNS.join('、') });
    expect(parseMissingColumns(all.message)).toEqual({ file: 'a b（1）.csv', columns: [...REQUIRED_REPORT_COLUMNS] });
  });
  it('leaves other messages alone', () => {
    expect(parseMissingColumns('文件 a.csv 为空')).toBeNull();
    expect(parseMissingColumns(vatError('TOO_LARGE', 'a.zip').message)).toBeNull();
  });
});

describe('reconciliationParts', () => {
  it('one part per place, with the country named', () => {
    const parts = reconciliationParts({
      rows: 10,
      unreadable: 0,
      outOfPeriod: 1,
      inPeriod: 9,
      places: [
        { place: 'return', country: 'GB', rowCount: 5 },
        { place: 'unchosen', country: 'OSS', rowCount: 3 },
        { place: 'noVatFigure', rowCount: 1 },
      ],
      placed: 9,
      balanced: true,
    });
    expect(parts).toEqual([
      { textId: 'calc.recon.place.return', values: { country: '英国' }, rowCount: 5 },
      { textId: 'calc.recon.place.unchosen', values: { country: 'OSS 一站式申报' }, rowCount: 3 },
      { textId: 'calc.recon.place.noVatFigure', values: { country: '' }, rowCount: 1 },
    ]);
    for (const p of parts) expect(zh[p.textId]).toBeTruthy();
  });
});
