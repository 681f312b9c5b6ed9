/**
 * Mock of the knowledge base (issue #24); shapes: src/core/knowledge/api.ts. Both calls are open
 * (the pages are spec §2 unguarded routes).
 *
 * - `GET /api/knowledge/articles` `page, perPage, q, country, topic, locale` → `{ list, total, page, perPage }`
 *   of summaries, best match first (`searchArticles`: every word must match; title before keywords,
 *   summary and body).
 * - `GET /api/knowledge/article` `id, locale` → the article with its body, sources and up to 3
 *   related articles; an unknown id: "未找到编号为 N 的文章…".
 *
 * The store holds the content files of `src/content/knowledge/<locale>/` (restored by reset); a
 * locale without articles answers zh-CN's (the article says which locale it is in).
 */
import { knowledgeApi, type KnowledgeArticleView, type KnowledgeSummary } from '../src/core/knowledge/api';
import { searchArticles } from '../src/core/knowledge/search';
import type { KnowledgeArticle, KnowledgeLocale } from '../src/core/knowledge/types';
import { ZH_CN_ARTICLES } from '../src/content/knowledge/zh-CN';
import { collection, fail, route, routes } from './_store';

/** The articles per locale (copies, so a test may change the store without touching the files). */
const store = collection('knowledge', () => ({
  articles: { 'zh-CN': ZH_CN_ARTICLES.map((a) => ({ ...a })), 'en-US': [] as KnowledgeArticle[] } as Record<KnowledgeLocale, KnowledgeArticle[]>,
}));

/** The articles of `locale`, or zh-CN's when it has none; with the locale they are in. */
function articlesOf(locale: KnowledgeLocale | undefined): { locale: KnowledgeLocale; articles: KnowledgeArticle[] } {
  const s = store().articles;
  const want = locale ?? 'zh-CN';
  return s[want].length ? { locale: want, articles: s[want] } : { locale: 'zh-CN', articles: s['zh-CN'] };
}

const summaryOf = (a: KnowledgeArticle): KnowledgeSummary => ({
  id: a.id,
  slug: a.slug,
  title: a.title,
  summary: a.summary,
  country: a.country,
  topic: a.topic,
  reviewedAt: a.reviewedAt,
});

export default routes([
  route({
    contract: knowledgeApi.list,
    handler: ({ query, reply }) => {
      const hits = searchArticles(articlesOf(query.locale).articles, query);
      const perPage = query.perPage ?? query.per_page ?? 10;
      const page = query.page ?? 1;
      reply({ list: hits.slice((page - 1) * perPage, page * perPage).map((h) => summaryOf(h.article)), total: hits.length, page, perPage });
    },
  }),

  route({
    contract: knowledgeApi.get,
    handler: ({ res, query, reply }) => {
      const { locale, articles } = articlesOf(query.locale);
      const a = articles.find((x) => x.id === query.id);
      if (!a) {
        fail(res, `未找到编号为 ${query.id} 的文章，它可能已下线。请回到税务知识库重新搜索。`, { errorCode: 'NOT_FOUND' });
        return;
      }
      const related = articles
        .filter((x) => x.id !== a.id && (x.country === a.country || x.topic === a.topic))
        .sort((x, y) => Number(y.country === a.country) - Number(x.country === a.country) || x.id - y.id)
        .slice(0, 3)
        .map(summaryOf);
      const view: KnowledgeArticleView = { ...summaryOf(a), keywords: a.keywords, body: a.body, sources: a.sources, locale, related };
      reply(view);
    },
  }),
]);
