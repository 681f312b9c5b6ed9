/**
 * Generates the calls of the console from the contracts (issue #34 "every call on a contract, each
 * path written once"): for every contract module of `src/core` — `src/core/<area>/api.ts` and
 * `src/core/<area>/<name>-api.ts` — one file `src/services/_generated/<module>.calls.ts` holding, per
 * call of the module's table (`export const <area>Api = { list, info, … }`), the plain data the
 * browser needs: `{ method, path, access }`, typed by the contract with `import type` (so zod never
 * enters the app bundle). The services call them with the typed client (`call(vatTaxCalls.info, …)`,
 * src/request/call.ts).
 *
 * Run: `tsx scripts/gen-calls.ts` (prints what it wrote); also run by `npm install` (`postinstall`),
 * by `npm start` / `npm run build` (`config/plugins/calls.ts`) and by `npm test` before lint and
 * typecheck (`scripts/test.js`). The generated files are git-ignored; the unit test
 * `tests/unit/guardrails/contracts.test.ts` fails when one differs from what this script writes now.
 *
 * The contract modules are loaded (not parsed): a table is an export whose name ends in `Api` and
 * whose every value is a contract (`method`, `path`, `access`, `response`). A module without one, or
 * a table whose key is not an identifier, throws a Chinese error naming the file and the fix.
 */
import fs from 'fs';
import path from 'path';
import type { ApiContract } from '../src/core/contract';

/** The repository's root. */
const ROOT = path.resolve(__dirname, '..');

/** Where the contract modules live. */
const CORE_DIR = path.join(ROOT, 'src/core');

/** Where the generated files go (one per contract module). */
const GENERATED_DIR = path.join(ROOT, 'src/services/_generated');

/** A contract table of a module: its export name and its calls `[key, { method, path, access }]` in declaration order. */
interface CallTableSource {
  /** Path of the module from src/core, without `.ts` (`vat-tax/api`, `declare/filing-api`). */
  module: string;
  /** The table's export name (`vatTaxApi`). */
  exportName: string;
  calls: [string, Pick<ApiContract, 'method' | 'path' | 'access'>][];
}

/** Every contract module under `dir` (`<area>/api.ts`, `<area>/<name>-api.ts`), sorted. */
function contractModules(dir: string = CORE_DIR): string[] {
  const out: string[] = [];
  for (const area of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const f of fs.readdirSync(path.join(dir, area.name))) {
      if (f === 'api.ts' || /^[a-z0-9-]+-api\.ts$/.test(f)) out.push(`${area.name}/${f.replace(/\.ts$/, '')}`);
    }
  }
  return out.sort();
}

/** Whether `v` is a contract (what `defineContract` returns). */
function isContract(v: unknown): v is ApiContract {
  const c = v as Partial<ApiContract> | null;
  return !!c && typeof c === 'object' && typeof c.method === 'string' && typeof c.path === 'string' && typeof c.access === 'string' && !!c.response;
}

/**
 * The contract tables of the module `module` (from src/core, without `.ts`) given its exports.
 * @throws Error (Chinese) when it exports no table, or a table has a key that is not an identifier.
 */
function tablesOf(module: string, exports: Record<string, unknown>): CallTableSource[] {
  const tables = Object.entries(exports)
    .filter(([name, v]) => /Api$/.test(name) && !!v && typeof v === 'object' && Object.values(v as object).length > 0 && Object.values(v as object).every(isContract))
    .map(([exportName, v]) => {
      const calls = Object.entries(v as Record<string, ApiContract>).map(([key, c]) => {
        if (!/^[A-Za-z_$][\w$]*$/.test(key)) throw new Error(`src/core/${module}.ts 的 ${exportName} 中的调用名「${key}」不是合法的标识符：请改成驼峰式名称（如 exportResult）`);
        return [key, { method: c.method, path: c.path, access: c.access }] as [string, Pick<ApiContract, 'method' | 'path' | 'access'>];
      });
      return { module, exportName, calls };
    });
  if (!tables.length) throw new Error(`src/core/${module}.ts 没有导出契约表：契约模块应导出 export const <area>Api = { list, info, … }（每个值由 defineContract 定义）`);
  return tables;
}

