/**
 * Pre-filing checks (issue #13, item 3) and HMRC's validation of UK returns (item 5). Each check
 * is a warning with a stable code, a Chinese message and its rows; each test fails when its check
 * is taken out (the "clean" twin of every case shows the warning is not raised by anything else).
 */
import { checkUkReturn, rowDetailOf, checkVatNumber, checkVatNumberJsvat, looksEncrypted, viesStatus, type UkBoxValues, type VatResult } from '../../../src/core/vat';
import { generateVtr } from '../../../scripts/gen-vtr';
import { calc, incl, line, row, run, vtr, type Row } from './helpers';

const M = { startDate: '2025-03-01', endDate: '2025-03-31' };
const warning = (r: VatResult, code: string) => r.warnings.find((w) => w.code === code);
const b2b = (n: string, p: Row = {}): Row =>
  calc('200.00', '0', '200.00', '0', { SALE_ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER_COUNTRY: 'FR', BUYER_VAT_NUMBER: n, ...p });

describe('buyer VAT numbers on rows treated as B2B', () => {
  it('a number failing its country\'s check digits (jsvat) is warned with its rows; the row stays B2B', async () => {
    // FR12345678901: right shape, wrong key (jsvat); FR40303265045: valid
    const r = await run({ 'a.csv': vtr([b2b('FR12345678901'), b2b('FR40303265045')]) }, M);
    const w = warning(r, 'BUYER_VAT_CHECK_FAILED');
    expect(w?.rows.map((x) => x.row)).toEqual([2]);
    expect(w?.message).toContain('FR12345678901');
    expect(w?.message).toContain('校验位');
    // both stay exempt intra-EU supplies (T3): 400.00
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('400.00');
    expect(rowDetailOf(r, 'a.csv', 2)!).toMatchObject({ treatment: 'T3' });
    const clean = await run({ 'a.csv': vtr([b2b('FR40303265045')]) }, M);
    expect(warning(clean, 'BUYER_VAT_CHECK_FAILED')).toBeUndefined();
  });

  it('VIES "valid" overrides a check-digit doubt; checkVatNumber knows EL and XI', async () => {
    const r = await run({ 'a.csv': vtr([b2b('FR12345678901')]) }, { ...M, isViesCheck: true, viesResults: { FR12345678901: 'valid' } });
    expect(warning(r, 'BUYER_VAT_CHECK_FAILED')).toBeUndefined();
    expect(checkVatNumber('EL094259216')).toBe('ok');
    expect(checkVatNumber('XI980780684')).toBe('ok'); // checked as GB980780684
    expect(checkVatNumber('DE130466792')).toBe('ok');
    expect(checkVatNumber('DE130466793')).toBe('failed');
    expect(checkVatNumber('US123456789')).toBe('unsupported');
  });

  it('checkVatNumber (jsvat\'s rules and check functions, used in the row loop) decides exactly as jsvat\'s checkVAT', () => {
    // numbers of every shape: the generator's buyer numbers, and random digits for each country jsvat knows
    const nums = new Set<string>();
    for (const m of generateVtr({ seed: 4, rows: 4000 }).matchAll(/"((?:IT|ES|NL|AT|DE|GB)[0-9A-Z]{9,12})"/g)) nums.add(m[1]);
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');
    for (const cc of ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'GB', 'XI', 'CH', 'NO']) {
      for (let i = 0; i < 60; i++) {
        const len = 8 + (i % 5);
        nums.add(`${cc}${cc === 'AT' ? 'U' : ''}${digits(len)}${cc === 'NL' ? 'B01' : ''}`);
      }
    }
    for (const n of ['DE130466792', 'FR40303265045', 'FR12345678901', 'ESB65885360', 'ESA28017895', 'IE6388047V', 'XI980780684', 'GB123456789']) nums.add(n);
    expect(nums.size).toBeGreaterThan(1800);
    let ok = 0;
    for (const n of nums) {
      const fast = checkVatNumber(n);
      expect([n, fast]).toEqual([n, checkVatNumberJsvat(n)]);
      if (fast === 'ok') ok++;
    }
    expect(ok).toBeGreaterThan(100); // both verdicts occur
  });

  it('an encrypted or masked number (#5124) is warned, kept B2B, and its ECSL line takes the arrival country', async () => {
    const blob = 'AQICAHhJx3Yk0bq9Lm2Zr+8pQf1Uv6wT3n==';
    const r = await run({ 'a.csv': vtr([b2b(blob, { BUYER_VAT_NUMBER_COUNTRY: '' }), b2b('FR40303265045')]) }, M);
    const w = warning(r, 'BUYER_VAT_ENCRYPTED');
    expect(w?.rows.map((x) => x.row)).toEqual([2]);
    expect(w?.message).toContain('#5124');
    expect(rowDetailOf(r, 'a.csv', 2)!.treatment).toBe('T3');
    const de = r.returns.find((x) => x.country === 'DE');
    expect(de?.ecsl?.find((e) => e.customerVat === blob)?.customerCountry).toBe('FR');
    // not mistaken for a bad format (which would make it a consumer sale)
    expect(warning(r, 'B2B_INVALID_VAT')).toBeUndefined();
    expect(looksEncrypted(blob)).toBe(true);
    expect(looksEncrypted('DE*****1234')).toBe(true);
    expect(looksEncrypted('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822c')).toBe(true);
    for (const ok of ['FR40303265045', 'NL004495445B01', 'CHE123456789MWST', 'IE1234567T', 'ESB65885360']) expect(looksEncrypted(ok)).toBe(false);
  });

  it('an encrypted seller VAT number in the report is not used as the seller\'s number', async () => {
    const r = await run({
      'a.csv': vtr([calc('10.00', '1.90', '11.90', '0.19', { SELLER_DEPART_VAT_NUMBER_COUNTRY: 'DE', SELLER_DEPART_COUNTRY_VAT_NUMBER: 'AQICAHhJx3Yk0bq9Lm2Zr+8pQf1Uv6w==' })]),
    }, M);
    expect(r.sellerVatNumbers).toEqual({});
    expect(warning(r, 'SELLER_VAT_ENCRYPTED')?.country).toBe('DE');
  });
});

