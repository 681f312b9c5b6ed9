/**
 * The amount a return asks the seller to pay, as the tax office counts it (issue #19): the return's
 * own amount-due box, not the engine's raw `payable`. Pure, relative imports only.
 *
 * - IT: VP14 "IVA da versare", which for a quarterly payer's Q1–Q3 settlement includes the 1 %
 *   interest of VP12 (art. 7 DPR 542/1999; Agenzia Entrate "Paying VAT"): 415.00 + 4.15 = 419.15.
 * - NL, FR, PL, CZ, SE: the whole-unit total of the form as filed (NL rubriek 5g in whole euros).
 * - Every other country with a layout: its payable box; GB and countries without one: the
 *   engine's total.
 * Decimal strings in major units with two decimals (`"419.15"`, `"742.00"`), negative = refundable.
 */
import Big from 'big.js';
import { layoutInputFromDeclare, returnLayout, type LayoutEcslLine } from './layouts';
import type { LineKind } from '../vat/types';

/** What {@link amountDue} reads of a return (a `DeclareReturn`). */
interface AmountDueReturn {
  currency: string;
  lines?: { kind?: LineKind; rate: string | null; net: string; vat: string }[];
  ecsl?: LayoutEcslLine[];
  totals: { payable: string };
}

/**
 * The amount due of `ret` for a declaration of `country` over the period starting `periodStart`
 * (`YYYY-MM-DD`) at `frequency`: the form's payable box (see the file docstring), two decimals.
 */
export function amountDue(country: string, ret: AmountDueReturn, period: { frequency: 'monthly' | 'quarterly' | 'annual'; periodStart: string }): string {
  const layout = ret.lines ? returnLayout(layoutInputFromDeclare(ret, country, period)) : null;
  return new Big(layout ? layout.totals.payable : ret.totals.payable).toFixed(2);
}