/** Loads every contract module of `dir` and returns its tables, in module order. */
export function loadTables(dir: string = CORE_DIR): CallTableSource[] {
  return contractModules(dir).flatMap((m) => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
    const mod = require(path.join(dir, `${m}.ts`)) as Record<string, unknown>;
    return tablesOf(m, mod);
  });
}

/** `vatTaxApi` → `vatTaxCalls`. */
function callsName(exportName: string): string {
  return `${exportName.replace(/Api$/, '')}Calls`;
}

/** The generated file's name of a module: `vat-tax/api` → `vat-tax.calls.ts`, `declare/filing-api` → `declare-filing.calls.ts`. */
function generatedFileOf(module: string): string {
  const [area, file] = module.split('/');
  return file === 'api' ? `${area}.calls.ts` : `${area}-${file.replace(/-api$/, '')}.calls.ts`;
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The text of the generated file of one module's tables. */
function renderCalls(tables: readonly CallTableSource[]): string {
  const module = tables[0].module;
  const lines = [
    '/**',
    ` * GENERATED by scripts/gen-calls.ts from src/core/${module}.ts: do not edit, not committed (.gitignore).`,
    ' * The calls of the contracts as plain data (method, path, access), typed by the contracts with',
    ' * `import type` (zod stays out of the bundle); the services call them with `call()` (src/request/call.ts).',
    ' * Regenerated by `npm install`, `npm start`, `npm run build` and `npm test`; by hand: `npx tsx scripts/gen-calls.ts`.',
    ' */',
    "import type { CallTable } from '@/core/contract';",
    `import type { ${tables.map((t) => t.exportName).join(', ')} } from '@/core/${module}';`,
  ];
  for (const t of tables) {
    lines.push('', `/** The calls of \`${t.exportName}\` (src/core/${module}.ts). */`, `export const ${callsName(t.exportName)}: CallTable<typeof ${t.exportName}> = {`);
    for (const [key, c] of t.calls) lines.push(`  ${key}: { method: ${quote(c.method)}, path: ${quote(c.path)}, access: ${quote(c.access)} },`);
    lines.push('};');
  }
  return `${lines.join('\n')}\n`;
}

/** Every generated file's name and text for the contract modules of `dir`. */
function renderAll(dir: string = CORE_DIR): Map<string, string> {
  const byModule = new Map<string, CallTableSource[]>();
  for (const t of loadTables(dir)) byModule.set(t.module, [...(byModule.get(t.module) ?? []), t]);
  return new Map([...byModule].map(([m, tables]) => [generatedFileOf(m), renderCalls(tables)]));
}

/**
 * Writes the generated files into `out` (only those whose text changed, so a dev server's watcher is
 * not woken) and removes the ones no contract module makes any more. Returns what it wrote and removed.
 * @throws Error (Chinese) as {@link tablesOf}.
 */
export function generateCalls(dir: string = CORE_DIR, out: string = GENERATED_DIR): { written: string[]; removed: string[]; files: string[] } {
  const files = renderAll(dir);
  fs.mkdirSync(out, { recursive: true });
  const written: string[] = [];
  for (const [name, text] of files) {
    const file = path.join(out, name);
    const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (old !== text) {
      fs.writeFileSync(file, text);
      written.push(name);
    }
  }
  const removed = fs.readdirSync(out).filter((f) => f.endsWith('.calls.ts') && !files.has(f));
  for (const f of removed) fs.unlinkSync(path.join(out, f));
  return { written, removed, files: [...files.keys()] };
}

if (require.main === module) {
  try {
    const { written, removed, files } = generateCalls();
    const changed = [...written.map((f) => `已写 ${f}`), ...removed.map((f) => `已删 ${f}`)];
    console.log(`${changed.length ? '已生成' : '无变化'}：${path.relative(process.cwd(), GENERATED_DIR)}（${files.length} 个契约模块${changed.length ? `；${changed.join('，')}` : ''}）`);
  } catch (e) {
    console.error(`生成接口调用失败：${(e as Error).message}`);
    process.exit(1);
  }
}
