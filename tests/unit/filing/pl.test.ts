/**
 * Issue #31, Poland: the computed return leaves 一税 as MF's own JPK file (src/core/filing/pl.ts),
 * checked with MF's XSD (xmllint-wasm) and the rules of the schema's annotations
 * (src/core/filing/pl-jpk.ts). Built from real engine output: the China-established seller's
 * fixture (Q1 2025, monthly → JPK_V7M (2); quarterly → JPK_V7K (2)) and a February 2026 month made
 * with `vtr` / `run` (→ JPK_V7M (3)). The figures are read back from the file (parsed, not compared
 * as text) and compared with the layout's boxes and with amounts worked out by hand; mutated copies
 * must be refused; MF's hand-made samples must pass.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import Big from 'big.js';
import { create } from 'xmlbuilder2';
import { calculateQuarter, parseRegistration, TableRateProvider, type QuarterResult } from '../../../src/core/vat';
import { fromPath } from '../../../src/core/vat/node';
import { layoutInputFromEngine, returnLayout, type LayoutInput, type ReturnLayout } from '../../../src/core/declare/layouts';
import { KOD_US_NON_RESIDENT, nipValid, plFiling, plSchemaSet, plVariantFor, validateJpk, type JpkVariant } from '../../../src/core/filing/pl';
import type { FilingFile, FilingInput, FilingOutcome, FilingSeller } from '../../../src/core/filing/types';
import { calc, row, run, vtr } from '../vat/helpers';

const FIXTURE = join(__dirname, '../../fixtures/vat/cn_seller_q1_2025_vtr.csv');
const SCHEMAS = join(__dirname, '../../../src/core/filing/schemas/pl');
const RATES = new TableRateProvider(
  [
    { date: '2025-02-11', currency: 'PLN', perEur: '4.2000' },
    { date: '2025-02-14', currency: 'PLN', perEur: '4.1500' },
    { date: '2025-03-05', currency: 'CZK', perEur: '25.000' },
  ],
  'test',
);
// the seller's Art. 69 choice without an invoice (issue #32: no longer the default): the 10 January transfer is February's
const COSTS = { costs: [{ sku: 'CN-LAMP-01', cost: '5.00', currency: 'EUR', validFrom: '2025-01-01' }], transferInvoice: 'none' as const };

/** A Shenzhen company registered for VAT in Poland (no Polish seat). NIP 5260250274: check digit (6·5+5·2+7·6+2·0+3·2+4·5+5·0+6·2+7·7) mod 11 = 169 mod 11 = 4. */
const SELLER: FilingSeller = { name: 'Shenzhen Example Trading Co., Ltd.', vatNumbers: { PL: 'PL5260250274', DE: 'DE123456789' }, email: 'tax@example.cn', phone: '+86 755 1234 5678', establishedIn: 'CN' };

// ------------------------------------------------------------------------- reading a file back

type Node = { localName: string; textContent: string | null; childNodes: ArrayLike<Node & { nodeType: number }> };

const root = (xml: string) => create(xml).root().node as unknown as Node & { namespaceURI: string; getElementsByTagNameNS: (ns: string, n: string) => ArrayLike<Node> };
const kids = (n: Node) => Array.from(n.childNodes).filter((c) => c.nodeType === 1) as Node[];
const all = (xml: string, name: string) => Array.from(root(xml).getElementsByTagNameNS('*', name));
const text = (xml: string, name: string) => all(xml, name)[0]?.textContent ?? undefined;
/** The fields of an element by local name (first occurrence). */
const fields = (n: Node) => Object.fromEntries(kids(n).map((c) => [c.localName, c.textContent ?? '']));
const z = (s: string) => (s === '-0' ? '0' : s);

/** The declaration's P fields in the file (absent = 0) must be exactly the layout's P boxes, and the file has no other P field. */
function expectFiguresOfLayout(xml: string, layout: ReturnLayout) {
  const poz = all(xml, 'PozycjeSzczegolowe')[0];
  const inFile = fields(poz);
  const boxes = layout.sections.flatMap((s) => s.boxes).filter((b) => b.code.startsWith('P_'));
  expect(Object.fromEntries(boxes.map((b) => [b.code, z(inFile[b.code] ?? '0')]))).toEqual(Object.fromEntries(boxes.map((b) => [b.code, z(b.amount)])));
  expect(Object.keys(inFile).filter((c) => !boxes.some((b) => b.code === c))).toEqual([]);
}

