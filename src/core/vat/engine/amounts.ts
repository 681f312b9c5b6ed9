/**
 * Row rule 2 of vat-engine.md: the net, VAT and gross of a money row in its own currency (units)
 * and its rate. Amazon's figures are taken as they are where Amazon calculated the VAT
 * (TAX_CALCULATION_DATE set) in the country the engine taxes the row in; otherwise the VAT is
 * derived from the VAT-inclusive amount at the taxing country's standard rate (per unit, rounded
 * half-up to the cent, then × QTY). Zero-rated and exempt rows carry no VAT; the deemed supplier's
 * supply to the marketplace is valued without the marketplace's VAT (Art. 14a(2), 136a; VATA 1994
 * s.5A, Sch. 8 Group 21; a refund by the same measure, Art. 90, VAT Regulations 1995 reg. 38).
 */
import { countryLabel } from '../countries';
import { divRound, SCALE } from '../money';
import { bpToFraction, standardRate, type StandardRate } from '../rates';
import type { RowRef } from '../types';
import type { Engine } from './engine';
import type { Cls, MRow } from './rows';
import { warn } from './warnings';

/** Sets the current row's amounts (units) and rate (basis points): no object per row. Returns true. */
function setAmounts(e: Engine, net: number, vat: number, gross: number, rateBp: number): true {
  e.aNet = net;
  e.aVat = vat;
  e.aGross = gross;
  e.aRate = rateBp;
  return true;
}

/** Whether the treatment is zero-rated or exempt with the right to deduct (T2 export, Art. 146; T3 intra-EU supply, Art. 138). */
function zeroRated(cls: Cls): boolean {
  return cls.t === 'T2' || cls.t === 'T3';
}

/**
 * A distance sale (T5) Amazon taxed in another country than the engine's place of taxation
 * (threshold: Art. 59c; e.g. Amazon charged the arrival state's VAT while the sale stays taxed in
 * the establishment state): its VAT is derived again from the VAT-inclusive amount at the
 * engine's country's rate (rule 2), not taken as Amazon gave it.
 */
export function jurDiffers(m: MRow, cls: Cls): boolean {
  return cls.t === 'T5' && m.jur !== '' && m.jur !== cls.taxCountry;
}

/** Records a standard rate the engine applied (result.ratesUsed). */
export function noteRateUsed(e: Engine, sr: StandardRate): void {
  if (e.ratesSeen.has(sr)) return;
  e.ratesSeen.add(sr);
  const k = `${sr.country}|${sr.fraction}|${sr.validFrom}`;
  if (!e.ratesUsed.has(k)) e.ratesUsed.set(k, { country: sr.country, rate: sr.fraction, validFrom: sr.validFrom, source: sr.source });
}

/** A rate in basis points as the fraction string Amazon writes (`bpToFraction`), cached. */
export function rateFraction(e: Engine, bp: number): string {
  let f = e.fractions.get(bp);
  if (f === undefined) {
    f = bpToFraction(bp);
    if (e.fractions.size < 1000) e.fractions.set(bp, f);
  }
  return f;
}

/**
 * Rule 2: the amounts of a money row in its own currency (e.aNet, aVat, aGross, aRate); false when
 * the row has no amount at all. `rateOverride` = the linked sale's rate for a refund (rule 3), -1 =
 * none. See the module comment for the cases.
 */
export function rowAmounts(e: Engine, m: MRow, cls: Cls, rateOverride: number, r: RowRef): boolean {
  if (m.taxCalc > 0 && !Number.isNaN(m.vat) && !jurDiffers(m, cls)) {
    const vat = m.vat;
    const net = !Number.isNaN(m.excl) ? m.excl : !Number.isNaN(m.incl) ? m.incl - vat : 0;
    const gross = !Number.isNaN(m.incl) ? m.incl : net + vat;
    if (!Number.isNaN(m.incl) && !Number.isNaN(m.excl) && Math.abs(m.excl + vat - m.incl) > 100) {
      warn(e, 'AMOUNT_INCONSISTENT', 'sum', '亚马逊已计税行的不含税金额 + 税额 ≠ 含税金额：按规则 2 采用不含税金额与税额原值，请核对', r);
    }
    let rateBp = m.rateBp;
    if (rateBp < 0) rateBp = net !== 0 ? divRound(vat * SCALE, net) : 0;
    return setAmounts(e, net, vat, gross, rateBp);
  }
  const gross = !Number.isNaN(m.incl) ? m.incl : !Number.isNaN(m.excl) ? m.excl + (Number.isNaN(m.vat) ? 0 : m.vat) : NaN;
  if (Number.isNaN(gross)) return false;
  if (cls.t === 'T1') {
    // Deemed supplier (Art. 14a(2); VATA 1994 s.5A): the seller's supply to the marketplace is
    // valued WITHOUT the VAT the marketplace accounts for (Art. 136a; VATA 1994 Sch. 8 Group 21),
    // and a refund reduces it by the same measure (Art. 90; VAT Regulations 1995 reg. 38): a row
    // without a VAT figure (refunds often have none) is split at the sale's rate (rateOverride,
    // rule 3) or the standard rate of the country where the marketplace taxed it (rule 2).
    if (!Number.isNaN(m.vat)) return setAmounts(e, gross - m.vat, m.vat, gross, m.rateBp);
    if (!Number.isNaN(m.excl) && Number.isNaN(m.incl)) return setAmounts(e, m.excl, 0, m.excl, 0);
    if (rateOverride < 0 && !standardRate(cls.taxCountry, m.date)) return setAmounts(e, gross, 0, gross, 0);
  } else if (zeroRated(cls)) {
    return setAmounts(e, gross, 0, gross, 0);
  }
  if (cls.t === 'T4' && !Number.isNaN(m.vat) && m.vat === 0 && e.est !== cls.d) {
    // domestic B2B of a seller not established there, invoiced without VAT: the buyer reverse-charges it
    return setAmounts(e, gross, 0, gross, 0);
  }
  let bp = rateOverride;
  if (bp < 0) {
    const sr = standardRate(cls.taxCountry, m.date);
    if (!sr) {
      warn(e, 'RATE_MISSING', `rate|${cls.taxCountry}`, `没有 ${countryLabel(cls.taxCountry)} 在该日期的增值税税率：这些行的税额按 0 计，请人工核对`, r, cls.taxCountry);
      return setAmounts(e, gross, 0, gross, 0);
    }
    bp = sr.bp;
    noteRateUsed(e, sr);
  }
  // per unit: net = round half-up(gross / (1 + rate), 2); VAT = gross - net; then × QTY
  const q = m.qty || 1;
  const netUnitCents = divRound(gross * SCALE, q * (SCALE + bp) * 100);
  const net = netUnitCents * 100 * q;
  return setAmounts(e, net, gross - net, gross, bp);
}
