import { history, useIntl } from '@umijs/max';
import { App } from 'antd';
import { useEffect } from 'react';
import '@/locales/areas/calc';

/**
 * Leave-page warning (spec §4/§8 "Leave this page?" → 确定离开此页面吗？) while `active`:
 * - in-app navigation (menu links, `history.push`, back button) is held by history's `block` and a
 *   confirm modal asks first; confirming lets the navigation through;
 * - closing or reloading the tab: history's `block` also registers `beforeunload`, so the browser
 *   asks with its own dialog.
 */
export function useLeaveGuard(active: boolean): void {
  const { modal } = App.useApp();
  const intl = useIntl();
  useEffect(() => {
    if (!active) return undefined;
    let open = false;
    const unblock = history.block((tx) => {
      if (open) return;
      open = true;
      modal.confirm({
        title: intl.formatMessage({ id: 'calc.leave.title' }),
        content: intl.formatMessage({ id: 'calc.leave.content' }),
        okText: intl.formatMessage({ id: 'calc.leave.ok' }),
        cancelText: intl.formatMessage({ id: 'calc.leave.cancel' }),
        onOk: () => {
          open = false;
          unblock();
          tx.retry();
        },
        onCancel: () => {
          open = false;
        },
      });
    });
    return () => unblock();
  }, [active]);
}
