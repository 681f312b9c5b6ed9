/**
 * Guard rail (issue #34 "One way each"): one month-end helper, one fee model, one query-string hook,
 * and the Chinese identifier checks from stdnum. Each rule reads the code of `src/`, `mock/` and
 * `scripts/` without comments (a docstring may explain what the code must not do) and lists every
 * place that does it a second way; each rule is first shown to catch a sample of what it refuses.
 * See docs/guard-rails.md "One way each".
 */
import { codeOf, hits, sourceFiles, withoutComments } from './source-scan';

/** A rule: the files it reads and the patterns it refuses there. */
interface Rule {
  name: string;
  /** Whether the rule reads `file` (relative to the root, `/`-separated). */
  applies: (file: string) => boolean;
  /** The refused patterns, each with why (in the failure message). */
  refuse: { re: RegExp; why: string }[];
}

const MONTH_END_HOME = 'src/core/utils/date.ts';
/** A name that says "month end" (helpers and aliases of one). */
const MONTH_END_NAME = String.raw`(?:monthEnd|lastDay|daysIn|endOfMonth|lastDate)\w*`;
/** The integer (YYYYMMDD) form of `lastDayOfMonth` for the VAT engine's row loop: it calls the helper. */
const MONTH_END_ADAPTERS = new Set(['src/core/vat/dates.ts:monthEnd']);
/** One call argument without commas (a nested call of one level allowed). */
const ARG = String.raw`(?:[^(),]|\([^()]*\))+`;

const UI_LAYERS = /^src\/(pages|components|hooks|layouts|wrappers)\/|^src\/app\.tsx$/;
const QUERY_HOME = 'src/hooks/useQuery.ts';

