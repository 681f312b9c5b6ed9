/**
 * The contract of every call of the VAT Italy records (spec §7 "VAT Italy"; issue #11 `/italy-local`,
 * issue #34): path, access, input and answer, written once. The mock (`mock/declare/italy.ts`)
 * declares its routes with them, the services (`src/services/declare.ts`) call them through the
 * generated calls (types only). Amounts EUR decimal strings; periods `YYYY-MM`, `YYYY-Qn` or `YYYY`
 * by kind; dates `YYYY-MM-DD`. Relative imports only (the mock loads this file).
 */
import { z } from 'zod';
import { defineContract, type Same } from '../contract';
import { exportResultContract, exportStarted, paged } from '../contract/common';
import { fileKey, listQuery, qEnum, qText, text } from '../contract/fields';
import { ITALY_KINDS } from './italy';
import type { VatItalyRecord } from './types';

/** A VAT Italy record: an Italian obligation or filing a seller tracks (`kind`: liquidation, lipe, annual, acconto). */
const vatItalyRecord = z
  .object({
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    userName: z.string(),
    /** P.IVA with `IT` prefix. */
    vatNumber: z.string(),
    companyName: z.string(),
    kind: z.enum(ITALY_KINDS),
    period: z.string(),
    amount: z.string(),
    dueDate: z.string(),
    /** F24 codice tributo. */
    taxCode: z.string(),
    note: z.string(),
    createdAt: z.string(),
  })
  .strict();

/** Filters of the list and its export: `kind`, `q` (P.IVA, company, note). */
export const italyFilters = { kind: qEnum([...ITALY_KINDS]), q: qText(50) };

/** A record's fields for add / update (checked further by `checkItalyRecord` and the caller's Italian numbers). */
export const italyFields = {
  vatNumber: z.string({ required_error: '请选择意大利税号（P.IVA）' }).trim().max(20),
  kind: z.enum(ITALY_KINDS, { errorMap: () => ({ message: '请选择事项类型' }) }),
  period: z.string({ required_error: '请填写期间' }).trim().max(10),
  amount: z.string({ required_error: '请填写金额' }).trim().max(20),
  dueDate: z.string({ required_error: '请填写截止日期' }).trim().max(10),
  taxCode: text(4).optional(),
  note: text(200).optional(),
};

/** `GET /api/vat-italy` `page, perPage, kind, q, users`, `order_by` (`dueDate` default, `period`, `createdAt`) → paged records. */
const list = defineContract({ method: 'GET', path: '/api/vat-italy', access: 'user', query: listQuery(italyFilters), response: paged(vatItalyRecord) });

/** `POST /api/vat-italy/add` → the record (the P.IVA must be one of the caller's Italian VAT numbers). */
const add = defineContract({ method: 'POST', path: '/api/vat-italy/add', access: 'user', body: z.object(italyFields), response: vatItalyRecord });

/** `POST /api/vat-italy/update` `{ id, … }` → the record. */
const update = defineContract({
  method: 'POST',
  path: '/api/vat-italy/update',
  access: 'user',
  body: z.object({ id: z.number({ required_error: '缺少参数 id' }).int().positive(), ...italyFields }),
  response: vatItalyRecord,
});

/** `POST /api/vat-italy/delete` `{ ids }` → `{ deleted }`. */
const remove = defineContract({
  method: 'POST',
  path: '/api/vat-italy/delete',
  access: 'user',
  body: z.object({ ids: z.array(z.number().int().positive()).min(1, '请选择要删除的记录').max(200) }),
  response: z.object({ deleted: z.number().int().nonnegative() }).strict(),
});

/** `POST /api/vat-italy/import` `{ key }` (an uploaded `.xlsx`, the export's columns) → `{ added, errors: [{ row, message }] }`. */
const importRows = defineContract({
  method: 'POST',
  path: '/api/vat-italy/import',
  access: 'user',
  body: z.object({ key: fileKey() }),
  response: z.object({ added: z.number().int().nonnegative(), errors: z.array(z.object({ row: z.number().int().positive(), message: z.string() }).strict()) }).strict(),
});

/** `POST /api/vat-italy/export` `{ kind?, q? }` → `{ taskId }`. */
const exportStart = defineContract({ method: 'POST', path: '/api/vat-italy/export', access: 'user', body: z.object(italyFilters), response: exportStarted });

/** `GET /api/vat-italy/export-result?taskId` → the export task. */
const exportResult = exportResultContract('/api/vat-italy/export-result');

/** Every call of the VAT Italy records, by name. */
export const vatItalyApi = { list, add, update, remove, importRows, exportStart, exportResult };

// The hand-written VatItalyRecord (src/core/declare/types.ts) and this schema are the same shape.
const sameRecord: Same<z.infer<typeof vatItalyRecord>, VatItalyRecord> = true;
void sameRecord;
