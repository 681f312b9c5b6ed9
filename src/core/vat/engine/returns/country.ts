/**
 * The return of one country (GB's nine boxes, an EU member state's lines by kind and rate with its
 * EC Sales List), from the country's buckets converted into its currency (conversion.ts), the
 * deemed-supply choice (national.ts DEEMED_SUPPLY_OPTIONAL) and the import VAT the seller entered
 * (deducts: import VAT paid to reclaim; defers: postponed import VAT, due and deductible).
 */
import { countryLabel, returnCurrency } from '../../countries';
import { intToIso } from '../../dates';
import { unitsOf } from '../../money';
import { DEEMED_SUPPLY_OPTIONAL } from '../../national';
import type { CountryReturn } from '../../types';
import { countryBuckets } from '../buckets';
import { convertBucket } from '../conversion';
import type { Engine } from '../engine';
import { periodFrom, periodTo } from '../period';
import type { ConvBucket } from '../rows';
import { euLines } from './eu';
import { ukBoxes } from './uk';

/** Import VAT entered beside the reports for one country (units, the return currency): reclaimed (`deduct`), postponed (`deferVat`, goods `deferValue`). */
export interface ImportVat {
  deduct: number;
  deferVat: number;
  deferValue: number;
}

/** The country entries without one name: the calculation's own country (`countryCode`, else its first chosen country but OSS). */
function primaryCountry(e: Engine): string | undefined {
  if (e.opts.countryCode) return e.opts.countryCode.toUpperCase();
  return (e.opts.countries ?? []).map((c) => c.toUpperCase()).find((c) => c !== 'OSS');
}

/** The import VAT of `country` from `VatOptions.deducts` / `defers` (unless `isDeduct` / `isDefer` is false). */
function importVatOf(e: Engine, country: string): ImportVat {
  const primary = primaryCountry(e);
  let deduct = 0;
  let deferVat = 0;
  let deferValue = 0;
  if (e.opts.isDeduct !== false) {
    for (const x of e.opts.deducts ?? []) if ((x.country ?? primary)?.toUpperCase() === country) deduct += unitsOf(x.amount);
  }
  if (e.opts.isDefer !== false) {
    for (const x of e.opts.defers ?? []) {
      if ((x.country ?? primary)?.toUpperCase() === country) {
        deferVat += unitsOf(x.vat);
        deferValue += unitsOf(x.value);
      }
    }
  }
  return { deduct, deferVat, deferValue };
}

/**
 * Whether `country`'s return leaves the deemed supplies to the marketplace out (the seller's choice
 * where the law allows it: national.ts DEEMED_SUPPLY_OPTIONAL); records the choice with a note on
 * how to switch it when the country has such supplies (result.deemedSupply).
 */
function deemedChoice(e: Engine, country: string): boolean {
  let has = false;
  for (const b of countryBuckets(e, country)) {
    if (b.kind === 'marketplaceSupply') {
      has = true;
      break;
    }
  }
  if (!has) return false;
  const asked = (e.opts.deemedSupplyOmit ?? []).some((c) => c.toUpperCase() === country);
  const optional = DEEMED_SUPPLY_OPTIONAL.has(country);
  const omit = asked && optional;
  const name = countryLabel(country);
  const note = omit
    ? `${name}申报未包含向平台（视同供应商）的供货（按卖家选择）；如需计入，请去掉 --deemed-supply ${country}:omit（或基础资料中的对应选项）后重新计算`
    : optional
      ? `${name}申报已包含向平台（视同供应商）的供货（不含平台代扣的增值税，默认做法）；${name}允许卖家不填报这部分供货，如需不计入，请加 --deemed-supply ${country}:omit 后重新计算`
      : `${name}申报须包含向平台（视同供应商）的供货（免税并保留抵扣权，不含平台代扣的增值税）${asked ? `：${name}不允许省略，已忽略不计入的选择` : ''}`;
  e.deemed.push({ country, included: !omit, optional, note });
  return omit;
}

/** The country's buckets in its currency `cur` at the period's end `to` (a bucket without a rate left out: FX_MISSING), the deemed supplies left out when chosen. */
function convertedBuckets(e: Engine, country: string, cur: string, to: number): ConvBucket[] {
  const conv: ConvBucket[] = [];
  const omitDeemed = deemedChoice(e, country);
  const all = countryBuckets(e, country);
  for (let x = 0; x < all.length; x++) {
    const b = all[x];
    if (omitDeemed && b.kind === 'marketplaceSupply') continue;
    // already in the return's currency (most buckets): no intermediate object
    if (b.currency === cur) {
      conv.push({ b, net: b.net, vat: b.vat });
      continue;
    }
    const c = convertBucket(e, b, cur, to, country);
    if (c) conv.push({ b, net: c.net, vat: c.vat });
  }
  return conv;
}

/** The return of `country` for the period (see the module comment). */
export function buildCountry(e: Engine, country: string): CountryReturn {
  const from = periodFrom(e);
  const to = periodTo(e);
  const cur = returnCurrency(country, to);
  const conv = convertedBuckets(e, country, cur, to);
  const x = importVatOf(e, country);
  const ret: CountryReturn = {
    country,
    currency: cur,
    period: { from: intToIso(from), to: intToIso(to) },
    totals: { outputVat: '0.00', inputVat: '0.00', payable: '0.00' },
  };
  if (country === 'GB') ukBoxes(e, ret, conv, cur, x);
  else euLines(e, ret, conv, cur, x);
  return ret;
}
