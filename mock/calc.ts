/**
 * Mock of the tax calculation (issue 5; the spec does not name these paths, they are ours):
 *
 * - `POST /api/calc-report/parse` `{ key }` → `CalcReportParse` (status 0): the API parses an
 *   uploaded report (engine `inspectReport`) asynchronously; codes 0 → 5 / 10 (spec §4).
 * - `GET /api/calc-report/parse?keys=a,b` → `CalcReportParse[]` (status, FileReport, Chinese errors).
 * - `POST /api/calculate-tax` basic data (spec §3) + `saleFiles: [{ key, name, size, md5, crc32 }]`
 *   → `{ id, status: 'pending' }`; validated with the form's Chinese messages (`data.field`).
 *   The REAL engine runs on the stored files asynchronously (status pending → running → done | failed).
 * - `GET /api/calculate-tax/:id` → the calculation with `result` (= CLI `--json`) when done, its
 *   `registrations` (each return's filing frequency with its source: the caller's VAT records, else the
 *   country's usual frequency, OSS by law; issue #20) and, over a calendar quarter, `filings`: each
 *   return due in the quarter per registration (src/core/calc/registrations.ts), else null.
 * - `GET /api/calculate-tax?page&perPage&countryCode&status&users` → paged summaries; an agent
 *   sees own and clients' calculations, `users` (comma-joined ids) narrows them (unknown ids: none).
 * - `DELETE /api/calculate-tax/:id` → true.
 * - `GET /api/calculate-tax/transfer-rule?vatNumber&companyName` → `{ transferInvoice }`: the seller's
 *   transfer tax-point rule kept with its VAT records (issue #32); `POST /api/calculate-tax` with
 *   `transferInvoice` stores a new choice there, without it uses the stored one.
 * - `GET /api/calculate-tax/export-all?<the list's filters>` → `{ taskId }`; `GET /api/calculate-tax/export-result?taskId`
 *   → the export task (mock/_store/export.ts): an `.xlsx` of the records, sheet `sheet1`.
 * - `GET /api/exchange-rate?currency&from&to&page&perPage` → the rates the calculations use (EUR base).
 * - `GET /third-party/vat-rates` (open; stands in for the third-party tax-rate host, spec §7) →
 *   `{ updatedAt, source, rates: [{ country, standard, reduced[] }] }`.
 * - Test-only `POST /api/__test__/calc` `{ parseDelayMs?, taxRateFail? }`: delay each remote parse;
 *   fail the next n third-party rate lookups with HTTP 500.
 */
import { MOCK_DAILY_SOURCE, MOCK_FX_SOURCE, MOCK_FX_TABLE, mockDailyTable, VAT_RATES } from '../src/core/vat';
import { validateBasicData } from '../src/core/calc/model';
import zhCalc from '../src/locales/zh-CN/calc';
import type { XlsxColumn } from '../src/core/utils/xlsx';
import { calcApi, calcFilters } from '../src/core/calc/api';
import { db, exportResultRoute, exportRoute, fail, invalid, listRoute, ok, paginate, route, routes, testContract, visibleUserIds, z } from './_store';
import { sellerTransferInvoice, setSellerTransferInvoice } from './_store/vat-tax';
import {
  calcNow,
  calcRegistrations,
  calcSeller,
  calcStore,
  calcSummary,
  nextCalcId,
  PARSE,
  runCalculation,
  startParse,
  type Calculation,
} from './_store/calc';

function currentRates() {
  const today = new Date().toISOString().slice(0, 10);
  const by = new Map<string, { country: string; standard: string; reduced: string[] }>();
  for (const r of VAT_RATES) {
    if (r.validFrom && r.validFrom > today) continue;
    if (r.validTo && r.validTo < today) continue;
    const e = by.get(r.country) ?? { country: r.country, standard: '', reduced: [] };
    if (r.type === 'standard') e.standard = r.percent;
    else e.reduced.push(r.percent);
    by.set(r.country, e);
  }
  return [...by.values()];
}

/** Where the rates come from, as the third-party host names it (EU states: TEDB; GB: HMRC). */
const RATE_SOURCE = '欧盟委员会 TEDB 税率数据库、英国 HMRC';

