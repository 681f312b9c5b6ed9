/**
 * URLs of a wizard (spec §2: one route per step, e.g. `/user/vat/service`,
 * `/user/vat/service/company-info`, … `/user/vat/service/preview`, then `/finished`). Pure.
 */

/** A step's key and route path. */
export interface StepPath {
  key: string;
  path: string;
}

/** A path without query, hash or trailing slash (`'/a/b/?x=1'` → `'/a/b'`; `'/'` stays). */
export function normalizePath(p: string): string {
  const clean = p.split(/[?#]/)[0] || '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

/** The key of the step whose path is `pathname` (trailing slash ignored), or `undefined`. */
export function stepOfPath(steps: readonly StepPath[], pathname: string): string | undefined {
  const p = normalizePath(pathname);
  return steps.find((s) => normalizePath(s.path) === p)?.key;
}

/** The path of step `key`, or `undefined`. */
export function pathOfStep(steps: readonly StepPath[], key: string): string | undefined {
  return steps.find((s) => s.key === key)?.path;
}

/**
 * The step to report as "opened directly" when a wizard mounts at `pathname`: the step of that
 * path, except the wizard's entry (the first step's path, where the menu leads), which returns
 * `undefined` so the draft's `current` (the step the user left) wins.
 */
export function openedStep(steps: readonly StepPath[], pathname: string): string | undefined {
  const key = stepOfPath(steps, pathname);
  return key === steps[0]?.key ? undefined : key;
}

/** The client id of a query string's `client` (1–9 digits; e.g. `'?client=12'` → 12; the string or its `URLSearchParams`), or `undefined`. */
export function clientOfSearch(search: string | URLSearchParams): number | undefined {
  const raw = (typeof search === 'string' ? new URLSearchParams(search) : search).get('client') ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}
