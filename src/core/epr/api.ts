/**
 * The contract of every `/api/epr/*` call (spec §7 "EPR"; issue #21; issue #18 "One contract per
 * call"): the request and response schemas, written once. The mock (`mock/epr.ts`) validates its
 * input with them (`route({ contract })`) and a unit test parses every answer against `response`;
 * the services (`src/services/epr.ts`) take their types from them (`import type`).
 *
 * Shapes: the EPR draft of spec §3 ("Compliance and EPR drafts": companyName, businessNo,
 * legalFullName, legalCertType, companyCity, isBoth, enterpriseType and per-service sub-objects keyed
 * by service key); each sub-object has exactly the spec §3 fields. Weights in kg; `recoveryFee` in EUR
 * per year (spec §9 defaults); `servicePeriod` in years (1–5); `maxSize` in cm; counts are whole items.
 * Dates `YYYY-MM-DD`, times `YYYY-MM-DD HH:mm:ss`. Refusals in Chinese (the `epr` locale area's
 * rule texts). Relative imports only (the mock loads this file).
 */
import { z } from 'zod';
import zhEpr from '../../locales/zh-CN/epr';
import { defineContract } from '../contract';
import { isUsccFormat } from '../china-ids';
import { exportResultContract, exportStarted, exportTask, paged } from '../contract/common';
import { fileKey, isoDate, listQuery, qBool, qEnum, qInt, qRequired, qText, requiredText, text } from '../contract/fields';
import { EPR_CATEGORY_GROUPS, type EprCategoryGroup } from './categories';
import { EPR_COUNTRIES, EPR_SERVICE_KEYS, EPR_SERVICE_LIST, type EprServiceKey } from './services';
import { EPR_STAGE_KEYS } from './status';

const zh = zhEpr as Record<string, string>;
const say = (key: string) => zh[key] ?? key;

// ---- the spec §3 sub-objects ---------------------------------------------------------------------

/**
 * The sub-object schema of each service key: the `schema` of its declared record (built from the
 * record's fields by `defineEprService`, src/core/epr/define.ts; refusals in Chinese, prefixed with
 * the service and the row).
 */
export const EPR_VALUE_SCHEMAS = Object.fromEntries(EPR_SERVICE_LIST.map((s) => [s.key, s.schema])) as Record<EprServiceKey, z.ZodObject<z.ZodRawShape>>;

/** The company part of the draft (spec §3). `businessNo` is the unified social credit code (18 characters). */
const eprCompany = z.object({
  companyName: requiredText(say('epr.rule.companyName'), 100),
  businessNo: requiredText(say('epr.rule.businessNo'), 18).refine((s) => s === s.toUpperCase() && isUsccFormat(s), say('epr.rule.businessNo')),
  legalFullName: requiredText(say('epr.rule.legalFullName'), 50),
  legalCertType: z.enum(['idcard', 'passport'], { errorMap: () => ({ message: say('epr.rule.legalCertType') }) }),
  companyCity: requiredText(say('epr.rule.companyCity'), 50),
  isBoth: z.union([z.literal(0), z.literal(1)]).default(1),
  enterpriseType: z.union([z.literal(1), z.literal(2), z.literal(3)], { errorMap: () => ({ message: say('epr.rule.enterpriseType') }) }),
});

const subObjects = Object.fromEntries(EPR_SERVICE_KEYS.map((k) => [k, EPR_VALUE_SCHEMAS[k].optional()])) as Record<EprServiceKey, z.ZodOptional<z.ZodObject<z.ZodRawShape>>>;

/** The draft as submitted: the company part, the sub-objects of the chosen services, and an agent's client (`clientId`). */
const eprDraftBody = eprCompany.extend({ ...subObjects, clientId: z.number().int().positive().optional() });

// ---- answers -------------------------------------------------------------------------------------

/** `epr_status` 0–7 (src/core/epr/status.ts). */
const eprStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7)]);
/** A service key. */
const eprType = z.enum(EPR_SERVICE_KEYS);

