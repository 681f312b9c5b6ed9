/**
 * The agent's client companies and their Amazon reports (issue #12, spec §7 "Seller reports and GB
 * import", the many-report flow). Companies: the three client users' own companies (with the VAT
 * numbers of the records area, mock/_store/vat-tax.ts) plus generated ones, at least 30 across GB,
 * DE, FR, IT, ES, PL, CZ, each with valid VAT numbers (mock/_store/vat-numbers.ts) and an Amazon
 * seller account id; {@link generateClientCompanies} makes more for benchmarks. A many-report batch
 * really parses its stored files with the engine (`inspectReport`) and advances `fileProgress` as it
 * goes; the per-company submit stores each company's reports once per idempotency key and counts
 * the calls, for the exactly-once tests.
 */
import { fakerZH_CN as faker } from '@faker-js/faker';
import type { ManyReportFile } from '../../src/core/batch/polling';
import { mulberry32 as rng } from '../../src/core/utils/random';
import { fromBytes, inspectReport, isFatalError } from '../../src/core/vat';
import { needsAgentAction, monthsOf, type BoardCell, type BoardRow } from '../../src/core/batch/board';
import { normaliseVatNumber } from '../../src/core/batch/match';
import { isFinal } from '../../src/core/declare/status';
import { daysBetween, defaultFrequency, dueDate, periodOf, type Frequency } from '../../src/core/vat-tax/periods';
import { collection } from './collections';
import { db, nowText } from './core';
import type { MockUser } from './types';
import { applyAction, declareStore, newDeclaration, type StoredDeclaration } from './declare';
import { vatTaxStore, type StoredVatTax } from './vat-tax';
import { makeVatNumber } from './vat-numbers';

/** Countries of the seeded client companies (issue #12). */
const CLIENT_COUNTRIES = ['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ'] as const;
/** How many client companies the agent has in a fresh store. */
export const SEEDED_CLIENT_COMPANIES = 30;

/** A client company of an agent. `userId` is the client user whose rows it belongs to (scopeRows). */
export interface ClientCompany {
  id: number;
  agentId: number;
  userId: number;
  name: string;
  /** VAT numbers with their country prefix. */
  vatNumbers: { country: string; number: string }[];
  /** Amazon seller account identifiers (UNIQUE_ACCOUNT_IDENTIFIER). */
  accountIds: string[];
  createdAt: string;
}

/** An Amazon report stored for a company and month. */
interface SellerReport {
  id: number;
  userId: number;
  companyId: number;
  /** `YYYY` and `1`–`12`: the month the report covers. */
  year: number;
  month: number;
  fileName: string;
  /** Bytes. */
  fileSize: number;
  key: string;
  batchId: string;
  uploadedAt: string;
}

/** A file of a many-report batch, with its stored key. */
interface BatchFile extends ManyReportFile {
  key: string;
  /** What the engine read: the account and the seller's VAT numbers (for matching), the months covered. */
  accountId?: string;
  sellerVatNumbers?: Record<string, string>;
  period?: { from: string | null; to: string | null };
}

/** A many-report batch of an agent. */
interface ManyReportBatch {
  id: string;
  agentId: number;
  files: BatchFile[];
  createdAt: string;
}

/** A stored per-company submit, answered again for the same idempotency key. */
interface StoredSubmit {
  companyId: number;
  reportIds: number[];
}

/** Test-only switches: a share of submit calls fail (before or after storing) or answer late. */
interface BatchSwitches {
  /** 0–1: share of submit calls that fail; half before storing, half after (the answer is lost). */
  failRate: number;
  /** Milliseconds a late answer waits (a share `failRate` of the calls that do not fail). */
  lateMs: number;
  /** Milliseconds each file's remote parse takes (at least 200). */
  parseMs: number;
}

/** An Amazon-style seller account id for a number: `A` + 13 upper-case letters and digits. */
export function accountIdFor(n: number): string {
  const cs = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const next = rng(n * 2654435761);
  let s = 'A';
  for (let i = 0; i < 13; i++) s += cs[Math.floor(next() * cs.length)];
  return s;
}

