/**
 * Intra-EU supplies (T3; VAT Directive Art. 138(1)) and the EC Sales List (Art. 262-264): a sale to
 * a business with a VAT number in another member state is exempt in the departure state (line
 * `intraEuSupply`) and listed per customer VAT number. Transfers of own goods (Art. 17, 138(2)(c);
 * figures/transfers.ts) are listed too, under the seller's own VAT number in the arrival state.
 */
import type { EcslLine } from '../../types';
import { fmt2 } from '../../money';
import { figure } from '../buckets';
import { ecslParts } from '../codes';
import type { Engine } from '../engine';
import type { Bucket, Cls, ConvBucket } from '../rows';

/**
 * Places a T3 row: the departure state's intra-EU supplies, keyed by the customer. Customer country:
 * the number's own; an encrypted value (> 16 characters) has none: the arrival country. A flat
 * string (join): a concatenation would be a rope, copied out again on every hash and search.
 */
export function placeIntraEuSupply(e: Engine, cls: Cls): boolean {
  const extra = ['goods', cls.buyer, cls.buyerCountry || (cls.buyer.length <= 16 ? cls.buyer.slice(0, 2) : cls.a)].join('|');
  return e.place.set(cls.d, 'intraEuSupply', '', extra, 0, '');
}

/**
 * The EC Sales List of a return from its intra-EU supply buckets (amounts in the return's
 * currency): one line per (kind, customer VAT number) in first-seen order, then sorted by number;
 * a transfer's customer is the seller's own VAT number in the arrival state (or a Chinese note
 * that it has none). A function of its own (issue #25): the loop over 5,000 customers' buckets is
 * compiled on its own, not as part of the whole return.
 */
export function ecslLines(e: Engine, supplies: ConvBucket[]): EcslLine[] {
  type EcslAcc = { customerVat: string; customerCountry: string; kind: EcslLine['kind']; v: number; parts: Bucket[] };
  const ecsl: EcslAcc[] = [];
  const ecslBy = new Map<string, Map<string, EcslAcc>>();
  for (let x = 0; x < supplies.length; x++) {
    const c = supplies[x];
    // extra = `<goods|transfer>|<customer>|<country>[@<tax point>]` (placeIntraEuSupply, transfers)
    const { kind, who, cc } = ecslParts(c.b.extra);
    const vatNo = kind === 'transfer' ? e.sellerVat.get(who) ?? `${who}（卖家在该国无 VAT 号）` : who;
    let byNo = ecslBy.get(kind);
    if (!byNo) ecslBy.set(kind, (byNo = new Map()));
    let a = byNo.get(vatNo);
    if (!a) {
      a = { customerVat: vatNo, customerCountry: cc, kind: kind === 'transfer' ? 'transfer' : 'goods', v: 0, parts: [] };
      byNo.set(vatNo, a);
      ecsl.push(a);
    }
    a.v += c.net;
    a.parts.push(c.b);
  }
  // each line built whole (issue #25: an object spread per line cost about 3 µs; 10,000 customers)
  const out: EcslLine[] = [];
  for (let x = 0; x < ecsl.length; x++) {
    const a = ecsl[x];
    out.push({ customerVat: a.customerVat, customerCountry: a.customerCountry, kind: a.kind, value: figure(e, fmt2(a.v), a.parts) });
  }
  return out.sort((p, q) => (p.customerVat < q.customerVat ? -1 : 1));
}
