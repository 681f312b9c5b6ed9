/**
 * Dated VAT rates, copied from `shared/data/vat_rates.csv` (the design's rate table) so the
 * engine runs without the shared folder. Only standard rates are used to derive VAT (rule 2):
 * when Amazon did not calculate VAT we cannot know a reduced-rate product, and the standard rate
 * is the seller-safe reading (it never under-declares).
 *
 * Rows marked `engine` were added for dates before the CSV's `valid_from` (historical standard
 * rates, so legacy 2018-2020 reports derive correctly): DE 16 % in 2020-H2, IE 21 % 2020-09..2021-02,
 * FI 24 %, SK 20 %, EE 20/22 %, RO 19 %, LU 16 % in 2023. Verify before relying on them for filing.
 */

/** One dated rate. `percent` is a decimal string ("19", "25.5"); dates `YYYY-MM-DD`, open ends empty. */
interface VatRateRow {
  country: string;
  type: 'standard' | 'reduced';
  percent: string;
  validFrom: string;
  validTo: string;
  source: string;
}

const CSV = 'vat_rates.csv';
const ENG = 'engine (historical, verify)';

/** The dated rate table (standard rates first per country, newest last). */
export const VAT_RATES: readonly VatRateRow[] = [
  { country: 'GB', type: 'standard', percent: '20', validFrom: '2011-01-04', validTo: '', source: CSV },
  { country: 'GB', type: 'reduced', percent: '5', validFrom: '', validTo: '', source: CSV },
  { country: 'XI', type: 'standard', percent: '20', validFrom: '2011-01-04', validTo: '', source: CSV },
  { country: 'DE', type: 'standard', percent: '19', validFrom: '2007-01-01', validTo: '2020-06-30', source: ENG },
  { country: 'DE', type: 'standard', percent: '16', validFrom: '2020-07-01', validTo: '2020-12-31', source: ENG },
  { country: 'DE', type: 'standard', percent: '19', validFrom: '2021-01-01', validTo: '', source: CSV },
  { country: 'DE', type: 'reduced', percent: '7', validFrom: '2021-01-01', validTo: '', source: CSV },
  { country: 'FR', type: 'standard', percent: '20', validFrom: '2014-01-01', validTo: '', source: CSV },
  { country: 'IT', type: 'standard', percent: '22', validFrom: '2013-10-01', validTo: '', source: CSV },
  { country: 'ES', type: 'standard', percent: '21', validFrom: '2012-09-01', validTo: '', source: CSV },
  { country: 'PL', type: 'standard', percent: '23', validFrom: '2011-01-01', validTo: '', source: CSV },
  { country: 'CZ', type: 'standard', percent: '21', validFrom: '2013-01-01', validTo: '', source: CSV },
  { country: 'CZ', type: 'reduced', percent: '12', validFrom: '2024-01-01', validTo: '', source: CSV },
  { country: 'NL', type: 'standard', percent: '21', validFrom: '2012-10-01', validTo: '', source: CSV },
  { country: 'NL', type: 'reduced', percent: '9', validFrom: '2019-01-01', validTo: '', source: CSV },
  { country: 'AT', type: 'standard', percent: '20', validFrom: '2016-01-01', validTo: '', source: CSV },
  { country: 'SE', type: 'standard', percent: '25', validFrom: '1990-07-01', validTo: '', source: CSV },
  { country: 'BE', type: 'standard', percent: '21', validFrom: '1996-01-01', validTo: '', source: CSV },
  { country: 'FI', type: 'standard', percent: '24', validFrom: '2013-01-01', validTo: '2024-08-31', source: ENG },
  { country: 'FI', type: 'standard', percent: '25.5', validFrom: '2024-09-01', validTo: '', source: CSV },
  { country: 'SK', type: 'standard', percent: '20', validFrom: '2011-01-01', validTo: '2024-12-31', source: ENG },
  { country: 'SK', type: 'standard', percent: '23', validFrom: '2025-01-01', validTo: '', source: CSV },
  { country: 'EE', type: 'standard', percent: '20', validFrom: '2009-07-01', validTo: '2023-12-31', source: ENG },
  { country: 'EE', type: 'standard', percent: '22', validFrom: '2024-01-01', validTo: '2025-06-30', source: ENG },
  { country: 'EE', type: 'standard', percent: '24', validFrom: '2025-07-01', validTo: '', source: CSV },
  { country: 'RO', type: 'standard', percent: '19', validFrom: '2017-01-01', validTo: '2025-07-31', source: ENG },
  { country: 'RO', type: 'standard', percent: '21', validFrom: '2025-08-01', validTo: '', source: CSV },
  { country: 'IE', type: 'standard', percent: '23', validFrom: '2012-01-01', validTo: '2020-08-31', source: ENG },
  { country: 'IE', type: 'standard', percent: '21', validFrom: '2020-09-01', validTo: '2021-02-28', source: ENG },
  { country: 'IE', type: 'standard', percent: '23', validFrom: '2021-03-01', validTo: '', source: CSV },
  { country: 'LU', type: 'standard', percent: '17', validFrom: '2015-01-01', validTo: '2022-12-31', source: ENG },
  { country: 'LU', type: 'standard', percent: '16', validFrom: '2023-01-01', validTo: '2023-12-31', source: ENG },
  { country: 'LU', type: 'standard', percent: '17', validFrom: '2024-01-01', validTo: '', source: CSV },
  { country: 'DK', type: 'standard', percent: '25', validFrom: '', validTo: '', source: CSV },
  { country: 'PT', type: 'standard', percent: '23', validFrom: '', validTo: '', source: CSV },
  { country: 'GR', type: 'standard', percent: '24', validFrom: '', validTo: '', source: CSV },
  { country: 'HU', type: 'standard', percent: '27', validFrom: '', validTo: '', source: CSV },
  { country: 'HR', type: 'standard', percent: '25', validFrom: '', validTo: '', source: CSV },
  { country: 'SI', type: 'standard', percent: '22', validFrom: '', validTo: '', source: CSV },
  { country: 'LT', type: 'standard', percent: '21', validFrom: '', validTo: '', source: CSV },
  { country: 'LV', type: 'standard', percent: '21', validFrom: '', validTo: '', source: CSV },
  { country: 'BG', type: 'standard', percent: '20', validFrom: '', validTo: '', source: CSV },
  { country: 'CY', type: 'standard', percent: '19', validFrom: '', validTo: '', source: CSV },
  { country: 'MT', type: 'standard', percent: '18', validFrom: '', validTo: '', source: CSV },
  { country: 'CH', type: 'standard', percent: '8.1', validFrom: '2024-01-01', validTo: '', source: CSV },
];

