/**
 * Italian LIPE files (issue #31, src/core/filing/it.ts): the IVP18 communication built from the
 * engine's output (hand-made VTR reports through `run`: a seller-collected B2C quarter of a
 * quarterly payer with its 1 % interest, the same sales as a monthly payer's three months),
 * validated with the same validator the mock and the CLI use (official XSD + quadro VP rules).
 * Figures are read back from the file (DOM, decimal comma) and compared with the `it()` layout's
 * boxes and with sums worked out by hand.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { create } from 'xmlbuilder2';
import { layoutBox, layoutInputFromEngine, returnLayout } from '../../../src/core/declare/layouts';
import { buildLipe, itFiling, LIPE_NS, validateLipe } from '../../../src/core/filing/it';
import type { FilingFile, FilingInput, FilingOutcome } from '../../../src/core/filing/types';
import type { CountryReturn, VatOptions } from '../../../src/core/vat/types';
import { calc, row, run, vtr, type Row } from '../vat/helpers';

const SAMPLE = readFileSync(join(__dirname, '../../../src/core/filing/schemas/it/sample_IVP18_min.xml'), 'utf8');
const CREATED = '2025-05-20T08:00:00Z';
const SELLER = { name: 'Shenzhen Lamp Co., Ltd.', vatNumbers: { IT: 'IT00247479991' }, taxIds: { IT: '00247479991' } };
const IT = { SALE_DEPART_COUNTRY: 'IT', SALE_ARRIVAL_COUNTRY: 'IT', MARKETPLACE: 'amazon.it' };
const OPTS: VatOptions = { countries: ['IT'], vatNumbers: { IT: 'IT00247479991', DE: 'DE123456789' }, transferInvoice: 'sameDay', costs: [{ sku: 'M', cost: '50.00', currency: 'EUR' }] };

/** The quarter's rows: 22 % in January, 10 % in February, a B2B supply to DE and an own-goods transfer DE → IT in March. */
function rows(year: number, q: number): Row[] {
  const d = (m: number, day: string) => ({ TRANSACTION_COMPLETE_DATE: `${day}-${String((q - 1) * 3 + m).padStart(2, '0')}-${year}`, TAX_CALCULATION_DATE: `${day}-${String((q - 1) * 3 + m).padStart(2, '0')}-${year}` });
  return [
    calc('1000.00', '220.00', '1220.00', '0.22', { ...IT, ...d(1, '10') }),
    calc('100.00', '10.00', '110.00', '0.10', { ...IT, ...d(2, '10') }),
    calc('200.00', '0', '200.00', '0', { ...IT, ...d(3, '15'), SALE_ARRIVAL_COUNTRY: 'DE', BUYER_VAT_NUMBER: 'DE130466792', BUYER_VAT_NUMBER_COUNTRY: 'DE' }),
    row({ TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'IT', QTY: '2', SELLER_SKU: 'M', TRANSACTION_CURRENCY_CODE: '', MARKETPLACE: 'N/A', ...d(3, '15') }),
  ];
}

async function itReturn(from: string, to: string, r: Row[], deduct?: string): Promise<CountryReturn> {
  const res = await run({ 'it.csv': vtr(r) }, { ...OPTS, startDate: from, endDate: to, ...(deduct ? { deducts: [{ country: 'IT', amount: deduct }], isDeduct: true } : {}) });
  return res.returns.find((x) => x.country === 'IT')!;
}

const input = (ret: CountryReturn, frequency: FilingInput['frequency'], over: Partial<FilingInput> = {}): FilingInput => ({
  country: 'IT',
  currency: 'EUR',
  period: ret.period,
  frequency,
  seller: SELLER,
  layoutInput: layoutInputFromEngine(ret),
  createdAt: CREATED,
  ...over,
});

const files = (o: FilingOutcome): FilingFile[] => {
  if (!o.ok) throw new Error(JSON.stringify(o.problems, null, 1));
  return o.files;
};
const modules = (xml: string) => Array.from((create(xml).node as unknown as Document).getElementsByTagNameNS(LIPE_NS, 'Modulo'));
/** A Modulo's child value with the decimal comma turned into a point (`undefined` when absent). */
const val = (m: Element, name: string) => {
  const e = Array.from(m.childNodes).find((n) => (n as Element).localName === name) as Element | undefined;
  return e?.textContent?.replace(',', '.');
};
/** VP6 / VP14 as the layout signs them: column 1 − column 2. */
const signed = (m: Element, col1: string, col2: string) => (val(m, col1) !== undefined ? val(m, col1) : `-${val(m, col2)}`);
const box = (ret: CountryReturn, frequency: FilingInput['frequency'], code: string) => layoutBox(returnLayout({ ...layoutInputFromEngine(ret), frequency, periodStart: ret.period.from })!, code)!.amount;

describe('validator set-up', () => {
  it('the vendored sample passes; its copy with 220.00 (dot) is refused by the schema', async () => {
    expect(await validateLipe(SAMPLE)).toEqual([]);
    const p = await validateLipe(SAMPLE.replace('<iv:IvaEsigibile>220,00', '<iv:IvaEsigibile>220.00'));
    expect(p.map((x) => [x.kind, x.element, x.value])).toEqual([['SCHEMA', 'IvaEsigibile', '220.00']]);
  });
});

