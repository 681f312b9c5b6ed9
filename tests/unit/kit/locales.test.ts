/**
 * Locale files of the areas (src/locales/<lang>/*.ts): every key in both languages, English in
 * en-US, and the keys the screen kit and the rules use exist (a missing key would render as the key).
 */
import zhAccount from '@/locales/zh-CN/account';
import enAccount from '@/locales/en-US/account';
import zhCalc from '@/locales/zh-CN/calc';
import enCalc from '@/locales/en-US/calc';
import zhCommon from '@/locales/zh-CN/common';
import enCommon from '@/locales/en-US/common';
import zhVatTax from '@/locales/zh-CN/vat-tax';
import enVatTax from '@/locales/en-US/vat-tax';
import { CALC_STATUS, REPORT_FILE_STATUS_MAP } from '@/components/CalcResult/labels';
import { REPORT_FILE_STATUS } from '@/constants/report';
import { VAT_TAX_STATUS_MAP } from '@/core/vat-tax/types';

const AREAS: [string, Record<string, string>, Record<string, string>][] = [
  ['account', zhAccount, enAccount],
  ['calc', zhCalc, enCalc],
  ['common', zhCommon, enCommon],
  ['vatTax', zhVatTax, enVatTax],
];

describe.each(AREAS)('locale area %s', (_name, zh, en) => {
  it('has the same keys in zh-CN and en-US', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });

  it('has non-empty texts; the English ones contain no Chinese', () => {
    for (const [k, v] of Object.entries(zh)) expect([k, typeof v === 'string' && v.trim().length > 0]).toEqual([k, true]);
    for (const [k, v] of Object.entries(en)) expect([k, /[\u4e00-\u9fa5]/.test(v)]).toEqual([k, false]);
  });
});

describe('keys used by the kit exist', () => {
  const all = { ...zhAccount, ...zhCalc, ...zhCommon } as Record<string, string>;
  it.each([
    'list.loading',
    'list.empty',
    'list.emptyFiltered',
    'list.loadFailed',
    'list.retry',
    'list.export',
    'list.export.failed',
    'list.export.timeout',
    'list.export.noFile',
    'list.action.done',
    'list.action.failed',
    'list.status.unknown',
    'wizard.back',
    'wizard.next',
    'wizard.submit',
    'wizard.preview.refused',
    'wizard.submitFailedKept',
    'wizard.finished.title',
    'list.select.row',
    'rule.vatNumber.invalid',
    'calc.rule.saleFiles',
    'calc.status.done',
    'calc.upload.status.10002',
  ])('%s', (key) => expect(all[key]).toBeTruthy());
});

describe('status maps', () => {
  const zh = { ...zhCalc, ...zhCommon, ...zhVatTax } as Record<string, string>;
  const en = { ...enCalc, ...enCommon, ...enVatTax } as Record<string, string>;
  it.each([
    ['CALC_STATUS', CALC_STATUS],
    ['REPORT_FILE_STATUS_MAP', REPORT_FILE_STATUS_MAP],
    ['VAT_TAX_STATUS_MAP', VAT_TAX_STATUS_MAP],
  ] as const)('%s labels exist in both languages', (_n, map) => {
    for (const e of Object.values(map) as { label: string; color: string }[]) {
      expect(zh[e.label]).toBeTruthy();
      expect(en[e.label]).toBeTruthy();
      expect(e.color).toBeTruthy();
    }
  });

  it('the report map covers every processing code of spec §4, with its spec §4 progress colours', () => {
    expect(Object.keys(REPORT_FILE_STATUS_MAP).map(Number).sort((a, b) => a - b)).toEqual(Object.values(REPORT_FILE_STATUS).sort((a, b) => a - b));
    expect(REPORT_FILE_STATUS_MAP[REPORT_FILE_STATUS.UPLOADING].color).toBe('processing');
    expect(REPORT_FILE_STATUS_MAP[REPORT_FILE_STATUS.LOCAL_PARSING].color).toBe('success');
    expect(REPORT_FILE_STATUS_MAP[REPORT_FILE_STATUS.UPLOAD_FAILED].color).toBe('error');
  });
});
