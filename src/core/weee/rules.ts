/**
 * Rules of the German WEEE register (stiftung ear, ElektroG) used by the WEEE lookup
 * (`/user/epr/weee-query`, spec §2; issue #21) in the console and in the mock. Relative imports only.
 *
 * Sources (../shared/design/domain-facts.md D.3): the number is "WEEE-Reg.-Nr. DE 12345678", i.e.
 * `DE` + 8 digits (stiftung-ear.de "Registrierungsverfahren"; garantie-elektrogesetz.de); one number
 * per producer, more brands and device types are added under it; registration is per brand × device
 * type in 6 categories of ElektroG §2(1) (Anlage 1), each split by whether the devices can be used in
 * private households (b2c, needs an insolvency-proof guarantee) or only elsewhere (b2b).
 */
import type { RuleCheck } from '../rules';

/** The printed prefix of a German WEEE registration number. */
const WEEE_NUMBER_PREFIX = 'WEEE-Reg.-Nr.';

/**
 * What a user may type as a number: `WEEE-Reg.-Nr. DE 12345678`, `WEEE-Reg.-Nr. DE12345678` or the
 * bare `DE12345678` / `DE 12345678`; letters in any case, spaces around and inside as printed.
 */
const NUMBER_INPUT = /^(?:WEEE\s*-?\s*Reg\.?\s*-?\s*Nr\.?\s*)?DE\s*(\d{8})$/i;

/**
 * The number `input` in its stored form `DE` + 8 digits (`DE12345678`), or `null` when it is not a
 * German WEEE number (wrong country, 7 or 9 digits, other characters).
 */
export function normalizeWeeeNumber(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const m = NUMBER_INPUT.exec(input.trim());
  return m ? `DE${m[1]}` : null;
}

/** The number as printed on offers and invoices: `WEEE-Reg.-Nr. DE 12345678` (from `DE12345678`). */
export function formatWeeeNumber(stored: string): string {
  return `${WEEE_NUMBER_PREFIX} DE ${stored.replace(/^DE/i, '')}`;
}

/** How a lookup searches: by registration number, by brand, by producer (company name). */
export const WEEE_QUERY_BY = ['number', 'brand', 'company'] as const;
/** One of {@link WEEE_QUERY_BY}. */
export type WeeeQueryBy = (typeof WEEE_QUERY_BY)[number];

/** Shortest brand or company text searched (a single character would match most of the register). */
const WEEE_TEXT_MIN = 2;
/** Longest text searched. */
export const WEEE_TEXT_MAX = 60;

/**
 * The check of a lookup's text for `by` (locale keys of the `weee` area): blank → `weee.rule.required`;
 * a number not in the format → `weee.rule.number`; a brand or company shorter than
 * {@link WEEE_TEXT_MIN} → `weee.rule.short`; longer than {@link WEEE_TEXT_MAX} → `weee.rule.long`.
 */
export function checkWeeeQuery(by: WeeeQueryBy): RuleCheck {
  return (value) => {
    const v = typeof value === 'string' ? value.trim() : '';
    if (!v) return 'weee.rule.required';
    if (by === 'number') return normalizeWeeeNumber(v) ? null : 'weee.rule.number';
    if (v.length < WEEE_TEXT_MIN) return 'weee.rule.short';
    if (v.length > WEEE_TEXT_MAX) return 'weee.rule.long';
    return null;
  };
}

/** ElektroG §2(1) categories 1–6 (locale `weee.category.<n>`). */
export const WEEE_CATEGORIES = [1, 2, 3, 4, 5, 6] as const;

/** Status of a registration in the register: registered, expired (guarantee or registration lapsed), deregistered by the producer. */
export const WEEE_STATUSES = ['registered', 'expired', 'deregistered'] as const;
/** One of {@link WEEE_STATUSES}. */
type WeeeStatus = (typeof WEEE_STATUSES)[number];

/**
 * The status of a registration on `today` (`YYYY-MM-DD`): `deregistered` stays; otherwise
 * `expired` once `validUntil` (`YYYY-MM-DD`, last valid day) is before today, else `registered`.
 */
export function weeeStatusOn(row: { deregistered?: boolean; validUntil: string }, today: string): WeeeStatus {
  if (row.deregistered) return 'deregistered';
  return row.validUntil < today ? 'expired' : 'registered';
}

/** The status map of the lookup's status column (src/core/list/status.ts). */
export const WEEE_STATUS_MAP = {
  registered: { label: 'weee.status.registered', color: 'success' },
  expired: { label: 'weee.status.expired', color: 'error' },
  deregistered: { label: 'weee.status.deregistered', color: 'default' },
} as const satisfies Record<WeeeStatus, { label: string; color: string }>;
