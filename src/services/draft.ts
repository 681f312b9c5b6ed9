/**
 * Wizard drafts (spec §7 Common: `GET /api/draft` (query), `POST /api/draft` (body),
 * `DELETE /api/draft` (body)). A draft belongs to the logged-in user and is keyed by `type`
 * (e.g. `vat-service`, `epr`, `compliance`, `de-pack`, `fr-eori`, `gb-eori`) and an optional `key`
 * (e.g. a record id when one user keeps several drafts of a type). Paths and shapes: the contracts
 * `commonApi.getDraft` / `saveDraft` / `removeDraft` (src/core/common/api.ts).
 */
import { api } from '@/request/api';
import { call } from '@/request/call';
import type { AppRequestOptions } from '@/request/types';
import { commonCalls } from './_generated/common.calls';

/** Draft types used by the wizards (spec §2 "Multi-step wizards", §3 drafts). Other strings are accepted too. */
type DraftType = 'vat-service' | 'epr' | 'compliance' | 'de-pack' | 'fr-eori' | 'gb-eori' | (string & Record<never, never>);

/** Identifies a draft. */
export interface DraftId {
  type: DraftType;
  /** Optional sub-key; absent and `''` are the same draft. */
  key?: string;
}

/** A stored draft: the wizard's `data` and the ISO time it was saved. */
interface StoredDraft<T> {
  data: T;
  updatedAt: string;
}

/** `GET /api/draft`: the current user's draft, or `null` when none was saved. Errors (mock): "缺少草稿类型 type". */
export function getDraft<T = unknown>(id: DraftId, opts?: AppRequestOptions) {
  return call(commonCalls.getDraft, { query: { type: id.type, key: id.key || undefined } }, opts) as Promise<StoredDraft<T> | null>;
}

/** `POST /api/draft`: creates or replaces the draft with `data` (JSON, up to 1 MB). Resolves with `{ updatedAt }`. */
export function saveDraft<T>(id: DraftId, data: T, opts?: AppRequestOptions) {
  return call(commonCalls.saveDraft, { body: { type: id.type, key: id.key || undefined, data } }, opts);
}

/**
 * `POST /api/draft` as the page goes away (see `api.postOnLeave`): keeps a change made within the
 * debounce before a reload. Returns false when the draft could not be sent that way (too large).
 */
export function saveDraftOnLeave<T>(id: DraftId, data: T): boolean {
  return api.postOnLeave(commonCalls.saveDraft.path, { type: id.type, key: id.key || undefined, data });
}

/** `DELETE /api/draft`: removes the draft (no error when there is none). Resolves with `{ removed }`. */
export function removeDraft(id: DraftId, opts?: AppRequestOptions) {
  return call(commonCalls.removeDraft, { body: { type: id.type, key: id.key || undefined } }, opts);
}
