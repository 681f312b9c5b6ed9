/**
 * Calls of the knowledge area (issue #24): types from the contracts of src/core/knowledge/api.ts
 * (types only), request options LAST. Both calls are open (no token needed).
 */
import type { QueryOf } from '@/core/contract';
import type { knowledgeApi } from '@/core/knowledge/api';
import type { AppRequestOptions } from '@/request/types';
import { call } from '@/request/call';
import { knowledgeCalls } from './_generated/knowledge.calls';


type Api = typeof knowledgeApi;

/** Filters of {@link listArticles}. */
type KnowledgeQuery = QueryOf<Api['list']>;

/** `GET /api/knowledge/articles`: summaries matching the filters, best first → `{ list, total, page, perPage }`. */
export function listArticles(params: KnowledgeQuery = {}, opts?: AppRequestOptions) {
  return call(knowledgeCalls.list, { query: params }, opts);
}

/** `GET /api/knowledge/article?id=`: one article with body, sources and related articles. */
export function getArticle(id: number, opts?: AppRequestOptions) {
  return call(knowledgeCalls.get, { query: { id } }, opts);
}
