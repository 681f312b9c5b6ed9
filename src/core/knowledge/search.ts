/**
 * Search of the knowledge base (pure; the mock runs it over its store of articles). Relative imports only.
 */
import type { KnowledgeArticle, KnowledgeBlock, KnowledgeCountry, KnowledgeTopic } from './types';

/** What the list asks for: words (`q`, blank-separated, all must match), a country and a topic (each optional). */
interface KnowledgeSearch {
  q?: string;
  country?: KnowledgeCountry;
  topic?: KnowledgeTopic;
}

/** One hit: the article and its score (higher first; 0 when no words were given). */
interface KnowledgeHit {
  article: KnowledgeArticle;
  score: number;
}

const blockText = (b: KnowledgeBlock): string => ('h' in b ? b.h : 'p' in b ? b.p : b.ul.join('\n'));

/** Lower-cased, full-width letters and digits folded to half-width, runs of blanks made one. */
export function normalizeText(s: string): string {
  return s
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The words of a query: normalised, split on blanks, duplicates dropped, at most 8. */
export function queryWords(q: string | undefined): string[] {
  return [...new Set(normalizeText(q ?? '').split(' ').filter(Boolean))].slice(0, 8);
}

/**
 * Articles matching `s`, best first. Every word must occur in the title, summary, keywords, body or
 * source names (case- and width-insensitive substring). Score per word: title 10, keywords 6,
 * summary 4, body 1; ties keep the newest review first, then the id.
 */
export function searchArticles(articles: readonly KnowledgeArticle[], s: KnowledgeSearch): KnowledgeHit[] {
  const words = queryWords(s.q);
  const hits: KnowledgeHit[] = [];
  for (const a of articles) {
    if (s.country && a.country !== s.country) continue;
    if (s.topic && a.topic !== s.topic) continue;
    const title = normalizeText(a.title);
    const keywords = normalizeText(a.keywords.join(' '));
    const summary = normalizeText(a.summary);
    const rest = normalizeText([...a.body.map(blockText), ...a.sources.map((x) => x.title)].join('\n'));
    let score = 0;
    let all = true;
    for (const w of words) {
      const wScore = (title.includes(w) ? 10 : 0) + (keywords.includes(w) ? 6 : 0) + (summary.includes(w) ? 4 : 0) + (rest.includes(w) ? 1 : 0);
      if (!wScore) {
        all = false;
        break;
      }
      score += wScore;
    }
    if (all) hits.push({ article: a, score });
  }
  return hits.sort((x, y) => y.score - x.score || y.article.reviewedAt.localeCompare(x.article.reviewedAt) || x.article.id - y.article.id);
}

/**
 * Problems of a set of articles (empty when sound): ids or slugs used twice, no source, a source that
 * is not `https://`, a review date that is not `YYYY-MM-DD`, an empty body. The unit test runs it on
 * every locale's files.
 */
export function articleProblems(articles: readonly KnowledgeArticle[]): string[] {
  const out: string[] = [];
  const ids = new Set<number>();
  const slugs = new Set<string>();
  for (const a of articles) {
    if (ids.has(a.id)) out.push(`${a.slug}: id ${a.id} used twice`);
    if (slugs.has(a.slug)) out.push(`${a.slug}: slug used twice`);
    ids.add(a.id);
    slugs.add(a.slug);
    if (!a.sources.length) out.push(`${a.slug}: no source`);
    a.sources.filter((x) => !/^https:\/\/[^\s]+$/.test(x.url)).forEach((x) => out.push(`${a.slug}: source not https: ${x.url}`));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(a.reviewedAt)) out.push(`${a.slug}: reviewedAt ${a.reviewedAt}`);
    if (!a.body.length) out.push(`${a.slug}: empty body`);
  }
  return out;
}
