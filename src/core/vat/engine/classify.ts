/**
 * Row rule 5 of vat-engine.md (first match wins): the treatment of a sale or an unlinked refund —
 * T1 marketplace-collected (deemed supplier, VAT Directive Art. 14a; VATA 1994 s.5A), T2 export
 * (Art. 146), T3 intra-EU supply to a business (Art. 138), T4 domestic B2B, T5 intra-EU distance
 * sale (Art. 33, the EUR 10,000 threshold of Art. 59c, the OSS of Art. 369b), T6 domestic sale to a
 * consumer — and the buyer VAT number it rests on (pre-filing checks: format and check digits,
 * encrypted numbers, VIES answers).
 */
import { countryLabel, isEuVatArea } from '../countries';
import { checkVatNumber, looksEncrypted, viesStatus } from '../checks';
import { taxedAtOrigin } from '../threshold';
import type { RowRef, Treatment } from '../types';
import { isUpper, vatFormatOk } from './codes';
import type { Engine } from './engine';
import { BuyerVerdict, Cls, type MRow } from './rows';

/** The first day of the OSS (Union scheme): 1 July 2021 (Council Directive (EU) 2017/2455). */
export const OSS_START = 20210701;

/** A VAT number upper-cased without spaces, dots and dashes; cached per value. */
export function normVat(e: Engine, raw: string): string {
  let plain = true;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if ((c >= 97 && c <= 122) || c <= 32 || c === 45 || c === 46 || c >= 127) {
      plain = false;
      break;
    }
  }
  if (plain) return raw;
  let v = e.buyerNorm.get(raw);
  if (v === undefined) {
    v = raw.toUpperCase().replace(/[\s.-]/g, '');
    if (e.buyerNorm.size < 20000) e.buyerNorm.set(raw, v);
  }
  return v;
}

/**
 * Judges a buyer VAT number once (cached by the caller): `k` 0 ok, 1 bad format (→ consumer sale), 2 looks
 * encrypted / masked (kept B2B, warned), 3 fails its country's format or check digits (jsvat;
 * kept B2B, warned), 4 no rules for its country. `v` = the number with its country prefix
 * (upper case, no separators; Greece `EL`), or the raw value when encrypted.
 */
function judgeBuyer(e: Engine, raw: string, country: string): BuyerVerdict {
  if (looksEncrypted(raw)) return new BuyerVerdict(raw.trim(), 2);
  let v = normVat(e, raw);
  if (!isUpper(v.charCodeAt(0)) || !isUpper(v.charCodeAt(1))) {
    if (country) v = (country === 'GR' ? 'EL' : country) + v;
  }
  if (!vatFormatOk(v)) return new BuyerVerdict(v, 1);
  const c = checkVatNumber(v);
  return new BuyerVerdict(v, c === 'ok' ? 0 : c === 'failed' ? 3 : 4);
}

/**
 * Buyer VAT number of a row (rules 3-5, pre-filing checks): '' when the row is treated as a
 * consumer sale (bad format, or VIES said invalid under isViesCheck). A number VIES could not
 * check is "pending" and stays B2B; one failing its check digits or looking encrypted stays B2B
 * with a warning (VIES or the seller must confirm it before the EC Sales List is filed). With
 * `warn` the row's warnings are queued (e.pendW) until its detail is known.
 */
function buyerOf(e: Engine, m: MRow, r: RowRef, warn: boolean): string {
  if (!m.buyer) return '';
  const c0 = m.buyer.charCodeAt(0);
  const c1 = m.buyer.charCodeAt(1);
  const key = isUpper(c0) && isUpper(c1) ? m.buyer : `${m.buyerCountry}|${m.buyer}`;
  let j = e.buyerVerdicts.get(key);
  if (!j) {
    j = judgeBuyer(e, m.buyer, m.buyerCountry);
    if (e.buyerVerdicts.size < 50000) e.buyerVerdicts.set(key, j);
  }
  const v = j.v;
  if (j.k === 1) {
    if (warn) e.pendW.push({ code: 'B2B_INVALID_VAT', key: `B2B_INVALID_VAT|fmt|${v}`, message: `买家 VAT 号 "${m.buyer}" 格式无效：按个人消费者（B2C）销售处理` });
    return '';
  }
  let st = 'unchecked';
  if (e.opts.isViesCheck) {
    const res = e.opts.viesResults ?? {};
    st = viesStatus(res[v] ?? res[m.buyer]);
    if (st === 'invalid') {
      if (warn) e.pendW.push({ code: 'B2B_INVALID_VAT', key: `B2B_INVALID_VAT|vies|${v}`, message: `买家 VAT 号 ${v} 经 VIES 校验无效：按个人消费者（B2C）销售处理` });
      return '';
    }
    if (st === 'pending' && warn) {
      e.pendW.push({ code: 'VIES_PENDING', key: `VIES_PENDING|vies|${v}`, message: `买家 VAT 号 ${v} 未能完成 VIES 校验（待定，例如成员国系统不可用）：暂按企业客户（B2B）处理，请稍后复核，不要当作无效税号` });
    }
  }
  if (warn && j.k === 2) {
    e.pendW.push({
      code: 'BUYER_VAT_ENCRYPTED',
      key: 'BUYER_VAT_ENCRYPTED|enc',
      message: `买家 VAT 号疑似被加密或遮盖（例如 "${v.length > 24 ? `${v.slice(0, 24)}…` : v}"，亚马逊报告问题 #5124）：仍按企业客户（B2B）处理，但无法填入 EC Sales List，请向亚马逊获取明文税号后重新计算`,
    });
  } else if (warn && j.k === 3 && st !== 'valid') {
    let w = j.w;
    if (!w) {
      const cc = v.slice(0, 2);
      w = e.chkWarn.get(cc);
      if (!w) {
        w = {
          code: 'BUYER_VAT_CHECK_FAILED',
          key: `BUYER_VAT_CHECK_FAILED|chk|${cc}`,
          message: `买家 VAT 号未通过 ${countryLabel(cc === 'EL' ? 'GR' : cc)} 税号的格式或校验位检查（例如 ${v}）：仍按企业客户（B2B）处理，申报前请核实税号（可勾选 VIES 校验）`,
        };
        e.chkWarn.set(cc, w);
      }
      j.w = w;
    }
    e.pendW.push(w);
  }
  return v;
}

