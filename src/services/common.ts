/**
 * Typed calls of spec §7 "Common" (the upload sign is in `./upload.ts`, the storage certificate in
 * `./storage.ts`, drafts in `./draft.ts`). Paths the spec does not name are ours and documented in
 * the docs/mock-api.md ("Common calls"): `/api/area`, `/api/countries-info`, `/api/valid-dates`,
 * `/api/settings`, `/api/company/verify`, `/api/user/clients`.
 *
 * Every call resolves with the envelope's `data` and rejects with a `RequestFailure` that the request
 * layer has already shown (unless `skipErrorHandler` / `skipErrorMessage` is passed).
 */
import { ENUM_LOOKUP_RETRIES } from '@/constants/timing';
import { retry } from '@/core/utils/retry';
import { companyCheckMessage } from '@/constants/company-check';
import type { QueryOf, ResponseOf } from '@/core/contract';
import type { BizLicenseOcr, commonApi, IdCardOcr, PassportOcr, Setting } from '@/core/common/api';
import { call } from '@/request/call';
import type { AppRequestOptions } from '@/request/types';
import { commonCalls } from './_generated/common.calls';
import type { EnumItem } from '@/core/common/types';

export type { ClientUser, Country } from '@/core/common/api';

type Api = typeof commonApi;

/**
 * Result of the company verification (spec §3: a legal name and a status code). `status` 1 passed;
 * -1, 0, 2, 3 are the spec §4 codes; `message` is the spec §5 message (null when passed).
 */
type CompanyVerifyResult = ResponseOf<Api['verifyCompany']>;

// ---------------------------------------------------------------------------------------------
// Enumerations

/** The enumeration groups of `GET /api/enum` (spec §7 Common). */
export const ENUM_GROUPS = [
  'he_gui_type',
  'epr_status',
  'epr_type',
  'ver_pack_type',
  'vat_company_type',
  'vat_store_platform',
  'vat_overseas_areas',
  'china_main_land_company_type',
] as const;

/** One enumeration group name. */
type EnumGroup = (typeof ENUM_GROUPS)[number];

/** Groups whose lookup is retried {@link ENUM_LOOKUP_RETRIES} times (spec §7: china_main_land_company_type). */
const RETRIED_ENUM_GROUPS: readonly EnumGroup[] = ['china_main_land_company_type'];

/** Whether `name` is one of {@link ENUM_GROUPS}. */
export function isEnumGroup(name: unknown): name is EnumGroup {
  return typeof name === 'string' && (ENUM_GROUPS as readonly string[]).includes(name);
}

/** Number of retries of the lookup of `group`: 3 for china_main_land_company_type, else 0 (spec §7). */
export function enumRetries(group: EnumGroup): number {
  return RETRIED_ENUM_GROUPS.includes(group) ? ENUM_LOOKUP_RETRIES : 0;
}

/** Failure kinds that are not worth retrying: the session is gone or the account is blocked. */
function isFinal(e: unknown): boolean {
  const kind = (e as { kind?: string } | null)?.kind;
  return kind === 'unauthorized' || kind === 'forbidden';
}

/**
 * Calls `attempt(isLast)` up to `retries + 1` times until it resolves (p-retry via `retry` of
 * src/core/utils/retry.ts, no pause); rejects with the last error.
 * A 401/403 failure (`kind` unauthorized / forbidden) is not retried. `isLast` lets the caller show
 * only the last failure to the user.
 */
export function retryCall<T>(attempt: (isLast: boolean) => Promise<T>, retries: number): Promise<T> {
  return retry(({ isLast }) => attempt(isLast), { retries, shouldRetry: (e) => !isFinal(e) });
}

/**
 * `GET /api/enum?group_name=<group>`: the items of an enumeration group, sorted by `sort`.
 * china_main_land_company_type is retried 3 times (spec §7); only the last failure is toasted.
 * Errors (mock): "缺少参数 group_name", "未知的枚举分组：xxx".
 */
export async function fetchEnum(group: EnumGroup, opts?: AppRequestOptions): Promise<EnumItem[]> {
  const list = await retryCall(
    (isLast) =>
      call(commonCalls.enums, { query: { group_name: group } }, { ...opts, skipErrorMessage: opts?.skipErrorMessage || !isLast }),
    enumRetries(group),
  );
  return [...list].sort((a, b) => a.sort - b.sort);
}

/** antd Select options `{ label, value }` of enumeration items. */
export function enumOptions(items: EnumItem[]): { label: string; value: string | number }[] {
  return items.map(({ label, value }) => ({ label, value }));
}

