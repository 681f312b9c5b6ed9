/**
 * Guard rail (issue #34 "dead exports removed … with a lint rule or a guard test keeping them
 * out"): every export of `src/`, `mock/` and `scripts/` is imported by another file — of those
 * folders, of `config/` or of `tests/` (a pure function exported for its unit test is used). What
 * nothing imports loses its `export` (kept when its own file uses it) or goes. Read with TypeScript's
 * parser (`exports-graph.ts`): named and default imports, re-export chains (`export * from`),
 * namespace reads (`ns.x`), dynamic `import()` and `require()`.
 *
 * Entry points that the framework or a tool loads by convention are listed in {@link ENTRY_POINTS}
 * (short on purpose); every folder is read. See docs/guard-rails.md "Dead exports".
 */
import fs from 'fs';
import path from 'path';
import { exportGraph, type ExportedName } from './exports-graph';
import { ROOT, sourceFiles } from './source-scan';

/** Exports loaded by umi, the mock server or a tool rather than imported: `[file pattern, names ('*' = all)]`, each with why. */
const ENTRY_POINTS: { file: RegExp; names: '*' | string[]; why: string }[] = [
  { file: /^src\/app\.tsx$/, names: '*', why: "umi's runtime configuration (getInitialState, layout, request, …)" },
  { file: /^src\/access\.ts$/, names: ['default'], why: "umi's access plugin" },
  { file: /^src\/(pages|layouts|wrappers)\//, names: ['default'], why: 'route components and wrappers, named as paths in config/routes' },
  { file: /^src\/models\//, names: ['default'], why: "umi's dva models" },
  { file: /^src\/locales\//, names: '*', why: "umi's locale files and the area message modules" },
  { file: /^mock\/[^/_][^/]*\.ts$/, names: ['default'], why: "umi's mock routes" },
  { file: /\.generated\.ts$/, names: '*', why: 'generated (npx tsx scripts/gen-country-index.ts)' },
];

/** Folders not read yet, with why (the lead takes them in after the merge named). */
const NOT_YET: { dir: RegExp; why: string }[] = [];

const isEntryPoint = (e: ExportedName) => ENTRY_POINTS.some((p) => p.file.test(e.file) && (p.names === '*' || p.names.includes(e.name)));

describe('the export graph', () => {
  it('tells used from unused exports (named, default, re-exported, namespace, dynamic)', () => {
    const dir = 'tests/.artifacts/dead-exports-sample';
    const files: Record<string, string> = {
      'a.ts': 'export const used = 1;\nexport const unused = 2;\nexport function local() { return unused; }\nexport default function main() { return local(); }\nexport type UsedType = string;\nexport interface UnusedType { a: string }\n',
      'barrel.ts': "export * from './a';\nexport { viaBarrel as renamed } from './c';\n",
      'c.ts': 'export const viaBarrel = 3;\nexport const notReexported = 4;\n',
      'd.ts': 'export const readFromNamespace = 5;\nexport const notRead = 6;\n',
      'e.ts': 'export const anything = 7;\n',
      'main.ts': "import main from './a';\nimport { used, renamed, type UsedType } from './barrel';\nimport * as d from './d';\nexport const x: UsedType = String(used + renamed + d.readFromNamespace + main());\nvoid import('./e');\n",
    };
    fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
    fs.mkdirSync(path.join(ROOT, dir), { recursive: true });
    for (const [f, text] of Object.entries(files)) fs.writeFileSync(path.join(ROOT, dir, f), text);
    try {
      const g = exportGraph(Object.keys(files).map((f) => `${dir}/${f}`));
      const unused = g.exported.filter((e) => !g.isUsed(e)).map((e) => `${path.basename(e.file)} ${e.name}`);
      // `main.ts x` has no importer either; `barrel.ts renamed` is imported.
      expect(unused.sort()).toEqual(['a.ts UnusedType', 'a.ts local', 'a.ts unused', 'c.ts notReexported', 'd.ts notRead', 'main.ts x']);
    } finally {
      fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
    }
  });
});

describe('no export without an importer', () => {
  const scanned = sourceFiles(['src', 'mock', 'scripts'], true);
  const readers = sourceFiles(['config', 'tests'], true);
  const graph = exportGraph([...scanned, ...readers]);
  const notYet = (file: string) => NOT_YET.some((d) => d.dir.test(file));
  const checked = graph.exported.filter((e) => /^(src|mock|scripts)\//.test(e.file) && !notYet(e.file));
  // What a folder not read yet re-exports stays exported until that folder is read.
  const reexportedByNotYet = new Set([...graph.modules].filter(([f]) => notYet(f)).flatMap(([, m]) => [...m.reexports.values()].map(([t, n]) => `${t}#${n}`)));
  const isUsed = (e: ExportedName) => graph.isUsed(e) || reexportedByNotYet.has(`${e.file}#${e.name}`);

  it('reads the exports and their importers', () => {
    expect(checked.length).toBeGreaterThan(1500);
    // A named import, a default import, a re-export chain and a namespace read each count.
    const used = (file: string, name: string) => graph.isUsed(checked.find((e) => e.file === file && e.name === name)!);
    expect(used('src/core/utils/date.ts', 'lastDayOfMonth')).toBe(true);
    expect(used('src/components/ListPage/index.tsx', 'default')).toBe(true);
    expect(used('src/core/vat-service/fees.ts', 'feeLines')).toBe(true); // through src/core/vat-service/index.ts `export *`
  });

  it('every entry point of the allow-list exists', () => {
    for (const p of ENTRY_POINTS) expect([p.file.source, graph.exported.some((e) => p.file.test(e.file))]).toEqual([p.file.source, true]);
  });

  it('every other export is imported somewhere', () => {
    const unused = checked.filter((e) => !isEntryPoint(e) && !isUsed(e)).map((e) => `${e.file}:${e.line} ${e.kind === 'type' ? 'type ' : ''}${e.name}`);
    expect(unused).toEqual([]);
  });
});
