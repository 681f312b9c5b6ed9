/**
 * Domestic sales (VAT Directive Art. 2(1)(a), 31, 96): T6 sales to consumers and T4 sales to
 * businesses inside one country, taxed in that country at its rates (line `domestic`, by rate).
 * A T4 sale invoiced without VAT by a seller not established in the country is reverse-charged:
 * the buyer owes the VAT (Art. 194; line `reverseCharge`, VAT 0).
 */
import type { Engine } from '../engine';
import type { Cls } from '../rows';

/** Places a T4 row: reverse charge (VAT 0, seller not established there) or output VAT at `rate`. */
export function placeDomesticB2b(e: Engine, cls: Cls, vat: number, rate: string): boolean {
  if (vat === 0 && e.est !== cls.d) return e.place.set(cls.d, 'reverseCharge', '', '', 0, '');
  return e.place.set(cls.d, 'domestic', rate, '', vat, '');
}

/** Places a T6 row: output VAT at `rate` in its taxing country. */
export function placeDomesticSale(e: Engine, cls: Cls, vat: number, rate: string): boolean {
  return e.place.set(cls.taxCountry, 'domestic', rate, '', vat, '');
}
