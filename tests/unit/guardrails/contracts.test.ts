/**
 * Guard rails of issue #34 "every call on a contract, each path written once" (docs/guard-rails.md
 * "Contracts"): every route of every mock file carries its contract and is keyed by the contract's own
 * `METHOD path`; every contract of `src/core/<area>/api.ts` is served by a mock route (and by one
 * only); no service function writes a path by hand — the services call the generated references
 * (`src/services/_generated`, written by scripts/gen-calls.ts) through `call()`, never the request
 * client with a literal. Each rule is first shown to catch a sample.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { routeMeta } from '../../../mock/_store';
import { loadTables } from '../../../scripts/gen-calls';
import { mockRoutes } from '../helpers/mock-routes';
import { readSource, ROOT } from './source-scan';

const SERVICES_DIR = path.join(ROOT, 'src/services');

/** Request-client calls a service may make, each with why (the address is not ours to write). */
const ALLOWED: { file: string; callee: string; why: string }[] = [
  { file: 'src/services/upload.ts', callee: 'api.post', why: 'the signed upload target the sign call answered (`uploadApi.put`; a storage host in production)' },
];

/**
 * The hand-written paths of a service file's code (comments blanked): string or template literals
 * that start with `/api/` or `/mock-oss/`, and calls of the request client's verbs (`api.get(…)`,
 * `request(…)`) — a service reaches the server only through `call(<generated reference>, …)` (or,
 * for the page-leave save, with a generated reference's `.path`).
 */
function handWrittenPaths(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const at = (n: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const visit = (n: ts.Node) => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n)) && /^\/(api|mock-oss)\//.test(n.text)) out.push(`${at(n)} ${n.getText()}`);
    if (ts.isCallExpression(n)) {
      const callee = n.expression.getText(sf);
      const allowed = ALLOWED.some((a) => a.file === file && a.callee === callee);
      if (!allowed && /^(api\.(get|post|put|patch|delete|del|upload|download|request)|request|umiRequest|axios(\.\w+)?)$/.test(callee)) out.push(`${at(n)} ${callee}(…)`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('every mock route on its contract', () => {
  const routes = mockRoutes();
  const tables = loadTables();
  const contracts = tables.flatMap((t) => t.calls.map(([name, c]) => ({ id: `${t.exportName}.${name}`, key: `${c.method} ${c.path}` })));

  it('reads the routes and the contracts', () => {
    expect(routes.length).toBeGreaterThan(200);
    expect(contracts.length).toBeGreaterThan(150);
  });

  it('every route has a contract, and is keyed by its METHOD path', () => {
    const bad = routes.filter((r) => {
      const c = routeMeta(r.handler)?.contract;
      return !c || `${c.method} ${c.path}` !== r.key;
    });
    expect(bad.map((r) => `${r.file} ${r.key}`)).toEqual([]);
  });

  it('every contract of src/core is served by exactly one mock route', () => {
    const served = new Map<string, number>();
    for (const r of routes) {
      const meta = routeMeta(r.handler);
      for (const c of [meta?.contract, ...(meta?.alsoServes ?? [])]) {
        if (c) served.set(`${c.method} ${c.path}`, (served.get(`${c.method} ${c.path}`) ?? 0) + 1);
      }
    }
    const unserved = contracts.filter((c) => !served.has(c.key)).map((c) => `${c.id} ${c.key}`);
    expect(unserved).toEqual([]);
  });
});

describe('no service writes a path by hand', () => {
  it('catches a sample', () => {
    const sample = "import { api } from '@/request/api';\n// '/api/in-a-comment' is fine\nexport const a = () => api.get('/api/x');\nexport const b = (id: string) => fetch(`/api/y/${id}`);\nexport const c = () => call(xCalls.list, {});\n";
    expect(handWrittenPaths('s.ts', sample.replace(/\/\/.*$/m, ''))).toEqual(['s.ts:3 api.get(…)', "s.ts:3 '/api/x'", 's.ts:4 `/api/y/${']);
  });

  it('src/services calls only through the generated references', () => {
    const files = fs
      .readdirSync(SERVICES_DIR)
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => `src/services/${f}`);
    expect(files.length).toBeGreaterThan(15);
    expect(files.flatMap((f) => handWrittenPaths(f, readSource(f)))).toEqual([]);
  });
});