describe('a quarterly payer, Q1 2025 (seller-collected B2C, B2B to DE, transfer from DE, import VAT 30.00)', () => {
  let ret: CountryReturn;
  let file: FilingFile;
  beforeAll(async () => {
    ret = await itReturn('2025-01-01', '2025-03-31', rows(2025, 1), '30.00');
    [file] = files(await itFiling.build(input(ret, 'quarterly')));
  });

  it('one Modulo for the quarter (Trimestre 1), the Frontespizio from the seller, the LIPE file name', async () => {
    const [m, ...rest] = modules(file.text);
    expect(rest).toHaveLength(0);
    expect([val(m, 'NumeroModulo'), val(m, 'Trimestre'), val(m, 'Mese')]).toEqual(['1', '1', undefined]);
    expect(file.text).toContain('<iv:CodiceFiscale>00247479991</iv:CodiceFiscale>\n      <iv:AnnoImposta>2025</iv:AnnoImposta>\n      <iv:PartitaIVA>00247479991</iv:PartitaIVA>');
    // 20 May 08:00 UTC: 139 days × 144 + 8 h × 6 = 20064 ten-minute slots before it → progressivo 20065
    expect(file.name).toBe('IT00247479991_LI_20065.xml');
    expect(file.schema.version).toBe('IVP18 v1');
    expect(await validateLipe(file.text)).toEqual([]);
  });

  it('VP2–VP14 equal the layout boxes and the sums worked by hand; the 1 % interest in InteressiDovuti (VP12)', () => {
    const [m] = modules(file.text);
    const got = [val(m, 'TotaleOperazioniAttive'), val(m, 'TotaleOperazioniPassive'), val(m, 'IvaEsigibile'), val(m, 'IvaDetratta'), signed(m, 'IvaDovuta', 'IvaCredito'), val(m, 'InteressiDovuti'), signed(m, 'ImportoDaVersare', 'ImportoACredito')];
    expect(got).toEqual(['VP2', 'VP3', 'VP4', 'VP5', 'VP6', 'VP12', 'VP14'].map((c) => box(ret, 'quarterly', c)));
    // VP2 = 1000 + 100 + 200 (B2B to DE); VP3 = the acquisition 2 × 50; VP4 = 220 + 10 + 22 (acquisition 22 %);
    // VP5 = 30 (import) + 22; VP6 = 252 − 52 = 200; VP12 = 1 % = 2.00 (art. 7 DPR 542/1999); VP14 = 202.00
    expect(got).toEqual(['1300.00', '100.00', '252.00', '52.00', '200.00', '2.00', '202.00']);
    expect(ret.totals.payable).toBe('200.00');
  });

  it('Q4 of a quarterly payer: no interest element, VP14 = VP6', async () => {
    const q4 = await itReturn('2025-10-01', '2025-12-31', rows(2025, 4), '30.00');
    const [m] = modules(files(await itFiling.build(input(q4, 'quarterly')))[0].text);
    expect([val(m, 'Trimestre'), val(m, 'InteressiDovuti'), val(m, 'IvaDovuta'), val(m, 'ImportoDaVersare')]).toEqual(['4', undefined, '200.00', '200.00']);
  });

  it('is byte-for-byte reproducible', async () => {
    expect(files(await itFiling.build(input(ret, 'quarterly')))[0].text).toBe(file.text);
  });

  it('mutated copies are refused: a wrong VP6 (rule), an element removed and a negative debit (schema), both columns, a bad check digit', async () => {
    const t = file.text;
    const kinds = async (xml: string) => (await validateLipe(xml)).map((p) => [p.kind, p.element]);
    expect(await kinds(t.replace('<iv:IvaDovuta>200,00', '<iv:IvaDovuta>210,00'))).toContainEqual(['RULE', 'IvaDovuta']);
    expect(await kinds(t.replace('<iv:ImportoDaVersare>202,00', '<iv:ImportoDaVersare>200,00'))).toEqual([['RULE', 'ImportoDaVersare']]);
    expect((await kinds(t.replace(/\s*<iv:PartitaIVA>[^<]*<\/iv:PartitaIVA>/, '')))[0][0]).toBe('SCHEMA');
    expect((await kinds(t.replace('<iv:IvaDovuta>200,00', '<iv:IvaDovuta>-200,00')))[0]).toEqual(['SCHEMA', 'IvaDovuta']);
    expect(await kinds(t.replace('</iv:IvaDovuta>', '</iv:IvaDovuta>\n        <iv:IvaCredito>0,00</iv:IvaCredito>'))).toEqual([['RULE', 'IvaCredito']]);
    expect(await kinds(t.split('00247479991').join('00247479992'))).toEqual([['RULE', 'PartitaIVA'], ['RULE', 'CodiceFiscale']]);
  });
});

