/**
 * The status map of a check's answer and of a watched number (src/core/list/status.ts): ONE map,
 * `kind → { label, color }`. "Could not check" is never red: it is not an invalid number
 * (domain-facts §E.4/§E.5). Pure; relative imports only.
 */
import type { StatusMap } from '../list/status';

/** `valid` 有效, `invalid` 无效, `notInVies` 不可用于欧盟内跨境交易, `unavailable` 暂时无法查询, `refused` 未查询（格式有误）, `pending` 待检查. */
export const LOOKUP_KIND_STATUS: StatusMap = {
  valid: { label: 'lookup.kind.valid', color: 'success' },
  invalid: { label: 'lookup.kind.invalid', color: 'error' },
  notInVies: { label: 'lookup.kind.notInVies', color: 'warning' },
  unavailable: { label: 'lookup.kind.unavailable', color: 'processing' },
  refused: { label: 'lookup.kind.refused', color: 'default' },
  pending: { label: 'lookup.kind.pending', color: 'default' },
};