/** The label of `value` in `items` (numbers and numeric strings compare equal), or `fallback`. */
export function enumLabel(items: EnumItem[] | undefined, value: unknown, fallback = '-'): string {
  if (value === undefined || value === null || value === '') return fallback;
  return items?.find((i) => String(i.value) === String(value))?.label ?? fallback;
}

// ---------------------------------------------------------------------------------------------
// Districts, areas

/** `GET /api/districts` (open): province → city tree for a Cascader. */
export function fetchDistricts(opts?: AppRequestOptions) {
  return call(commonCalls.districts, {}, opts);
}

// ---------------------------------------------------------------------------------------------
// Countries

/** `GET /api/countries` (open): every country the product knows, unsorted. */
export function fetchCountries(opts?: AppRequestOptions) {
  return call(commonCalls.countries, {}, opts);
}

// ---------------------------------------------------------------------------------------------
// Settings

/** Key of the default UK tax-agent email setting (spec §3; register field `agentEmail` of GB). */
export const DEFAULT_GB_TAX_AGENT_EMAIL_KEY = 'default_gb_tax_agent_email';

/** `GET /api/settings` (open; our path): all settings, or those of `key` (comma-joined). */
export function fetchSettings(params: QueryOf<Api['settings']> = {}, opts?: AppRequestOptions) {
  return call(commonCalls.settings, { query: params }, opts);
}

/** The value of `key` in settings entries, or `fallback`. */
export function settingValue(settings: Setting[] | undefined, key: string, fallback = ''): string {
  return settings?.find((s) => s.key === key)?.value ?? fallback;
}

// ---------------------------------------------------------------------------------------------
// OCR

/** OCR kinds (spec §3 "OCR options carry a type"). */
export type OcrType = 'bizlicense' | 'idcard' | 'passport';

/** The OCR result of each type. */
export interface OcrResultMap {
  bizlicense: BizLicenseOcr;
  idcard: IdCardOcr;
  passport: PassportOcr;
}

/**
 * `POST /api/ocr` (guarded): reads a stored file (`key`) or a file URL (`url`). `type` defaults to
 * `idcard` (spec §7). Rejects with a Chinese message when the file is missing or unreadable.
 */
export function ocr<T extends OcrType = 'idcard'>(
  file: { key?: string; url?: string },
  type?: T,
  opts?: AppRequestOptions,
): Promise<OcrResultMap[T]> {
  return call(commonCalls.ocr, { body: { ...file, options: { type: type ?? 'idcard' } } }, opts) as Promise<OcrResultMap[T]>;
}

// ---------------------------------------------------------------------------------------------
// Company verification

/** Input of the company verification (spec §7): credit code, company name, legal person. */
type CompanyVerifyParams = Required<Omit<QueryOf<Api['verifyCompany']>, 'users'>>;

/** Adds the spec §5 message to a raw result (the client's own, whatever the server sent). */
export function withCompanyCheckMessage(raw: { status: number; legalName?: string | null }): CompanyVerifyResult {
  const legalName = raw.legalName ?? '';
  return { status: Number(raw.status), legalName, message: companyCheckMessage(Number(raw.status), legalName) };
}

/**
 * `GET /api/company/verify` (guarded; our path): checks company name and legal person against the
 * unified social credit code. Resolves with the status (a failed check is not a rejection).
 */
export async function verifyCompany(params: CompanyVerifyParams, opts?: AppRequestOptions): Promise<CompanyVerifyResult> {
  const raw = await call(commonCalls.verifyCompany, { query: params }, opts);
  return withCompanyCheckMessage(raw);
}

// ---------------------------------------------------------------------------------------------
// PDF

/**
 * `POST /api/to-pdf` (guarded): renders a page `url` or an `html` document to a stored PDF named
 * `fileName` (`.pdf` added when missing).
 */
export function toPdf(body: { url?: string; html?: string; fileName?: string }, opts?: AppRequestOptions) {
  return call(commonCalls.toPdf, { body }, opts);
}

// ---------------------------------------------------------------------------------------------
// Agent client users

/**
 * `GET /api/user/clients` (guarded, agents only; our path): the agent's client users, paged,
 * filtered by `users` (comma-joined ids, spec §6) and `q`. The session's users record is added by
 * the request layer unless `users` is given.
 */
export function fetchClientUsers(params: QueryOf<Api['clientUsers']> = {}, opts?: AppRequestOptions) {
  return call(commonCalls.clientUsers, { query: params }, opts);
}
