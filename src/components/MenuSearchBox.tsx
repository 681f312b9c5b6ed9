import { history } from '@umijs/max';
import { AutoComplete } from 'antd';
import type { ReactElement } from 'react';
import { searchMenu } from '@/core/menu';
import { useT } from '@/hooks/useT';
import { renderedMenuEntries } from './menu';

/**
 * The menu search's suggestions (antd `AutoComplete` around the box's input), loaded by `MenuSearch`
 * in idle time or when the box is first focused. `value` is the text typed so far (kept by
 * `MenuSearch`, so nothing typed while this loads is lost); `input` is the box's input element;
 * `focused` (the box had the focus when this took over) keeps the focus in the box and shows the
 * suggestions at once when there is already text.
 */
export default function MenuSearchBox({ value, onChange, input, focused }: { value: string; onChange: (v: string) => void; input: ReactElement; focused: boolean }) {
  const t = useT();
  const entries = renderedMenuEntries().map((e) => ({ ...e, groupLabel: e.group ? t(`menu.group.${e.group}`) : '' }));
  const found = searchMenu(entries, value);
  return (
    <AutoComplete
      value={value}
      onChange={onChange}
      autoFocus={focused}
      defaultOpen={focused && !!value.trim()}
      options={found.map((e) => ({ value: e.path, label: e.groupLabel ? `${e.label} · ${e.groupLabel}` : e.label }))}
      onSelect={(path: string) => {
        onChange('');
        history.push(path);
      }}
      notFoundContent={value.trim() ? t('menu.search.none') : null}
      style={{ width: '100%' }}
    >
      {input}
    </AutoComplete>
  );
}
