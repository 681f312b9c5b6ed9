/**
 * UI constants: progress colours, pagination, scroll thresholds, title.
 *
 * Source: spec §9 "Business constants and limits" (and §1 for the title).
 */

/**
 * Progress bar colours. `background` is the trail colour; the other keys are
 * the stroke colour per antd Progress status. Source: spec §9.
 */
export const PROGRESS_COLORS = {
  background: '#F6F6F6',
  normal: '#6862B0',
  success: '#1AB76B',
  exception: '#FE5858',
} as const;

/** Default page size of paged lists. Source: spec §9. */
export const DEFAULT_PAGE_SIZE = 10;

/** Tax-period year options (1 to 5 years). Source: spec §9. */
export const TAX_PERIOD_YEAR_OPTIONS = [1, 2, 3, 4, 5] as const;

/** Distance from the bottom (px) at which infinite scroll loads more. Source: spec §9. */
export const SCROLL_LOAD_THRESHOLD_PX = 100;

/** Scroll offset (px), e.g. to clear the fixed header when scrolling to an element. Source: spec §9. */
export const SCROLL_OFFSET_PX = 98;

/**
 * Product name; page titles are "<given text> - 一税".
 * Source: spec §1 "a fixed suffix meaning 'one tax'". The separator is not
 * shown in the spec; see {@link formatPageTitle}.
 */
const APP_NAME = '一税';

/**
 * Builds a page title: `"<title> - 一税"`, or just `"一税"` when the title is
 * empty. Source: spec §1 (DOUBT: separator " - " chosen here, not given).
 */
export function formatPageTitle(title?: string | null): string {
  const text = title?.trim();
  return text ? `${text} - ${APP_NAME}` : APP_NAME;
}

/**
 * HTTP status range treated as success by the page-type request handling
 * (inclusive). Source: spec §8/§9 "Page-type success range 200 to 299".
 */
const PAGE_SUCCESS_STATUS_RANGE = { min: 200, max: 299 } as const;

/** True if `status` lies in {@link PAGE_SUCCESS_STATUS_RANGE}. Source: spec §9. */
export function isSuccessStatus(status: number): boolean {
  return (
    Number.isInteger(status) &&
    status >= PAGE_SUCCESS_STATUS_RANGE.min &&
    status <= PAGE_SUCCESS_STATUS_RANGE.max
  );
}

/**
 * Open routes (spec §2 unguarded) that render inside the console layout for a logged-in user and as
 * bare open pages for a guest (issue #25 "Imports in the console"); `/` (landing or workbench) too.
 * src/app.tsx makes the layout `pure` for a guest on these paths.
 */
export const OPEN_IN_CONSOLE: readonly string[] = [
  '/',
  '/user/declare/my-declare/upload-tax-template',
  '/user/declare/my-declare/temporaryDataSet',
  '/user/declare/gb-data-conversion/import-results',
];
