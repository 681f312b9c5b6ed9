/**
 * Czech filing files (issue #31, src/core/filing/cz.ts): DPHDP3 + DPHKH1 (+ DPHSHV) for EPO, built
 * from the engine's output (the China-established seller's fixture months, as in
 * tests/unit/vat/cn-seller.test.ts, and a hand-made March through `run`), validated with the same
 * validator the mock and the CLI use (official XSD + EPO rules). Figures are read back from the
 * files (DOM) and compared with the `cz()` layout's boxes and with sums worked out by hand.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import Big from 'big.js';
import { create } from 'xmlbuilder2';
import { layoutBox, layoutInputFromEngine, returnLayout, type ReturnLayout } from '../../../src/core/declare/layouts';
import { czFiling, validateCzFiling, validateCzXml, type CzSaleRow } from '../../../src/core/filing/cz';
import type { FilingFile, FilingInput, FilingOutcome } from '../../../src/core/filing/types';
import { calculateQuarter, parseRegistration, rowsFor, TableRateProvider, type QuarterResult } from '../../../src/core/vat';
import { fromPath } from '../../../src/core/vat/node';
import type { CountryReturn } from '../../../src/core/vat/types';
import { calc, row, run, vtr } from '../vat/helpers';

const SCHEMAS = join(__dirname, '../../../src/core/filing/schemas/cz');
const CREATED = '2025-04-10T08:00:00Z';
const SELLER = { name: 'Shenzhen Lamp Co., Ltd.', vatNumbers: { CZ: 'CZ699001234' }, taxOffices: { CZ: '451/2001' }, email: 'tax@example.cn' };

const input = (ret: CountryReturn, over: Partial<FilingInput> = {}): FilingInput => ({
  country: 'CZ',
  currency: 'CZK',
  period: ret.period,
  frequency: 'monthly',
  seller: SELLER,
  layoutInput: layoutInputFromEngine(ret),
  createdAt: CREATED,
  ...over,
});

const dom = (xml: string) => create(xml).node as unknown as Document;
const els = (xml: string, name: string) => Array.from(dom(xml).getElementsByTagName(name));
/** An attribute of the first `veta` as a number string ("0" when absent). */
const attr = (xml: string, veta: string, a: string) => els(xml, veta)[0]?.getAttribute(a) ?? '0';
const boxOf = (l: ReturnLayout, code: string) => layoutBox(l, code)!.amount;
const files = (o: FilingOutcome): FilingFile[] => {
  if (!o.ok) throw new Error(JSON.stringify(o.problems, null, 1));
  return o.files;
};
const fileOf = (fs: FilingFile[], form: string) => fs.find((f) => f.name.startsWith(form))!.text;

describe('the vendored samples pass the validator (set-up check)', () => {
  const dp3 = readFileSync(join(SCHEMAS, 'sample_DPHDP3_min.xml'), 'utf8');
  const kh = readFileSync(join(SCHEMAS, 'sample_DPHKH1_min.xml'), 'utf8');
  it('DPHDP3 and DPHKH1 samples: XSD + rules, each and together', async () => {
    expect(await validateCzXml(dp3, 'DPHDP3')).toEqual([]);
    expect(await validateCzXml(kh, 'DPHKH1')).toEqual([]);
    expect(await validateCzFiling({ dp3, kh })).toEqual([]);
  });
  it('the sample without rok is refused by the schema (SOURCE.txt: the mutated copy)', async () => {
    const p = await validateCzXml(dp3.replace(' rok="2025"', ''), 'DPHDP3');
    expect(p[0].kind).toBe('SCHEMA');
    expect(p[0].message).toContain('DPHDP3');
  });
});