describe('VIES answers under isViesCheck: not checked is pending, never invalid', () => {
  it('valid:false with MS_UNAVAILABLE keeps the sale B2B (pending), not a consumer sale', async () => {
    const r = await run({ 'a.csv': vtr([b2b('FR40303265045')]) }, {
      ...M, isViesCheck: true, viesResults: { FR40303265045: { valid: false, userError: 'MS_UNAVAILABLE' } },
    });
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('200.00');
    expect(warning(r, 'VIES_PENDING')?.rows.map((x) => x.row)).toEqual([2]);
    expect(warning(r, 'B2B_INVALID_VAT')).toBeUndefined();
    // a definitive INVALID makes it a consumer sale (gross only 240.00): FR 20 % → 200.00 + 40.00
    const sale = incl('240.00', { SALE_ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER_COUNTRY: 'FR', BUYER_VAT_NUMBER: 'FR40303265045' });
    const inv = await run({ 'a.csv': vtr([sale]) }, { ...M, isViesCheck: true, viesResults: { FR40303265045: { valid: false, userError: 'INVALID' } } });
    expect(line(inv, 'FR', 'distance', '0.2')?.vat.value).toBe('40.00');
    expect(warning(inv, 'B2B_INVALID_VAT')?.rowCount).toBe(1);
  });

  it('maps every VIES answer (domain-facts §E)', () => {
    for (const e of ['MS_UNAVAILABLE', 'TIMEOUT', 'SERVICE_UNAVAILABLE', 'MS_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ', 'MS_MAX_CONCURRENT_REQ_TIME', 'GLOBAL_MAX_CONCURRENT_REQ_TIME', 'IP_BLOCKED']) {
      expect([e, viesStatus({ valid: false, userError: e })]).toEqual([e, 'pending']);
    }
    expect(viesStatus({ actionSucceed: false, errorWrappers: [{ error: 'MS_MAX_CONCURRENT_REQ' }] })).toBe('pending');
    expect(viesStatus({ isValid: false, userError: 'INVALID' })).toBe('invalid');
    expect(viesStatus({ valid: false, userError: 'INVALID_INPUT' })).toBe('invalid');
    expect(viesStatus({ valid: false })).toBe('invalid'); // SOAP checkVat answered
    expect(viesStatus({ valid: true, userError: 'VALID' })).toBe('valid');
    expect(viesStatus(undefined)).toBe('pending');
    expect(viesStatus('invalid')).toBe('invalid');
  });
});

