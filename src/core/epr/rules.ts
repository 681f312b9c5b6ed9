/**
 * Rules of the EPR registrations (issue #21 "Bad input"; spec §3 sub-objects, §9 defaults): the
 * registration-number formats per register, weights, WEEE brands, item lists, duplicates, the German
 * completeness-declaration thresholds and the fee total (big.js). Each check returns `null` or a
 * locale key of the `epr` area (src/locales/<lang>/epr.ts), shown by `toAntdRule` in the wizard and
 * answered in Chinese by the mock. Pure; relative imports only.
 */
import Big from 'big.js';
import { isBlankValue, type RuleResult } from '../rules';
import { EPR_SERVICES, PACK_MATERIALS, type EprNumberFormat, type EprServiceKey } from './services';
import { IN_PROGRESS_STATUSES, type EprStatus } from './status';

// ---- registration numbers ----------------------------------------------------------------------

/** Upper case without spaces, dots and the "WEEE-Reg.-Nr." / "Reg.-Nr." prefixes (how a number is compared and stored). */
export function normalizeRegistrationNo(v: string): string {
  return v
    .toUpperCase()
    .replace(/^(WEEE|BATTG|BATTDG)?[-\s]*REG\.?[-\s]*NR\.?:?/, '')
    .replace(/\s+/g, '')
    .trim();
}

/**
 * Whether `v` is a well-formed number of format `f` (sources: src/core/epr/services.ts
 * `EprNumberFormat`):
 * - `lucid`: `DE` + 13 digits (modelgroup.com, "in der Regel");
 * - `ear`: `DE` + 8 digits, with or without "WEEE-Reg.-Nr." and spaces (stiftung-ear.de);
 * - `divid`: 6–30 letters, digits or `-` (no published format);
 * - `frUid`: `FR` + 6 digits + `_` + 2 digits + 4 letters/digits (AbeBooks/ZVAB), or `FR` + 11
 *   letters/digits (eprrepresentative.com's 13 characters) — lenient, the sources conflict;
 * - `esRegister`: `ENV/<year>/<9 digits>` (packaging, weak source) or a RII-AEE / RII-PYA number
 *   (prefix optional, 1–8 digits) [UNVERIFIED].
 */
export function isValidRegistrationNo(f: EprNumberFormat, v: string): boolean {
  const s = normalizeRegistrationNo(v);
  switch (f) {
    case 'lucid':
      return /^DE\d{13}$/.test(s);
    case 'ear':
      return /^DE\d{8}$/.test(s);
    case 'divid':
      return /^[A-Z0-9-]{6,30}$/.test(s);
    case 'frUid':
      return /^FR(\d{6}_\d{2}[A-Z0-9]{4}|[A-Z0-9]{11})$/.test(s);
    case 'esRegister':
      return /^ENV\/\d{4}\/\d{9}$/.test(s) || /^(RII[-_]?(AEE|PYA)[-_:]?)?\d{1,8}$/.test(s);
    default:
      return false;
  }
}

/** Rule of a registration number of service `type`: required, in its register's format (`epr.rule.number.<format>`). */
export function checkRegistrationNo(type: EprServiceKey, v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.number.required';
  const f = EPR_SERVICES[type].numberFormat;
  return isValidRegistrationNo(f, String(v)) ? null : `epr.rule.number.${f}`;
}

// ---- values --------------------------------------------------------------------------------------

/** Largest weight accepted: 1,000,000,000 kg. */
export const WEIGHT_MAX_KG = 1_000_000_000;

/** Rule of a weight in kg: a number above 0 (at most 3 decimals, below {@link WEIGHT_MAX_KG}); zero, negative or text refused. */
export function checkWeightKg(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.weight.required';
  const s = String(v).trim();
  if (!/^-?\d+(\.\d+)?$/.test(s)) return 'epr.rule.weight.number';
  const n = Number(s);
  if (n <= 0) return 'epr.rule.weight.positive';
  if (!/^\d+(\.\d{1,3})?$/.test(s) || n >= WEIGHT_MAX_KG) return 'epr.rule.weight.format';
  return null;
}

/** Rule of a count (items sold, units placed on the market): a whole number from 1 to 99,999,999. */
export function checkCount(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.count.required';
  return /^[1-9]\d{0,7}$/.test(String(v).trim()) ? null : 'epr.rule.count.invalid';
}

/** Brand names that are no brand: "no name", "noname", "generic", 无品牌, 无 (stiftung-ear.de: "no name" or type designations are not allowed as a brand). */
const NO_BRAND = /^(no[\s_-]*name|noname|generic|unbranded|none|n\/?a|无品牌|无|没有)$/i;

/** Rule of a WEEE brand name: required, at most 100 characters, not "no name" or the like (domain-facts D.3). */
export function checkWeeeBrand(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.brand.required';
  const s = String(v).trim();
  if (NO_BRAND.test(s)) return 'epr.rule.brand.noName';
  return s.length > 100 ? 'epr.rule.brand.tooLong' : null;
}

/** Rule of an item list a stream needs (dePack weight list, WEEE categories, battery brands, items): at least one line. */
export function checkNotEmpty(list: unknown): RuleResult {
  return Array.isArray(list) && list.length > 0 ? null : 'epr.rule.items.required';
}

