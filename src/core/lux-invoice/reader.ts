/**
 * Amazon's monthly seller-fee invoices from Luxembourg (issue #24 "Luxembourg invoices"): Amazon EU
 * S.à r.l. (LU 20260743) bills its selling fees (referral, FBA fulfilment, storage, subscription,
 * advertising…) per marketplace and month without VAT, because the seller owes the VAT itself
 * (reverse charge: place of supply where the business customer is, VAT Directive 2006/112/EC
 * Art. 44; the customer liable, Art. 196; DE § 13b (1) UStG). This module reads those invoices —
 * the CSV Amazon offers in the tax document library, or the text of the PDF — into one
 * {@link FeeInvoice} each, and refuses anything else with a Chinese message. Amounts are decimal
 * strings in MAJOR units of the invoice currency (`"1842.16"`), dates `YYYY-MM-DD`.
 *
 * The CSV layout (tests/fixtures/lux-invoice/amazon-eu-fees-2026-09.csv, one row per fee line):
 * `Invoice Number, Invoice Date, Billing Period Start, Billing Period End, Marketplace, Seller Name,
 * Seller VAT Number, Issuer Name, Issuer VAT Number, Fee Description, Net Amount, VAT Rate,
 * VAT Amount, Total Amount, Currency, Tax Treatment`. Pure TypeScript, relative imports only.
 */
import Big from 'big.js';
import * as XLSX from 'xlsx';
import { monthEndDate } from '../utils/date';

/** Amazon EU S.à r.l.'s Luxembourg VAT number (as printed on its invoices, `LU 20260743`). */
const AMAZON_EU_VAT = 'LU20260743';

/** Marketplaces billed by Amazon EU S.à r.l. and the member state each belongs to. */
export const MARKETPLACE_COUNTRY: Record<string, string> = {
  'amazon.de': 'DE',
  'amazon.fr': 'FR',
  'amazon.it': 'IT',
  'amazon.es': 'ES',
  'amazon.nl': 'NL',
  'amazon.pl': 'PL',
  'amazon.se': 'SE',
  'amazon.com.be': 'BE',
};

/** The CSV's columns, in order (compared case- and blank-insensitively). */
const CSV_COLUMNS = [
  'Invoice Number',
  'Invoice Date',
  'Billing Period Start',
  'Billing Period End',
  'Marketplace',
  'Seller Name',
  'Seller VAT Number',
  'Issuer Name',
  'Issuer VAT Number',
  'Fee Description',
  'Net Amount',
  'VAT Rate',
  'VAT Amount',
  'Total Amount',
  'Currency',
  'Tax Treatment',
] as const;

/** One fee line of an invoice. */
interface InvoiceFeeLine {
  description: string;
  /** Net fee, major units. */
  net: string;
}

/** One monthly fee invoice of one marketplace. */
export interface FeeInvoice {
  invoiceNumber: string;
  /** `YYYY-MM-DD`. */
  invoiceDate: string;
  /** `YYYY-MM-DD`, the billing period (a calendar month). */
  periodStart: string;
  periodEnd: string;
  /** `YYYY-MM` of the billing period. */
  month: string;
  /** `amazon.de`… */
  marketplace: string;
  /** ISO code of the marketplace's member state (`DE`). */
  country: string;
  sellerName: string;
  /** The seller's VAT number the invoice is addressed to (`DE611124330`). */
  sellerVat: string;
  currency: string;
  /** Sum of the lines' net fees, major units. */
  net: string;
  lines: InvoiceFeeLine[];
  source: 'csv' | 'pdf';
}

