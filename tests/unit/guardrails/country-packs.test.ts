/**
 * Guard rail (issue #31 "Country packs"): a VAT country is ONE declared record
 * (`src/core/countries/<cc>.ts`, `defineVatCountry`), and nothing else spells out a list of VAT
 * countries.
 *
 * 1. No literal list of VAT countries outside the packs: every `.ts`/`.tsx`/`.js` file of `src/` and
 *    `mock/` (not `src/core/countries/`, not `src/constants/` — spec §9's constants —, not the locale
 *    files, not `src/core/filing/schemas`, not generated `.umi*` folders) is parsed with the
 *    TypeScript parser; an array literal holding three or more pack country codes as string literals,
 *    or an object literal keyed by three or more of them, fails — unless listed in {@link EXEMPT}
 *    (legitimately not a list of VAT countries, with the reason) or {@link NOT_YET_DERIVED} (a VAT
 *    list in a file this change may not edit, to be derived by its owner). A listed entry that no
 *    longer matches fails too, so the lists cannot go stale.
 * 2. Every pack is complete: every field present or `{ none }` with a Chinese reason; every fact
 *    sourced; its locale keys exist in zh-CN and en-US; its facts agree with the engines that apply
 *    them (exchange-rate rule, EU membership, return layout).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import ts from 'typescript';
import { isNone, present, vatCountry, DECLARE_COUNTRY_CODES, EU_MEMBERSHIP, VAT_COUNTRY_CODES, VAT_PACKS, VAT_TRANSFER_COUNTRY_CODES, type VatCountryPack } from '@/core/countries';
import { VAT_REGISTER_COUNTRIES, VAT_TRANSFER_COUNTRIES } from '@/constants/countries';
import { LAYOUT_COUNTRIES, returnLayout } from '@/core/declare/layouts';
import { sellerFieldName } from '@/core/filing/common';
import { receiptFields } from '@/core/declare/receipt';
import { returnNameKey } from '@/core/declare/types';
import { STANDARD_RATES } from '@/core/lux-invoice/reverse-charge';
import { paymentGuide, type GuideInput } from '@/core/declare/payment';
import { fxRuleFor } from '@/core/vat/fx-rules';
import { COUNTRY_NAMES_ZH, isEuVatArea, returnCurrency } from '@/core/vat/countries';
import { isTransferCountry, VAT_TRANSFER_COUNTRIES as SERVICE_TRANSFER } from '@/core/vat-service';
import { dueDate, DUE_CALENDAR, DUE_DATE_COUNTRIES } from '@/core/vat-tax/periods';
import { ALL_MESSAGES } from '@/locales/areas/all';
import { findPacks, generateCountryIndex, GENERATED_FILE, packOfSource, packOrder, renderIndex } from '../../../scripts/gen-country-index';

const ROOT = path.resolve(__dirname, '../../..');

// ------------------------------------------------------------------------------------- scanner

/** A literal list of country codes found by {@link scanCountryLists}. */
interface Hit {
  /** `array` (codes as elements) or `object` (codes as keys). */
  kind: 'array' | 'object';
  /** 1-based line of the literal's start. */
  line: number;
  /** That line's text, trimmed. */
  text: string;
  /** The distinct pack codes the literal holds, in order. */
  codes: string[];
}

/**
 * Every array literal with three or more distinct string-literal elements among `codes`, and every
 * object literal with three or more distinct property names (identifiers or string literals) among
 * `codes`, in `source` (TypeScript or TSX, parsed, so comments and prose never match).
 */
function scanCountryLists(source: string, fileName: string, codes: readonly string[]): Hit[] {
  const set = new Set(codes);
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = source.split('\n');
  const hits: Hit[] = [];
  const visit = (n: ts.Node): void => {
    let found: string[] = [];
    if (ts.isArrayLiteralExpression(n)) found = n.elements.filter(ts.isStringLiteralLike).map((e) => e.text);
    else if (ts.isObjectLiteralExpression(n)) found = n.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteralLike(p.name)) ? p.name.text : '')).filter(Boolean);
    const mine = [...new Set(found.filter((c) => set.has(c)))];
    if (mine.length >= 3) {
      const line = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line;
      hits.push({ kind: ts.isArrayLiteralExpression(n) ? 'array' : 'object', line: line + 1, text: lines[line].trim(), codes: mine });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return hits;
}