describe('reporting anomalies', () => {
  const acct = { UNIQUE_ACCOUNT_IDENTIFIER: 'A1SELLER' };
  const de = (date: string, resp: string, p: Row = {}) =>
    calc('10.00', '1.90', '11.90', '0.19', { ...acct, TRANSACTION_COMPLETE_DATE: date, ACTIVITY_PERIOD: `2025-${date.slice(3, 5) === '02' ? 'FEB' : 'MAR'}`, TAX_COLLECTION_RESPONSIBILITY: resp, ...p });

  it('the same seller switching from seller-collected to marketplace-collected within the upload (#5147)', async () => {
    const feb = vtr([de('05-02-2025', 'SELLER'), de('20-02-2025', 'SELLER')]);
    const mar = vtr([de('05-03-2025', 'MARKETPLACE', { TAX_REPORTING_SCHEME: 'DEEMED_RESELLER' }), de('06-03-2025', 'MARKETPLACE', { TAX_REPORTING_SCHEME: 'DEEMED_RESELLER' })]);
    const r = await run({ 'feb.csv': feb, 'mar.csv': mar }, M);
    const w = warning(r, 'RESPONSIBILITY_SWITCH');
    expect(w?.message).toContain('2025-02-20 及以前由卖家负责计税（SELLER），2025-03-05 起变为平台代扣代缴（MARKETPLACE）');
    expect(w?.rows.map((x) => `${x.file}#${x.row}`)).toEqual(['feb.csv#3', 'mar.csv#2', 'mar.csv#3']);
    // rows of both kinds interleaved (a UK seller's B2B and B2C, or imports) are no switch
    const mixed = await run({ 'a.csv': vtr([de('05-03-2025', 'MARKETPLACE'), de('06-03-2025', 'SELLER'), de('07-03-2025', 'MARKETPLACE')]) }, M);
    expect(warning(mixed, 'RESPONSIBILITY_SWITCH')).toBeUndefined();
  });

  it('Vine or zero-price orders at full list price without a promotion (#5191)', async () => {
    const vine = (id: string, p: Row = {}) => calc('50.00', '9.50', '59.50', '0.19', { TRANSACTION_EVENT_ID: id, PRICE_OF_ITEMS_AMT_VAT_INCL: '59.50', ...p });
    const r = await run({
      'a.csv': vtr([
        vine('V-1'), // in the Vine list, full price, no promotion: warned
        vine('V-2', { PROMO_PRICE_OF_ITEMS_AMT_VAT_INCL: '-59.50' }), // in the list but discounted: fine
        vine('Z-1', { TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '0', TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '0', TOTAL_ACTIVITY_VALUE_VAT_AMT: '0' }), // zero-price order with a full item price
        vine('N-1'), // an ordinary sale
      ]),
    }, { ...M, vineOrderIds: ['V-1', 'V-2'] });
    expect(warning(r, 'VINE_FULL_PRICE')?.rows.map((x) => x.eventId)).toEqual(['V-1', 'Z-1']);
    expect(warning(r, 'VINE_FULL_PRICE')?.message).toContain('#5191');
    // the Vine order's details are there for drill-down
    expect(rowDetailOf(r, 'a.csv', 2)!).toMatchObject({ eventId: 'V-1', gross: '59.50' });
  });

  it('a refund without its sale in any uploaded file', async () => {
    const sale = calc('10.00', '1.90', '11.90', '0.19', { TRANSACTION_EVENT_ID: '302-1', TRANSACTION_COMPLETE_DATE: '10-02-2025', ACTIVITY_PERIOD: '2025-FEB' });
    const refund = (id: string) => incl('-11.90', { TRANSACTION_TYPE: 'REFUND', TRANSACTION_EVENT_ID: id, DEPARTURE_COUNTRY: '', ARRIVAL_COUNTRY: '' });
    const r = await run({ 'feb.csv': vtr([sale]), 'mar.csv': vtr([refund('302-1'), refund('302-2')]) }, M);
    const w = warning(r, 'REFUND_WITHOUT_SALE');
    expect(w?.rows.map((x) => x.eventId)).toEqual(['302-2']);
    expect(rowDetailOf(r, 'mar.csv', 3)!).toMatchObject({ type: 'REFUND', net: '-10.00' });
  });

  it('stock in a country without a VAT number is still warned', async () => {
    const r = await run({ 'a.csv': vtr([row({ TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'PL' })]) }, M);
    expect(r.warnings.filter((w) => w.code === 'STOCK_WITHOUT_VAT_NUMBER').map((w) => w.country)).toEqual(['DE', 'PL']);
  });

  it('a sale dispatched from outside the EU and the UK is listed, not dropped', async () => {
    const r = await run({ 'a.csv': vtr([incl('30.00', { SALE_DEPART_COUNTRY: 'US', SALE_ARRIVAL_COUNTRY: 'CA', EXPORT_OUTSIDE_EU: 'YES', TRANSACTION_CURRENCY_CODE: 'USD' })]) }, M);
    expect(warning(r, 'OUT_OF_SCOPE')?.rowCount).toBe(1);
    expect(r.reconciliation.places).toEqual([{ place: 'outOfScope', rowCount: 1 }]);
  });
});

