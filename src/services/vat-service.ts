/**
 * Calls of the VAT registration and transfer service (spec §7 "VAT tax registration"; issue #10).
 * Every path, input and answer is the call's contract in src/core/vat-service/api.ts
 * (`vatServiceApi`, issue #34), called through the generated calls (types only: zod stays out of the
 * bundle); the mock (`mock/vat-service.ts`) implements every one. Every function takes the request
 * options LAST (`opts?: AppRequestOptions`, src/request/api.ts).
 */
import type { BodyOf, QueryOf } from '@/core/contract';
import type { VatApplication, VatServiceValues } from '@/core/vat-service';
import type { vatServiceApi } from '@/core/vat-service/api';
import { call } from '@/request/call';
import type { AppRequestOptions } from '@/request/types';
import { getUploadSign } from '@/services/upload';
import { vatServiceCalls } from './_generated/vat-service.calls';

export type { LegalCheckResult } from '@/core/vat-service/api';

type Api = typeof vatServiceApi;

/** `GET /api/vat-tax/qcc?keyword`: up to 10 registry companies by name or credit-code fragment. */
export function searchCompany(keyword: string, opts?: AppRequestOptions) {
  return call(vatServiceCalls.qcc, { query: { keyword } }, opts);
}

/** `GET /api/vat-tax/is_black`: whether the company is refused, with the reason (Chinese). */
export function checkBlacklist(params: QueryOf<Api['isBlack']>, opts?: AppRequestOptions) {
  return call(vatServiceCalls.isBlack, { query: params }, opts);
}

/** `GET /api/vat-tax/exists`: countries (of `countryCode`, comma-joined) where the company already has a number or a registration. */
export function checkExists(params: QueryOf<Api['exists']>, opts?: AppRequestOptions) {
  return call(vatServiceCalls.exists, { query: params }, opts);
}

/** `GET /api/vat-tax/exists-identify`: the legal person's document number is used in another user's application. */
export function checkIdentifyExists(legalCertFileNum: string, opts?: AppRequestOptions) {
  return call(vatServiceCalls.existsIdentify, { query: { legalCertFileNum } }, opts);
}

/** `GET /api/vat-tax/valid-register-legal`; the caller normalises the query first (`normaliseLegalQuery`). */
export function validRegisterLegal(params: { companyName: string; registerNumber: string; legalName: string }, opts?: AppRequestOptions) {
  return call(vatServiceCalls.validRegisterLegal, { query: params }, opts);
}

/** `GET /api/vat-tax/vat-check?countryCode&vatNumber`. */
export function vatCheck(countryCode: string, vatNumber: string, opts?: AppRequestOptions) {
  return call(vatServiceCalls.vatCheck, { query: { countryCode, vatNumber } }, opts);
}

/** `GET /api/vat-tax/mtd-info?vatNumber` (GB): MTD sign-up, the VAT stagger (1-3) and the registered name (`null` where the register has none). */
export function fetchMtdInfo(vatNumber: string, opts?: AppRequestOptions) {
  return call(vatServiceCalls.mtdInfo, { query: { vatNumber } }, opts);
}

/** `GET /api/fr/number-info?vatNumber` (FR): SIREN, the registered name (`null` where the register has none) and the tax office. */
export function fetchFrNumberInfo(vatNumber: string, opts?: AppRequestOptions) {
  return call(vatServiceCalls.frNumberInfo, { query: { vatNumber } }, opts);
}

/** `GET /api/vat-tax/fba-ocr?key`: starts reading an FBA inventory screenshot → `{ taskId }`. */
export function startFbaOcr(key: string, opts?: AppRequestOptions) {
  return call(vatServiceCalls.fbaOcr, { query: { key } }, opts);
}

/** `GET /api/vat-tax/fba-ocr-result?taskId` (poll until `done`). */
export function fetchFbaOcrResult(taskId: string, opts?: AppRequestOptions) {
  return call(vatServiceCalls.fbaOcrResult, { query: { taskId } }, opts);
}

/** `GET /api/vat-tax/sign-url?companyName`: a signing link for the service agreement of the applicant company `companyName` (valid 30 minutes). */
export function fetchSignUrl(params: QueryOf<Api['signUrl']> = {}, opts?: AppRequestOptions) {
  return call(vatServiceCalls.signUrl, { query: params }, opts);
}

/** `GET /api/vat-tax/sign-result?signId` (polled by the preview). */
export function fetchSignResult(signId: string, opts?: AppRequestOptions) {
  return call(vatServiceCalls.signResult, { query: { signId } }, opts);
}

/** `GET /api/vat-tax/sign-info?token` (open; our path): the agreement of a signing link. Expired / signed links reject with their message. */
export function fetchSignInfo(token: string, opts?: AppRequestOptions) {
  return call(vatServiceCalls.signInfo, { query: { token } }, opts);
}

/** `POST /api/vat-tax/sign` (open; our path): signs with a typed name or a drawn PNG (data URL). */
export function submitSignature(body: BodyOf<Api['sign']>, opts?: AppRequestOptions) {
  return call(vatServiceCalls.sign, { body }, opts);
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
  return call(vatServiceCalls.upload, { body: form }, opts);
}

/** `POST /api/vat-tax/create`: submits the wizard's values → the application (stage `submitted`). Field errors carry `data.field`. */
export function createVatService(values: VatServiceValues, opts?: AppRequestOptions) {
  return call(vatServiceCalls.create, { body: values }, opts);
}

/** `POST /api/vat-tax/update`: resubmits a returned application `id`. */
export function updateVatService(id: number, values: VatServiceValues, opts?: AppRequestOptions) {
  return call(vatServiceCalls.update, { body: { ...values, id } }, opts);
}

/** `GET /api/vat-tax/applications/:id` (our path): one application with the wizard's values (without `signId`), to correct a returned one. */
export function getApplication(id: number, opts?: AppRequestOptions) {
  // The values are the wizard's own type (src/core/vat-service/types.ts), which the contract's schema checks.
  return call(vatServiceCalls.application, { params: { id } }, opts) as Promise<VatApplication & { values: VatServiceValues }>;
}

/** `GET /api/vat-tax/applications` (our path): the user's (and an agent's clients') applications, newest first. */
export function listApplications(opts?: AppRequestOptions) {
  return call(vatServiceCalls.applications, {}, opts);
}
