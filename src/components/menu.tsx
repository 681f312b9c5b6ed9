import type { MenuDataItem } from '@ant-design/pro-components';
import { getIntl } from '@umijs/max';

/**
 * Groups the side menu by business area (route prop `group`, label `menu.group.<group>`), keeping
 * the route order; items without a group stay at the top level. Only existing routes appear.
 */
export function groupMenu(items: MenuDataItem[]): MenuDataItem[] {
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
      parent = {
        key: `group-${group}`,
        path: `/__group/${group}`,
        name: getIntl().formatMessage({ id: `menu.group.${group}`, defaultMessage: group }),
        children: [],
      };
      groups.set(group, parent);
      out.push(parent);
    }
    parent.children!.push(item);
  }
  return out;
}
