/**
 * Applying a classified money row (a sale, or a refund linked to its sale): its amounts (rule 2,
 * amounts.ts), the checks of Amazon's own codes against the engine's treatment, and then the figure
 * builder of its treatment (vat-engine.md rule 5), which says where the row goes:
 *
 * | treatment | builder | figure |
 * | --- | --- | --- |
 * | T1 marketplace-collected | figures/marketplace.ts | `marketplaceCollected`; the deemed supply to the marketplace |
 * | T2 export | figures/exports.ts | the departure country's exports |
 * | T3 intra-EU B2B | figures/intra-eu.ts | the exempt intra-EU supplies and the EC Sales List |
 * | T4 domestic B2B | figures/domestic.ts | output VAT by rate, or the reverse charge |
 * | T5 distance sale | figures/distance.ts, figures/oss.ts | origin (Art. 59c), OSS lines / corrections, or the arrival state |
 * | T6 domestic B2C | figures/domestic.ts | output VAT by rate |
 *
 * The builder writes the row's place into `e.place` and ONE call of the bucket emit adds it
 * (issue #25: ten inlined copies of the emit and the bucket add made this function slow to compile).
 */
import { countryLabel } from '../countries';
import type { RowRef } from '../types';
import { rateFraction, rowAmounts } from './amounts';
import { emit } from './buckets';
import { OSS_START } from './classify';
import { setPendingDetail } from './details';
import type { Engine } from './engine';
import { placeDistanceSale, trackThreshold } from './figures/distance';
import { placeDomesticB2b, placeDomesticSale } from './figures/domestic';
import { placeExport } from './figures/exports';
import { placeIntraEuSupply } from './figures/intra-eu';
import { placeMarketplaceCollected } from './figures/marketplace';
import type { Cls, MRow } from './rows';
import { flushPendingWarnings, skip, warn } from './warnings';

/** The engine's treatments in Chinese (warning messages). */
const TREATMENT_ZH: Record<Cls['t'], string> = {
  T1: 'T1 平台代扣代缴',
  T2: 'T2 出口（零税率）',
  T3: 'T3 欧盟内 B2B 免税供货',
  T4: 'T4 境内 B2B',
  T5: 'T5 欧盟内远程销售',
  T6: 'T6 境内 B2C 销售',
  MOVEMENT: '自有货物跨境移库',
  NONE: '无金额',
};

/**
 * Applies a classified money row: rule 2 amounts, the code checks, the figure of its treatment.
 * `rateOverride` = the linked sale's rate (refunds, rule 3; -1 = none), `saleDate` = the linked
 * sale's date (refunds: an OSS correction when the sale's quarter is earlier; 0 = none).
 */
export function applyMoneyRow(e: Engine, m: MRow, cls: Cls, r: RowRef, rateOverride: number, saleDate: number): void {
  const ok = rowAmounts(e, m, cls, rateOverride, r);
  e.byTreatment.bump(cls.t);
  if (!ok) {
    flushPendingWarnings(e, r);
    skip(e, 'NO_AMOUNT', '销售/退款行没有任何金额，已跳过', r);
    return;
  }
  const net = e.aNet;
  const vat = e.aVat;
  const gross = e.aGross;
  const rate = e.aRate >= 0 ? rateFraction(e, e.aRate) : '';
  setPendingDetail(e, m, net, vat, gross, cls.t, cls.t === 'T1' ? null : cls.taxCountry);
  if (e.pendW.length) flushPendingWarnings(e, r);
  noteCodeMismatches(e, m, cls, r);
  if (cls.t === 'T5' && cls.d === e.plan.establishment && e.plan.mode !== 'none' && m.date >= OSS_START) trackThreshold(e, m, cls, net, r);
  e.primary = cls.t !== 'T1';
  if (!placeRow(e, m, cls, r, vat, gross, rate, saleDate)) return;
  const p = e.place;
  emit(e, p.country, p.kind, p.rate, p.extra, m, net, p.vat, p.target);
}

