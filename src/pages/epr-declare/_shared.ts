/**
 * What the two pages of the batch packaging declaration share: their paths and the `?ids=` of the
 * chosen registrations (comma-joined positive ids; anything else is dropped).
 */

/** The registrations and template page. */
export const DECLARE_BASE = '/user/epr/list/batchDeclarationPackaging';
/** The declaration page. */
export const DECLARE_RUN = `${DECLARE_BASE}/batch-declaration-of-packaging-law`;

/** The ids of `?ids=1,2` (`ids` of the page's query, see `useQueryParam`; at most 200, each a positive integer), in order, without repeats. */
export function idsParam(raw: string): number[] {
  const out = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[1-9]\d{0,8}$/.test(s))
    .map(Number);
  return [...new Set(out)].slice(0, 200);
}

/** Last calendar year as the default period (`2025` in 2026). */
export const lastYear = () => String(new Date().getFullYear() - 1);
