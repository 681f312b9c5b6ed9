/**
 * Calls of the imports (issue #12; spec §7 `tax-import-template`, `batch-import/type`,
 * `batch-import/v2`, `batch-save`, and the GB data conversion `gb-tax-import`). The mock
 * (`mock/imports.ts`) documents and implements every one; row shapes: `src/core/imports`. Files are
 * uploaded first with `uploadFile` (src/services/upload.ts) and named by their `key`. Every
 * function takes the request options LAST.
 */
import { api } from '@/request/api';
import type { GbRow } from '@/core/imports/gb';
import type { ImportNumber, ImportRow, ImportRowValues, ImportType } from '@/core/imports/template';
import type { AppRequestOptions, Paged } from '@/request/types';

/** A stored file the console downloads: a signed URL and its name. */
export interface ImportFileLink {
  url: string;
  fileName: string;
}

/** Where a saved data set went: per declaration, how many rows, whether it was created. */
export interface SavedTo {
  declarationId: number;
  /** `<VAT number> <start> ~ <end>`. */
  label: string;
  rows: number;
  created: boolean;
}

/** A template import (the temporary data set until saved). */
export interface TemplateImport {
  id: number;
  userId: number;
  type: ImportType;
  typeLabel: string;
  fileName: string;
  createdAt: string;
  status: 'open' | 'saved';
  rows: ImportRow[];
  /** Rows with at least one error. */
  errorRows: number;
  savedTo: SavedTo[];
  savedAt: string | null;
  /** The caller's issued VAT numbers (what an edited row is re-checked against). */
  numbers: ImportNumber[];
}

/** `GET /api/vat-declare/batch-import/type` → the import types `[{ value, label }]`. */
export function listImportTypes(opts?: AppRequestOptions) {
  return api.get<{ value: ImportType; label: string }[]>('/api/vat-declare/batch-import/type', undefined, opts);
}

/** `POST /api/vat-declare/tax-import-template` `{ type }` → the `.xlsx` template's link. */
export function getImportTemplate(type: ImportType, opts?: AppRequestOptions) {
  return api.post<ImportFileLink>('/api/vat-declare/tax-import-template', { type }, opts);
}

/** `POST /api/vat-declare/batch-import/v2` `{ key, type }` → the parsed rows with their errors. A file refused whole: `FILE_INVALID`. */
export function importTemplate(body: { key: string; type: ImportType }, opts?: AppRequestOptions) {
  return api.post<TemplateImport>('/api/vat-declare/batch-import/v2', body, opts);
}

/** A template import as the list shows it: its head, and `rows` as a count. */
export type TemplateImportSummary = Pick<TemplateImport, 'id' | 'userId' | 'type' | 'typeLabel' | 'fileName' | 'createdAt' | 'status' | 'errorRows'> & {
  rows: number;
};

/** `GET /api/vat-declare/batch-import` (our path) `page, perPage, status` → paged {@link TemplateImportSummary}, newest first. */
export function listTemplateImports(params: { page?: number; perPage?: number; status?: 'open' | 'saved' }, opts?: AppRequestOptions) {
  return api.get<Paged<TemplateImportSummary>>('/api/vat-declare/batch-import', params, opts);
}

/** `GET /api/vat-declare/batch-import/:id` (our path) → the temporary data set. */
export function getTemplateImport(id: number, opts?: AppRequestOptions) {
  return api.get<TemplateImport>(`/api/vat-declare/batch-import/${id}`, undefined, opts);
}

/**
 * `POST /api/vat-declare/batch-save` `{ importId, rows }` → `{ savedTo }`. `rows` are the rows as
 * edited (a line left out was dropped). Refused `ROWS_INVALID` with `data.errors` (rows and their
 * problems) while any row has an error; `ALREADY_SAVED` the second time.
 */
export function saveTemplateImport(importId: number, rows: { line: number; values: ImportRowValues }[], opts?: AppRequestOptions) {
  return api.post<{ savedTo: SavedTo[] }>('/api/vat-declare/batch-save', { importId, rows }, opts);
}

/** A GB conversion as the list shows it. */
export interface GbImportSummary {
  id: number;
  userId: number;
  fileName: string;
  uploadedAt: string;
  rows: number;
  accepted: number;
  refused: number;
  duplicate: number;
  status: 'pending' | 'confirmed';
  confirmedAt: string | null;
}

/** A GB row with the declaration it duplicates or created. */
export type GbImportRow = GbRow & { duplicateOf: number | null; declarationId: number | null };

/** `GET /api/gb-tax-import` `page, perPage, status, q, users` → paged {@link GbImportSummary}. */
export function listGbImports(params: { page?: number; perPage?: number; status?: string; q?: string; users?: string }, opts?: AppRequestOptions) {
  return api.get<Paged<GbImportSummary>>('/api/gb-tax-import', params, opts);
}

/** `POST /api/gb-tax-import` `{ key }` → the import with its rows. A file refused whole: `FILE_INVALID`. */
export function uploadGbImport(key: string, opts?: AppRequestOptions) {
  return api.post<Omit<GbImportSummary, 'rows'> & { rows: GbImportRow[] }>('/api/gb-tax-import', { key }, opts);
}

/** `GET /api/gb-tax-import/:id` (our path) → the import with its rows. */
export function getGbImport(id: number, opts?: AppRequestOptions) {
  return api.get<Omit<GbImportSummary, 'rows'> & { rows: GbImportRow[] }>(`/api/gb-tax-import/${id}`, undefined, opts);
}

/** `POST /api/gb-tax-import/:id` → `{ created: declaration ids, duplicates }`. */
export function confirmGbImport(id: number, opts?: AppRequestOptions) {
  return api.post<{ created: number[]; duplicates: number }>(`/api/gb-tax-import/${id}`, {}, opts);
}

/**
 * `GET /api/gb-tax-import/sample?vatNumber` (our path) → the sample file's link: rows of `vatNumber`
 * (one of the caller's GB numbers; default the first) for its stagger's latest periods that can be
 * created (issue #25).
 */
export function getGbSample(vatNumber?: string, opts?: AppRequestOptions) {
  return api.get<ImportFileLink>('/api/gb-tax-import/sample', vatNumber ? { vatNumber } : undefined, opts);
}
