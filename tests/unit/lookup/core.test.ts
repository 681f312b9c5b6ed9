/**
 * The lookup area's core (issue #24 part A): every normalisation of a pasted list, every mapping of
 * the services' answers to the four answers, the monitoring alert rules, the retry backoff, the saved
 * filter, the list-file reader and the other countries' checks.
 */
import { fromEvatr, fromHmrc, fromVies, hmrcAddressLine, isDefinitive, withNationalRegister, type VatAnswer } from '@/core/lookup/answers';
import { filterToForm, formToFilter, formToQuery } from '@/core/lookup/filter-form';
import { linesFromRows, linesFromText, listFileProblem } from '@/core/lookup/list-file';
import { alertsOf, cleanColumns, passesFilter, retryDelayMs, sameText, type GoodSnapshot } from '@/core/lookup/monitoring';
import { numbersToCheck, parseVatLine, parseVatList, VAT_QUERY_MAX } from '@/core/lookup/normalise';
import { checkOtherNumber, otherCountry, OTHER_COUNTRIES } from '@/core/lookup/other';

describe('parseVatList: each line normalised or refused with its reason, the rest still checked', () => {
  it('cleans spaces, dots and dashes and upper-cases, noting both', () => {
    const l = parseVatLine('  de 136.695-976 ', 1);
    expect([l.vatNumber, l.prefix, l.notes, l.refused]).toEqual(['DE136695976', 'DE', ['cleaned', 'upperCased'], undefined]);
    expect(parseVatLine('DE136695976', 1).notes).toEqual([]);
  });
  it('skips and counts blank lines; line numbers are those of the text', () => {
    const r = parseVatList('\nDE136695976\n   \n\r\nGB980780684\n');
    expect(r.blank).toBe(4);
    expect(r.lines.map((l) => [l.line, l.vatNumber])).toEqual([[2, 'DE136695976'], [5, 'GB980780684']]);
  });
  it('a missing prefix: the default country first, else the only country whose rules fit, else refused', () => {
    expect(parseVatLine('136695976', 1, { defaultCountry: 'de' })).toMatchObject({ vatNumber: 'DE136695976', notes: ['prefixAdded'] });
    expect(parseVatLine('980780684', 1)).toMatchObject({ vatNumber: 'GB980780684', notes: ['prefixGuessed'] });
    // 8 digits fit several countries' rules: no guess.
    const amb = parseVatLine('12345678', 1);
    expect(amb.refused?.reason).toBe('noPrefix');
    // A default country whose rules fail gives a check-digit refusal, not a silent guess.
    expect(parseVatLine('980780684', 1, { defaultCountry: 'FR' }).refused?.reason).toBe('checkDigits');
  });
  it('Greece GR → EL (VIES spelling), XI accepted as UK rules', () => {
    expect(parseVatLine('GR094259216', 1)).toMatchObject({ vatNumber: 'EL094259216', prefix: 'EL', notes: ['greece'] });
    const xi = parseVatLine('XI980780684', 1);
    expect([xi.prefix, xi.refused]).toEqual(['XI', undefined]);
  });
  it('refuses another country’s prefix and a wrong check digit before any call, with an example', () => {
    expect(parseVatLine('NO995525828MVA', 1).refused).toEqual({ reason: 'notEuUk' });
    expect(parseVatLine('DE136695977', 1).refused).toEqual({ reason: 'checkDigits', example: 'DE136695976' });
    expect(parseVatLine('GB123456789', 1).refused?.reason).toBe('checkDigits');
  });
  it('refuses a duplicate (after normalisation) naming the first line; the first is checked', () => {
    const r = parseVatList(['DE136695976', 'de 136 695 976', 'GB980780684']);
    expect(r.lines[1].refused).toEqual({ reason: 'duplicate', duplicateOf: 1 });
    expect(numbersToCheck(r)).toEqual(['DE136695976', 'GB980780684']);
  });
  it('more than 100 numbers is too many (blank lines do not count)', () => {
    const ok = Array.from({ length: VAT_QUERY_MAX }, () => 'DE136695976').concat(['', '']);
    expect(parseVatList(ok).tooMany).toBe(false);
    expect(parseVatList([...ok, 'GB980780684']).tooMany).toBe(true);
  });
});

