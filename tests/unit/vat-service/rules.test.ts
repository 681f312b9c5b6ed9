import dayjs from 'dayjs';
/**
 * The VAT service rules (src/core/vat-service; spec §5, §9, domain-facts §B): annual report windows,
 * next-year option, empty flags, legal-person query normalisation and result keys, default codes and
 * dates, Japanese corporate number, fiscal representatives, field sets, fees.
 */
import {
  checkCountries,
  checkFiscalRep,
  checkJpCorporateNumber,
  checkLegalCertNumber,
  checkPassportExpiry,
  checkRegisterNumber,
  checkTransferVatNumber,
  datePeriodOptions,
  declareTypeOptions,
  defaultRegisterInfo,
  defaultTaxDeclare,
  feeLine,
  feeLines,
  isAdditionalInfoEmpty,
  isAnnualReportOffered,
  isValidJpCorporateNumber,
  legalResultKey,
  needsFiscalRep,
  normaliseLegalQuery,
  normaliseLegalText,
  registerDocuments,
  registerFieldSet,
  shouldAutoCheckLegal,
  transferFieldSet,
  vatCountryConfig,
  VAT_REGISTER_COUNTRIES,
  VAT_SERVICE_DRAFT_TYPE,
} from '@/core/vat-service';
import { feeTotal } from '@/core/fees';
import { makeUscc } from '../../../mock/_store/common-data';

const d = (s: string) => new Date(`${s}T12:00:00`);

describe('spec §5 annual report windows', () => {
  it('Spain only before 30 January', () => {
    expect(isAnnualReportOffered('ES', d('2026-01-29'))).toBe(true);
    expect(isAnnualReportOffered('ES', d('2026-01-30'))).toBe(false);
    expect(isAnnualReportOffered('ES', d('2026-06-01'))).toBe(false);
  });
  it('Italy only before 30 April', () => {
    expect(isAnnualReportOffered('IT', d('2026-04-29'))).toBe(true);
    expect(isAnnualReportOffered('IT', d('2026-04-30'))).toBe(false);
    expect(isAnnualReportOffered('IT', d('2026-02-01'))).toBe(true);
  });
  it('other countries never offer it; the transfer declare types follow', () => {
    expect(isAnnualReportOffered('DE', d('2026-01-02'))).toBe(false);
    expect(declareTypeOptions('ES', d('2026-01-10'))).toEqual(['periodic', 'annual']);
    expect(declareTypeOptions('ES', d('2026-03-10'))).toEqual(['periodic']);
    expect(declareTypeOptions('GB', d('2026-01-10'))).toEqual(['periodic']);
  });
});

describe('spec §5 next-year option', () => {
  it('disabled when the current year + 1 is 2025, enabled otherwise', () => {
    expect(datePeriodOptions(d('2024-07-01'))[1]).toEqual({ value: 'nextYear', disabled: true });
    expect(datePeriodOptions(d('2025-07-01'))[1]).toEqual({ value: 'nextYear', disabled: false });
    expect(datePeriodOptions(d('2026-07-01'))[0]).toEqual({ value: 'thisYear', disabled: false });
  });
});

describe('spec §5 additional-information flags', () => {
  it('empty when every string is blank; a non-blank string makes them non-empty', () => {
    expect(isAdditionalInfoEmpty({})).toBe(true);
    expect(isAdditionalInfoEmpty(undefined)).toBe(true);
    expect(isAdditionalInfoEmpty({ a: '', b: '  ', c: 3, d: true })).toBe(true);
    expect(isAdditionalInfoEmpty({ a: '', b: 'x' })).toBe(false);
    expect(isAdditionalInfoEmpty({ a: '', b: 'x' }, ['a'])).toBe(true);
  });
});

