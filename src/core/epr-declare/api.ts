/**
 * The contract of every call of the batch packaging declaration (issue #21; spec §7 "POST
 * /api/epr-declare/download, /create (body); GET /api/epr-declare/download_result (query)"; issue #18
 * "One contract per call"). `GET /api/epr-declare/registrations` is ours (the registrations one may
 * declare for; the spec names no path). The mock validates with these schemas and runs ./rows.ts on
 * every submitted row. Masses in kg; periods `YYYY`, `YYYY-Qn` or `YYYY-MM`; times
 * `YYYY-MM-DD HH:mm:ss`. Relative imports only.
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { exportResultContract, exportStarted } from '../contract/common';
import { id, qText } from '../contract/fields';
import { MATERIAL_KEYS, type MaterialKey } from './rows';

/** A completeness-declaration flag of a year (src/core/packaging-law/materials.ts). */
const thresholdFlag = z.object({ group: z.enum(['glass', 'paper', 'lvp']), totalKg: z.number(), thresholdKg: z.number() }).strict();

/** A registration one may declare for: an active German packaging registration (dePack or a transfer) with its LUCID number. */
const declarableRegistration = z
  .object({
    /** The EPR registration's id. */
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    /** The owner's name (an agent sees whose client). */
    userName: z.string(),
    companyName: z.string(),
    /** `DE` + 13 digits. */
    registrationNo: z.string(),
    brandName: z.string(),
    /** The last declared period, or `null`. */
    lastPeriod: z.string().nullable(),
  })
  .strict();

/** `GET /api/epr-declare/registrations` `q` (company or number contains), `users` → every declarable registration (no paging). */
const registrations = defineContract({
  method: 'GET',
  path: '/api/epr-declare/registrations',
  access: 'user',
  query: z.object({ q: qText(60) }),
  response: z.array(declarableRegistration),
});

/** `POST /api/epr-declare/download` `{ ids, period? }` (1–200 registration ids; the period prefilled, default last year) → `{ taskId }`; the template `.xlsx` (sheet `sheet1`) is built in the background. */
const download = defineContract({
  method: 'POST',
  path: '/api/epr-declare/download',
  access: 'user',
  body: z.object({
    ids: z.array(id(), { required_error: '请先选择要申报的注册', invalid_type_error: '请先选择要申报的注册' }).min(1, '请先选择要申报的注册').max(200, '一次最多选择 200 个注册'),
    period: z.string().trim().max(10).optional(),
  }),
  response: exportStarted,
});

/** `GET /api/epr-declare/download_result?taskId` → the template task (`status`, `progress`, `url` when done). */
const downloadResult = exportResultContract('/api/epr-declare/download_result');

/** A mass cell as sent: the typed text or number, or `null` when blank. */
const cell = z.union([z.string().max(40), z.number(), z.null()]).optional();

/** One row to declare (src/core/epr-declare/rows.ts `DeclareRowInput`). */
const declareRow = z.object({
  line: z.number().int().min(0).max(100000),
  registrationNo: z.string().max(40),
  period: z.string().max(20),
  weights: z.object(Object.fromEntries(MATERIAL_KEYS.map((k) => [k, cell])) as Record<MaterialKey, typeof cell>),
});

/** The outcome of one row: stored (with the declaration's id) or refused with its Chinese reasons. */
const declareResult = z
  .object({
    line: z.number().int(),
    registrationNo: z.string(),
    companyName: z.string(),
    period: z.string(),
    status: z.enum(['stored', 'refused']),
    reasons: z.array(z.string()),
    declarationId: z.number().int().positive().nullable(),
    totalKg: z.number(),
    flags: z.array(thresholdFlag),
  })
  .strict();

/** `POST /api/epr-declare/create` `{ rows }` (1–2000) → each row's outcome; the valid rows are stored, the others refused with their reasons. */
const create = defineContract({
  method: 'POST',
  path: '/api/epr-declare/create',
  access: 'user',
  body: z.object({
    rows: z.array(declareRow, { required_error: '没有要申报的数据行', invalid_type_error: '没有要申报的数据行' }).min(1, '没有要申报的数据行').max(2000, '一次最多申报 2000 行，请拆分后提交'),
  }),
  response: z.object({ batchId: z.string(), stored: z.number().int(), refused: z.number().int(), results: z.array(declareResult) }).strict(),
});

/** Every call of the area. */
export const eprDeclareApi = { registrations, download, downloadResult, create };

/** A declarable registration. */
export type DeclarableRegistrationRow = z.infer<typeof declarableRegistration>;
/** One row's outcome. */
export type DeclareResult = z.infer<typeof declareResult>;
