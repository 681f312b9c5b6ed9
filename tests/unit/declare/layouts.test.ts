/**
 * Per-country return layouts (src/core/declare/layouts.ts): for each country a computed return
 * (DE straight from the engine on a hand-made report; the others as the engine's lines would be)
 * filled into the country's own form. Checked per country: the boxes that carry each kind of
 * line, the form's own arithmetic (payable = output − input) and agreement with the engine's
 * totals (to the cent, or to rounding for whole-unit forms).
 */
import Big from 'big.js';
import { layoutBox, layoutInputFromDeclare, layoutInputFromEngine, LAYOUT_COUNTRIES, returnLayout, type LayoutInput, type LayoutLine, type ReturnLayout } from '@/core/declare/layouts';
import { calc, incl, row, run, vtr } from '../vat/helpers';

const box = (l: ReturnLayout, code: string) => {
  const b = layoutBox(l, code);
  if (!b) throw new Error(`no box ${code} in ${l.country}`);
  return b.amount;
};

/** Engine-style totals of lines (vat-engine.md: acquisitions and postponed import VAT both due and deductible). */
function engineTotals(lines: LayoutLine[]) {
  let out = new Big(0);
  let inp = new Big(0);
  for (const l of lines) {
    if (['domestic', 'distance', 'acquisition', 'postponedImportVat'].includes(l.kind)) out = out.plus(l.vat);
    if (['acquisition', 'importVatDeducted', 'postponedImportVat'].includes(l.kind)) inp = inp.plus(l.vat);
  }
  return { output: out, input: inp, payable: out.minus(inp) };
}

/** The form's payable = output − input, and = the engine's payable (exactly, or within `tol` for whole units). */
function expectConsistent(l: ReturnLayout, lines: LayoutLine[], tol = 0) {
  expect(new Big(l.totals.payable).eq(new Big(l.totals.output).minus(l.totals.input))).toBe(true);
  const e = engineTotals(lines);
  expect(new Big(l.totals.payable).minus(e.payable).abs().lte(tol)).toBe(true);
}

const L = (kind: LayoutLine['kind'], rate: string | null, net: string, vat: string): LayoutLine => ({ kind, rate, net, vat });
const ECSL = [{ customerVat: 'ATU58004634', customerCountry: 'AT', kind: 'goods' as const, value: '200.00' }];

describe('every layout', () => {
  it('covers the ten member states of issue #11, not GB, each under its own name', () => {
    expect(LAYOUT_COUNTRIES.sort()).toEqual(['AT', 'BE', 'CZ', 'DE', 'ES', 'FR', 'IT', 'NL', 'PL', 'SE']);
    expect(returnLayout({ country: 'GB', currency: 'GBP', lines: [] })).toBeNull();
    expect(returnLayout({ country: 'DE', currency: 'EUR', lines: [] })!.title).toBe('德国增值税预申报（Umsatzsteuer-Voranmeldung）');
    for (const c of LAYOUT_COUNTRIES) {
      const l = returnLayout({ country: c, currency: 'EUR', lines: [] })!;
      expect(l.totals.payable).toMatch(/^-?0(\.00)?$/);
      for (const s of l.sections) for (const b of s.boxes) expect(b.code && b.zh && b.name).toBeTruthy();
      expect(l.ecsl).toBeNull();
    }
  });

  it('a nil return fills every box with zero', () => {
    const l = returnLayout({ country: 'FR', currency: 'EUR', lines: [] })!;
    expect(l.sections.flatMap((s) => s.boxes).every((b) => b.amount === '0')).toBe(true);
  });
});

