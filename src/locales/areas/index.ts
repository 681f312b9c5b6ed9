/**
 * Locale messages of a business area load with the area's routes, not into the first bundle
 * (issue #9 "Performance"): `src/locales/zh-CN.ts` / `en-US.ts` hold what every page can show (route
 * titles and menu names, the header, login, error pages, shared components); each area's own
 * messages live in `src/locales/<lang>/<area>.ts` and are added at run time by the area's module here
 * (`src/locales/areas/<area>.ts`), which every page or component showing the area's messages imports:
 *
 * ```ts
 * import '@/locales/areas/calc'; // adds calc.* in zh-CN and en-US when this chunk loads
 * ```
 *
 * `tests/unit/guardrails/locales.test.ts` checks both languages have the same keys across core and
 * areas, and that every page or component using an area's keys imports its module.
 */
import { addLocale } from '@umijs/max';

/** Messages of one area per locale (`zh-CN` and `en-US`, the same keys). */
export type AreaMessages = Record<'zh-CN' | 'en-US', Record<string, string>>;

const added = new Set<string>();
/** Messages of areas registered since the last flush, per locale. */
let pending: Partial<Record<keyof AreaMessages, Record<string, string>>> = {};
let flushQueued = false;

/** Hands the pending areas' messages to umi, one `addLocale` per locale for all of them. */
function flush(): void {
  flushQueued = false;
  const batch = pending;
  pending = {};
  (Object.keys(batch) as (keyof AreaMessages)[]).forEach((locale) =>
    addLocale(locale, batch[locale]!, undefined as never),
  );
}

/**
 * Adds the messages of area `name` to both locales once. Safe to call again: later calls do
 * nothing. The areas a route chunk registers while it loads are handed to umi together, in a
 * microtask (before React renders the route): umi's `addLocale` re-creates the intl object and
 * re-renders everything under the intl provider — the whole console with its layout — once per call
 * for the current language, so a list page whose chunk registered five areas re-rendered the layout
 * five times before its first rows (issue #33 "first loads").
 */
export function registerArea(name: string, messages: AreaMessages): void {
  // Outside a browser (unit tests, the mock) there is no intl provider to add to: the data modules
  // that import an area still load.
  if (added.has(name) || typeof window === 'undefined') return;
  added.add(name);
  (Object.keys(messages) as (keyof AreaMessages)[]).forEach((locale) => {
    pending[locale] = { ...pending[locale], ...messages[locale] };
  });
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(flush);
}