describe('China-established seller, Q1 2025 fixture (monthly CZ returns)', () => {
  const RATES = new TableRateProvider(
    [
      { date: '2025-02-11', currency: 'PLN', perEur: '4.2000' },
      { date: '2025-02-14', currency: 'PLN', perEur: '4.1500' },
      { date: '2025-03-05', currency: 'CZK', perEur: '25.000' },
    ],
    'test',
  );
  let q: QuarterResult;
  beforeAll(async () => {
    q = await calculateQuarter(
      [fromPath(join(__dirname, '../../fixtures/vat/cn_seller_q1_2025_vtr.csv'))],
      ['DE:DE123456789:monthly', 'PL:PL5260250274:monthly', 'CZ:CZ699001234:monthly', 'GB:GB123456789:quarterly:1'].map(parseRegistration),
      '2025-01-01',
      { costs: [{ sku: 'CN-LAMP-01', cost: '5.00', currency: 'EUR', validFrom: '2025-01-01' }] },
      { rateProvider: RATES },
    );
  });
  const cz = (from: string) => {
    const r = q.returns.find((x) => x.ret === 'CZ' && x.from === from);
    if (!r?.country) throw new Error(`no CZ return from ${from}`);
    return { ...r, country: r.country };
  };

  it('January and February are nil returns: a DP3 with zero totals, no KH (nothing to report, § 101c), no SH', async () => {
    for (const from of ['2025-01-01', '2025-02-01']) {
      const fs = files(await czFiling.build(input(cz(from).country)));
      expect(fs.map((f) => f.name)).toEqual([`DPHDP3-699001234-${from.slice(0, 7)}.xml`]);
      const dp3 = fs[0].text;
      expect([attr(dp3, 'VetaD', 'mesic'), attr(dp3, 'VetaD', 'rok'), attr(dp3, 'VetaD', 'd_poddp')]).toEqual([String(Number(from.slice(5, 7))), '2025', '10.04.2025']);
      expect([attr(dp3, 'Veta6', 'dan_zocelk'), attr(dp3, 'Veta6', 'odp_zocelk'), els(dp3, 'Veta1').length]).toEqual(['0', '0', 0]);
      expect(attr(dp3, 'VetaP', 'dic')).toBe('699001234'); // the CZ VAT number without CZ
      expect(await validateCzXml(dp3, 'DPHDP3')).toEqual([]);
    }
  });

  it('March (B2B reverse charge 2500.00 CZK, ř. 25) without per-invoice evidence: refused, naming A.1 and what it needs', async () => {
    const o = await czFiling.build(input(cz('2025-03-01').country));
    expect(o.ok).toBe(false);
    if (o.ok) return;
    expect(o.problems.map((p) => [p.kind, p.element])).toEqual([['RULE', 'VetaA1']]);
    expect(o.problems[0].message).toContain('kód předmětu plnění');
  });

  it('March with the invoice (the fixture row: buyer CZ25123891) and its subject code: DP3 ř. 25 = KH A.1 = C pln_rez_pren = 2500', async () => {
    const c = cz('2025-03-01');
    const rc = c.country.lines!.find((l) => l.kind === 'reverseCharge')!;
    const run0 = q.runs[c.run].result;
    const [detail] = rowsFor(run0, rc.net);
    // BUYER_VAT_NUMBER of that row in the fixture CSV; the subject code is the test's own value (číselník k_pred_pl)
    const sales: CzSaleRow[] = [{ docId: detail.eventId, date: detail.date, kind: 'reverseCharge', rate: null, net: rc.net.value, vat: '0.00', buyerVat: 'CZ25123891', buyerCountry: 'CZ', subjectCode: '5' }];
    const fs = files(await czFiling.build(input(c.country, { sales })));
    expect(fs.map((f) => f.name)).toEqual(['DPHDP3-699001234-2025-03.xml', 'DPHKH1-699001234-2025-03.xml']);
    const [dp3, kh] = [fileOf(fs, 'DPHDP3'), fileOf(fs, 'DPHKH1')];
    const layout = returnLayout(layoutInputFromEngine(c.country))!;
    expect(attr(dp3, 'Veta2', 'pln_rez_pren')).toBe(boxOf(layout, '25'));
    expect(boxOf(layout, '25')).toBe('2500'); // 100 EUR × 25.000 (ČNB of 5 March), whole CZK
    const a1 = els(kh, 'VetaA1');
    expect(a1.map((e) => [e.getAttribute('dic_odb'), e.getAttribute('c_evid_dd'), e.getAttribute('duzp'), e.getAttribute('zakl_dane1'), e.getAttribute('kod_pred_pl')])).toEqual([
      ['25123891', '302-CZ-0000001', '05.03.2025', '2500', '5'],
    ]);
    expect(attr(kh, 'VetaC', 'pln_rez_pren')).toBe('2500');
    expect([attr(dp3, 'Veta6', 'dan_zocelk'), attr(dp3, 'Veta6', 'dano_da'), attr(dp3, 'Veta6', 'dano_no')]).toEqual(['0', '0', '0']); // VAT 0: the buyer owes it
    expect(await validateCzFiling({ dp3, kh })).toEqual([]);
  });
});

