/**
 * Rows saved from a template import (issue #12: `/user/declare/my-declare/temporaryDataSet` →
 * `batch-save`) as input of the VAT engine, so a declaration's calculation counts them with its
 * Amazon reports (the mock's `tax-calculate` runs this; nothing is summed by hand):
 *
 * - **sales** (`platform`: another marketplace, `own-site`: the seller's own shop) become one more
 *   report in Amazon's VAT transactions layout (the 95 columns of the current layout,
 *   `VTR_COLUMNS`): each row a domestic supply by the seller in the declaration's country — the
 *   seller collects the VAT (`TAX_COLLECTION_RESPONSIBILITY` SELLER, not a deemed supplier),
 *   departure = arrival = taxable jurisdiction = that country, the seller's VAT number there — with
 *   the row's net, VAT and rate, so the engine's own rules place it (vat-engine.md row rules; UK box
 *   1 and 6, the EU domestic return's rate lines). A negative net is a refund (`REFUND`). The
 *   row's document number is its `TRANSACTION_EVENT_ID`, so the drill-down names it.
 * - **purchases** (`purchase`) are input VAT: deducts (`VatOptions.deducts`) in the return's
 *   currency, a row in another currency converted with the engine's exchange rates at its date.
 */
import Big from 'big.js';
import type { ImportRowValues, ImportType } from './template';
import { VTR_COLUMNS } from '../vat/columns';
import { returnCurrency } from '../vat/countries';
import type { ExchangeRateProvider } from '../vat/fx';
import type { DeductEntry } from '../vat/types';

/** A saved row: its values (normalised, see `normalizeRow`) and its import type. */
export type SavedImportRow = ImportRowValues & { type: ImportType };

/** The file name the imported sales go under in a calculation (shown with the reports). */
export const IMPORTED_SALES_FILE = '模板导入的销售.csv';

const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** `YYYY-MM-DD` → Amazon's `DD-MM-YYYY`. */
const amazonDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * The sales rows of `rows` as one VAT transactions report (CSV text, header + a line per row), or
 * `null` when there are none. `country` is the declaration's (ISO-2), `vatNumber` the seller's number
 * there. Amounts are the rows' (major units, 2 decimals); rates are written as fractions (20 → 0.2).
 */
export function importedSalesReport(rows: readonly SavedImportRow[], ctx: { country: string; vatNumber: string }): { name: string; text: string } | null {
  const sales = rows.filter((r) => r.type !== 'purchase');
  if (!sales.length) return null;
  const country = ctx.country.toUpperCase();
  const lines = sales.map((r) => {
    const net = new Big(r.net);
    const vat = new Big(r.vat);
    const values: Partial<Record<(typeof VTR_COLUMNS)[number], string>> = {
      ACTIVITY_PERIOD: `${r.date.slice(0, 4)}-${r.date.slice(5, 7)}`,
      SALES_CHANNEL: 'MFN',
      MARKETPLACE: r.source,
      TRANSACTION_TYPE: net.lt(0) ? 'REFUND' : 'SALE',
      TRANSACTION_EVENT_ID: r.ref,
      ACTIVITY_TRANSACTION_ID: r.ref,
      TAX_CALCULATION_DATE: amazonDate(r.date),
      TRANSACTION_DEPART_DATE: amazonDate(r.date),
      TRANSACTION_COMPLETE_DATE: amazonDate(r.date),
      ITEM_DESCRIPTION: r.note,
      QTY: '1',
      TOTAL_PRICE_OF_ITEMS_AMT_VAT_EXCL: net.toFixed(2),
      TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: net.toFixed(2),
      PRICE_OF_ITEMS_VAT_RATE_PERCENT: new Big(r.rate).div(100).toString(),
      TOTAL_PRICE_OF_ITEMS_VAT_AMT: vat.toFixed(2),
      TOTAL_ACTIVITY_VALUE_VAT_AMT: vat.toFixed(2),
      TOTAL_PRICE_OF_ITEMS_AMT_VAT_INCL: net.plus(vat).toFixed(2),
      TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: net.plus(vat).toFixed(2),
      TRANSACTION_CURRENCY_CODE: r.currency,
      DEPARTURE_COUNTRY: country,
      ARRIVAL_COUNTRY: country,
      SALE_DEPART_COUNTRY: country,
      SALE_ARRIVAL_COUNTRY: country,
      SELLER_DEPART_VAT_NUMBER_COUNTRY: country,
      SELLER_DEPART_COUNTRY_VAT_NUMBER: ctx.vatNumber,
      TRANSACTION_SELLER_VAT_NUMBER_COUNTRY: country,
      TRANSACTION_SELLER_VAT_NUMBER: ctx.vatNumber,
      VAT_CALCULATION_IMPUTATION_COUNTRY: country,
      TAXABLE_JURISDICTION: country,
      TAX_REPORTING_SCHEME: 'REGULAR',
      TAX_COLLECTION_RESPONSIBILITY: 'SELLER',
    };
    return VTR_COLUMNS.map((c) => cell(values[c] ?? '')).join(',');
  });
  return { name: IMPORTED_SALES_FILE, text: `${VTR_COLUMNS.join(',')}\n${lines.join('\n')}\n` };
}

/**
 * The purchase rows of `rows` as deducts of the declaration's return: the row's VAT in the return's
 * currency (`returnCurrency(country, periodStart)`), converted at the row's date with `rates` when
 * the row is in another currency (2 decimals, half up).
 * @throws Error (Chinese) when no rate is known for a row's currency and date
 */
export function importedPurchaseDeducts(rows: readonly SavedImportRow[], ctx: { country: string; periodStart: string; rates: ExchangeRateProvider }): DeductEntry[] {
  const country = ctx.country.toUpperCase();
  const to = returnCurrency(country, Number(ctx.periodStart.replace(/-/g, '')));
  return rows
    .filter((r) => r.type === 'purchase')
    .map((r) => {
      let amount = new Big(r.vat);
      if (r.currency !== to) {
        const q = ctx.rates.rate(r.currency, to, r.date);
        if (!q) throw new Error(`没有 ${r.currency} 兑 ${to} 在 ${r.date} 的汇率，无法换算单据 ${r.ref} 的进项税`);
        amount = amount.times(q.rate);
      }
      return { country, amount: amount.round(2, Big.roundHalfUp).toFixed(2), note: `${r.source} ${r.ref}（模板导入）` };
    });
}
