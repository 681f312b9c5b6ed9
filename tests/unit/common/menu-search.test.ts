/**
 * The menu by job (issue #25), checked on the real route table (config/routes.ts), not by eye:
 * every menu route is in one of the ten job groups and findable by its Chinese name through the
 * menu search (开始申报 first of all); and the menu stays usable at 1280 px — every label fits the
 * side menu's width, no group is longer than fits beside the others, and the whole menu with its
 * groups closed fits the height of a 1280 × 800 screen.
 */
import routes from '../../../config/routes';
import { MENU_GROUPS, groupRank, menuEntries, searchMenu } from '../../../src/core/menu';
import zhCN from '../../../src/locales/zh-CN';

const zh = zhCN as Record<string, string>;
const t = (id: string) => zh[id] ?? id;
const entries = menuEntries(routes, t);

describe('menu search over the route table', () => {
  it('has the menu routes', () => {
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.every((e) => !e.label.startsWith('menu.'))).toBe(true);
  });

  it('puts every grouped menu route in one of the job groups', () => {
    const outside = entries.filter((e) => e.group && groupRank(e.group) >= MENU_GROUPS.length).map((e) => `${e.path} (${e.group})`);
    expect(outside).toEqual([]);
    expect(entries.filter((e) => !e.group).map((e) => e.path)).toEqual(['/']);
  });

  it.each(entries.map((e) => [e.label, e]))('finds %s by its Chinese name', (_label, e) => {
    const found = searchMenu(entries, e.label);
    expect(found.map((x) => x.path)).toContain(e.path);
    // An exact name is the first hit (or one of the screens of that very name, all listed first).
    const same = entries.filter((x) => x.label === e.label).map((x) => x.path);
    expect(same).toContain(found[0].path);
  });

  it('finds 开始申报 first, by part of its name too, and nothing for an empty or unknown query', () => {
    expect(searchMenu(entries, '开始申报')[0].path).toBe('/user/declare/my-declare');
    expect(searchMenu(entries, ' 开始 ').map((e) => e.path)).toContain('/user/declare/my-declare');
    expect(searchMenu(entries, '看板').map((e) => e.path)).toEqual(['/user/declare/management']);
    expect(searchMenu(entries, '')).toEqual([]);
    expect(searchMenu(entries, '不存在的功能名')).toEqual([]);
  });

  it('finds the screens of a group by the group name', () => {
    const agent = searchMenu(entries, '代理工具').map((e) => e.path);
    expect(agent).toContain('/user/declare/management');
  });
});

describe('the menu at 1280 px (layout arithmetic of antd 5 / ProLayout defaults)', () => {
  /** ProLayout's side menu width (`siderWidth` default 256 px), minus the sub-menu indent (48), icon (24) and arrow (16). */
  const LABEL_WIDTH = 256 - 48 - 24 - 16;
  /** antd 5 inline menu: item height 40 plus 4 px margin. */
  const ROW = 44;
  /** 1280 × 800 screen minus the 56 px header and the search box (48 px). */
  const HEIGHT = 800 - 56 - 48;
  /** Text width at 14 px: a CJK character 14 px, anything else about 8 px. */
  const width = (s: string) => [...s].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 14 : 8), 0);

  it('every label and group name fits the side menu without being cut', () => {
    const labels = [...entries.map((e) => e.label), ...MENU_GROUPS.map((g) => t(`menu.group.${g}`))];
    expect(labels.filter((l) => width(l) > LABEL_WIDTH)).toEqual([]);
  });

  it('the menu with every group closed fits the screen height', () => {
    const groups = new Set(entries.map((e) => e.group).filter(Boolean));
    const topLevel = entries.filter((e) => !e.group).length;
    expect((topLevel + groups.size) * ROW).toBeLessThanOrEqual(HEIGHT);
    // Even with all ten job groups once every planned area has landed.
    expect((topLevel + MENU_GROUPS.length) * ROW).toBeLessThanOrEqual(HEIGHT);
  });

  it('no group is longer than the screen holds (8 entries), so one open group never pushes the others out of reach', () => {
    const sizes = new Map<string, number>();
    for (const e of entries) if (e.group) sizes.set(e.group, (sizes.get(e.group) ?? 0) + 1);
    expect([...sizes].filter(([, n]) => n > 8)).toEqual([]);
  });
});
