/**
 * Default fees, units and weights pre-filled in EPR / packaging-law drafts.
 *
 * Source: spec §9 "Default fees" (values are plain numbers; currency and
 * weight unit are not shown in the spec — presumably EUR and grams/kg as the
 * back end expects).
 */

/** Default German packaging `recoveryFee` (dePack / dePackTransfer). Source: spec §9. */
const DE_PACK_RECOVERY_FEE_DEFAULT = 36 as const;

/** Default French packaging `recoveryFee` (frPack / frPackTransfer). Source: spec §9. */
const FR_PACK_RECOVERY_FEE_DEFAULT = 80 as const;

/** Default French battery `recoveryFee` (frBatt). Source: spec §9. */
const FR_BATT_RECOVERY_FEE_DEFAULT = 200 as const;

/** Default French WEEE `recoveryFee` (frWeee). Source: spec §9. */
const FR_WEEE_RECOVERY_FEE_DEFAULT = 80 as const;

/** Default `unit` for French packaging / WEEE drafts. Source: spec §9 "units 10000". */
const FR_UNIT_DEFAULT = 10000 as const;

/** Default `weight` for EPR weight entries. Source: spec §9 "Default weight 100". */
const EPR_WEIGHT_DEFAULT = 100 as const;

/**
 * All default fees in one object, for forms that spread defaults.
 * Source: spec §9 "Default fees".
 */
export const DEFAULT_FEES = {
  dePackRecoveryFee: DE_PACK_RECOVERY_FEE_DEFAULT,
  frPackRecoveryFee: FR_PACK_RECOVERY_FEE_DEFAULT,
  frBattRecoveryFee: FR_BATT_RECOVERY_FEE_DEFAULT,
  frWeeeRecoveryFee: FR_WEEE_RECOVERY_FEE_DEFAULT,
  unit: FR_UNIT_DEFAULT,
  weight: EPR_WEIGHT_DEFAULT,
} as const;

