/**
 * Status and stage of an EPR registration (spec §4 "Compliance and EPR sub-lists are filtered by
 * stage. transferAgentInProgress and transferAgentCompleted map to stage codes 1 and 2; other stage
 * keys pass as they are"; "Register type filter: all, new registration (0), transfer agent (1)"; §7
 * enumeration `epr_status`). Pure; relative imports only.
 */

/**
 * `epr_status` values (mock/_store/common-data.ts ENUMS, locale `epr.status.<code>`): 0 待提交,
 * 1 审核中, 2 待补充资料 (returned for correction, with a reason), 3 注册中 (filed with the register),
 * 4 已完成 (number issued), 5 已驳回, 6 已注销 (stopped), 7 已过期.
 */
const EPR_STATUS = { draft: 0, reviewing: 1, returned: 2, registering: 3, active: 4, rejected: 5, stopped: 6, expired: 7 } as const;
/** An `epr_status` value. */
export type EprStatus = (typeof EPR_STATUS)[keyof typeof EPR_STATUS];

/** Statuses of a registration still being worked on. */
export const IN_PROGRESS_STATUSES: readonly EprStatus[] = [0, 1, 3];
/** Statuses of a registration that ended. */
const CLOSED_STATUSES: readonly EprStatus[] = [5, 6, 7];

/** The sub-lists of the EPR list (spec §4 stage keys). */
export const EPR_STAGE_KEYS = ['all', 'inProgress', 'needsAction', 'active', 'transferAgentInProgress', 'transferAgentCompleted', 'closed'] as const;
/** A stage key of a sub-list. */
export type EprStageKey = (typeof EPR_STAGE_KEYS)[number];

/**
 * The `stage` query value of a sub-list (spec §4): `transferAgentInProgress` → 1,
 * `transferAgentCompleted` → 2, any other key as it is; `all` sends nothing.
 */
export function stageParam(key: EprStageKey | string): string | number | undefined {
  if (key === 'all' || key === '') return undefined;
  if (key === 'transferAgentInProgress') return 1;
  if (key === 'transferAgentCompleted') return 2;
  return key;
}

/** The stage key of a registration of `status`, a transfer when `isTransfer` is 1 (what {@link matchesStage} answers true for, besides `inProgress` / `active` for transfers). */
export function stageOf(status: EprStatus, isTransfer: 0 | 1): EprStageKey {
  if (status === 2) return 'needsAction';
  if (CLOSED_STATUSES.includes(status)) return 'closed';
  if (status === 4) return isTransfer ? 'transferAgentCompleted' : 'active';
  return isTransfer ? 'transferAgentInProgress' : 'inProgress';
}

/**
 * Whether a registration is in the sub-list of the sent `stage` value (what the mock filters by):
 * `1` transfers in progress, `2` transfers completed, `inProgress` statuses 0/1/3, `needsAction` 2,
 * `active` 4, `closed` 5/6/7 (new registrations and transfers alike for the last four).
 * An unknown value matches nothing.
 */
export function matchesStage(stage: string, status: EprStatus, isTransfer: 0 | 1): boolean {
  switch (stage) {
    case '1':
      return isTransfer === 1 && IN_PROGRESS_STATUSES.includes(status);
    case '2':
      return isTransfer === 1 && status === 4;
    case 'inProgress':
      return IN_PROGRESS_STATUSES.includes(status);
    case 'needsAction':
      return status === 2;
    case 'active':
      return status === 4;
    case 'closed':
      return CLOSED_STATUSES.includes(status);
    default:
      return false;
  }
}

/** The status map of the list and the overview (`StatusMap` of src/core/list/status; labels are locale keys `epr.status.<code>`). */
export const EPR_STATUS_MAP: Record<EprStatus, { label: string; color: string }> = {
  0: { label: 'epr.status.0', color: 'default' },
  1: { label: 'epr.status.1', color: 'processing' },
  2: { label: 'epr.status.2', color: 'warning' },
  3: { label: 'epr.status.3', color: 'blue' },
  4: { label: 'epr.status.4', color: 'success' },
  5: { label: 'epr.status.5', color: 'error' },
  6: { label: 'epr.status.6', color: 'default' },
  7: { label: 'epr.status.7', color: 'error' },
};
