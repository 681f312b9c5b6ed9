/**
 * Packaging materials of the German packaging law (VerpackG) as the console codes them (enumeration
 * `ver_pack_type`, spec §7; the mock's `GET /api/enum?group_name=ver_pack_type`), the LUCID / dual
 * system material groups they report under, and the completeness-declaration thresholds.
 * Relative imports only (the mock and the batch declaration's checks load this file).
 *
 * Sources (../shared/design/domain-facts.md D.1): material categories of LUCID and the dual systems
 * (verpackgo.com / Der Grüne Punkt: Glas; Papier/Pappe/Karton; Eisenmetalle; Aluminium; Kunststoffe;
 * Getränkekartonverpackungen; sonstige Verbundverpackungen; sonstige Materialien), quantities in kg
 * per calendar year; the Vollständigkeitserklärung (VerpackG §11(1), (4); verpackungsregister.org
 * FAQ 92, 94) is due by 15 May for the previous year when at least 80,000 kg glass, 50,000 kg
 * paper/paperboard/cardboard (PPK) or 30,000 kg light packaging (LVP: ferrous metals, aluminium,
 * plastics, beverage cartons, other composites) were placed on the market.
 */
import { PACK_MATERIALS as EPR_PACK_MATERIALS, type PackMaterialId } from '../epr/services';

/** A material code of `ver_pack_type` (src/core/epr/services.ts `PACK_MATERIALS`): 1 glass, 2 PPK, 3 ferrous metals, 4 aluminium, 5 plastics, 6 beverage cartons, 7 other composites, 8 other materials. */
export type PackMaterialCode = PackMaterialId;

/** The completeness declaration's groups: glass, paper (PPK), light packaging (LVP); `other` counts in none. */
type ThresholdGroup = 'glass' | 'paper' | 'lvp' | 'other';

/** One material: its code, the German name LUCID uses and its threshold group (Chinese name: locale `packagingLaw.material.<code>`). */
interface PackMaterial {
  code: PackMaterialCode;
  /** The name in LUCID and the dual systems' forms. */
  de: string;
  group: ThresholdGroup;
}

/** The eight materials in `ver_pack_type` order, grouped for the thresholds (the one material list of src/core/epr/services.ts). */
export const PACK_MATERIALS: readonly PackMaterial[] = EPR_PACK_MATERIALS.map((m) => ({
  code: m.id,
  de: m.de,
  group: m.key === 'glass' ? 'glass' : m.key === 'paper' ? 'paper' : m.lvp ? 'lvp' : 'other',
}));

/** The material codes, 1–8. */
const PACK_MATERIAL_CODES = PACK_MATERIALS.map((m) => m.code);

/** Whether `v` is a material code (a number or its digits). */
export function isPackMaterialCode(v: unknown): v is PackMaterialCode {
  return PACK_MATERIAL_CODES.includes(Number(v) as PackMaterialCode) && String(v).trim() !== '';
}

/**
 * The completeness-declaration thresholds in kg per calendar year (VerpackG §11(4)): the declaration
 * is due when a group's yearly total reaches its threshold.
 */
export const COMPLETENESS_THRESHOLDS_KG: Readonly<Record<Exclude<ThresholdGroup, 'other'>, number>> = { glass: 80_000, paper: 50_000, lvp: 30_000 };

/** A quantity line: a material code and its mass in kg. */
export interface MaterialQuantity {
  type: PackMaterialCode;
  /** kg, > 0. */
  weight: number;
}

/** The totals in kg per threshold group (grams rounded away: totals to 3 decimals). */
export function groupTotals(lines: readonly MaterialQuantity[]): Record<ThresholdGroup, number> {
  const out: Record<ThresholdGroup, number> = { glass: 0, paper: 0, lvp: 0, other: 0 };
  for (const l of lines) {
    const m = PACK_MATERIALS.find((x) => x.code === Number(l.type));
    if (m) out[m.group] = Math.round((out[m.group] + Number(l.weight)) * 1000) / 1000;
  }
  return out;
}

/** A group whose yearly total reaches its completeness-declaration threshold. */
export interface ThresholdFlag {
  group: Exclude<ThresholdGroup, 'other'>;
  /** The group's total, kg. */
  totalKg: number;
  /** Its threshold, kg. */
  thresholdKg: number;
}

/**
 * The groups of `lines` (one year's quantities) at or above their threshold
 * ({@link COMPLETENESS_THRESHOLDS_KG}), in the order glass, paper, LVP; empty when no declaration is due.
 */
export function completenessFlags(lines: readonly MaterialQuantity[]): ThresholdFlag[] {
  const totals = groupTotals(lines);
  return (['glass', 'paper', 'lvp'] as const)
    .filter((g) => totals[g] >= COMPLETENESS_THRESHOLDS_KG[g])
    .map((g) => ({ group: g, totalKg: totals[g], thresholdKg: COMPLETENESS_THRESHOLDS_KG[g] }));
}
