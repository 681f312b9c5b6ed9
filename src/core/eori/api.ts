/**
 * The contract of every call of the EORI area (issue #23; issue #18 "One contract per call"): the
 * request and response schemas, written once. The mock (`mock/eori.ts`) validates with them and a
 * unit test parses every answer against `response`; the services (`src/services/eori.ts`) take their
 * types from them (`import type`). The spec names no path of this area: every path is ours.
 *
 * Dates `YYYY-MM-DD`; times `YYYY-MM-DD HH:mm:ss`. Relative imports only (the mock loads this file).
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { paged } from '../contract/common';
import { fileKey, listQuery, qEnum, qInt, qText, text } from '../contract/fields';
import { EORI_CHECK_MAX } from './formats';
import { EORI_COUNTRIES, EORI_STATUSES } from './types';

// ---- shapes ----------------------------------------------------------------------------------

/** A status code (`EORI_STATUS_MAP`). */
const eoriStatus = z.enum(EORI_STATUSES);
/** GB or FR. */
const eoriCountry = z.enum(EORI_COUNTRIES);

/** An application as the records list shows it. */
export const eoriApplication = z
  .object({
    id: z.number().int().positive(),
    /** The applicant user (an agent sees its clients' applications, spec §6). */
    userId: z.number().int().positive(),
    userName: z.string(),
    country: eoriCountry,
    /** `single` (a wizard) or `batch` (an agent's template). */
    source: z.enum(['single', 'batch']),
    companyName: z.string(),
    companyNameEn: z.string(),
    /** The EORI number once issued (or the one the company already had: `exists`); `''` before. */
    eoriNumber: z.string(),
    status: eoriStatus,
    /** Why it was rejected or returned (Chinese); `''` otherwise. */
    reason: z.string(),
    /** A certificate of the EORI can be downloaded (`granted` or `exists`). */
    hasCredentials: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();

/** `GET /api/eori/applications/info`: the application with the values it was submitted with (what a resubmission reopens). */
const eoriApplicationDetail = eoriApplication.extend({ values: z.record(z.unknown()) }).strict();

/** A stored file of a form: its key and name. */
const fileList = z.array(z.object({ key: fileKey({ message: '文件无效，请重新上传' }), name: text(200) }).strip()).max(5).optional();
const t200 = () => text(200).optional();

/** The England application's body (types.ts `GbEoriValues`; the mock runs `gbEoriProblems`). `clientId`: an agent's client. */
const gbEoriBody = z.object({
  clientId: z.number().int().positive().optional(),
  businessLicense: fileList,
  companyName: text(100).optional(),
  registerNumber: text(18).optional(),
  companyNameEn: t200(),
  companyAddress: t200(),
  companyAddressEn: t200(),
  companyCityEn: text(100).optional(),
  companyCountryEn: text(40).optional(),
  companyPostalCode: text(12).optional(),
  companyFoundDate: text(10).optional(),
  amazonStoreLink: text(300).optional(),
  sicCode: text(5).optional(),
  hasUtr: z.boolean().optional(),
  utr: text(14).optional(),
  vatRegistered: z.boolean().optional(),
  vrn: text(20).optional(),
  vatEffectiveDate: text(10).optional(),
  contactName: text(50).optional(),
  contactEmail: text(100).optional(),
  contactPhone: text(30).optional(),
});

/** The French application's body (types.ts `FrEoriValues`; the mock runs `frEoriProblems`). */
const frEoriBody = z.object({
  clientId: z.number().int().positive().optional(),
  companyName: text(100).optional(),
  companyNameEn: t200(),
  otherEoriVatCert: fileList,
  otherEoriVatNumber: text(20).optional(),
  companyFoundDate: text(10).optional(),
  companyAddressNumber: text(20).optional(),
  companyAddressEn: t200(),
  companyZipCode: text(12).optional(),
  companyCityEn: text(100).optional(),
  companyCountryEn: text(40).optional(),
  businessLicense: fileList,
  licenceTranslation: fileList,
  legalIdFile: fileList,
  contactName: text(50).optional(),
  contactEmail: text(100).optional(),
  contactPhone: text(30).optional(),
});

const idField = { id: z.number({ required_error: '缺少参数 id' }).int().positive() };

/** One answer of the EORI check. */
const eoriCheckResult = z
  .object({
    /** As sent. */
    input: z.string(),
    /** Normalised (upper case, no spaces). */
    number: z.string(),
    /**
     * `valid` registered; `invalid` not registered; `unavailable` could not be checked now (service
     * down, timeout — never shown as invalid); `malformed` refused by its format before any lookup.
     */
    status: z.enum(['valid', 'invalid', 'unavailable', 'malformed']),
    /** Name and address where the register publishes them (the holder consented), else absent. */
    name: z.string().optional(),
    address: z.string().optional(),
    /** Chinese explanation of the answer. */
    message: z.string(),
    checkedAt: z.string(),
  })
  .strict();

/** A downloadable file on the file host (`url` signed for the caller). */
const eoriDownload = z.object({ url: z.string(), fileName: z.string() }).strict();

/** A checked batch row as the page shows it (`problems`: Chinese messages; none → valid). */
const eoriBatchRow = z
  .object({ row: z.number().int().positive(), clientUsername: z.string(), companyName: z.string(), problems: z.array(z.string()) })
  .strict();

// ---- calls -----------------------------------------------------------------------------------

/** Filters of the records list: `country` (GB / FR), `status`, `q` (company or EORI number). Agents add `users`. */
export const eoriFilters = {
  country: qEnum(['GB', 'FR']),
  status: qEnum([...EORI_STATUSES]),
  q: qText(50),
};

/** `GET /api/eori/applications`: paging (`page`, `perPage`), `order_by` (`-createdAt` by default, `updatedAt`, `companyName`) and {@link eoriFilters} → a page. */
const list = defineContract({ method: 'GET', path: '/api/eori/applications', access: 'user', query: listQuery(eoriFilters), response: paged(eoriApplication) });

const requiredId = () => qInt(1).refine((v) => v !== undefined, '缺少参数 id');

/** `GET /api/eori/applications/info?id` → the application with its values; unknown or not visible: `NOT_FOUND`. */
const info = defineContract({ method: 'GET', path: '/api/eori/applications/info', access: 'user', query: z.object({ id: requiredId() }), response: eoriApplicationDetail });

/** `GET /api/eori/status?id` → `{ id, status, eoriNumber, reason, updatedAt }` (what the finished page and the list poll). */
const status = defineContract({
  method: 'GET',
  path: '/api/eori/status',
  access: 'user',
  query: z.object({ id: requiredId() }),
  response: eoriApplication.pick({ id: true, status: true, eoriNumber: true, reason: true, updatedAt: true }).strict(),
});

/** `POST /api/eori/gb/create` {@link gbEoriBody} → the application (status by HMRC's outcomes: `granted` at once with a VAT number, `review` without, `exists` when the company has one). */
const gbCreate = defineContract({ method: 'POST', path: '/api/eori/gb/create', access: 'user', body: gbEoriBody, response: eoriApplication });
/** `POST /api/eori/gb/update` `{ id, ...values }`: resubmits a returned application → it, `submitted` again. */
const gbUpdate = defineContract({ method: 'POST', path: '/api/eori/gb/update', access: 'user', body: gbEoriBody.extend(idField), response: eoriApplication });
/** `POST /api/eori/fr/create` {@link frEoriBody} → the application (`review`: French customs decide). */
const frCreate = defineContract({ method: 'POST', path: '/api/eori/fr/create', access: 'user', body: frEoriBody, response: eoriApplication });
/** `POST /api/eori/fr/update` `{ id, ...values }`: resubmits a returned application. */
const frUpdate = defineContract({ method: 'POST', path: '/api/eori/fr/update', access: 'user', body: frEoriBody.extend(idField), response: eoriApplication });

/** `GET /api/eori/credentials?id` → the EORI certificate (PDF) of a `granted` / `exists` application; else `NO_CREDENTIALS`. */
const credentials = defineContract({ method: 'GET', path: '/api/eori/credentials', access: 'user', query: z.object({ id: requiredId() }), response: eoriDownload });

/** `GET /api/eori/fr/batch-template` (agents) → the template `.xlsx` (header row and one example row). */
const batchTemplate = defineContract({ method: 'GET', path: '/api/eori/fr/batch-template', access: 'agent', response: eoriDownload });

const batchKey = z.object({ key: fileKey({ message: '请先上传填写好的模板' }) });

/** `POST /api/eori/fr/batch-check` `{ key }` (agents; an uploaded template, scene `eori-batch`) → `{ header, rows }`: `header` the Chinese refusal of the file, else `null`. Nothing stored. */
const batchCheck = defineContract({
  method: 'POST',
  path: '/api/eori/fr/batch-check',
  access: 'agent',
  body: batchKey,
  response: z.object({ header: z.string().nullable(), rows: z.array(eoriBatchRow) }).strict(),
});

/** `POST /api/eori/fr/batch-submit` `{ key }` (agents) → `{ created, refused }`: the valid rows stored as applications of their clients, the others with their reasons. */
const batchSubmit = defineContract({
  method: 'POST',
  path: '/api/eori/fr/batch-submit',
  access: 'agent',
  body: batchKey,
  response: z.object({ created: z.array(eoriApplication), refused: z.array(eoriBatchRow) }).strict(),
});

/**
 * `POST /api/eori/check` `{ numbers }` (1-{@link EORI_CHECK_MAX}, as the EU EOS validation service
 * allows; GB numbers of 12 or 15 digits accepted) → one {@link eoriCheckResult} per number, in order.
 */
const check = defineContract({
  method: 'POST',
  path: '/api/eori/check',
  access: 'user',
  body: z.object({
    numbers: z
      .array(z.string().max(40, 'EORI 号码过长'), { required_error: '请输入要核验的 EORI 号码' })
      .min(1, '请输入要核验的 EORI 号码')
      .max(EORI_CHECK_MAX, `一次最多核验 ${EORI_CHECK_MAX} 个 EORI 号码，请分批核验`),
  }),
  response: z.array(eoriCheckResult),
});

/** Every call of the EORI area, by name (the mock's routes and the services use them). */
export const eoriApi = { list, info, status, gbCreate, gbUpdate, frCreate, frUpdate, credentials, batchTemplate, batchCheck, batchSubmit, check };

// ---- types -------------------------------------------------------------------------------------

/** An application as the list shows it. */
export type EoriApplication = z.infer<typeof eoriApplication>;
/** One answer of the EORI check. */
export type EoriCheckResult = z.infer<typeof eoriCheckResult>;
/** A checked batch row. */
export type EoriBatchRow = z.infer<typeof eoriBatchRow>;
