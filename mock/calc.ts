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
import { validateBasicData, type CalcBasicData } from '../src/core/calc/model';
import zhCalc from '../src/locales/zh-CN/calc';
import zhCommon from '../src/locales/zh-CN/common';
import type { XlsxColumn } from '../src/core/utils/xlsx';
import {
  amount,
  db,
  exportResultRoute,
  exportRoute,
  fail,
  fileKey,
  invalid,
  isoDate,
  listRoute,
  ok,
  paginate,
  paging,
  qDate,
  qEnum,
  qText,
  route,
  text,
  visibleUserIds,
  z,
} from './_store';
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

const COUNTRY = /^[A-Za-z]{2}$/;
/** The form's messages (the rules' zh-CN texts), so a wrongly typed field reads as the form would say it. */
const CALC_MESSAGES = {
  countryCode: zhCalc['calc.rule.countryCode'],
  vatNumber: zhCommon['rule.vatNumber.invalid'],
  startDate: zhCalc['calc.rule.startDate'],
  endDate: zhCalc['calc.rule.endDate'],
  saleFiles: zhCalc['calc.rule.saleFiles'],
};
const STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/** The basic data of spec §3 as `POST /api/calculate-tax` accepts it (the semantic checks are `validateBasicData`). */
const basicDataSchema = z.object({
  countryCode: z.object(
    {
      key: z
        .string()
        .regex(COUNTRY, CALC_MESSAGES.countryCode)
        .transform((k) => k.toUpperCase()),
      text: text(40),
    },
    { required_error: CALC_MESSAGES.countryCode, invalid_type_error: CALC_MESSAGES.countryCode },
  ),
  taxPeriodType: z.enum(['month', 'quarter', 'year']),
  startDate: z
    .string({ required_error: CALC_MESSAGES.startDate, invalid_type_error: CALC_MESSAGES.startDate })
    .max(10, CALC_MESSAGES.startDate),
  endDate: z
    .string({ required_error: CALC_MESSAGES.endDate, invalid_type_error: CALC_MESSAGES.endDate })
    .max(10, CALC_MESSAGES.endDate),
  companyName: text(100).optional(),
  vatNumber: z.string({ invalid_type_error: CALC_MESSAGES.vatNumber }).max(20, CALC_MESSAGES.vatNumber).optional(),
  countries: z
    .array(z.string().regex(/^([A-Za-z]{2}|OSS)$/))
    .max(40)
    .optional(),
  isViesCheck: z.boolean().optional(),
  isDeduct: z.boolean().optional(),
  deducts: z
    .array(z.object({ key: text(20), amount: amount().or(z.literal('')), note: text(50).optional() }))
    .max(50)
    .optional(),
  isDefer: z.boolean().optional(),
  defers: z
    .array(
      z.object({
        key: text(20),
        vat: amount().or(z.literal('')),
        value: amount().or(z.literal('')),
        note: text(50).optional(),
      }),
    )
    .max(50)
    .optional(),
  establishment: z
    .string()
    .regex(/^([A-Z]{2}|NON_EU)$/)
    .optional(),
  ossRegistered: z.boolean().optional(),
  ossFrom: isoDate().optional(),
  ossMemberState: z.string().regex(COUNTRY).optional(),
  // EUR 10,000 threshold (Art. 59c) of a seller established in an EU member state; absent = not answered.
  euThreshold: z.enum(['under', 'over']).optional(),
  euThresholdCrossedOn: isoDate().optional(),
  euDestinationOption: z.boolean().optional(),
  // the seller's transfer tax-point rule (Art. 69; issue #32), stored with its VAT records
  transferInvoice: z.enum(['sameDay', 'none']).optional(),
  saleFiles: z
    .array(
      z.object({
        key: fileKey(),
        name: text(255),
        size: z.number().int().min(0),
        // Hex digests of the browser's local check; '' when it could not compute them.
        md5: z
          .string()
          .regex(/^([0-9a-f]{32})?$/i)
          .optional(),
        crc32: z
          .string()
          .regex(/^([0-9a-f]{1,8})?$/i)
          .optional(),
      }),
      { required_error: CALC_MESSAGES.saleFiles, invalid_type_error: CALC_MESSAGES.saleFiles },
    )
    .max(50, '一次最多上传 50 个报告文件'),
});
// The schema's output is the console's type (a compile-time check that the two stay in step).
const _sameShape: (v: z.output<typeof basicDataSchema>) => CalcBasicData = (v) => v;

