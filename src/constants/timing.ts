/**
 * Time-based constants: refresh intervals, polling, debounces, retries and
 * request-cache lifetimes. All durations are in milliseconds.
 *
 * Source: spec §9 "Business constants and limits" (and §3/§7 where noted).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Current-user profile refresh interval: 2 h. Source: spec §3, §9. */
export const PROFILE_REFRESH_INTERVAL_MS = 2 * HOUR;

/**
 * Age after which the storage certificate is re-requested: 2 h.
 * Source: spec §7/§9 "re-requested every 10 min once 2 h have passed".
 */
export const CERTIFICATE_RECHECK_AFTER_MS = 2 * HOUR;

/** How often the certificate age is checked: every 10 min. Source: spec §9. */
export const CERTIFICATE_CHECK_INTERVAL_MS = 10 * MINUTE;

/** Lifetime assumed for a storage certificate: 115 min. Source: spec §9. */
export const CERTIFICATE_VALID_MS = 115 * MINUTE;

/** Many-report batch progress polling interval: 4 s. Source: spec §4, §9. */
export const MANY_REPORT_POLL_INTERVAL_MS = 4 * SECOND;

/** VAT declare list polling interval: 60 s (paused while the page is hidden). Source: spec §7, §9. */
export const DECLARE_LIST_POLL_INTERVAL_MS = 60 * SECOND;

/**
 * Debounce delays used by the product. The spec lists the values only
 * (200, 330, 500, 1000 ms); 200 ms is the EPR paged list debounce (spec §7).
 * Which screen uses 330/500/1000 is not shown. Source: spec §9.
 */
export const DEBOUNCE_MS = {
  /** 200 ms — EPR paged lists (spec §7). */
  XS: 200,
  /** 330 ms. */
  SM: 330,
  /** 500 ms. */
  MD: 500,
  /** 1000 ms. */
  LG: 1000,
} as const;

/** antd notification duration: 5000 ms. Source: spec §9. */
export const NOTIFICATION_DURATION_MS = 5000;

/**
 * Same as {@link NOTIFICATION_DURATION_MS} in seconds, because antd's
 * `notification` `duration` option is in seconds.
 */
export const NOTIFICATION_DURATION_S = NOTIFICATION_DURATION_MS / SECOND;

/** Retry count of the third-party tax-rate lookup. Source: spec §7, §9. */
export const TAX_LOOKUP_RETRIES = 3;

/** Retry count of the enumeration lookup (`/api/enum`). Source: spec §7. */
export const ENUM_LOOKUP_RETRIES = 3;

/** Retry count of the storage-certificate call. Source: spec §7. */
export const CERTIFICATE_RETRIES = 3;

/** Default request-cache time-to-live: 60000 ms. Source: spec §9. */
export const CACHE_TTL_MS = 60 * SECOND;

/** Cache time-to-live used by the other request layer: 300000 ms. Source: spec §9. */
export const CACHE_TTL_ALT_MS = 5 * MINUTE;

/** Minimum interval between refreshes triggered by window focus: 5000 ms. Source: spec §9. */
export const FOCUS_REFRESH_MS = 5 * SECOND;

