/**
 * Guard rail (issue #18 "One home per area"): the lint rule of .eslintrc.js that refuses a page's
 * import of another feature's pages. ESLint's Node API lints small in-memory snippets as if they were
 * files at the given paths (the files need not exist), with the repository's own configuration.
 * A feature folder is a folder directly under src/pages (an area's page folder, named after its route
 * file config/routes/<area>.ts, or one of the app's own pages such as login and home).
 * Also: no route file under config/routes/ imports config/routes.ts back (the route-file cycle).
 */
import fs from 'fs';
import path from 'path';

/** The part of ESLint's Node API used here (eslint 8 ships no types and @types/eslint is not installed). */
interface LintMessage {
  ruleId: string | null;
  message: string;
  line: number;
}
interface LintResult {
  filePath: string;
  messages: LintMessage[];
}
interface ESLintApi {
  lintText(code: string, opts: { filePath: string }): Promise<LintResult[]>;
  lintFiles(patterns: string[]): Promise<LintResult[]>;
}
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { ESLint } = require('eslint') as { ESLint: new (opts: { cwd: string; useEslintrc: boolean }) => ESLintApi };

const ROOT = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT, useEslintrc: true });

/** The `no-restricted-imports` messages ESLint gives `code` linted as the file `file` (relative to the root). */
async function lateral(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const use = (spec: string) => `import thing from '${spec}';\nexport default thing;\n`;

describe('lint: a page imports only from its own feature folder and the shared layers', () => {
  it.each([
    ['src/pages/vat-service/signature/index.tsx', '@/pages/account/_shell'],
    ['src/pages/account/info/wx/index.tsx', '@/pages/login/components/WxQrPanel'],
    ['src/pages/calc/print/index.tsx', '@/pages/declare/_shared'],
    ['src/pages/declare/begins-to-calculate/index.tsx', '../../calc/components/ReturnsView'],
    ['src/pages/declare/_shared.tsx', '../vat-tax/_shared'],
    ['src/pages/batch-declaration/index.tsx', '../declare/_shared'],
    ['src/pages/imports/gb-data-conversion/import-results/index.tsx', '../../../declare/_shared'],
    ['src/pages/epr-declare/index.tsx', '../epr/_shared'],
    ['src/pages/batch/many-upload/index.tsx', '@/pages/declare/_shared'],
    ['src/pages/login/index.tsx', '..'],
  ])('refuses %s importing %s', async (file, spec) => {
    const messages = await lateral(file, use(spec));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('imports only from its own feature folder');
  });

  it.each([
    ['src/pages/declare/view-data/index.tsx', '../_shared'],
    ['src/pages/declare/view-data/index.tsx', './ImportedRows'],
    ['src/pages/imports/gb-data-conversion/import-results/index.tsx', '../../_shared'],
    ['src/pages/declare/payment/index.tsx', '@/pages/declare/_shared'],
    ['src/pages/account/protocol/serve/index.tsx', '../../_protocol'],
    ['src/pages/account/info/password/index.tsx', '../../_protocol'],
    ['src/pages/calc/index.tsx', './components/ThresholdFields'],
    ['src/pages/calc/print/index.tsx', '../components/SalesChart'],
    ['src/pages/account/info/wx/index.tsx', '@/components/WxQrPanel'],
    ['src/pages/calc/print/index.tsx', '@/hooks/useIdParam'],
  ])('accepts %s importing %s', async (file, spec) => {
    expect(await lateral(file, use(spec))).toEqual([]);
  });

  it('covers every page file of the tree today (none imports laterally)', async () => {
    const results = await eslint.lintFiles(['src/pages']);
    const lateralHits = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => `${path.relative(ROOT, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(results.length).toBeGreaterThan(50);
    expect(lateralHits).toEqual([]);
  });
});

describe('route files: no cycle', () => {
  it('no file of config/routes/ imports config/routes.ts; AppRoute comes from config/routes/types.ts', () => {
    const dir = path.join(ROOT, 'config/routes');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'types.ts');
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      const cycle = /from '\.\.\/routes(\.ts)?'/.test(text);
      const typeFromTypes = !/\bAppRoute\b/.test(text) || text.includes("from './types'");
      expect({ file: f, cycle, typeFromTypes }).toEqual({ file: f, cycle: false, typeFromTypes: true });
    }
  });
});
