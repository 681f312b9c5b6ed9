/**
 * Calls of the imports (issue #12; spec §7 `tax-import-template`, `batch-import/type`,
 * `batch-import/v2`, `batch-save`, and the GB data conversion `gb-tax-import`). Every path, input and
 * answer is the call's contract in src/core/imports/api.ts (`importsApi`, issue #34), called through
 * the generated calls (types only: zod stays out of the bundle); the mock (`mock/imports.ts`)
 * implements every one. Files are uploaded first with `uploadFile` (src/services/upload.ts) and named
 * by their `key`. Every function takes the request options LAST.
 */
import type { QueryOf } from '@/core/contract';
import type { importsApi } from '@/core/imports/api';
import type { ImportRowValues, ImportType } from '@/core/imports/template';
import { call } from '@/request/call';
import type { AppRequestOptions } from '@/request/types';
import { importsCalls } from './_generated/imports.calls';

export type { GbImportRow, GbImportSummary, SavedTo, TemplateImport } from '@/core/imports/api';

type Api = typeof importsApi;

/** `GET /api/vat-declare/batch-import/type` → the import types `[{ value, label }]`. */
export function listImportTypes(opts?: AppRequestOptions) {
  return call(importsCalls.types, {}, opts);
}

/** `POST /api/vat-declare/tax-import-template` `{ type }` → the `.xlsx` template's link. */
export function getImportTemplate(type: ImportType, opts?: AppRequestOptions) {
  return call(importsCalls.template, { body: { type } }, opts);
}

/** `POST /api/vat-declare/batch-import/v2` `{ key, type }` → the parsed rows with their errors. A file refused whole: `FILE_INVALID`. */
export function importTemplate(body: { key: string; type: ImportType }, opts?: AppRequestOptions) {
  return call(importsCalls.upload, { body }, opts);
}

/** `GET /api/vat-declare/batch-import` (our path) `page, perPage, status` → paged template imports (rows as a count), newest first. */
export function listTemplateImports(params: QueryOf<Api['list']>, opts?: AppRequestOptions) {
  return call(importsCalls.list, { query: params }, opts);
}

/** `GET /api/vat-declare/batch-import/:id` (our path) → the temporary data set. */
export function getTemplateImport(id: number, opts?: AppRequestOptions) {
  return call(importsCalls.get, { params: { id } }, opts);
}

/**
 * `POST /api/vat-declare/batch-save` `{ importId, rows }` → `{ savedTo }`. `rows` are the rows as
 * edited (a line left out was dropped). Refused `ROWS_INVALID` with `data.errors` (rows and their
 * problems) while any row has an error; `ALREADY_SAVED` the second time.
 */
export function saveTemplateImport(importId: number, rows: { line: number; values: ImportRowValues }[], opts?: AppRequestOptions) {
  return call(importsCalls.save, { body: { importId, rows } }, opts);
}

/** `GET /api/gb-tax-import` `page, perPage, status, q, users` → paged GB conversions. */
export function listGbImports(params: QueryOf<Api['gbList']>, opts?: AppRequestOptions) {
  return call(importsCalls.gbList, { query: params }, opts);
}

/** `POST /api/gb-tax-import` `{ key }` → the import with its rows. A file refused whole: `FILE_INVALID`. */
export function uploadGbImport(key: string, opts?: AppRequestOptions) {
  return call(importsCalls.gbUpload, { body: { key } }, opts);
}

/** `GET /api/gb-tax-import/:id` (our path) → the import with its rows. */
export function getGbImport(id: number, opts?: AppRequestOptions) {
  return call(importsCalls.gbGet, { params: { id } }, opts);
}

/** `POST /api/gb-tax-import/:id` → `{ created: declaration ids, duplicates }`. */
export function confirmGbImport(id: number, opts?: AppRequestOptions) {
  return call(importsCalls.gbConfirm, { params: { id }, body: {} }, opts);
}

/**
 * `GET /api/gb-tax-import/sample?vatNumber` (our path) → the sample file's link: rows of `vatNumber`
 * (one of the caller's GB numbers; default the first) for its stagger's latest periods that can be
 * created (issue #25).
 */
export function getGbSample(vatNumber?: string, opts?: AppRequestOptions) {
  return call(importsCalls.gbSample, { query: vatNumber ? { vatNumber } : undefined }, opts);
}
