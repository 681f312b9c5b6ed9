/**
 * Marketplace-collected sales (T1; VAT Directive Art. 14a(2), 136a; VATA 1994 s.5A): the VAT the
 * marketplace accounted for, per scheme and currency (result.marketplaceCollected — never summed
 * across currencies, not the seller's to declare), and the seller's own supply to the marketplace
 * where it belongs in a return: a seller established outside the departure state and outside the
 * EU supplies the marketplace from that state (a VAT-free line `marketplaceSupply` of its return,
 * Art. 136a; UK Sch. 8 Group 21); a UK_VOEC-IMPORT consignment (≤ GBP 135) shipped from the EU
 * leaves the UK return and is an export of the departure state.
 */
import { EU_COUNTRIES, isEuVatArea } from '../../countries';
import type { MarketplaceCollected } from '../../types';
import { fmt2 } from '../../money';
import type { Engine } from '../engine';
import type { Cls, MRow } from '../rows';

/** Adds a T1 row to the marketplace-collected totals and places its supply to the marketplace (see the module comment); false = no line. */
export function placeMarketplaceCollected(e: Engine, m: MRow, cls: Cls, gross: number, vat: number): boolean {
  const scheme = m.scheme || '(空)';
  let byCur = e.mpcIdx.get(scheme);
  if (!byCur) e.mpcIdx.set(scheme, (byCur = new Map()));
  let a = byCur.get(m.cur);
  if (!a) {
    a = { scheme, currency: m.cur, gross: 0, vat: 0, count: 0 };
    byCur.set(m.cur, a);
    e.mpc.set(`${scheme}|${m.cur}`, a);
  }
  a.gross += gross;
  a.vat += Number.isNaN(vat) ? 0 : vat;
  a.count++;
  const d = cls.d;
  const outside = !EU_COUNTRIES.has(e.est) && e.est !== d && !(e.est === 'GB' && d === 'XI');
  if (d && outside && (isEuVatArea(d, m.date) || d === 'GB') && m.scheme !== 'UK_VOEC-IMPORT') return e.place.set(d, 'marketplaceSupply', '', '', 0, '');
  // consignment ≤ GBP 135 shipped from the EU: out of the UK return; an export from the departure country
  if (d && outside && m.scheme === 'UK_VOEC-IMPORT' && isEuVatArea(d, m.date)) return e.place.set(d, 'export', '', '', 0, '');
  return false;
}

/** The marketplace-collected totals as the result lists them (by scheme and currency). */
export function marketplaceCollectedOf(e: Engine): MarketplaceCollected[] {
  return [...e.mpc.values()]
    .sort((p, q) => (p.scheme + p.currency < q.scheme + q.currency ? -1 : 1))
    .map((a) => ({ scheme: a.scheme, currency: a.currency, gross: fmt2(a.gross), vat: fmt2(a.vat), rowCount: a.count }));
}
