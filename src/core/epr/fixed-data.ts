/**
 * The fixed data of the EPR wizard (`GET /api/epr/fixed-data`, spec §7; §9 Spanish materials 258/259,
 * category 274, battery category 282, French office ids, default fees): the categories and materials
 * of ./categories.ts, the default recovery fee of every service and the spec §9 defaults, all read from
 * the service records (./services). Pure; relative imports only.
 */
import { EPR_CATEGORIES } from './categories';
import { EPR_SPEC_DEFAULTS, isNone } from './define';
import { defaultRecoveryFee, EPR_FEE_CURRENCY, EPR_SERVICE_LIST, EPR_SERVICES } from './services';

export { EPR_CATEGORIES, isCategoryOf } from './categories';

/** The lines of a record's default sub-object as `{ materialId, weight (kg), cateId }` (the Spanish packaging defaults of spec §9). */
function packLines(values: Readonly<Record<string, unknown>>): { materialId: number; weight: number; cateId: number }[] {
  return ((values.items ?? []) as { materialId?: unknown; weight?: unknown; cateId?: unknown }[]).map((l) => ({ materialId: Number(l.materialId), weight: Number(l.weight), cateId: Number(l.cateId) }));
}

/** The office id of a record, or `null` when it has none. */
const officeOf = (v: unknown): number | null => (isNone(v) ? null : Number(v));

/**
 * What `GET /api/epr/fixed-data` answers: the category groups, the default fee of every service (EUR
 * per year, `null` when quoted after review) and the spec §9 defaults (units 10000, weight 100 kg, the
 * Spanish packaging lines 258/100 kg and 259/10 kg in category 274, the battery category 282, the
 * French office ids 2 and 3), read from the esPack, esBatt, frPack and frBatt records.
 */
export function fixedData() {
  const esBattFirst = ((EPR_SERVICES.esBatt.defaults.values.items ?? []) as { cateId?: unknown }[])[0];
  return {
    categories: EPR_CATEGORIES,
    fees: EPR_SERVICE_LIST.map((s) => ({ type: s.key, recoveryFee: defaultRecoveryFee(s.key) ?? null, currency: EPR_FEE_CURRENCY })),
    defaults: {
      unit: EPR_SPEC_DEFAULTS.unit,
      weight: EPR_SPEC_DEFAULTS.weightKg,
      esPackItems: packLines(EPR_SERVICES.esPack.defaults.values),
      esBattCateId: Number(esBattFirst?.cateId),
      frOfficePackWeee: officeOf(EPR_SERVICES.frPack.defaults.officeId) as number,
      frOfficeBatt: officeOf(EPR_SERVICES.frBatt.defaults.officeId) as number,
    },
  };
}