describe('answers: the services mapped to valid / invalid / not in VIES / could not check', () => {
  it('VIES VALID and INVALID are definitive; "---" means not given (Germany)', () => {
    expect(fromVies({ valid: true, userError: 'VALID', name: 'ACME SA', address: '1 RUE X', requestIdentifier: 'WAPI1' })).toEqual({ kind: 'valid', name: 'ACME SA', address: '1 RUE X', consultationNumber: 'WAPI1', source: 'VIES' });
    expect(fromVies({ valid: true, userError: 'VALID', name: '---', address: '---' })).toMatchObject({ kind: 'valid', name: null, address: null });
    expect(fromVies({ valid: false, userError: 'INVALID' }).kind).toBe('invalid');
  });
  it.each([
    ['MS_UNAVAILABLE', 'msUnavailable'],
    ['SERVICE_UNAVAILABLE', 'serviceUnavailable'],
    ['TIMEOUT', 'timeout'],
    ['MS_MAX_CONCURRENT_REQ', 'tooManyRequests'],
    ['MS_MAX_CONCURRENT_REQ_TIME', 'tooManyRequests'],
    ['GLOBAL_MAX_CONCURRENT_REQ', 'tooManyRequests'],
    ['GLOBAL_MAX_CONCURRENT_REQ_TIME', 'tooManyRequests'],
    ['IP_BLOCKED', 'blocked'],
    ['VAT_BLOCKED', 'blocked'],
    ['INVALID_REQUESTER_INFO', 'requester'],
    // Issue #33 / domain-facts §E.1: a checksum-valid number VIES calls INVALID_INPUT is not 无效.
    ['INVALID_INPUT', 'inputRefused'],
    ['SOMETHING_NEW', 'serviceUnavailable'],
  ])('VIES %s with valid:false is "could not check" (%s), never invalid', (code, reason) => {
    expect(fromVies({ valid: false, userError: code })).toMatchObject({ kind: 'unavailable', reason });
  });
  it('VIES HTTP 200 with actionSucceed:false is "could not check"', () => {
    expect(fromVies({ actionSucceed: false, errorWrappers: [{ error: 'MS_MAX_CONCURRENT_REQ' }] })).toMatchObject({ kind: 'unavailable', reason: 'tooManyRequests' });
    expect(fromVies({ actionSucceed: false })).toMatchObject({ kind: 'unavailable', reason: 'serviceUnavailable' });
  });
  it('HMRC: 200 valid with address line and consultation number; 404 invalid; 400 could not check (request refused); 429 rate limit; 403 requester; 500 unavailable', () => {
    const ok = fromHmrc({ status: 200, body: { target: { name: 'ACME LTD', vatNumber: '980780684', address: { line1: '1 HIGH ST', postcode: 'E1 1AA', countryCode: 'GB' } }, consultationNumber: 'ABC-DEF-123' } });
    expect(ok).toEqual({ kind: 'valid', name: 'ACME LTD', address: '1 HIGH ST, E1 1AA, GB', consultationNumber: 'ABC-DEF-123', source: 'HMRC' });
    expect(fromHmrc({ status: 404 }).kind).toBe('invalid');
    expect(fromHmrc({ status: 400 })).toMatchObject({ kind: 'unavailable', reason: 'inputRefused' });
    expect(fromHmrc({ status: 429 })).toMatchObject({ kind: 'unavailable', reason: 'rateLimit' });
    expect(fromHmrc({ status: 403 })).toMatchObject({ kind: 'unavailable', reason: 'requester' });
    expect(fromHmrc({ status: 500 })).toMatchObject({ kind: 'unavailable', reason: 'serviceUnavailable' });
    expect(fromHmrc({ status: 200 })).toMatchObject({ kind: 'unavailable' });
    expect(hmrcAddressLine(undefined)).toBeNull();
  });
  it('BZSt eVatR codes', () => {
    expect(fromEvatr({ code: 200 }).kind).toBe('valid');
    expect(fromEvatr({ code: 203, validFrom: '2027-01-01' })).toMatchObject({ kind: 'valid', validFrom: '2027-01-01' });
    expect(fromEvatr({ code: 204, validFrom: '2020-01-01', validTo: '2025-12-31' })).toMatchObject({ kind: 'valid', validTo: '2025-12-31' });
    expect(fromEvatr({ code: 201 }).kind).toBe('invalid');
    expect(fromEvatr({ code: 202 }).kind).toBe('invalid');
    expect(fromEvatr({ code: 205 })).toMatchObject({ kind: 'unavailable', reason: 'msUnavailable' });
    expect(fromEvatr({ code: 208 })).toMatchObject({ kind: 'unavailable', reason: 'tooManyRequests' });
    expect(fromEvatr({ code: 999 })).toMatchObject({ kind: 'unavailable', reason: 'serviceUnavailable' });
    expect(fromEvatr({ code: 206 })).toMatchObject({ kind: 'unavailable', reason: 'requester' });
  });
  it('an invalid VIES answer for a nationally registered number is "not valid for intra-EU trade"; nothing else changes', () => {
    const inv = fromVies({ valid: false, userError: 'INVALID' });
    expect(withNationalRegister(inv, true).kind).toBe('notInVies');
    expect(withNationalRegister(inv, false).kind).toBe('invalid');
    expect(withNationalRegister(fromVies({ userError: 'INVALID_INPUT' }), true).kind).toBe('unavailable');
    expect(withNationalRegister(fromVies({ userError: 'MS_UNAVAILABLE' }), true).kind).toBe('unavailable');
    expect([isDefinitive({ kind: 'notInVies' }), isDefinitive({ kind: 'unavailable' })]).toEqual([true, false]);
  });
});

