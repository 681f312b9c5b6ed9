/**
 * Mock store helpers of the tax calculation (not a route module: mock/_store is excluded from
 * umi's mock scanning). The calculation runs the REAL VAT engine (`src/core/vat`) on the files
 * stored through the upload-sign flow, asynchronously, so results equal the CLI's.
 *
 * Collections (lazily created on the store so `resetStore()` clears them):
 * - `calcReports[key]`: remote parse of one uploaded report (codes 0 → 5 / 10, spec §4).
 * - `calculations[]`: the user's calculations with their basic data, status and result.
 * - `calcTest`: test-only switches (`POST /api/__test__/calc`).
 */
import { calculateQuarter, calculateVat, FATAL_ERROR_CODES, fromBytes, inspectReport, type VatResult } from '../../src/core/vat';
import { toVatOptions, type CalcBasicData } from '../../src/core/calc/model';
import { engineRegistration, filingsOf, isCalendarQuarter, registrationsFor, type CalcFiling, type CalcRegistration } from '../../src/core/calc/registrations';
import { vatTaxStore } from './vat-tax';
import { carriedInFor, filedNextPeriodWarning, registerCarrySource, type CarryWho } from './carry';
import type { ReportParse } from '../../src/core/calc/types';
import { collection } from './collections';
import { db, nowText } from './core';
import type { MockUser } from './types';

/** Remote parse codes (spec §4). */
export const PARSE = { REMOTE_PARSING: 0, SUCCEEDED: 5, FAILED: 10 } as const;

/** Remote parse of one uploaded report, as the API answers it (src/services/calc.ts), plus its owner. */
interface CalcReportParse extends ReportParse {
  userId: number;
}

/** A calculation: `status` pending → running → done | failed; per-file parse codes in `files[].status`. */
export interface Calculation {
  id: number;
  userId: number;
  userName: string;
  basic: CalcBasicData;
  status: 'pending' | 'running' | 'done' | 'failed';
  files: { key: string; name: string; size: number; status: number; errors: string[]; counts?: { rows: number; byType: Record<string, number>; byScheme: Record<string, number> } }[];
  result?: VatResult;
  /**
   * Issue #20: the registrations of the calculated returns with the source of each frequency (the
   * caller's VAT records, else the country's usual frequency; OSS by law), set on creation.
   */
  registrations: CalcRegistration[];
  /** Issue #20: over a calendar quarter, each return due in it per registration (monthly DE ×3, GB on its stagger, OSS…). */
  filings?: CalcFiling[];
  error?: string;
  createdAt: string;
  finishedAt?: string;
  /**
   * Issue #32: the seller (user id) whose VAT records the calculation's per-seller choices live
   * with (`calcSeller`); its transfers are carried to and from this seller's other periods. Absent
   * on calculations stored before it (then the owner).
   */
  sellerId?: number;
}

/** Test-only switches: `parseDelayMs` delays each remote parse; `taxRateFail` fails the next n third-party rate lookups. */
interface CalcTestSwitches {
  parseDelayMs: number;
  taxRateFail: number;
}

/** The calc collections of the store (created on first use, dropped by `resetStore()`). */
export const calcStore = collection('calc', () => ({
  /** key → remote parse of an uploaded report. */
  calcReports: new Map<string, CalcReportParse>(),
  /** Newest first. */
  calculations: [] as Calculation[],
  calcSeq: 0,
  calcTest: { parseDelayMs: 0, taxRateFail: 0 } as CalcTestSwitches,
}));

/** Codes of errors that make a file unusable (the others are row-level and leave it usable). */
const FATAL_CODES: readonly string[] = FATAL_ERROR_CODES;

const now = nowText;
const sleep = (ms: number) =>
  new Promise<void>((r) => {
    setTimeout(r, ms);
  });

/** Starts (or restarts) the remote parse of a stored file; runs `inspectReport` asynchronously. */
export function startParse(key: string, user: MockUser): CalcReportParse {
  const s = calcStore();
  const file = db().files.get(key)!;
  const entry: CalcReportParse = {
    key,
    name: file.name,
    size: file.size,
    userId: user.id,
    status: PARSE.REMOTE_PARSING,
    errors: [],
    warnings: [],
    createdAt: now(),
  };
  s.calcReports.set(key, entry);
  const delay = s.calcTest.parseDelayMs;
  void (async () => {
    await sleep(Math.max(300, delay));
    try {
      const r = await inspectReport(fromBytes(file.name, new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.length), 1 << 20));
      const f = r.files[0];
      entry.report = f;
      entry.counts = r.counts;
      entry.errors = r.errors.map((e) => e.message);
      entry.warnings = r.warnings.map((w) => w.message);
      entry.status = !f || f.rows === 0 || f.errors.some((e) => FATAL_CODES.includes(e.code)) ? PARSE.FAILED : PARSE.SUCCEEDED;
    } catch (e) {
      entry.errors = [`文件 ${file.name} 解析失败：${(e as Error).message}`];
      entry.status = PARSE.FAILED;
    }
  })();
  return entry;
}

/**
 * The registrations of `basic`'s returns (countryCode first, then `countries`) from the VAT records
 * of the users in `userIds` (the caller and, for an agent, its clients): src/core/calc/registrations.ts.
 */
export function calcRegistrations(basic: CalcBasicData, userIds: readonly number[]): CalcRegistration[] {
  const o = toVatOptions(basic);
  const records = vatTaxStore().numbers.filter((r) => userIds.includes(r.userId));
  return registrationsFor(o.countries ?? [basic.countryCode.key], records, { companyName: basic.companyName, vatNumbers: o.vatNumbers });
}

