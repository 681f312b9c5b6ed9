/**
 * Returns with figures that were not asked for (issue #13 "Nothing left out"): per country (or
 * OSS) the net and VAT of every bucket that return would hold, converted as the return would be
 * (OSS: at each quarter's end, EUR; a country's taxed lines with the tax from the converted base),
 * with one UNCHOSEN_RETURN warning per country. Empty when every return was computed.
 */
import { countryLabel, returnCurrency } from '../../countries';
import { quarterEnd, quarterLabel, quarterOf } from '../../dates';
import { fmt2, roundCents } from '../../money';
import type { UnchosenReturn } from '../../types';
import { figure } from '../buckets';
import { convertBucket, lineVat } from '../conversion';
import type { Engine } from '../engine';
import { periodTo } from '../period';
import type { Bucket } from '../rows';
import { setWarning } from '../warnings';

/** A bucket of return `c` converted as that return would convert it (see the module comment), or null without a rate. */
function convertAsItsReturn(e: Engine, b: Bucket, c: string, cur: string, to: number): { net: number; vat: number } | null {
  if (c !== 'OSS') return convertBucket(e, b, cur, to, c);
  if (b.kind === 'oss') return convertBucket(e, b, 'EUR', quarterEnd(quarterOf(to)), 'OSS');
  return convertBucket(e, b, 'EUR', quarterEnd(Number(b.extra.split('>')[0])), `OSS ${quarterLabel(Number(b.extra.split('>')[0]))} 更正`);
}

/** The returns not chosen (`chosen`: the returns computed; ISO-2 codes and `OSS`), with their warnings. */
export function buildUnchosen(e: Engine, chosen: Set<string>): UnchosenReturn[] {
  const to = periodTo(e);
  const by = new Map<string, Bucket[]>();
  for (const b of e.buckets.values()) {
    if (chosen.has(b.country)) continue;
    let l = by.get(b.country);
    if (!l) by.set(b.country, (l = []));
    l.push(b);
  }
  const out: UnchosenReturn[] = [];
  const keys = [...by.keys()].sort((p, q) => (p === 'OSS' ? 1 : q === 'OSS' ? -1 : p < q ? -1 : 1));
  for (const c of keys) {
    const cur = c === 'OSS' ? 'EUR' : returnCurrency(c, to);
    let net = 0;
    let vat = 0;
    const parts: Bucket[] = [];
    const rated = new Map<string, { b: Bucket; net: number; vat: number }[]>();
    for (const b of by.get(c) ?? []) {
      const cv = convertAsItsReturn(e, b, c, cur, to);
      if (!cv) continue;
      net += cv.net;
      parts.push(b);
      if (c !== 'OSS' && (b.kind === 'domestic' || b.kind === 'distance' || b.kind === 'acquisition')) {
        // the VAT the return's line would show (tax from the base: lineVat)
        const k = `${b.kind}|${b.rate}`;
        let g = rated.get(k);
        if (!g) rated.set(k, (g = []));
        g.push({ b, ...cv });
      } else vat += cv.vat;
    }
    for (const g of rated.values()) vat += roundCents(lineVat(g, g[0].b.rate, g[0].b.kind, cur));
    const fn = figure(e, fmt2(net), parts);
    if (fn.rowCount === 0) continue;
    const u: UnchosenReturn = { country: c, currency: cur, rowCount: fn.rowCount, net: fn, vat: figure(e, fmt2(vat), parts) };
    out.push(u);
    const name = c === 'OSS' ? 'OSS 申报' : `${countryLabel(c)} 申报`;
    setWarning(e, `UNCHOSEN_RETURN|${c}`, {
      code: 'UNCHOSEN_RETURN',
      message: `${u.rowCount} 行属于未选择的${name}（不含税 ${u.net.value} ${cur}，税额 ${u.vat.value} ${cur}）：这些行不在所选申报中，请确认是否需要一并申报（加入 ${c} 后重新计算）`,
      count: fn.rowCount,
      refs: fn.rows,
      country: c,
    });
  }
  return out;
}