/** The figure builder of the row's treatment (see the module comment); false = the row is in no return bucket. */
function placeRow(e: Engine, m: MRow, cls: Cls, r: RowRef, vat: number, gross: number, rate: string, saleDate: number): boolean {
  switch (cls.t) {
    case 'T1':
      return placeMarketplaceCollected(e, m, cls, gross, vat);
    case 'T2':
      return placeExport(e, m, cls, r);
    case 'T3':
      return placeIntraEuSupply(e, cls);
    case 'T4':
      return placeDomesticB2b(e, cls, vat, rate);
    case 'T5':
      return placeDistanceSale(e, m, cls, vat, rate, saleDate);
    default:
      return placeDomesticSale(e, cls, vat, rate);
  }
}

/** Schemes Amazon should use for the engine's treatment (for the scheme-mismatch warning). */
function schemeOk(scheme: string, cls: Cls): boolean {
  if (!scheme) return true;
  switch (cls.t) {
    case 'T1':
      return scheme !== 'REGULAR' && scheme !== 'UNION-OSS';
    case 'T5':
      return cls.oss ? scheme === 'UNION-OSS' : scheme === 'REGULAR';
    case 'T4':
      return scheme === 'REGULAR' || scheme === 'UK_VOEC-DOMESTIC';
    default:
      return scheme === 'REGULAR' || (scheme === 'UK_VOEC-DOMESTIC' && cls.d === 'GB');
  }
}

/**
 * Where Amazon's codes disagree with the engine (the engine's treatment applies, the seller is told):
 * SCHEME_MISMATCH (TAX_REPORTING_SCHEME), OSS_NOT_REGISTERED (UNION-OSS rows without an OSS
 * registration in the profile: they stay in OSS), JURISDICTION_MISMATCH (TAXABLE_JURISDICTION).
 */
function noteCodeMismatches(e: Engine, m: MRow, cls: Cls, r: RowRef): void {
  if (!schemeOk(m.scheme, cls)) {
    warn(e, 'SCHEME_MISMATCH', `${m.scheme}|${cls.t}`, `亚马逊申报方案 ${m.scheme} 与引擎判定「${TREATMENT_ZH[cls.t]}${cls.t === 'T5' ? (cls.oss ? '，OSS' : '，非 OSS') : ''}」不一致：已按引擎判定处理，请核对`, r);
  }
  if (m.scheme === 'UNION-OSS' && !e.ossReg && cls.t === 'T5' && cls.oss) {
    warn(e, 'OSS_NOT_REGISTERED', 'oss', '亚马逊将部分行标为 UNION-OSS，但卖家资料未填写 OSS 注册：这些行已计入 OSS 申报（UNION-OSS 行不进入各国本地申报），请补充 OSS 注册信息', r);
  }
  if (m.jur && m.taxCalc > 0 && (cls.t === 'T5' || cls.t === 'T6' || cls.t === 'T4') && m.jur !== cls.taxCountry && !(cls.taxCountry === 'XI' && m.jur === 'GB')) {
    warn(
      e,
      'JURISDICTION_MISMATCH',
      `${m.jur}>${cls.taxCountry}`,
      cls.t === 'T5'
        ? `亚马逊按 ${countryLabel(m.jur)} 计税，引擎判定纳税地为 ${countryLabel(cls.taxCountry)}：已按引擎判定计入 ${cls.taxCountry === cls.d ? `${cls.taxCountry} 境内销售` : cls.oss ? 'OSS' : `${cls.taxCountry} 申报`}，税额按 ${countryLabel(cls.taxCountry)} 的标准税率从含税金额重新计算，请核对`
        : `亚马逊按 ${countryLabel(m.jur)} 计税，引擎判定纳税地为 ${countryLabel(cls.taxCountry)}：已按引擎判定计入 ${cls.taxCountry} 申报（金额采用亚马逊原值），请核对`,
      r,
    );
  }
}
