/**
 * Every return of a quarter in one run (issue #20): the seller's registrations carry their filing
 * frequency (and the UK stagger), and one calculation over a quarter's reports produces each return
 * due in it — three monthly returns per monthly EU country, one return per quarterly country, the
 * UK return of the seller's stagger ending in the quarter, and the OSS quarter (Art. 364: OSS returns
 * are quarterly).
 *
 * UK staggers (HMRC VAT Notice 700/12 § 2.1; VAT Regulations 1995 reg. 25): stagger 1 = quarters
 * ending March, June, September, December; 2 = April, July, October, January; 3 = May, August,
 * November, February. The engine runs once per distinct period (the reports are read again for each
 * period: one run for the user), each run with the countries due for that period.
 */
import { Engine } from './engine';
import { isoToInt, intToIso, monthEnd } from './dates';
import type { CountryReturn, OssReturn, ReportInput, VatHooks, VatOptions, VatResult } from './types';

/** Filing frequency of a registration. */
type Frequency = 'monthly' | 'quarterly';

/** A VAT registration: `country` ISO-2 (or `OSS`), `vatNumber` optional, `frequency`, `stagger` 1–3 (GB quarterly only). */
export interface Registration {
  country: string;
  vatNumber?: string;
  frequency: Frequency;
  stagger?: 1 | 2 | 3;
}

/**
 * Checks a registration; throws Error (Chinese) on an unknown frequency, a stagger outside 1–3 or a
 * bad country code. `monthly` / `quarterly` (also 月报 / 季报, `m` / `q`).
 */
export function validateRegistration(r: { country?: string; vatNumber?: string; frequency?: string; stagger?: number | string }): Registration {
  const country = String(r.country ?? '').trim().toUpperCase();
  if (!/^([A-Z]{2}|OSS)$/.test(country)) throw new Error(`注册信息的国家代码 "${r.country ?? ''}" 无法识别（应为两位国家代码，如 DE、GB，或 OSS）`);
  const f = String(r.frequency ?? '').trim().toLowerCase();
  const frequency: Frequency | undefined = ['monthly', 'month', 'm', '月报', '月'].includes(f) ? 'monthly' : ['quarterly', 'quarter', 'q', '季报', '季'].includes(f) ? 'quarterly' : undefined;
  if (!frequency) throw new Error(`${country} 注册的申报频率 "${r.frequency ?? ''}" 无法识别：应为 monthly（月报）或 quarterly（季报）`);
  const out: Registration = { country, frequency };
  if (r.vatNumber) out.vatNumber = String(r.vatNumber).trim();
  if (r.stagger !== undefined && r.stagger !== '') {
    const s = Number(r.stagger);
    if (!(s === 1 || s === 2 || s === 3)) throw new Error(`${country} 注册的申报周期组（stagger）"${r.stagger}" 无效：英国季报只有 1、2、3 三组（1 = 3/6/9/12 月结束，2 = 4/7/10/1 月，3 = 5/8/11/2 月）`);
    if (country !== 'GB' || frequency !== 'quarterly') throw new Error(`申报周期组（stagger）只适用于英国季报，${country} 的 ${frequency} 注册不需要`);
    out.stagger = s as 1 | 2 | 3;
  }
  return out;
}

/** Parses `DE:DE123456789:monthly`, `GB:GB123456789:quarterly:2`, `PL::monthly` (CLI). Throws Error (Chinese). */
export function parseRegistration(s: string): Registration {
  const [country, vatNumber, frequency, stagger] = s.split(':');
  if (frequency === undefined) throw new Error(`--registration "${s}" 应为 国家:VAT号:频率[:stagger]，例如 DE:DE123456789:monthly 或 GB:GB123456789:quarterly:1`);
  return validateRegistration({ country, vatNumber, frequency, stagger });
}

/** A return due in the quarter: `ret` ISO-2 or `OSS`, its period (YYYY-MM-DD) and frequency. */
interface DueReturn {
  ret: string;
  frequency: Frequency;
  from: string;
  to: string;
  /** Chinese note (e.g. a UK stagger period reaching before the quarter's reports). */
  note?: string;
}

function ymd(y: number, m: number, d: number): number {
  while (m < 1) {
    m += 12;
    y--;
  }
  while (m > 12) {
    m -= 12;
    y++;
  }
  return y * 10000 + m * 100 + d;
}

/**
 * The returns due for the calendar quarter starting `quarterStart` (YYYY-MM-DD, the first day of
 * Jan/Apr/Jul/Oct): monthly countries three, quarterly ones the quarter; GB by its stagger (the
 * three months ending in the quarter; default stagger 1); OSS the quarter when registered. Throws
 * Error (Chinese) when `quarterStart` is not a quarter's first day.
 */