describe('legal-person query (spec §5, §7)', () => {
  it('is trimmed, full-width parentheses and spaces folded', () => {
    expect(normaliseLegalText(' 深圳市 张伟（电子）有限公司 ')).toBe('深圳市张伟(电子)有限公司');
    expect(normaliseLegalText('深圳市\u3000张伟电子商务有限公司')).toBe('深圳市张伟电子商务有限公司');
    expect(normaliseLegalText('Hong  Kong\u3000Trading Ltd ')).toBe('Hong Kong Trading Ltd');
    expect(normaliseLegalQuery({ companyName: ' A（B） ', registerNumber: ' 91440300abc ', legalName: ' 张 伟 ' })).toEqual({
      companyName: 'A(B)',
      registerNumber: '91440300ABC',
      legalName: '张伟',
    });
  });
  it('runs automatically only when the three values are present', () => {
    expect(shouldAutoCheckLegal({ companyName: 'A', registerNumber: 'B', legalName: 'C' })).toBe(true);
    expect(shouldAutoCheckLegal({ companyName: 'A', registerNumber: '\u3000', legalName: 'C' })).toBe(false);
    expect(shouldAutoCheckLegal({ companyName: 'A', registerNumber: 'B' })).toBe(false);
  });
  it('maps result codes -1/0/2/3 to their messages, a pass to none', () => {
    expect([-1, 0, 2, 3, 1, 9].map(legalResultKey)).toEqual([
      'vatService.legal.code.queryFailed',
      'vatService.legal.code.creditCode',
      'vatService.legal.code.companyName',
      'vatService.legal.code.legalPerson',
      null,
      null,
    ]);
  });
});

describe('spec §9 default codes and dates', () => {
  it('declaration code 1/2/3, Japan 3', () => {
    expect(defaultTaxDeclare('JP')).toBe(3);
    for (const c of VAT_REGISTER_COUNTRIES) expect([1, 2, 3]).toContain(defaultTaxDeclare(c));
  });
  it('Japan first declare date: 28 February of next year', () => {
    expect(defaultRegisterInfo('JP', d('2026-11-23')).firstDeclareDate).toBe('2027-02-28');
    expect(defaultRegisterInfo('DE', d('2026-11-23'))).toEqual({ taxDeclare: 1, datePeriod: 'thisYear', expectValidDate: 1 });
  });
});

describe('Japanese corporate number (13 digits, check digit first)', () => {
  it('accepts real numbers and refuses a wrong check digit or length', () => {
    expect(isValidJpCorporateNumber('5835678256246')).toBe(true);
    expect(isValidJpCorporateNumber('5-8356-7825-6246')).toBe(true);
    expect(isValidJpCorporateNumber('7000012050002')).toBe(true); // 財務省
    expect(isValidJpCorporateNumber('6835678256246')).toBe(false);
    expect(checkJpCorporateNumber('')).toBe('vatService.rule.corporateNumber.required');
    expect(checkJpCorporateNumber('123')).toBe('vatService.rule.corporateNumber.format');
    expect(checkJpCorporateNumber('6835678256246')).toBe('vatService.rule.corporateNumber.check');
    expect(checkJpCorporateNumber('7000012050002')).toBeNull();
  });
});

describe('fiscal representative for a Chinese company (domain-facts §B.1)', () => {
  it('required in FR, IT, ES, PL, BE; not in DE, CZ, GB, NL', () => {
    for (const c of ['FR', 'IT', 'ES', 'PL', 'BE']) expect(needsFiscalRep(c)).toBe(true);
    for (const c of ['DE', 'CZ', 'GB', 'NL']) expect(needsFiscalRep(c)).toBe(false);
    expect(checkFiscalRep('FR', undefined)).toBe('vatService.rule.fiscalRep.required');
    expect(checkFiscalRep('FR', 'ours')).toBeNull();
    expect(checkFiscalRep('DE', undefined)).toBeNull();
  });
});

