/**
 * Generates `src/core/countries/packs.generated.ts`, the list of VAT country packs (issue #31
 * "Adding a country": a new country is ONE pack file plus its locale entries, no hand-written index
 * line). Run: `tsx scripts/gen-country-index.ts` (prints what it wrote); also run by `npm install`
 * (`postinstall`), by `npm start` / `npm run build` (`config/plugins/country-index.ts`) and by
 * `npm test` before lint and typecheck (`scripts/test.js`). The generated file is git-ignored; the
 * unit test `tests/unit/guardrails/country-packs.test.ts` fails when it differs from what this
 * script writes now.
 *
 * Which files: every `*.ts` of `src/core/countries/` except the helpers {@link NOT_PACKS}. Each must
 * export a pack made by `defineVatCountry` — `export default defineVatCountry({ code: 'XX', … })`
 * or `export const <name> = defineVatCountry({ … })` — whose `code` is a string literal equal to the
 * file name in upper case (`hu.ts` → `'HU'`); the source is parsed with the TypeScript parser, not
 * run, so a comment never counts. Anything else throws a Chinese error naming the file and the fix.
 *
 * Order ({@link packOrder}): the order the hand-written list had — spec §9's country sort order
 * (`COUNTRY_SORT_ORDER`, src/constants/countries.ts) for the ten it ranks, then BE and JP (spec §9's
 * VAT register countries) and IE, as they were added — then every other code alphabetically.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

/** The packs' folder of this repository. */
const COUNTRIES_DIR = path.resolve(__dirname, '../src/core/countries');

/** The generated file's name, in {@link COUNTRIES_DIR}. */
export const GENERATED_FILE = 'packs.generated.ts';

/** Files of the folder that are not packs: the pack type, the EU table, shared facts, the index, the generated list. */
const NOT_PACKS: readonly string[] = ['define.ts', 'eu.ts', 'shared.ts', 'index.ts', GENERATED_FILE];

/** The order of the packs when the list was written by hand (see the module comment); other codes follow alphabetically. */
const ESTABLISHED_ORDER: readonly string[] = ['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'AT', 'SE', 'BE', 'JP', 'IE'];

/** A pack file: its name (`de.ts`), the pack's `code` (`DE`) and the export holding the pack (`default` or the const's name). */
interface PackFile {
  file: string;
  code: string;
  exportName: string;
}

/** `defineVatCountry({ … })`'s argument, when `e` is such a call with an object literal. */
function packLiteral(e: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  if (!e || !ts.isCallExpression(e) || !ts.isIdentifier(e.expression) || e.expression.text !== 'defineVatCountry') return undefined;
  const arg = e.arguments[0];
  return arg && ts.isObjectLiteralExpression(arg) ? arg : undefined;
}

/** Whether a statement carries the `export` modifier. */
function isExported(s: ts.Statement): boolean {
  return !!ts.canHaveModifiers(s) && !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/**
 * The pack exported by the source of `file`, or `null` when it exports none.
 * @throws Error (Chinese) when it exports two packs, or the pack's `code` is not a string literal.
 */
export function packOfSource(source: string, file: string): PackFile | null {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { exportName: string; literal: ts.ObjectLiteralExpression }[] = [];
  for (const s of sf.statements) {
    if (ts.isExportAssignment(s) && !s.isExportEquals) {
      const literal = packLiteral(s.expression);
      if (literal) found.push({ exportName: 'default', literal });
    } else if (ts.isVariableStatement(s) && isExported(s)) {
      for (const d of s.declarationList.declarations) {
        const literal = packLiteral(d.initializer);
        if (literal && ts.isIdentifier(d.name)) found.push({ exportName: d.name.text, literal });
      }
    }
  }
  if (found.length === 0) return null;
  if (found.length > 1) throw new Error(`src/core/countries/${file} 导出了 ${found.length} 个国家包：每个文件只应导出一个 defineVatCountry(...)`);
  const { exportName, literal } = found[0];
  const prop = literal.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'code');
  if (!prop || !ts.isStringLiteralLike(prop.initializer)) throw new Error(`src/core/countries/${file} 的国家包缺少字面量 code（如 code: 'HU'）：请直接写出两位大写国家代码`);
  return { file, code: prop.initializer.text, exportName };
}

/**
 * Every pack file of `dir`, in {@link packOrder}.
 * @throws Error (Chinese) when a file that is not a helper ({@link NOT_PACKS}) exports no pack, when a
 * pack's code does not match its file name, or when two files declare the same code.
 */
export function findPacks(dir: string = COUNTRIES_DIR): PackFile[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !NOT_PACKS.includes(f))
    .sort();
  const packs = files.map((f) => {
    const p = packOfSource(fs.readFileSync(path.join(dir, f), 'utf8'), f);
    if (!p) throw new Error(`src/core/countries/${f} 没有导出国家包：国家包文件应写 export default defineVatCountry({ … })；若它是辅助模块，请把文件名加入 scripts/gen-country-index.ts 的 NOT_PACKS`);
    const expected = f.replace(/\.ts$/, '').toUpperCase();
    if (p.code !== expected) throw new Error(`src/core/countries/${f} 的国家包代码为「${p.code}」，与文件名不符：文件应命名为 ${p.code.toLowerCase()}.ts（或把 code 改为 '${expected}'）`);
    return p;
  });
  return packOrder(packs);
}