/** The newest `validFrom` of a rate in force today: the date the table is correct as of. */
function ratesAsOf(): string {
  const today = new Date().toISOString().slice(0, 10);
  return VAT_RATES.reduce((d, r) => (r.validFrom && r.validFrom <= today && (!r.validTo || r.validTo >= today) && r.validFrom > d ? r.validFrom : d), '');
}

/** The list of calculations: the user's own (an agent's: also their clients'), narrowed by `users`. */
const calcList = {
  contract: calcApi.list,
  filters: calcFilters,
  rows: () => calcStore().calculations,
  where: (c: Calculation, f: { countryCode?: string; status?: string }) =>
    (!f.countryCode || c.basic.countryCode.key === f.countryCode.toUpperCase()) && (!f.status || c.status === f.status),
  view: calcSummary,
  sortable: ['id', 'createdAt', 'startDate'] as const,
  defaultOrder: '-id',
};

const L = zhCalc as Record<string, string>;
/** Columns of the records' export (the list's columns, zh-CN). */
const exportColumns: XlsxColumn<ReturnType<typeof calcSummary>>[] = [
  {
    key: 'countryCode',
    title: L['calc.record.country'],
    format: (v) => {
      const c = v as { key: string; text: string };
      return `${c.text}（${c.key}）`;
    },
  },
  { key: 'startDate', title: L['calc.record.period'], format: (_v, r) => `${r.startDate} ~ ${r.endDate}` },
  { key: 'companyName', title: L['calc.record.company'] },
  { key: 'userName', title: L['calc.record.user'] },
  { key: 'status', title: L['calc.record.status'], format: (v) => L[`calc.status.${v}`] ?? String(v) },
  { key: 'fileCount', title: L['calc.record.files'] },
  { key: 'payable', title: L['calc.record.payable'], format: (v, r) => (v === null ? '' : `${v} ${r.currency ?? ''}`) },
  { key: 'createdAt', title: L['calc.record.created'] },
];

function findVisible(id: number, userId: number[]): Calculation | undefined {
  return calcStore().calculations.find((x) => x.id === id && userId.includes(x.userId));
}

