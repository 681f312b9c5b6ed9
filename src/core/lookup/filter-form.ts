/**
 * The monitoring table's saved filter (src/core/lookup/monitoring.ts `MonitorFilter`) as the list's
 * search form holds it and as the list call sends it (comma-joined `status`, `relation`,
 * `countries`; `alertsOnly`). Pure; relative imports only.
 */
import type { MonitorFilter, WatchRelation, WatchStatus } from './monitoring';
import { EU_UK_VAT_PREFIXES } from './normalise';

/** The VAT prefixes as select options (`DE`, `EL`, `XI`, `GB`…). */
export const COUNTRY_PREFIX_OPTIONS = EU_UK_VAT_PREFIXES.map((p) => ({ label: p, value: p }));

/** Form values of the search form: `statusIn`, `relationIn`, `countriesIn` (arrays), `alertsOnly` (`'true'`). */
export interface FilterFormValues {
  statusIn?: string[];
  relationIn?: string[];
  countriesIn?: string[];
  alertsOnly?: string;
}

/** A saved filter → the search form's initial values. */
export function filterToForm(f: MonitorFilter): FilterFormValues {
  return {
    ...(f.status?.length ? { statusIn: [...f.status] } : {}),
    ...(f.relation?.length ? { relationIn: [...f.relation] } : {}),
    ...(f.countries?.length ? { countriesIn: [...f.countries] } : {}),
    ...(f.alertsOnly ? { alertsOnly: 'true' } : {}),
  };
}

/** The list's query from the form values (arrays comma-joined; other keys such as `q`, paging, `users` as they are). */
export function formToQuery<Q extends Record<string, unknown>>(q: Q): Record<string, unknown> {
  const { statusIn, relationIn, countriesIn, alertsOnly, ...rest } = q as Q & FilterFormValues;
  const join = (v: unknown) => (Array.isArray(v) && v.length ? v.join(',') : undefined);
  return {
    ...rest,
    ...(join(statusIn) ? { status: join(statusIn) } : {}),
    ...(join(relationIn) ? { relation: join(relationIn) } : {}),
    ...(join(countriesIn) ? { countries: join(countriesIn) } : {}),
    ...(alertsOnly === 'true' || (alertsOnly as unknown) === true ? { alertsOnly: true } : {}),
  };
}

/** A filter as typed in the filter panel (arrays of strings) → a `MonitorFilter` (empty fields dropped). */
export function formToFilter(v: FilterFormValues): MonitorFilter {
  return {
    ...(v.statusIn?.length ? { status: v.statusIn as WatchStatus[] } : {}),
    ...(v.relationIn?.length ? { relation: v.relationIn as WatchRelation[] } : {}),
    ...(v.countriesIn?.length ? { countries: v.countriesIn } : {}),
    ...(v.alertsOnly === 'true' ? { alertsOnly: true } : {}),
  };
}