describe('DE Umsatzsteuer-Voranmeldung, from the engine', () => {
  it('Kz 81/86 with the tax, 41 intra-EU supplies, 43 exports, 89 acquisitions, 61/62 input, 83 = output − input', async () => {
    const r = await run(
      {
        'de.csv': vtr([
          calc('100.00', '19.00', '119.00', '0.19'),
          calc('10.00', '0.70', '10.70', '0.07'),
          calc('200.00', '0', '200.00', '0', { SALE_ARRIVAL_COUNTRY: 'AT', BUYER_VAT_NUMBER: 'ATU58004634' }),
          incl('100.00', { SALE_ARRIVAL_COUNTRY: 'CH', EXPORT_OUTSIDE_EU: 'YES' }),
          calc('50.00', '9.50', '59.50', '0.19', { SALE_DEPART_COUNTRY: 'PL', SALE_ARRIVAL_COUNTRY: 'DE' }),
          row({ TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'FR', ARRIVAL_COUNTRY: 'DE', QTY: '3', SELLER_SKU: 'M' }),
        ]),
      },
      { countries: ['DE'], costs: [{ sku: 'M', cost: '20.00', currency: 'EUR' }], deducts: [{ amount: '5.00' }] },
    );
    const inp = layoutInputFromEngine(r.returns[0]);
    const l = returnLayout(inp)!;
    // 100 domestic + 50 distance at 19 %: base 150 whole euros, tax 28.50
    expect(box(l, '81')).toBe('150.00');
    expect(box(l, '81-Steuer')).toBe('28.50');
    expect(box(l, '86')).toBe('10.00');
    expect(box(l, '86-Steuer')).toBe('0.70');
    expect(box(l, '41')).toBe('200.00');
    expect(box(l, '43')).toBe('100.00');
    expect(box(l, '89')).toBe('60.00');
    expect(box(l, '89-Steuer')).toBe('11.40');
    expect(box(l, '61')).toBe('11.40');
    expect(box(l, '62')).toBe('5.00');
    // output 28.50 + 0.70 + 11.40 = 40.60; input 11.40 + 5.00 = 16.40; Kz 83 = 24.20 = the engine's payable
    expect(l.totals).toMatchObject({ output: '40.60', input: '16.40', payable: '24.20' });
    expect(box(l, '83')).toBe('24.20');
    expect(l.totals.payable).toBe(r.returns[0].totals.payable);
    expect(l.ecsl).toEqual({ zh: '欧盟内销售汇总申报', name: 'Zusammenfassende Meldung', lines: [{ customerVat: 'ATU58004634', customerCountry: 'AT', kind: 'goods', value: '200.00' }] });
  });

  it('bases drop the cents (volle Euro), the tax keeps them', () => {
    const l = returnLayout({ country: 'DE', currency: 'EUR', lines: [L('domestic', '0.19', '99.99', '19.00')] })!;
    expect(box(l, '81')).toBe('99.00');
    expect(box(l, '81-Steuer')).toBe('19.00');
  });

  it('postponed import VAT has no DE box: a note, the payable unchanged', () => {
    const lines = [L('domestic', '0.19', '100.00', '19.00'), L('postponedImportVat', null, '500.00', '95.00')];
    const l = returnLayout({ country: 'DE', currency: 'EUR', lines })!;
    expect(l.notes.join()).toContain('递延进口增值税');
    expectConsistent(l, lines);
  });
});

describe('FR CA3 (whole euros)', () => {
  const lines = [L('domestic', '0.2', '1000.40', '200.08'), L('domestic', '0.055', '100.00', '5.50'), L('acquisition', '0.2', '300.00', '60.00'), L('intraEuSupply', null, '200.00', '0.00'), L('export', null, '50.00', '0.00'), L('importVatDeducted', null, '0.00', '12.60')];
  const l = returnLayout({ country: 'FR', currency: 'EUR', lines, ecsl: ECSL })!;
  it('A1 sales, B2 acquisitions, F2 intra-EU, 08/09 bases and tax (acquisitions included), 17, 20, 28 = 16 − 23', () => {
    expect(box(l, 'A1')).toBe('1100');
    expect(box(l, 'B2')).toBe('300');
    expect(box(l, 'F2')).toBe('200');
    expect(box(l, 'E1')).toBe('50');
    expect(box(l, '08-base')).toBe('1300');
    expect(box(l, '08')).toBe('260'); // 200 + 60
    expect(box(l, '09')).toBe('6'); // 5.50 → 6
    expect(box(l, '16')).toBe('266');
    expect(box(l, '17')).toBe('60');
    expect(box(l, '20')).toBe('73'); // 60 + 13
    expect(box(l, '23')).toBe('73');
    expect(box(l, '28')).toBe('193');
    expect(box(l, 'TD')).toBe('193');
    expect(box(l, '25')).toBe('0');
    expectConsistent(l, lines, 1);
    expect(l.ecsl?.name).toBe('État récapitulatif TVA');
  });
  it('a credit goes to line 25, not 28', () => {
    const c = returnLayout({ country: 'FR', currency: 'EUR', lines: [L('importVatDeducted', null, '0', '40.00')] })!;
    expect([box(c, '25'), box(c, '28'), c.totals.payable]).toEqual(['40', '0', '-40']);
  });
});

