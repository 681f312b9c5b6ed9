/**
 * Calls of the EORI area (issue #23; mock/eori.ts): types from the contracts of src/core/eori/api.ts
 * (types only, zod stays out of the bundle), request options LAST.
 */
import type { BodyOf, QueryOf } from '@/core/contract';
import type { eoriApi } from '@/core/eori/api';
import type { AppRequestOptions } from '@/request/types';
import { call } from '@/request/call';
import { eoriCalls } from './_generated/eori.calls';

export type { EoriApplication, EoriBatchRow, EoriCheckResult } from '@/core/eori/api';

type Api = typeof eoriApi;

/** Filters of {@link listEoriApplications}. */
export type EoriListQuery = QueryOf<Api['list']>;

/** `GET /api/eori/applications`: the user's (and an agent's clients') applications, paged. */
export function listEoriApplications(params: EoriListQuery = {}, opts?: AppRequestOptions) {
  return call(eoriCalls.list, { query: params }, opts);
}

/** `GET /api/eori/applications/info?id`: one application with its values. */
export function eoriApplicationInfo(id: number, opts?: AppRequestOptions) {
  return call(eoriCalls.info, { query: { id } }, opts);
}

/** `POST /api/eori/gb/create`: a UK EORI application → the application with HMRC's outcome. */
export function createGbEori(body: BodyOf<Api['gbCreate']>, opts?: AppRequestOptions) {
  return call(eoriCalls.gbCreate, { body }, opts);
}

/** `POST /api/eori/gb/update`: resubmits a returned UK application. */
export function updateGbEori(body: BodyOf<Api['gbUpdate']>, opts?: AppRequestOptions) {
  return call(eoriCalls.gbUpdate, { body }, opts);
}

/** `POST /api/eori/fr/create`: a French EORI application (in review). */
export function createFrEori(body: BodyOf<Api['frCreate']>, opts?: AppRequestOptions) {
  return call(eoriCalls.frCreate, { body }, opts);
}

/** `POST /api/eori/fr/update`: resubmits a returned French application. */
export function updateFrEori(body: BodyOf<Api['frUpdate']>, opts?: AppRequestOptions) {
  return call(eoriCalls.frUpdate, { body }, opts);
}

/** `GET /api/eori/credentials?id`: the EORI certificate's signed URL and file name. */
export function eoriCredentials(id: number, opts?: AppRequestOptions) {
  return call(eoriCalls.credentials, { query: { id } }, opts);
}

/** `GET /api/eori/fr/batch-template` (agents): the template's signed URL and file name. */
export function eoriBatchTemplate(opts?: AppRequestOptions) {
  return call(eoriCalls.batchTemplate, {}, opts);
}

/** `POST /api/eori/fr/batch-check` `{ key }` (agents): the uploaded template checked row by row. */
export function checkEoriBatch(key: string, opts?: AppRequestOptions) {
  return call(eoriCalls.batchCheck, { body: { key } }, opts);
}

/** `POST /api/eori/fr/batch-submit` `{ key }` (agents): stores the valid rows → `{ created, refused }`. */
export function submitEoriBatch(key: string, opts?: AppRequestOptions) {
  return call(eoriCalls.batchSubmit, { body: { key } }, opts);
}

/** `POST /api/eori/check` `{ numbers }` (1-10): one answer per number, in order. */
export function checkEori(numbers: string[], opts?: AppRequestOptions) {
  return call(eoriCalls.check, { body: { numbers } }, opts);
}