/**
 * `count` generated client companies of `agentId` from id `firstId` on, spread over the client users
 * `userIds`, each with 1–3 VAT numbers of {@link CLIENT_COUNTRIES} and one seller account.
 */
export function generateClientCompanies(count: number, firstId: number, agentId: number, userIds: readonly number[]): ClientCompany[] {
  faker.seed(firstId * 31 + count);
  const out: ClientCompany[] = [];
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const pick = rng(id);
    const n = 1 + Math.floor(pick() * 3);
    const countries = [...CLIENT_COUNTRIES].sort(() => pick() - 0.5).slice(0, n);
    out.push({
      id,
      agentId,
      userId: userIds[i % userIds.length],
      name: `${faker.location.city()}${faker.company.name().replace(/有限公司|有限责任公司$/, '')}贸易有限公司`,
      vatNumbers: countries.map((country) => ({ country, number: makeVatNumber(country, 50_000 + id).vatNumber })),
      accountIds: [accountIdFor(id)],
      createdAt: nowText(),
    });
  }
  return out;
}

function seed(): { companies: ClientCompany[]; seq: number } {
  const agent = db().users.find((u) => u.username === 'agent');
  if (!agent) return { companies: [], seq: 0 };
  const clients = db().users.filter((u) => u.invitedBy === agent.id);
  const numbers = vatTaxStore().numbers;
  const own: ClientCompany[] = clients.map((u, i) => ({
    id: i + 1,
    agentId: agent.id,
    userId: u.id,
    name: u.company ?? u.name,
    vatNumbers: numbers.filter((r) => r.userId === u.id && r.vatNumber).map((r) => ({ country: r.countryCode, number: r.vatNumber })),
    accountIds: [accountIdFor(i + 1)],
    createdAt: u.createdAt,
  }));
  const ids = clients.map((u) => u.id);
  const more = generateClientCompanies(Math.max(0, SEEDED_CLIENT_COMPANIES - own.length), own.length + 1, agent.id, ids);
  const companies = [...own, ...more];
  return { companies, seq: companies.length };
}

/** The clients collections of the store (created on first use, dropped by `resetStore()`). */
export const clientsStore = collection('clients', () => {
  const { companies, seq } = seed();
  return {
    companies,
    companySeq: seq,
    reports: [] as SellerReport[],
    reportSeq: 0,
    batches: new Map<string, ManyReportBatch>(),
    batchSeq: 0,
    /** idempotency key → the stored submit. */
    submits: new Map<string, StoredSubmit>(),
    /** idempotency key → times the company's reports were stored under it (exactly-once checks). */
    stored: new Map<string, number>(),
    /** Submit calls received, for the failure switch. */
    calls: 0,
    random: rng(42),
    switches: { failRate: 0, lateMs: 0, parseMs: 300 } as BatchSwitches,
  };
});

const sleep = (ms: number) =>
  new Promise<void>((r) => {
    setTimeout(r, ms);
  });

/**
 * Parses a batch's files one after another with the engine: `uploading` → `remoteParsing` →
 * `parsed` (with the account, the seller VAT numbers and the period it covers) or `failed` (Chinese
 * reason). The batch's progress is the share of files done.
 */
export function runBatch(batch: ManyReportBatch): void {
  const s = clientsStore();
  void (async () => {
    for (const f of batch.files) f.status = 'parsing';
    for (const f of batch.files) {
      f.status = 'remoteParsing';
      await sleep(Math.max(200, s.switches.parseMs));
      const stored = db().files.get(f.key);
      if (!stored) {
        f.status = 'failed';
        f.error = `文件 ${f.fileName} 未上传成功，请重新上传`;
        continue;
      }
      try {
        const r = await inspectReport(fromBytes(f.fileName, new Uint8Array(stored.data.buffer, stored.data.byteOffset, stored.data.length), 1 << 20));
        const file = r.files[0];
        const fatal = r.errors.find((e) => isFatalError(e.code));
        if (!file || file.rows === 0 || file.layout === null || fatal) {
          f.status = 'failed';
          f.error = (fatal ?? r.errors[0])?.message ?? `文件 ${f.fileName} 不是亚马逊 VAT 交易报告`;
          continue;
        }
        f.accountId = file.accountId;
        f.sellerVatNumbers = r.sellerVatNumbers;
        f.period = { from: file.period.from, to: file.period.to };
        f.reportFileAddress = f.key;
        f.status = 'parsed';
      } catch (e) {
        f.status = 'failed';
        f.error = `文件 ${f.fileName} 解析失败，请重新上传`;
      }
    }
  })();
}