/** Folders (relative to the repository, with `/`) the scan leaves out, with the reason. */
const SKIPPED_DIRS: Record<string, string> = {
  'src/core/countries': 'the packs themselves and the EU membership table',
  'src/constants': "spec §9's constants, as the spec writes them",
  'src/locales': 'the locale files (messages keyed by country on purpose)',
  'src/core/filing/schemas': "the authorities' vendored schemas",
};

/**
 * Literal lists that hold three or more pack codes but are NOT a list of the console's VAT
 * countries: `file` and a piece of the literal's first line, and why.
 */
const EXEMPT: { file: string; contains: string; why: string }[] = [
  { file: 'src/core/compliance/services.ts', contains: 'export const EU_OFFICES', why: "our authorised-representative offices by member state (compliance services), not the VAT countries" },
  { file: 'src/core/eori/formats.ts', contains: 'const POSTAL', why: 'postal-code formats by country (UPU addressing pages) of the EORI address fields' },
  { file: 'src/core/filing/cz-rules.ts', contains: 'const SHV_COUNTRIES', why: "the member-state codes the Czech DPHSHV schema accepts (the EU-27 as VIES spells them, EL, plus XI): a fact of the EU and of the Czech form" },
  { file: 'src/core/knowledge/types.ts', contains: 'export const KNOWLEDGE_COUNTRIES', why: 'the countries the knowledge base has articles about (content, with EU), typed as a tuple for its zod enum' },
  { file: 'src/core/lookup/normalise.ts', contains: 'export const EU_UK_VAT_PREFIXES', why: 'the VAT-number prefixes the lookup checks: the EU-27 as VIES spells them (EL), XI and GB, typed as a tuple (EuUkVatPrefix)' },
  { file: 'src/core/rules/vat.ts', contains: 'export const VAT_NUMBER_EXAMPLES', why: 'documented example VAT numbers for placeholders and seeds, one per jsvat country we hold an example for (IE had one before its pack); a candidate to move into the packs' },
  { file: 'src/core/vat/countries.ts', contains: 'export const COUNTRY_NAMES_ZH', why: "Chinese names of every country the engine's messages may name (EU-27, GB, XI, CH, NO, US, CN, TR): a dictionary, checked against the packs' zh-CN names below" },
  { file: 'src/pages/lux-invoice/index.tsx', contains: "valueEnum: { DE: { text: 'DE' }", why: "the member states of the Amazon EU marketplaces billed from Luxembourg (lux-invoice/reader.ts MARKETPLACE_COUNTRY; importing the reader would pull xlsx into the list page)" },
  { file: 'mock/_store/clients.ts', contains: 'const CLIENT_COUNTRIES', why: "seed data: the countries the mock's demo client companies hold numbers in (issue #12), a choice of the demo, not the VAT countries" },
  { file: 'mock/vat-service.ts', contains: 'const FBA_SITES', why: "Amazon fulfilment-centre site codes by country (the mock's FBA screenshot recognition)" },
];

/**
 * VAT-country lists in files this change may not edit (their owner derives them from the packs; see
 * the issue #31 report): `file`, a piece of the line, and what it is. Remove an entry when derived.
 * Empty today: the last three (the layout builders and EC Sales List names of
 * src/core/declare/layouts.ts, the tax-id labels of src/core/filing/common.ts) moved into the packs.
 */
const NOT_YET_DERIVED: { file: string; contains: string; what: string }[] = [];

/** Every scanned source file, relative to the repository. */
function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const r = `${rel}/${e.name}`;
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      if (e.isDirectory()) {
        if (!(r in SKIPPED_DIRS)) walk(r);
      } else if (/\.(ts|tsx|js)$/.test(e.name)) out.push(r);
    }
  };
  walk('src');
  walk('mock');
  return out;
}

