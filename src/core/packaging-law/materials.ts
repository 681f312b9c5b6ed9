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

/** A material code of `ver_pack_type`: 1 PPK, 2 plastics, 3 glass, 4 aluminium, 5 ferrous metals, 6 beverage cartons, 7 other composites, 8 other (natural) materials. */
export type PackMaterialCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The completeness declaration's groups: glass, paper (PPK), light packaging (LVP); `other` counts in none. */
export type ThresholdGroup = 'glass' | 'paper' | 'lvp' | 'other';

/** One material: its code, the German name LUCID uses, its Chinese name (locale `packagingLaw.material.<code>`) and its threshold group. */
export interface PackMaterial {
  code: PackMaterialCode;
  /** The name in LUCID and the dual systems' forms. */
  de: string;
  group: ThresholdGroup;
}

/** The eight materials in `ver_pack_type` order. */
export const PACK_MATERIALS: readonly PackMaterial[] = [
  { code: 1, de: 'Papier/Pappe/Karton', group: 'paper' },
  { code: 2, de: 'Kunststoffe', group: 'lvp' },
  { code: 3, de: 'Glas', group: 'glass' },
  { code: 4, de: 'Aluminium', group: 'lvp' },
  { code: 5, de: 'Eisenmetalle', group: 'lvp' },
  { code: 6, de: 'Getränkekartonverpackungen', group: 'lvp' },
  { code: 7, de: 'Sonstige Verbundverpackungen', group: 'lvp' },
  { code: 8, de: 'Sonstige Materialien', group: 'other' },
];

/** The material codes, 1–8. */
export const PACK_MATERIAL_CODES = PACK_MATERIALS.map((m) => m.code);

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
