import {
  AuditOutlined,
  CalculatorOutlined,
  ContainerOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  IdcardOutlined,
  ReconciliationOutlined,
  SafetyOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { MenuDataItem } from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import { groupRank } from '@/core/menu';

/** Paths of the menu entries, captured from the last menu data ProLayout rendered. */
let menuPaths: string[] = [];

/** The screens of the last menu ProLayout rendered (translated names, access applied), for the menu search. */
interface RenderedEntry {
  path: string;
  label: string;
  group?: string;
}
let renderedEntries: RenderedEntry[] = [];

/** The menu's screens as last rendered (what the user may open), for {@link MenuSearch}. */
export function renderedMenuEntries(): RenderedEntry[] {
  return renderedEntries;
}

function collectEntries(items: MenuDataItem[], out: RenderedEntry[]): RenderedEntry[] {
  for (const item of items) {
    if (item.path && !item.hideInMenu && !item.path.startsWith('/__group/') && typeof item.name === 'string') {
      out.push({ path: item.path, label: item.name, group: (item as { group?: string }).group });
    }
    if (item.children) collectEntries(item.children, out);
  }
  return out;
}

function collectPaths(items: MenuDataItem[], out: string[]): string[] {
  for (const item of items) {
    if (item.path && !item.hideInMenu && !item.path.startsWith('/__group/')) out.push(item.path);
    if (item.children) collectPaths(item.children, out);
  }
  return out;
}

/**
 * Icons of the business areas (route prop `group`): shown beside the group in the side menu, and
 * alone when the menu is collapsed (without one, ProLayout shows the label's first letter).
 * A new area adds its icon here and its label as `menu.group.<group>` in the locale files.
 */
export const GROUP_ICONS: Record<string, ReactNode> = {
  calc: <CalculatorOutlined />,
  register: <GlobalOutlined />,
  declare: <AuditOutlined />,
  records: <ContainerOutlined />,
  epr: <ReconciliationOutlined />,
  compliance: <SafetyOutlined />,
  eori: <SolutionOutlined />,
  lookup: <FileSearchOutlined />,
  agent: <TeamOutlined />,
  account: <IdcardOutlined />,
};

/**
 * Groups the side menu by job (route prop `group`, label `menu.group.<group>`; issue #25): the
 * groups in the order of `MENU_GROUPS` (src/core/menu), the items of a group in route order; items
 * without a group stay at the top level, first. Only existing routes appear.
 */
export function groupMenu(items: MenuDataItem[]): MenuDataItem[] {
  menuPaths = collectPaths(items, []);
  renderedEntries = collectEntries(items, []);
  const out: MenuDataItem[] = [];
  const groups = new Map<string, MenuDataItem>();
  for (const item of items) {
    const group = (item as { group?: string }).group;
    // A screen the user may not open (umi's access marks it `unaccessible`) or hidden adds no group:
    // a seller sees no empty 代理工具 heading.
    const hidden = item.hideInMenu || (item as { unaccessible?: boolean }).unaccessible;
    if (group && hidden) continue;
    if (!group) {
      out.push(item);
      continue;
    }
    let parent = groups.get(group);
    if (!parent) {
      // ProLayout runs the result through its route transform again, which translates `locale`
      // (a translated `name` would be looked up as `menu.<text>` and miss).
      parent = {
        key: `group-${group}`,
        path: `/__group/${group}`,
        name: group,
        locale: `menu.group.${group}`,
        icon: GROUP_ICONS[group],
        children: [],
      };
      groups.set(group, parent);
      out.push(parent);
    }
    parent.children!.push(item);
  }
  const top = out.filter((i) => !String(i.path ?? '').startsWith('/__group/'));
  const grouped = out.filter((i) => String(i.path ?? '').startsWith('/__group/')).sort((a, b) => groupRank(String(a.name)) - groupRank(String(b.name)));
  return [...top, ...grouped];
}

/**
 * The one menu entry to highlight for `pathname`: the entry whose path is the longest match (the
 * path itself, or a parent of it, so `/user/calculate-tax/result` highlights 税金计算). ProLayout's
 * own matching highlights every prefix, e.g. both 税金计算 and 计算记录 on the records page.
 * `undefined` (ProLayout decides) until the menu has rendered once or when nothing matches.
 */
export function selectedMenuKeys(pathname: string, paths: string[] = menuPaths): string[] | undefined {
  const best = paths
    .filter((p) => pathname === p || (p !== '/' && pathname.startsWith(`${p}/`)))
    .sort((a, b) => b.length - a.length)[0];
  return best ? [best] : undefined;
}
