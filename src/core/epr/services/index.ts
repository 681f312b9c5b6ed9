/**
 * THE list of the EPR services (issue #31; spec §1 "EPR and packaging laws", §3 EPR sub-objects, §9
 * defaults): every declared record of ./de.ts, ./fr.ts, ./es.ts (one module per country: the transfer
 * variants and the services of one register are near-identical there), in the order the overview and
 * the selects show them, and everything derived from them: the service keys and countries, the lookup
 * by key, the spec §9 defaults of a sub-object, the default fee, the list summary. Adding a service is
 * one record plus its locale entries (docs/adding-a-country.md "Adding an EPR service"); nothing else names a service key.
 *
 * Pure data and functions, no React; relative imports only (the mock and the route file load it).
 */
import Big from 'big.js';
import { isNone, type EprNumberFormat, type EprService } from '../define';
import { deBatt, dePack, dePackTransfer, dePlastic, deWeee } from './de';
import { esBatt, esPack, esWeee } from './es';
import { frBatt, frFurn, frPack, frPackTransfer, frSpin, frWeee } from './fr';

export { isNone } from '../define';
export { PACK_MATERIALS, type PackMaterialId } from '../materials';

/** Every service, once, in display order (Germany, France, Spain). */
export const EPR_SERVICE_LIST = [dePack, dePackTransfer, dePlastic, deWeee, deBatt, frPack, frPackTransfer, frWeee, frBatt, frSpin, frFurn, esPack, esWeee, esBatt] as const;

/** One EPR service key (the spec §3 sub-object's name, the registration's `type`). */
export type EprServiceKey = (typeof EPR_SERVICE_LIST)[number]['key'];
/** A country with EPR services (ISO-2). */
type EprCountry = (typeof EPR_SERVICE_LIST)[number]['country'];
/** A declared service with its key and country types. */
export type EprServiceRecord = EprService<EprServiceKey, EprCountry>;

/** The service keys, in display order. */
export const EPR_SERVICE_KEYS = EPR_SERVICE_LIST.map((s) => s.key) as [EprServiceKey, ...EprServiceKey[]];

/** The services by key. */
export const EPR_SERVICES = Object.fromEntries(EPR_SERVICE_LIST.map((s) => [s.key, s])) as Record<EprServiceKey, EprServiceRecord>;
if (Object.keys(EPR_SERVICES).length !== EPR_SERVICE_LIST.length) throw new Error('EPR services: a service key is declared twice');

/** The countries with EPR services, in display order. */
export const EPR_COUNTRIES = [...new Set(EPR_SERVICE_LIST.map((s) => s.country))] as [EprCountry, ...EprCountry[]];

/** The registration-number formats by id (services of one register share one). */
export const EPR_NUMBER_FORMATS: Readonly<Record<string, EprNumberFormat>> = Object.fromEntries(
  EPR_SERVICE_LIST.flatMap((s) => (isNone(s.number) ? [] : [[s.number.id, s.number] as const])),
);

/** The services of `country`, in display order. */
export function servicesOf(country: EprCountry): EprServiceRecord[] {
  return (EPR_SERVICE_LIST as readonly EprServiceRecord[]).filter((s) => s.country === country);
}

/** The services filing with register `id` (e.g. `LUCID`: the German packaging registrations, new and transferred). */
export function servicesFilingWith(id: string): EprServiceRecord[] {
  return (EPR_SERVICE_LIST as readonly EprServiceRecord[]).filter((s) => s.register.id === id);
}

/** A well-formed example of a service's registration number (placeholders, help texts), or `undefined` when its register has no known format. */
export function numberExampleOf(key: EprServiceKey): string | undefined {
  const f = EPR_SERVICES[key].number;
  return isNone(f) ? undefined : f.example;
}

/** Currency of the recovery fees (ISO 4217; spec §9 gives none, the systems and eco-organismes invoice in euro). */
export const EPR_FEE_CURRENCY = 'EUR' as const;

/** The draft type of the EPR wizard (`/api/draft` `{ type: 'epr', key: <client id> }`; docs/adding-a-screen.md "Adding a wizard"). */
export const EPR_DRAFT_TYPE = 'epr';

/** The default recovery fee of a service (EUR per year, spec §9), or `undefined` when its sub-object has none. */
export function defaultRecoveryFee(key: EprServiceKey): number | undefined {
  const fee = EPR_SERVICES[key].defaults.recoveryFee;
  return isNone(fee) ? undefined : fee;
}

/**
 * The initial sub-object of a service chosen in the wizard, from its record's fields and spec §9
 * defaults: `recoveryFee` and `officeId` from `defaults`, `registerYear` = `year` (this year, offered
 * first), the other fields from `defaults.values`. Table lines carry an `id` (the editable table's row
 * key, dropped by the API) unique across services (`<key>-<n>`): two tables of one form register their
 * cells by row key, so two `d1` rows would share their fields. The WEEE brand list (a form list) has none.
 */
export function defaultSubObject(key: EprServiceKey, year: number): Record<string, unknown> {
  const s = EPR_SERVICES[key];
  const out: Record<string, unknown> = {};
  for (const f of s.fields) {
    let v: unknown = s.defaults.values[f.name];
    if (f.kind === 'recoveryFee') v = defaultRecoveryFee(key);
    else if (f.kind === 'officeId') v = isNone(s.defaults.officeId) ? undefined : s.defaults.officeId;
    else if (f.kind === 'registerYear') v = year;
    else if (f.kind === 'lines') v = ((v ?? []) as Record<string, unknown>[]).map((line, n) => ({ id: `${key}-${n + 1}`, ...line }));
    else if (f.kind === 'brands') v = ((v ?? []) as Record<string, unknown>[]).map((line) => ({ ...line }));
    if (v !== undefined) out[f.name] = v;
  }
  return out;
}

/** One fact of a registration shown by the EPR list: `label` a locale key (saying the unit), `value` locale-free text. */
interface EprSummaryEntry {
  label: string;
  value: string;
}

/** A decimal string of `v` when it is a number ≥ 0 (as number or digits), else `null`. */
function decimal(v: unknown): Big | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^\d+(\.\d+)?$/.test(s) ? new Big(s) : null;
}

/**
 * What the EPR list (its 申报内容 cell), its export and the wizard's preview show of a registration of
 * service `key` with sub-object `values`: one entry per list column of the record (see
 * `EprListColumn` of ../define.ts). Sums use big.js (no float drift; kg or items as the label says),
 * bad or missing cells are left out of a sum; a missing value shows `-`.
 */
export function listSummary(key: EprServiceKey, values: Readonly<Record<string, unknown>> | undefined): EprSummaryEntry[] {
  const v = values ?? {};
  return EPR_SERVICES[key].listColumns.map((c) => {
    const x = v[c.field];
    const rows = Array.isArray(x) ? (x as Record<string, unknown>[]) : [];
    let value = '-';
    if (c.show === 'text' || c.show === 'number') value = x === undefined || x === null || String(x).trim() === '' ? '-' : String(x).trim();
    else if (c.show === 'range') value = Array.isArray(x) && x.length === 2 ? `${x[0]} ~ ${x[1]}` : '-';
    else if (c.show === 'lines') value = String(rows.length);
    else if (c.show === 'join') value = rows.map((r) => String(r?.[c.column!] ?? '').trim()).filter(Boolean).join('、') || '-';
    else if (c.show === 'sum') value = rows.reduce((sum, r) => sum.plus(decimal(r?.[c.column!]) ?? 0), new Big(0)).toString();
    return { label: c.label, value };
  });
}
