/**
 * Guard rail (issue #18 "Area names … match their page folder"): ONE name per area everywhere. An
 * area is a route file `config/routes/<area>.ts`; its name is also
 * - its page folder `src/pages/<area>/`, where every `component` of that route file lives;
 * - its core `src/core/<area>/`, service `src/services/<area>.ts`, mock `mock/<area>.ts` (or the
 *   folder `mock/<area>/`) and locale area `src/locales/areas/<area>.ts` +
 *   `src/locales/{zh-CN,en-US}/<area>.ts`, where it has them.
 * Anything else in those folders is a shared module listed below with the reason it is not an area;
 * a new file with another name fails here until it is renamed after its area or listed.
 */
import fs from 'fs';
import path from 'path';
import routes, { type AppRoute } from '../../../config/routes';

const ROOT = path.resolve(__dirname, '../../..');
const ROUTE_DIR = path.join(ROOT, 'config/routes');

/** The route files that are not an area (with the reason). */
const NOT_AREA_ROUTE_FILES: Record<string, string> = {
  types: 'the route type AppRoute, imported by every route file',
};

/** The areas: the names of `config/routes/<area>.ts`. */
const AREAS = fs
  .readdirSync(ROUTE_DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3))
  .filter((n) => !(n in NOT_AREA_ROUTE_FILES))
  .sort();

/**
 * Routes of an area file whose page lives outside `src/pages/<area>/`, as `<area>: { component:
 * reason }`. None today; a route listed here that no longer exists fails the test.
 */
const COMPONENT_EXCEPTIONS: Record<string, Record<string, string>> = {};

/** Folders of src/pages that are the app's own pages, routed in config/routes.ts, not an area. */
const APP_PAGES: Record<string, string> = {
  login: 'the login page (/login), first load',
  home: 'the landing page and the console workbench (/), first load',
  '404': 'the not-found page and the fallback route',
  exception: 'the error page (/exception)',
  global: 'the maintenance page (/global/in-maint)',
};

/** Modules of mock/ shared by every area (not an area's calls). */
const SHARED_MOCK: Record<string, string> = {
  _store: 'the mock state and helpers (not loaded as a mock file)',
  common: 'spec §7 "Common" calls every area uses (districts, enums, countries, OCR, company verify, drafts…)',
  dashboard: "the home page's workbench (summary and to-dos of every area)",
  storage: 'the storage certificate and the file host under /mock-oss',
  'test-control': 'the test-only calls (reset, faults) of /api/__test__',
  upload: 'the upload-sign flow every file field uses',
  'zz-not-found': 'the last route: a JSON 404 for an unknown /api path (sorted last on purpose)',
};

/** Modules of src/services shared by every area. */
const SHARED_SERVICES: Record<string, string> = {
  common: 'spec §7 "Common" calls (districts, enums, countries, OCR, company verify…)',
  dashboard: "the home page's workbench",
  draft: 'the wizard drafts of /api/draft (every wizard)',
  storage: 'the storage certificate (cached, spec §7)',
  types: 'the current user and roles (spec §3, §6) of the first load',
  upload: 'the upload-sign flow',
  user: 'the session calls of the first load (login, logout, current user: src/app.tsx, the login page, the header), kept apart from the account pages’ calls so they stay out of the first bundle',
};

/** Folders and files (without `.ts`) of src/core that are shared libraries, not an area. */
const SHARED_CORE: Record<string, string> = {
  vat: 'the VAT engine (calculation, rates, report parsing)',
  rules: 'the field rules of every form and the mock',
  wizard: "the wizard kit's reducer and step routes",
  list: 'the list kit (query adapter, status maps, export)',
  contract: 'the zod contract helpers of every api.ts',
  upload: 'the upload checks (accept lists, sizes)',
  hash: 'file hashing',
  utils: 'dates, numbers, files, xlsx, retries, polling, redirects, `?id=`',
  common: 'the shapes of spec §7 "Common" lookups, shared by the services and the mock',
  menu: 'the side menu by job',
  dashboard: "the home page's workbench",
  'cert-cache': 'the storage-certificate cache (spec §7, §9)',
  'china-ids': 'Chinese identifiers (credit code, ID card) of the VAT, EPR and compliance flows',
  fees: 'the one fee model (FeeLine, feeTotal) of the VAT service, compliance and EPR orders',
  locale: 'the console language',
  storage: 'the session-storage helper (spec §9)',
  countries: 'the VAT country packs (issue #31): one record per VAT country, read by every area',
  filing: "the authorities' filing files (MTD, JPK, LIPE, EPO, 303) and their official schemas, built by the mock and the CLI for every declaration",
};

/** Locale modules that are not an area's (with the reason). */
const SHARED_LOCALE_AREAS: Record<string, string> = {
  all: 'every message, for tests and tools',
  index: 'registerArea, the loader of the area modules',
  'wizard-kit': 'the wizard field groups shared by every wizard',
  workbench: "the home page's workbench",
};
const SHARED_LOCALE_FILES: Record<string, string> = {
  common: 'the first-load messages shared by every page',
  titles: 'route titles and menu names (first load)',
  'wizard-kit': 'the wizard field groups shared by every wizard',
  workbench: "the home page's workbench",
};

