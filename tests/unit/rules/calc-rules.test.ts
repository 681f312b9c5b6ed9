/** Rules of the tax calculation's basic data (src/core/rules/calc.ts) and the one antd adapter (src/core/rules/index.ts). */
import { firstFailure, isBlankValue, requiredRule, revalidate, toAntdRule } from '@/core/rules';
import { checkAmount, checkCalcCountry, checkCalcVatNumber, checkEndDate, checkOssFrom, checkSaleFiles, checkStartDate } from '@/core/rules/calc';
import zhCalc from '@/locales/zh-CN/calc';
import enCalc from '@/locales/en-US/calc';

describe('calc rules (spec §5 messages)', () => {
  it('country, dates, files', () => {
    expect(checkCalcCountry('')).toBe('calc.rule.countryCode');
    expect(checkCalcCountry('GB')).toBeNull();
    expect(checkStartDate(undefined)).toBe('calc.rule.startDate');
    expect(checkStartDate('2025-01-01')).toBeNull();
    expect(checkStartDate('2025/01/01')).toBe('calc.rule.startDate');
    expect(checkEndDate(undefined, '2025-01-01')).toBe('calc.rule.endDate');
    expect(checkEndDate('2025-03-31', '2025-01-01')).toBeNull();
    expect(checkEndDate('2025-03-31', '2025-04-01')).toBe('calc.rule.startAfterEnd');
    expect(checkEndDate('2025-03-31', undefined)).toBeNull();
    expect(checkSaleFiles([])).toBe('calc.rule.saleFiles');
    expect(checkSaleFiles(undefined)).toBe('calc.rule.saleFiles');
    expect(checkSaleFiles([{ key: 'k' }])).toBeNull();
    expect(checkOssFrom('2021-07-01')).toBeNull();
    expect(checkOssFrom(undefined)).toBe('calc.rule.ossFrom');
  });

  it('VAT number: optional, check digits of the chosen country', () => {
    expect(checkCalcVatNumber('GB', undefined)).toBeNull();
    expect(checkCalcVatNumber('GB', 'GB12')).toBe('rule.vatNumber.invalid');
    expect(checkCalcVatNumber('GB', 'GB123456789')).toBe('rule.vatNumber.invalid');
    expect(checkCalcVatNumber('GB', 'GB980780684')).toBeNull();
    expect(checkCalcVatNumber('DE', 'GB980780684')).toBe('rule.vatNumber.invalid');
  });

  it('amounts: digits with at most two decimals', () => {
    expect(checkAmount('12')).toBeNull();
    expect(checkAmount('12.30')).toBeNull();
    expect(checkAmount(' 0.5 ')).toBeNull();
    expect(checkAmount('12.345')).toBe('calc.rule.amount');
    expect(checkAmount('-1')).toBe('calc.rule.amount');
    expect(checkAmount('')).toBe('calc.rule.amount');
  });

  it('every calc.rule key has its zh-CN text (the spec §5 wording) and an English one', () => {
    const zh = zhCalc as Record<string, string>;
    const en = enCalc as Record<string, string>;
    expect(zh['calc.rule.startDate']).toBe('未选择税期开始日期');
    expect(zh['calc.rule.endDate']).toBe('未选择税期结束日期');
    expect(zh['calc.rule.saleFiles']).toBe('未上传亚马逊销售报告（VAT Transaction Report）文件');
    for (const k of Object.keys(zh).filter((x) => x.startsWith('calc.rule.'))) expect(en[k]).toBeTruthy();
  });
});

describe('rule helpers and the antd adapter', () => {
  const t = (k: string) => `「${k}」`;

  it('toAntdRule resolves for null and rejects with the translated key', async () => {
    const rule = toAntdRule(checkAmount, t);
    await expect(rule.validator({}, '1.00')).resolves.toBeUndefined();
    await expect(rule.validator({}, 'x')).rejects.toThrow('「calc.rule.amount」');
    expect(rule.required).toBeUndefined();
    expect(toAntdRule(checkAmount, t, { required: true }).required).toBe(true);
  });

  it('isBlankValue, requiredRule, firstFailure', () => {
    expect([undefined, null, '', '  ', []].every(isBlankValue)).toBe(true);
    expect([0, false, 'a', [1]].some(isBlankValue)).toBe(false);
    expect(requiredRule('k')(' ')).toBe('k');
    expect(requiredRule('k')('a')).toBeNull();
    expect(firstFailure(null, 'a', 'b')).toBe('a');
    expect(firstFailure(null, null)).toBeNull();
  });
});

describe('revalidate', () => {
  it('runs the named fields’ rules again and leaves a failure to the fields (no unhandled rejection)', async () => {
    const asked: string[][] = [];
    let rejected = false;
    const form = {
      validateFields: (names: string[]) => {
        asked.push(names);
        const p = Promise.reject(new Error('VAT 号格式不正确'));
        p.catch(() => {
          rejected = true;
        });
        return p;
      },
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    const names = ['vatNumber'];
    revalidate(form, names);
    await new Promise<void>((r) => {
      setTimeout(r, 10);
    });
    process.off('unhandledRejection', onUnhandled);
    expect(asked).toEqual([['vatNumber']]);
    expect(asked[0]).not.toBe(names);
    expect(rejected).toBe(true);
    expect(unhandled).toEqual([]);
  });
});