/** Rule of a French name of a product (frSpin, frFurn, frWeee `nameFr`): Latin letters, digits, accents and punctuation, 1–100. */
export function checkFrenchName(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.nameFr.required';
  return /^[A-Za-zÀ-ÖØ-öø-ÿŒœ0-9 .,'’&()/+-]{1,100}$/.test(String(v).trim()) ? null : 'epr.rule.nameFr.invalid';
}

// ---- duplicates ------------------------------------------------------------------------------------

/** A registration as far as the duplicate rule looks at it. */
export interface ExistingRegistration {
  type: EprServiceKey;
  status: EprStatus;
}

/**
 * Whether one more registration of service `type` would duplicate one of `existing` (the same user):
 * the same country and stream (a new registration and a transfer count alike) held or in progress
 * (statuses 0–4; a rejected, stopped or expired one may be registered again). Returns the clashing one.
 */
export function duplicateOf(type: EprServiceKey, existing: readonly ExistingRegistration[]): ExistingRegistration | undefined {
  const s = EPR_SERVICES[type];
  return existing.find((e) => {
    const o = EPR_SERVICES[e.type];
    return o.country === s.country && o.stream === s.stream && (IN_PROGRESS_STATUSES.includes(e.status) || e.status === 2 || e.status === 4);
  });
}

// ---- German packaging: the completeness declaration --------------------------------------------

/**
 * Thresholds of the German completeness declaration (VerpackG §11(1); verpackungsregister.org FAQ 92,
 * 94; domain-facts D.1), in kg per calendar year: glass 80,000; paper/cardboard 50,000; light
 * packaging (ferrous metals, aluminium, plastics, beverage cartons, other composites together) 30,000.
 * Due by 15 May for the previous year.
 */
export const COMPLETENESS_THRESHOLDS_KG = { glass: 80_000, paper: 50_000, lvp: 30_000 } as const;

/** A material line of a German packaging quantity (`ver_pack_type` id, weight in kg). */
export interface MaterialWeight {
  type: number;
  weight: number | string;
}

/** Totals per threshold group (kg, decimal strings) and the groups at or above their threshold. */
export interface CompletenessCheck {
  totals: { glass: string; paper: string; lvp: string };
  /** Groups reaching their threshold (`≥`), in the order glass, paper, lvp. */
  over: ('glass' | 'paper' | 'lvp')[];
  /** Whether the completeness declaration is due (any group over). */
  required: boolean;
}

/** Sums `lines` per threshold group and tells whether the completeness declaration is due (see {@link COMPLETENESS_THRESHOLDS_KG}). Lines with a bad weight are left out. */
export function completenessCheck(lines: readonly MaterialWeight[]): CompletenessCheck {
  const sum = { glass: new Big(0), paper: new Big(0), lvp: new Big(0) };
  for (const l of lines) {
    if (checkWeightKg(l.weight)) continue;
    const m = PACK_MATERIALS.find((x) => x.id === Number(l.type));
    if (!m) continue;
    const group = m.key === 'glass' ? 'glass' : m.key === 'paper' ? 'paper' : m.lvp ? 'lvp' : undefined;
    if (group) sum[group] = sum[group].plus(String(l.weight).trim());
  }
  const over = (['glass', 'paper', 'lvp'] as const).filter((g) => sum[g].gte(COMPLETENESS_THRESHOLDS_KG[g]));
  return { totals: { glass: sum.glass.toFixed(3), paper: sum.paper.toFixed(3), lvp: sum.lvp.toFixed(3) }, over, required: over.length > 0 };
}

// ---- fees ------------------------------------------------------------------------------------------

/** One service's fee line of the preview. */
export interface FeeLine {
  type: EprServiceKey;
  /** EUR per year × service years, two decimals (`"72.00"`); `null` when the service has no recovery fee (quoted after review). */
  amount: string | null;
}

/**
 * The fee per chosen service and their total, in EUR with two decimals (big.js, no float drift): a
 * service's `recoveryFee` (EUR per year; spec §9 defaults) times its `servicePeriod` in years (1 when
 * absent). Services without a recovery fee (spec §3 sub-objects without one) are `null` and left
 * out of the total.
 * @throws Error when a recoveryFee or servicePeriod is not a non-negative number
 */
export function feeTotal(services: Partial<Record<EprServiceKey, { recoveryFee?: unknown; servicePeriod?: unknown }>>): { lines: FeeLine[]; total: string } {
  let total = new Big(0);
  const lines: FeeLine[] = [];
  for (const [type, v] of Object.entries(services) as [EprServiceKey, { recoveryFee?: unknown; servicePeriod?: unknown } | undefined][]) {
    if (!v || v.recoveryFee === undefined || v.recoveryFee === null || v.recoveryFee === '') {
      lines.push({ type, amount: null });
      continue;
    }
    const fee = new Big(String(v.recoveryFee));
    const years = new Big(String(v.servicePeriod ?? 1));
    if (fee.lt(0) || years.lt(0)) throw new Error(`negative fee or period of ${type}`);
    const amount = fee.times(years);
    total = total.plus(amount);
    lines.push({ type, amount: amount.toFixed(2) });
  }
  return { lines, total: total.toFixed(2) };
}
