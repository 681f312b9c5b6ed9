/**
 * The knowledge base (issue #24): the content files are sound (ids, sources, dates), the search
 * narrows and ranks, and the open mock pages, filters, answers one article with its sources and
 * refuses bad input in Chinese.
 */
import routes from '../../../mock/knowledge';
import { resetStore } from '../../../mock/_store';
import { knowledgeApi } from '@/core/knowledge/api';
import { articleProblems, normalizeText, queryWords, searchArticles } from '@/core/knowledge/search';
import { KNOWLEDGE_TOPICS } from '@/core/knowledge/types';
import { ZH_CN_ARTICLES } from '@/content/knowledge/zh-CN';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);

beforeEach(() => {
  resetStore();
});

describe('the zh-CN articles', () => {
  it('are at least 12, each with a source, a review date and a body, ids and slugs unique', () => {
    expect(ZH_CN_ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(articleProblems(ZH_CN_ARTICLES)).toEqual([]);
  });

  it('cover every topic and are written in Chinese', () => {
    expect(new Set(ZH_CN_ARTICLES.map((a) => a.topic))).toEqual(new Set(KNOWLEDGE_TOPICS));
    for (const a of ZH_CN_ARTICLES) expect(a.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('articleProblems names a duplicate id, a missing source and a non-https source', () => {
    const [a, b] = ZH_CN_ARTICLES;
    const bad = [a, { ...b, id: a.id, sources: [] }, { ...b, id: 99, slug: 'x', sources: [{ title: 'x', url: 'http://x.example' }] }];
    const p = articleProblems(bad);
    expect(p).toEqual(expect.arrayContaining([`${b.slug}: id ${a.id} used twice`, `${b.slug}: no source`, 'x: source not https: http://x.example']));
  });
});

describe('searchArticles', () => {
  it('normalises width and case and splits words', () => {
    expect(normalizeText('  ＬＵＣＩＤ  Nr ')).toBe('lucid nr');
    expect(queryWords('EORI  eori GB')).toEqual(['eori', 'gb']);
  });

  it('narrows by every word, country and topic; the title match ranks first', () => {
    const all = searchArticles(ZH_CN_ARTICLES, {});
    expect(all).toHaveLength(ZH_CN_ARTICLES.length);
    const eori = searchArticles(ZH_CN_ARTICLES, { q: 'EORI' }).map((h) => h.article.slug);
    expect(eori.slice(0, 2).sort()).toEqual(['fr-eori', 'gb-eori']);
    expect(searchArticles(ZH_CN_ARTICLES, { q: 'eori', country: 'GB' }).map((h) => h.article.slug)).toEqual(['gb-eori']);
    expect(searchArticles(ZH_CN_ARTICLES, { q: 'EORI SIREN' }).map((h) => h.article.slug)).toEqual(['fr-eori']);
    expect(searchArticles(ZH_CN_ARTICLES, { topic: 'epr' }).every((h) => h.article.topic === 'epr')).toBe(true);
    expect(searchArticles(ZH_CN_ARTICLES, { q: '没有这个词的文章xyz' })).toEqual([]);
  });
});

describe('the knowledge mock (open calls)', () => {
  it('lists without a token, pages, and each page parses against the contract', async () => {
    const a = await call('GET /api/knowledge/articles', { query: { perPage: '5', page: '2' } });
    expect(a.http).toBe(200);
    expect([a.body.data.total, a.body.data.page, a.body.data.list.length]).toEqual([ZH_CN_ARTICLES.length, 2, 5]);
    expect(knowledgeApi.list.response.safeParse(JSON.parse(JSON.stringify(a.body.data))).success).toBe(true);
  });

  it('a search narrows the rows', async () => {
    const all = (await call('GET /api/knowledge/articles')).body.data.total;
    const some = (await call('GET /api/knowledge/articles', { query: { q: '缴款参考号' } })).body.data;
    expect(some.total).toBeGreaterThan(0);
    expect(some.total).toBeLessThan(all);
    const de = (await call('GET /api/knowledge/articles', { query: { country: 'DE', topic: 'epr' } })).body.data;
    expect(de.list.map((r: { slug: string }) => r.slug)).toEqual(['de-packaging-lucid']);
  });

  it('answers one article with sources, review date and related articles', async () => {
    const a = await call('GET /api/knowledge/article', { query: { id: '2' } });
    expect(a.body.data.slug).toBe('de-vat-advance-return');
    expect(a.body.data.sources.length).toBeGreaterThan(0);
    expect(a.body.data.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a.body.data.related.every((r: { country: string; topic: string }) => r.country === 'DE' || r.topic === 'filing')).toBe(true);
    expect(knowledgeApi.get.response.safeParse(JSON.parse(JSON.stringify(a.body.data))).success).toBe(true);
  });

  it('refuses a missing, invalid or unknown id and a bad filter in Chinese', async () => {
    const missing = await call('GET /api/knowledge/article');
    expect([missing.body.success, missing.body.errorMessage]).toEqual([false, '缺少参数 id']);
    const bad = await call('GET /api/knowledge/article', { query: { id: '1 OR 1=1' } });
    expect(bad.body.errorCode).toBe('VALIDATION');
    const unknown = await call('GET /api/knowledge/article', { query: { id: '999' } });
    expect([unknown.body.success, unknown.body.errorCode]).toEqual([false, 'NOT_FOUND']);
    expect(unknown.body.errorMessage).toContain('999');
    const country = await call('GET /api/knowledge/articles', { query: { country: 'XX' } });
    expect([country.body.success, country.body.errorCode]).toEqual([false, 'VALIDATION']);
    expect(country.body.errorMessage).toMatch(/[\u4e00-\u9fff]/);
  });

  it('an en-US request answers the zh-CN articles, saying so', async () => {
    const a = await call('GET /api/knowledge/article', { query: { id: '1', locale: 'en-US' } });
    expect(a.body.data.locale).toBe('zh-CN');
  });
});