describe('the scanner of literal country lists', () => {
  const codes = ['GB', 'DE', 'FR', 'IT', 'ES'];
  const scan = (text: string) => scanCountryLists(text, 'sample.ts', codes);

  it('finds an array literal of three or more codes, on its first line', () => {
    const hits = scan("const a = 1;\nexport const LIST = [\n  'GB', 'DE',\n  'FR',\n];\n");
    expect(hits).toEqual([{ kind: 'array', line: 2, text: 'export const LIST = [', codes: ['GB', 'DE', 'FR'] }]);
  });

  it('finds an object literal keyed by three or more codes (identifiers or quoted), nested too', () => {
    expect(scan("const M = { DE: 1, 'FR': 2, \"IT\": 3, x: 4 };").map((h) => [h.kind, h.codes])).toEqual([['object', ['DE', 'FR', 'IT']]]);
    expect(scan('const M = { a: { GB: { x: 1 }, DE: {}, ES: [] } };').map((h) => h.codes)).toEqual([['GB', 'DE', 'ES']]);
    expect(scan("f(['GB', 'DE', 'IT'].includes(c));")).toHaveLength(1);
  });

  it('ignores two codes, repeats, other codes, comments, prose and template strings', () => {
    expect(scan("const a = ['GB', 'DE']; const b = ['GB', 'GB', 'DE', 'DE'];")).toEqual([]);
    expect(scan("const c = ['US', 'CA', 'TR', 'JP'];")).toEqual([]);
    expect(scan("// ['GB', 'DE', 'FR']\nconst s = \"GB, DE, FR, IT\"; const t = `${'x'}`;")).toEqual([]);
    expect(scan('const o = { GB: 1 }; const p = { DE: 1, FR: 2 };')).toEqual([]);
  });

  it('would catch the lists that moved into the packs (layout builders, EC Sales List names, tax-id labels), were they written again', () => {
    const again = [
      'const BUILDERS = { DE: { whole: false, build: de }, FR: { whole: true, build: fr }, IT: { whole: false, build: it } };',
      "const ECSL_NAMES: Record<string, [string, string]> = { DE: ['欧盟内销售汇总申报', 'Zusammenfassende Meldung'], FR: ['x', 'y'], IT: ['x', 'y'] };",
      "const TAX_ID_ZH: Record<string, string> = { PL: 'NIP 税号', IT: '意大利税号（codice fiscale）', CZ: 'DIČ 税号' };",
    ].join('\n');
    expect(scanCountryLists(again, 'layouts.ts', ['GB', 'DE', 'FR', 'IT', 'PL', 'CZ']).map((h) => h.line)).toEqual([1, 2, 3]);
  });

  it('reads TSX', () => {
    expect(scanCountryLists("const x = <Select options={['GB', 'DE', 'FR'].map((c) => ({ value: c }))} />;", 'sample.tsx', codes)).toHaveLength(1);
  });
});

describe('no literal list of VAT countries outside the packs', () => {
  const files = sourceFiles();
  const hits = files.flatMap((f) => scanCountryLists(fs.readFileSync(path.join(ROOT, f), 'utf8'), f, VAT_COUNTRY_CODES).map((h) => ({ file: f, ...h })));
  const listed = (h: { file: string; text: string }) => [...EXEMPT, ...NOT_YET_DERIVED].some((e) => e.file === h.file && h.text.includes(e.contains));

  it('scans the source tree', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('src/core/vat-tax/periods.ts');
    // the files whose lists moved into the packs are scanned (a list written there again fails)
    expect(files).toEqual(expect.arrayContaining(['src/core/declare/layouts.ts', 'src/core/declare/layout-kit.ts', 'src/core/filing/common.ts']));
    expect(files.some((f) => f.startsWith('src/core/countries/'))).toBe(false);
  });

  it('finds none that is not listed with its reason', () => {
    expect(hits.filter((h) => !listed(h)).map((h) => `${h.file}:${h.line} ${h.kind} [${h.codes.join(', ')}] ${h.text}`)).toEqual([]);
  });

  it('lists nothing that is no longer there (no stale exemption)', () => {
    expect([...EXEMPT, ...NOT_YET_DERIVED].filter((e) => !hits.some((h) => h.file === e.file && h.text.includes(e.contains)))).toEqual([]);
    for (const e of EXEMPT) expect(e.why.length).toBeGreaterThan(10);
  });
});