/** The list of calculations: the user's own (an agent's: also their clients'), narrowed by `users`. */
const calcList = {
  filters: { countryCode: qText(2), status: qEnum([...STATUSES]) },
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

const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, '计算记录不存在或已删除')
    .transform(Number),
});

function findVisible(id: number, userId: number[]): Calculation | undefined {
  return calcStore().calculations.find((x) => x.id === id && userId.includes(x.userId));
}

export default {
  'POST /api/calc-report/parse': route({
    access: 'user',
    body: z.object({ key: fileKey() }),
    handler: ({ res, body, user }) => {
      const file = db().files.get(body.key);
      if (!file || file.ownerId !== user.id) return invalid(res, 'key', '文件不存在或已过期，请重新上传');
      ok(res, startParse(body.key, user));
    },
  }),

  'GET /api/calc-report/parse': route({
    access: 'user',
    query: z.object({ keys: qText(20_000) }),
    handler: ({ res, query, user }) => {
      const keys = (query.keys ?? '').split(',').filter(Boolean).slice(0, 100);
      const reports = calcStore().calcReports;
      ok(
        res,
        keys.map((k) => reports.get(k)).filter((p) => p && p.userId === user.id),
      );
    },
  }),

  'POST /api/calculate-tax': route({
    access: 'user',
    body: basicDataSchema,
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
  'GET /api/calculate-tax/transfer-rule': route({
    access: 'user',
    query: z.object({ vatNumber: qText(20), companyName: qText(100) }),
    handler: ({ res, query, user }) => {
      const seller = calcSeller({ vatNumber: query.vatNumber, companyName: query.companyName }, visibleUserIds(user), user.id);
      ok(res, { transferInvoice: sellerTransferInvoice(seller) });
    },
  }),

  'GET /api/calculate-tax': listRoute(calcList),

  /** The records' asynchronous export (issue #9): the list's filters, every matching row, `.xlsx` sheet1. */
  'GET /api/calculate-tax/export-all': exportRoute(calcList, {
    fileName: `${L['calc.record.title']}-${new Date().toISOString().slice(0, 10)}`,
    columns: exportColumns,
  }),
  'GET /api/calculate-tax/export-result': exportResultRoute(),

  'GET /api/calculate-tax/:id(\\d+)': route({
    access: 'user',
    params: idParams,
    handler: ({ res, params, user }) => {
      const c = findVisible(params.id, visibleUserIds(user));
      if (!c) return fail(res, '计算记录不存在或已删除', { errorCode: 'NOT_FOUND' });
      ok(res, { ...calcSummary(c), basic: c.basic, files: c.files, result: c.result ?? null, error: c.error ?? null, registrations: c.registrations ?? [], filings: c.filings ?? null });
    },
  }),

  'DELETE /api/calculate-tax/:id(\\d+)': route({
    access: 'user',
    params: idParams,
    handler: ({ res, params, user }) => {
      const c = findVisible(params.id, visibleUserIds(user));
      if (!c) return fail(res, '计算记录不存在或已删除', { errorCode: 'NOT_FOUND' });
      const list = calcStore().calculations;
      list.splice(list.indexOf(c), 1);
      ok(res, true);
    },
  }),

  'GET /api/exchange-rate': route({
    access: 'user',
    query: z.object({
      ...paging,
      currency: z
        .string()
        .regex(/^([A-Z]{3})?$/, '币种应为 3 位大写字母代码')
        .optional(),
      from: qDate(),
      to: qDate(),
      /** `daily=1`: the daily stand-in rates the national rules use (issue #20; fx.ts mockDailyTable), else the month-end table. */
      daily: z.enum(['0', '1']).optional(),
    }),
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
  'GET /third-party/vat-rates': route({
    access: 'open',
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

  'POST /api/__test__/calc': route({
    access: 'test',
    body: z.object({
      parseDelayMs: z.number().int().min(0).max(600_000).optional(),
      taxRateFail: z.number().int().min(0).max(100).optional(),
    }),
    handler: ({ res, body }) => {
      const t = calcStore().calcTest;
      if (body.parseDelayMs !== undefined) t.parseDelayMs = body.parseDelayMs;
      if (body.taxRateFail !== undefined) t.taxRateFail = body.taxRateFail;
      ok(res, t);
    },
  }),
};