const salesRows = (xml: string) => all(xml, 'SprzedazWiersz').map(fields);
const purchaseRows = (xml: string) => all(xml, 'ZakupWiersz').map(fields);

/** The problems of a refused build (a built one fails the test). */
function problemsOf(o: FilingOutcome) {
  if (o.ok) throw new Error(`built ${o.files.map((f) => f.name).join(', ')} but a refusal was expected`);
  return o.problems;
}

function files(o: FilingOutcome): FilingFile[] {
  if (!o.ok) throw new Error(JSON.stringify(o.problems, null, 1));
  return o.files;
}

function input(p: Partial<FilingInput> & Pick<FilingInput, 'period' | 'layoutInput' | 'createdAt'>): FilingInput {
  return { country: 'PL', currency: 'PLN', frequency: 'monthly', seller: SELLER, ...p };
}

// ---------------------------------------------------------------------------------- the engine

let q: QuarterResult;
let qk: QuarterResult;
beforeAll(async () => {
  const regs = ['DE:DE123456789:monthly', 'PL:PL5260250274:monthly', 'CZ:CZ699001234:monthly', 'GB:GB123456789:quarterly:1'].map(parseRegistration);
  q = await calculateQuarter([fromPath(FIXTURE)], regs, '2025-01-01', COSTS, { rateProvider: RATES });
  qk = await calculateQuarter([fromPath(FIXTURE)], [parseRegistration('PL:PL5260250274:quarterly')], '2025-01-01', COSTS, { rateProvider: RATES });
});
const plMonth = (from: string) => {
  const r = q.returns.find((x) => x.ret === 'PL' && x.from === from)!;
  return { from: r.from, to: r.to, country: r.country! };
};

