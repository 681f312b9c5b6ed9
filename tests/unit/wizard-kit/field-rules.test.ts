/**
 * The rules of the wizard kit's field groups (issue #18): the company's credit code (check
 * character), the legal check (when it runs, how each result reads), the store URL rule (spec §5),
 * brands, product lines, the pinyin and English texts.
 */
import { usccCheckChar } from '@/core/china-ids';
import {
  checkBrandLink,
  checkBrandName,
  checkBrands,
  checkEnglishText,
  checkItems,
  checkItemQuantity,
  checkItemWeight,
  checkPinyinName,
  checkStore,
  checkStores,
  lineGrams,
} from '@/core/rules/wizard';
import { checkRegisterNumber, legalResultKey, shouldAutoCheckLegal } from '@/core/vat-service';
import zhKit from '@/locales/zh-CN/wizard-kit';
import zhVat from '@/locales/zh-CN/vat-service';

const BODY = '91440300MA5G1234'; // 16 characters + 1 below = 17 before the check character
const body17 = `${BODY}0`;
const valid = `${body17}${usccCheckChar(body17)}`;

describe('CompanyInfoFields: the unified social credit code', () => {
  it('accepts the right check character, refuses any other, and says how to fix it', () => {
    expect(checkRegisterNumber(valid)).toBeNull();
    expect(checkRegisterNumber(` ${valid.toLowerCase()} `)).toBeNull();
    const wrong = `${body17}${usccCheckChar(body17) === 'X' ? 'Y' : 'X'}`;
    expect(checkRegisterNumber(wrong)).toBe('vatService.rule.registerNumber.invalid');
    expect(checkRegisterNumber('')).toBe('vatService.rule.registerNumber.required');
    expect(zhVat['vatService.rule.registerNumber.invalid']).toMatch(/18 位代码/);
  });
});

describe('LegalPersonFields: the automatic legal check (spec §5)', () => {
  it('runs only when the company name, the credit code and the legal name are all filled', () => {
    const full = { companyName: '深圳市张伟电子有限公司', registerNumber: valid, legalName: '张伟' };
    expect(shouldAutoCheckLegal(full)).toBe(true);
    expect(shouldAutoCheckLegal({ ...full, legalName: '  ' })).toBe(false);
    expect(shouldAutoCheckLegal({ ...full, companyName: '' })).toBe(false);
    expect(shouldAutoCheckLegal({ ...full, registerNumber: undefined })).toBe(false);
  });

  it('maps -1, 0, 2, 3 to their messages and a pass to none', () => {
    expect([-1, 0, 2, 3].map((c) => zhVat[legalResultKey(c) as keyof typeof zhVat])).toEqual([
      '查询失败，请稍后重试',
      '统一社会信用代码错误',
      '公司名称不一致',
      '法人应为「{legalName}」，与上传的不一致，请重新上传',
    ]);
    expect(legalResultKey(1)).toBeNull();
    expect(legalResultKey(7)).toBeNull();
  });

  it('family and given names in pinyin', () => {
    expect(checkPinyinName('ZHANG')).toBeNull();
    expect(checkPinyinName("O'Neil-Li")).toBeNull();
    expect(checkPinyinName('张')).toBe('wizardKit.legal.pinyin.invalid');
    expect(checkEnglishText('Shenzhen Zhangwei Electronics Co., Ltd.')).toBeNull();
    expect(checkEnglishText('深圳')).toBe('wizardKit.company.en.invalid');
  });
});

