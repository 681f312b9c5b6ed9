/**
 * Guard rail: the route table (config/routes.ts) and what it points at stay in step. Each failure
 * names the route and what is missing.
 * - every `component` is a file under src/pages (umi resolves `<component>.tsx` or `<component>/index.tsx`);
 * - every `wrappers` entry is a file;
 * - every `title` is a locale key in zh-CN and en-US, as are `menu.<name>` (menu entries) and
 *   `menu.group.<group>` (menu groups), and every group has an icon in src/components/menu.tsx;
 * - every `access` is a flag that src/access.ts returns.
 */
import fs from 'fs';
import path from 'path';
import routes, { type AppRoute } from '../../../config/routes';
import access, { computeAccess } from '@/access';
import { GROUP_ICONS } from '@/components/menu';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';

const ROOT = path.resolve(__dirname, '../../..');
const LOCALES: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

function flatten(list: AppRoute[]): AppRoute[] {
  return list.flatMap((r) => [r, ...flatten(r.routes ?? [])]);
}
const ALL = flatten(routes);

/** The file umi loads for a route's `component` or a wrapper (`@/x` is src/x, else src/pages/x), or null. */
function moduleFile(ref: string): string | null {
  const base = ref.startsWith('@/') ? path.join(ROOT, 'src', ref.slice(2)) : path.join(ROOT, 'src/pages', ref.replace(/^\.\//, ''));
  const candidates = [...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

/** The locale keys a route needs. */
function keysOf(r: AppRoute): string[] {
  return [r.title, r.name && !r.hideInMenu ? `menu.${r.name}` : undefined, r.group ? `menu.group.${r.group}` : undefined].filter((k): k is string => !!k);
}

describe('route table guard rails', () => {
  it('has routes to check', () => {
    expect(ALL.length).toBeGreaterThan(10);
  });

  it('finds page files the way umi does, and misses absent ones', () => {
    expect(moduleFile('account/info')).toBe(path.join(ROOT, 'src/pages/account/info/index.tsx'));
    expect(moduleFile('@/wrappers/auth')).toBe(path.join(ROOT, 'src/wrappers/auth.tsx'));
    expect(moduleFile('user/no-such-page')).toBeNull();
  });

  // (umi itself also refuses to start — even jest's config — when a component is missing.)
  it('every component is a file under src/pages', () => {
    const missing = ALL.filter((r) => r.component && !moduleFile(r.component)).map((r) => `${r.path}: src/pages/${r.component}(.tsx|/index.tsx) not found`);
    expect(missing).toEqual([]);
  });

  it('every wrapper is a file', () => {
    const missing = ALL.flatMap((r) => (r.wrappers ?? []).filter((w) => !moduleFile(w)).map((w) => `${r.path}: wrapper ${w} not found`));
    expect(missing).toEqual([]);
  });

  it('every page route has a title', () => {
    const untitled = ALL.filter((r) => r.component && !r.redirect && !r.title).map((r) => `${r.path}: no title`);
    expect(untitled).toEqual([]);
  });

  it.each(Object.keys(LOCALES))('every title, menu name and menu group is a key of %s', (locale) => {
    const messages = LOCALES[locale];
    const missing = ALL.flatMap((r) => keysOf(r).filter((k) => typeof messages[k] !== 'string').map((k) => `${r.path}: ${k} missing in ${locale}`));
    expect(missing).toEqual([]);
  });

  it('every menu group has an icon (src/components/menu.tsx GROUP_ICONS)', () => {
    const groups = [...new Set(ALL.map((r) => r.group).filter((g): g is string => !!g))];
    expect(groups.filter((g) => !GROUP_ICONS[g]).map((g) => `group ${g}: no icon`)).toEqual([]);
  });

  it('every access value is a flag returned by src/access.ts', () => {
    const flags = Object.keys(computeAccess(undefined));
    expect(Object.keys(access(undefined))).toEqual(flags);
    const unknown = ALL.filter((r) => r.access && !flags.includes(r.access)).map((r) => `${r.path}: access "${r.access}" is not one of ${flags.join(', ')}`);
    expect(unknown).toEqual([]);
  });
});
