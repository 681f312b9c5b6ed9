import { AccountBookOutlined, ContainerOutlined, IdcardOutlined } from '@ant-design/icons';
import type { MenuDataItem } from '@ant-design/pro-components';
import type { ReactNode } from 'react';

/** Paths of the menu entries, captured from the last menu data ProLayout rendered. */
let menuPaths: string[] = [];

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
  vat: <AccountBookOutlined />,
  account: <IdcardOutlined />,
  epr: <ContainerOutlined />,
};

/**
 * Groups the side menu by business area (route prop `group`, label `menu.group.<group>`), keeping
 * the route order; items without a group stay at the top level. Only existing routes appear.
 */
export function groupMenu(items: MenuDataItem[]): MenuDataItem[] {
  menuPaths = collectPaths(items, []);
  const out: MenuDataItem[] = [];
  const groups = new Map<string, MenuDataItem>();
  for (const item of items) {
    const group = (item as { group?: string }).group;
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
  return out;
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