/** A batch's progress: whole percent of the files no longer uploading or parsing. */
export function batchProgress(batch: ManyReportBatch): number {
  if (!batch.files.length) return 100;
  const done = batch.files.filter((f) => f.status === 'parsed' || f.status === 'failed').length;
  return Math.floor((done * 100) / batch.files.length);
}

/** The first day of last month, `YYYY-MM-DD` (the month an agent uploads at the start of a month). */
export function lastMonthStart(today = new Date().toISOString().slice(0, 10)): string {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}

const sameVat = (a: string, b: string) => normaliseVatNumber(a) === normaliseVatNumber(b);

/** Frequency, stagger and records-area id of a VAT number: from the records area, else the country's default. */
function numberFacts(country: string, vatNumber: string, records?: Map<string, StoredVatTax>): { frequency: Frequency; stagger: 1 | 2 | 3; vatTaxId: number | null; localTaxNumber: string } {
  const rec = records ? records.get(normaliseVatNumber(vatNumber)) : vatTaxStore().numbers.find((n) => n.vatNumber && sameVat(n.vatNumber, vatNumber));
  return rec
    ? { frequency: rec.frequency, stagger: rec.stagger ?? 1, vatTaxId: rec.id, localTaxNumber: rec.localTaxNumber ?? '' }
    : { frequency: defaultFrequency(country), stagger: 1, vatTaxId: null, localTaxNumber: '' };
}

/** What building the board's cells reads, indexed once per request (500 companies × 7 countries). */
interface BoardContext {
  today: string;
  lastMonth: string;
  /** Declarations by normalised VAT number. */
  declarations: Map<string, StoredDeclaration[]>;
  /** Records-area numbers by normalised VAT number. */
  records: Map<string, StoredVatTax>;
  /** Stored reports' months (`YYYY-MM`) by company id, with counts. */
  reportMonths: Map<number, Map<string, number>>;
  /** Memo of the few distinct periods, due dates and verdicts of the table (thousands of cells, a handful of distinct inputs). */
  memo: Map<string, unknown>;
}

function memo<T>(ctx: BoardContext, key: string, f: () => T): T {
  if (!ctx.memo.has(key)) ctx.memo.set(key, f());
  return ctx.memo.get(key) as T;
}

/** The {@link BoardContext} of the store now. */
export function boardContext(today = new Date().toISOString().slice(0, 10)): BoardContext {
  const declarations = new Map<string, StoredDeclaration[]>();
  for (const d of declareStore().list) {
    const k = normaliseVatNumber(d.vatNumber);
    declarations.set(k, [...(declarations.get(k) ?? []), d]);
  }
  const records = new Map<string, StoredVatTax>();
  for (const n of vatTaxStore().numbers) if (n.vatNumber && !records.has(normaliseVatNumber(n.vatNumber))) records.set(normaliseVatNumber(n.vatNumber), n);
  const reportMonths = new Map<number, Map<string, number>>();
  for (const r of clientsStore().reports) {
    const m = reportMonths.get(r.companyId) ?? new Map<string, number>();
    const ym = `${r.year}-${String(r.month).padStart(2, '0')}`;
    m.set(ym, (m.get(ym) ?? 0) + 1);
    reportMonths.set(r.companyId, m);
  }
  return { today, lastMonth: lastMonthStart(today), declarations, records, reportMonths, memo: new Map() };
}

/**
 * The board cell of one VAT number of a company (issue #12): the oldest declaration not yet final
 * (a late one shows first), else the declaration of the last ended period, else that period without
 * a declaration yet (status 0, the agent uploads its data). Actions and "needs my action" come from
 * the transition table for the agent.
 */