/** Why a file was refused: a code and the Chinese message the user sees (what is wrong, how to fix it). */
export class LuxInvoiceError extends Error {
  constructor(
    readonly code: 'BAD_HEADER' | 'NOT_AMAZON' | 'VAT_CHARGED' | 'BAD_ROW' | 'EMPTY' | 'ENCRYPTED' | 'UNREADABLE',
    message: string,
  ) {
    super(message);
    this.name = 'LuxInvoiceError';
  }
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const compactVat = (s: string) => s.replace(/[\s.-]/g, '').toUpperCase();

/** `1,842.16` / `1842.16` / `1.842,16` → `1842.16` (two decimals), or null. */
export function parseAmount(raw: string): string | null {
  let s = raw.replace(/[\s\u00a0]/g, '').replace(/^(EUR|€)/i, '');
  if (/^-?\d{1,3}(\.\d{3})*,\d{1,2}$/.test(s)) s = s.replace(/\./g, '').replace(',', '.');
  else s = s.replace(/,/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return null;
  return new Big(s).toFixed(2);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The marketplace's country, or a refusal naming it. */
function countryOf(marketplace: string, where: string): string {
  const c = MARKETPLACE_COUNTRY[marketplace.trim().toLowerCase().replace(/^www\./, '')];
  if (!c) throw new LuxInvoiceError('BAD_ROW', `${where}的站点「${marketplace}」不是由亚马逊卢森堡（Amazon EU S.à r.l.）开票的欧盟站点，请只上传 amazon.de、.fr、.it、.es、.nl、.pl、.se、.com.be 的佣金发票`);
  return c;
}

/** Checks a billing period is one calendar month; returns `YYYY-MM`. */
function monthOf(start: string, end: string, where: string): string {
  if (!DATE.test(start) || !DATE.test(end) || end !== monthEndDate(Number(start.slice(0, 4)), Number(start.slice(5, 7))) || !start.endsWith('-01'))
    throw new LuxInvoiceError('BAD_ROW', `${where}的账单期间「${start} 至 ${end}」不是一个完整的自然月，请上传亚马逊按月开具的佣金发票`);
  return start.slice(0, 7);
}

/**
 * Reads the fee-invoice CSV: one invoice per `Invoice Number`. Refuses (LuxInvoiceError): a header
 * that is not Amazon's (naming the missing columns), an issuer other than Amazon EU S.à r.l.
 * LU 20260743, VAT charged on a line (then it is no reverse-charge invoice), a row with a bad amount,
 * date or marketplace (naming the row), and a file without rows.
 */
export function readFeeCsv(text: string): FeeInvoice[] {
  const wb = XLSX.read(text.replace(/^\uFEFF/, ''), { type: 'string', raw: true, dense: true });
  const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]], { header: 1, raw: false, defval: '', blankrows: false });
  const header = (rows[0] ?? []).map((h) => norm(String(h)));
  const missing = CSV_COLUMNS.filter((c) => !header.includes(norm(c)));
  if (missing.length)
    throw new LuxInvoiceError('BAD_HEADER', `表头不是亚马逊佣金发票 CSV 的格式：缺少列「${missing.join('」「')}」。请在卖家平台“税务文件库 → 销售佣金发票”中下载 CSV 后原样上传，不要修改表头`);
  const col = (name: (typeof CSV_COLUMNS)[number]) => header.indexOf(norm(name));
  const byNumber = new Map<string, FeeInvoice>();
  rows.slice(1).forEach((r, i) => {
    const get = (name: (typeof CSV_COLUMNS)[number]) => String(r[col(name)] ?? '').trim();
    const where = `第 ${i + 2} 行`;
    if (r.every((c) => String(c).trim() === '')) return;
    if (compactVat(get('Issuer VAT Number')) !== AMAZON_EU_VAT)
      throw new LuxInvoiceError('NOT_AMAZON', `${where}的开票方税号是「${get('Issuer VAT Number')}」，不是亚马逊卢森堡（Amazon EU S.à r.l.，LU 20260743）。这里只接受亚马逊欧洲的佣金发票`);
    const net = parseAmount(get('Net Amount'));
    const vat = parseAmount(get('VAT Amount') || '0');
    if (net === null) throw new LuxInvoiceError('BAD_ROW', `${where}的净额「${get('Net Amount')}」不是金额，请检查文件是否被修改`);
    if (vat === null || Number(vat) !== 0 || !/reverse/i.test(get('Tax Treatment')))
      throw new LuxInvoiceError('VAT_CHARGED', `${where}的发票收取了增值税（${get('VAT Amount') || '—'}），不是反向征税的佣金发票，无需在此上传；已收取的增值税请作为进项处理`);
    const number = get('Invoice Number');
    if (!number) throw new LuxInvoiceError('BAD_ROW', `${where}缺少发票号`);
    const invoiceDate = get('Invoice Date');
    if (!DATE.test(invoiceDate)) throw new LuxInvoiceError('BAD_ROW', `${where}的开票日期「${invoiceDate}」应为 YYYY-MM-DD`);
    const month = monthOf(get('Billing Period Start'), get('Billing Period End'), where);
    const marketplace = get('Marketplace').toLowerCase();
    const country = countryOf(marketplace, where);
    let inv = byNumber.get(number);
    if (!inv) {
      inv = {
        invoiceNumber: number,
        invoiceDate,
        periodStart: get('Billing Period Start'),
        periodEnd: get('Billing Period End'),
        month,
        marketplace,
        country,
        sellerName: get('Seller Name'),
        sellerVat: compactVat(get('Seller VAT Number')),
        currency: get('Currency').toUpperCase() || 'EUR',
        net: '0.00',
        lines: [],
        source: 'csv',
      };
      byNumber.set(number, inv);
    } else if (inv.month !== month || inv.marketplace !== marketplace) {
      throw new LuxInvoiceError('BAD_ROW', `${where}与同一发票号 ${number} 的其他行期间或站点不同，请检查文件`);
    }
    inv.lines.push({ description: get('Fee Description'), net });
    inv.net = new Big(inv.net).plus(net).toFixed(2);
  });
  if (!byNumber.size) throw new LuxInvoiceError('EMPTY', '文件中没有发票行，请确认下载的是包含费用明细的月度佣金发票');
  return [...byNumber.values()];
}

