/**
 * Intra-EU distance sales of goods (T5; VAT Directive Art. 33(a)): taxed where the goods arrive —
 * in the OSS return from the seller's OSS registration (Art. 369a-369k; figures/oss.ts), in the
 * arrival state's own return before it (line `distance`) — unless the seller is established in one
 * member state, dispatches from it and its EU cross-border consumer sales stayed under EUR 10,000
 * (Art. 59c; threshold.ts): then they are domestic sales of the establishment state at its rates.
 * The EU_THRESHOLD_* warnings say which rule placed them when the seller did not answer, and when
 * this period alone passes the threshold.
 */
import { countryLabel } from '../../countries';
import { intToIso } from '../../dates';
import { convertUnits, fmt2 } from '../../money';
import { EU_THRESHOLD_UNITS } from '../../threshold';
import type { RowRef } from '../../types';
import { addRef } from '../details';
import type { Engine } from '../engine';
import type { Cls, MRow } from '../rows';
import { setWarning } from '../warnings';
import { placeOssSale } from './oss';

/** Places a T5 row: at origin (domestic, Art. 59c), in OSS, or in the arrival state's return. `saleDate` = a refund's linked sale date (0 = none). */
export function placeDistanceSale(e: Engine, m: MRow, cls: Cls, vat: number, rate: string, saleDate: number): boolean {
  if (cls.origin) return e.place.set(cls.d, 'domestic', rate, '', vat, '');
  if (cls.oss) return placeOssSale(e, m, cls, vat, rate, saleDate);
  return e.place.set(cls.a, 'distance', rate, '', vat, '');
}

/**
 * Tracks a distance sale dispatched from the establishment state (Art. 59c): where the
 * threshold plan put it (origin / arrival state) for the EU_THRESHOLD_* warnings, and the net of
 * those kept at origin (by currency) to see whether this period alone passes EUR 10,000.
 */
export function trackThreshold(e: Engine, m: MRow, cls: Cls, net: number, r: RowRef): void {
  if (cls.origin) {
    addRef(e, e.thrOrigin, r);
    e.thrNet.set(m.cur, (e.thrNet.get(m.cur) ?? 0) + net);
  } else addRef(e, e.thrDest, r);
}

/** EU_THRESHOLD_* warnings (Art. 59c; threshold.ts) from the distance sales dispatched from the establishment state; `from` / `to` the period (YYYYMMDD). */
export function thresholdWarnings(e: Engine, from: number, to: number): void {
  const p = e.plan;
  const n = e.thrOrigin.count + e.thrDest.count;
  if (p.mode === 'none' || n === 0) return;
  const est = countryLabel(p.establishment);
  if (p.mode === 'crossing' && p.assumed && from < p.since && p.since <= to) {
    const since = intToIso(p.since);
    setWarning(e, 'EU_THRESHOLD_ASSUMED', {
      code: 'EU_THRESHOLD_ASSUMED',
      message: `卖家设立于 ${est}，但未填写其欧盟跨境 B2C 销售是否低于 10,000 欧元阈值（增值税指令第 59c 条）；OSS 自 ${since} 起生效、落在申报期内，因此假定阈值在 ${since} 被超过：此前自 ${p.establishment} 发往其他欧盟国家的 ${e.thrOrigin.count} 行远程销售按 ${p.establishment} 境内销售（${p.establishment} 税率）计入 ${p.establishment} 申报，自该日起的 ${e.thrDest.count} 行按到达国征税（OSS）。如与实际不符，请在基础资料中填写阈值情况（是否低于阈值、超过阈值的日期、是否选择在到达国纳税）后重新计算`,
      count: e.thrOrigin.count,
      refs: e.thrOrigin.refs,
      country: p.establishment,
    });
  } else if (p.mode === 'amazon') {
    const refs = [...e.thrOrigin.refs, ...e.thrDest.refs].slice(0, e.cap);
    setWarning(e, 'EU_THRESHOLD_UNANSWERED', {
      code: 'EU_THRESHOLD_UNANSWERED',
      message: `卖家设立于 ${est}，有 ${n} 行自 ${p.establishment} 发往其他欧盟国家的 B2C 远程销售，但未填写是否低于 10,000 欧元阈值（增值税指令第 59c 条）：暂按亚马逊的计税国处理（${e.thrOrigin.count} 行按 ${p.establishment} 境内销售，${e.thrDest.count} 行按到达国征税）。低于阈值且未选择到达国纳税时，这些销售应在 ${p.establishment} 按其税率申报；请在基础资料中填写后重新计算`,
      count: n,
      refs,
      country: p.establishment,
    });
  }
  if ((p.mode === 'origin' || p.mode === 'crossing') && e.thrOrigin.count > 0) {
    let eur = 0;
    for (const [cur, units] of e.thrNet) {
      // a check, not a figure: the rate is not listed in exchangeRates; without one the currency is left out
      const q = !cur || cur === 'EUR' ? { rate: '1' } : e.provider.rate(cur, 'EUR', intToIso(to));
      if (q) eur += convertUnits(units, q.rate);
    }
    if (eur > EU_THRESHOLD_UNITS) {
      setWarning(e, 'EU_THRESHOLD_EXCEEDED', {
        code: 'EU_THRESHOLD_EXCEEDED',
        message: `本期按 ${est} 境内销售计入的跨境 B2C 远程销售不含税合计约 ${fmt2(eur)} EUR，已超过 10,000 欧元阈值（增值税指令第 59c 条）：超过阈值的那笔销售起应在到达国纳税（OSS 或当地申报）。请核实阈值情况，并填写超过阈值的日期后重新计算`,
        count: e.thrOrigin.count,
        refs: e.thrOrigin.refs,
        country: p.establishment,
      });
    }
  }
}
