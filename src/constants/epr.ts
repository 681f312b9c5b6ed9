/**
 * EPR / compliance constants: Spanish and French defaults, list stage codes
 * and the register type filter.
 *
 * Source: spec §9 (Spanish materials, French office ids) and spec §4
 * (stage map, register type filter).
 */

/**
 * Default Spanish packaging (esPack) material items: material 258 with weight
 * 100 and material 259 with weight 10, both in category 274.
 * Source: spec §9 "Spanish packaging default materials 258 (weight 100) and
 * 259 (weight 10), category 274".
 */
export const ES_PACK_DEFAULT_MATERIALS = [
  { materialId: 258, weight: 100 },
  { materialId: 259, weight: 10 },
] as const;

/** Default esPack item `cateId`. Source: spec §9 "category 274". */
export const ES_PACK_DEFAULT_CATEGORY = 274 as const;

/** Default esBatt item `cateId`. Source: spec §9 "battery category 282". */
export const ES_BATT_DEFAULT_CATEGORY = 282 as const;

/**
 * French eco-organisation office ids (`officeId`): 2 for packaging and WEEE,
 * 3 for battery. Source: spec §9 "French office ids".
 */
export const FR_OFFICE_IDS = {
  pack: 2,
  weee: 2,
  batt: 3,
} as const;

/**
 * Stage keys that the compliance / EPR sub-list filter maps to numeric stage
 * codes. Source: spec §4 "transferAgentInProgress and transferAgentCompleted
 * map to stage codes 1 and 2; other stage keys pass as they are".
 */
const STAGE_CODE_MAP = {
  transferAgentInProgress: 1,
  transferAgentCompleted: 2,
} as const;

/** A stage key with a numeric mapping. Source: spec §4. */
type MappedStageKey = keyof typeof STAGE_CODE_MAP;

/**
 * Converts a sub-list stage key to the value sent as the `stage` filter:
 * `transferAgentInProgress` → 1, `transferAgentCompleted` → 2, anything else
 * is returned unchanged. Source: spec §4.
 */
export function toStageCode<K extends string>(key: K): K extends MappedStageKey ? (typeof STAGE_CODE_MAP)[K] : K;
export function toStageCode(key: string): string | number {
  return Object.prototype.hasOwnProperty.call(STAGE_CODE_MAP, key)
    ? STAGE_CODE_MAP[key as MappedStageKey]
    : key;
}

/**
 * Register type filter values (`is_transfer` in compliance / EPR list
 * filters): all, new registration (0), transfer agent (1).
 * `ALL` is a UI-only sentinel; use {@link toIsTransferParam} to drop it.
 * Source: spec §4 "Register type filter".
 */
export const REGISTER_TYPE = {
  ALL: 'all',
  NEW_REGISTRATION: 0,
  TRANSFER_AGENT: 1,
} as const;

/** A register type filter value. Source: spec §4. */
type RegisterType = (typeof REGISTER_TYPE)[keyof typeof REGISTER_TYPE];

/**
 * Options for the register type filter (labels are user-facing Chinese).
 * Source: spec §4 "Register type filter".
 */
export const REGISTER_TYPE_OPTIONS = [
  { label: '全部', value: REGISTER_TYPE.ALL },
  { label: '新注册', value: REGISTER_TYPE.NEW_REGISTRATION },
  { label: '转代理', value: REGISTER_TYPE.TRANSFER_AGENT },
] as const;

/**
 * Request value for the register type filter: `undefined` (parameter omitted)
 * for "all", otherwise 0 or 1. Source: spec §3/§4 (list filter `is_transfer`).
 */
export function toIsTransferParam(value: RegisterType | null | undefined): 0 | 1 | undefined {
  return value === 0 || value === 1 ? value : undefined;
}

