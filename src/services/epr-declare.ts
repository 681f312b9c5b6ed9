/**
 * Calls of the batch packaging declaration (issue #21; spec §7 `/api/epr-declare/*`; the
 * registrations call is ours): types from the contracts of src/core/epr-declare/api.ts (types only),
 * request options LAST.
 */
import { api } from '@/request/api';
import type { BodyOf, QueryOf, ResponseOf } from '@/core/contract';
import type { eprDeclareApi } from '@/core/epr-declare/api';
import type { AppRequestOptions } from '@/request/types';

export type { DeclarableRegistrationRow, DeclareResult, DeclareRowBody } from '@/core/epr-declare/api';

type Api = typeof eprDeclareApi;

/** `GET /api/epr-declare/registrations` `q`, `users` → the registrations the caller may declare for. */
export function listDeclarable(params: QueryOf<Api['registrations']> = {}, opts?: AppRequestOptions) {
  return api.get<ResponseOf<Api['registrations']>>('/api/epr-declare/registrations', params, opts);
}

/** `POST /api/epr-declare/download` `{ ids, period? }` → `{ taskId }` of the template being built. */
export function startDeclareTemplate(body: BodyOf<Api['download']>, opts?: AppRequestOptions) {
  return api.post<ResponseOf<Api['download']>>('/api/epr-declare/download', body, opts);
}

/** `GET /api/epr-declare/download_result?taskId` → the template task (`url` when `done`). */
export function declareTemplateResult(taskId: string, opts?: AppRequestOptions) {
  return api.get<ResponseOf<Api['downloadResult']>>('/api/epr-declare/download_result', { taskId }, opts);
}

/** `POST /api/epr-declare/create` `{ rows }` → each row stored or refused with its reasons. */
export function createDeclarations(body: BodyOf<Api['create']>, opts?: AppRequestOptions) {
  return api.post<ResponseOf<Api['create']>>('/api/epr-declare/create', body, opts);
}
