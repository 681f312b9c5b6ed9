import { SearchOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { searchMenu } from '@/core/menu';
import { useT } from '@/hooks/useT';
import { renderedMenuEntries } from './menu';

/**
 * The side menu's search box (issue #25): type part of a screen's Chinese name (开始申报, 看板…) or
 * of its group, pick it, and the screen opens. It searches the menu as rendered for this user (so a
 * screen the user may not open is not offered); the rules are `searchMenu` (src/core/menu).
 */
export default function MenuSearch() {
  const t = useT();
  const [value, setValue] = useState('');
  const entries = renderedMenuEntries().map((e) => ({ ...e, groupLabel: e.group ? t(`menu.group.${e.group}`) : '' }));
  const found = searchMenu(entries, value);
  return (
    <div style={{ padding: '8px 12px 4px' }} data-testid="menu-search">
      <AutoComplete
        value={value}
        onChange={setValue}
        options={found.map((e) => ({ value: e.path, label: e.groupLabel ? `${e.label} · ${e.groupLabel}` : e.label }))}
        onSelect={(path: string) => {
          setValue('');
          history.push(path);
        }}
        notFoundContent={value.trim() ? t('menu.search.none') : null}
        style={{ width: '100%' }}
      >
        <Input allowClear prefix={<SearchOutlined />} placeholder={t('menu.search.placeholder')} aria-label={t('menu.search.placeholder')} data-testid="menu-search-input" />
      </AutoComplete>
    </div>
  );
}
