/**
 * The OSS return (Union scheme; VAT Directive Art. 369a-369k): distance sales of goods taxed in
 * the member state of consumption, declared quarterly (Art. 364) in EUR at the ECB rate of the
 * quarter's last day (Art. 366(2)), one line per (consumption country, dispatch country, rate).
 * A refund of a sale declared in an earlier quarter is a correction of that quarter (Art. 369i;
 * Implementing Regulation 282/2011 Art. 61(1)), not a negative line of this one.
 */
import { intToIso, quarterEnd, quarterLabel, quarterOf, quarterStart } from '../../dates';
import { fmt2, roundCents } from '../../money';
import type { OssReturn } from '../../types';
import { countryBuckets, figure } from '../buckets';
import { code26 } from '../codes';
import { convertBucket } from '../conversion';
import type { Engine } from '../engine';
import { periodFrom, periodTo } from '../period';
import type { Bucket, Cls, MRow } from '../rows';
import { warn } from '../warnings';

/** `${a}>${d}`: the route of an OSS line (consumption > dispatch), cached when both are two-letter codes or empty (no new string per row). */
function ossRoute(e: Engine, a: string, d: string): string {
  const ia = code26(a);
  const id = code26(d);
  if (ia < 0 || id < 0) return `${a}>${d}`;
  const k = ia * 677 + id;
  let v = e.routes.get(k);
  if (v === undefined) e.routes.set(k, (v = `${a}>${d}`));
  return v;
}

/**
 * Places a T5 row in OSS (EUR): a line of its route and rate, or — a refund whose linked sale
 * (`saleDate`, 0 = none) is in an earlier quarter — a correction of that quarter. The quarter is
 * asked of every row (the sales' too): the refunds, handled after all sales, find this call
 * compiled rather than throwing the optimised row code away (issue #25).
 */
export function placeOssSale(e: Engine, m: MRow, cls: Cls, vat: number, rate: string, saleDate: number): boolean {
  const sq0 = quarterOf(saleDate > 0 ? saleDate : m.date);
  const sq = saleDate > 0 ? sq0 : 0;
  const q = quarterOf(m.date);
  const linked = sq > 0;
  const earlier = sq < q;
  if (m.refund && linked && earlier) return e.place.set('OSS', 'corr', '', `${sq}>${cls.a}`, vat, 'EUR');
  return e.place.set('OSS', 'oss', rate, ossRoute(e, cls.a, cls.d), vat, 'EUR');
}

/** The OSS return of the period (see the module comment); a period that is not one calendar quarter is warned (PERIOD_MISMATCH: for reference only). */
export function buildOss(e: Engine): OssReturn {
  const from = periodFrom(e);
  const to = periodTo(e);
  const qEnd = quarterEnd(quarterOf(to));
  if (from !== quarterStart(quarterOf(from)) || to !== quarterEnd(quarterOf(from))) {
    warn(e, 'PERIOD_MISMATCH', 'ossq', `OSS 按季度申报，但所选期间 ${intToIso(from)} 至 ${intToIso(to)} 不是一个完整的自然季度：OSS 结果仅供参考`, null);
  }
  const lines = new Map<string, { a: string; d: string; rate: string; net: number; vat: number; parts: Bucket[] }>();
  const corr = new Map<string, { q: number; a: string; net: number; vat: number; parts: Bucket[] }>();
  for (const b of countryBuckets(e, 'OSS')) {
    if (b.kind === 'oss') {
      const c = convertBucket(e, b, 'EUR', qEnd, 'OSS');
      if (!c) continue;
      const [a, d] = b.extra.split('>');
      const k = `${a}|${d}|${b.rate}`;
      let l = lines.get(k);
      if (!l) lines.set(k, (l = { a, d, rate: b.rate, net: 0, vat: 0, parts: [] }));
      l.net += c.net;
      l.vat += c.vat;
      l.parts.push(b);
    } else {
      const [qs, a] = b.extra.split('>');
      const q = Number(qs);
      const c = convertBucket(e, b, 'EUR', quarterEnd(q), `OSS ${quarterLabel(q)} 更正`);
      if (!c) continue;
      const k = `${q}|${a}`;
      let l = corr.get(k);
      if (!l) corr.set(k, (l = { q, a, net: 0, vat: 0, parts: [] }));
      l.net += c.net;
      l.vat += c.vat;
      l.parts.push(b);
    }
  }
  const ls = [...lines.values()].sort((p, q) => (p.a + p.d + p.rate < q.a + q.d + q.rate ? -1 : 1));
  const cs = [...corr.values()].sort((p, q) => p.q - q.q || (p.a < q.a ? -1 : 1));
  const vat = ls.reduce((s, l) => s + roundCents(l.vat), 0);
  const cvat = cs.reduce((s, l) => s + roundCents(l.vat), 0);
  return {
    currency: 'EUR',
    memberStateOfIdentification: e.opts.oss?.memberState?.toUpperCase() ?? null,
    period: { from: intToIso(from), to: intToIso(to) },
    lines: ls.map((l) => ({
      consumptionCountry: l.a,
      dispatchCountry: l.d,
      rate: l.rate,
      net: figure(e, fmt2(l.net), l.parts),
      vat: figure(e, fmt2(l.vat), l.parts),
    })),
    corrections: cs.map((l) => ({
      period: quarterLabel(l.q),
      consumptionCountry: l.a,
      net: figure(e, fmt2(l.net), l.parts),
      vat: figure(e, fmt2(l.vat), l.parts),
    })),
    totals: { vat: fmt2(vat), correctionsVat: fmt2(cvat), payable: fmt2(vat + cvat) },
  };
}