describe('identifiers at their fields', () => {
  it('credit code, ID card, passport and its expiry, transferred VAT number, countries', () => {
    expect(checkRegisterNumber(makeUscc('440300'))).toBeNull();
    const bad = makeUscc('440300');
    expect(checkRegisterNumber(bad.slice(0, 17) + (bad[17] === '0' ? '1' : '0'))).toBe('vatService.rule.registerNumber.invalid');
    expect(checkRegisterNumber(' ')).toBe('vatService.rule.registerNumber.required');
    expect(checkLegalCertNumber('idcard', '11010519491231002X')).toBeNull();
    expect(checkLegalCertNumber('idcard', '110105194912310021')).toBe('vatService.rule.idCard.invalid');
    expect(checkLegalCertNumber('passport', 'E12345678')).toBeNull();
    expect(checkPassportExpiry('2026-01-01', '2026-11-23')).toBe('vatService.rule.passport.expired');
    expect(checkPassportExpiry('2030-01-01', '2026-11-23')).toBeNull();
    // The date picker's value (a dayjs object), not only a string.
    expect(checkPassportExpiry(dayjs('2020-01-01'), '2026-11-23')).toBe('vatService.rule.passport.expired');
    expect(checkPassportExpiry(dayjs('2030-01-01'), '2026-11-23')).toBeNull();
    expect(checkPassportExpiry(new Date('2020-01-01T00:00:00Z'), '2026-11-23')).toBe('vatService.rule.passport.expired');
    expect(checkTransferVatNumber('FR', 'FR40303265045')).toBeNull();
    expect(checkTransferVatNumber('FR', 'FR41303265045')).toBe('vatService.rule.vatNumber.invalid');
    expect(checkTransferVatNumber('GB', '')).toBe('vatService.rule.vatNumber.required');
    expect(checkCountries([], [])).toBe('vatService.rule.countries.required');
    expect(checkCountries(['FR'], ['FR'])).toBe('vatService.rule.countries.both');
    expect(checkCountries(['GB', 'DE'], ['FR'])).toBeNull();
  });
});

describe('per-country field sets (spec §3)', () => {
  it('GB asks the agent e-mail, EU countries the EU VAT number, fiscal-rep countries the representative', () => {
    expect(registerFieldSet('GB')).toContain('agentEmail');
    expect(registerFieldSet('GB')).not.toContain('needEuVat');
    expect(registerFieldSet('DE')).toContain('needEuVat');
    expect(registerFieldSet('DE')).not.toContain('fiscalRepresentative');
    expect(registerFieldSet('FR')).toContain('fiscalRepresentative');
    expect(registerFieldSet('JP')).not.toContain('needEuVat');
    expect(transferFieldSet('GB')).toContain('hasGatewayAccount');
    expect(transferFieldSet('FR')).toEqual(expect.arrayContaining(['hasEuVat', 'euVatNumber', 'localVatNumber', 'serviceBeginDate', 'vatFile']));
  });
  it('documents: DE asks the tax-residence certificate, FR the representative mandate; all apostilled', () => {
    expect(registerDocuments('DE')).toContain('taxResidence');
    expect(registerDocuments('FR')).toContain('fiscalRepMandate');
    expect(registerDocuments('GB')).toContain('apostille');
    expect(vatCountryConfig('US')).toBeUndefined();
    expect(vatCountryConfig('SE')?.transferDocuments).toEqual([]);
    expect(vatCountryConfig('JP')?.firstFrequency).toBe('annual');
  });
});

describe('fees (big.js)', () => {
  it('a line is the one-off fee plus the fee per year times the years', () => {
    expect(feeLine('GB', 'register', 2)).toEqual({ key: 'GB', kind: 'register', once: '1500.00', perYear: '3600.00', years: 2, amount: '8700.00' });
    expect(feeLine('SE', 'transfer', 1)).toBeUndefined();
  });
  it('sums exactly and uses the chosen years of each country', () => {
    const lines = feeLines({
      registerCountry: ['GB', 'DE'],
      transferCountry: ['FR'],
      information: { register: { GB: { expectValidDate: 2 }, DE: { expectValidDate: 9 } }, transfer: { FR: { expectValidDate: 3 } } },
    });
    expect(lines.map((l) => [l.key, l.years, l.amount])).toEqual([
      ['GB', 2, '8700.00'],
      ['DE', 1, '7800.00'],
      ['FR', 3, '19500.00'],
    ]);
    expect(feeTotal(lines).total).toBe('36000.00');
  });
  it('the draft type is vat-service', () => expect(VAT_SERVICE_DRAFT_TYPE).toBe('vat-service'));
});