// ----------------------------------------------------------------------------------- complete

const zh = ALL_MESSAGES['zh-CN'] as Record<string, string>;
const en = ALL_MESSAGES['en-US'] as Record<string, string>;
const CHINESE = /[\u4e00-\u9fff]/;

/** The fields every pack declares (the `VatCountryPack` type; a pack file cannot omit one, this keeps the runtime shape honest too). */
const PACK_FIELDS: (keyof VatCountryPack)[] = ['code', 'name', 'membership', 'currency', 'fx', 'frequencies', 'due', 'payment', 'registration', 'transfer', 'returnName', 'receipt', 'layout', 'filing', 'filer'];

/** Every `{ none }` and every fact (`{ value, from, source }`) inside `v`, with its path. */
function walk(v: unknown, p: string, out: { nones: [string, string][]; facts: [string, { from: unknown; source: { ref?: unknown } }][] }) {
  if (!v || typeof v !== 'object') return out;
  if (isNone(v)) out.nones.push([p, v.none]);
  else if ('value' in v && 'source' in v) out.facts.push([p, v as never]);
  for (const [k, x] of Object.entries(v)) walk(x, `${p}.${k}`, out);
  return out;
}

/** A payment input for `pack` (any values: the guide's keys are what is checked). */
const guideInput = (country: string): GuideInput => ({ country, vatNumber: 'X', localTaxNumber: '', periodStart: '2026-01-01', periodEnd: '2026-03-31', frequency: 'quarterly', amount: '100.00', currency: 'EUR', dueDate: '2026-05-01' });

