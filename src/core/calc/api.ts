/**
 * The contract of every call of the tax calculation (issue 5, issue #34; the spec does not name these
 * paths, they are ours): path, access, input and answer, written once. The mock (`mock/calc.ts`)
 * declares its routes with them and runs the real VAT engine; the services (`src/services/calc.ts`)
 * call them through the generated calls (types only: zod stays out of the bundle).
 *
 * Dates `YYYY-MM-DD`, times `YYYY-MM-DD HH:mm:ss`; amounts decimal strings; parse codes of spec §4
 * (0 parsing, 5 succeeded, 10 failed). The engine's own shapes (a report's `FileReport`, the run's
 * `VatResult`) are the engine's TypeScript types, checked here as objects only (`coreValue`).
 * Relative imports only (the mock loads this file).
 */
import { z } from 'zod';
import zhCalc from '../../locales/zh-CN/calc';
import zhCommon from '../../locales/zh-CN/common';
import { defineContract, type Same } from '../contract';
import { exportResultContract, exportStarted, paged } from '../contract/common';
import { amount, coreValue, fileKey, idParam, isoDate, listQuery, paging, qDate, qEnum, qText, text } from '../contract/fields';
import type { FileReport, VatResult } from '../vat/types';
import type { CalcBasicData } from './model';
import type { CalcFiling, CalcRegistration } from './registrations';
import type { ReportParse } from './types';

const COUNTRY = /^[A-Za-z]{2}$/;
/** The form's messages (the rules' zh-CN texts), so a wrongly typed field reads as the form would say it. */
const CALC_MESSAGES = {
  countryCode: zhCalc['calc.rule.countryCode'],
  vatNumber: zhCommon['rule.vatNumber.invalid'],
  startDate: zhCalc['calc.rule.startDate'],
  endDate: zhCalc['calc.rule.endDate'],
  saleFiles: zhCalc['calc.rule.saleFiles'],
};

/** Status of a calculation: pending → running → done | failed. */
const CALC_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
const calcStatus = z.enum(CALC_STATUSES);

// ---- input -----------------------------------------------------------------------------------

/** The basic data of spec §3 as `POST /api/calculate-tax` accepts it (the semantic checks are `validateBasicData`, ./model.ts). */
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
  startDate: z.string({ required_error: CALC_MESSAGES.startDate, invalid_type_error: CALC_MESSAGES.startDate }).max(10, CALC_MESSAGES.startDate),
  endDate: z.string({ required_error: CALC_MESSAGES.endDate, invalid_type_error: CALC_MESSAGES.endDate }).max(10, CALC_MESSAGES.endDate),
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
    .array(z.object({ key: text(20), vat: amount().or(z.literal('')), value: amount().or(z.literal('')), note: text(50).optional() }))
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

/** Filters of the calculations list and its export: `countryCode`, `status`. */
export const calcFilters = { countryCode: qText(2), status: qEnum([...CALC_STATUSES]) };

// ---- shapes ----------------------------------------------------------------------------------

const counts = z.object({ rows: z.number().int().nonnegative(), byType: z.record(z.number()), byScheme: z.record(z.number()) }).strict();

/** The remote parse of one uploaded report (`status` 0 / 5 / 10; `errors` and `warnings` Chinese), of the caller (`userId`). */
const reportParse = z
  .object({
    key: z.string(),
    name: z.string(),
    size: z.number().int().nonnegative(),
    userId: z.number().int().positive(),
    status: z.number().int(),
    report: coreValue<FileReport>('报告解析结果', ['name', 'rows']).optional(),
    counts: counts.optional(),
    errors: z.array(z.string()),
    warnings: z.array(z.string()),
    createdAt: z.string(),
  })
  .strict();

