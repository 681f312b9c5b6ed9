/**
 * Payment references by country (src/core/declare/payment.ts) against known examples: HMRC's VRN
 * as reference, the Czech variable symbol, the Dutch betalingskenmerk's published vectors
 * (domain-facts §F.2), the ES NRC shape, SE OCR, IT F24 codes, the FR surcharge; plus the MTD box
 * rules the declaration reuses from the engine (src/core/vat/checks.ts) and due dates.
 */
import {
  checkNlReference,
  formatIban,
  isPlNip,
  plMicroAccount,
  czVariableSymbol,
  formatNlReference,
  frManualTransferSurcharge,
  gbPaymentReference,
  isEsNrc,
  isSeOcr,
  itCausale,
  itTaxCode,
  nlCheckDigit,
  nlIssuedReference,
  nlParts,
  nlPeriodCode,
  paymentGuide,
} from '@/core/declare/payment';
import { isValidIBAN } from 'ibantools';
import { checkUkReturn } from '@/core/vat';
import { dueDate } from '@/core/vat-tax/periods';

describe('GB', () => {
  it('the reference is the 9-digit VRN without GB or spaces', () => {
    expect(gbPaymentReference('GB980780684')).toBe('980780684');
    expect(gbPaymentReference('GB 980 7806 84')).toBe('980780684');
    expect(gbPaymentReference('980780684000')).toBe('980780684');
    expect(gbPaymentReference('GB98078068')).toBeNull();
    expect(gbPaymentReference('DE123456789')).toBeNull();
  });
  it('the guide quotes it and marks the conflicting overseas IBAN as unverified', () => {
    const g = paymentGuide({ country: 'GB', vatNumber: 'GB980780684', localTaxNumber: '', periodStart: '2026-07-01', periodEnd: '2026-09-30', frequency: 'quarterly', amount: '1520.40', currency: 'GBP', dueDate: '2026-11-07' });
    expect(g.reference).toBe('980780684');
    expect(g.lines.find((l) => l.key === 'declare.guide.reference')?.value).toBe('980780684');
    expect(g.lines.find((l) => l.key === 'declare.guide.iban')?.unverified).toBe(true);
    expect(g.lines.find((l) => l.key === 'declare.guide.account')?.unverified).toBeUndefined();
  });
});

describe('CZ', () => {
  it('the variable symbol is the DIČ without CZ', () => {
    expect(czVariableSymbol('CZ12345679')).toBe('12345679');
    expect(czVariableSymbol('cz 7103192745')).toBe('7103192745');
    expect(czVariableSymbol('CZ1234')).toBeNull();
    const g = paymentGuide({ country: 'CZ', vatNumber: 'CZ12345679', localTaxNumber: '12345679', periodStart: '2026-09-01', periodEnd: '2026-09-30', frequency: 'monthly', amount: '10500.00', currency: 'CZK', dueDate: '2026-10-25' });
    expect(g.reference).toBe('12345679');
    expect(g.lines.find((l) => l.key === 'declare.guide.constantSymbol')?.value).toBe('1148');
  });
});

describe('NL betalingskenmerk', () => {
  const parts = { ...nlParts('NL001041149B01')!, year: 2023, periodStart: '2023-04-01', frequency: 'quarterly' as const };

  it('period codes: year 00, months 01-12, quarters 21/24/27/30', () => {
    expect(nlPeriodCode('2023-01-01', 'annual')).toBe('00');
    expect(nlPeriodCode('2012-08-01', 'monthly')).toBe('08');
    expect(['2023-01-01', '2023-04-01', '2023-07-01', '2023-10-01'].map((d) => nlPeriodCode(d, 'quarterly'))).toEqual(['21', '24', '27', '30']);
  });

  it('reproduces the published vectors (OB 001041149B01: 2023 Q2, 2012 August)', () => {
    expect(nlIssuedReference(parts)).toBe('4001041141301240');
    expect(formatNlReference(nlIssuedReference(parts))).toBe('4001.0411.4130.1240');
    expect(nlIssuedReference({ ...parts, year: 2012, periodStart: '2012-08-01', frequency: 'monthly' })).toBe('2001041141201080');
    expect(nlCheckDigit('001041141301240')).toBe(4);
  });

  it('checks a reference against the tax number, year and period', () => {
    expect(checkNlReference('4001.0411.4130.1240', parts)).toEqual([]);
    expect(checkNlReference('5001041141301240', parts)).toEqual(['declare.nlRef.check']);
    // the same reference for another period, another year, another number, a naheffing (type 5)
    expect(checkNlReference('4001041141301240', { ...parts, periodStart: '2023-07-01' })).toContain('declare.nlRef.period');
    expect(checkNlReference('4001041141301240', { ...parts, year: 2024 })).toContain('declare.nlRef.year');
    expect(checkNlReference('4001041141301240', { ...parts, rsin: '123456782' })).toContain('declare.nlRef.rsin');
    const naheffing = `${nlCheckDigit('001041145301240')}001041145301240`;
    expect(checkNlReference(naheffing, parts)).toEqual(['declare.nlRef.taxType']);
    expect(checkNlReference('40010411413012', parts)).toEqual(['declare.nlRef.length']);
  });

  it('the guide shows the issued reference as 4×4 digits, never one of its own', () => {
    const base = { country: 'NL', vatNumber: 'NL001041149B01', localTaxNumber: '', periodStart: '2023-04-01', periodEnd: '2023-06-30', frequency: 'quarterly' as const, amount: '10.00', currency: 'EUR', dueDate: '2023-08-31' };
    expect(paymentGuide(base).reference).toBe('');
    expect(paymentGuide({ ...base, issuedReference: '4001041141301240' }).lines.find((l) => l.key === 'declare.guide.reference')?.value).toBe('4001.0411.4130.1240');
  });
});

