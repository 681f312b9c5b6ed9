/**
 * A submission receipt as a seller reads it (issue #19): times in the seller's local time in Chinese
 * date format, and the fields of the authority that received the return, as the country's pack
 * declares them (`src/core/countries/<cc>.ts` `receipt`; HMRC's field names only on a UK return).
 * Pure, relative imports only.
 */
import { present, vatCountry, type ReceiptFieldDef } from '../countries';
import type { DeclareReceipt } from './types';

/** Time zone of our sellers (China): receipts and history show their local time. */
const SELLER_TIME_ZONE = 'Asia/Shanghai';

/**
 * A timestamp as `2026年11月25日 00:13:39（北京时间）`. Accepts ISO 8601 with a zone
 * (`2026-11-24T16:13:39.000Z`) or the API's `YYYY-MM-DD HH:mm:ss` (UTC, as the mock stores them).
 * Returns the input unchanged when it is not a date.
 */
export function formatLocalTime(value: string, timeZone = SELLER_TIME_ZONE): string {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const t = Date.parse(iso);
  if (!value || Number.isNaN(t)) return value;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(t))
      .map((p) => [p.type, p.value]),
  );
  const zone = timeZone === SELLER_TIME_ZONE ? '北京时间' : timeZone;
  return `${parts.year}年${Number(parts.month)}月${Number(parts.day)}日 ${parts.hour}:${parts.minute}:${parts.second}（${zone}）`;
}

/** One field of a receipt: the locale key of its label (`declare.receipt.*`), its value, and a test id. */
interface ReceiptField {
  key: string;
  value: string;
  id: string;
}

/** The receipt of a country without a declared one: the time received and the authority's reference under the generic name. */
const OTHER_RECEIPT: readonly ReceiptFieldDef[] = [
  { key: 'declare.receipt.processingDate', from: 'processingDate', id: 'receipt-time', time: true },
  { key: 'declare.receipt.ref.other', from: 'formBundleNumber', id: 'receipt-ref' },
];

/**
 * The fields of `r` for a return filed in `country`, as the country's pack declares them
 * (`receipt`): GB shows HMRC's MTD answer (processing date, form bundle number, charge reference,
 * payment indicator, Receipt-ID; the optional ones only when present); another country its own
 * reference under its own name and the time it was received; a country without a declared receipt
 * the time and `declare.receipt.ref.other`. Times through {@link formatLocalTime}.
 */
export function receiptFields(country: string, r: DeclareReceipt): ReceiptField[] {
  const pack = vatCountry(country);
  const defs = (pack && present(pack.receipt)) || OTHER_RECEIPT;
  return defs.flatMap((d) => {
    const raw = r[d.from];
    const value = raw === null || raw === undefined ? '' : String(raw);
    if (d.optional && !value) return [];
    return [{ key: d.key, value: d.time ? formatLocalTime(value) : value, id: d.id }];
  });
}
