/**
 * The contract of every call of the VAT records area (spec §7 "VAT tax registration", the list and
 * records part; issue #9, issue #18 "One contract per call"): the request and response schemas,
 * written once. The mock (`mock/vat-tax.ts`) validates its input with them (`route({ contract })`)
 * and a unit test parses every answer against `response`; the services (`src/services/vat-tax.ts`)
 * take their parameter and result types from them (`import type`, so zod stays out of the bundle).
 *
 * Dates `YYYY-MM-DD`; times `YYYY-MM-DD HH:mm:ss`; amounts decimal strings in major units of
 * `currency` (`"1234.50"`; negative = refundable). Relative imports only (the mock loads this file).
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { exportResultContract, exportStarted, paged } from '../contract/common';
import { isoDate, listQuery, qBool, qDate, qEnum, qInt, qRequired, qText, text } from '../contract/fields';
import type { Frequency, Period } from './periods';
import { VAT_TAX_NOTE_MAX, VAT_TAX_OPERATOR_MAX, VAT_TAX_STATUS, VAT_TAX_TAG_MAX, VAT_TAX_TYPE } from './types';

// ---- shapes ----------------------------------------------------------------------------------

/** Registration status code (`VAT_TAX_STATUS`, 0-6). */
const vatTaxStatus = z.nativeEnum(VAT_TAX_STATUS);
/** Register type: 0 new registration, 1 transfer of agent (spec §4). */
const vatTaxType = z.nativeEnum(VAT_TAX_TYPE);
/** How often returns are filed (src/core/vat-tax/periods.ts `Frequency`). */
const frequency = z.enum(['monthly', 'quarterly', 'annual']);
/** A filing period, first and last day (`Period`). */
const period = z.object({ start: isoDate(), end: isoDate() }).strict();
/** Kind of a filed return. */
export const returnType = z.enum(['normal', 'zero', 'correction']);

