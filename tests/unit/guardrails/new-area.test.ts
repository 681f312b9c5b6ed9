/**
 * The area scaffold (`npm run new:area -- <name>`, scripts/new-area.ts; issue #18 "A scaffold"): the
 * files it would write for `demo`, the edits of the route table, the locale list and the titles
 * (applied to the repository's real files), the name check, and the refusal to overwrite, run into a
 * temporary directory. (The proof that a generated area passes lint, typecheck and the unit suites
 * is a run in a scratch copy: docs/adding-a-screen.md.)
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { applyEdit, areaNames, checkAreaName, planArea, writeArea } from '../../../scripts/new-area';

const ROOT = path.resolve(__dirname, '../../..');
const plan = planArea(areaNames('epr-de', 'EPR 德国', 'EPR Germany'));
const file = (p: string) => plan.files.find((f) => f.path === p)?.content ?? '';

describe('npm run new:area', () => {
  it('names: kebab-case only, with a Chinese reason', () => {
    expect(checkAreaName('epr-de')).toBeNull();
    expect(checkAreaName('demo')).toBeNull();
    for (const bad of [undefined, '', 'Demo', 'epr_de', 'epr--de', '-epr', '1epr', '../x', 'a', 'x'.repeat(31)]) {
      expect(checkAreaName(bad)).toMatch(/[\u4e00-\u9fff]/);
    }
    // An area's name is also its page folder, core, service and mock: the app pages' and shared modules' names are taken.
    for (const taken of ['login', 'global', 'common', 'utils', 'dashboard']) expect(checkAreaName(taken)).toContain('已被共用模块或应用页面占用');
    expect(areaNames('epr-de')).toMatchObject({ kebab: 'epr-de', camel: 'eprDe', pascal: 'EprDe' });
  });

  it('plans the files "Adding a screen" lists', () => {
    expect(plan.files.map((f) => f.path)).toEqual([
      'config/routes/epr-de.ts',
      'src/locales/zh-CN/epr-de.ts',
      'src/locales/en-US/epr-de.ts',
      'src/locales/areas/epr-de.ts',
      'src/core/epr-de/api.ts',
      'src/services/epr-de.ts',
      'mock/epr-de.ts',
      'src/pages/epr-de/index.tsx',
      'tests/unit/epr-de/mock.test.ts',
      'tests/e2e/epr-de.e2e.test.ts',
    ]);
    // The route file imports AppRoute from its own file, the route and its keys match the page.
    expect(file('config/routes/epr-de.ts')).toContain("import type { AppRoute } from './types';");
    expect(file('config/routes/epr-de.ts')).toContain("{ path: '/user/epr-de', component: 'epr-de', title: 'title.eprDe.list', name: 'eprDe'");
    // The contract is written once in core; the mock validates with it; the service imports only its types.
    expect(file('src/core/epr-de/api.ts')).toMatch(/export const eprDeApi = \{ list, create \}/);
    expect(file('mock/epr-de.ts')).toContain('contract: eprDeApi.create');
    expect(file('mock/epr-de.ts')).not.toMatch(/src\/services|src\/pages/);
    expect(file('src/services/epr-de.ts')).toContain("import type { eprDeApi } from '@/core/epr-de/api';");
    expect(file('src/services/epr-de.ts')).not.toMatch(/^import \{[^}]*\} from '@\/core/m);
    // The page is a ListPage with a Chinese empty state that offers a way forward, and loads its locale area.
    const pageText = file('src/pages/epr-de/index.tsx');
    expect(pageText).toContain('<ListPage<EprDeRecord, EprDeQuery>');
    expect(pageText).toContain("import '@/locales/areas/epr-de';");
    expect(file('src/locales/zh-CN/epr-de.ts')).toContain("'eprDe.empty.title': '您还没有EPR 德国'");
    expect(file('src/locales/zh-CN/epr-de.ts')).toContain("'eprDe.empty.create': '新建第一条记录'");
    // Both languages have the same keys.
    const keys = (p: string) => [...file(p).matchAll(/^ {2}'([^']+)':/gm)].map((m) => m[1]);
    expect(keys('src/locales/en-US/epr-de.ts')).toEqual(keys('src/locales/zh-CN/epr-de.ts'));
    // The tests: 401, a hostile body, paging and filters; the e2e empty state.
    expect(file('tests/unit/epr-de/mock.test.ts')).toMatch(/401[\s\S]*hostile[\s\S]*pages and filters/);
    expect(file('tests/e2e/epr-de.e2e.test.ts')).toContain('epr-de-empty');
  });

  it('its edits apply to the repository’s route table, locale list and titles', () => {
    const byPath = new Map<string, string>();
    for (const e of plan.edits) byPath.set(e.path, applyEdit(byPath.get(e.path) ?? fs.readFileSync(path.join(ROOT, e.path), 'utf8'), e));
    expect(byPath.get('config/routes.ts')).toMatch(/import \{ guardedEprDeRoutes \} from '\.\/routes\/epr-de';[\s\S]*guardedRoutes: AppRoute\[\] = \[\n {2}\.\.\.guardedEprDeRoutes,/);
    expect(byPath.get('src/locales/areas/all.ts')).toContain("'epr-de': { 'zh-CN': zhEprDe, 'en-US': enEprDe },");
    expect(byPath.get('src/locales/zh-CN/titles.ts')).toMatch(/'menu\.eprDe': 'EPR 德国',\n\};\n$/);
    expect(byPath.get('src/locales/en-US/titles.ts')).toContain("'title.eprDe.list': 'EPR Germany',");
    expect(() => applyEdit('nothing here', plan.edits[0])).toThrow(/找不到唯一的插入位置/);
  });

  it('writes into a directory, and refuses (writing nothing) when a file exists', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-area-'));
    try {
      for (const e of plan.edits) {
        fs.mkdirSync(path.dirname(path.join(dir, e.path)), { recursive: true });
        fs.copyFileSync(path.join(ROOT, e.path), path.join(dir, e.path));
      }
      const written = writeArea(dir, plan);
      expect(written).toHaveLength(plan.files.length + 4);
      expect(fs.readFileSync(path.join(dir, 'mock/epr-de.ts'), 'utf8')).toBe(file('mock/epr-de.ts'));
      const routes = fs.readFileSync(path.join(dir, 'config/routes.ts'), 'utf8');
      expect(() => writeArea(dir, plan)).toThrow(/已存在/);
      // Nothing changed by the refused run.
      expect(fs.readFileSync(path.join(dir, 'config/routes.ts'), 'utf8')).toBe(routes);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
