/**
 * Identifier rules (src/core/rules/vat.ts, bank.ts) against real numbers: VAT numbers with their
 * check digits (jsvat), IBAN and BIC (ibantools).
 */
import fs from 'fs';
import path from 'path';
import { checkBic, checkIban, formatIban, isValidBic, isValidIban, normalizeIban } from '@/core/rules/bank';
import { checkVatNumber, isValidVatNumber, normalizeVatNumber, VAT_CHECKED_COUNTRIES, VAT_NUMBER_EXAMPLES, vatNumberBody, vatPrefix, withVatPrefix } from '@/core/rules/vat';
import zh from '@/locales/zh-CN/common';
import en from '@/locales/en-US/common';

describe('isValidVatNumber (check digits)', () => {
  it.each([
    // HMRC's documented example and other public registrations.
    ['GB', 'GB980780684'],
    ['GB', '980780684'],
    ['GB', 'gb 980 780 684'],
    ['GB', 'GB980780684001'],
    ['GB', 'GBGD001'],
    ['GB', 'HA500'],
    ['XI', 'XI980780684'],
    ['DE', 'DE136695976'],
    ['DE', 'DE322467841'],
    ['FR', 'FR40303265045'],
    ['FR', 'FR93853250439'],
    ['IT', 'IT00743110157'],
    ['IT', 'IT00247479991'],
    ['ES', 'ESA28015865'],
    ['ES', 'ESN0012345E'],
    ['PL', 'PL5260250995'],
    ['CZ', 'CZ25123891'],
    ['NL', 'NL004495445B01'],
    ['AT', 'ATU13585627'],
    ['SE', 'SE556188840401'],
    ['BE', 'BE0411905847'],
    ['IE', 'IE6388047V'],
    ['GR', 'EL094259216'],
  ])('%s %s is valid', (country, v) => expect(isValidVatNumber(country, v)).toBe(true));

  it.each([
    ['GB', 'GB123456789', 'well formed, wrong check digits'],
    ['GB', 'GB980780685', 'last digit changed'],
    ['GB', 'GB12345', 'too short'],
    ['GB', 'DE136695976', "another country's prefix"],
    ['GB', 'XI980780684', 'Northern Ireland prefix for GB'],
    ['DE', 'DE136695977', 'last digit changed'],
    ['DE', '32246784', 'too short'],
    ['FR', 'FR40303265046', 'last digit changed'],
    ['IT', 'IT00743110158', 'last digit changed'],
    ['NL', 'NL123456789B01', 'wrong check digit'],
    ['AT', 'ATU12345678', 'wrong check digit'],
    ['BE', 'BE0897221791', 'wrong check digits'],
    ['GB', '', 'empty'],
  ])('%s %s is refused (%s)', (country, v) => expect(isValidVatNumber(country, v)).toBe(false));

  it('refuses non-strings and a missing country', () => {
    expect(isValidVatNumber('GB', undefined)).toBe(false);
    expect(isValidVatNumber('GB', 980780684)).toBe(false);
    expect(isValidVatNumber('', 'GB980780684')).toBe(false);
  });

  it('checks the format only where jsvat has no checksum (e.g. US, JP)', () => {
    expect(VAT_CHECKED_COUNTRIES).toEqual(expect.arrayContaining(['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'AT', 'SE', 'BE', 'IE', 'XI']));
    expect(VAT_CHECKED_COUNTRIES).not.toContain('US');
    expect(isValidVatNumber('JP', 'T1234567890123')).toBe(true);
    expect(isValidVatNumber('US', '12-3456789')).toBe(true);
    expect(isValidVatNumber('US', '1')).toBe(false);
  });

  it('every example is valid, with and without its prefix', () => {
    for (const [country, v] of Object.entries(VAT_NUMBER_EXAMPLES)) {
      expect(isValidVatNumber(country, v)).toBe(true);
      expect(isValidVatNumber(country, v.slice(vatPrefix(country).length))).toBe(true);
    }
  });

  it('prefix helpers', () => {
    expect(vatPrefix('gr')).toBe('EL');
    expect(vatPrefix('CH')).toBe('CHE');
    expect(vatPrefix('DE')).toBe('DE');
    expect(normalizeVatNumber(' de-136.695/976 ')).toBe('DE136695976');
    expect(vatNumberBody('GB', 'GB980780684')).toBe('980780684');
    expect(vatNumberBody('GB', 'DE136695976')).toBeNull();
    expect(vatNumberBody('ES', 'X1234567L')).toBe('X1234567L');
    expect(withVatPrefix('GB', '980 780 684')).toBe('GB980780684');
    expect(withVatPrefix('GR', '094259216')).toBe('EL094259216');
  });

  it('checkVatNumber: optional by default, required on demand, with locale keys in both languages', () => {
    expect(checkVatNumber('GB', '')).toBeNull();
    expect(checkVatNumber('GB', '', { required: true })).toBe('rule.vatNumber.required');
    expect(checkVatNumber('GB', 'GB123456789')).toBe('rule.vatNumber.invalid');
    expect(checkVatNumber('GB', 'GB980780684')).toBeNull();
    expect((zh as Record<string, string>)['rule.vatNumber.invalid']).toBe('请检查 VAT 税号格式是否正确');
    expect((en as Record<string, string>)['rule.vatNumber.invalid']).toBeTruthy();
  });
});

describe('IBAN and BIC', () => {
  it.each(['DE89 3704 0044 0532 0130 00', 'GB29 NWBK 6016 1331 9268 19', 'gb29nwbk60161331926819', 'CZ65 0800 0000 1920 0014 5399', 'FR14 2004 1010 0505 0001 3M02 606'])(
    'valid IBAN %s',
    (v) => expect(isValidIban(v)).toBe(true),
  );

  it.each(['GB29 NWBK 6016 1331 9268 18', 'DE89 3704 0044 0532 0130 0', 'XX89 3704 0044 0532 0130 00', '', 'DE89370400440532013000X'])('invalid IBAN %p', (v) =>
    expect(isValidIban(v)).toBe(false),
  );

  it('normalises and formats', () => {
    expect(normalizeIban('de89 3704-0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('BIC: 8 or 11 characters of a known country', () => {
    expect(isValidBic('DEUTDEFF')).toBe(true);
    expect(isValidBic('NWBKGB2L')).toBe(true);
    expect(isValidBic('deutdeff500')).toBe(true);
    expect(isValidBic('DEUTXXFF')).toBe(false);
    expect(isValidBic('DEUT')).toBe(false);
    expect(isValidBic(null)).toBe(false);
  });

  it('rules return locale keys present in both languages', () => {
    expect(checkIban('')).toBeNull();
    expect(checkIban('', { required: true })).toBe('rule.iban.required');
    expect(checkIban('GB29 NWBK 6016 1331 9268 18')).toBe('rule.iban.invalid');
    expect(checkIban('GB29 NWBK 6016 1331 9268 19')).toBeNull();
    expect(checkBic('x')).toBe('rule.bic.invalid');
    expect(checkBic(' ', { required: true })).toBe('rule.bic.required');
    for (const k of ['rule.iban.required', 'rule.iban.invalid', 'rule.bic.required', 'rule.bic.invalid', 'rule.vatNumber.required']) {
      expect((zh as Record<string, string>)[k]).toBeTruthy();
      expect((en as Record<string, string>)[k]).toBeTruthy();
    }
  });
});

describe('src/core imports only relative paths (the mock imports it from Node)', () => {
  it('has no @/ import', () => {
    const root = path.resolve(__dirname, '../../../src/core');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && /^\s*(import|export)\b[^;]*?from\s+['"]@\//m.test(fs.readFileSync(p, 'utf8'))) offenders.push(path.relative(root, p));
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
