/**
 * Shapes of the tax knowledge base (issue #24 "knowledge pages"; spec §2
 * `/public-service/taxation/knowledge/multiple` and `/single?id=`). The articles themselves are
 * content files per locale (`src/content/knowledge/<locale>/<slug>.ts`), one typed module each;
 * this file and `search.ts` hold what the mock and the pages share. Relative imports only.
 */

/** The topics an article belongs to (locale `knowledge.topic.<topic>`). */
export const KNOWLEDGE_TOPICS = ['registration', 'filing', 'payment', 'epr', 'eori', 'marketplace'] as const;
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number];

/** Countries an article may be about: the spec §9 register countries we write about, and `EU` for EU-wide rules. */
export const KNOWLEDGE_COUNTRIES = ['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'EU'] as const;
export type KnowledgeCountry = (typeof KNOWLEDGE_COUNTRIES)[number];

/** Locales that have article files (`src/content/knowledge/<locale>/`). */
export type KnowledgeLocale = 'zh-CN' | 'en-US';

/**
 * One block of an article's body, rendered as plain text by React (never as HTML): a section
 * heading, a paragraph, or a bullet list.
 */
export type KnowledgeBlock = { h: string } | { p: string } | { ul: string[] };

/** A source the article rests on: its name as the publisher gives it, and its public address. */
interface KnowledgeSource {
  title: string;
  /** `https://` address of the page. */
  url: string;
}

/** One article as a content file writes it. */
export interface KnowledgeArticle {
  /** Stable numeric id (`/single?id=`), unique across locales for the same article. */
  id: number;
  /** File name without extension, kebab-case. */
  slug: string;
  title: string;
  /** One or two sentences shown in the list and searched first. */
  summary: string;
  country: KnowledgeCountry;
  topic: KnowledgeTopic;
  /** Extra search words (local names of forms, numbers, authorities). */
  keywords: string[];
  /** `YYYY-MM-DD`: the day the article was last checked against its sources. */
  reviewedAt: string;
  body: KnowledgeBlock[];
  /** At least one; shown under the article. */
  sources: KnowledgeSource[];
}
