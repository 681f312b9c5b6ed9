/**
 * Lookup of the UK SIC 2007 codes (the 5-digit "SIC code" HMRC's EORI service asks a company from
 * outside the UK, domain-facts §C.1) over the data file `./sic-data.ts` (Companies House condensed
 * list, 731 codes). Searchable by code prefix, English words and a few Chinese words for the
 * activities of cross-border sellers. Pure; relative imports only.
 */
import { isBlankValue, type RuleResult } from '../rules';
import { SIC_2007 } from './sic-data';

/** One SIC code: 5 digits and its English description. */
interface SicCode {
  code: string;
  description: string;
}

const BY_CODE: ReadonlyMap<string, string> = new Map(SIC_2007);

/**
 * Chinese search words of the activities Chinese sellers usually declare (ours, for search only;
 * the code and its English description are what HMRC receives).
 */
const SIC_ZH_HINTS: Readonly<Record<string, string>> = {
  '47910': '网上零售 电商 跨境电商 亚马逊 邮购',
  '46900': '综合批发 批发贸易',
  '46190': '代理销售 多种商品 贸易代理',
  '47190': '综合零售 百货',
  '82920': '包装服务',
  '52100': '仓储 仓库',
  '52290': '货运代理 物流',
  '62012': '软件开发',
  '26400': '消费电子 电子产品制造',
  '14190': '服装制造 服饰',
  '32400': '玩具制造',
  '74990': '无经营活动',
};

/** The description of `code` (5 digits), or `undefined` when it is not a SIC 2007 code. */
export function sicDescription(code: unknown): string | undefined {
  return BY_CODE.get(String(code ?? '').trim());
}

/** Rule of a SIC code: 5 digits that are a SIC 2007 code. Keys `eori.rule.sic.required` / `.format` / `.unknown`. */
export function checkSicCode(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'eori.rule.sic.required';
  const s = String(v).trim();
  if (!/^\d{5}$/.test(s)) return 'eori.rule.sic.format';
  return BY_CODE.has(s) ? null : 'eori.rule.sic.unknown';
}

/**
 * SIC codes matching `query` (at most `limit`, default 50), in code order: digits match a code
 * prefix (`'4791'` → 47910); words match when every word is in the description or the Chinese hint
 * (case ignored: `'internet retail'`, `'网上零售'`). A blank query answers the first `limit` codes.
 */
export function searchSic(query: unknown, limit = 50): SicCode[] {
  const q = String(query ?? '').trim().toLowerCase();
  const words = q.split(/\s+/).filter(Boolean);
  const out: SicCode[] = [];
  for (const [code, description] of SIC_2007) {
    const hay = `${description} ${SIC_ZH_HINTS[code] ?? ''}`.toLowerCase();
    const hit = !q || (/^\d+$/.test(q) ? code.startsWith(q) : words.every((w) => hay.includes(w) || code.startsWith(w)));
    if (hit) out.push({ code, description });
    if (out.length >= limit) break;
  }
  return out;
}

/** How many SIC codes the data file holds. */
export const SIC_COUNT = SIC_2007.length;
