import type { MenuDataItem } from '@ant-design/pro-components';
import { GROUP_ICONS, groupMenu, selectedMenuKeys } from '../../../src/components/menu';

const route = (path: string, name: string, group?: string): MenuDataItem => ({ path, name, ...(group ? { group } : {}) });

describe('side menu grouping (issue 2: menu grouped by business area; issue #25: by job)', () => {
  const items = [
    route('/', 'home'),
    route('/user/info', 'userInfo', 'account'),
    route('/user/calculate-tax', 'calc', 'calc'),
    route('/user/calculate-tax/record', 'calcRecord', 'calc'),
  ];

  it('groups by job in MENU_GROUPS order (not route order), items in route order, the ungrouped at the top level', () => {
    const out = groupMenu(items);
    expect(out.map((i) => i.path)).toEqual(['/', '/__group/calc', '/__group/account']);
    expect(out[1].children!.map((c) => c.path)).toEqual(['/user/calculate-tax', '/user/calculate-tax/record']);
    expect(out[2].children!.map((c) => c.path)).toEqual(['/user/info']);
  });

  it('gives each group its locale key (ProLayout translates it) and its icon', () => {
    const [, vat, account] = groupMenu(items);
    expect(vat).toMatchObject({ name: 'calc', locale: 'menu.group.calc' });
    expect(account).toMatchObject({ name: 'account', locale: 'menu.group.account' });
    expect(vat.icon).toBe(GROUP_ICONS.calc);
    expect(account.icon).toBe(GROUP_ICONS.account);
    expect(vat.icon).toBeTruthy();
  });

  it('shows no group whose screens the user may not open (a seller sees no empty 代理工具)', () => {
    const out = groupMenu([...items, { path: '/user/declare/management', name: 'declareManagement', group: 'agent', unaccessible: true } as MenuDataItem]);
    expect(out.map((i) => i.path)).toEqual(['/', '/__group/calc', '/__group/account']);
    const agent = groupMenu([...items, route('/user/declare/management', 'declareManagement', 'agent')]);
    expect(agent.map((i) => i.path)).toEqual(['/', '/__group/calc', '/__group/agent', '/__group/account']);
  });

  it('highlights only the nearest entry of the grouped menu', () => {
    groupMenu(items);
    expect(selectedMenuKeys('/user/calculate-tax/record')).toEqual(['/user/calculate-tax/record']);
    expect(selectedMenuKeys('/user/calculate-tax/result')).toEqual(['/user/calculate-tax']);
    expect(selectedMenuKeys('/nowhere')).toBeUndefined();
  });
});