describe('monitoring alert rules', () => {
  const today = '2026-11-24';
  const good: GoodSnapshot = { kind: 'valid', name: 'ACME S.R.L.', address: 'VIA ROMA 1, MILANO' };
  const answer = (a: Partial<VatAnswer>): VatAnswer => ({ kind: 'valid', name: 'ACME S.R.L.', address: 'VIA ROMA 1, MILANO', consultationNumber: 'W1', source: 'VIES', ...a });
  const kinds = (prev: GoodSnapshot | null, next: VatAnswer, expected?: string) => alertsOf(prev, next, expected, today).map((f) => f.kind);

  it('"could not check" raises nothing, whatever came before', () => {
    for (const reason of ['msUnavailable', 'timeout', 'tooManyRequests', 'rateLimit'] as const) {
      expect(kinds(good, answer({ kind: 'unavailable', reason, name: null, address: null }), 'OTHER NAME')).toEqual([]);
    }
  });
  it('valid → invalid is deregistered; registered-not-in-VIES → invalid too; invalid → invalid is not news', () => {
    expect(kinds(good, answer({ kind: 'invalid', name: null, address: null }))).toEqual(['deregistered']);
    expect(kinds({ ...good, kind: 'notInVies' }, answer({ kind: 'invalid', name: null, address: null }))).toEqual(['deregistered']);
    expect(kinds({ ...good, kind: 'invalid' }, answer({ kind: 'invalid', name: null, address: null }))).toEqual([]);
    expect(kinds(null, answer({ kind: 'invalid', name: null, address: null }))).toEqual([]);
  });
  it('valid → not in VIES is dropped out of VIES (not deregistered)', () => {
    expect(kinds(good, answer({ kind: 'notInVies', name: null, address: null }))).toEqual(['droppedFromVies']);
  });
  it('expired and not yet valid from the validity dates, once', () => {
    expect(kinds(good, answer({ validTo: '2026-10-31' }))).toEqual(['expired']);
    expect(kinds({ ...good, validTo: '2026-10-31' }, answer({ validTo: '2026-10-31' }))).toEqual([]);
    expect(kinds(null, answer({ validFrom: '2027-01-01' }))).toEqual(['notYetValid']);
    expect(kinds(good, answer({ validFrom: '2026-01-01' }))).toEqual([]);
  });
  it('name and address changes compare letters and digits only', () => {
    expect(kinds(good, answer({ name: 'Acme Srl', address: 'via roma 1 milano' }))).toEqual([]);
    const f = alertsOf(good, answer({ name: 'ACME GROUP S.R.L.' }), undefined, today);
    expect(f).toEqual([{ kind: 'nameChanged', before: 'ACME S.R.L.', after: 'ACME GROUP S.R.L.' }]);
    expect(kinds(good, answer({ address: 'VIA TORINO 2, MILANO' }))).toEqual(['addressChanged']);
    // Germany gives no name: no change, no mismatch.
    expect(kinds(good, answer({ name: null, address: null }), 'WHATEVER GMBH')).toEqual([]);
    expect(sameText('Müller GmbH', 'MÜLLER GMBH')).toBe(true);
  });
  it('a name mismatch with what the user expects, raised when it is new', () => {
    expect(kinds(null, answer({}), 'ACME SRL')).toEqual([]);
    expect(kinds(null, answer({}), 'OTHER SPA')).toEqual(['nameMismatch']);
    expect(kinds({ ...good, name: 'STILL OTHER' }, answer({ name: 'STILL OTHER' }), 'OTHER SPA')).toEqual([]);
    // Renamed away from the expected (old) name: one alert, the change.
    expect(kinds(good, answer({ name: 'ACME GROUP S.R.L.' }), 'ACME S.R.L.')).toEqual(['nameChanged']);
  });
  it('retries after "could not check" back off: 15 min doubling, capped at 6 h', () => {
    const min = (n: number) => retryDelayMs(n) / 60000;
    expect([min(1), min(2), min(3), min(4), min(5), min(6), min(20)]).toEqual([15, 30, 60, 120, 240, 360, 360]);
    expect(min(0)).toBe(15);
  });
  it('columns are cleaned (VAT number first, known keys, no repeats); the saved filter passes rows', () => {
    expect(cleanColumns(['status', 'bogus', 'status', 'companyName'])).toEqual(['vatNumber', 'status', 'companyName']);
    const row = { status: 'valid' as const, relation: 'own' as const, prefix: 'DE', unreadAlerts: 0 };
    expect(passesFilter(row, {})).toBe(true);
    expect(passesFilter(row, { status: ['invalid'] })).toBe(false);
    expect(passesFilter(row, { relation: ['own'], countries: ['DE'] })).toBe(true);
    expect(passesFilter(row, { countries: ['FR'] })).toBe(false);
    expect(passesFilter(row, { alertsOnly: true })).toBe(false);
    expect(passesFilter({ ...row, unreadAlerts: 2 }, { alertsOnly: true })).toBe(true);
  });
  it('the saved filter round-trips through the search form and becomes the list query', () => {
    const f = { status: ['invalid' as const, 'unavailable' as const], relation: ['supplier' as const], countries: ['PL'], alertsOnly: true };
    const form = filterToForm(f);
    expect(formToFilter(form)).toEqual(f);
    expect(formToQuery({ ...form, q: 'PL', page: 1 })).toEqual({ q: 'PL', page: 1, status: 'invalid,unavailable', relation: 'supplier', countries: 'PL', alertsOnly: true });
    expect(formToQuery({ statusIn: [] })).toEqual({});
  });
});

