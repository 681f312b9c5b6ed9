/**
 * Reduced motion (WCAG 2.1 SC 2.3.3 "Animation from Interactions"): a user whose system asks for
 * less motion (`prefers-reduced-motion: reduce`) gets antd without its motion — modals, drawers,
 * dropdowns, messages and the click wave appear and go at once instead of zooming, sliding and
 * fading. antd 5 reads it from the theme token `motion` (ConfigProvider); umi's antd plugin takes the
 * runtime config once, at start, so a change of the system setting applies from the next load.
 */

/** The part of antd's ConfigProvider props this reads and writes. */
interface ThemedConfig {
  theme?: { token?: Record<string, unknown> } & Record<string, unknown>;
}

/** Whether the browser asks for reduced motion (`false` where there is no `matchMedia`, e.g. in Node). */
export function prefersReducedMotion(win: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  return typeof win?.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** `config` with antd's motion off when `reduced`, otherwise `config` itself (the other theme settings kept). */
export function withReducedMotion<T extends ThemedConfig>(config: T, reduced: boolean): T {
  if (!reduced) return config;
  return { ...config, theme: { ...config.theme, token: { ...config.theme?.token, motion: false } } };
}
