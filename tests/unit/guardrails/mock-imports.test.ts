/**
 * Guard rail (issue #18 "The mock imports nothing from src/services"): no file under `mock/` imports
 * from `src/services` or `src/pages`. What the mock and the console share lives in `src/core`
 * (types and the zod contracts of `src/core/<area>/api.ts`), so the mock never depends on the
 * console's request layer or its screens.
 */
import fs from 'fs';
import path from 'path';

const ROOT = path.resolve(__dirname, '../../..');
const MOCK_DIR = path.join(ROOT, 'mock');
const FORBIDDEN = ['src/services', 'src/pages'].map((d) => path.join(ROOT, d));

/** Every `.ts`/`.js` file under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|js)$/.test(e.name) ? [p] : [];
  });
}

/** The module specifiers of `source`: `import … from 'x'`, `import 'x'`, `export … from 'x'`, `require('x')`, `import('x')`. */
function specifiers(source: string): string[] {
  const re = /(?:\bfrom\s*|\bimport\s*|\brequire\s*\(\s*|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;
  return [...source.matchAll(re)].map((m) => m[1]);
}

/** The forbidden imports of the file `file` with text `source` (`@/services/…` and relative paths into src/services or src/pages). */
function forbiddenImports(file: string, source: string): string[] {
  return specifiers(source).filter((s) => {
    if (/^@\/(services|pages)(\/|$)/.test(s)) return true;
    if (!s.startsWith('.')) return false;
    const target = path.resolve(path.dirname(file), s);
    return FORBIDDEN.some((d) => target === d || target.startsWith(`${d}${path.sep}`));
  });
}

describe('the mock imports nothing from src/services or src/pages', () => {
  const files = sourceFiles(MOCK_DIR);

  it('reads every mock file', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.some((f) => f.endsWith(path.join('_store', 'route.ts')))).toBe(true);
  });

  it('no mock file imports from them', () => {
    const found = files.flatMap((f) => forbiddenImports(f, fs.readFileSync(f, 'utf8')).map((s) => `${path.relative(ROOT, f)}: ${s}`));
    expect(found).toEqual([]);
  });

  it('the check finds such an import (type-only, re-export, require and alias forms)', () => {
    const file = path.join(MOCK_DIR, '_store', 'x.ts');
    const src = [
      "import type { ReportParse } from '../../src/services/calc';",
      "export { a } from '../../src/pages/vat-service';",
      "const b = require('../../src/services/common');",
      "import c from '@/services/vat-tax';",
      "import { ok } from '../../src/core/vat-tax/api';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(forbiddenImports(file, src)).toEqual(['../../src/services/calc', '../../src/pages/vat-service', '../../src/services/common', '@/services/vat-tax']);
  });
});