/** A standard rate found for a date: `bp` = rate in 1/10000 (19 % → 1900), `fraction` = "0.19". */
export interface StandardRate {
  country: string;
  bp: number;
  fraction: string;
  validFrom: string;
  source: string;
}

function toInt(d: string, dflt: number): number {
  return d ? Number(d.replace(/-/g, '')) : dflt;
}

/** Percent string → basis points of 1/10000 ("25.5" → 2550). */
export function percentToBp(p: string): number {
  const [i, f = ''] = p.split('.');
  return Number(i) * 100 + Number((f + '00').slice(0, 2));
}

/** Basis points (1/10000) → fraction string as Amazon writes it (1900 → "0.19", 2550 → "0.255", 0 → "0"). */
export function bpToFraction(bp: number): string {
  if (bp === 0) return '0';
  const neg = bp < 0;
  const a = Math.abs(bp);
  const s = `${Math.floor(a / 10000)}.${String(a % 10000).padStart(4, '0')}`.replace(/0+$/, '').replace(/\.$/, '');
  return neg ? `-${s}` : s;
}

/** A country's standard-rate periods, dates as YYYYMMDD integers (open ends 0 / 99999999), in table order. */
interface StandardPeriod {
  from: number;
  to: number;
  rate: StandardRate;
}

/** {@link VAT_RATES}' standard rates by country, built on first use (one object per period). */
let standardPeriods: Map<string, StandardPeriod[]> | null = null;

function periodsByCountry(): Map<string, StandardPeriod[]> {
  const m = new Map<string, StandardPeriod[]>();
  for (const r of VAT_RATES) {
    if (r.type !== 'standard') continue;
    const bp = percentToBp(r.percent);
    const p: StandardPeriod = {
      from: toInt(r.validFrom, 0),
      to: toInt(r.validTo, 99999999),
      rate: { country: r.country, bp, fraction: bpToFraction(bp), validFrom: r.validFrom, source: r.source },
    };
    const l = m.get(r.country);
    if (l) l.push(p);
    else m.set(r.country, [p]);
  }
  return m;
}

/**
 * The standard VAT rate of `country` on `date` (YYYYMMDD integer), or `undefined` if the table has none
 * (the last matching row of the table wins). The same object for every date of one period: it is on
 * the row loop (issue #25: no per-date cache, no date text parsed per lookup).
 * Rule source: vat-engine.md row rule 2 ("the rate of the country of taxation on that date").
 */
export function standardRate(country: string, date: number): StandardRate | undefined {
  const list = (standardPeriods ??= periodsByCountry()).get(country);
  if (list === undefined) return undefined;
  let found: StandardRate | undefined;
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (p.from <= date && date <= p.to) found = p.rate;
  }
  return found;
}
