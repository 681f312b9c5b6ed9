/**
 * The EORI area's rules (issue #23; src/core/eori): EORI formats (GB 12 or 15 digits, FR + SIREN/SIRET
 * with Luhn, EU formats), UK VRN check digits and GB + VRN + 000, UTR, postal codes, founding dates,
 * the other EU country's VAT number of a French application, and the whole-application checks.
 */
import { checkFoundDate, checkOtherEuVat, checkPostalCode, checkUtr, checkVrn, eoriFormat, eoriFromVrn, frEoriProblems, gbEoriProblems, luhnValid } from '@/core/eori';

describe('EORI formats', () => {
  it.each([
    ['GB980780684000', null],
    ['gb 980 780 684 000', null],
    ['GB837826880909874', null],
    ['XI980780684000', null],
    ['GB98078068400', 'eori.rule.eori.gb'],
    ['GB9807806840000', 'eori.rule.eori.gb'],
    ['GBABC780684000', 'eori.rule.eori.gb'],
    ['FR812345676', null],
    ['FR812345677', 'eori.rule.eori.fr'],
    ['FR81234567600012', expect.anything()],
    ['FRCN1234567890', null],
    ['DE4471230', null],
    ['DE' + '1'.repeat(16), 'eori.rule.eori.length'],
    ['US123456789', 'eori.rule.eori.prefix'],
    ['123456789', 'eori.rule.eori.prefix'],
    ['', 'eori.rule.eori.required'],
  ])('%s → %s', (input, problem) => {
    expect(eoriFormat(input).problem).toEqual(problem);
  });

  it('normalises and names the country', () => {
    expect(eoriFormat(' fr 812-345-676 ')).toEqual({ number: 'FR812345676', country: 'FR', problem: null });
  });

  it('Luhn (SIREN / SIRET) accepts the check digit and refuses a changed digit', () => {
    expect(luhnValid('812345676')).toBe(true);
    expect(luhnValid('812345675')).toBe(false);
    expect(luhnValid('73282932000074')).toBe(true);
    expect(eoriFormat('FR73282932000074').problem).toBeNull();
    expect(eoriFormat('FR73282932000075').problem).toBe('eori.rule.eori.fr');
  });
});

describe('UK VAT numbers and the EORI they give', () => {
  it('checks 9 or 12 digits with check digits (HMRC example GB980780684 passes, GB123456789 fails)', () => {
    expect(checkVrn('GB980780684')).toBeNull();
    expect(checkVrn('980 7806 84')).toBeNull();
    expect(checkVrn('980780684001')).toBeNull();
    expect(checkVrn('GB123456789')).toBe('eori.rule.vrn.check');
    expect(checkVrn('980780685')).toBe('eori.rule.vrn.check');
    expect(checkVrn('98078068')).toBe('eori.rule.vrn.format');
    expect(checkVrn('9807806841')).toBe('eori.rule.vrn.format');
    expect(checkVrn('')).toBe('eori.rule.vrn.required');
  });

  it('derives GB + VRN + 000 (HMRC EORIVAT), null for a bad VRN', () => {
    expect(eoriFromVrn('GB980780684')).toBe('GB980780684000');
    expect(eoriFromVrn('980780684001')).toBe('GB980780684001000');
    expect(eoriFromVrn('GB123456789')).toBeNull();
    expect(eoriFormat(eoriFromVrn('980780684001')).problem).toBeNull();
  });
});