describe('ES, SE, IT, FR', () => {
  it('NRC: 22 alphanumeric characters', () => {
    expect(isEsNrc('0123456789ABCDEF012345')).toBe(true);
    expect(isEsNrc('0123456789ABCDEF01234')).toBe(false);
    expect(isEsNrc('0123456789ABCDEF01234-')).toBe(false);
  });
  it('SE OCR: Luhn', () => {
    expect(isSeOcr('16556000001')).toBe(false);
    expect(isSeOcr('1655600000')).toBe(false);
    expect(isSeOcr('79927398713')).toBe(true);
  });
  it('gives the F24 codes and the reason of a payment from abroad', () => {
    expect(itTaxCode('2026-03-01', 'monthly')).toBe('6003');
    expect(itTaxCode('2026-12-01', 'monthly')).toBe('6012');
    expect(itTaxCode('2026-04-01', 'quarterly')).toBe('6032');
    expect(itTaxCode('2026-10-01', 'quarterly')).toBe('6099');
    expect(itCausale('IT12345678903', '2026-04-01', '2026-06-30', 'quarterly')).toBe('12345678903 6032 06/2026');
  });
  it('FR manual transfer: 1 %, at least EUR 60, decimal', () => {
    expect(frManualTransferSurcharge('1000.00')).toBe('60.00');
    expect(frManualTransferSurcharge('12345.67')).toBe('123.46');
  });
});

describe('MTD box rules (the engine’s HMRC checks, reused before submit)', () => {
  const ok = { box1: '100.00', box2: '0.00', box3: '100.00', box4: '20.00', box5: '80.00', box6: '500', box7: '100', box8: '0', box9: '0' };
  it('passes a consistent return', () => expect(checkUkReturn(ok)).toEqual([]));
  it('VAT_TOTAL_VALUE: box 3 ≠ box 1 + box 2', () => expect(checkUkReturn({ ...ok, box3: '100.01', box5: '80.01' }).map((c) => c.code)).toEqual(['VAT_TOTAL_VALUE']));
  it('VAT_NET_VALUE: box 5 ≠ |box 3 − box 4|', () => expect(checkUkReturn({ ...ok, box5: '79.99' }).map((c) => c.code)).toEqual(['VAT_NET_VALUE']));
  it('boxes 6–9 whole pounds', () => expect(checkUkReturn({ ...ok, box6: '500.50' }).map((c) => c.code)).toEqual(['INVALID_MONETARY_AMOUNT']));
});

describe('due dates of src/core/vat-tax/periods.ts', () => {
  it('by country for the periods the workspace declares', () => {
    expect(dueDate('GB', { start: '2026-07-01', end: '2026-09-30' }, 'quarterly')).toBe('2026-11-07');
    expect(dueDate('DE', { start: '2026-10-01', end: '2026-10-31' }, 'monthly')).toBe('2026-11-10');
    expect(dueDate('NL', { start: '2026-07-01', end: '2026-09-30' }, 'quarterly')).toBe('2026-11-30');
    expect(dueDate('CZ', { start: '2026-10-01', end: '2026-10-31' }, 'monthly')).toBe('2026-11-25');
  });
});

describe('PL individual tax micro-account', () => {
  // test vector: NIP 7831916366 → PL56 1010 0071 2222 7831 9163 6600 (a public repository's tests; secondary)
  it('builds PL + check digits + 1010 0071 + 222 + 2 + NIP + 00 with valid IBAN check digits', () => {
    expect(plMicroAccount('7831916366')).toBe('PL56101000712222783191636600');
    expect(plMicroAccount('PL 783-191-63-66')).toBe('PL56101000712222783191636600');
    expect(formatIban('PL56101000712222783191636600')).toBe('PL56 1010 0071 2222 7831 9163 6600');
    expect(isValidIBAN(plMicroAccount('5260250274')!)).toBe(true);
  });
  it('refuses what is not a NIP (wrong check digit, length, zeros)', () => {
    expect(isPlNip('7831916366')).toBe(true);
    expect(isPlNip('7831916367')).toBe(false);
    expect(isPlNip('123')).toBe(false);
    expect(isPlNip('0000000000')).toBe(false);
    expect(plMicroAccount('7831916367')).toBeNull();
  });
  it('the guide gives the micro-account as the reference, from the local NIP or the PL VAT number', () => {
    const base = { country: 'PL', periodStart: '2025-03-01', periodEnd: '2025-03-31', frequency: 'monthly' as const, amount: '100.00', currency: 'PLN', dueDate: '2025-04-25' };
    const g = paymentGuide({ ...base, vatNumber: 'PL7831916366', localTaxNumber: '' });
    expect(g.reference).toBe('PL56101000712222783191636600');
    expect(g.lines.find((l) => l.key === 'declare.guide.microAccount')?.value).toBe('PL56 1010 0071 2222 7831 9163 6600');
    expect(g.lines.find((l) => l.key === 'declare.guide.nip')?.value).toBe('7831916366');
    const bad = paymentGuide({ ...base, vatNumber: 'PL1234567890', localTaxNumber: '' });
    expect(bad.reference).toBe('');
    expect(bad.notes).toContain('declare.guide.note.PLnoNip');
  });
});