/** `packs` in display order: {@link ESTABLISHED_ORDER} first, then the other codes alphabetically. */
export function packOrder<T extends { code: string }>(packs: readonly T[]): T[] {
  const rank = (c: string) => {
    const i = ESTABLISHED_ORDER.indexOf(c);
    return i < 0 ? ESTABLISHED_ORDER.length : i;
  };
  return [...packs].sort((a, b) => rank(a.code) - rank(b.code) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The text of `packs.generated.ts` for `packs` (already in display order). */
export function renderIndex(packs: readonly PackFile[]): string {
  const local = (p: PackFile) => `${p.code.toLowerCase()}Pack`;
  const imports = packs.map((p) => {
    const from = `'./${p.file.replace(/\.ts$/, '')}'`;
    if (p.exportName === 'default') return `import ${local(p)} from ${from};`;
    return p.exportName === local(p) ? `import { ${local(p)} } from ${from};` : `import { ${p.exportName} as ${local(p)} } from ${from};`;
  });
  const list = `export const PACKS: readonly VatCountryPack[] = [${packs.map(local).join(', ')}];`;
  // one element a line when the list no longer fits prettier's 120 columns
  const listText = list.length <= 120 ? list : `export const PACKS: readonly VatCountryPack[] = [\n${packs.map((p) => `  ${local(p)},`).join('\n')}\n];`;
  return [
    '/**',
    ' * GENERATED by scripts/gen-country-index.ts: do not edit, not committed (.gitignore). Every VAT',
    ' * country pack file of this folder, in display order; `./index.ts` builds `VAT_PACKS` from it.',
    ' * Regenerated by `npm install`, `npm start`, `npm run build` and `npm test`; by hand:',
    ' * `npx tsx scripts/gen-country-index.ts`.',
    ' */',
    "import type { VatCountryPack } from './define';",
    ...imports,
    '',
    '/** Every VAT country pack, in display order (generated). */',
    listText,
    '',
  ].join('\n');
}

/**
 * Writes `packs.generated.ts` in `dir` when its text differs from {@link renderIndex} of
 * {@link findPacks} (an unchanged file is not touched, so a dev server's watcher is not woken).
 * Returns the file's path, its text and whether it was written.
 * @throws Error (Chinese) as {@link findPacks}.
 */
export function generateCountryIndex(dir: string = COUNTRIES_DIR): { file: string; text: string; written: boolean } {
  const file = path.join(dir, GENERATED_FILE);
  const text = renderIndex(findPacks(dir));
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (old !== text) fs.writeFileSync(file, text);
  return { file, text, written: old !== text };
}

if (require.main === module) {
  try {
    const { file, written } = generateCountryIndex();
    const packs = findPacks().map((p) => p.code);
    console.log(`${written ? '已生成' : '无变化'}：${path.relative(process.cwd(), file)}（${packs.length} 个国家包：${packs.join(', ')}）`);
  } catch (e) {
    console.error(`生成国家包索引失败：${(e as Error).message}`);
    process.exit(1);
  }
}
