/**
 * The contract of every call of the knowledge area (issue #24; spec §2
 * `/public-service/taxation/knowledge/multiple` and `/single?id=`, both open): request and response
 * schemas written once. The mock (`mock/knowledge.ts`) validates with them; the services
 * (`src/services/knowledge.ts`) take their types from them (`import type`). Dates `YYYY-MM-DD`.
 * Relative imports only.
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { paged } from '../contract/common';
import { paging, qEnum, qInt, qText } from '../contract/fields';
import { KNOWLEDGE_COUNTRIES, KNOWLEDGE_TOPICS } from './types';

const country = z.enum(KNOWLEDGE_COUNTRIES);
const topic = z.enum(KNOWLEDGE_TOPICS);
const locale = z.enum(['zh-CN', 'en-US']);

/** An article as the list shows it (no body). `reviewedAt` `YYYY-MM-DD`. */
const knowledgeSummary = z
  .object({
    id: z.number().int().positive(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    country,
    topic,
    reviewedAt: z.string(),
  })
  .strict();

const block = z.union([z.object({ h: z.string() }).strict(), z.object({ p: z.string() }).strict(), z.object({ ul: z.array(z.string()) }).strict()]);

/** One article whole: the summary's fields, the body blocks, the sources, the locale it is written in, up to 3 related articles (same country or topic). */
const knowledgeArticle = knowledgeSummary
  .extend({
    keywords: z.array(z.string()),
    body: z.array(block),
    sources: z.array(z.object({ title: z.string(), url: z.string() }).strict()).min(1),
    locale,
    related: z.array(knowledgeSummary),
  })
  .strict();

/** Filters of the list: `q` (words, all must match), `country`, `topic`, `locale` (default zh-CN; a locale without articles answers zh-CN's). */
const knowledgeFilters = {
  q: qText(100),
  country: qEnum([...KNOWLEDGE_COUNTRIES]),
  topic: qEnum([...KNOWLEDGE_TOPICS]),
  locale: qEnum(['zh-CN', 'en-US']),
};

/** `GET /api/knowledge/articles` (open): paging (`page`, `perPage`, default 10) and the filters → a page of summaries, best match first. */
const list = defineContract({
  method: 'GET',
  path: '/api/knowledge/articles',
  access: 'open',
  query: z.object({ ...paging, ...knowledgeFilters }),
  response: paged(knowledgeSummary),
});

/** `GET /api/knowledge/article?id=` (open) → the article; an unknown id is a business error in Chinese. */
const get = defineContract({
  method: 'GET',
  path: '/api/knowledge/article',
  access: 'open',
  query: z.object({ id: qInt(1, 1_000_000).refine((v) => v !== undefined, '缺少参数 id'), locale: knowledgeFilters.locale }),
  response: knowledgeArticle,
});

/** Every call of the area. */
export const knowledgeApi = { list, get };

/** An article in the list. */
export type KnowledgeSummary = z.infer<typeof knowledgeSummary>;
/** An article whole, as `GET /api/knowledge/article` answers it. */
export type KnowledgeArticleView = z.infer<typeof knowledgeArticle>;
