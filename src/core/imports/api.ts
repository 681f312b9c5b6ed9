/**
 * The contract of every call of the imports (issue #12, #34; spec §7 `tax-import-template`,
 * `batch-import/type`, `batch-import/v2`, `batch-save`, and the GB data conversion `gb-tax-import`):
 * path, access, input and answer, written once. The mock (`mock/imports.ts`) declares its routes with
 * them and the services (`src/services/imports.ts`) call them through the generated calls (types only:
 * zod stays out of the bundle). Files are uploaded first (`uploadFile`) and named by their `key`.
 *
 * Dates `YYYY-MM-DD`, times `YYYY-MM-DD HH:mm:ss`; a row's values are text as typed (amounts in the
 * row's currency, the rate in %); GB boxes decimal strings in pounds. Relative imports only.
 */
import { z } from 'zod';
import { defineContract, type Same } from '../contract';
import { paged } from '../contract/common';
import { fileKey, listQuery, qEnum, qText, text } from '../contract/fields';
import { GB_BOXES, type GbRow } from './gb';
import { IMPORT_TYPE_LABEL, IMPORT_TYPES, type ImportNumber, type ImportRow, type ImportType } from './template';

// ---- shapes ----------------------------------------------------------------------------------

/** An import type (`platform`, `own-site`, `purchase`); a wrong one is refused naming the three. */
const importType = z.enum(IMPORT_TYPES as unknown as [ImportType, ...ImportType[]], {
  errorMap: () => ({ message: `导入类型应为 ${IMPORT_TYPES.map((t) => IMPORT_TYPE_LABEL[t]).join('、')} 之一` }),
});

const importField = z.enum(['vatNumber', 'date', 'ref', 'source', 'net', 'rate', 'vat', 'currency', 'note']);

/** A template row's values as sent back by the temporary data set (each text ≤ 600 characters). */
const importRowValues = z.object({
  vatNumber: text(600),
  date: text(600),
  ref: text(600),
  source: text(600),
  net: text(600),
  rate: text(600),
  vat: text(600),
  currency: text(600),
  note: text(600),
});

const rowValuesOut = z.object({ vatNumber: z.string(), date: z.string(), ref: z.string(), source: z.string(), net: z.string(), rate: z.string(), vat: z.string(), currency: z.string(), note: z.string() }).strict();

/** A row of a template import: its line in the file (the header is line 1), its values, its problems (Chinese). */
const importRow = z
  .object({
    line: z.number().int().positive(),
    values: rowValuesOut,
    errors: z.array(z.object({ field: z.union([importField, z.literal('row')]), message: z.string() }).strict()),
  })
  .strict();

/** A VAT number of the caller that rows may name (what decides a row's period). */
const importNumber = z
  .object({
    vatNumber: z.string(),
    countryCode: z.string().length(2),
    frequency: z.enum(['monthly', 'quarterly', 'annual']),
    stagger: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    effectiveDate: z.string().nullable(),
  })
  .strict();

/** Where a saved data set went: per declaration, how many rows, whether it was created. */
const savedTo = z.object({ declarationId: z.number().int().positive(), label: z.string(), rows: z.number().int().nonnegative(), created: z.boolean() }).strict();

/** A template import (the temporary data set until saved), with the caller's issued VAT numbers. */
const templateImport = z
  .object({
    numbers: z.array(importNumber),
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    type: importType,
    typeLabel: z.string(),
    fileName: z.string(),
    createdAt: z.string(),
    status: z.enum(['open', 'saved']),
    rows: z.array(importRow),
    /** Rows with at least one error. */
    errorRows: z.number().int().nonnegative(),
    savedTo: z.array(savedTo),
    savedAt: z.string().nullable(),
  })
  .strict();

/** A template import as the list shows it: its head, `rows` as a count. */
const templateImportSummary = templateImport
  .pick({ id: true, userId: true, type: true, typeLabel: true, fileName: true, createdAt: true, status: true, errorRows: true })
  .extend({ rows: z.number().int().nonnegative() })
  .strict();

/** A row saved into a declaration (`GET /api/vat-declare/:id` answers them as `importedRows`). */
export const importedRow = rowValuesOut.extend({ importId: z.number().int().positive(), type: importType, typeLabel: z.string(), line: z.number().int().positive() }).strict();

/** A stored file the console downloads: its signed URL on the file host and its name. */
const fileLink = z.object({ url: z.string().min(1), fileName: z.string().min(1) }).strict();

const gbBoxes = z.object(Object.fromEntries(GB_BOXES.map((b) => [b, z.string()])) as Record<(typeof GB_BOXES)[number], z.ZodString>).strict();

/** A checked GB row with the declaration it duplicates or created. */
const gbImportRow = z
  .object({
    line: z.number().int().positive(),
    vrn: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    boxes: gbBoxes,
    status: z.enum(['accepted', 'refused', 'duplicate']),
    reasons: z.array(z.string()),
    codes: z.array(z.string()),
    duplicateOf: z.number().int().positive().nullable(),
    declarationId: z.number().int().positive().nullable(),
  })
  .strict();

/** A GB conversion as the list shows it (`rows` a count). */
const gbImportSummary = z
  .object({
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    fileName: z.string(),
    uploadedAt: z.string(),
    rows: z.number().int().nonnegative(),
    accepted: z.number().int().nonnegative(),
    refused: z.number().int().nonnegative(),
    duplicate: z.number().int().nonnegative(),
    status: z.enum(['pending', 'confirmed']),
    confirmedAt: z.string().nullable(),
  })
  .strict();

/** A GB conversion with its rows. */
const gbImport = gbImportSummary.extend({ rows: z.array(gbImportRow) }).strict();