export default routes([
  route({
    contract: calcApi.startParse,
    handler: ({ res, body, user }) => {
      const file = db().files.get(body.key);
      if (!file || file.ownerId !== user.id) return invalid(res, 'key', '文件不存在或已过期，请重新上传');
      ok(res, startParse(body.key, user));
    },
  }),

  route({
    contract: calcApi.parses,
    handler: ({ res, query, user }) => {
      const keys = (query.keys ?? '').split(',').filter(Boolean).slice(0, 100);
      const reports = calcStore().calcReports;
      ok(
        res,
        keys.map((k) => reports.get(k)).filter((p) => p && p.userId === user.id),
      );
    },
  }),

  route({
    contract: calcApi.create,
    handler: ({ res, body, user }) => {
      const errors = validateBasicData(body);
      if (errors.length) return invalid(res, errors[0].field, errors[0].message);
      const files = body.saleFiles.map((f) => ({ ...f, stored: db().files.get(f.key) }));
      const missing = files.find((f) => !f.stored || f.stored.ownerId !== user.id);
      if (missing) return invalid(res, 'saleFiles', `文件 ${missing.name} 不存在或已过期，请重新上传`);
      const calc: Calculation = {
        id: nextCalcId(),
        userId: user.id,
        userName: user.name,
        basic: {
          ...body,
          saleFiles: body.saleFiles.map(({ key, name, size, md5, crc32 }) => ({ key, name, size, md5, crc32 })),
        },
        status: 'pending',
        files: files.map((f) => ({
          key: f.key,
          name: f.stored!.name,
          size: f.stored!.size,
          status: PARSE.REMOTE_PARSING,
          errors: [],
        })),
        registrations: [],
        createdAt: calcNow(),
      };
      // each country's filing frequency from the caller's VAT records (issue #20), said per source
      calc.registrations = calcRegistrations(calc.basic, visibleUserIds(user));
      // the transfer tax-point rule (issue #32): a choice made on the form is stored with the seller's
      // VAT records; without one the stored choice applies (default: the transfer day)
      const seller = calcSeller(calc.basic, visibleUserIds(user), user.id);
      calc.sellerId = seller;
      if (body.transferInvoice) setSellerTransferInvoice(seller, body.transferInvoice, user.name);
      else calc.basic.transferInvoice = sellerTransferInvoice(seller);
      calcStore().calculations.unshift(calc);
      runCalculation(calc);
      ok(res, { id: calc.id, status: calc.status });
    },
  }),

  /**
   * The seller's transfer tax-point rule stored with its VAT records (issue #32), for the form:
   * `{ transferInvoice: 'sameDay' | 'none' }`; the seller is found by `vatNumber` / `companyName`
   * among the caller's (an agent's: also its clients') records, else the caller.
   */
  route({
    contract: calcApi.transferRule,
    handler: ({ res, query, user }) => {
      const seller = calcSeller({ vatNumber: query.vatNumber, companyName: query.companyName }, visibleUserIds(user), user.id);
      ok(res, { transferInvoice: sellerTransferInvoice(seller) });
    },
  }),

  listRoute(calcList),

  /** The records' asynchronous export (issue #9): the list's filters, every matching row, `.xlsx` sheet1. */
  exportRoute(calcApi.exportAll, calcList, {
    fileName: `${L['calc.record.title']}-${new Date().toISOString().slice(0, 10)}`,
    columns: exportColumns,
  }),
  exportResultRoute(calcApi.exportResult),

  route({
    contract: calcApi.get,
    handler: ({ res, params, user }) => {
      const c = findVisible(params.id, visibleUserIds(user));
      if (!c) return fail(res, '计算记录不存在或已删除', { errorCode: 'NOT_FOUND' });
      ok(res, { ...calcSummary(c), basic: c.basic, files: c.files, result: c.result ?? null, error: c.error ?? null, registrations: c.registrations ?? [], filings: c.filings ?? null });
    },
  }),

  route({
    contract: calcApi.remove,
    handler: ({ res, params, user }) => {
      const c = findVisible(params.id, visibleUserIds(user));
      if (!c) return fail(res, '计算记录不存在或已删除', { errorCode: 'NOT_FOUND' });
      const list = calcStore().calculations;
      list.splice(list.indexOf(c), 1);
      ok(res, true);
    },
  }),

  route({
    contract: calcApi.exchangeRates,
    handler: ({ res, query }) => {
      const { currency, from, to } = query;
      const table = query.daily === '1' ? mockDailyTable() : MOCK_FX_TABLE;
      const rows = table.filter(
        (r) => (!currency || r.currency === currency) && (!from || r.date >= from) && (!to || r.date <= to),
      )
        .slice()
        .sort((a, b) => (a.date === b.date ? (a.currency < b.currency ? -1 : 1) : a.date < b.date ? 1 : -1))
        .map((r) => ({ ...r, base: 'EUR', source: query.daily === '1' ? MOCK_DAILY_SOURCE.replace('{publisher}', '各国央行') : MOCK_FX_SOURCE }));
      ok(res, { ...paginate(rows, query), currencies: [...new Set(MOCK_FX_TABLE.map((r) => r.currency))].sort() });
    },
  }),

  /** Open: stands in for the third-party tax-rate host (spec §7); answers that host's own shape, not the envelope. */
  route({
    contract: calcApi.vatRates,
    handler: ({ res }) => {
      const t = calcStore().calcTest;
      if (t.taxRateFail > 0) {
        t.taxRateFail -= 1;
        res.status(500).send('Internal Server Error');
        return;
      }
      // The mock serves the engine's dated table (src/core/vat/rates.ts, from the design's
      // vat_rates.csv, itself taken from the sources named here); `updatedAt` is the newest change in
      // force today, i.e. the date the answer is correct as of (docs/engine.md "Tax calculation API").
      res.status(200).json({ updatedAt: ratesAsOf(), source: RATE_SOURCE, rates: currentRates() });
    },
  }),

  route({
    contract: testContract('POST', '/api/__test__/calc', {
      body: z.object({
        parseDelayMs: z.number().int().min(0).max(600_000).optional(),
        taxRateFail: z.number().int().min(0).max(100).optional(),
      }),
    }),
    handler: ({ res, body }) => {
      const t = calcStore().calcTest;
      if (body.parseDelayMs !== undefined) t.parseDelayMs = body.parseDelayMs;
      if (body.taxRateFail !== undefined) t.taxRateFail = body.taxRateFail;
      ok(res, t);
    },
  }),
]);