describe('IT LIPE (quadro VP)', () => {
  const lines = [L('domestic', '0.22', '1000.00', '220.00'), L('acquisition', '0.22', '100.00', '22.00'), L('intraEuSupply', null, '50.00', '0.00'), L('importVatDeducted', null, '0.00', '30.00')];
  it('VP2 active, VP3 passive, VP4 − VP5 = VP6 = VP14 for a monthly payer', () => {
    const l = returnLayout({ country: 'IT', currency: 'EUR', lines, frequency: 'monthly', periodStart: '2025-03-01' })!;
    expect(box(l, 'VP2')).toBe('1050.00');
    expect(box(l, 'VP3')).toBe('100.00');
    expect(box(l, 'VP4')).toBe('242.00');
    expect(box(l, 'VP5')).toBe('52.00');
    expect(box(l, 'VP6')).toBe('190.00');
    expect(box(l, 'VP12')).toBe('0.00');
    expect(box(l, 'VP14')).toBe('190.00');
    expectConsistent(l, lines);
  });
  it('a quarterly payer adds 1 % interest in VP12 for Q1–Q3, not for Q4', () => {
    const q1 = returnLayout({ country: 'IT', currency: 'EUR', lines, frequency: 'quarterly', periodStart: '2025-01-01' })!;
    expect([box(q1, 'VP12'), box(q1, 'VP14')]).toEqual(['1.90', '191.90']);
    const q4 = returnLayout({ country: 'IT', currency: 'EUR', lines, frequency: 'quarterly', periodStart: '2025-10-01' })!;
    expect(box(q4, 'VP12')).toBe('0.00');
  });
});

describe('ES modelo 303', () => {
  const lines = [L('domestic', '0.21', '1000.00', '210.00'), L('domestic', '0.1', '100.00', '10.00'), L('acquisition', '0.21', '200.00', '42.00'), L('postponedImportVat', null, '500.00', '105.00'), L('export', null, '80.00', '0.00')];
  const l = returnLayout({ country: 'ES', currency: 'EUR', lines })!;
  it('01–09 by rate, 10–11 acquisitions, 27, 28–29, 46, 77 and 71', () => {
    expect([box(l, '07'), box(l, '09'), box(l, '04'), box(l, '06'), box(l, '01')]).toEqual(['1000.00', '210.00', '100.00', '10.00', '0.00']);
    expect([box(l, '10'), box(l, '11')]).toEqual(['200.00', '42.00']);
    expect(box(l, '27')).toBe('262.00');
    expect([box(l, '28'), box(l, '29')]).toEqual(['0.00', '0.00']);
    expect(box(l, '45')).toBe('147.00'); // 42 + 105
    expect(box(l, '46')).toBe('115.00');
    expect(box(l, '77')).toBe('105.00');
    expect(box(l, '71')).toBe('220.00'); // 115 + 105 = 262 − 42
    expect(box(l, '60')).toBe('80.00');
    expectConsistent(l, lines);
  });
});