/**
 * Reads the TEXT of a fee-invoice PDF (extracted by the caller; the mock uses pdf2json): Amazon EU
 * S.à r.l. and LU 20260743 must be named, with the invoice number, date, billing period,
 * marketplace, the seller's VAT number, the fee lines (`<description> <net> 0% 0.00 <gross>`) and the
 * reverse-charge mention. Refuses a text that is not such an invoice.
 */
export function readFeePdfText(text: string): FeeInvoice {
  const t = text.replace(/\r/g, '').replace(/[ \t\u00a0]+/g, ' ');
  if (!/Amazon EU S\.?\s?[àa]\.?\s?r\.?\s?l/i.test(t) || !/LU\s?2026\s?0743/.test(t))
    throw new LuxInvoiceError('NOT_AMAZON', '这不是亚马逊卢森堡（Amazon EU S.à r.l.，LU 20260743）开具的佣金发票。请在卖家平台“税务文件库 → 销售佣金发票”中下载 PDF 或 CSV 后上传');
  const field = (re: RegExp, what: string) => {
    const m = re.exec(t);
    if (!m) throw new LuxInvoiceError('UNREADABLE', `无法从 PDF 中读出${what}，请改为上传同一张发票的 CSV`);
    return m[1].trim();
  };
  if (!/reverse charge|steuerschuldnerschaft des leistungsempf|autoliquidation/i.test(t))
    throw new LuxInvoiceError('VAT_CHARGED', '发票上没有反向征税（reverse charge）的说明，可能已收取增值税，无需在此上传');
  const invoiceNumber = field(/Invoice number:?\s*([A-Z0-9-]+)/i, '发票号');
  const invoiceDate = field(/Invoice date:?\s*(\d{4}-\d{2}-\d{2})/i, '开票日期');
  const periodStart = field(/Billing period:?\s*(\d{4}-\d{2}-\d{2})/i, '账单期间');
  const periodEnd = field(/Billing period:?\s*\d{4}-\d{2}-\d{2}\s*(?:-|–|to)\s*(\d{4}-\d{2}-\d{2})/i, '账单期间');
  const marketplace = field(/Marketplace:?\s*([A-Za-z.]+)/i, '站点').toLowerCase().replace(/\.$/, '');
  const sellerVat = compactVat(field(/Seller VAT number:?\s*([A-Z]{2}\s?[0-9A-Z ]{2,14}[0-9A-Z])/i, '卖家税号'));
  const sellerName = /Bill to:?\s*(.+)/i.exec(t)?.[1].trim() ?? '';
  const currency = (/Total\s+([A-Z]{3})/.exec(t)?.[1] ?? 'EUR').toUpperCase();
  const lines: InvoiceFeeLine[] = [];
  const lineRe = /^(.+?)\s+(-?[\d,]+\.\d{2})\s+0\s?%\s+0\.00\s+(-?[\d,]+\.\d{2})\s*$/gm;
  for (let m = lineRe.exec(t); m; m = lineRe.exec(t)) {
    if (/^total\b/i.test(m[1].trim())) continue;
    lines.push({ description: m[1].trim(), net: parseAmount(m[2])! });
  }
  if (!lines.length) throw new LuxInvoiceError('UNREADABLE', '无法从 PDF 中读出费用明细，请改为上传同一张发票的 CSV');
  const month = monthOf(periodStart, periodEnd, '发票');
  const net = lines.reduce((a, l) => a.plus(l.net), new Big(0)).toFixed(2);
  return { invoiceNumber, invoiceDate, periodStart, periodEnd, month, marketplace, country: countryOf(marketplace, '发票'), sellerName, sellerVat, currency, net, lines, source: 'pdf' };
}

/** Whether the bytes are a PDF protected by a password (its trailer names an `/Encrypt` dictionary). */
export function isEncryptedPdf(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 4096)));
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 1 << 20)));
  return /\/Encrypt\s+\d+\s+\d+\s+R/.test(tail) || /trailer[\s\S]*\/Encrypt\b/.test(head);
}

/** The refusal of a password-protected PDF. */
export const ENCRYPTED_MESSAGE = 'PDF 设有打开密码，无法读取。请在卖家平台重新下载未加密的发票，或改为上传同一张发票的 CSV';
