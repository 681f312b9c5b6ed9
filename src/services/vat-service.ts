/**
 * Calls of the VAT registration and transfer service (spec §7 "VAT tax registration"; issue #10).
 * The mock (`mock/vat-service.ts`) documents every shape; types: src/core/vat-service. Every
 * function takes the request options LAST (`opts?: AppRequestOptions`, src/request/api.ts).
 */
import { api } from '@/request/api';
import { getUploadSign } from '@/services/upload';
import type { VatApplication, VatCountryConfig, VatServiceValues } from '@/core/vat-service';
import type { AppRequestOptions } from '@/request/types';

/** A company of the registry (`GET /api/vat-tax/qcc`). `foundDate` YYYY-MM-DD. */
export interface QccCompany {
  companyName: string;
  registerNo: string;
  legalName: string;
  address: string;
  foundDate: string;
  companyType: string;
}

/** `GET /api/vat-tax/qcc?keyword`: up to 10 registry companies by name or credit-code fragment. */
export function searchCompany(keyword: string, opts?: AppRequestOptions) {
  return api.get<QccCompany[]>('/api/vat-tax/qcc', { keyword }, opts);
}

/** `GET /api/vat-tax/is_black`: whether the company is refused, with the reason (Chinese). */
export function checkBlacklist(params: { registerNumber?: string; companyName?: string }, opts?: AppRequestOptions) {
  return api.get<{ black: boolean; reason: string }>('/api/vat-tax/is_black', params, opts);
}

/** `GET /api/vat-tax/exists`: countries (of `countryCode`, comma-joined) where the company already has a number or a registration. */
export function checkExists(params: { companyName: string; countryCode?: string }, opts?: AppRequestOptions) {
  return api.get<{ exists: boolean; countries: string[] }>('/api/vat-tax/exists', params, opts);
}

/** `GET /api/vat-tax/exists-identify`: the legal person's document number is used in another user's application. */
export function checkIdentifyExists(legalCertFileNum: string, opts?: AppRequestOptions) {
  return api.get<{ exists: boolean }>('/api/vat-tax/exists-identify', { legalCertFileNum }, opts);
}

/** Result of the legal-person check: `status` 1 pass, -1/0/2/3 spec §4 codes; `legalName` the registered one (code 3). */
export interface LegalCheckResult {
  status: number;
  legalName: string;
  message: string | null;
}

/** `GET /api/vat-tax/valid-register-legal`; the caller normalises the query first (`normaliseLegalQuery`). */
export function validRegisterLegal(params: { companyName: string; registerNumber: string; legalName: string }, opts?: AppRequestOptions) {
  return api.get<LegalCheckResult>('/api/vat-tax/valid-register-legal', params, opts);
}

/** A country's configuration with its Chinese document labels and note. */
export type VatConfig = VatCountryConfig & { documentLabels: Record<string, string>; note: string };

/** `GET /api/vat-tax/vat-config` (all 12 register countries). */
export function fetchVatConfigs(opts?: AppRequestOptions) {
  return api.get<VatConfig[]>('/api/vat-tax/vat-config', undefined, opts);
}

/** `GET /api/vat-tax/eu-country`: the EU member states `[{ code, name }]`. */
export function fetchEuCountries(opts?: AppRequestOptions) {
  return api.get<{ code: string; name: string }[]>('/api/vat-tax/eu-country', undefined, opts);
}

/** `GET /api/vat-tax/valid-date?countryCode`: service years 1-5 with the end date (YYYY-MM-DD). */
export function fetchServiceDates(countryCode: string, opts?: AppRequestOptions) {
  return api.get<{ year: number; validDate: string; validText: string }[]>('/api/vat-tax/valid-date', { countryCode }, opts);
}

/** Result of `vat-check`: `unavailable` means the tax office could not answer (never "invalid"); `name` / `address` only where the register gives them (else `message` says why none). */
export interface VatCheckResult {
  status: 'valid' | 'invalid' | 'unavailable';
  vatNumber: string;
  name?: string;
  address?: string;
  message: string;
}

/** `GET /api/vat-tax/vat-check?countryCode&vatNumber`. */
export function vatCheck(countryCode: string, vatNumber: string, opts?: AppRequestOptions) {
  return api.get<VatCheckResult>('/api/vat-tax/vat-check', { countryCode, vatNumber }, opts);
}

/** `GET /api/vat-tax/mtd-info?vatNumber` (GB): MTD sign-up, the VAT stagger (1-3) and the registered name (`null` where the register has none). */
export function fetchMtdInfo(vatNumber: string, opts?: AppRequestOptions) {
  return api.get<{ vatNumber: string; mtd: boolean; stagger: number; name: string | null }>('/api/vat-tax/mtd-info', { vatNumber }, opts);
}