describe.each(VAT_PACKS.map((p) => [p.code, p] as const))('the %s pack', (code, pack) => {
  it('declares every field, each absent fact with a Chinese reason', () => {
    expect(PACK_FIELDS.filter((f) => pack[f] === undefined || pack[f] === null)).toEqual([]);
    for (const f of ['accounts', 'reference', 'guide', 'late'] as const) expect(pack.payment[f]).toBeDefined();
    for (const f of ['fiscalRep', 'documents', 'leadTimeWeeks', 'fees'] as const) expect(pack.registration[f]).toBeDefined();
    for (const f of ['taxId', 'taxOffice'] as const) expect(pack.filer[f]).toBeDefined();
    const { nones } = walk(pack, code, { nones: [], facts: [] });
    expect(nones.filter(([, why]) => !why.trim() || !CHINESE.test(why)).map(([p]) => p)).toEqual([]);
  });

  it('sources every fact and dates it YYYY-MM-DD or null', () => {
    const { facts } = walk(pack, code, { nones: [], facts: [] });
    expect(facts.length).toBeGreaterThanOrEqual(2); // currency and fx at least
    expect(facts.filter(([, f]) => typeof f.source?.ref !== 'string' || !f.source.ref.trim()).map(([p]) => p)).toEqual([]);
    expect(facts.filter(([, f]) => f.from !== null && !/^\d{4}-\d{2}-\d{2}$/.test(String(f.from))).map(([p]) => p)).toEqual([]);
  });

  it('has its locale keys in zh-CN and en-US', () => {
    const keys = [pack.name, present(pack.returnName), ...(present(pack.receipt) ?? []).map((f) => f.key), present(pack.payment.late) && `declare.late.${code}`].filter((k): k is string => !!k);
    const guide = present(pack.payment.guide);
    if (guide) {
      const g = paymentGuide(guideInput(code));
      keys.push(g.method, ...g.lines.map((l) => l.key), ...g.notes);
    }
    if ((VAT_REGISTER_COUNTRIES as readonly string[]).includes(code)) keys.push(`vatService.country.${code}.note`);
    expect(keys.length).toBeGreaterThan(1);
    expect(keys.filter((k) => !zh[k] || !en[k])).toEqual([]);
    // the zh-CN name agrees with the engine's name table where it has one
    expect(zh[pack.name]).toBe(COUNTRY_NAMES_ZH[code] ?? zh[pack.name]);
  });

  it('agrees with the engines that apply its facts', () => {
    // the exchange-rate rule is the one src/core/vat/fx-rules.ts applies (with and without a fixed rate)
    expect(pack.fx.value.rule).toBe(fxRuleFor(code));
    expect(pack.fx.value.fixed ?? pack.fx.value.rule).toBe(fxRuleFor(code, true));
    // an EU member's dates are the EU's table
    const table = EU_MEMBERSHIP.find((m) => m.country === code);
    const m = pack.membership;
    expect(m.bloc === 'EU' ? [m.from, m.to] : null).toEqual(m.bloc === 'EU' ? [table?.from, table?.to] : null);
    // a declared layout is one returnLayout builds, with the pack's units and EC Sales List name, and only then
    const ecsl = [{ customerVat: 'ATU58004634', customerCountry: 'AT', kind: 'goods' as const, value: '1.00' }];
    const layout = returnLayout({ country: code, currency: pack.currency.value, lines: [], ecsl });
    const spec = present(pack.layout);
    expect(layout && { country: layout.country, whole: layout.whole, ecsl: layout.ecsl && [layout.ecsl.zh, layout.ecsl.name] }).toEqual(spec ? { country: code, whole: spec.whole, ecsl: [spec.ecsl.zh, spec.ecsl.name] } : null);
    expect(LAYOUT_COUNTRIES.includes(code)).toBe(!!spec);
    // the filing messages name the local tax id and tax office as the pack does (generic names where it has none)
    for (const f of ['taxId', 'taxOffice'] as const) {
      const label = present(pack.filer[f]);
      expect(label === undefined || CHINESE.test(label)).toBe(true);
      expect(sellerFieldName(f, code)).toBe(label ?? (f === 'taxId' ? '当地税号' : '主管税务局代码'));
    }
    // the default frequency is an allowed one; a due rule gives a day after the period
    const f = present(pack.frequencies);
    expect(f ? f.value.allowed.includes(f.value.default) : true).toBe(true);
    const rule = present(pack.due)?.rule.value;
    const due = rule ? rule.due({ start: '2026-01-01', end: '2026-03-31' }, 'quarterly', DUE_CALENDAR) : null;
    expect(due === null || due > '2026-03-31').toBe(true);
    // dueDate computes exactly the countries with a rule and supported frequencies, and names the reason otherwise
    const q1 = { start: '2026-01-01', end: '2026-03-31' };
    let computed: string;
    try {
      computed = dueDate(code, q1, 'quarterly');
    } catch (e) {
      computed = (e as Error).message;
    }
    const refused = new RegExp(`^暂不支持计算 ${code} 的申报截止日：.*[\u4e00-\u9fff]`);
    expect(DECLARE_COUNTRY_CODES.includes(code) ? computed === due : refused.test(computed)).toBe(true);
  });
});

describe('the lists derived from the packs', () => {
  it('are the packs with the fact, in pack order', () => {
    expect(new Set(VAT_COUNTRY_CODES).size).toBe(VAT_PACKS.length);
    expect(DECLARE_COUNTRY_CODES).toEqual(VAT_PACKS.filter((p) => !isNone(p.due) && !isNone(p.frequencies)).map((p) => p.code));
    expect(DUE_DATE_COUNTRIES).toEqual(DECLARE_COUNTRY_CODES);
  });

  it("transfer: spec §9's list, then the packs declaring transfer: true", () => {
    expect(VAT_TRANSFER_COUNTRY_CODES.slice(0, VAT_TRANSFER_COUNTRIES.length)).toEqual([...VAT_TRANSFER_COUNTRIES]);
    const extra = VAT_PACKS.filter((p) => p.transfer === true && !(VAT_TRANSFER_COUNTRIES as readonly string[]).includes(p.code)).map((p) => p.code);
    expect(VAT_TRANSFER_COUNTRY_CODES.slice(VAT_TRANSFER_COUNTRIES.length)).toEqual(extra);
  });
});

