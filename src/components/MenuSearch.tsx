import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '@/hooks/useT';

/** The suggestions (AutoComplete, with rc-select and its virtual list, about 27 KB gzip): not in the first load. */
const MenuSearchBox = lazy(() => import('./MenuSearchBox'));

/**
 * The side menu's search box (issue #25): type part of a screen's Chinese name (开始申报, 看板…) or
 * of its group, pick it, and the screen opens. It searches the menu as rendered for this user (so a
 * screen the user may not open is not offered); the rules are `searchMenu` (src/core/menu).
 *
 * The box shows at once as a plain input; its suggestions (`MenuSearchBox`) load once the browser is
 * idle after the first page, or when the box is focused, whichever comes first (issue #25 "First
 * load"). Text typed meanwhile is kept, and a focused box stays focused (with its suggestions open
 * when there is text) when the suggestions take over.
 */
export default function MenuSearch() {
  const t = useT();
  const [value, setValue] = useState('');
  const [wanted, setWanted] = useState(false);
  // State, not a ref: the suggestions must mount with the focus the box has at that moment.
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setWanted(true));
    return () => cancel(handle);
  }, [wanted]);
  // The input; `data-testid` only on the one inside the suggestions, the box's lasting element (a
  // test holding the element keeps a live one).
  const field = (testId?: string) => (
    <Input
      allowClear
      autoFocus={focused}
      prefix={<SearchOutlined />}
      placeholder={t('menu.search.placeholder')}
      aria-label={t('menu.search.placeholder')}
      data-testid={testId}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onFocus={(e) => {
        setFocused(true);
        // Focus handed over from the other input (autoFocus) puts the caret at the end of the text.
        const el = e.target;
        if (el.value && el.selectionStart === 0 && el.selectionEnd === 0) el.setSelectionRange(el.value.length, el.value.length);
        setWanted(true);
      }}
      onBlur={() => setFocused(false)}
    />
  );
  return (
    <div style={{ padding: '8px 12px 4px' }} data-testid="menu-search">
      {wanted ? (
        <Suspense fallback={field()}>
          <MenuSearchBox value={value} onChange={setValue} input={field('menu-search-input')} focused={focused} />
        </Suspense>
      ) : (
        field()
      )}
    </div>
  );
}