export function returnsDue(regs: Registration[], quarterStart: string): DueReturn[] {
  const q0 = isoToInt(quarterStart);
  const y = Math.floor(q0 / 10000);
  const m = Math.floor(q0 / 100) % 100;
  if (q0 < 0 || q0 % 100 !== 1 || (m - 1) % 3 !== 0) throw new Error(`季度开始日期 "${quarterStart}" 应为某季度的第一天（如 2025-01-01）`);
  const out: DueReturn[] = [];
  for (const r of regs) {
    if (r.country === 'OSS' || r.frequency === 'quarterly') {
      if (r.country === 'GB') {
        const s = r.stagger ?? 1;
        // the stagger's quarter-end month inside the calendar quarter: stagger 1 → months ≡ 0 (mod 3), 2 → ≡ 1, 3 → ≡ 2
        let end = m;
        while (end % 3 !== (s - 1) % 3) end++;
        const from = ymd(y, end - 2, 1);
        const to = monthEnd(ymd(y, end, 1));
        const d: DueReturn = { ret: 'GB', frequency: 'quarterly', from: intToIso(from), to: intToIso(to) };
        if (from < q0) d.note = `英国申报期（第 ${s} 组）${intToIso(from)} 至 ${intToIso(to)} 早于本季度开始：请一并上传 ${intToIso(from)} 起的报告，否则该期数字不完整`;
        out.push(d);
      } else {
        out.push({ ret: r.country, frequency: 'quarterly', from: intToIso(q0), to: intToIso(monthEnd(ymd(y, m + 2, 1))) });
      }
    } else {
      for (let k = 0; k < 3; k++) out.push({ ret: r.country, frequency: 'monthly', from: intToIso(ymd(y, m + k, 1)), to: intToIso(monthEnd(ymd(y, m + k, 1))) });
    }
  }
  return out;
}

/** One return of the quarter with the figures: `ret` (country or OSS), `frequency`, period, the return and the run it came from. */
interface QuarterReturn extends DueReturn {
  country?: CountryReturn;
  oss?: OssReturn | null;
  /** Index into {@link QuarterResult.runs}. */
  run: number;
}

/** The quarter's returns and the runs (one engine result per distinct period) behind them. */
export interface QuarterResult {
  quarter: { from: string; to: string };
  returns: QuarterReturn[];
  runs: { from: string; to: string; countries: string[]; result: VatResult }[];
}

/**
 * Computes every return due in the quarter starting `quarterStart` for `regs` ({@link returnsDue})
 * over the same report inputs (read once per distinct period); `options` as for calculateVat
 * (its `countries`, `startDate`, `endDate` are set per run; OSS is registered when a registration
 * names it). Throws Error (Chinese) for bad registrations or dates.
 */
export async function calculateQuarter(inputs: ReportInput[], regs: Registration[], quarterStart: string, options: VatOptions = {}, hooks: VatHooks = {}): Promise<QuarterResult> {
  const due = returnsDue(regs, quarterStart);
  const vatNumbers = { ...(options.vatNumbers ?? {}) };
  for (const r of regs) if (r.vatNumber && r.country !== 'OSS') vatNumbers[r.country] = r.vatNumber;
  const byPeriod = new Map<string, DueReturn[]>();
  for (const d of due) {
    const k = `${d.from}|${d.to}`;
    let l = byPeriod.get(k);
    if (!l) byPeriod.set(k, (l = []));
    l.push(d);
  }
  const runs: QuarterResult['runs'] = [];
  const returns: QuarterReturn[] = [];
  const order = new Map<QuarterReturn, number>();
  for (const [k, list] of byPeriod) {
    const [from, to] = k.split('|');
    const countries = list.map((d) => d.ret);
    const oss = options.oss ?? (regs.some((r) => r.country === 'OSS') ? { registered: true } : undefined);
    // transfers carried in from before the quarter (issue #32): each in the run of its tax point only
    const carriedIn = options.carriedIn?.filter((c) => c.taxPoint >= from && c.taxPoint <= to);
    const engine = new Engine({ ...options, vatNumbers, oss, countries, startDate: from, endDate: to, countryCode: undefined, carriedIn }, hooks);
    await engine.read(inputs, hooks);
    const result = engine.result();
    const run = runs.push({ from, to, countries, result }) - 1;
    for (const d of list) {
      const q: QuarterReturn = { ...d, run };
      order.set(q, due.indexOf(d));
      if (d.ret === 'OSS') q.oss = result.oss;
      else q.country = result.returns.find((x) => x.country === d.ret);
      returns.push(q);
    }
  }
  // in the order of the registrations (each country's months together)
  returns.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const q0 = isoToInt(quarterStart);
  return { quarter: { from: quarterStart, to: intToIso(monthEnd(ymd(Math.floor(q0 / 10000), (Math.floor(q0 / 100) % 100) + 2, 1))) }, returns, runs };
}