/** Row rule 5 (first match wins) for a sale or an unlinked refund: see the module comment. */
export function classify(e: Engine, m: MRow, r: RowRef, warn: boolean): Cls {
  const { d, a, date } = m;
  let t: Treatment;
  let taxCountry: string;
  let buyer = '';
  let origin = false;
  let oss = false;
  if (m.resp === 'MARKETPLACE') {
    t = 'T1';
    taxCountry = a || d;
  } else {
    const dEu = isEuVatArea(d, date);
    const aEu = isEuVatArea(a, date);
    const same = d === a || (dEu && aEu) || ((d === 'GB' || d === 'XI') && (a === 'GB' || a === 'XI'));
    if (m.exportYes || (d && a && (dEu || d === 'GB') && !same)) {
      t = 'T2';
      taxCountry = d;
    } else {
      buyer = buyerOf(e, m, r, warn);
      if (buyer && d && a && d !== a && dEu && aEu) {
        t = 'T3';
        taxCountry = d;
      } else if (buyer && d && d === a) {
        t = 'T4';
        taxCountry = d;
      } else if (!buyer && d && a && d !== a && dEu && aEu) {
        // Art. 59c threshold (threshold.ts): dispatched from the establishment state and under the threshold
        origin = taxedAtOrigin(e.plan, d, date, m.jur);
        oss = !origin && date >= OSS_START && (m.scheme === 'UNION-OSS' || (e.ossReg && date >= e.ossFrom));
        t = 'T5';
        taxCountry = origin ? d : a;
      } else {
        t = 'T6';
        taxCountry = a || d;
      }
    }
  }
  if (buyer) return new Cls(t, taxCountry, d, a, buyer, m.buyerCountry, origin, oss);
  return internedTreatment(e, t, taxCountry, d, a, m.buyerCountry, origin, oss);
}

/**
 * Without a buyer VAT number a treatment takes few distinct values: one shared (never modified)
 * object per value, so the per-sale store for rule 3 stays small. The key is a small integer (Smi:
 * no heap number per row) while the ids stay below 64, as they do (a few dozen country strings); a
 * larger (negative) number key beyond that.
 */
function internedTreatment(e: Engine, t: Treatment, taxCountry: string, d: string, a: string, buyerCountry: string, origin: boolean, oss: boolean): Cls {
  const i1 = e.ids.of(taxCountry);
  const i2 = e.ids.of(d);
  const i3 = e.ids.of(a);
  const i4 = e.ids.of(buyerCountry);
  const small = i1 < 64 && i2 < 64 && i3 < 64 && i4 < 64;
  if (!small && (i1 >= 512 || i2 >= 512 || i3 >= 512 || i4 >= 512)) return new Cls(t, taxCountry, d, a, '', buyerCountry, origin, oss);
  const flags = (origin ? 2 : 0) + (oss ? 1 : 0);
  const code = small
    ? ((((t.charCodeAt(1) - 48) * 64 + i1) * 64 + i2) * 64 + i3) * 256 + i4 * 4 + flags
    : -(((((t.charCodeAt(1) * 512 + i1) * 512 + i2) * 512 + i3) * 512 + i4) * 4 + flags);
  let c = e.clsIntern.get(code);
  if (!c) e.clsIntern.set(code, (c = new Cls(t, taxCountry, d, a, '', buyerCountry, origin, oss)));
  return c;
}
