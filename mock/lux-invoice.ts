/**
 * Mock of the Luxembourg invoices area (issue #24); shapes: src/core/lux-invoice/api.ts. The reader
 * is the real code (`src/core/lux-invoice/reader.ts`; PDF text through pdf2json), run on the stored
 * upload; a refused file stores nothing.
 *
 * - `GET /api/lux-invoice` `page, perPage, country, month, q, users` → `{ list, total, page, perPage }`
 *   (own invoices, an agent's clients' narrowed by `users`; newest month first), each with the
 *   declaration it feeds or why none.
 * - `GET /api/lux-invoice/summary` → net fees per country and month.
 * - `POST /api/lux-invoice/upload` `{ key, name }` → `{ invoices }`: read, stored, fed into the
 *   matching declarations' reverse charge. Refusals (Chinese, `errorCode` of the reader): not an
 *   Amazon EU S.à r.l. invoice, a password-protected PDF, a CSV with a wrong header, VAT charged,
 *   an invoice number already stored, a file that is not the user's.
 * - `POST /api/lux-invoice/delete` `{ id }` → `{ removed }`; the reverse charge leaves the open declarations.
 */
import Big from 'big.js';
import { luxInvoiceApi, luxInvoiceFilters, type LuxInvoiceRow, type LuxSummaryRow } from '../src/core/lux-invoice/api';
import { LuxInvoiceError } from '../src/core/lux-invoice/reader';
import { db, fail, invalid, listRoute, nowText, route, routes, scopeRows, type ListSpec } from './_store';
import { feedDeclarations, luxInvoiceStore, placementOf, readInvoiceFile, type StoredLuxInvoice } from './_store/lux-invoice';

/** The list's view of a stored invoice. */
function viewOf(r: StoredLuxInvoice): LuxInvoiceRow {
  const i = r.invoice;
  return {
    id: r.id,
    userId: r.userId,
    fileName: r.fileName,
    source: i.source,
    invoiceNumber: i.invoiceNumber,
    invoiceDate: i.invoiceDate,
    month: i.month,
    marketplace: i.marketplace,
    country: i.country,
    sellerVat: i.sellerVat,
    currency: i.currency,
    net: i.net,
    lines: i.lines.map((l) => ({ description: l.description, net: l.net })),
    ...placementOf(r),
    uploadedAt: r.uploadedAt,
  };
}

const list: ListSpec<StoredLuxInvoice, LuxInvoiceRow, typeof luxInvoiceFilters> = {
  contract: luxInvoiceApi.list,
  filters: luxInvoiceFilters,
  rows: () => luxInvoiceStore().rows,
  where: (r, f) => (!f.country || r.invoice.country === f.country) && (!f.month || r.invoice.month === f.month) && (!f.q || r.invoice.invoiceNumber.includes(f.q.toUpperCase())),
  view: viewOf,
  sortable: ['month', 'net', 'uploadedAt'],
  defaultOrder: '-month',
};

export default routes([
  listRoute(list),

  route({
    contract: luxInvoiceApi.summary,
    handler: ({ user, users, reply }) => {
      const groups = new Map<string, LuxSummaryRow>();
      for (const r of scopeRows(luxInvoiceStore().rows, user, users)) {
        const k = `${r.invoice.country}|${r.invoice.month}|${r.invoice.currency}`;
        const g = groups.get(k) ?? { country: r.invoice.country, month: r.invoice.month, currency: r.invoice.currency, net: '0.00', invoices: 0, declarationId: null };
        g.net = new Big(g.net).plus(r.invoice.net).toFixed(2);
        g.invoices += 1;
        g.declarationId = g.declarationId ?? placementOf(r).declarationId;
        groups.set(k, g);
      }
      reply([...groups.values()].sort((a, b) => b.month.localeCompare(a.month) || a.country.localeCompare(b.country)));
    },
  }),

  route({
    contract: luxInvoiceApi.upload,
    handler: async ({ res, body, user, reply }) => {
      const file = db().files.get(body.key);
      if (!file || file.ownerId !== user.id) return invalid(res, 'key', '文件不存在或已过期，请重新上传');
      let invoices;
      try {
        invoices = await readInvoiceFile(body.name, file.data);
      } catch (e) {
        if (e instanceof LuxInvoiceError) return fail(res, e.message, { errorCode: e.code });
        throw e;
      }
      const s = luxInvoiceStore();
      const dup = invoices.find((i) => s.rows.some((r) => r.userId === user.id && r.invoice.invoiceNumber === i.invoiceNumber));
      if (dup) {
        const was = s.rows.find((r) => r.userId === user.id && r.invoice.invoiceNumber === dup.invoiceNumber)!;
        return fail(res, `发票 ${dup.invoiceNumber} 已在 ${was.uploadedAt} 上传过（文件「${was.fileName}」），无需重复上传`, { errorCode: 'DUPLICATE' });
      }
      const at = nowText();
      const stored = invoices.map((invoice) => {
        const row: StoredLuxInvoice = { id: s.seq, userId: user.id, fileName: body.name, invoice, uploadedAt: at };
        s.seq += 1;
        s.rows.push(row);
        return row;
      });
      feedDeclarations(user.id);
      reply({ invoices: stored.map(viewOf) });
    },
  }),

  route({
    contract: luxInvoiceApi.remove,
    handler: ({ res, body, user, reply }) => {
      const s = luxInvoiceStore();
      const i = s.rows.findIndex((r) => r.id === body.id && r.userId === user.id);
      if (i < 0) return fail(res, '发票不存在或已删除', { errorCode: 'NOT_FOUND' });
      s.rows.splice(i, 1);
      feedDeclarations(user.id);
      reply({ removed: 1 });
    },
  }),
]);