const RULES: Rule[] = [
  {
    name: 'one month-end helper (lastDayOfMonth / monthEndDate of src/core/utils/date.ts)',
    applies: (f) => f !== MONTH_END_HOME,
    refuse: [
      { re: new RegExp(String.raw`\b(?:Date\.UTC|new Date)\(\s*${ARG},${ARG},\s*0\s*\)`), why: 'day 0 of the next month' },
      { re: /\bdaysInMonth\b|\.endOf\(\s*['"`]month['"`]\s*\)/, why: "dayjs's month end" },
      { re: /%\s*400\b/, why: 'a leap-year rule' },
      { re: new RegExp(String.raw`\bfunction\s+(${MONTH_END_NAME})\s*[<(]|\b(?:const|let|var)\s+(${MONTH_END_NAME})\s*(?::[^=]+)?=\s*(?:\([^)]*\)\s*(?::[^=]+)?=>|async\b|function\b|[A-Za-z_$][\w$]*\s*=>|[A-Za-z_$][\w$.]*\s*[;,\n])`), why: 'a month-end helper of its own' },
    ],
  },
  {
    name: 'one fee model (FeeLine / feeTotal of src/core/fees.ts)',
    applies: (f) => f !== 'src/core/fees.ts',
    refuse: [
      { re: /\b(?:interface|class)\s+FeeLine\b|\btype\s+FeeLine\s*(?:<[^>]*>)?\s*=/, why: 'a FeeLine type of its own' },
      { re: /\bfunction\s+feeTotal\b|\b(?:const|let|var)\s+feeTotal\s*=/, why: 'a feeTotal of its own' },
    ],
  },
  {
    name: 'one query-string hook (useQuery / useQueryParam / useIdParam of src/hooks)',
    applies: (f) => UI_LAYERS.test(f) && f !== QUERY_HOME,
    refuse: [
      { re: /\buseSearchParams\b/, why: "umi's useSearchParams directly" },
      { re: /\bnew URLSearchParams\(\s*(?:window\.)?(?:location\.)?search\b|\bnew URLSearchParams\([^)]*\blocation\.search\b/, why: 'the location parsed by hand' },
      { re: /\b(?!useQuery\b|URLSearchParams\b)\w+\(\s*(?:window\.)?(?:location\.)?search\s*\)/, why: 'the raw search string handed to a parser' },
    ],
  },
  {
    name: 'Chinese identifiers checked by stdnum (src/core/china-ids.ts over cn.uscc, cn.ric)',
    applies: () => true,
    refuse: [
      { re: /\b1,\s*3,\s*9,\s*27,\s*19,\s*26\b/, why: 'the credit-code weights' },
      { re: /0123456789ABCDEFGHJKLMNPQRTUWXY|A-HJ-NP/, why: 'the credit-code alphabet' },
      { re: /\b7,\s*9,\s*10,\s*5,\s*8,\s*4,\s*2,\s*1,\s*6,\s*3\b/, why: 'the ID-card weights' },
      { re: /10X98765432/, why: 'the ID-card check characters' },
    ],
  },
];

/** Every refusal of `rule` in `code` of `file`. */
function refusals(rule: Rule, file: string, code: string): string[] {
  if (!rule.applies(file)) return [];
  return rule.refuse.flatMap(({ re, why }) =>
    hits(file, code, re)
      .filter((h) => !MONTH_END_ADAPTERS.has(`${file}:${/(?:function|const|let|var)\s+(\w+)/.exec(h.slice(h.indexOf(': ') + 2))?.[1] ?? ''}`))
      .map((h) => `${h}   ← ${why}`),
  );
}

const rule = (prefix: string) => RULES.find((r) => r.name.startsWith(prefix))!;

describe('the rules catch what they refuse', () => {
  const sample = (r: Rule, file: string, text: string) => refusals(r, file, withoutComments(text, file.endsWith('.tsx')));

  it('a second month-end helper', () => {
    const r = rule('one month-end');
    for (const bad of [
      'const last = new Date(Date.UTC(y, m, 0)).getUTCDate();',
      'const d = new Date(y + 1, Number(m), 0);',
      'const n = dayjs(s).daysInMonth();',
      "const e = dayjs(s).endOf('month');",
      'const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);',
      'function lastDay(y: number, m: number) { return 30; }',
      'const monthEnd = (y: number, m: number) => 30;',
      'const lastDay = lastDayOfMonth;',
    ]) expect(sample(r, 'src/core/x.ts', bad)).toHaveLength(1);
    for (const good of ['const last = lastDayOfMonth(y, m);', '/** not Date.UTC(y, m, 0) */ const a = Date.UTC(y, 0, 1);', 'const lastDayText = String(lastDayOfMonth(y, m));'])
      expect(sample(r, 'src/core/x.ts', good)).toEqual([]);
    expect(sample(r, 'src/core/vat/dates.ts', 'export function monthEnd(d: number): number { return d; }')).toEqual([]);
    expect(sample(r, MONTH_END_HOME, 'const n = dayjs(s).daysInMonth();')).toEqual([]);
  });

  it('a second fee model', () => {
    const r = rule('one fee model');
    expect(sample(r, 'src/core/x/fees.ts', 'export interface FeeLine { a: string }')).toHaveLength(1);
    expect(sample(r, 'src/core/x/fees.ts', 'export function feeTotal(lines: L[]) { return 0; }')).toHaveLength(1);
    expect(sample(r, 'src/core/x/fees.ts', "import { feeTotal, type FeeLine } from '../fees'; const t = feeTotal(lines);")).toEqual([]);
  });

  it('the query string read another way', () => {
    const r = rule('one query-string');
    expect(sample(r, 'src/pages/a/index.tsx', "const [p] = useSearchParams();")).toHaveLength(1);
    expect(sample(r, 'src/pages/a/index.tsx', "const q = new URLSearchParams(search).get('x');")).toHaveLength(1);
    expect(sample(r, 'src/components/A.tsx', 'const q = new URLSearchParams(window.location.search);')).toHaveLength(1);
    expect(sample(r, 'src/pages/a/index.tsx', 'const p = parseThing(search);')).toHaveLength(1);
    expect(sample(r, 'src/pages/a/index.tsx', "const [q] = useQuery(); const p = new URLSearchParams(q); history.push(`${pathname}${search}`);")).toEqual([]);
    expect(sample(r, 'src/core/a.ts', 'const q = new URLSearchParams(search);')).toEqual([]);
  });

  it('a hand-written credit-code or ID-card check', () => {
    const r = rule('Chinese identifiers');
    expect(sample(r, 'src/core/a.ts', 'const W = [1, 3, 9, 27, 19, 26, 16, 17];')).toHaveLength(1);
    expect(sample(r, 'src/core/a.ts', "const ok = /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(s);")).toHaveLength(1);
    expect(sample(r, 'mock/a.ts', 'const W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];')).toHaveLength(1);
    expect(sample(r, 'mock/a.ts', "const C = '10X98765432';")).toHaveLength(1);
    expect(sample(r, 'mock/a.ts', 'const ORG = [3, 7, 9, 10, 5, 8, 4, 2];')).toEqual([]);
  });
});

describe('one way each in src/, mock/ and scripts/', () => {
  const files = sourceFiles();
  const code = new Map(files.map((f) => [f, codeOf(f)]));

  it('reads the source files', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toEqual(expect.arrayContaining([MONTH_END_HOME, 'src/core/fees.ts', QUERY_HOME, 'src/core/china-ids.ts', 'mock/_store/common-data.ts']));
  });

  it.each(RULES.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    expect(files.flatMap((f) => refusals(r, f, code.get(f)!))).toEqual([]);
  });

  it('the month-end helper and the fee model are used where dates and fees are made', () => {
    const users = (name: RegExp) => files.filter((f) => name.test(code.get(f)!)).length;
    expect(users(/\b(lastDayOfMonth|monthEndDate)\(/)).toBeGreaterThanOrEqual(10);
    expect(users(/\bfeeTotal\(/)).toBeGreaterThanOrEqual(4);
    expect(users(/\buseQuery(Param)?\(/)).toBeGreaterThanOrEqual(12);
    expect(code.get('src/core/china-ids.ts')).toMatch(/stdnum\/lib\/cjs\/cn\/uscc/);
    expect(code.get('src/core/china-ids.ts')).toMatch(/stdnum\/lib\/cjs\/cn\/ric/);
  });
});