describe('a hand-made March: domestic 21 % / 12 %, B2B to DE and GR, a transfer to PL, a transfer from DE, import VAT', () => {
  const cz = { SALE_DEPART_COUNTRY: 'CZ', SALE_ARRIVAL_COUNTRY: 'CZ', TRANSACTION_CURRENCY_CODE: 'CZK' };
  let ret: CountryReturn;
  let fs: FilingFile[];
  let layout: ReturnLayout;
  beforeAll(async () => {
    const r = await run(
      {
        'cz.csv': vtr([
          calc('2000.40', '420.08', '2420.48', '0.21', cz),
          calc('500.00', '60.00', '560.00', '0.12', cz),
          calc('5000.60', '0', '5000.60', '0', { ...cz, SALE_ARRIVAL_COUNTRY: 'DE', BUYER_VAT_NUMBER: 'DE130466792', BUYER_VAT_NUMBER_COUNTRY: 'DE' }),
          calc('1000.20', '0', '1000.20', '0', { ...cz, SALE_ARRIVAL_COUNTRY: 'GR', BUYER_VAT_NUMBER: 'EL094259216', BUYER_VAT_NUMBER_COUNTRY: 'GR' }),
          row({ TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'CZ', ARRIVAL_COUNTRY: 'PL', QTY: '3', SELLER_SKU: 'M', TRANSACTION_CURRENCY_CODE: '', MARKETPLACE: 'N/A' }),
          row({ TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'CZ', QTY: '2', SELLER_SKU: 'M', TRANSACTION_CURRENCY_CODE: '', MARKETPLACE: 'N/A' }),
        ]),
      },
      {
        countries: ['CZ'],
        startDate: '2025-03-01',
        endDate: '2025-03-31',
        vatNumbers: { CZ: 'CZ699001234', PL: 'PL5260250274', DE: 'DE123456789' },
        transferInvoice: 'sameDay',
        costs: [{ sku: 'M', cost: '400.00', currency: 'CZK' }],
        deducts: [{ country: 'CZ', amount: '300.00' }],
        isDeduct: true,
      },
    );
    ret = r.returns[0];
    layout = returnLayout(layoutInputFromEngine(ret))!;
    fs = files(await czFiling.build(input(ret)));
  });

  it('answers DP3, KH and SH, each named by form, DIČ and month, all valid together', async () => {
    expect(fs.map((f) => f.name)).toEqual(['DPHDP3-699001234-2025-03.xml', 'DPHKH1-699001234-2025-03.xml', 'DPHSHV-699001234-2025-03.xml']);
    expect(fs.map((f) => f.schema.id)).toEqual(['cz-dphdp3-epo2', 'cz-dphkh1-epo2', 'cz-dphshv-epo2']);
    expect(await validateCzFiling({ dp3: fileOf(fs, 'DPHDP3'), kh: fileOf(fs, 'DPHKH1'), shv: fileOf(fs, 'DPHSHV') })).toEqual([]);
    for (const f of fs) expect(f.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Pisemnost')).toBe(true);
  });

  it('DPHDP3 carries exactly the layout boxes, attribute by attribute (whole CZK)', () => {
    const dp3 = fileOf(fs, 'DPHDP3');
    const pairs: [string, string, string][] = [
      ['Veta1', 'obrat23', '1'], ['Veta1', 'dan23', '1-daň'], ['Veta1', 'obrat5', '2'], ['Veta1', 'dan5', '2-daň'],
      ['Veta1', 'p_zb23', '3'], ['Veta1', 'dan_pzb23', '3-daň'], ['Veta2', 'dod_zb', '20'], ['Veta4', 'odp_cu_nar', '42'],
      ['Veta4', 'nar_zdp23', '43-základ'], ['Veta4', 'od_zdp23', '43'], ['Veta4', 'odp_sum_nar', '46'],
      ['Veta6', 'dan_zocelk', '62'], ['Veta6', 'odp_zocelk', '63'], ['Veta6', 'dano_da', '64'], ['Veta6', 'dano_no', '65'],
    ];
    for (const [veta, a, code] of pairs) expect(`${code}=${attr(dp3, veta, a)}`).toBe(`${code}=${boxOf(layout, code)}`);
    // by hand from the engine's lines: 2000.40 → 2000, tax 420.08 → 420; 12 %: 500 / 60; acquisition 2 × 400 = 800, 21 % = 168;
    // ř. 20 = 5000.60 + 1000.20 + 3 × 400 = 7200.80 → 7201; ř. 46 = 300 (import) + 168; ř. 62 = 420 + 60 + 168 = 648; ř. 64 = 648 − 468
    expect(['obrat23', 'dan23', 'obrat5', 'dan5', 'p_zb23', 'dan_pzb23'].map((a) => attr(dp3, 'Veta1', a))).toEqual(['2000', '420', '500', '60', '800', '168']);
    expect([attr(dp3, 'Veta2', 'dod_zb'), attr(dp3, 'Veta4', 'odp_sum_nar'), attr(dp3, 'Veta6', 'dan_zocelk'), attr(dp3, 'Veta6', 'dano_da')]).toEqual(['7201', '468', '648', '180']);
    expect(new Big(attr(dp3, 'Veta6', 'dano_da')).minus(ret.totals.payable).abs().lte(1)).toBe(true); // engine 180.08
    expect([attr(dp3, 'VetaD', 'dapdph_forma'), attr(dp3, 'VetaD', 'typ_platce'), attr(dp3, 'VetaP', 'c_ufo'), attr(dp3, 'VetaP', 'c_pracufo'), attr(dp3, 'VetaP', 'typ_ds')]).toEqual(['B', 'P', '451', '2001', 'P']);
  });

  it('DPHKH1: A.2 = ř. 3, A.5 = the layout A.5 boxes, section C = the DP3 lines', () => {
    const [dp3, kh] = [fileOf(fs, 'DPHDP3'), fileOf(fs, 'DPHKH1')];
    expect(['zakl_dane1', 'dan1', 'zakl_dane2', 'dan2'].map((a) => attr(kh, 'VetaA5', a))).toEqual(['A.5-1', 'A.5-1-daň', 'A.5-2', 'A.5-2-daň'].map((c) => boxOf(layout, c)));
    expect(els(kh, 'VetaA2').map((e) => [e.getAttribute('zakl_dane1'), e.getAttribute('dan1'), e.getAttribute('dppd')])).toEqual([['800', '168', '31.03.2025']]);
    expect(attr(kh, 'VetaC', 'obrat23')).toBe(attr(dp3, 'Veta1', 'obrat23'));
    expect(attr(kh, 'VetaC', 'obrat5')).toBe(attr(dp3, 'Veta1', 'obrat5'));
    expect(attr(kh, 'VetaC', 'celk_zd_a2')).toBe(attr(dp3, 'Veta1', 'p_zb23'));
    expect(els(kh, 'VetaA1')).toHaveLength(0);
  });

  it('DPHSHV: one line per customer and code, the transfer as code 1, values rounded UP to whole crowns', () => {
    const shv = fileOf(fs, 'DPHSHV');
    const rows = els(shv, 'VetaR').map((e) => [e.getAttribute('k_stat'), e.getAttribute('c_vat'), e.getAttribute('k_pln_eu'), e.getAttribute('pln_hodnota')]);
    // the engine's EC Sales List, each value rounded up (annotation of pln_hodnota): 5000.60 → 5001, 1000.20 → 1001, 1200.00 → 1200
    expect(ret.ecsl!.map((e) => [e.customerCountry, e.kind, e.value.value])).toEqual([['DE', 'goods', '5000.60'], ['GR', 'goods', '1000.20'], ['PL', 'transfer', '1200.00']]);
    expect(rows).toEqual([
      ['DE', '130466792', '0', '5001'],
      ['EL', '094259216', '0', '1001'],
      ['PL', '5260250274', '1', '1200'],
    ]);
    expect(attr(shv, 'VetaD', 'shvies_forma')).toBe('R');
  });

  it('is byte-for-byte reproducible from the same input', async () => {
    const again = files(await czFiling.build(input(ret)));
    expect(again.map((f) => f.text)).toEqual(fs.map((f) => f.text));
  });

  const kinds = async (xml: string, form: 'DPHDP3' | 'DPHKH1' | 'DPHSHV') => (await validateCzXml(xml, form)).map((p) => [p.kind, p.element]);

  it('mutated copies are refused: a bad code (rule: the XSD takes any one-character code), a removed attribute (schema)', async () => {
    const [dp3, kh, shv] = [fileOf(fs, 'DPHDP3'), fileOf(fs, 'DPHKH1'), fileOf(fs, 'DPHSHV')];
    expect(await kinds(dp3.replace('dapdph_forma="B"', 'dapdph_forma="X"'), 'DPHDP3')).toEqual([['RULE', 'VetaD@dapdph_forma']]);
    expect(await kinds(kh.replace('khdph_forma="B"', 'khdph_forma="X"'), 'DPHKH1')).toEqual([['RULE', 'VetaD@khdph_forma']]);
    expect(await kinds(shv.replace('k_pln_eu="1"', 'k_pln_eu="7"'), 'DPHSHV')).toEqual([['RULE', 'VetaR@k_pln_eu']]);
    // required attribute removed / malformed number: the schema
    expect((await kinds(dp3.replace(' dic="699001234"', ''), 'DPHDP3'))[0][0]).toBe('SCHEMA');
    expect((await kinds(shv.replace('pln_hodnota="5001"', 'pln_hodnota="5001,5"'), 'DPHSHV'))[0][0]).toBe('SCHEMA');
  });

  it('wrong sums are refused: ř. 62, KH section C, KH vs DP3 beyond ±1000 Kč, an SH left out', async () => {
    const [dp3, kh, shv] = [fileOf(fs, 'DPHDP3'), fileOf(fs, 'DPHKH1'), fileOf(fs, 'DPHSHV')];
    // ř. 62 not the sum of the output tax; KH section C not the sum of A.4 + A.5
    expect(await kinds(dp3.replace('dan_zocelk="648"', 'dan_zocelk="649"'), 'DPHDP3')).toEqual([['RULE', 'Veta6@dan_zocelk'], ['RULE', 'Veta6@dano_da']]);
    expect(await kinds(kh.replace('obrat23="2000"/>', 'obrat23="2001"/>').replace('<VetaC obrat23="2000"', '<VetaC obrat23="2001"'), 'DPHKH1')).toEqual([['RULE', 'VetaC@obrat23']]);
    // a KH consistent in itself but 2000 CZK away from the DP3's ř. 1 (tolerance ±1000 Kč)
    const kh2 = kh.replace('zakl_dane1="2000"', 'zakl_dane1="4000"').replace('<VetaC obrat23="2000"', '<VetaC obrat23="4000"');
    expect(await validateCzXml(kh2, 'DPHKH1')).toEqual([]);
    expect((await validateCzFiling({ dp3, kh: kh2, shv })).map((p) => [p.kind, p.element])).toEqual([['RULE', 'DPHKH1/VetaC@obrat23']]);
    // the SH left out while the DP3 has ř. 20
    expect((await validateCzFiling({ dp3, kh })).map((p) => p.element)).toEqual(['DPHSHV']);
  });
});

describe('postponed import VAT (§ 23) by rate: ř. 7 / 8 and their deduction ř. 43 / 44', () => {
  it('12 % to dov_zb5 / od_zdp5, a line without a rate to the basic-rate ř. 7 with a layout note; no KH (§ 23 imports are not in it)', async () => {
    const li = { country: 'CZ', currency: 'CZK', lines: [{ kind: 'postponedImportVat' as const, rate: '0.12', net: '1000.00', vat: '120.00' }, { kind: 'postponedImportVat' as const, rate: null, net: '2000.00', vat: '420.00' }] };
    const layout = returnLayout(li)!;
    expect(layoutBox(layout, '7')?.note).toContain('第 8 行');
    const fs = files(await czFiling.build({ country: 'CZ', currency: 'CZK', period: { from: '2025-03-01', to: '2025-03-31' }, frequency: 'monthly', seller: SELLER, layoutInput: li, createdAt: CREATED }));
    expect(fs.map((f) => f.name)).toEqual(['DPHDP3-699001234-2025-03.xml']);
    const dp3 = fs[0].text;
    expect(['dov_zb23', 'dan_dzb23', 'dov_zb5', 'dan_dzb5'].map((a) => attr(dp3, 'Veta1', a))).toEqual(['2000', '420', '1000', '120']);
    expect(['nar_zdp23', 'od_zdp23', 'nar_zdp5', 'od_zdp5', 'odp_sum_nar'].map((a) => attr(dp3, 'Veta4', a))).toEqual(['2000', '420', '1000', '120', '540']);
    // due and deductible in the same amount: ř. 62 = ř. 63 = 540, nothing payable
    expect(['dan_zocelk', 'odp_zocelk', 'dano_da', 'dano_no'].map((a) => attr(dp3, 'Veta6', a))).toEqual(['540', '540', '0', '0']);
  });
});

describe('identity and period', () => {
  const ret: CountryReturn = { country: 'CZ', currency: 'CZK', period: { from: '2025-03-01', to: '2025-03-31' }, lines: [{ kind: 'domestic', label: '', rate: '0.21', net: { value: '1000.00', rows: [], rowCount: 1 }, vat: { value: '210.00', rows: [], rowCount: 1 } }], ecsl: [], totals: { outputVat: '210.00', inputVat: '0.00', payable: '210.00' } };

  it('no DIČ and no CZ VAT number: MISSING_FIELD naming DIČ, nothing built', async () => {
    const o = await czFiling.build(input(ret, { seller: { ...SELLER, vatNumbers: {} } }));
    expect(o.ok).toBe(false);
    if (o.ok) return;
    expect(o.problems.map((p) => [p.kind, p.element])).toEqual([['MISSING_FIELD', 'seller.taxId']]);
    expect(o.problems[0].message).toContain('DIČ');
    expect(o.problems[0].message).toContain('申报主体信息');
  });

  it('taxIds.CZ wins over the VAT number; no tax office: MISSING_FIELD (the office for foreign companies is asked, not guessed)', async () => {
    const fs = files(await czFiling.build(input(ret, { seller: { ...SELLER, taxIds: { CZ: '684824655' } } })));
    expect(attr(fs[0].text, 'VetaP', 'dic')).toBe('684824655');
    const o = await czFiling.build(input(ret, { seller: { ...SELLER, taxOffices: {} } }));
    expect(o.ok ? [] : o.problems.map((p) => [p.kind, p.element])).toEqual([['MISSING_FIELD', 'seller.taxOffice']]);
  });

  it('periods: before 2024 and annual → PERIOD; a quarter builds a DP3 with ctvrt but not a quarterly KH', async () => {
    const old = await czFiling.build(input({ ...ret, period: { from: '2023-12-01', to: '2023-12-31' } }));
    expect(old.ok ? [] : old.problems.map((p) => p.kind)).toEqual(['PERIOD']);
    const annual = await czFiling.build(input(ret, { frequency: 'annual', period: { from: '2025-01-01', to: '2025-12-31' } }));
    expect(annual.ok ? [] : annual.problems.map((p) => p.kind)).toEqual(['PERIOD']);
    const span = await czFiling.build(input(ret, { period: { from: '2025-03-01', to: '2025-04-30' } }));
    expect(span.ok ? [] : span.problems.map((p) => p.kind)).toEqual(['PERIOD']);
    const nilQuarter: CountryReturn = { ...ret, lines: [], totals: { outputVat: '0.00', inputVat: '0.00', payable: '0.00' } };
    const q = files(await czFiling.build(input(nilQuarter, { frequency: 'quarterly', period: { from: '2025-01-01', to: '2025-03-31' } })));
    expect([q[0].name, attr(q[0].text, 'VetaD', 'ctvrt'), els(q[0].text, 'VetaD')[0].getAttribute('mesic')]).toEqual(['DPHDP3-699001234-2025-Q1.xml', '1', null]);
    const salesQuarter = await czFiling.build(input(ret, { frequency: 'quarterly', period: { from: '2025-01-01', to: '2025-03-31' } }));
    expect(salesQuarter.ok ? [] : salesQuarter.problems.map((p) => [p.kind, p.element])).toEqual([['PERIOD', 'DPHKH1']]);
  });
});