describe('PL JPK_V7M (whole złoty)', () => {
  const lines = [L('domestic', '0.23', '4000.40', '920.09'), L('acquisition', '0.23', '1000.00', '230.00'), L('intraEuSupply', null, '300.00', '0.00'), L('importVatDeducted', null, '0.00', '100.49')];
  const l = returnLayout({ country: 'PL', currency: 'PLN', lines, ecsl: ECSL })!;
  it('P_19/P_20, P_21, P_23/P_24, P_38, P_48, P_51 (the declaration elements of the schema)', () => {
    expect([box(l, 'P_19'), box(l, 'P_20')]).toEqual(['4000', '920']);
    expect(box(l, 'P_21')).toBe('300');
    expect([box(l, 'P_23'), box(l, 'P_24')]).toEqual(['1000', '230']);
    expect(box(l, 'P_37')).toBe('5300');
    expect(box(l, 'P_38')).toBe('1150');
    expect(box(l, 'P_48')).toBe('330'); // 230 + 100
    expect(box(l, 'P_51')).toBe('820');
    expect(box(l, 'P_53')).toBe('0');
    expect(box(l, 'P_62')).toBe('0');
    expectConsistent(l, lines, 1);
    expect(l.ecsl?.name).toBe('VAT-UE');
  });

  it('an excess of input tax goes to P_53 and is carried forward in P_62 (P_62 = P_53 − P_54, no refund asked); the supply to the marketplace is P_10', () => {
    const x = returnLayout({ country: 'PL', currency: 'PLN', lines: [L('marketplaceSupply', null, '500.40', '0.00'), L('importVatDeducted', null, '0.00', '100.49')] })!;
    expect([box(x, 'P_10'), box(x, 'P_11'), box(x, 'P_37')]).toEqual(['500', '0', '500']);
    expect([box(x, 'P_38'), box(x, 'P_48'), box(x, 'P_51'), box(x, 'P_53'), box(x, 'P_62')]).toEqual(['0', '100', '0', '100', '100']);
  });
});

describe('CZ přiznání k DPH and kontrolní hlášení (whole CZK)', () => {
  const lines = [L('domestic', '0.21', '10000.00', '2100.00'), L('domestic', '0.12', '1000.00', '120.00'), L('acquisition', '0.21', '2000.00', '420.00'), L('intraEuSupply', null, '500.00', '0.00')];
  const l = returnLayout({ country: 'CZ', currency: 'CZK', lines, ecsl: ECSL })!;
  it('rows 1, 2, 3, 20, 43, 62–64 and the control statement A.2 / A.5', () => {
    expect([box(l, '1'), box(l, '1-daň')]).toEqual(['10000', '2100']);
    expect([box(l, '2'), box(l, '2-daň')]).toEqual(['1000', '120']);
    expect([box(l, '3'), box(l, '3-daň')]).toEqual(['2000', '420']);
    expect(box(l, '20')).toBe('500');
    expect(box(l, '43')).toBe('420');
    expect(box(l, '62')).toBe('2640');
    expect(box(l, '63')).toBe('420');
    expect(box(l, '64')).toBe('2220');
    expect(box(l, '65')).toBe('0');
    expect(l.extra?.name).toBe('Kontrolní hlášení DPH (KH1)');
    expect(box(l, 'A.2')).toBe('2000');
    // A.5 by rate as VetaA5 takes it: zakl_dane1/dan1 (21 %), zakl_dane2/dan2 (12 %)
    expect([box(l, 'A.5-1'), box(l, 'A.5-1-daň'), box(l, 'A.5-2'), box(l, 'A.5-2-daň')]).toEqual(['10000', '2100', '1000', '120']);
    expect(layoutBox(l, 'A.4')?.note).toBeTruthy();
    expectConsistent(l, lines);
  });
});

describe('NL OB-aangifte (whole euros)', () => {
  const lines = [L('domestic', '0.21', '2000.00', '420.00'), L('domestic', '0.09', '100.00', '9.00'), L('reverseCharge', null, '300.00', '0.00'), L('acquisition', '0.21', '400.00', '84.00'), L('postponedImportVat', null, '1000.00', '210.00')];
  const l = returnLayout({ country: 'NL', currency: 'EUR', lines })!;
  it('1a, 1b, 1e, 4a, 4b, 5a − 5b = 5c = 5g', () => {
    expect([box(l, '1a-omzet'), box(l, '1a')]).toEqual(['2000', '420']);
    expect([box(l, '1b-omzet'), box(l, '1b')]).toEqual(['100', '9']);
    expect(box(l, '1e')).toBe('300');
    expect([box(l, '4a-omzet'), box(l, '4a')]).toEqual(['1000', '210']);
    expect([box(l, '4b-omzet'), box(l, '4b')]).toEqual(['400', '84']);
    expect(box(l, '5a')).toBe('723');
    expect(box(l, '5b')).toBe('294');
    expect(box(l, '5c')).toBe('429');
    expect(box(l, '5g')).toBe('429');
    expectConsistent(l, lines);
  });
});