// ---- input -----------------------------------------------------------------------------------

const idParams = z.object({ id: z.coerce.number().int().positive().max(1e9) });

/** Filters of the template imports list: `status` (`open` until saved, `saved`). */
export const templateFilters = { status: qEnum(['open', 'saved']) };

/** Filters of the GB conversions list: `status` (`pending`, `confirmed`), `q` (in the file name). */
export const gbFilters = { status: qEnum(['pending', 'confirmed']), q: qText(100) };

/** The body of `batch-save` for a temporary data set: the import and its rows as edited (a line left out was dropped). */
const saveImportBody = z.object({
  importId: z.number().int().positive(),
  rows: z.array(z.object({ line: z.number().int().min(2).max(100000), values: importRowValues })).max(2000).optional(),
});

const uploadedKey = () => fileKey({ message: '请先选择要导入的文件' });

// ---- calls -----------------------------------------------------------------------------------

/** `GET /api/vat-declare/batch-import/type` → the import types `[{ value, label }]`. */
const types = defineContract({
  method: 'GET',
  path: '/api/vat-declare/batch-import/type',
  access: 'user',
  response: z.array(z.object({ value: importType, label: z.string() }).strict()),
});

/** `POST /api/vat-declare/tax-import-template` `{ type }` → the `.xlsx` template's link (an example row with one of the caller's VAT numbers). */
const template = defineContract({ method: 'POST', path: '/api/vat-declare/tax-import-template', access: 'user', body: z.object({ type: importType }), response: fileLink });

/** `POST /api/vat-declare/batch-import/v2` `{ key, type }` → the parsed rows with their errors; a file refused whole: `FILE_INVALID`. */
const upload = defineContract({
  method: 'POST',
  path: '/api/vat-declare/batch-import/v2',
  access: 'user',
  body: z.object({ key: uploadedKey(), type: importType }),
  response: templateImport,
});

/** `GET /api/vat-declare/batch-import` (our path) `page, perPage, status` → paged summaries, newest first. */
const list = defineContract({ method: 'GET', path: '/api/vat-declare/batch-import', access: 'user', query: listQuery(templateFilters), response: paged(templateImportSummary) });

/** `GET /api/vat-declare/batch-import/:id` (our path) → the temporary data set (own, and an agent's clients'). */
const get = defineContract({ method: 'GET', path: '/api/vat-declare/batch-import/:id(\\d+)', access: 'user', params: idParams, response: templateImport });

/**
 * `POST /api/vat-declare/batch-save` `{ importId, rows? }` → `{ savedTo }` (the same call as the start
 * flow's save, `declareApi.save`: the mock sends a body with `importId` here). Refused `ROWS_INVALID`
 * (`data.errors`) while a row has an error; `ALREADY_SAVED` the second time.
 */
const save = defineContract({ method: 'POST', path: '/api/vat-declare/batch-save', access: 'user', body: saveImportBody, response: z.object({ savedTo: z.array(savedTo) }).strict() });

/** `GET /api/gb-tax-import` `page, perPage, status, q` → paged GB conversions, newest first. */
const gbList = defineContract({ method: 'GET', path: '/api/gb-tax-import', access: 'user', query: listQuery(gbFilters), response: paged(gbImportSummary) });

/** `POST /api/gb-tax-import` `{ key }` (`.xlsx` or UTF-8 `.csv`) → the conversion with its rows; a file refused whole: `FILE_INVALID`. */
const gbUpload = defineContract({ method: 'POST', path: '/api/gb-tax-import', access: 'user', body: z.object({ key: uploadedKey() }), response: gbImport });

/** `GET /api/gb-tax-import/sample?vatNumber` (our path) → the sample's link: rows of the chosen GB number for its latest periods that can be created. */
const gbSample = defineContract({ method: 'GET', path: '/api/gb-tax-import/sample', access: 'user', query: z.object({ vatNumber: qText(20) }), response: fileLink });

/** `GET /api/gb-tax-import/:id` (our path) → the conversion with its rows. */
const gbGet = defineContract({ method: 'GET', path: '/api/gb-tax-import/:id(\\d+)', access: 'user', params: idParams, response: gbImport });

/** `POST /api/gb-tax-import/:id` → a GB declaration per accepted row: `{ created, duplicates }`; refused `ALREADY_CONFIRMED`, `NOTHING_ACCEPTED`. */
const gbConfirm = defineContract({
  method: 'POST',
  path: '/api/gb-tax-import/:id(\\d+)',
  access: 'user',
  params: idParams,
  response: z.object({ created: z.array(z.number().int().positive()), duplicates: z.number().int().nonnegative() }).strict(),
});

/** Every call of the imports, by name. */
export const importsApi = { types, template, upload, list, get, save, gbList, gbUpload, gbSample, gbGet, gbConfirm };
/** Where a saved data set went. */
export type SavedTo = z.infer<typeof savedTo>;
/** A template import (the temporary data set). */
export type TemplateImport = z.infer<typeof templateImport>;
/** A GB conversion as the list shows it. */
export type GbImportSummary = z.infer<typeof gbImportSummary>;
/** A GB row with the declaration it duplicates or created. */
export type GbImportRow = z.infer<typeof gbImportRow>;

// The hand-written row types of src/core/imports and these schemas are the same shapes (compile-time check).
const sameRows: [Same<z.infer<typeof importRow>, ImportRow>, Same<z.infer<typeof importNumber>, ImportNumber>, Same<Omit<GbImportRow, 'duplicateOf' | 'declarationId'>, GbRow>] = [true, true, true];
void sameRows;
