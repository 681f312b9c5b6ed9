/**
 * Return buckets: the rows of one return line (country or OSS × kind × rate × extra × currency)
 * summed in units, and the figures (value + rows) built from them. A row's amounts go into the
 * bucket in the return's currency where the row itself allows it (its own currency, or Amazon's
 * VAT_INV_CONVERTED_AMT in that currency); otherwise in the row's currency, converted when the
 * return is built (conversion.ts), per tax point where the return's exchange-rate rule asks for it.
 */
import { returnCurrency } from '../countries';
import { rateGroupDay } from '../fx-rules';
import { convertUnits, divRound, roundCents } from '../money';
import type { Figure, RowRef } from '../types';
import { kindCode } from './codes';
import { convertsPerTaxPoint, fxRuleOf, taxPointTag } from './conversion';
import { flushDetail } from './details';
import type { Engine } from './engine';
import { Bucket, Ref, type MRow } from './rows';
import { warn } from './warnings';

/**
 * Adds a row's `net` / `vat` (units, the row's currency) to the bucket of return `country`, line
 * `kind`, `rate` and `extra`, in `target` currency ('' = the return's currency at the period's end)
 * when the row allows it (own currency or VAT_INV_CONVERTED_AMT); XI goes to the GB return.
 */
export function emit(e: Engine, country: string, kind: string, rate: string, extra: string, m: MRow, net: number, vat: number, target = ''): void {
  const c = country === 'XI' ? 'GB' : country;
  const to = target || returnCurrency(c, e.to < 99999999 ? e.to : m.date);
  let cur = m.cur || to;
  if (cur !== to && m.convCur === to) {
    // Amazon's own conversion. In real files VAT_INV_CONVERTED_AMT is the VAT amount converted
    // (legacy: 8.60 EUR VAT -> 36.74 PLN at 4.27), VAT_INV_EXCHANGE_RATE the rate used.
    if (m.convRate) {
      net = convertUnits(net, m.convRate);
      const own = convertUnits(vat, m.convRate);
      if (!Number.isNaN(m.conv) && vat !== 0 && Math.abs(m.conv - own) > 500) {
        warn(e, 'AMOUNT_INCONSISTENT', 'conv', '亚马逊换算后的税额 VAT_INV_CONVERTED_AMT 与 税额 × VAT_INV_EXCHANGE_RATE 不一致：已采用亚马逊换算值，请核对', m.ref);
      }
      vat = !Number.isNaN(m.conv) && vat !== 0 ? m.conv : own;
      cur = to;
    } else if (!Number.isNaN(m.conv) && vat !== 0) {
      net = roundCents(divRound(net * m.conv, vat));
      vat = m.conv;
      cur = to;
    }
  }
  if (cur !== to && target === '' && convertsPerTaxPoint(e, c)) {
    const t = taxPointTag(e, rateGroupDay(fxRuleOf(e, c), m.date));
    extra = extra === '' ? t : `${extra}${t}`;
  }
  addToBucket(e, c, kind, rate, extra, cur, net, vat, m.ref);
}

/** Adds amounts (units) and row `r` to the bucket (country, kind, rate, extra, currency), made on first use. */
function addToBucket(e: Engine, country: string, kind: string, rate: string, extra: string, cur: string, net: number, vat: number, r: RowRef): void {
  // fast index: a numeric code of (country, kind, rate, currency) instead of a joined string per row
  const ic = e.ids.of(country);
  const ik = kindCode(kind) || 16 + e.ids.of(kind);
  let ir = e.lastRateId;
  if (rate !== e.lastRate) {
    ir = e.lastRateId = e.ids.of(rate);
    e.lastRate = rate;
  }
  const iu = e.ids.of(cur);
  // a small integer (no boxed number per row) while the ids stay below 128 (they do: a few dozen strings)
  const code = ic < 128 && ik < 128 && ir < 128 && iu < 128 ? ((ic * 128 + ik) * 128 + ir) * 128 + iu : -1;
  let b: Bucket | undefined;
  if (code >= 0) b = extra === '' ? e.bucketIdx.get(code) : e.bucketIdxX.get(code)?.get(extra);
  if (!b) b = bucketFor(e, country, kind, rate, extra, cur, code);
  b.net += net;
  b.vat += vat;
  b.count++;
  if (e.primary) b.prim++;
  if (b.refs.length < e.cap) {
    b.refs.push(r);
    flushDetail(e, r);
  }
}

/** The bucket of the key, made (and listed under its country, in creation order) when new; indexed by `code` when it has one (≥ 0). */
function bucketFor(e: Engine, country: string, kind: string, rate: string, extra: string, cur: string, code: number): Bucket {
  const key = [country, kind, rate, extra, cur].join('|');
  let b = e.buckets.get(key);
  if (!b) {
    e.buckets.set(key, (b = new Bucket(country, kind, rate, extra, cur)));
    const l = e.bucketsOf.get(country);
    if (l) l.push(b);
    else e.bucketsOf.set(country, [b]);
  }
  if (code >= 0) {
    if (extra === '') e.bucketIdx.set(code, b);
    else {
      let x = e.bucketIdxX.get(code);
      if (!x) e.bucketIdxX.set(code, (x = new Map()));
      x.set(extra, b);
    }
  }
  return b;
}

/** The buckets of `country` (or `OSS`) in creation order (do not modify the array). */
export function countryBuckets(e: Engine, country: string): readonly Bucket[] {
  return e.bucketsOf.get(country) ?? [];
}

/** A figure of `value` over the same rows as `f` (a copy of its row list: the two figures stay independent). */
export function sameRows(value: string, f: Figure): Figure {
  const g: Figure = { value, rows: f.rows.slice(), rowCount: f.rowCount };
  if (f.rowsTruncated) g.rowsTruncated = true;
  return g;
}

/** A figure of `value` over the distinct rows of the buckets `parts` (the first `cap` references; `rowCount` all of them). */
export function figure(e: Engine, value: string, parts: readonly Bucket[]): Figure {
  if (parts.length <= 1) {
    // one bucket: its refs are distinct rows already (a row adds to a bucket once)
    const p = parts[0];
    const f: Figure = { value, rows: p ? p.refs.slice(0, e.cap) : [], rowCount: p ? p.count : 0 };
    if (f.rows.length < f.rowCount && f.rows.length >= e.cap) f.rowsTruncated = true;
    return f;
  }
  const rows: RowRef[] = [];
  // distinct rows (one RowRef object per row, MRow.ref): a fresh mark per figure on the engine's
  // references, a Set for any other
  const mark = ++e.figureMark;
  let seen: Set<RowRef> | null = null;
  let count = 0;
  // index loops here and in the return builders (issue #25): the result is built once, mostly before the
  // optimising compiler has these functions, and an unoptimised for-of makes an object per step
  for (let x = 0; x < parts.length; x++) {
    const p = parts[x];
    count += p.count;
    const refs = p.refs;
    for (let y = 0; y < refs.length; y++) {
      const r = refs[y];
      if (rows.length >= e.cap) break;
      if (r instanceof Ref) {
        if (!r.mark(mark)) continue;
      } else {
        seen ??= new Set();
        if (seen.has(r)) continue;
        seen.add(r);
      }
      rows.push(r);
    }
  }
  const f: Figure = { value, rows, rowCount: count };
  if (rows.length < count && rows.length >= e.cap) f.rowsTruncated = true;
  return f;
}
