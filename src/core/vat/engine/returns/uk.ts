/**
 * The UK VAT return: HMRC's nine boxes (VAT Notice 700/12; MTD VAT API). Boxes 1-5 to the penny,
 * 6-9 whole pounds (pence dropped): box 1 output VAT (tax from the base per rate, VAT Notice 700
 * § 17.5; plus postponed import VAT), box 2 VAT on acquisitions from the EU (Northern Ireland),
 * box 3 = 1 + 2, box 4 input VAT (import VAT reclaimed, postponed import VAT, box 2), box 5 =
 * |3 − 4|, box 6 sales excluding VAT, box 7 purchases (acquisitions + postponed imports), box 8
 * supplies to the EU, box 9 acquisitions. HMRC's validation rules run before anything is shown
 * as final (checks.ts `checkUkReturn`).
 */
import { checkUkReturn } from '../../checks';
import { fmt2, fmtWhole, roundCents } from '../../money';
import type { CountryReturn, UkBoxes } from '../../types';
import { figure } from '../buckets';
import { taxByRate } from '../conversion';
import type { Engine } from '../engine';
import type { Bucket, ConvBucket } from '../rows';
import { warn } from '../warnings';
import type { ImportVat } from './country';

/** Σ of field `f` (units) over the converted buckets of `kinds`, with those buckets (the figure's parts). */
function sumOf(conv: ConvBucket[], kinds: string[], f: 'net' | 'vat'): { v: number; parts: Bucket[] } {
  let v = 0;
  const parts: Bucket[] = [];
  for (const c of conv) {
    if (!kinds.includes(c.b.kind)) continue;
    v += c[f];
    parts.push(c.b);
  }
  return { v, parts };
}

/** Fills `ret` with the nine boxes, totals and HMRC's checks (UK_RETURN_CHECK_FAILED when one fails); see the module comment. */
export function ukBoxes(e: Engine, ret: CountryReturn, conv: ConvBucket[], cur: string, x: ImportVat): void {
  const out = sumOf(conv, ['domestic', 'distance'], 'vat');
  const acqV = sumOf(conv, ['acquisition'], 'vat');
  // tax from the base (issue #20; VAT Notice 700 § 17.5): per rate, the net in pounds × the rate
  out.v = taxByRate(conv, ['domestic', 'distance'], cur);
  acqV.v = taxByRate(conv, ['acquisition'], cur);
  const b1 = roundCents(out.v) + roundCents(x.deferVat);
  const b2 = roundCents(acqV.v);
  const b3 = b1 + b2;
  const b4 = roundCents(x.deduct) + roundCents(x.deferVat) + b2;
  const b5 = Math.abs(b3 - b4);
  const sales = sumOf(conv, ['domestic', 'distance', 'reverseCharge', 'intraEuSupply', 'export', 'marketplaceSupply'], 'net');
  const acqN = sumOf(conv, ['acquisition'], 'net');
  const supEu = sumOf(conv, ['intraEuSupply'], 'net');
  const boxes: UkBoxes = {
    box1: figure(e, fmt2(b1), out.parts),
    box2: figure(e, fmt2(b2), acqV.parts),
    box3: figure(e, fmt2(b3), [...out.parts, ...acqV.parts]),
    box4: figure(e, fmt2(b4), acqV.parts),
    box5: figure(e, fmt2(b5), [...out.parts, ...acqV.parts]),
    box6: figure(e, fmtWhole(sales.v), sales.parts),
    box7: figure(e, fmtWhole(acqN.v + x.deferValue), acqN.parts),
    box8: figure(e, fmtWhole(supEu.v), supEu.parts),
    box9: figure(e, fmtWhole(acqN.v), acqN.parts),
  };
  ret.boxes = boxes;
  ret.totals = { outputVat: fmt2(b3), inputVat: fmt2(b4), payable: fmt2(b3 - b4) };
  // HMRC's validation before anything is shown as final (checks.ts)
  ret.checks = checkUkReturn(boxes);
  if (ret.checks.length) {
    warn(e, 'UK_RETURN_CHECK_FAILED', 'uk', `英国申报未通过 HMRC 校验（${ret.checks.map((c) => c.code).join('、')}）：${ret.checks.map((c) => c.message).join('；')}。请勿提交，请联系客服`, null, 'GB');
  }
}