describe('list files', () => {
  it('accepts .txt .csv .xlsx up to 1 MB', () => {
    expect([listFileProblem('a.txt', 10), listFileProblem('a.CSV', 10), listFileProblem('a.xlsx', 10)]).toEqual([null, null, null]);
    expect(listFileProblem('a.pdf', 10)).toBe('type');
    expect(listFileProblem('a.csv', 2 * 1024 * 1024)).toBe('size');
  });
  it('reads the first cell of each row and skips a header without digits', () => {
    expect(linesFromText('\uFEFFVAT number,name\r\nDE136695976,Muster\n"GB980780684";x\n')).toEqual(['DE136695976', 'GB980780684', '']);
    expect(linesFromRows([['税号'], ['FR40303265045'], [], [123]])).toEqual(['FR40303265045', '', '123']);
  });
});

describe('other countries (stdnum)', () => {
  it('every listed country accepts its own example', () => {
    for (const c of OTHER_COUNTRIES) expect([c.country, checkOtherNumber(c, c.example).verdict]).toEqual([c.country, 'ok']);
  });
  it('Japan: T + 13 digits, check digit first; a wrong digit or length is refused', () => {
    const jp = otherCountry('jp')!;
    expect(checkOtherNumber(jp, 't 5835678256246')).toMatchObject({ verdict: 'ok', compact: 'T5835678256246', formatted: 'T5835678256246' });
    expect(checkOtherNumber(otherCountry('NO')!, '995525828MVA').formatted).toBe('NO 995 525 828 MVA');
    expect(checkOtherNumber(jp, 'T4835678256246').verdict).toBe('checksum');
    expect(checkOtherNumber(jp, 'T583567825624').verdict).toBe('length');
  });
  it('Norway, Switzerland, Australia: check digits; blank and junk', () => {
    expect(checkOtherNumber(otherCountry('NO')!, 'NO995525829MVA').verdict).toBe('checksum');
    expect(checkOtherNumber(otherCountry('CH')!, 'CHE-107.787.578 MWST').verdict).toBe('checksum');
    expect(checkOtherNumber(otherCountry('AU')!, '51 824 753 557').verdict).toBe('checksum');
    expect(checkOtherNumber(otherCountry('AU')!, '   ').verdict).toBe('blank');
    expect(checkOtherNumber(otherCountry('AU')!, 'ABCDEFGHIJK').verdict).not.toBe('ok');
  });
  it('says what can be verified online for each', () => {
    expect(otherCountry('US')!.online).toBe('none');
    expect(otherCountry('NO')!.online).toBe('public');
    expect(otherCountry('XX')).toBeUndefined();
  });
});
