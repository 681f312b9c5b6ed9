/**
 * The console's language (issue #24 "English pages"): zh-CN by default (architecture: never the
 * browser's language), en-US when the user chose it with the language switch, kept in local
 * storage so the choice outlives the session and applies to the login page too. The `/en` pages
 * render in en-US whatever the choice. No React, no umi: the runtime `locale.getLocale` of
 * `src/app.tsx` and the switch read it.
 */

/** The languages of the console (`src/locales/<locale>.ts`). */
const APP_LOCALES = ['zh-CN', 'en-US'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/** The default language (architecture "Locale": zh-CN is forced as the default). */
const DEFAULT_LOCALE: AppLocale = 'zh-CN';

/** Local-storage key of the user's choice. Value: an {@link AppLocale} as plain text. */
export const LOCALE_KEY = 'yishui.locale';

/** `value` when it is one of {@link APP_LOCALES}, else `undefined`. */
function asLocale(value: unknown): AppLocale | undefined {
  return (APP_LOCALES as readonly unknown[]).includes(value) ? (value as AppLocale) : undefined;
}

function local(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // storage disabled: no choice is kept
  }
}

/** The user's stored choice, or `undefined` (nothing stored, storage disabled, or an unknown value). */
export function storedLocale(): AppLocale | undefined {
  try {
    return asLocale(local()?.getItem(LOCALE_KEY));
  } catch {
    // storage disabled (privacy mode): no choice kept, the default language applies
    return undefined;
  }
}

/** Keeps `locale` as the user's choice. Never throws (a full or disabled storage keeps nothing). */
export function storeLocale(locale: AppLocale): void {
  try {
    local()?.setItem(LOCALE_KEY, locale);
  } catch {
    /* nothing to keep */
  }
}

/** The console's language: the stored choice, else {@link DEFAULT_LOCALE}. */
export function chosenLocale(): AppLocale {
  return storedLocale() ?? DEFAULT_LOCALE;
}

/** Whether `pathname` is one of the English pages (`/en`, `/en/…`), which always render in en-US. */
export function isEnglishPath(pathname: string): boolean {
  return pathname === '/en' || pathname.startsWith('/en/');
}

/** The language a page at `pathname` renders in: en-US for the English pages, else the user's choice. */
export function pageLocale(pathname: string): AppLocale {
  return isEnglishPath(pathname) ? 'en-US' : chosenLocale();
}
