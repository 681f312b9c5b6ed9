/**
 * Rules of the EPR registrations (issue #21 "Bad input"; spec §3 sub-objects, §9 defaults): the
 * registration-number formats per register, weights, WEEE brands, item lists, duplicates, the German
 * completeness-declaration thresholds and the fee total (big.js). Each check returns `null` or a
 * locale key of the `epr` area (src/locales/<lang>/epr.ts), shown by `toAntdRule` in the wizard and
 * answered in Chinese by the mock. The value rules (weights, sizes, counts, names, brands) live in
 * ./value-rules.ts (the service records use them) and are re-exported here. Pure; relative imports only.
 */
import Big from 'big.js';
import { feeLine, type FeeLine } from '../fees';
import { isBlankValue, type RuleResult } from '../rules';
import { isNone } from './define';
import { PACK_MATERIALS } from './materials';
import { EPR_NUMBER_FORMATS, EPR_SERVICES, type EprServiceKey } from './services';
import { IN_PROGRESS_STATUSES, type EprStatus } from './status';
import { checkWeightKg, normalizeRegistrationNo } from './value-rules';

export { checkCount, checkUnit, checkWeeeBrand, checkWeightKg, normalizeRegistrationNo } from './value-rules';

// ---- registration numbers ----------------------------------------------------------------------

/**
 * Whether `v` is a well-formed number of the format `formatId` (`lucid`, `ear`, `divid`, `frUid`,
 * `esRegister`…: the `number.id` of the service records, ./services/<country>.ts, which give each
 * pattern with its source). The number is normalized first ({@link normalizeRegistrationNo}).
 * An unknown format id accepts nothing.
 */
export function isValidRegistrationNo(formatId: string, v: string): boolean {
  const f = EPR_NUMBER_FORMATS[formatId];
  return !!f && f.pattern.test(normalizeRegistrationNo(v));
}

/**
 * Rule of a registration number of service `type`: required, in its register's format
 * (`epr.rule.number.<format id>`, the record's Chinese message). A service whose register has no
 * known format (`number: { none }`) accepts any number.
 */
export function checkRegistrationNo(type: EprServiceKey, v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.number.required';
  const f = EPR_SERVICES[type].number;
  if (isNone(f)) return null;
  return f.pattern.test(normalizeRegistrationNo(String(v))) ? null : `epr.rule.number.${f.id}`;
}

// ---- duplicates ------------------------------------------------------------------------------------

/** A registration as far as the duplicate rule looks at it. */
interface ExistingRegistration {
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
interface MaterialWeight {
  type: number;
  weight: number | string;
}

/** Totals per threshold group (kg, decimal strings) and the groups at or above their threshold. */
interface CompletenessCheck {
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

/**
 * The fee line of each chosen service in the one fee model (src/core/fees.ts), in EUR with two
 * decimals (big.js, no float drift): a service's `recoveryFee` (EUR per year; spec §9 defaults) times
 * its `servicePeriod` in years (1 when absent). Services without a recovery fee (spec §3 sub-objects
 * without one) have the amount `null` (quoted after review) and `feeTotal` leaves them out.
 * @throws Error when a recoveryFee is not a non-negative number or a servicePeriod not a whole number ≥ 0
 */
export function eprFeeLines(services: Partial<Record<EprServiceKey, { recoveryFee?: unknown; servicePeriod?: unknown }>>): FeeLine<EprServiceKey>[] {
  return (Object.entries(services) as [EprServiceKey, { recoveryFee?: unknown; servicePeriod?: unknown } | undefined][]).map(([type, v]) => {
    const fee = v?.recoveryFee;
    return feeLine(type, { perYear: fee === undefined || fee === null || fee === '' ? null : String(fee) }, Number(v?.servicePeriod ?? 1));
  });
}