describe('StoresField: names or URLs by the spec §5 URL rule', () => {
  it.each([
    ['ZW Home EU', null],
    ['https://www.amazon.de/shops/zwhome', null],
    ['amazon.co.uk/shops/zw', null],
    ['ftp://files.example.com', null],
    ['https://www.amazon.DE/shops', 'wizardKit.stores.url.invalid'],
    ['http://localhost/shop', 'wizardKit.stores.url.invalid'],
    ['www.amazon.d', 'wizardKit.stores.url.invalid'],
    ['   ', 'wizardKit.stores.name.required'],
  ])('%s → %s', (v, key) => {
    expect(checkStore(v)).toBe(key);
  });

  it('a list: at least one when required, no store twice', () => {
    expect(checkStores([], true)).toBe('wizardKit.stores.required');
    expect(checkStores([], false)).toBeNull();
    expect(checkStores([{ store: 'ZW Home' }, { store: ' zw home ' }])).toBe('wizardKit.stores.duplicate');
    expect(checkStores([{ store: 'ZW Home' }, { store: 'https://www.amazon.de/shops/zw' }])).toBeNull();
    expect(checkStores([{ store: 'ZW Home' }, { store: 'bad.url.X' }])).toBe('wizardKit.stores.url.invalid');
  });
});

describe('BrandsField', () => {
  it('a name is required and at most 100 characters; a link is optional but must be a URL', () => {
    expect(checkBrandName('Anker')).toBeNull();
    expect(checkBrandName('')).toBe('wizardKit.brands.name.required');
    expect(checkBrandName('x'.repeat(101))).toBe('wizardKit.brands.name.tooLong');
    expect(checkBrandLink('')).toBeNull();
    expect(checkBrandLink('https://www.anker.com')).toBeNull();
    expect(checkBrandLink('not a link')).toBe('wizardKit.brands.link.invalid');
  });

  it('a list: one at least, no name twice (case ignored), each row checked', () => {
    expect(checkBrands([])).toBe('wizardKit.brands.required');
    expect(checkBrands([{ brandName: 'Anker' }, { brandName: 'ANKER ' }])).toBe('wizardKit.brands.duplicate');
    expect(checkBrands([{ brandName: 'Anker', link: 'x' }])).toBe('wizardKit.brands.link.invalid');
    expect(checkBrands([{ brandName: 'Anker', link: 'https://www.anker.com' }, { brandName: 'Eufy' }])).toBeNull();
    expect(zhKit['wizardKit.brands.duplicate']).toBe('品牌名称重复了，请删除重复的一行');
  });
});

describe('ItemTableField', () => {
  const line = { id: '1', name: '纸箱', category: 'paper' as const, weight: '0.25', unit: 'kg' as const, quantity: '4' };
  it('weight > 0 with at most 3 decimals; quantity a whole number 1–99,999,999', () => {
    expect(checkItemWeight('0.125')).toBeNull();
    expect(checkItemWeight(12)).toBeNull();
    expect(checkItemWeight('0')).toBe('wizardKit.items.weight.invalid');
    expect(checkItemWeight('1.2345')).toBe('wizardKit.items.weight.invalid');
    expect(checkItemWeight('-1')).toBe('wizardKit.items.weight.invalid');
    expect(checkItemQuantity('1')).toBeNull();
    expect(checkItemQuantity('99999999')).toBeNull();
    expect(checkItemQuantity('100000000')).toBe('wizardKit.items.quantity.invalid');
    expect(checkItemQuantity('1.5')).toBe('wizardKit.items.quantity.invalid');
    expect(checkItemQuantity('0')).toBe('wizardKit.items.quantity.invalid');
  });

  it('the lines: at least one, the first bad field of the first bad line, weight totals in grams', () => {
    expect(checkItems([])).toBe('wizardKit.items.required');
    expect(checkItems([line])).toBeNull();
    expect(checkItems([line, { ...line, id: '2', name: '' }])).toBe('wizardKit.items.name.required');
    expect(checkItems([{ ...line, category: undefined }])).toBe('wizardKit.items.category.required');
    expect(checkItems([{ ...line, quantity: 0 }])).toBe('wizardKit.items.quantity.invalid');
    expect(lineGrams(line)).toBe(1000);
    expect(lineGrams({ weight: 250, unit: 'g', quantity: 2 })).toBe(500);
  });
});