/**
 * The seller (user id) whose VAT records a calculation's per-seller choices live with (issue #32):
 * among the records of `userIds` (the caller and, for an agent, its clients), the owner of the one
 * with `basic`'s VAT number, else of one with its company name, else `fallback` (the caller).
 */
export function calcSeller(basic: Pick<CalcBasicData, 'vatNumber' | 'companyName'>, userIds: readonly number[], fallback: number): number {
  const records = vatTaxStore().numbers.filter((r) => userIds.includes(r.userId));
  const norm = (v: string) => v.replace(/[\s.-]/g, '').toUpperCase();
  const vat = basic.vatNumber ? norm(basic.vatNumber) : '';
  const byVat = vat ? records.find((r) => norm(r.vatNumber) === vat || norm(r.vatNumber).slice(2) === vat) : undefined;
  const byName = basic.companyName ? records.find((r) => r.companyName === basic.companyName?.trim()) : undefined;
  return (byVat ?? byName)?.userId ?? fallback;
}

/** Who a calculation is for, for carry-forward (issue #32): its seller, the country and VAT number (or company) of its return. */
function carryWho(c: Calculation): CarryWho {
  return { sellerId: c.sellerId ?? c.userId, country: c.basic.countryCode.key, vatNumber: c.basic.vatNumber, companyName: c.basic.companyName };
}

// the calculator's finished calculations are sources of carried transfers (mock/_store/carry.ts)
registerCarrySource(() =>
  calcStore()
    .calculations.filter((c) => c.status === 'done' && c.result)
    .map((c) => ({ kind: 'calculation' as const, id: c.id, ...carryWho(c), vatNumber: c.basic.vatNumber ?? '', companyName: c.basic.companyName ?? '', periodStart: c.basic.startDate, periodEnd: c.basic.endDate, finishedAt: c.finishedAt ?? c.createdAt, result: c.result!, submittedAt: null })),
);

/**
 * Runs a calculation asynchronously: per-file codes 0 → 5/10, then the engine on the usable files,
 * with the transfers carried in from the seller's previous period (issue #32: `carriedInFor`); a
 * result carrying transfers to a next period already filed gets the warning naming them.
 */
export function runCalculation(calc: Calculation): void {
  const files = db().files;
  void (async () => {
    await sleep(200);
    calc.status = 'running';
    try {
      const inputs = calc.files
        .filter((f) => files.has(f.key))
        .map((f) => {
          const b = files.get(f.key)!.data;
          return fromBytes(f.name, new Uint8Array(b.buffer, b.byteOffset, b.length), 1 << 20);
        });
      const options = toVatOptions(calc.basic);
      const carried = carriedInFor(carryWho(calc), calc.basic.startDate).rows;
      if (carried.length) options.carriedIn = carried;
      const result = await calculateVat(inputs, options);
      const filed = filedNextPeriodWarning(carryWho(calc), calc.basic.endDate, result.carriedForward);
      if (filed) result.warnings.push(filed);
      // a calendar quarter: each return due in it, per registration (as the CLI's --quarter --registrations)
      if (isCalendarQuarter(calc.basic.startDate, calc.basic.endDate) && calc.registrations.length) {
        const q = await calculateQuarter(inputs, calc.registrations.map(engineRegistration), calc.basic.startDate, { ...options, countries: undefined, countryCode: undefined });
        calc.filings = filingsOf(q, calc.registrations);
      }
      for (const f of calc.files) {
        const rep = result.files.find((x) => x.name === f.name);
        const fatal = !files.has(f.key) || !rep || rep.rows === 0 || rep.errors.some((e) => FATAL_CODES.includes(e.code));
        f.status = fatal ? PARSE.FAILED : PARSE.SUCCEEDED;
        f.errors = files.has(f.key) ? (rep?.errors ?? []).slice(0, 20).map((e) => e.message) : [`文件 ${f.name} 已不存在，请重新上传`];
      }
      // Counts by type and scheme per file (the result's counts are over all files).
      for (const f of calc.files) {
        const b = files.get(f.key)?.data;
        if (b && f.status === PARSE.SUCCEEDED) f.counts = (await inspectReport(fromBytes(f.name, new Uint8Array(b.buffer, b.byteOffset, b.length), 1 << 20))).counts;
      }
      calc.result = result;
      const usable = calc.files.some((f) => f.status === PARSE.SUCCEEDED);
      calc.status = usable ? 'done' : 'failed';
      if (!usable) calc.error = '没有可读取的亚马逊 VAT 交易报告，请检查上传的文件';
    } catch (e) {
      calc.status = 'failed';
      calc.error = (e as Error).message;
      for (const f of calc.files) if (f.status === PARSE.REMOTE_PARSING) f.status = PARSE.FAILED;
    }
    calc.finishedAt = now();
  })();
}

/** Next calculation id. */
export function nextCalcId(): number {
  const s = calcStore();
  s.calcSeq += 1;
  return s.calcSeq;
}

/** The list row of a calculation (no result body). */
export function calcSummary(c: Calculation) {
  const uk = c.result?.returns.find((r) => r.country === c.basic.countryCode.key);
  return {
    id: c.id,
    userId: c.userId,
    userName: c.userName,
    countryCode: c.basic.countryCode,
    taxPeriodType: c.basic.taxPeriodType,
    startDate: c.basic.startDate,
    endDate: c.basic.endDate,
    companyName: c.basic.companyName ?? '',
    status: c.status,
    fileCount: c.files.length,
    payable: uk ? uk.totals.payable : null,
    currency: uk?.currency ?? null,
    createdAt: c.createdAt,
    finishedAt: c.finishedAt ?? null,
  };
}

export { now as calcNow };
