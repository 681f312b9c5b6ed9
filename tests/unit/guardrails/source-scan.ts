/**
 * What the source-scanning guard rails share (one-way, dead-exports, catches, page-size): the
 * repository's own source files and their code without comments, so a rule names the code and not
 * a docstring that explains it.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

/** The repository root. */
export const ROOT = path.resolve(__dirname, '../../..');

/** The source folders the guards read: the console, the mock and the scripts. */
export const SOURCE_DIRS = ['src', 'mock', 'scripts'] as const;

/** Generated or vendored folders never read (umi's `src/.umi*`, `node_modules`). */
const SKIP_DIR = /^(node_modules|\.umi[\w-]*|dist)$/;

/** Every `.ts`/`.tsx` (and `.js` when `withJs`) file under `dirs`, as paths relative to {@link ROOT} with `/`. */
export function sourceFiles(dirs: readonly string[] = SOURCE_DIRS, withJs = false): string[] {
  const ext = withJs ? /\.(ts|tsx|js)$/ : /\.(ts|tsx)$/;
  const walk = (abs: string): string[] =>
    fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(abs, e.name);
      if (e.isDirectory()) return SKIP_DIR.test(e.name) ? [] : walk(p);
      return ext.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
    });
  return dirs.flatMap((d) => (fs.existsSync(path.join(ROOT, d)) ? walk(path.join(ROOT, d)) : [])).map((p) => path.relative(ROOT, p).split(path.sep).join('/'));
}

/** The text of a file relative to {@link ROOT}. */
export function readSource(rel: string): string {
  return fs.readFileSync(path.join(ROOT, rel), 'utf8');
}

/**
 * The `[start, end)` offsets of every comment of `text`: the comments TypeScript's parser attaches
 * to the tokens of the file (so strings, template literals, regular expressions and JSX text are
 * never taken for comments); `jsx` for `.tsx` files.
 */
export function commentRanges(text: string, jsx = false): [number, number][] {
  const sf = ts.createSourceFile(jsx ? 'x.tsx' : 'x.ts', text, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = new Map<number, number>();
  const add = (pos: number, end: number) => {
    found.set(pos, end);
  };
  const visit = (node: ts.Node) => {
    ts.forEachLeadingCommentRange(text, node.getFullStart(), add);
    ts.forEachTrailingCommentRange(text, node.getEnd(), add);
    if (node.kind === ts.SyntaxKind.JsxText) return;
    node.getChildren(sf).forEach(visit);
  };
  visit(sf);
  return [...found].sort((a, b) => a[0] - b[0]);
}

/**
 * `text` with every comment ({@link commentRanges}) blanked out: each character of a comment but
 * line breaks becomes a space, so offsets and line numbers stay.
 */
export function withoutComments(text: string, jsx = false): string {
  const out = text.split('');
  for (const [pos, end] of commentRanges(text, jsx)) for (let i = pos; i < end; i += 1) if (out[i] !== '\n' && out[i] !== '\r') out[i] = ' ';
  return out.join('');
}

/** The code of a file relative to {@link ROOT}, comments blanked ({@link withoutComments}). */
export function codeOf(rel: string): string {
  return withoutComments(readSource(rel), rel.endsWith('.tsx'));
}

/** The 1-based line of offset `index` in `text`. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** `file:line: the matched text` of every match of `re` (global) in `code`. */
export function hits(file: string, code: string, re: RegExp): string[] {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return [...code.matchAll(g)].map((m) => `${file}:${lineAt(code, m.index ?? 0)}: ${m[0].replace(/\s+/g, ' ').trim()}`);
}
