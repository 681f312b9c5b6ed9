/**
 * Guard rail (issue #25 "the new areas' screens load as route chunks"; docs/layout.md "First load", route
 * chunks ≤ 150 KB gzip beyond `/`): no page reaches the `xlsx` package (about 140 KB gzip) through
 * static imports. Pages show a format's columns and rules from the modules without workbook code
 * (`src/core/imports/sheet.ts`, `template.ts`, `gb.ts`) and load a reader or writer with
 * `await import(…)` when the user picks or downloads a file.
 *
 * The walk follows `import … from` and `export … from` of `src/` (the `@/` alias and relative
 * paths), not `import type` / `export type` (erased) and not `import()` (a separate chunk).
 */
import fs from 'fs';
import path from 'path';

const ROOT = path.resolve(__dirname, '../../..');
const SRC = path.join(ROOT, 'src');
/** Packages a route chunk must not carry. */
const HEAVY = ['xlsx'];

/** The file a specifier names (or null for a package / a file outside src). */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return null;
}

/** Static value imports of a file: [specifier, …]. */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[2]) continue; // import type / export type
    // `import { type A, type B } from` brings values only if a name is not a type
    const names = /^\{([^}]*)\}$/.exec(m[3].trim());
    if (names && names[1].split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    out.push(m[4]);
  }
  const bare = /^\s*import\s*['"]([^'"]+)['"]/gm; // side-effect imports
  for (let m = bare.exec(text); m; m = bare.exec(text)) out.push(m[1]);
  return out;
}

/** The chain of files from `file` to a heavy package, or null. */
function heavyChain(file: string, seen = new Map<string, string[] | null>()): string[] | null {
  if (seen.has(file)) return seen.get(file) ?? null;
  seen.set(file, null);
  for (const spec of staticImports(file)) {
    if (HEAVY.includes(spec) || HEAVY.some((h) => spec.startsWith(`${h}/`))) {
      const chain = [path.relative(ROOT, file), spec];
      seen.set(file, chain);
      return chain;
    }
    const next = resolve(file, spec);
    if (!next) continue;
    const sub = heavyChain(next, seen);
    if (sub) {
      const chain = [path.relative(ROOT, file), ...sub];
      seen.set(file, chain);
      return chain;
    }
  }
  return null;
}

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return pageFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

describe('route chunks carry no spreadsheet library', () => {
  const pages = pageFiles(path.join(SRC, 'pages'));

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('no page imports xlsx statically, directly or through src/', () => {
    const seen = new Map<string, string[] | null>();
    const offenders = pages.map((p) => heavyChain(p, seen)).filter((c): c is string[] => c !== null).map((c) => c.join(' → '));
    expect(offenders).toEqual([]);
  });

  it('the walk sees a static chain where there is one (the mock store reads templates with xlsx)', () => {
    expect(heavyChain(path.join(ROOT, 'mock/_store/imports.ts'))).toEqual(
      expect.arrayContaining(['mock/_store/imports.ts', 'xlsx']),
    );
  });
});