describe('UK return: HMRC validation (MTD VAT API)', () => {
  const ok: UkBoxValues = { box1: '160.10', box2: '0.00', box3: '160.10', box4: '112.34', box5: '47.76', box6: '370', box7: '500', box8: '0', box9: '0' };

  it('a correct return passes', () => {
    expect(checkUkReturn(ok)).toEqual([]);
    // box 5 is |3 − 4| also when input exceeds output: |20.00 − 50.00| = 30.00
    expect(checkUkReturn({ ...ok, box1: '20.00', box3: '20.00', box4: '50.00', box5: '30.00' })).toEqual([]);
  });

  it('a deliberately broken return fails each rule it breaks, with HMRC\'s codes and Chinese messages', () => {
    const broken: UkBoxValues = {
      box1: '160.10',
      box2: '1.234', // 3 decimals
      box3: '160.11', // ≠ 160.10 + 1.234
      box4: '10000000000000.00', // beyond ±9,999,999,999,999.99
      box5: '-5.00', // negative, and ≠ |3 − 4|
      box6: '370.50', // pence in a whole-pound box
      box7: '10000000000000', // beyond ±9,999,999,999,999
      box8: '0',
      box9: 'abc',
    };
    const out = checkUkReturn(broken);
    expect(out.map((c) => [c.code, c.box])).toEqual([
      ['INVALID_MONETARY_AMOUNT', 'box2'],
      ['INVALID_MONETARY_AMOUNT', 'box4'],
      ['INVALID_MONETARY_AMOUNT', 'box5'],
      ['INVALID_MONETARY_AMOUNT', 'box6'],
      ['INVALID_MONETARY_AMOUNT', 'box7'],
      ['INVALID_MONETARY_AMOUNT', 'box9'],
      ['VAT_TOTAL_VALUE', 'box3'],
      ['VAT_NET_VALUE', 'box5'],
    ]);
    // 160.10 + 1.234 = 161.334 (decimal arithmetic, no binary floating point)
    expect(out.find((c) => c.code === 'VAT_TOTAL_VALUE')?.message).toBe('第 3 栏 160.11 ≠ 第 1 栏 160.10 + 第 2 栏 1.23（应为 161.33）：HMRC 会以 VAT_TOTAL_VALUE 拒收');
    expect(out.find((c) => c.box === 'box6')?.message).toContain('整镑');
    // limits are inclusive
    expect(checkUkReturn({ ...ok, box1: '9999999999999.99', box3: '9999999999999.99', box4: '0.00', box5: '9999999999999.99' }).map((c) => c.box)).toEqual(['box5']);
    expect(checkUkReturn({ ...ok, box1: '99999999999.99', box3: '99999999999.99', box4: '0.00', box5: '99999999999.99', box6: '-9999999999999' })).toEqual([]);
  });

  it('runs on every UK return the engine builds, and a failing one is warned', async () => {
    const gb = { SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'GB', TRANSACTION_CURRENCY_CODE: 'GBP' };
    const r = await run({ 'uk.csv': vtr([calc('100.00', '20.00', '120.00', '0.2', gb)]) }, { ...M, countries: ['GB'] });
    expect(r.returns[0].checks).toEqual([]);
    expect(r.returns[0].boxes?.box5.value).toBe('20.00');
    // VAT of 100,000,000,000.00 passes box 5's 99,999,999,999.99 ceiling: the return must not be final
    const huge = await run({ 'uk.csv': vtr([calc('500000000000.00', '100000000000.00', '600000000000.00', '0.2', gb)]) }, { ...M, countries: ['GB'] });
    expect(huge.returns[0].checks?.map((c) => [c.code, c.box])).toEqual([['INVALID_MONETARY_AMOUNT', 'box5']]);
    expect(warning(huge, 'UK_RETURN_CHECK_FAILED')?.message).toContain('请勿提交');
    // EU returns carry no HMRC checks
    const de = await run({ 'de.csv': vtr([calc('10.00', '1.90', '11.90', '0.19')]) }, M);
    expect(de.returns[0].checks).toBeUndefined();
  });
});