describe('the filing labels moved from src/core/filing/common.ts into the packs', () => {
  it('are the labels the table had: PL NIP and KodUrzedu, IT codice fiscale, CZ DIČ and c_ufo; generic elsewhere', () => {
    const names = (c: string) => [sellerFieldName('taxId', c), sellerFieldName('taxOffice', c)];
    expect(names('PL')).toEqual(['NIP 税号', '税务局代码（KodUrzedu）']);
    expect(names('IT')).toEqual(['意大利税号（codice fiscale）', '主管税务局代码']);
    expect(names('CZ')).toEqual(['DIČ 税号', '主管税务局代码（c_ufo）']);
    expect(names('GB')).toEqual(['当地税号', '主管税务局代码']);
    expect(names('XX')).toEqual(['当地税号', '主管税务局代码']);
  });
});

describe('the generated pack list (scripts/gen-country-index.ts → src/core/countries/packs.generated.ts)', () => {
  const DIR = path.join(ROOT, 'src/core/countries');

  it('is what the script writes now (after adding a pack file: `npx tsx scripts/gen-country-index.ts`, or npm install / start / build / test)', () => {
    expect(fs.readFileSync(path.join(DIR, GENERATED_FILE), 'utf8')).toBe(renderIndex(findPacks(DIR)));
  });

  it('is regenerated by npm install, npm start / build (and jest, through umi setup) and npm test', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.postinstall).toMatch(/&& tsx scripts\/gen-country-index\.ts$/);
    expect(fs.readFileSync(path.join(ROOT, '.umirc.ts'), 'utf8')).toContain("require.resolve('./config/plugins/country-index')");
    expect(fs.readFileSync(path.join(ROOT, 'scripts/test.js'), 'utf8')).toContain("'scripts/gen-country-index.ts'");
    expect(fs.readFileSync(path.join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain(`src/core/countries/${GENERATED_FILE}`);
  });

  it('holds every pack file, in the order the hand-written list had, and VAT_PACKS is it', () => {
    const files = fs.readdirSync(DIR).filter((f) => /^[a-z]{2}\.ts$/.test(f) && f !== 'eu.ts');
    expect(findPacks(DIR).map((p) => p.file).sort()).toEqual(files.sort());
    expect(VAT_COUNTRY_CODES).toEqual(['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'AT', 'SE', 'BE', 'JP', 'IE']);
  });

  it('reads a pack from the source (default or named export; not from a comment) and orders new codes alphabetically after the others', () => {
    expect(packOfSource("export default defineVatCountry({ code: 'HU', name: 'x' });", 'hu.ts')).toEqual({ file: 'hu.ts', code: 'HU', exportName: 'default' });
    expect(packOfSource("export const huPack = defineVatCountry({ code: 'HU' });", 'hu.ts')).toEqual({ file: 'hu.ts', code: 'HU', exportName: 'huPack' });
    expect(packOfSource("// export default defineVatCountry({ code: 'HU' });\nexport const x = 1;", 'hu.ts')).toBeNull();
    expect(packOfSource("const p = defineVatCountry({ code: 'HU' });", 'hu.ts')).toBeNull();
    expect(() => packOfSource('export default defineVatCountry({ code: CODE });', 'hu.ts')).toThrow('缺少字面量 code');
    expect(packOrder([{ code: 'SK' }, { code: 'IE' }, { code: 'HU' }, { code: 'GB' }]).map((p) => p.code)).toEqual(['GB', 'IE', 'HU', 'SK']);
  });

  it('a new country is its pack file only: in a copy of the folder, adding hu.ts puts Hungary in the list; a file without a pack or with the wrong code is refused', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'packs-'));
    try {
      for (const f of fs.readdirSync(DIR)) fs.copyFileSync(path.join(DIR, f), path.join(tmp, f));
      expect(generateCountryIndex(tmp).written).toBe(false);
      fs.writeFileSync(path.join(tmp, 'hu.ts'), fs.readFileSync(path.join(DIR, 'ie.ts'), 'utf8').replace(/'IE'/g, "'HU'"));
      // the check of the first test fails on the list left as it was
      expect(fs.readFileSync(path.join(tmp, GENERATED_FILE), 'utf8')).not.toBe(renderIndex(findPacks(tmp)));
      const { text, written } = generateCountryIndex(tmp);
      expect(written).toBe(true);
      expect(text).toContain("import huPack from './hu';");
      expect(text).toMatch(/ {2}iePack,\n {2}huPack,\n\];\n$/);
      fs.writeFileSync(path.join(tmp, 'helpers.ts'), 'export const x = 1;\n');
      expect(() => findPacks(tmp)).toThrow('src/core/countries/helpers.ts 没有导出国家包');
      fs.unlinkSync(path.join(tmp, 'helpers.ts'));
      fs.writeFileSync(path.join(tmp, 'sk.ts'), "export default defineVatCountry({ code: 'SI' });\n");
      expect(() => findPacks(tmp)).toThrow('与文件名不符');
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('Ireland, added by the recipe (one pack file and its locale keys)', () => {
  const ie = vatCountry('IE')!;

  it('is a transfer country of the console, not of spec §9, and not a register country', () => {
    expect(VAT_TRANSFER_COUNTRIES).not.toContain('IE');
    expect(VAT_TRANSFER_COUNTRY_CODES).toContain('IE');
    expect(isTransferCountry('IE')).toBe(true);
    expect(SERVICE_TRANSFER).toContain('IE');
    expect(VAT_REGISTER_COUNTRIES).not.toContain('IE');
  });

  it("due the 19th of the month after the period (Revenue; ROS filers file by the 23rd), but no period is computed: bi-monthly is not in the engine", () => {
    const rule = present(ie.due)!.rule.value;
    // Revenue: Jan–Feb and Nov–Dec periods → 19 March, 19 January
    expect(rule.due({ start: '2025-01-01', end: '2025-02-28' }, 'monthly', DUE_CALENDAR)).toBe('2025-03-19');
    expect(rule.due({ start: '2025-11-01', end: '2025-12-31' }, 'monthly', DUE_CALENDAR)).toBe('2026-01-19');
    expect(() => dueDate('IE', { start: '2025-01-01', end: '2025-02-28' }, 'monthly')).toThrow('暂不支持计算 IE 的申报截止日：periods.ts 尚不支持双月申报');
    expect(DECLARE_COUNTRY_CODES).not.toContain('IE');
  });

  it('reaches the lookups: EU member since 1973, euro, VAT3, generic receipt and guide', () => {
    expect(ie.membership).toMatchObject({ bloc: 'EU', from: '1973-01-01', to: null });
    expect(returnCurrency('IE', 20260101)).toBe('EUR');
    expect(isEuVatArea('IE', 20260101)).toBe(true);
    expect(returnNameKey('IE')).toBe('declare.returnName.IE');
    expect(zh['declare.returnName.IE']).toContain('VAT3');
    expect(receiptFields('IE', { receiptId: '', processingDate: '', formBundleNumber: 'R-1', chargeRefNumber: null, paymentIndicator: null, returnName: '', submittedBy: '' }).map((f) => f.key)).toEqual(['declare.receipt.processingDate', 'declare.receipt.ref.other']);
    expect(paymentGuide(guideInput('IE')).method).toBe('declare.guide.method.other');
    expect(STANDARD_RATES.IE).toBe('0.23');
  });
});