/** A registration as the list shows it (`GET /api/epr`). */
export const eprRegistration = z
  .object({
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    /** The owner's name (an agent sees whose client it is). */
    userName: z.string(),
    type: eprType,
    /** ISO-2. */
    country: z.string().length(2),
    /** 1 a transfer of an existing registration, 0 a new one (spec §4 register type). */
    isTransfer: z.union([z.literal(0), z.literal(1)]),
    status: eprStatus,
    stage: z.enum(EPR_STAGE_KEYS),
    companyName: z.string(),
    /** `null` until the register issues it. */
    registrationNo: z.string().nullable(),
    validTo: isoDate().nullable(),
    /** The next report due date of the register (`null` once closed: rejected, stopped, expired). */
    nextDeadline: isoDate().nullable(),
    /** Days from today to `nextDeadline`. */
    daysLeft: z.number().int().nullable(),
    returnReason: z.string().nullable(),
    unread: z.boolean(),
    certificateCount: z.number().int().nonnegative(),
    /** What the list shows of its sub-object (the record's list columns, src/core/epr/services `listSummary`): `label` a locale key, `value` text. */
    summary: z.array(z.object({ label: z.string(), value: z.string() }).strict()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();

/** `GET /api/epr/info`: the registration with its company part, sub-object values, certificates (signed `url`) and history (newest first). */
const eprDetail = eprRegistration
  .extend({
    company: z.object({ companyName: z.string(), businessNo: z.string(), legalFullName: z.string(), legalCertType: z.string(), companyCity: z.string(), isBoth: z.union([z.literal(0), z.literal(1)]), enterpriseType: z.number().int() }).strict(),
    values: z.record(z.unknown()),
    certificates: z.array(z.object({ key: z.string(), name: z.string(), url: z.string() }).strict()),
    history: z.array(z.object({ at: z.string(), status: eprStatus, text: z.string() }).strict()),
  })
  .strict();

/** An entry of the all-list (`GET /api/epr?all=1`): enough for a select. */
const eprOption = eprRegistration.pick({ id: true, userId: true, userName: true, type: true, country: true, status: true, companyName: true, registrationNo: true }).strict();

/** A French eco-organisme office (`GET /api/epr/office`; spec §9 office ids 2 packaging and WEEE, 3 battery). */
const eprOffice = z.object({ id: z.number().int().positive(), officeId: z.union([z.literal(2), z.literal(3)]), name: z.string(), stream: z.enum(['packaging', 'weee', 'battery']), website: z.string(), note: z.string() }).strict();

const category = z.object({ id: z.number().int(), name: z.string(), nameLocal: z.string() }).strict();

/** `GET /api/epr/fixed-data`: categories and materials by group, default recovery fees (EUR per year), spec §9 defaults. */
const eprFixedData = z
  .object({
    categories: z.object(Object.fromEntries(EPR_CATEGORY_GROUPS.map((g) => [g, z.array(category)])) as Record<EprCategoryGroup, z.ZodArray<typeof category>>).strict(),
    fees: z.array(z.object({ type: eprType, recoveryFee: z.number().nullable(), currency: z.literal('EUR') }).strict()),
    defaults: z
      .object({
        unit: z.number(),
        weight: z.number(),
        esPackItems: z.array(z.object({ materialId: z.number(), weight: z.number(), cateId: z.number() }).strict()),
        esBattCateId: z.number(),
        frOfficePackWeee: z.number(),
        frOfficeBatt: z.number(),
      })
      .strict(),
  })
  .strict();

/** `GET /api/epr/depack-account`: the LUCID account data of a German packaging registration, or `null` when the user holds none. */
const eprDepackAccount = z
  .object({
    id: z.number().int().positive(),
    registrationNo: z.string(),
    companyName: z.string(),
    brandNames: z.array(z.string()),
    /** The dual system of the participation contract. */
    system: z.string(),
    contractNo: z.string(),
    /** Materials reported per year (kg). */
    materials: z.array(z.object({ type: z.number().int(), name: z.string(), weight: z.number() }).strict()),
    /** The completeness-declaration check of these quantities (VerpackG §11). */
    completeness: z.object({ totals: z.object({ glass: z.string(), paper: z.string(), lvp: z.string() }).strict(), over: z.array(z.enum(['glass', 'paper', 'lvp'])), required: z.boolean() }).strict(),
    lastReport: isoDate().nullable(),
    nextDeadline: isoDate(),
  })
  .strict()
  .nullable();

// ---- filters -------------------------------------------------------------------------------------

/** A required id in the query. */
const requiredId = () => qInt(1).refine((v) => v !== undefined, '缺少参数 id');
/** Comma-joined ids (1–100). */
const idList = (required: string) => qRequired(required, 1200).refine((v) => /^\d{1,9}(,\d{1,9}){0,99}$/.test(v), '参数 ids 应为逗号分隔的注册编号（最多 100 个）');

/**
 * Filters of the list and its export (spec §3 "Compliance and EPR lists: type, status, is_transfer,
 * users, page, perPage"; §4 stage): `type` (a service key), `status` (`epr_status`), `is_transfer`
 * (0 new / 1 transfer), `stage` (a stage key, or 1 / 2 for the transfer stages), `country`, `q`
 * (company or registration number).
 */
export const eprFilters = {
  type: qEnum([...EPR_SERVICE_KEYS] as [EprServiceKey, ...EprServiceKey[]]),
  status: qInt(0, 7),
  is_transfer: qEnum(['0', '1']),
  stage: qText(40),
  country: qEnum(EPR_COUNTRIES),
  q: qText(50),
};

// ---- calls ---------------------------------------------------------------------------------------

/** `GET /api/epr`: paging, `order_by` (`-createdAt` by default, `nextDeadline`, `daysLeft`, `validTo`, `updatedAt`, `type`) and {@link eprFilters} → a page; `all=1` → every match as {@link eprOption}s. */
const list = defineContract({ method: 'GET', path: '/api/epr', access: 'user', query: listQuery({ ...eprFilters, all: qBool() }), response: z.union([paged(eprRegistration), z.array(eprOption)]) });

/** `POST /api/epr/create` {@link eprDraftBody} (at least one sub-object) → the new registrations, one per service (status 1 审核中). Duplicate country and stream: `DUPLICATE`. */
const create = defineContract({ method: 'POST', path: '/api/epr/create', access: 'user', body: eprDraftBody, response: z.array(eprRegistration) });

/** `POST /api/epr/update` `{ id, ...company, [type]: sub-object }`: a registration returned for correction (status 2) resubmitted → status 1. */
const update = defineContract({
  method: 'POST',
  path: '/api/epr/update',
  access: 'user',
  body: eprDraftBody.omit({ clientId: true }).extend({ id: z.number({ required_error: '缺少参数 id' }).int().positive() }),
  response: eprRegistration,
});

/** `POST /api/epr/update2` `{ id, values }`: the sub-object of a registration in progress, returned or active changed (e.g. more brands under the same number); status unchanged. */
const update2 = defineContract({
  method: 'POST',
  path: '/api/epr/update2',
  access: 'user',
  body: z.object({ id: z.number({ required_error: '缺少参数 id' }).int().positive(), values: z.record(z.unknown(), { required_error: '缺少参数 values' }) }),
  response: eprRegistration,
});

/** `POST /api/epr/read` `{ id }`: the user opened the status change → `{ id, unread: false }`. */
const read = defineContract({ method: 'POST', path: '/api/epr/read', access: 'user', body: z.object({ id: z.number({ required_error: '缺少参数 id' }).int().positive() }), response: z.object({ id: z.number().int(), unread: z.literal(false) }).strict() });

/** `POST /api/epr/upload-cert` `{ id, file: { key, name }, registrationNo?, validTo? }`: a certificate (and the number it shows, in its register's format) → the registration. */
const uploadCert = defineContract({
  method: 'POST',
  path: '/api/epr/upload-cert',
  access: 'user',
  body: z.object({
    id: z.number({ required_error: '缺少参数 id' }).int().positive(),
    file: z.object({ key: fileKey({ message: '证书文件无效，请重新上传' }), name: requiredText('请上传证书文件', 200) }, { required_error: '请上传证书文件' }),
    registrationNo: text(60).optional(),
    validTo: isoDate().optional(),
  }),
  response: eprRegistration,
});

/** `POST /api/epr/export` {@link eprFilters} (body) → `{ taskId }`; `GET /api/epr/export-result?taskId` → the task. */
const exportStart = defineContract({ method: 'POST', path: '/api/epr/export', access: 'user', body: z.object({ type: z.enum(EPR_SERVICE_KEYS).optional(), status: z.number().int().min(0).max(7).optional(), is_transfer: z.union([z.literal(0), z.literal(1)]).optional(), stage: text(40).optional(), country: z.enum(EPR_COUNTRIES).optional(), q: text(50).optional() }), response: exportStarted });
const exportResult = exportResultContract('/api/epr/export-result');

/** `GET /api/epr/info?id` → {@link eprDetail}; unknown or not visible: `NOT_FOUND`. */
const info = defineContract({ method: 'GET', path: '/api/epr/info', access: 'user', query: z.object({ id: requiredId() }), response: eprDetail });

/** `GET /api/epr/batch-info?ids` → the details of several registrations (all visible, else `NOT_FOUND`). */
const batchInfo = defineContract({ method: 'GET', path: '/api/epr/batch-info', access: 'user', query: z.object({ ids: idList('请选择注册记录') }), response: z.array(eprDetail) });

/** `GET /api/epr/get-info` → the company part of the caller's (or, with `users`, the client's) latest registration, to prefill the wizard; `null` when none. */
const getInfo = defineContract({ method: 'GET', path: '/api/epr/get-info', access: 'user', response: eprDetail.shape.company.nullable() });

/** `GET /api/epr/stop-reg?id&reason?`: stops a registration in progress or active (status 6 已注销): no more reports or renewals; the number stays valid until the register withdraws it. */
const stopReg = defineContract({ method: 'GET', path: '/api/epr/stop-reg', access: 'user', query: z.object({ id: requiredId(), reason: qText(200) }), response: eprRegistration });

/** `GET /api/epr/office?officeId?` → the French eco-organismes (2 packaging and WEEE, 3 battery). */
const office = defineContract({ method: 'GET', path: '/api/epr/office', access: 'user', query: z.object({ officeId: qEnum(['2', '3']) }), response: z.array(eprOffice) });

/** `GET /api/epr/agent-renew?id&years?` (1–5, default 1): extends an active or expired registration's service by whole years → the registration (status 4). */
const agentRenew = defineContract({ method: 'GET', path: '/api/epr/agent-renew', access: 'user', query: z.object({ id: requiredId(), years: qInt(1, 5) }), response: eprRegistration });

/** `GET /api/epr/fixed-data` → {@link eprFixedData}. */
const fixedData = defineContract({ method: 'GET', path: '/api/epr/fixed-data', access: 'user', response: eprFixedData });

/** `GET /api/epr/depack-account?id?` → {@link eprDepackAccount} of the given or the latest active German packaging registration. */
const depackAccount = defineContract({ method: 'GET', path: '/api/epr/depack-account', access: 'user', query: z.object({ id: qInt(1) }), response: eprDepackAccount });

/** `GET /api/epr/batch-download?ids` → `{ taskId }`: a `.zip` of the registrations' certificates built in the background. None has a certificate: `NO_CERTIFICATES`. */
const batchDownload = defineContract({ method: 'GET', path: '/api/epr/batch-download', access: 'user', query: z.object({ ids: idList('请选择要下载证书的注册记录') }), response: exportStarted });

/** `GET /api/epr/batch-download-result?taskId` → the task (as an export task; `url` of the `.zip` when done). */
const batchDownloadResult = defineContract({ method: 'GET', path: '/api/epr/batch-download-result', access: 'user', query: z.object({ taskId: qRequired('缺少参数 taskId', 40) }), response: exportTask });

/** Every `/api/epr/*` call, by name. */
export const eprApi = { list, create, update, update2, read, uploadCert, exportStart, exportResult, info, batchInfo, getInfo, stopReg, office, agentRenew, fixedData, depackAccount, batchDownload, batchDownloadResult };

// ---- types ---------------------------------------------------------------------------------------

/** A registration as the list shows it. */
export type EprRegistration = z.infer<typeof eprRegistration>;
/** A registration with its data. */
export type EprDetail = z.infer<typeof eprDetail>;
/** An entry of the all-list. */
export type EprOption = z.infer<typeof eprOption>;
/** A French office. */
export type EprOffice = z.infer<typeof eprOffice>;
/** The fixed data. */
export type EprFixedData = z.infer<typeof eprFixedData>;
/** The draft as the wizard submits it. */
export type EprDraftBody = z.input<typeof eprDraftBody>;