/** A VAT number or registration as the list shows it (`GET /api/vat-tax`). */
export const vatTaxRecord = z
  .object({
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    /** The owner's name (an agent sees whose client it is). */
    userName: z.string(),
    companyName: z.string(),
    /** ISO-2. */
    countryCode: z.string().length(2),
    /** With its country prefix; `''` while not issued. */
    vatNumber: z.string(),
    /** The local tax number where one exists (DE Steuernummer, IT codice fiscale, ES NIF); `''` otherwise. */
    localTaxNumber: z.string(),
    type: vatTaxType,
    status: vatTaxStatus,
    /** Effective date of the registration; `null` while not issued. */
    effectiveDate: isoDate().nullable(),
    frequency,
    /** UK stagger group (1: quarters ending Mar/Jun/Sep/Dec; 2: Apr/…; 3: May/…). */
    stagger: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    /** The oldest period without a filed return (may be overdue); `null` when none is due (not active). */
    nextPeriod: period.nullable(),
    /** Its due date (see `dueDate`); `null` with `nextPeriod`. */
    nextDueDate: isoDate().nullable(),
    /** Days from today to `nextDueDate` (negative: overdue). */
    daysLeft: z.number().int().nullable(),
    /** Periods past their due date without a filed return. */
    overdueCount: z.number().int().nonnegative(),
    /** At most 5 tags of at most 10 characters (src/core/vat-tax/rules.ts). */
    tags: z.array(z.string()),
    /** Staff member in charge (free text). */
    operator: z.string(),
    note: z.string(),
    /** A status change the user has not opened yet (cleared by `GET /api/vat-tax/read`). */
    unread: z.boolean(),
    /** Number of stored certificates. */
    certificateCount: z.number().int().nonnegative(),
    /** Position of the country in spec §9's order (lists sort by it by default). */
    countryOrder: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();

/** A stored certificate of a VAT number (`url` signed for the reader). */
const vatTaxCertificate = z
  .object({ key: z.string(), name: z.string(), kind: z.enum(['vat', 'local', 'transfer']), url: z.string() })
  .strict();

/** A filing period of a VAT number (`GET /api/vat-tax/history-periods`). */
const vatTaxPeriod = z
  .object({
    /** `<vatTaxId>:<periodStart>`. */
    id: z.string(),
    vatTaxId: z.number().int().positive(),
    userId: z.number().int().positive(),
    userName: z.string(),
    companyName: z.string(),
    countryCode: z.string().length(2),
    vatNumber: z.string(),
    periodStart: isoDate(),
    periodEnd: isoDate(),
    dueDate: isoDate(),
    /** `filed`: a return was submitted; `overdue`: due date passed without one; `open`: not due yet. */
    state: z.enum(['filed', 'overdue', 'open']),
    /** Days past the due date (overdue), else 0. */
    daysOverdue: z.number().int().nonnegative(),
    returnType: returnType.nullable(),
    currency: z.string().length(3),
    /** Payable (positive) or refundable (negative) in `currency`; `null` when not filed. */
    amount: z.string().nullable(),
    submittedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    receiptNo: z.string().nullable(),
  })
  .strict();

/** `GET /api/vat-tax/info`: the record with its certificates, its last 6 periods and its status history (both newest first). */
const vatTaxDetail = vatTaxRecord
  .extend({
    certificates: z.array(vatTaxCertificate),
    recentPeriods: z.array(vatTaxPeriod),
    history: z.array(z.object({ at: z.string(), status: vatTaxStatus, text: z.string() }).strict()),
  })
  .strict();

/** An entry of the all-list (`GET /api/vat-tax?all=1`): enough for a select. */
export const vatTaxOption = vatTaxRecord.pick({ id: true, userId: true, userName: true, countryCode: true, vatNumber: true, companyName: true, status: true, tags: true }).strict();

/** A number of a shared data set (what the read-only page shows; no ids, tags, notes or users). */
const sharedVatTaxRow = vatTaxRecord
  .pick({ countryCode: true, vatNumber: true, companyName: true, status: true, type: true, effectiveDate: true, frequency: true, nextPeriod: true, nextDueDate: true, daysLeft: true, overdueCount: true })
  .strict();

/** `GET /api/vat-tax/shared`: a shared data set; `createdAt` `YYYY-MM-DD HH:mm:ss`, `expiresAt` ISO 8601; rows in spec §9 country order. */
const sharedVatTax = z
  .object({
    title: z.string(),
    /** The sharer's name and company. */
    sharedBy: z.string(),
    company: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    rows: z.array(sharedVatTaxRow),
  })
  .strict();

/** `POST /api/vat-tax/share`: the link (`url` a path of the console) and when it expires (ISO 8601, 7 days). */
const vatTaxShareLink = z.object({ token: z.string().regex(/^[0-9a-f]{32}$/), url: z.string(), expiresAt: z.string() }).strict();

/** `POST /api/vat-tax/certs/batch-download`: the zip's signed `url` on the file host, its name, the PDFs and numbers in it. */
const vatTaxCertZip = z.object({ url: z.string(), fileName: z.string(), files: z.number().int().positive(), records: z.number().int().positive() }).strict();

/** A page of the VAT numbers list. */
export const vatTaxPage = paged(vatTaxRecord);

// ---- filters ---------------------------------------------------------------------------------

/** A required record id in the query (`?id=`). */
const requiredId = () => qInt(1).refine((v) => v !== undefined, '缺少参数 id');

/**
 * Filters of the VAT numbers list and its export (spec §3/§4): `countryCode` (ISO-2), `status`
 * (`VAT_TAX_STATUS` code), `type` (0 new registration, 1 transfer), `q` (VAT number, local tax number
 * or company), `tag` (one tag, exact), `overdue` (only numbers with an overdue period).
 */
export const numberFilters = {
  countryCode: qText(2),
  status: qInt(0, 6),
  type: qEnum(['0', '1']),
  q: qText(50),
  tag: qText(VAT_TAX_TAG_MAX),
  overdue: qBool(),
};

/**
 * Filters of the periods list and its export: `id` (one number's record id), `countryCode`, `state`
 * (`filed` by default, `overdue`, `open`, `all`), `from` / `to` (periods ending on or after `from`,
 * starting on or before `to`), `returnType`, `q` (VAT number, company, receipt).
 */
export const periodFilters = {
  id: qInt(1),
  countryCode: qText(2),
  state: qEnum(['filed', 'overdue', 'open', 'all']),
  from: qDate(),
  to: qDate(),
  returnType: qEnum(['normal', 'zero', 'correction']),
  q: qText(50),
};

// ---- calls -----------------------------------------------------------------------------------

/**
 * `GET /api/vat-tax`: paging (`page` + `per_page`), `order_by` (`countryOrder` by default,
 * `nextDueDate`, `daysLeft`, `effectiveDate`, `createdAt`, `companyName`, `overdueCount`; `-`
 * descending) and {@link numberFilters} → a page of {@link vatTaxRecord}; with `all=1` every match
 * unpaged as {@link vatTaxOption}s (the spec's all-list).
 */
const list = defineContract({
  method: 'GET',
  path: '/api/vat-tax',
  access: 'user',
  query: listQuery({ ...numberFilters, all: qBool() }),
  response: z.union([vatTaxPage, z.array(vatTaxOption)]),
});

/** `GET /api/vat-tax/info?id` → {@link vatTaxDetail}; unknown or not visible: `NOT_FOUND`. */
const info = defineContract({ method: 'GET', path: '/api/vat-tax/info', access: 'user', query: z.object({ id: requiredId() }), response: vatTaxDetail });

/** `GET /api/vat-tax/read?id`: the user opened the status change → `{ id, unread: false }`. */
const read = defineContract({
  method: 'GET',
  path: '/api/vat-tax/read',
  access: 'user',
  query: z.object({ id: requiredId() }),
  response: z.object({ id: z.number().int().positive(), unread: z.literal(false) }).strict(),
});

/** `GET /api/vat-tax/country` → the countries of the user's numbers with their counts, in spec §9 order. */
const countries = defineContract({
  method: 'GET',
  path: '/api/vat-tax/country',
  access: 'user',
  response: z.array(z.object({ code: z.string().length(2), count: z.number().int().positive() }).strict()),
});

/**
 * `GET /api/vat-tax/history-periods`: paging (`page` + `perPage`), `order_by` (`periodStart` —
 * default `-periodStart` —, `dueDate`, `daysOverdue`, `submittedAt`, `countryCode`) and
 * {@link periodFilters} → a page of {@link vatTaxPeriod}.
 */
const periods = defineContract({ method: 'GET', path: '/api/vat-tax/history-periods', access: 'user', query: listQuery(periodFilters), response: paged(vatTaxPeriod) });

/** `POST /api/vat-tax/tag?id&tags` (query, spec §7): tags comma-joined, ≤ 5, ≤ 10 characters each (`''` removes all) → the record. */
const tag = defineContract({
  method: 'POST',
  path: '/api/vat-tax/tag',
  access: 'user',
  query: z.object({ id: requiredId(), tags: qText(200) }),
  response: vatTaxRecord,
});

/** `POST /api/vat-tax/operator` `{ id, operator?, note? }`: person in charge (≤ 20) and note (≤ 500) → the record. */
const operator = defineContract({
  method: 'POST',
  path: '/api/vat-tax/operator',
  access: 'user',
  body: z.object({
    id: z.number({ required_error: '缺少参数 id' }).int().positive(),
    operator: text(VAT_TAX_OPERATOR_MAX).optional(),
    note: text(VAT_TAX_NOTE_MAX).optional(),
  }),
  response: vatTaxRecord,
});

/** `POST /api/vat-tax/certs/batch-download?ids` (query, spec §7; at most 100 comma-joined ids) → {@link vatTaxCertZip}; none with a certificate: `NO_CERTIFICATES`. */
const certs = defineContract({
  method: 'POST',
  path: '/api/vat-tax/certs/batch-download',
  access: 'user',
  query: z.object({
    ids: qRequired('请选择要下载证书的税号', 1200).refine((v) => /^\d{1,9}(,\d{1,9}){0,99}$/.test(v), '参数 ids 应为逗号分隔的税号记录编号（最多 100 个）'),
  }),
  response: vatTaxCertZip,
});

/** `GET /api/vat-tax/export-all` `kind (numbers | periods | overdue)` + the filters of that list → `{ taskId }`. */
const exportAll = defineContract({
  method: 'GET',
  path: '/api/vat-tax/export-all',
  access: 'user',
  query: listQuery({ ...numberFilters, ...periodFilters, kind: qEnum(['numbers', 'periods', 'overdue']) }),
  response: exportStarted,
});

/** `GET /api/vat-tax/export-result?taskId` → the export task. */
const exportResult = exportResultContract('/api/vat-tax/export-result');

/** `POST /api/vat-tax/share` `{ ids (1-200), title? (≤ 50) }` → {@link vatTaxShareLink}, a read-only link valid 7 days. */
const share = defineContract({
  method: 'POST',
  path: '/api/vat-tax/share',
  access: 'user',
  body: z.object({
    ids: z.array(z.number().int().positive()).min(1, '请选择要分享的税号').max(200, '一次最多分享 200 个税号'),
    title: text(50).optional(),
  }),
  response: vatTaxShareLink,
});

const SHARE_INVALID = '分享链接无效，请向分享人确认链接是否完整';

/** `GET /api/vat-tax/shared?token` (open) → {@link sharedVatTax}; `SHARE_INVALID` / `SHARE_EXPIRED`. */
const shared = defineContract({
  method: 'GET',
  path: '/api/vat-tax/shared',
  access: 'open',
  query: z.object({ token: z.string({ errorMap: () => ({ message: SHARE_INVALID }) }).regex(/^[0-9a-f]{32}$/, SHARE_INVALID) }),
  response: sharedVatTax,
});

/** Every call of the VAT records area, by name (the mock's routes and the services use them). */
export const vatTaxApi = { list, info, read, countries, periods, tag, operator, certs, exportAll, exportResult, share, shared };

// ---- types (what the services and pages use) ----------------------------------------------------

/** A VAT number or registration as the list shows it. */
export type VatTaxRecord = z.infer<typeof vatTaxRecord>;
/** A filing period of a VAT number. */
export type VatTaxPeriod = z.infer<typeof vatTaxPeriod>;
/** An entry of the all-list. */
export type VatTaxOption = z.infer<typeof vatTaxOption>;
/** A number of a shared data set. */
export type SharedVatTaxRow = z.infer<typeof sharedVatTaxRow>;
/** A share link. */
export type VatTaxShareLink = z.infer<typeof vatTaxShareLink>;

// The hand-written Frequency / Period of periods.ts and these schemas are the same shapes (compile-time check).
const samePeriod: [z.infer<typeof period>, z.infer<typeof frequency>] extends [Period, Frequency] ? ([Period, Frequency] extends [z.infer<typeof period>, z.infer<typeof frequency>] ? true : never) : never = true;
void samePeriod;
