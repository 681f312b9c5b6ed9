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

/**
 * Adds the messages of area `name` to both locales once (umi's `addLocale` merges them into the
 * locale and re-renders the intl provider). Safe to call again: later calls do nothing.
 */
export function registerArea(name: string, messages: AreaMessages): void {
  // Outside a browser (unit tests, the mock) there is no intl provider to add to: the data modules
  // that import an area still load.
  if (added.has(name) || typeof window === 'undefined') return;
  added.add(name);
  (Object.keys(messages) as (keyof AreaMessages)[]).forEach((locale) => addLocale(locale, messages[locale], undefined as never));
}
