/**
 * Helpers for the VAT engine tests: build small hand-made VTR reports.
 * `vtr(rows)` writes a current-layout (95-column) CSV, quoted as Amazon does; each row is a
 * partial record by column name, with defaults for a plain VCS-calculated DE→DE sale.
 */
import { VTR_COLUMNS, LEGACY_COLUMNS } from '../../../src/core/vat/columns';
import { calculateVat, fromText, type VatOptions, type VatResult, type ReportInput } from '../../../src/core/vat';

export type Row = Partial<Record<(typeof VTR_COLUMNS)[number], string>>;

let seq = 0;

/** A row with defaults: SALE, AFN, DE→DE, EUR, date 15-03-2025, QTY 1. */
export function row(p: Row): Row {
  seq++;
  return {
    UNIQUE_ACCOUNT_IDENTIFIER: 'A1TEST',
    ACTIVITY_PERIOD: '2025-MAR',
    SALES_CHANNEL: 'AFN',
    MARKETPLACE: 'amazon.de',
    PROGRAM_TYPE: 'REGULAR',
    TRANSACTION_TYPE: 'SALE',
    TRANSACTION_EVENT_ID: `302-0000000-${String(seq).padStart(7, '0')}`,
    TRANSACTION_COMPLETE_DATE: '15-03-2025',
    SELLER_SKU: 'SKU-1',
    QTY: '1',
    TRANSACTION_CURRENCY_CODE: 'EUR',
    DEPARTURE_COUNTRY: p.SALE_DEPART_COUNTRY ?? 'DE',
    ARRIVAL_COUNTRY: p.SALE_ARRIVAL_COUNTRY ?? 'DE',
    SALE_DEPART_COUNTRY: 'DE',
    SALE_ARRIVAL_COUNTRY: 'DE',
    TAX_REPORTING_SCHEME: 'REGULAR',
    TAX_COLLECTION_RESPONSIBILITY: 'SELLER',
    ...p,
  };
}

/** A VCS-calculated money row: net, VAT and gross given as Amazon writes them. */
export function calc(net: string, vat: string, gross: string, rate: string, p: Row = {}): Row {
  return row({
    TAX_CALCULATION_DATE: p.TRANSACTION_COMPLETE_DATE ?? '15-03-2025',
    TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: net,
    TOTAL_ACTIVITY_VALUE_VAT_AMT: vat,
    TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: gross,
    PRICE_OF_ITEMS_VAT_RATE_PERCENT: rate,
    ...p,
  });
}

/** A non-VCS money row: only the VAT-inclusive amount. */
export function incl(gross: string, p: Row = {}): Row {
  return row({ TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: gross, ...p });
}

function quote(v: string): string {
  if (v === '') return '';
  return `"${v.replace(/"/g, '""')}"`;
}

/** Current-layout CSV text (or legacy tab layout with `legacy: true`). */
export function vtr(rows: Row[], o: { legacy?: boolean; delimiter?: string; bom?: boolean; crlf?: boolean } = {}): string {
  const cols = o.legacy ? LEGACY_COLUMNS : (VTR_COLUMNS as readonly string[]);
  const d = o.delimiter ?? (o.legacy ? '\t' : ',');
  const nl = o.crlf || o.legacy ? '\r\n' : '\n';
  const lines = [cols.join(d)];
  for (const r of rows) {
    const vals = cols.map((c) => (r as Record<string, string>)[c] ?? '');
    lines.push(o.legacy ? vals.join(d).replace(/\t+$/, '') : vals.map((v) => quote(v)).join(d));
  }
  return (o.bom ? '\uFEFF' : '') + lines.join(nl) + nl;
}

/** Runs the engine on in-memory reports (small chunks to exercise chunk borders). */
export function run(files: Record<string, string> | ReportInput[], opts: VatOptions = {}, chunk = 97): Promise<VatResult> {
  const inputs = Array.isArray(files) ? files : Object.entries(files).map(([n, t]) => fromText(n, t, chunk));
  return calculateVat(inputs, opts);
}

/** The line of a country's return by kind and rate. */
export function line(r: VatResult, country: string, kind: string, rate: string | null = null) {
  const ret = r.returns.find((x) => x.country === country);
  return ret?.lines?.find((l) => l.kind === kind && (rate === null || l.rate === rate));
}