/** A calculation in the list (`payable` of the main country's return, in `currency`). */
const calcSummary = z
  .object({
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    userName: z.string(),
    countryCode: z.object({ key: z.string(), text: z.string() }).strict(),
    taxPeriodType: z.enum(['month', 'quarter', 'year']),
    startDate: z.string(),
    endDate: z.string(),
    companyName: z.string(),
    status: calcStatus,
    fileCount: z.number().int().nonnegative(),
    payable: z.string().nullable(),
    currency: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .strict();

const frequencySource = z.enum(['records', 'default', 'law']);
const stagger = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Each return's filing frequency with where it came from (issue #20). */
const calcRegistration = z
  .object({ country: z.string(), vatNumber: z.string().optional(), frequency: z.enum(['monthly', 'quarterly']), stagger: stagger.optional(), source: frequencySource, recordId: z.number().int().optional() })
  .strict();

/** Over a calendar quarter, a return due in it per registration (issue #20). */
const calcFiling = z
  .object({
    ret: z.string(),
    from: z.string(),
    to: z.string(),
    frequency: z.enum(['monthly', 'quarterly']),
    stagger: stagger.optional(),
    source: frequencySource,
    vatNumber: z.string().optional(),
    currency: z.string(),
    outputVat: z.string(),
    inputVat: z.string(),
    payable: z.string(),
    note: z.string().optional(),
  })
  .strict();

/** A calculation with its basic data, per-file parse codes, the engine's result (when done), its registrations and filings. */
const calcDetail = calcSummary
  .extend({
    basic: basicDataSchema,
    files: z.array(z.object({ key: z.string(), name: z.string(), size: z.number().int().nonnegative(), status: z.number().int(), errors: z.array(z.string()), counts: counts.optional() }).strict()),
    result: coreValue<VatResult>('计算结果', ['period', 'files', 'counts', 'returns', 'warnings', 'errors']).nullable(),
    error: z.string().nullable(),
    registrations: z.array(calcRegistration),
    filings: z.array(calcFiling).nullable(),
  })
  .strict();

/** An exchange-rate row: 1 EUR = `perEur` `currency` on `date`, with the table's source. */
const exchangeRateRow = z.object({ date: z.string(), currency: z.string().length(3), perEur: z.string(), base: z.literal('EUR'), source: z.string() }).strict();

/** Current rates of one country at the third-party host: `standard` and `reduced` in percent. */
const countryRate = z.object({ country: z.string(), standard: z.string(), reduced: z.array(z.string()) }).strict();

// ---- calls -----------------------------------------------------------------------------------

/** `POST /api/calc-report/parse` `{ key }` → the report's parse (status 0): the API parses it asynchronously. */
const startParse = defineContract({ method: 'POST', path: '/api/calc-report/parse', access: 'user', body: z.object({ key: fileKey() }), response: reportParse });

/** `GET /api/calc-report/parse?keys=a,b` → the caller's parses of those keys. */
const parses = defineContract({ method: 'GET', path: '/api/calc-report/parse', access: 'user', query: z.object({ keys: qText(20_000) }), response: z.array(reportParse) });

/** `POST /api/calculate-tax` basic data + `saleFiles` → `{ id, status: 'pending' }`; refused at a field (`data.field`) with the form's message. */
const create = defineContract({
  method: 'POST',
  path: '/api/calculate-tax',
  access: 'user',
  body: basicDataSchema,
  response: z.object({ id: z.number().int().positive(), status: calcStatus }).strict(),
});

/** `GET /api/calculate-tax/transfer-rule?vatNumber&companyName` → the seller's transfer tax-point rule kept with its VAT records (issue #32). */
const transferRule = defineContract({
  method: 'GET',
  path: '/api/calculate-tax/transfer-rule',
  access: 'user',
  query: z.object({ vatNumber: qText(20), companyName: qText(100) }),
  response: z.object({ transferInvoice: z.enum(['sameDay', 'none']) }).strict(),
});

/** `GET /api/calculate-tax` `page, perPage, countryCode, status, users`, `order_by` (`-id` default, `createdAt`, `startDate`) → paged summaries. */
const list = defineContract({ method: 'GET', path: '/api/calculate-tax', access: 'user', query: listQuery(calcFilters), response: paged(calcSummary) });

/** `GET /api/calculate-tax/export-all` (the list's filters) → `{ taskId }` of an `.xlsx` of the records. */
const exportAll = defineContract({ method: 'GET', path: '/api/calculate-tax/export-all', access: 'user', query: listQuery(calcFilters), response: exportStarted });

/** `GET /api/calculate-tax/export-result?taskId` → the export task. */
const exportResult = exportResultContract('/api/calculate-tax/export-result');

const idParams = idParam('计算记录不存在或已删除');

/** `GET /api/calculate-tax/:id` → the calculation with its result (when done). */
const get = defineContract({ method: 'GET', path: '/api/calculate-tax/:id(\\d+)', access: 'user', params: idParams, response: calcDetail });

/** `DELETE /api/calculate-tax/:id` → `true`. */
const remove = defineContract({ method: 'DELETE', path: '/api/calculate-tax/:id(\\d+)', access: 'user', params: idParams, response: z.literal(true) });

/** `GET /api/exchange-rate?currency&from&to&daily&page&perPage` → the rates the calculations use (EUR base), paged, with every `currencies`. */
const exchangeRates = defineContract({
  method: 'GET',
  path: '/api/exchange-rate',
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
  response: paged(exchangeRateRow).extend({ currencies: z.array(z.string()) }).strict(),
});

/**
 * `GET /third-party/vat-rates` (open; the mock's stand-in for the third-party tax-rate host, spec §7):
 * that host's own shape `{ updatedAt, source, rates }`, not the envelope (`raw`); the console reads
 * it through the third-party client, at `UMI_APP_TAX_RATE_URL` when set.
 */
const vatRates = defineContract({
  method: 'GET',
  path: '/third-party/vat-rates',
  access: 'open',
  raw: true,
  response: z.object({ updatedAt: z.string(), source: z.string(), rates: z.array(countryRate) }).strict(),
});

/** Every call of the tax calculation, by name. */
export const calcApi = { startParse, parses, create, transferRule, list, exportAll, exportResult, get, remove, exchangeRates, vatRates };
/** A calculation in the list. */
export type CalcSummary = z.infer<typeof calcSummary>;
/** A calculation with its basic data, per-file parse codes, the engine's result, registrations and filings. */
export type CalcDetail = z.infer<typeof calcDetail>;
/** An exchange-rate row. */
export type ExchangeRateRow = z.infer<typeof exchangeRateRow>;
/** Current rates of one country (percent, decimal strings). */
export type CountryRate = z.infer<typeof countryRate>;

// The hand-written shapes of src/core/calc and these schemas are the same (compile-time check).
const same: [
  Same<z.output<typeof basicDataSchema>, CalcBasicData>,
  Same<Omit<z.infer<typeof reportParse>, 'userId'>, ReportParse>,
  Same<z.infer<typeof calcRegistration>, CalcRegistration>,
  Same<z.infer<typeof calcFiling>, CalcFiling>,
] = [true, true, true, true];
void same;
