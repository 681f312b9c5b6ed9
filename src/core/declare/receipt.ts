/**
 * A submission receipt as a seller reads it (issue #19): times in the seller's local time in Chinese
 * date format, and the fields of the authority that received the return (HMRC's field names only on
 * a UK return). Pure, relative imports only.
 */
import type { DeclareReceipt } from './types';

/** Time zone of our sellers (China): receipts and history show their local time. */
export const SELLER_TIME_ZONE = 'Asia/Shanghai';

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
export interface ReceiptField {
  key: string;
  value: string;
  id: string;
}

/**
 * Name of the authority's reference by country (locale key `declare.receipt.ref.<country>`): DE
 * ELSTER Transferticket, FR accusé de réception, IT protocollo telematico, ES CSV, PL UPO, CZ podací
 * číslo, NL ontvangstbevestiging, AT FinanzOnline, SE kvittens, BE Intervat; others generic.
 */
export const RECEIPT_REF_COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'AT', 'SE', 'BE'];

/**
 * The fields of `r` for a return filed in `country`: GB shows HMRC's MTD answer (processing date,
 * form bundle number, charge reference, payment indicator, Receipt-ID); another country its own
 * reference under its own name and the time it was received. Times through {@link formatLocalTime}.
 */
export function receiptFields(country: string, r: DeclareReceipt): ReceiptField[] {
  const when = { key: 'declare.receipt.processingDate', value: formatLocalTime(r.processingDate), id: 'receipt-time' };
  if (country === 'GB') {
    return [
      when,
      { key: 'declare.receipt.formBundleNumber', value: r.formBundleNumber, id: 'form-bundle' },
      ...(r.chargeRefNumber ? [{ key: 'declare.receipt.chargeRefNumber', value: r.chargeRefNumber, id: 'charge-ref' }] : []),
      ...(r.paymentIndicator ? [{ key: 'declare.receipt.paymentIndicator', value: r.paymentIndicator, id: 'payment-indicator' }] : []),
      { key: 'declare.receipt.receiptId', value: r.receiptId, id: 'receipt-id' },
    ];
  }
  const ref = RECEIPT_REF_COUNTRIES.includes(country) ? `declare.receipt.ref.${country}` : 'declare.receipt.ref.other';
  return [when, { key: ref, value: r.formBundleNumber, id: 'receipt-ref' }];
}
