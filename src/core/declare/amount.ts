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
 * A return built with its form (`withLayout` of ./layouts.ts: the mock's returns) is read as it
 * is: its form is computed once, where the return is built (issue #32).
 */
import Big from 'big.js';
import { layoutInputFromDeclare, returnLayout, type LayoutEcslLine, type ReturnLayout } from './layouts';
import type { LineKind } from '../vat/types';

/** What {@link amountDue} reads of a return (a `DeclareReturn`): its form when built with one, else its lines. */
interface AmountDueReturn {
  currency: string;
  lines?: { kind?: LineKind; rate: string | null; net: string; vat: string }[];
  ecsl?: LayoutEcslLine[];
  totals: { payable: string };
  layout?: ReturnLayout | null;
}

/**
 * The amount due of `ret` for a declaration of `country` over the period starting `periodStart`
 * (`YYYY-MM-DD`) at `frequency`: the form's payable box (see the file docstring), two decimals —
 * `ret.layout`'s when the return carries its form, else the form filled from its lines here.
 */
export function amountDue(country: string, ret: AmountDueReturn, period: { frequency: 'monthly' | 'quarterly' | 'annual'; periodStart: string }): string {
  const layout = ret.layout !== undefined ? ret.layout : ret.lines ? returnLayout(layoutInputFromDeclare(ret, country, period)) : null;
  return new Big(layout ? layout.totals.payable : ret.totals.payable).toFixed(2);
}