describe('a monthly payer: the same quarter as three months', () => {
  let months: CountryReturn[];
  beforeAll(async () => {
    const all = rows(2025, 1);
    months = [
      await itReturn('2025-01-01', '2025-01-31', all),
      await itReturn('2025-02-01', '2025-02-28', all),
      await itReturn('2025-03-01', '2025-03-31', all, '30.00'),
    ];
  });

  it('one communication with a Modulo per month (Mese 1–3), no interest, March a credit in IvaCredito / ImportoACredito', async () => {
    const [file] = files(await buildLipe(months.map((r) => input(r, 'monthly'))));
    const ms = modules(file.text);
    expect(ms.map((m) => [val(m, 'NumeroModulo'), val(m, 'Mese'), val(m, 'Trimestre'), val(m, 'InteressiDovuti')])).toEqual([
      ['1', '1', undefined, undefined],
      ['2', '2', undefined, undefined],
      ['3', '3', undefined, undefined],
    ]);
    ms.forEach((m, k) => {
      expect([val(m, 'TotaleOperazioniAttive'), val(m, 'IvaEsigibile'), val(m, 'IvaDetratta'), signed(m, 'IvaDovuta', 'IvaCredito'), signed(m, 'ImportoDaVersare', 'ImportoACredito')]).toEqual(
        ['VP2', 'VP4', 'VP5', 'VP6', 'VP14'].map((c) => box(months[k], 'monthly', c)),
      );
    });
    // March: VP4 = 22 (acquisition), VP5 = 22 + 30 (import) → credit 30.00 in column 2, never a negative amount
    expect([val(ms[2], 'IvaDovuta'), val(ms[2], 'IvaCredito'), val(ms[2], 'ImportoDaVersare'), val(ms[2], 'ImportoACredito')]).toEqual([undefined, '30.00', undefined, '30.00']);
    expect(await validateLipe(file.text)).toEqual([]);
  });

  it('one month alone: a communication with that month’s Modulo; interest in a monthly Modulo is refused', async () => {
    const [file] = files(await itFiling.build(input(months[0], 'monthly')));
    const ms = modules(file.text);
    expect(ms.map((m) => [val(m, 'Mese'), val(m, 'IvaDovuta'), val(m, 'ImportoDaVersare')])).toEqual([['1', '220.00', '220.00']]);
    const bad = file.text.replace('</iv:IvaDovuta>', '</iv:IvaDovuta>\n        <iv:InteressiDovuti>2,20</iv:InteressiDovuti>');
    expect((await validateLipe(bad)).map((p) => [p.kind, p.element])).toContainEqual(['RULE', 'InteressiDovuti']);
  });

  it('months of two quarters in one communication: PERIOD', async () => {
    const apr = { ...months[0], period: { from: '2025-04-01', to: '2025-04-30' } };
    const o = await buildLipe([input(months[0], 'monthly'), input(apr, 'monthly')]);
    expect(o.ok ? [] : o.problems.map((p) => p.kind)).toEqual(['PERIOD']);
  });
});

describe('identity and period', () => {
  let ret: CountryReturn;
  beforeAll(async () => {
    ret = await itReturn('2025-01-01', '2025-03-31', rows(2025, 1));
  });

  it('no codice fiscale: MISSING_FIELD naming it and where to fill it, nothing built', async () => {
    const o = await itFiling.build(input(ret, 'quarterly', { seller: { ...SELLER, taxIds: {} } }));
    expect(o.ok).toBe(false);
    if (o.ok) return;
    expect(o.problems.map((p) => [p.kind, p.element])).toEqual([['MISSING_FIELD', 'seller.taxId']]);
    expect(o.problems[0].message).toContain('codice fiscale');
    expect(o.problems[0].message).toContain('申报主体信息');
  });

  it('no IT VAT number: MISSING_FIELD; a Partita IVA with a wrong check digit: RULE', async () => {
    const a = await itFiling.build(input(ret, 'quarterly', { seller: { ...SELLER, vatNumbers: {} } }));
    expect(a.ok ? [] : a.problems.map((p) => [p.kind, p.element])).toEqual([['MISSING_FIELD', 'seller.vatNumber']]);
    const b = await itFiling.build(input(ret, 'quarterly', { seller: { ...SELLER, vatNumbers: { IT: 'IT00247479992' } } }));
    expect(b.ok ? [] : b.problems.map((p) => [p.kind, p.element])).toEqual([['RULE', 'seller.vatNumber']]);
  });

  it('periods outside IVP18 or not a calendar month / quarter: PERIOD', async () => {
    const kinds = async (over: Partial<FilingInput>, f: FilingInput['frequency'] = 'quarterly') => {
      const o = await itFiling.build(input(ret, f, over));
      return o.ok ? [] : o.problems.map((p) => p.kind);
    };
    expect(await kinds({ period: { from: '2017-01-01', to: '2017-03-31' } })).toEqual(['PERIOD']);
    expect(await kinds({ period: { from: '2025-01-01', to: '2025-12-31' } }, 'annual')).toEqual(['PERIOD']);
    expect(await kinds({ period: { from: '2025-02-01', to: '2025-04-30' } })).toEqual(['PERIOD']);
    expect(await kinds({ period: { from: '2025-01-01', to: '2025-03-31' } }, 'monthly')).toEqual(['PERIOD']);
  });
});
