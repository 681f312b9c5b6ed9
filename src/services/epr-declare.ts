/**
 * Calls of the batch packaging declaration (issue #21; spec §7 `/api/epr-declare/*`; the
 * registrations call is ours): types from the contracts of src/core/epr-declare/api.ts (types only),
 * request options LAST.
 */
import type { BodyOf, QueryOf } from '@/core/contract';
import type { eprDeclareApi } from '@/core/epr-declare/api';
import type { AppRequestOptions } from '@/request/types';
import { call } from '@/request/call';
import { eprDeclareCalls } from './_generated/epr-declare.calls';

export type { DeclarableRegistrationRow, DeclareResult } from '@/core/epr-declare/api';

type Api = typeof eprDeclareApi;

/** `GET /api/epr-declare/registrations` `q`, `users` → the registrations the caller may declare for. */
export function listDeclarable(params: QueryOf<Api['registrations']> = {}, opts?: AppRequestOptions) {
  return call(eprDeclareCalls.registrations, { query: params }, opts);
}

/** `POST /api/epr-declare/download` `{ ids, period? }` → `{ taskId }` of the template being built. */
export function startDeclareTemplate(body: BodyOf<Api['download']>, opts?: AppRequestOptions) {
  return call(eprDeclareCalls.download, { body }, opts);
}

/** `GET /api/epr-declare/download_result?taskId` → the template task (`url` when `done`). */
export function declareTemplateResult(taskId: string, opts?: AppRequestOptions) {
  return call(eprDeclareCalls.downloadResult, { query: { taskId } }, opts);
}

/** `POST /api/epr-declare/create` `{ rows }` → each row stored or refused with its reasons. */
export function createDeclarations(body: BodyOf<Api['create']>, opts?: AppRequestOptions) {
  return call(eprDeclareCalls.create, { body }, opts);
}