function boardCell(company: ClientCompany, v: { country: string; number: string }, ctx: BoardContext): BoardCell {
  const facts = numberFacts(v.country, v.number, ctx.records);
  const mine = ctx.declarations.get(normaliseVatNumber(v.number)) ?? [];
  const open = mine.filter((d) => !isFinal(d.status)).sort((a, b) => a.periodStart.localeCompare(b.periodStart))[0];
  const current = memo(ctx, `p:${facts.frequency}:${facts.stagger}`, () => periodOf(ctx.lastMonth, facts.frequency, facts.stagger));
  const d = open ?? mine.find((x) => x.periodStart === current.start);
  const period = d ? { start: d.periodStart, end: d.periodEnd } : current;
  const frequency = d?.frequency ?? facts.frequency;
  const due = memo(ctx, `d:${v.country}:${period.start}:${period.end}:${frequency}`, () => dueDate(v.country, period, frequency));
  const status = d?.status ?? 0;
  const facts2 = { status, declareType: d?.declareType ?? 0, amount: d?.amount ?? null, periodEnd: period.end };
  const { actions, needsAction } = memo(ctx, `a:${facts2.status}:${facts2.declareType}:${facts2.amount}:${facts2.periodEnd}`, () => needsAgentAction(facts2, ctx.today));
  const months = ctx.reportMonths.get(company.id);
  const reports = months ? monthsOf(period.start, period.end).reduce((n, ym) => n + (months.get(ym) ?? 0), 0) : 0;
  return { country: v.country, vatNumber: v.number, declareId: d?.id ?? null, status, periodStart: period.start, periodEnd: period.end, dueDate: due, daysLeft: daysBetween(ctx.today, due), actions, needsAction, reports };
}

/** The board row of a company. */
export function boardRow(company: ClientCompany, userName: string, ctx: BoardContext): BoardRow {
  return { companyId: company.id, companyName: company.name, userId: company.userId, userName, cells: company.vatNumbers.map((v) => boardCell(company, v, ctx)) };
}

/**
 * What a company's stored reports do to its declarations (the per-company submit, issue #12): for
 * each VAT number and each month reported, the declaration of the period containing that month gets
 * the reports as its sales files — created when missing (status 0), then `upload` through the
 * transition table (0 → 1); a declaration already at 1 only gains the files; one further on keeps its
 * data (the reports stay in the seller-report list). Returns the ids of the declarations touched.
 */
export function applyReportsToDeclarations(company: ClientCompany, reports: readonly SellerReport[], user: MockUser): number[] {
  const store = declareStore();
  const touched = new Set<number>();
  for (const v of company.vatNumbers) {
    const facts = numberFacts(v.country, v.number);
    for (const r of reports) {
      const p = periodOf(`${r.year}-${String(r.month).padStart(2, '0')}-01`, facts.frequency, facts.stagger);
      let d = store.list.find((x) => sameVat(x.vatNumber, v.number) && x.periodStart === p.start);
      if (!d) {
        d = newDeclaration(
          { userId: company.userId, vatTaxId: facts.vatTaxId, countryCode: v.country, vatNumber: v.number, localTaxNumber: facts.localTaxNumber, companyName: company.name, frequency: facts.frequency, stagger: facts.stagger },
          p.start,
          p.end,
          { isSysSellerReport: true },
        );
        store.list.push(d);
      }
      const target = d;
      const file = { key: r.key, name: r.fileName, size: r.fileSize };
      if (target.status === 0) {
        applyAction(target, 'upload', user, () => {
          target.basic = { ...target.basic, isSysSellerReport: true, saleFiles: [...target.basic.saleFiles, file] };
        }, `批量上传报告 ${r.fileName}`);
        touched.add(target.id);
      } else if (target.status === 1 && !target.basic.saleFiles.some((f) => f.key === r.key)) {
        target.basic.saleFiles.push(file);
        touched.add(target.id);
      }
    }
  }
  return [...touched];
}
