/**
 * The seller's registrations for a calculation (issue #20 "every return of a quarter in one run", the
 * console side): each country's filing frequency (and the UK stagger) is taken from the user's VAT
 * records (`/api/vat-tax`; spec §2 `/user/vat-tax`), else from the country's usual frequency for a
 * non-established seller (`defaultFrequency`, src/core/vat-tax/periods.ts, domain-facts §A.2); OSS is
 * quarterly by law (VAT Directive Art. 364). The result says where each frequency came from, so the
 * calculator can show it and the engine's `calculateQuarter` (src/core/vat/quarter.ts) can build each
 * return due in the quarter, as the CLI does with `--registrations`.
 * Pure (no React, no umi): used by the mock API and the tests. Dates `YYYY-MM-DD`.
 */
import type { QuarterResult, Registration } from '../vat/quarter';
import { returnCurrency } from '../vat/countries';
import { isoToInt } from '../vat/dates';
import { defaultFrequency } from '../vat-tax/periods';
import { monthEndDate } from '../utils/date';

/** Where a registration's frequency came from: a VAT record, the country's usual frequency, or the law (OSS). */
type FrequencySource = 'records' | 'default' | 'law';

/** A registration of the calculation with the source of its frequency (`recordId`/`vatNumber` of the VAT record when `source` is `records`). */
export interface CalcRegistration extends Registration {
  source: FrequencySource;
  recordId?: number;
}

/** What {@link registrationsFor} reads of a VAT record (`VatTaxRecord` of src/core/vat-tax/api.ts, or the mock's stored record). */
export interface RecordFacts {
  id: number;
  countryCode: string;
  vatNumber: string;
  companyName: string;
  /** 3 = active (VAT_TAX_STATUS.ACTIVE); other records are used only when no active one exists. */
  status: number;
  frequency: 'monthly' | 'quarterly' | 'annual';
  stagger?: 1 | 2 | 3;
}

/**
 * The registrations of `countries` (ISO-2 codes and/or `OSS`; `XI` counts as GB) from `records`
 * (narrowed to `companyName`'s when it has any: an agent sees several clients'): per country the
 * record with the VAT number `vatNumbers[country]` when given, else the active record of the
 * company, else any active record of the country, else any record with a number.
 * A record's `annual` frequency, which the engine does not split into returns, falls back to the
 * country's usual frequency (source `default`). GB without a record files quarterly on stagger 1.
 */
export function registrationsFor(countries: readonly string[], records: readonly RecordFacts[], opts: { companyName?: string; vatNumbers?: Record<string, string> } = {}): CalcRegistration[] {
  const out: CalcRegistration[] = [];
  const seen = new Set<string>();
  const norm = (v: string) => v.toUpperCase().replace(/[\s.-]/g, '');
  // an agent sees several clients' records: a company named in the calculation narrows them to its own
  const company = opts.companyName ? records.filter((r) => r.companyName === opts.companyName) : [];
  const pool = company.length ? company : records;
  for (const raw of countries) {
    const country = raw.toUpperCase() === 'XI' ? 'GB' : raw.toUpperCase();
    if (seen.has(country)) continue;
    seen.add(country);
    if (country === 'OSS') {
      out.push({ country, frequency: 'quarterly', source: 'law' });
      continue;
    }
    const mine = pool.filter((r) => r.countryCode.toUpperCase() === country && r.vatNumber);
    const wanted = opts.vatNumbers?.[country];
    const rec =
      (wanted && mine.find((r) => norm(r.vatNumber) === norm(wanted))) ||
      (opts.companyName && mine.find((r) => r.status === 3 && r.companyName === opts.companyName)) ||
      mine.find((r) => r.status === 3) ||
      mine[0];
    if (rec && rec.frequency !== 'annual') {
      const reg: CalcRegistration = { country, vatNumber: rec.vatNumber, frequency: rec.frequency, source: 'records', recordId: rec.id };
      if (country === 'GB' && rec.frequency === 'quarterly') reg.stagger = rec.stagger ?? 1;
      out.push(reg);
      continue;
    }
    const f = defaultFrequency(country);
    const reg: CalcRegistration = { country, frequency: f === 'annual' ? 'quarterly' : f, source: 'default' };
    if (rec) reg.vatNumber = rec.vatNumber;
    if (country === 'GB' && reg.frequency === 'quarterly') reg.stagger = 1;
    out.push(reg);
  }
  return out;
}

/** Whether `startDate`–`endDate` (YYYY-MM-DD) is exactly one calendar quarter: then each return due in it is built per registration. */
export function isCalendarQuarter(startDate: string, endDate: string): boolean {
  const m = /^(\d{4})-(\d{2})-01$/.exec(startDate);
  if (!m) return false;
  const mo = Number(m[2]);
  if ((mo - 1) % 3 !== 0) return false;
  return endDate === monthEndDate(Number(m[1]), mo + 2);
}

/**
 * One return due in the calculated quarter, as the calculator shows it (issue #20): `ret` ISO-2 or
 * `OSS`, its period, frequency (and UK stagger), where the frequency came from, the VAT number used,
 * the totals (decimal strings in `currency`, major units; OSS in EUR) and a Chinese `note` (a UK
 * stagger period reaching before the quarter).
 */
export interface CalcFiling {
  ret: string;
  from: string;
  to: string;
  frequency: 'monthly' | 'quarterly';
  stagger?: 1 | 2 | 3;
  source: FrequencySource;
  vatNumber?: string;
  currency: string;
  outputVat: string;
  inputVat: string;
  payable: string;
  note?: string;
}

/**
 * The filings of a quarter run (`calculateQuarter`'s result) with the registrations' sources: one
 * {@link CalcFiling} per return due, in the registrations' order; a return without figures reads
 * 0.00 in its country's currency.
 */
export function filingsOf(q: QuarterResult, regs: readonly CalcRegistration[]): CalcFiling[] {
  return q.returns.map((r) => {
    const reg = regs.find((x) => x.country === r.ret);
    const f: CalcFiling = {
      ret: r.ret,
      from: r.from,
      to: r.to,
      frequency: r.frequency,
      source: reg?.source ?? 'default',
      currency: r.ret === 'OSS' ? 'EUR' : (r.country?.currency ?? returnCurrency(r.ret, isoToInt(r.to))),
      outputVat: r.ret === 'OSS' ? (r.oss?.totals.vat ?? '0.00') : (r.country?.totals.outputVat ?? '0.00'),
      inputVat: r.ret === 'OSS' ? '0.00' : (r.country?.totals.inputVat ?? '0.00'),
      payable: r.ret === 'OSS' ? (r.oss?.totals.payable ?? '0.00') : (r.country?.totals.payable ?? '0.00'),
    };
    if (reg?.stagger) f.stagger = reg.stagger;
    if (reg?.vatNumber) f.vatNumber = reg.vatNumber;
    if (r.note) f.note = r.note;
    return f;
  });
}

/** The engine's registration of a calculation registration (without the source). */
export function engineRegistration(r: CalcRegistration): Registration {
  const o: Registration = { country: r.country, frequency: r.frequency };
  if (r.vatNumber) o.vatNumber = r.vatNumber;
  if (r.stagger) o.stagger = r.stagger;
  return o;
}
