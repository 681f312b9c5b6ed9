/**
 * The side menu by job (issue #25): its groups in order, and the menu search that finds a screen by
 * its Chinese name. No React; the route table (config/routes.ts) and a translator are passed in, so
 * the unit tests check the real table.
 */

/**
 * The side menu's groups, in the order they show (route prop `group`, label `menu.group.<id>` in both
 * `titles.ts`): 计算 · 注册 · 申报与缴款 · 税号与记录 · EPR 与包装法 · 合规与授权代表 · EORI ·
 * 查询与监控 · 代理工具 · 账户. A group without a visible route is not shown.
 */
export const MENU_GROUPS = ['calc', 'register', 'declare', 'records', 'epr', 'compliance', 'eori', 'lookup', 'agent', 'account'] as const;
type MenuGroup = (typeof MENU_GROUPS)[number];

/** Position of a group in the menu (an unknown group after the known ones). */
export function groupRank(group: string | undefined): number {
  const i = MENU_GROUPS.indexOf(group as MenuGroup);
  return i < 0 ? MENU_GROUPS.length : i;
}

/** A route as the menu reads it (a subset of config/routes/types.ts `AppRoute`). */
interface MenuRoute {
  path: string;
  name?: string;
  group?: string;
  hideInMenu?: boolean;
  redirect?: string;
  access?: string;
  routes?: MenuRoute[];
}

/** One screen of the menu, searchable: its path, label, group label and access flag. */
interface MenuEntry {
  path: string;
  label: string;
  group?: string;
  groupLabel: string;
  access?: string;
}

/**
 * The menu's screens of `routes` (nested ones included): each route with a `name`, not hidden, not a
 * redirect; `label` is `t('menu.<name>')`, `groupLabel` `t('menu.group.<group>')` (or `''`).
 */
export function menuEntries(routes: readonly MenuRoute[], t: (id: string) => string): MenuEntry[] {
  const out: MenuEntry[] = [];
  const walk = (list: readonly MenuRoute[]) => {
    for (const r of list) {
      if (r.name && !r.hideInMenu && !r.redirect && !r.path.includes('*')) {
        out.push({ path: r.path, label: t(`menu.${r.name}`), group: r.group, groupLabel: r.group ? t(`menu.group.${r.group}`) : '', access: r.access });
      }
      if (r.routes) walk(r.routes);
    }
  };
  walk(routes);
  return out;
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, '');

/**
 * The entries matching `query` (spaces and case ignored): the label containing it first (a label
 * starting with it before one containing it), then entries whose group label contains it; at most
 * `limit`. An empty query finds nothing.
 * @example searchMenu(entries, '开始申报')[0].path === '/user/declare/my-declare'
 */
export function searchMenu(entries: readonly MenuEntry[], query: string, limit = 12): MenuEntry[] {
  const q = fold(query);
  if (!q) return [];
  const scored = entries
    .map((e, i) => {
      const label = fold(e.label);
      const score = label === q ? 0 : label.startsWith(q) ? 1 : label.includes(q) ? 2 : fold(e.groupLabel).includes(q) || e.path.toLowerCase().includes(q) ? 3 : -1;
      return { e, i, score };
    })
    .filter((x) => x.score >= 0)
    .sort((a, b) => a.score - b.score || a.i - b.i);
  return scored.slice(0, limit).map((x) => x.e);
}
