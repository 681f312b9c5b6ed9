/**
 * The contract of every call of the Luxembourg invoices area (issue #24; spec §2 `/lux-invoice`,
 * `/lux-invoice/upload-lux-invoice`, guarded): written once, the mock (`mock/lux-invoice.ts`) validates
 * with it, the service takes its types. Amounts decimal strings in major units; dates `YYYY-MM-DD`,
 * months `YYYY-MM`, times `YYYY-MM-DD HH:mm:ss`. Relative imports only.
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { paged } from '../contract/common';
import { fileKey, id, listQuery, qEnum, qText, requiredText } from '../contract/fields';
import { MARKETPLACE_COUNTRY } from './reader';

const COUNTRIES = [...new Set(Object.values(MARKETPLACE_COUNTRY))] as [string, ...string[]];

/** One stored fee invoice as the list shows it. */
const luxInvoiceRow = z
  .object({
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    /** The uploaded file's name. */
    fileName: z.string(),
    source: z.enum(['csv', 'pdf']),
    invoiceNumber: z.string(),
    invoiceDate: z.string(),
    /** `YYYY-MM`, the billing month. */
    month: z.string(),
    marketplace: z.string(),
    country: z.string(),
    sellerVat: z.string(),
    currency: z.string(),
    /** Net fees, major units. */
    net: z.string(),
    /** The fee lines (description and net). */
    lines: z.array(z.object({ description: z.string(), net: z.string() }).strict()),
    /** The declaration whose reverse-charge lines it feeds, or null (then `note` says why). */
    declarationId: z.number().int().positive().nullable(),
    declarationPeriod: z.string().nullable(),
    note: z.string().nullable(),
    uploadedAt: z.string(),
  })
  .strict();

/** Filters: `country` (the marketplace's member state), `month` (`YYYY-MM`), `q` (invoice number). */
export const luxInvoiceFilters = {
  country: qEnum(COUNTRIES),
  month: qText(7),
  q: qText(40),
};

/** `GET /api/lux-invoice`: the user's invoices (an agent: its clients', narrowed by `users`), newest month first. */
const list = defineContract({ method: 'GET', path: '/api/lux-invoice', access: 'user', query: listQuery(luxInvoiceFilters), response: paged(luxInvoiceRow) });

/** One line of the summary: net fees per country and month, with the declaration they went into. */
const luxSummaryRow = z
  .object({
    country: z.string(),
    month: z.string(),
    currency: z.string(),
    net: z.string(),
    invoices: z.number().int().positive(),
    declarationId: z.number().int().positive().nullable(),
  })
  .strict();

/** `GET /api/lux-invoice/summary` → net fees per country and month (newest first). */
const summary = defineContract({ method: 'GET', path: '/api/lux-invoice/summary', access: 'user', response: z.array(luxSummaryRow) });

/** `POST /api/lux-invoice/upload` `{ key, name }` (a file uploaded with scene `lux-invoice`) → the invoices read from it, stored and fed into their declarations. */
const upload = defineContract({
  method: 'POST',
  path: '/api/lux-invoice/upload',
  access: 'user',
  body: z.object({ key: fileKey({ message: '请先上传发票文件' }), name: requiredText('缺少文件名', 200) }),
  response: z.object({ invoices: z.array(luxInvoiceRow) }).strict(),
});

/** `POST /api/lux-invoice/delete` `{ id }` → removed; its reverse charge leaves the declaration (unless already submitted). */
const remove = defineContract({
  method: 'POST',
  path: '/api/lux-invoice/delete',
  access: 'user',
  body: z.object({ id: id() }),
  response: z.object({ removed: z.number().int() }).strict(),
});

/** Every call of the area. */
export const luxInvoiceApi = { list, summary, upload, remove };

/** An invoice row. */
export type LuxInvoiceRow = z.infer<typeof luxInvoiceRow>;
/** A summary line. */
export type LuxSummaryRow = z.infer<typeof luxSummaryRow>;