/** `GET /api/fr/number-info?vatNumber` (FR): SIREN, the registered name (`null` where the register has none) and the tax office. */
export function fetchFrNumberInfo(vatNumber: string, opts?: AppRequestOptions) {
  return api.get<{ vatNumber: string; siren: string; name: string | null; office: string }>('/api/fr/number-info', { vatNumber }, opts);
}

/** `GET /api/vat-tax/fba-ocr?key`: starts reading an FBA inventory screenshot → `{ taskId }`. */
export function startFbaOcr(key: string, opts?: AppRequestOptions) {
  return api.get<{ taskId: string }>('/api/vat-tax/fba-ocr', { key }, opts);
}

/** `GET /api/vat-tax/fba-ocr-result?taskId` (poll until `done`). */
export function fetchFbaOcrResult(taskId: string, opts?: AppRequestOptions) {
  return api.get<{ status: 'pending' | 'done'; countries: string[]; warehouses: { code: string; countryCode: string }[] }>('/api/vat-tax/fba-ocr-result', { taskId }, opts);
}

/** `GET /api/vat-tax/sign-url?companyName`: a signing link for the service agreement of the applicant company `companyName` (valid 30 minutes). */
export function fetchSignUrl(params: { companyName?: string } = {}, opts?: AppRequestOptions) {
  return api.get<{ signId: string; url: string; expiresAt: string }>('/api/vat-tax/sign-url', params, opts);
}

/** State of a signature: `signedAt` is `YYYY-MM-DD HH:mm:ss`. */
export interface SignResult {
  status: 'pending' | 'signed' | 'expired';
  signerName: string;
  signedAt: string;
}

/** `GET /api/vat-tax/sign-result?signId` (polled by the preview). */
export function fetchSignResult(signId: string, opts?: AppRequestOptions) {
  return api.get<SignResult>('/api/vat-tax/sign-result', { signId }, opts);
}

/** `GET /api/vat-tax/sign-info?token` (open; our path): the agreement of a signing link. Expired / signed links reject with their message. */
export function fetchSignInfo(token: string, opts?: AppRequestOptions) {
  return api.get<{ status: string; agreement: string; companyName: string; expiresAt: string }>('/api/vat-tax/sign-info', { token }, opts);
}

/** `POST /api/vat-tax/sign` (open; our path): signs with a typed name or a drawn PNG (data URL). */
export function submitSignature(body: { token: string; signerName: string; mode: 'typed' | 'drawn'; signature: string }, opts?: AppRequestOptions) {
  return api.post<{ status: 'signed' }>('/api/vat-tax/sign', body, opts);
}

/**
 * `POST /api/vat-tax/upload` (spec §7 "VAT tax registration": multipart `sign` + `file`): a file of the
 * wizard (licence, ID card, screenshots, receipts), signed first by `GET /api/upload/sign` (`scene`
 * names what it is for). The signature is the sign call's `fields.sign`, else the last segment of its
 * upload `url` (the mock's `/api/upload/put/<sign>`). Resolves with the stored `{ key, name, size }`;
 * a refused file (not an image or PDF, too large) rejects with the server's Chinese message.
 */
export async function uploadVatFile(file: File, scene: string, opts?: AppRequestOptions) {
  const s = await getUploadSign({ name: file.name, size: file.size, scene }, opts);
  const sign = s.fields.sign ?? s.url.split('?')[0].split('/').pop() ?? '';
  const form = new FormData();
  form.append('sign', sign);
  form.append('file', file, file.name);
  return api.post<{ key: string; name: string; size: number }>('/api/vat-tax/upload', form, opts);
}

/** `POST /api/vat-tax/create`: submits the wizard's values → the application (stage `submitted`). Field errors carry `data.field`. */
export function createVatService(values: VatServiceValues, opts?: AppRequestOptions) {
  return api.post<VatApplication>('/api/vat-tax/create', values, opts);
}

/** `POST /api/vat-tax/update`: resubmits a returned application `id`. */
export function updateVatService(id: number, values: VatServiceValues, opts?: AppRequestOptions) {
  return api.post<VatApplication>('/api/vat-tax/update', { ...values, id }, opts);
}

/** `GET /api/vat-tax/applications/:id` (our path): one application with the wizard's values (without `signId`), to correct a returned one. */
export function getApplication(id: number, opts?: AppRequestOptions) {
  return api.get<VatApplication & { values: VatServiceValues }>(`/api/vat-tax/applications/${id}`, undefined, opts);
}

/** `GET /api/vat-tax/applications` (our path): the user's (and an agent's clients') applications, newest first. */
export function listApplications(opts?: AppRequestOptions) {
  return api.get<VatApplication[]>('/api/vat-tax/applications', undefined, opts);
}
