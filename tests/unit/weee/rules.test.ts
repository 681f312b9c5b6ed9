/**
 * The WEEE number format (domain-facts D.3: "WEEE-Reg.-Nr. DE 12345678", DE + 8 digits; the bare
 * DE12345678 accepted too), the lookup's field check and the status on a day.
 */
import { checkWeeeQuery, formatWeeeNumber, normalizeWeeeNumber, weeeStatusOn } from '@/core/weee/rules';

describe('WEEE number format', () => {
  it.each([
    ['WEEE-Reg.-Nr. DE 12345678', 'DE12345678'],
    ['WEEE-Reg.-Nr. DE12345678', 'DE12345678'],
    ['weee-reg.-nr. de 12345678', 'DE12345678'],
    ['DE12345678', 'DE12345678'],
    ['  de 87654321 ', 'DE87654321'],
  ])('accepts %s as %s', (input, stored) => {
    expect(normalizeWeeeNumber(input)).toBe(stored);
    expect(checkWeeeQuery('number')(input)).toBeNull();
  });

  it.each(['DE1234567', 'DE123456789', 'FR12345678', '12345678', 'WEEE-Reg.-Nr. DE 1234567X', 'DE 1234 5678', 'ENV/2024/000000001'])('refuses %s', (input) => {
    expect(normalizeWeeeNumber(input)).toBeNull();
    expect(checkWeeeQuery('number')(input)).toBe('weee.rule.number');
  });

  it('prints the stored number as on an invoice', () => {
    expect(formatWeeeNumber('DE36178245')).toBe('WEEE-Reg.-Nr. DE 36178245');
  });

  it('brand and company need 2-60 characters; blank is refused for every kind', () => {
    expect(checkWeeeQuery('brand')('L')).toBe('weee.rule.short');
    expect(checkWeeeQuery('brand')('Lu')).toBeNull();
    expect(checkWeeeQuery('company')('x'.repeat(61))).toBe('weee.rule.long');
    for (const by of ['number', 'brand', 'company'] as const) expect(checkWeeeQuery(by)('  ')).toBe('weee.rule.required');
  });

  it('a registration expires after its last valid day; a deregistered one stays deregistered', () => {
    expect(weeeStatusOn({ validUntil: '2026-05-31' }, '2026-05-31')).toBe('registered');
    expect(weeeStatusOn({ validUntil: '2026-05-31' }, '2026-06-01')).toBe('expired');
    expect(weeeStatusOn({ validUntil: '2030-01-01', deregistered: true }, '2026-06-01')).toBe('deregistered');
  });
});