function flatten(list: AppRoute[]): AppRoute[] {
  return list.flatMap((r) => [r, ...flatten(r.routes ?? [])]);
}

/** Every route exported by `config/routes/<area>.ts` (each exported array of routes, children included). */
function routesOf(area: string): AppRoute[] {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const mod = require(path.join(ROUTE_DIR, `${area}.ts`)) as Record<string, unknown>;
  const lists = Object.values(mod).filter((v): v is AppRoute[] => Array.isArray(v) && v.every((r) => !!r && typeof r === 'object' && 'path' in r));
  return flatten(lists.flat());
}

/** Names (without `.ts`) of the entries of `dir`: files ending in `.ts`, and folders when `dirs`. */
function names(dir: string, dirs: boolean): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => (e.isDirectory() ? dirs : e.name.endsWith('.ts')))
    .map((e) => (e.isDirectory() ? e.name : e.name.slice(0, -3)));
}

const under = (component: string, area: string) => component === area || component.startsWith(`${area}/`);

describe('one name per area', () => {
  it('finds the areas', () => {
    expect(AREAS).toEqual(expect.arrayContaining(['account', 'batch', 'calc', 'declare', 'vat-service', 'vat-tax']));
    expect(AREAS).not.toContain('types');
  });

  it.each(AREAS)('area %s: its page folder src/pages/<area>/ exists and holds every component of its route file', (area) => {
    expect(fs.statSync(path.join(ROOT, 'src/pages', area)).isDirectory()).toBe(true);
    const list = routesOf(area);
    const allowed = COMPONENT_EXCEPTIONS[area] ?? {};
    const components = [...new Set(list.map((r) => r.component).filter((c): c is string => !!c))];
    expect(components.length).toBeGreaterThan(0);
    expect(components.filter((c) => !under(c, area) && !(c in allowed))).toEqual([]);
    // A listed exception must still be a route of the area file (no stale entries).
    expect(Object.keys(allowed).filter((c) => !components.includes(c))).toEqual([]);
  });

  it('every folder of src/pages is an area or one of the app pages of config/routes.ts', () => {
    const folders = names('src/pages', true).filter((n) => fs.statSync(path.join(ROOT, 'src/pages', n)).isDirectory());
    expect(folders.filter((f) => !AREAS.includes(f) && !(f in APP_PAGES))).toEqual([]);
    expect(Object.keys(APP_PAGES).filter((f) => AREAS.includes(f) || !folders.includes(f))).toEqual([]);
  });

  it('every route of the table renders a page of its area folder or of an app page folder', () => {
    const areaComponents = new Set(AREAS.flatMap((a) => routesOf(a).map((r) => r.component)));
    const own = flatten(routes).filter((r) => r.component && !areaComponents.has(r.component));
    // The routes written in config/routes.ts itself are the app pages'.
    expect(own.filter((r) => !Object.keys(APP_PAGES).some((p) => under(r.component!, p))).map((r) => `${r.path} → ${r.component}`)).toEqual([]);
    expect(own.length).toBeGreaterThan(0);
  });

  it.each([
    ['mock', true, SHARED_MOCK],
    ['src/services', false, SHARED_SERVICES],
    ['src/core', true, SHARED_CORE],
    ['src/locales/areas', false, SHARED_LOCALE_AREAS],
    ['src/locales/zh-CN', false, SHARED_LOCALE_FILES],
    ['src/locales/en-US', false, SHARED_LOCALE_FILES],
  ])('every module of %s is named after an area or is a listed shared module', (dir, dirs, shared) => {
    const found = names(dir, dirs as boolean);
    const strangers = found.filter((n) => !AREAS.includes(n) && !(n in (shared as Record<string, string>)));
    expect(strangers).toEqual([]);
    // A shared entry must exist and must not be an area's name (no stale or misfiled entries).
    expect(Object.keys(shared as Record<string, string>).filter((n) => !found.includes(n) || AREAS.includes(n))).toEqual([]);
  });

  it('a component is under an area only inside its folder', () => {
    expect(under('declare/view-data', 'declare')).toBe(true);
    expect(under('declare', 'declare')).toBe(true);
    expect(under('declare-x/index', 'declare')).toBe(false);
    expect(under('user/declare', 'declare')).toBe(false);
  });

  it('names the modules of an area after it: the service, mock and locale files of batch, calc and declare', () => {
    for (const area of ['batch', 'calc', 'declare', 'batch-declaration']) {
      expect(AREAS).toContain(area);
      expect(fs.existsSync(path.join(ROOT, 'src/locales/zh-CN', `${area}.ts`))).toBe(true);
    }
    expect(fs.existsSync(path.join(ROOT, 'src/services/batch.ts'))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, 'mock/batch.ts'))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, 'mock/declare/italy.ts'))).toBe(true);
  });
});