describe('other identifiers', () => {
  it('UTR: 10 digits, optional trailing K', () => {
    expect(checkUtr('1234567890')).toBeNull();
    expect(checkUtr('12345 67890k')).toBeNull();
    expect(checkUtr('123456789')).toBe('eori.rule.utr.format');
    expect(checkUtr('12345678901')).toBe('eori.rule.utr.format');
    expect(checkUtr(' ')).toBe('eori.rule.utr.required');
  });

  it('postal codes by country', () => {
    expect(checkPostalCode('CN', '518057')).toBeNull();
    expect(checkPostalCode('CN', '51805')).toBe('eori.rule.postal.cn');
    expect(checkPostalCode('CN', '')).toBe('eori.rule.postal.required');
    expect(checkPostalCode('HK', '')).toBeNull();
    expect(checkPostalCode('HK', '999077')).toBe('eori.rule.postal.none');
    expect(checkPostalCode('GB', 'SW1A 1AA')).toBeNull();
    expect(checkPostalCode('GB', '12345')).toBe('eori.rule.postal.format');
  });

  it('a founding date in the future is refused', () => {
    expect(checkFoundDate('2016-03-18', '2026-11-24')).toBeNull();
    expect(checkFoundDate('2026-11-24', '2026-11-24')).toBeNull();
    expect(checkFoundDate('2026-11-25', '2026-11-24')).toBe('eori.rule.foundDate.future');
    expect(checkFoundDate('2026-02-30', '2026-11-24')).toBe('eori.rule.foundDate.invalid');
    expect(checkFoundDate(undefined, '2026-11-24')).toBe('eori.rule.foundDate.required');
  });

  it('the other EU country VAT number: an EU prefix other than FR, check digits', () => {
    expect(checkOtherEuVat('DE136695976')).toBeNull();
    expect(checkOtherEuVat('de 136 695 976')).toBeNull();
    expect(checkOtherEuVat('DE136695977')).toBe('eori.rule.otherVat.check');
    expect(checkOtherEuVat('FR40303265045')).toBe('eori.rule.otherVat.prefix');
    expect(checkOtherEuVat('GB980780684')).toBe('eori.rule.otherVat.prefix');
    expect(checkOtherEuVat('136695976')).toBe('eori.rule.otherVat.prefix');
  });
});

describe('whole applications', () => {
  const gb = {
    businessLicense: [{ key: 'eori-file/1/a.png', name: 'a.png' }],
    companyName: '深圳市张伟电子商务有限公司',
    companyNameEn: 'SHENZHEN ZHANGWEI E-COMMERCE CO., LTD.',
    companyAddressEn: 'No. 8 Gaoxin South 1st Road',
    companyCityEn: 'SHENZHEN',
    companyCountryEn: 'CHINA',
    companyPostalCode: '518057',
    companyFoundDate: '2016-03-18',
    sicCode: '47910',
    hasUtr: false,
    vatRegistered: true,
    vrn: 'GB980780684',
    vatEffectiveDate: '2024-01-01',
    contactName: '张伟',
    contactEmail: 'zhangwei@example.cn',
    contactPhone: '+86 138 0013 8000',
  };

  it('a complete UK application passes; each bad field is named with its reason', () => {
    expect(gbEoriProblems(gb, '2026-11-24')).toEqual([]);
    const bad = gbEoriProblems({ ...gb, companyNameEn: '深圳 ZHANGWEI', sicCode: '99998', vrn: 'GB123456789', hasUtr: true, utr: '12' }, '2026-11-24');
    expect(bad).toEqual([
      { field: 'companyNameEn', key: 'eori.rule.english' },
      { field: 'sicCode', key: 'eori.rule.sic.unknown' },
      { field: 'utr', key: 'eori.rule.utr.format' },
      { field: 'vrn', key: 'eori.rule.vrn.check' },
    ]);
    expect(gbEoriProblems({ ...gb, vatRegistered: false, vrn: 'junk' }, '2026-11-24')).toEqual([]);
  });

  it('a French application needs the company, the VAT certificate, the documents and the contact', () => {
    const fr = { ...gb, otherEoriVatNumber: 'DE136695976', companyAddressNumber: '8', companyZipCode: '518057' };
    expect(frEoriProblems(fr, '2026-11-24').map((p) => p.field)).toEqual(['otherEoriVatCert', 'legalIdFile']);
  });
});