describe('JPK_V7M (2): the China-established seller, Q1 2025 monthly', () => {
  it('each month builds one valid JPK_V7M (2) whose declaration is the layout, filed at Drugi US Warszawa-Śródmieście', async () => {
    for (const from of ['2025-01-01', '2025-02-01', '2025-03-01']) {
      const r = plMonth(from);
      const li = layoutInputFromEngine(r.country);
      const [f, ...rest] = files(await plFiling.build(input({ period: { from: r.from, to: r.to }, layoutInput: li, createdAt: '2025-04-10T08:00:00Z' })));
      expect(rest).toEqual([]);
      expect(f.name).toBe(`JPK_V7M_${from.slice(0, 7)}_5260250274.xml`);
      expect(f.schema.id).toBe('pl-jpk-v7m-2');
      expect(await validateJpk(f.text)).toEqual([]);
      expect(root(f.text).namespaceURI).toBe('http://crd.gov.pl/wzor/2021/07/08/07081/');
      expect(all(f.text, 'KodFormularza')[0]).toBeDefined();
      expect([text(f.text, 'WariantFormularza'), text(f.text, 'WariantFormularzaDekl'), text(f.text, 'NazwaSystemu'), text(f.text, 'CelZlozenia')]).toEqual(['2', '22', 'yishui', '1']);
      // no Polish seat: MF's list KodyUrzedowSkarbowych, 1436 = DRUGI URZĄD SKARBOWY WARSZAWA-ŚRÓDMIEŚCIE
      expect(text(f.text, 'KodUrzedu')).toBe('1436');
      expect(KOD_US_NON_RESIDENT).toBe('1436');
      expect([text(f.text, 'Rok'), text(f.text, 'Miesiac')]).toEqual(['2025', String(Number(from.slice(5, 7)))]);
      expect([text(f.text, 'NIP'), text(f.text, 'Email'), text(f.text, 'Telefon')]).toEqual(['5260250274', 'tax@example.cn', '+8675512345678']);
      expect(text(f.text, 'DataWytworzeniaJPK')).toBe('2025-04-10T08:00:00Z');
      expectFiguresOfLayout(f.text, returnLayout(li)!);
    }
  });

  it('February: WDT 840.00 per customer, WNT 207.50 / 47.73 due (sales) and deducted (purchases); whole złoty in the declaration', async () => {
    const r = plMonth('2025-02-01');
    const [f] = files(await plFiling.build(input({ period: { from: r.from, to: r.to }, layoutInput: layoutInputFromEngine(r.country), createdAt: '2025-03-20T08:00:00Z' })));
    const s = salesRows(f.text);
    // the EC Sales List line (DE811569869, 840.00 = 200 EUR × 4.20) as a B2B row with the number split from its prefix
    expect(s.find((x) => x.K_21)).toMatchObject({ KodKrajuNadaniaTIN: 'DE', NrKontrahenta: '811569869', K_21: '840.00', TypDokumentu: 'WEW' });
    // the transfer into Poland (own goods): K_23/K_24 on the sales side, K_42/K_43 on the purchase side
    expect(s.find((x) => x.K_23)).toMatchObject({ NrKontrahenta: 'brak', NazwaKontrahenta: SELLER.name, K_23: '207.50', K_24: '47.73' });
    expect(purchaseRows(f.text)).toEqual([expect.objectContaining({ LpZakupu: '1', K_42: '207.50', K_43: '47.73', DokumentZakupu: 'WEW' })]);
    expect(s.map((x) => x.LpSprzedazy)).toEqual(['1', '2']);
    // control sums: PodatekNalezny = K_24 = 47.73; PodatekNaliczony = K_43 = 47.73
    expect([text(f.text, 'LiczbaWierszySprzedazy'), text(f.text, 'PodatekNalezny'), text(f.text, 'LiczbaWierszyZakupow'), text(f.text, 'PodatekNaliczony')]).toEqual(['2', '47.73', '1', '47.73']);
    // P_21 840; P_23 207.50 → 208 and P_24 47.73 → 48 (half-up, whole złoty); P_37 = 840 + 208; P_38 = P_48 = 48; P_51 = 0
    const p = fields(all(f.text, 'PozycjeSzczegolowe')[0]);
    expect(p).toEqual({ P_21: '840', P_23: '208', P_24: '48', P_37: '1048', P_38: '48', P_42: '208', P_43: '48', P_48: '48', P_51: '0' });
  });

  it('a month without figures is a nil return: P_38 = P_51 = 0, no rows, control sums 0', async () => {
    const r = plMonth('2025-01-01');
    const [f] = files(await plFiling.build(input({ period: { from: r.from, to: r.to }, layoutInput: layoutInputFromEngine(r.country), createdAt: '2025-02-10T08:00:00Z' })));
    expect(fields(all(f.text, 'PozycjeSzczegolowe')[0])).toEqual({ P_38: '0', P_51: '0' });
    expect([salesRows(f.text).length, text(f.text, 'LiczbaWierszySprzedazy'), text(f.text, 'PodatekNalezny'), text(f.text, 'PodatekNaliczony')]).toEqual([0, '0', '0.00', '0.00']);
  });

  it('is byte-for-byte reproducible: createdAt is the only time source', async () => {
    const r = plMonth('2025-02-01');
    const mk = () => plFiling.build(input({ period: { from: r.from, to: r.to }, layoutInput: layoutInputFromEngine(r.country), createdAt: '2025-03-20T08:00:00Z' }));
    const [a] = files(await mk());
    const [b] = files(await mk());
    expect(a.text).toBe(b.text);
    expect(a.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<JPK ')).toBe(true);
  });
});

// ------------------------------------------------------------------------------ JPK_V7M (3)

const PL26 = { SALE_DEPART_COUNTRY: 'PL', SALE_ARRIVAL_COUNTRY: 'PL', DEPARTURE_COUNTRY: 'PL', ARRIVAL_COUNTRY: 'PL', TRANSACTION_CURRENCY_CODE: 'PLN', ACTIVITY_PERIOD: '2026-FEB', TRANSACTION_COMPLETE_DATE: '15-02-2026', TAX_CALCULATION_DATE: '15-02-2026', MARKETPLACE: 'amazon.pl' };

/** February 2026 in PLN: 23 % 1000.00/230.00, 8 % 100.00/8.00, WDT 500.00 to DE811569869, a deemed supply to the marketplace 200.00, a transfer DE→PL 4 × 50.00 (23 %: 46.00), import VAT 11.50 deducted, art. 33a import 100.00/23.00. */
async function feb2026(): Promise<LayoutInput> {
  const r = await run(
    {
      'pl.csv': vtr([
        calc('1000.00', '230.00', '1230.00', '0.23', PL26),
        calc('100.00', '8.00', '108.00', '0.08', PL26),
        calc('500.00', '0', '500.00', '0', { ...PL26, SALE_ARRIVAL_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'DE', BUYER_VAT_NUMBER: 'DE811569869' }),
        calc('200.00', '46.00', '246.00', '0.23', { ...PL26, TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE' }),
        row({ ...PL26, TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'DE', SALE_DEPART_COUNTRY: 'DE', QTY: '4', SELLER_SKU: 'M', TRANSACTION_COMPLETE_DATE: '03-02-2026' }),
      ]),
    },
    {
      countries: ['PL'],
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      vatNumbers: { PL: 'PL5260250274', DE: 'DE123456789' },
      costs: [{ sku: 'M', cost: '50.00', currency: 'PLN' }],
      transferInvoice: 'sameDay',
      isDeduct: true,
      deducts: [{ country: 'PL', amount: '11.50' }],
      isDefer: true,
      defers: [{ country: 'PL', vat: '23.00', value: '100.00' }],
    },
  );
  return layoutInputFromEngine(r.returns.find((x) => x.country === 'PL')!);
}

describe('JPK_V7M (3): a Polish month from February 2026', () => {
  let li: LayoutInput;
  let f: FilingFile;
  beforeAll(async () => {
    li = await feb2026();
    [f] = files(await plFiling.build(input({ period: { from: '2026-02-01', to: '2026-02-28' }, layoutInput: li, createdAt: '2026-03-05T10:00:00Z' })));
  });

  it('is JPK_V7M (3) with VAT-7 (23), valid, and its declaration is the layout', async () => {
    expect([f.name, f.schema.id, f.schema.name]).toEqual(['JPK_V7M_2026-02_5260250274.xml', 'pl-jpk-v7m-3', 'JPK_V7M (3)']);
    expect(root(f.text).namespaceURI).toBe('http://crd.gov.pl/wzor/2025/12/19/14090/');
    expect([text(f.text, 'WariantFormularza'), text(f.text, 'WariantFormularzaDekl')]).toEqual(['3', '23']);
    expect(all(f.text, 'KodFormularzaDekl')[0].textContent).toBe('VAT-7');
    expect(await validateJpk(f.text, 'V7M3')).toEqual([]);
    expectFiguresOfLayout(f.text, returnLayout(li)!);
  });

  it('declaration by hand: P_19/P_20 1000/230, P_17/P_18 100/8, P_10 200 (marketplace), P_21 500, P_23/P_24 200/46, P_25/P_26 100/23, P_38 307, P_43 46 + 23 + 12 = 81, P_51 226', () => {
    const p = fields(all(f.text, 'PozycjeSzczegolowe')[0]);
    expect(p).toEqual({ P_10: '200', P_17: '100', P_18: '8', P_19: '1000', P_20: '230', P_21: '500', P_23: '200', P_24: '46', P_25: '100', P_26: '23', P_37: '2100', P_38: '307', P_42: '300', P_43: '81', P_48: '81', P_51: '226' });
  });

  it('every row carries the KSeF-era marker DI (internal summaries, no invoice) and TypDokumentu WEW; imports are marked IMP', () => {
    const s = salesRows(f.text);
    expect(s.length).toBe(7 - 1); // 7 engine lines, the import VAT deducted only on the purchase side
    for (const x of s) expect([x.DI, x.BFK, x.OFF, x.NrKSeF, x.TypDokumentu]).toEqual(['1', undefined, undefined, undefined, 'WEW']);
    expect(s.find((x) => x.K_10)).toMatchObject({ K_10: '200.00', NrKontrahenta: 'brak', NazwaKontrahenta: 'brak' });
    expect(s.find((x) => x.K_19)).toMatchObject({ K_19: '1000.00', K_20: '230.00' });
    expect(s.find((x) => x.K_25)).toMatchObject({ K_25: '100.00', K_26: '23.00' });
    const z2 = purchaseRows(f.text);
    expect(z2.map((x) => [x.K_42, x.K_43, x.IMP ?? '', x.DI])).toEqual([
      ['200.00', '46.00', '', '1'],
      ['0.00', '11.50', '1', '1'],
      ['100.00', '23.00', '1', '1'],
    ]);
    // PodatekNalezny = K_20 + K_18 + K_24 + K_26 = 230 + 8 + 46 + 23; PodatekNaliczony = K_43: 46 + 11.50 + 23
    expect([text(f.text, 'PodatekNalezny'), text(f.text, 'PodatekNaliczony')]).toEqual(['307.00', '80.50']);
  });

  it('evidence given as documents: a B2B invoice outside KSeF is BFK, a consumer order DI; EL for Greece, the number without its prefix', async () => {
    const small: LayoutInput = { country: 'PL', currency: 'PLN', lines: [{ kind: 'domestic', rate: '0.23', net: '100.00', vat: '23.00' }, { kind: 'intraEuSupply', rate: null, net: '750.00', vat: '0.00' }] };
    const sales = [
      { docId: '302-1234567-7654321', date: '2026-02-10', kind: 'domestic' as const, rate: '0.23', net: '100.00', vat: '23.00' },
      { docId: 'FV/2026/02/7', date: '2026-02-12', kind: 'intraEuSupply' as const, rate: null, net: '250.00', vat: '0.00', buyerVat: 'DE811569869', buyerCountry: 'DE', buyerName: 'Muster & Söhne GmbH' },
      { docId: 'FV/2026/02/8', date: '2026-02-13', kind: 'intraEuSupply' as const, rate: null, net: '500.00', vat: '0.00', buyerVat: 'EL094014201', buyerCountry: 'GR' },
    ];
    const [g] = files(await plFiling.build(input({ period: { from: '2026-02-01', to: '2026-02-28' }, layoutInput: small, sales, createdAt: '2026-03-05T10:00:00Z' })));
    const s = salesRows(g.text);
    expect(s[0]).toMatchObject({ NrKontrahenta: 'brak', NazwaKontrahenta: 'brak', DowodSprzedazy: '302-1234567-7654321', DI: '1', K_19: '100.00', K_20: '23.00' });
    expect(s[0].TypDokumentu).toBeUndefined();
    expect(s[1]).toMatchObject({ KodKrajuNadaniaTIN: 'DE', NrKontrahenta: '811569869', NazwaKontrahenta: 'Muster & Söhne GmbH', BFK: '1', K_21: '250.00' });
    expect(s[2]).toMatchObject({ KodKrajuNadaniaTIN: 'EL', NrKontrahenta: '094014201', BFK: '1' });
    expect(g.text).toContain('Muster &amp; Söhne GmbH');
  });

  it('evidence that does not add up to the declaration is refused (P_19 = 100 but K_19 = 60.00)', async () => {
    const small: LayoutInput = { country: 'PL', currency: 'PLN', lines: [{ kind: 'domestic', rate: '0.23', net: '100.00', vat: '23.00' }] };
    const sales = [{ docId: 'A-1', date: '2026-02-10', kind: 'domestic' as const, rate: '0.23', net: '60.00', vat: '13.80' }];
    const o = await plFiling.build(input({ period: { from: '2026-02-01', to: '2026-02-28' }, layoutInput: small, sales, createdAt: '2026-03-05T10:00:00Z' }));
    expect(o.ok).toBe(false);
    expect(problemsOf(o).map((p) => [p.kind, p.element])).toEqual([['RULE', 'P_19'], ['RULE', 'P_20']]);
  });
});

// ------------------------------------------------------------------------------ JPK_V7K (2)

describe('JPK_V7K (2): quarterly 2025', () => {
  it('Q1 2025 from the engine: the third month file carries the quarter declaration (Kwartal 1, Miesiac 3), equal to the layout', async () => {
    const r = qk.returns.find((x) => x.ret === 'PL')!;
    expect([r.frequency, r.from, r.to]).toEqual(['quarterly', '2025-01-01', '2025-03-31']);
    const li = layoutInputFromEngine(r.country!);
    const fs = files(await plFiling.build(input({ frequency: 'quarterly', period: { from: r.from, to: r.to }, layoutInput: li, createdAt: '2025-04-20T08:00:00Z' })));
    expect(fs.map((x) => x.name)).toEqual(['JPK_V7K_2025-03_5260250274.xml']);
    const f = fs[0];
    expect(f.schema.id).toBe('pl-jpk-v7k-2');
    expect(root(f.text).namespaceURI).toBe('http://crd.gov.pl/wzor/2021/07/08/07082/');
    expect([text(f.text, 'Miesiac'), text(f.text, 'Kwartal'), text(f.text, 'WariantFormularzaDekl'), all(f.text, 'KodFormularzaDekl')[0].textContent]).toEqual(['3', '1', '16', 'VAT-7K']);
    expect(await validateJpk(f.text)).toEqual([]);
    expectFiguresOfLayout(f.text, returnLayout(li)!);
    expect(text(f.text, 'P_38')).toBe('48');
  });

  it('dated evidence is filed month by month: January and February files without the declaration, March with it', async () => {
    const li: LayoutInput = { country: 'PL', currency: 'PLN', lines: [{ kind: 'domestic', rate: '0.23', net: '300.00', vat: '69.00' }] };
    const sales = ['2025-01-20', '2025-02-20', '2025-03-20'].map((date, i) => ({ docId: `ORD-${i + 1}`, date, kind: 'domestic' as const, rate: '0.23', net: '100.00', vat: '23.00' }));
    const fs = files(await plFiling.build(input({ frequency: 'quarterly', period: { from: '2025-01-01', to: '2025-03-31' }, layoutInput: li, sales, createdAt: '2025-04-20T08:00:00Z' })));
    expect(fs.map((x) => [x.name, all(x.text, 'Deklaracja').length, text(x.text, 'Miesiac'), text(x.text, 'PodatekNalezny')])).toEqual([
      ['JPK_V7K_2025-01_5260250274.xml', 0, '1', '23.00'],
      ['JPK_V7K_2025-02_5260250274.xml', 0, '2', '23.00'],
      ['JPK_V7K_2025-03_5260250274.xml', 1, '3', '23.00'],
    ]);
    expect(fields(all(fs[2].text, 'PozycjeSzczegolowe')[0])).toEqual({ P_19: '300', P_20: '69', P_37: '300', P_38: '69', P_51: '69' });
    for (const x of fs) expect(await validateJpk(x.text, 'V7K2')).toEqual([]);
  });
});

// --------------------------------------------------------------------------------- the period

describe('the structure follows the period', () => {
  it('monthly: 2026-01 is JPK_V7M (2), 2026-02 JPK_V7M (3), 2021-12 has no structure here (PERIOD)', () => {
    expect(plVariantFor({ from: '2026-01-01', to: '2026-01-31' }, 'monthly')).toEqual({ variant: 'V7M2', months: ['2026-01'] });
    expect(plVariantFor({ from: '2026-02-01', to: '2026-02-28' }, 'monthly')).toEqual({ variant: 'V7M3', months: ['2026-02'] });
    expect(plVariantFor({ from: '2022-01-01', to: '2022-01-31' }, 'monthly')).toEqual({ variant: 'V7M2', months: ['2022-01'] });
    const old = plVariantFor({ from: '2021-12-01', to: '2021-12-31' }, 'monthly');
    expect('problem' in old && old.problem.kind === 'PERIOD' && old.problem.message).toContain('JPK_V7M (1)');
    const part = plVariantFor({ from: '2026-02-01', to: '2026-02-15' }, 'monthly');
    expect('problem' in part && part.problem.message).toContain('完整的自然月');
  });

  it('quarterly: Q4 2025 is JPK_V7K (2); a quarter ending 2026-03 needs JPK_V7K (3) (PERIOD)', async () => {
    expect(plVariantFor({ from: '2025-10-01', to: '2025-12-31' }, 'quarterly')).toEqual({ variant: 'V7K2', months: ['2025-10', '2025-11', '2025-12'] });
    const o = await plFiling.build(input({ frequency: 'quarterly', period: { from: '2026-01-01', to: '2026-03-31' }, layoutInput: { country: 'PL', currency: 'PLN', lines: [] }, createdAt: '2026-04-20T08:00:00Z' }));
    const ps = problemsOf(o);
    expect(ps).toHaveLength(1);
    expect(ps[0]).toMatchObject({ kind: 'PERIOD', element: 'period' });
    expect(ps[0].message).toContain('JPK_V7K (3)');
    expect(ps[0].message).toContain('JPK_V7M (3)');
    expect([plSchemaSet('2025-10-01', 'quarterly')?.ref.id, plSchemaSet('2026-02-01', 'monthly')?.ref.id, plSchemaSet('2026-01-01', 'quarterly'), plSchemaSet('2021-12-01', 'monthly')]).toEqual(['pl-jpk-v7k-2', 'pl-jpk-v7m-3', undefined, undefined]);
    const annual = plVariantFor({ from: '2025-01-01', to: '2025-12-31' }, 'annual');
    expect('problem' in annual && annual.problem.kind).toBe('PERIOD');
  });
});

// ------------------------------------------------------------------------------ the filer

describe('identity fields first (nothing is built half)', () => {
  const r = () => plMonth('2025-02-01');
  const build = (seller: FilingSeller) => plFiling.build(input({ seller, period: { from: r().from, to: r().to }, layoutInput: layoutInputFromEngine(r().country), createdAt: '2025-03-20T08:00:00Z' }));

  it('a missing Email is MISSING_FIELD naming the field and where to fill it', async () => {
    const o = await build({ ...SELLER, email: '' });
    const ps = problemsOf(o);
    expect(ps).toEqual([expect.objectContaining({ kind: 'MISSING_FIELD', element: 'seller.email' })]);
    expect(ps[0].message).toContain('联系邮箱');
    expect(ps[0].message).toContain('申报详情页的「申报主体信息」');
  });

  it('no NIP and no PL VAT number: MISSING_FIELD for the NIP; a Polish company without its tax office: MISSING_FIELD KodUrzedu', async () => {
    const o = await build({ ...SELLER, vatNumbers: { DE: 'DE123456789' } });
    expect(problemsOf(o).map((p) => [p.kind, p.element])).toEqual([['MISSING_FIELD', 'seller.taxId']]);
    expect(problemsOf(o)[0].message).toContain('NIP');
    const pl = await build({ ...SELLER, establishedIn: 'PL' });
    expect(problemsOf(pl).map((p) => [p.kind, p.element])).toEqual([['MISSING_FIELD', 'seller.taxOffice']]);
  });

  it('the seller’s own office and NIP are used when given; a wrong NIP check digit is refused', async () => {
    const [f] = files(await build({ ...SELLER, taxIds: { PL: '526-283-74-11' }, taxOffices: { PL: '1471' }, phone: undefined }));
    expect([text(f.text, 'NIP'), text(f.text, 'KodUrzedu'), all(f.text, 'Telefon').length]).toEqual(['5262837411', '1471', 0]);
    // 5262837411: (30+10+42+4+24+12+35+24+7) mod 11 = 188 mod 11 = 1 = the last digit; 5262837412 is wrong
    expect([nipValid('5262837411'), nipValid('5262837412'), nipValid('0262837411')]).toEqual([true, false, false]);
    const o = await build({ ...SELLER, taxIds: { PL: '5262837412' } });
    expect(problemsOf(o).map((p) => [p.kind, p.element])).toEqual([['RULE', 'seller.taxId']]);
  });

  it('an office code outside MF’s list is refused by the schema', async () => {
    const o = await build({ ...SELLER, taxOffices: { PL: '9999' } });
    expect(problemsOf(o).map((p) => [p.kind, p.element, p.value])).toEqual([['SCHEMA', 'KodUrzedu', '9999']]);
  });
});

// --------------------------------------------------------------------------- broken files

describe('validateJpk refuses broken files', () => {
  let v2: string;
  let v3: string;
  beforeAll(async () => {
    const r = plMonth('2025-02-01');
    [{ text: v2 }] = files(await plFiling.build(input({ period: { from: r.from, to: r.to }, layoutInput: layoutInputFromEngine(r.country), createdAt: '2025-03-20T08:00:00Z' })));
    [{ text: v3 }] = files(await plFiling.build(input({ period: { from: '2026-02-01', to: '2026-02-28' }, layoutInput: await feb2026(), createdAt: '2026-03-05T10:00:00Z' })));
  });
  const mutate = (xml: string, from: string | RegExp, to: string) => {
    const out = xml.replace(from, to);
    expect(out).not.toBe(xml);
    return out;
  };
  const kinds = async (xml: string, v?: JpkVariant) => (await validateJpk(xml, v)).map((p) => [p.kind, p.element]);

  it('a bad code: KodUrzedu outside the list, a country code GR (JPK wants EL), a variant the schema does not fix', async () => {
    expect(await kinds(mutate(v2, '<KodUrzedu>1436<', '<KodUrzedu>9999<'))).toEqual([['SCHEMA', 'KodUrzedu']]);
    const gr = await kinds(mutate(v2, '<KodKrajuNadaniaTIN>DE<', '<KodKrajuNadaniaTIN>GR<'));
    expect([...new Set(gr.map((x) => x.join(' ')))]).toEqual(['SCHEMA KodKrajuNadaniaTIN']); // libxml2 names the union and the pattern
    expect(await kinds(mutate(v3, '<WariantFormularzaDekl>23<', '<WariantFormularzaDekl>22<'))).toEqual([['SCHEMA', 'WariantFormularzaDekl']]);
  });

  it('an element removed: the Email, or the KSeF marker a (3) row needs', async () => {
    expect((await kinds(mutate(v2, /\s*<Email>[^<]*<\/Email>/, ''))).map((x) => x[0])).toEqual(['SCHEMA']);
    expect((await kinds(mutate(v3, /\s*<DI>1<\/DI>/, ''))).map((x) => x[0])).toEqual(['SCHEMA']);
  });

  it('a wrong sum: P_38, PodatekNalezny, the row count, P_51 and P_53 both positive', async () => {
    expect(await kinds(mutate(v3, '<P_38>307<', '<P_38>300<'))).toEqual(expect.arrayContaining([['RULE', 'P_38']]));
    expect(await kinds(mutate(v3, '<PodatekNalezny>307.00<', '<PodatekNalezny>306.00<'))).toEqual([['RULE', 'PodatekNalezny']]);
    expect(await kinds(mutate(v2, '<LiczbaWierszySprzedazy>2<', '<LiczbaWierszySprzedazy>3<'))).toEqual([['RULE', 'LiczbaWierszySprzedazy']]);
    expect(await kinds(mutate(v3, '<P_48>81<', '<P_48>80<'))).toEqual(expect.arrayContaining([['RULE', 'P_48']]));
    expect(await kinds(mutate(v3, '<P_51>226</P_51>', '<P_51>226</P_51><P_53>5</P_53><P_62>5</P_62>'))).toEqual([['RULE', 'P_53']]);
    expect(await kinds(mutate(v3, '<P_51>226</P_51>', '<P_51>226</P_51><P_53>5</P_53>'))).toEqual([['RULE', 'P_53'], ['RULE', 'P_62']]);
    const p = await validateJpk(mutate(v3, '<P_38>307<', '<P_38>300<'));
    expect(p.find((x) => x.element === 'P_38')?.detail).toContain('Suma kwot z P_16, P_18, P_20');
    expect(p.find((x) => x.element === 'P_38')?.message).toContain('销项税合计');
  });

  it('the declaration must agree with the evidence: P_21 raised to 900 with K_21 840.00', async () => {
    const x = mutate(mutate(v2, '<P_21>840<', '<P_21>900<'), '<P_37>1048<', '<P_37>1108<');
    expect(await kinds(x)).toEqual([['RULE', 'P_21']]);
  });

  it('something that is not a JPK_V7 file is a SCHEMA problem', async () => {
    expect(await kinds('<?xml version="1.0"?><Faktura xmlns="http://crd.gov.pl/wzor/2023/06/29/12648/"/>')).toEqual([['SCHEMA', 'JPK']]);
  });
});

// ----------------------------------------------------------------------------------- samples

describe("MF's hand-made samples pass the same validator (set-up check)", () => {
  const sample = (p: string) => readFileSync(join(SCHEMAS, p), 'utf8');
  it.each([
    ['jpk_v7m2/sample_JPK_V7M2_min.xml', 'V7M2'],
    ['jpk_v7m2/sample_JPK_V7K2_min.xml', 'V7K2'],
    ['jpk_v7m3/sample_min.xml', 'V7M3'],
  ] as const)('%s (%s)', async (p, v) => {
    const xml = sample(p);
    expect(await validateJpk(xml)).toEqual([]);
    expect(await validateJpk(xml, v)).toEqual([]);
    expect((await validateJpk(xml.replace(/<Miesiac>\d+</, '<Miesiac>13<'), v)).map((x) => [x.kind, x.element, x.value])).toEqual([['SCHEMA', 'Miesiac', '13']]);
  });

  it('a sample checked against another structure is refused', async () => {
    expect((await validateJpk(sample('jpk_v7m3/sample_min.xml'), 'V7M2')).length).toBeGreaterThan(0);
  });

  it('the sums of the samples are what MF defines: P_38 = P_20 = 230 and PodatekNalezny = K_20 = 230.00', () => {
    const xml = sample('jpk_v7m2/sample_JPK_V7M2_min.xml');
    expect(new Big(text(xml, 'P_38')!).eq(text(xml, 'P_20')!)).toBe(true);
    expect(text(xml, 'PodatekNalezny')).toBe(text(xml, 'K_20'));
  });
});
