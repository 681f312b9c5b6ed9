/**
 * Contracts of the declaration's filing-file calls (issue #31): the filer's identity the authority's
 * file needs, building the file (validated against the official schema before it is stored), reading
 * a stored file, and the agent's zip of several declarations' files. The mock (`mock/declare.ts`)
 * declares the routes with these contracts; the services (`src/services/declare.ts`) take their
 * types from them (types only: zod stays out of the app bundle).
 *
 * Shapes: the filer's fields are plain text (empty = not on record); files carry their name by the
 * authority's convention, media type, size in bytes, SHA-256 (hex) and the schema they passed
 * (`FilingSchemaRef` of src/core/filing/types.ts); timestamps `YYYY-MM-DD HH:mm:ss`. Relative imports
 * only (the mock loads this file).
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { text } from '../contract/fields';

/** The `:id` path parameter of a declaration. */
const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, '申报记录不存在或无权查看').transform(Number) });

/** The filer's identity beyond the VAT number, kept with the VAT number (later periods use it too). */
const declareFiler = z
  .object({
    /** Legal name as registered with the authority (Latin script; default: the company name on record). */
    legalName: text(120),
    /** National tax id where it differs from the VAT number: IT codice fiscale, CZ DIČ, PL NIP. */
    taxId: text(20).refine((v) => v === '' || /^[A-Z0-9]{8,16}$/i.test(v), '税号只能包含字母和数字（8–16 位），请去掉空格和横线'),
    /** Tax office code: PL KodUrzedu (4 digits), CZ c_ufo/c_pracufo (`451/2001`). */
    taxOffice: text(20).refine((v) => v === '' || /^\d{3,4}(\/\d{1,4})?$/.test(v), '税务局代码应为 3–4 位数字（捷克可写作 451/2001）'),
    /** Contact e-mail the authority writes to (JPK requires it). */
    email: text(120).refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(v), '请填写正确的邮箱地址，例如 tax@example.com'),
    /** Contact phone (optional everywhere). */
    phone: text(30).refine((v) => v === '' || /^\+?[\d\s-]{6,30}$/.test(v), '电话只能包含数字、空格、横线和开头的 +'),
  })
  .strict();
export type DeclareFiler = z.infer<typeof declareFiler>;

/** The schema a stored file passed. */
const schemaRef = z.object({ id: z.string(), name: z.string(), version: z.string(), source: z.string(), checkedWith: z.string() }).strict();

/** A stored filing file as listed (no content). */
const declareFilingFile = z
  .object({ name: z.string().min(1), mediaType: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/), schema: schemaRef, generatedAt: z.string() })
  .strict();
export type DeclareFilingFile = z.infer<typeof declareFilingFile>;

/** The declaration's 申报文件 card: the format (or why none), the filer, the stored files. */
const declareFilingInfo = z
  .object({
    format: z.object({ id: z.string() }).strict().nullable(),
    /** Chinese: why the country has no machine-readable file and what the console offers instead. */
    none: z.string().nullable(),
    filer: declareFiler,
    files: z.array(declareFilingFile),
  })
  .strict();
export type DeclareFilingInfo = z.infer<typeof declareFilingInfo>;

const info = defineContract({ method: 'GET', path: '/api/vat-declare/:id/filing', access: 'user', params: idParams, response: declareFilingInfo });

const saveFiler = defineContract({ method: 'POST', path: '/api/vat-declare/:id/filer', access: 'user', params: idParams, body: declareFiler, response: declareFilingInfo });

/** Builds and stores the file(s); a refusal (`FILING_REFUSED`) carries `data.problems`. */
const build = defineContract({ method: 'POST', path: '/api/vat-declare/:id/filing', access: 'user', params: idParams, body: z.object({}).strict(), response: declareFilingInfo });

/** One stored file with its text (the console saves it as a download). */
const file = defineContract({
  method: 'GET',
  path: '/api/vat-declare/:id/filing/file',
  access: 'user',
  params: idParams,
  query: z.object({ name: z.string({ required_error: '缺少参数 name' }).min(1, '缺少参数 name').max(200) }).strict(),
  response: declareFilingFile.extend({ text: z.string() }).strict(),
});

/** The files of several declarations as one zip (base64), with the declarations that had none and why. */
const zip = defineContract({
  method: 'POST',
  path: '/api/vat-declare/filing/zip',
  access: 'user',
  body: z.object({ ids: z.array(z.number().int().positive(), { required_error: '请选择申报记录' }).min(1, '请选择申报记录').max(200, '一次最多打包 200 条申报') }).strict(),
  response: z
    .object({
      name: z.string(),
      base64: z.string(),
      size: z.number().int().min(0),
      files: z.array(z.object({ id: z.number(), name: z.string(), sha256: z.string() }).strict()),
      refused: z.array(z.object({ id: z.number(), label: z.string(), reason: z.string() }).strict()),
    })
    .strict(),
});

/** Every filing call's contract. */
export const filingApi = { info, saveFiler, build, file, zip };
