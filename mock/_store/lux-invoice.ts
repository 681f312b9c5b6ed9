/**
 * Amazon's Luxembourg fee invoices of the mock (issue #24): the stored invoices per user, the
 * reader that runs the real code (`src/core/lux-invoice/reader.ts`; PDF text through pdf2json) on
 * an uploaded file, and the feed into declarations — every declaration of the user not yet submitted
 * (status before 6 已申报) whose VAT number and period match an invoice gets the reverse charge in its
 * return (`servicesReceived`, `src/core/lux-invoice/reverse-charge.ts`), now for a generated return
 * and later when its return is built (`RETURN_HOOKS` of ./declare).
 */
import PDFParser from 'pdf2json';
import { ENCRYPTED_MESSAGE, isEncryptedPdf, LuxInvoiceError, readFeeCsv, readFeePdfText, type FeeInvoice } from '../../src/core/lux-invoice/reader';
import { servicesReceivedFor, unmatchedReason, withServicesReceived, type MatchTarget } from '../../src/core/lux-invoice/reverse-charge';
import { isPdf } from './files';
import { collection } from './collections';
import { declareStore, RETURN_HOOKS, type StoredDeclaration } from './declare';
import { withLayout } from '../../src/core/declare/layouts';

/** A stored invoice. `uploadedAt` `YYYY-MM-DD HH:mm:ss`. */
export interface StoredLuxInvoice {
  id: number;
  userId: number;
  fileName: string;
  invoice: FeeInvoice;
  uploadedAt: string;
}

/** The invoices (none seeded: a seller starts with an empty list). */
export const luxInvoiceStore = collection('lux-invoice', () => ({ seq: 1, rows: [] as StoredLuxInvoice[] }));

/** Declarations before submission (status < 6): the ones a reverse charge may still change. */
const openDeclarations = (userId: number) => declareStore().list.filter((d) => d.userId === userId && d.status < 6);
const targetOf = (d: StoredDeclaration): MatchTarget => ({ countryCode: d.countryCode, vatNumber: d.vatNumber, periodStart: d.periodStart, periodEnd: d.periodEnd, currency: d.currency });

/** The user's invoices as the mapping reads them. */
const invoicesOf = (userId: number) => luxInvoiceStore().rows.filter((r) => r.userId === userId).map((r) => ({ id: r.id, invoice: r.invoice }));

/** Puts each open declaration's reverse charge (or none) into its generated return. */
export function feedDeclarations(userId: number): void {
  const invoices = invoicesOf(userId);
  for (const d of openDeclarations(userId)) {
    if (!d.vatReturn || d.vatReturn.boxes) continue;
    // the form's boxes follow the reverse charge (computed once, with the return: issue #32)
    d.vatReturn = withLayout(withServicesReceived(d.vatReturn, servicesReceivedFor(targetOf(d), invoices)), d.countryCode, d);
  }
}

// A return built later (generate, submit, the view's preview) carries the reverse charge too.
RETURN_HOOKS.push((d, ret) => (ret.boxes || d.status >= 6 ? ret : withServicesReceived(ret, servicesReceivedFor(targetOf(d), invoicesOf(d.userId)))));

/** The declaration an invoice feeds (id and period), or why none. */
export function placementOf(row: StoredLuxInvoice): { declarationId: number | null; declarationPeriod: string | null; note: string | null } {
  const all = declareStore().list.filter((d) => d.userId === row.userId);
  const open = all.filter((d) => d.status < 6);
  const d = open.find((x) => servicesReceivedFor(targetOf(x), [{ id: row.id, invoice: row.invoice }]));
  if (d) return { declarationId: d.id, declarationPeriod: `${d.periodStart}~${d.periodEnd}`, note: null };
  const filed = all.find((x) => x.status >= 6 && servicesReceivedFor(targetOf(x), [{ id: row.id, invoice: row.invoice }]));
  if (filed) return { declarationId: filed.id, declarationPeriod: `${filed.periodStart}~${filed.periodEnd}`, note: '该期间已申报，反向征税未写入；如需补报，请提交更正申报' };
  return { declarationId: null, declarationPeriod: null, note: unmatchedReason(row.invoice, open.map(targetOf)) };
}

/** The text of a PDF (pdf2json, the parser of the PDF.js fork); rejects with its error. */
function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (e: { parserError: unknown } | Error) => reject(e instanceof Error ? e : new Error(String(e.parserError))));
    parser.on('pdfParser_dataReady', () => resolve(parser.getRawTextContent()));
    // An exact copy: a Buffer from the file pool shares a larger ArrayBuffer, which the parser would read whole.
    parser.parseBuffer(Buffer.from(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)), 0);
  });
}

/**
 * Reads the invoices of an uploaded file (`.csv` or `.pdf`, by name and bytes) with the real reader.
 * Throws LuxInvoiceError with the Chinese refusal: another kind of file, a password-protected PDF
 * (by its `/Encrypt` trailer, or the parser's PasswordException), a PDF whose text cannot be read,
 * a CSV with a wrong header, not issued by Amazon EU S.à r.l., or with VAT charged.
 */
export async function readInvoiceFile(name: string, bytes: Buffer): Promise<FeeInvoice[]> {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return readFeeCsv(bytes.toString('utf8'));
  if (!lower.endsWith('.pdf') || !isPdf(bytes)) throw new LuxInvoiceError('UNREADABLE', `「${name}」不是 PDF 或 CSV 文件，请上传亚马逊佣金发票的 PDF 或 CSV`);
  if (isEncryptedPdf(bytes)) throw new LuxInvoiceError('ENCRYPTED', ENCRYPTED_MESSAGE);
  let text: string;
  try {
    text = await pdfText(bytes);
  } catch (e) {
    if (/password/i.test(String((e as Error).message))) throw new LuxInvoiceError('ENCRYPTED', ENCRYPTED_MESSAGE);
    throw new LuxInvoiceError('UNREADABLE', `无法读取「${name}」：文件可能已损坏，请重新下载后上传，或改为上传同一张发票的 CSV`);
  }
  return [readFeePdfText(text)];
}