describe('AT UVA', () => {
  const lines = [L('domestic', '0.2', '1000.00', '200.00'), L('domestic', '0.1', '100.00', '10.00'), L('acquisition', '0.2', '500.00', '100.00'), L('intraEuSupply', null, '250.00', '0.00'), L('importVatDeducted', null, '0.00', '20.00')];
  const l = returnLayout({ country: 'AT', currency: 'EUR', lines })!;
  it('KZ 000 total, 022/029 by rate, 017, 070/072, 061, 065, 095', () => {
    expect(box(l, '000')).toBe('1350.00');
    expect([box(l, '022'), box(l, '022-USt')]).toEqual(['1000.00', '200.00']);
    expect([box(l, '029'), box(l, '029-USt')]).toEqual(['100.00', '10.00']);
    expect(box(l, '017')).toBe('250.00');
    expect([box(l, '070'), box(l, '072'), box(l, '072-USt')]).toEqual(['500.00', '500.00', '100.00']);
    expect(box(l, '060')).toBe('0.00');
    expect(box(l, '061')).toBe('20.00');
    expect(box(l, '065')).toBe('100.00');
    expect(box(l, '095')).toBe('190.00');
    expectConsistent(l, lines);
  });
});

describe('SE momsdeklaration (whole kronor)', () => {
  const lines = [L('domestic', '0.25', '8000.00', '2000.00'), L('acquisition', '0.25', '1000.00', '250.00'), L('intraEuSupply', null, '600.00', '0.00'), L('importVatDeducted', null, '0.00', '100.00')];
  const l = returnLayout({ country: 'SE', currency: 'SEK', lines, ecsl: ECSL })!;
  it('rutor 05, 10, 20, 30, 35, 48, 49', () => {
    expect(box(l, '05')).toBe('8000');
    expect(box(l, '10')).toBe('2000');
    expect(box(l, '11')).toBe('0');
    expect(box(l, '12')).toBe('0');
    expect(box(l, '20')).toBe('1000');
    expect(box(l, '30')).toBe('250');
    expect(box(l, '35')).toBe('600');
    expect(box(l, '48')).toBe('350');
    expect(box(l, '49')).toBe('1900');
    expectConsistent(l, lines);
    expect(l.ecsl?.name).toBe('Periodisk sammanställning');
  });
});

describe('BE periodieke btw-aangifte', () => {
  const lines = [L('domestic', '0.21', '1000.00', '210.00'), L('domestic', '0.06', '100.00', '6.00'), L('acquisition', '0.21', '200.00', '42.00'), L('intraEuSupply', null, '300.00', '0.00')];
  const l = returnLayout({ country: 'BE', currency: 'EUR', lines })!;
  it('grids 01/03, 46, 86, 54, 55, 59, 71 and 72', () => {
    expect([box(l, '00'), box(l, '01'), box(l, '03')]).toEqual(['0.00', '100.00', '1000.00']);
    expect(box(l, '46')).toBe('300.00');
    expect(box(l, '86')).toBe('200.00');
    expect(box(l, '54')).toBe('216.00');
    expect(box(l, '55')).toBe('42.00');
    expect(box(l, '59')).toBe('42.00');
    expect(box(l, '71')).toBe('216.00');
    expect(box(l, '72')).toBe('0.00');
    expectConsistent(l, lines);
  });
});

describe('a declaration’s stored return', () => {
  it('layoutInputFromDeclare keeps kinds, rates and the ECSL', () => {
    const inp: LayoutInput = layoutInputFromDeclare({ currency: 'EUR', lines: [{ kind: 'domestic', rate: '0.19', net: '100.00', vat: '19.00' }, { rate: '0.19', net: '1.00', vat: '0.19' }], ecsl: ECSL }, 'DE');
    expect(inp.lines.map((x) => x.kind)).toEqual(['domestic', 'domestic']);
    expect(returnLayout(inp)!.ecsl?.lines).toHaveLength(1);
  });
});
