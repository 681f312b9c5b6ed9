import { TeamOutlined } from '@ant-design/icons';
import { useAccess, useModel } from '@umijs/max';
import { Space, Tooltip } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useBelongingUsers } from './hooks';
import { usersRecordOf, writeUsersRecord } from './users-record';
import { useT } from '@/hooks/useT';

export { usersRecordOf, writeUsersRecord } from './users-record';
// The hooks live apart from the header's select, so a page that only follows the selection does not
// load antd's Select (issue #25 "First load": the workbench).
export { useBelongingUsers, useReloadOnBelongingChange } from './hooks';

/** The select of client users (antd Select): loaded when the selector is shown (`show_invite == 1`). */
const ClientUsersSelect = lazy(() => import('@/components/ClientUsersSelect'));

/**
 * Header selector of the "belonging user" (spec §6: shown when `show_invite == 1`): the client users
 * the agent is acting for. The choice is stored in session under `USERS_KEY` as `{ ids, names }`
 * and sent as `users` with every request by the request layer; empty means all client users.
 * Renders nothing unless `useAccess().showInvite`.
 */
export default function BelongingUser() {
  const t = useT();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const clients = initialState?.currentUser?.clients ?? [];
  const rec = useBelongingUsers();
  // Ids of another account (same tab) or of removed clients are not shown and not kept.
  const shown = usersRecordOf(rec.ids, clients);
  const stale = clients.length > 0 && shown.ids.length !== rec.ids.length;
  useEffect(() => {
    if (stale) writeUsersRecord(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale]);
  if (!access.showInvite) return null;
  return (
    <Space size={6} data-testid="belonging-user">
      <Tooltip title={t('common.belongingUser.tip')}>
        {/* A real <label> names the select for screen readers (axe `label`). */}
        <label htmlFor="belonging-user-select" style={{ color: 'rgba(0,0,0,0.65)', whiteSpace: 'nowrap' }}>
          <TeamOutlined style={{ marginRight: 4 }} />
          {t('common.belongingUser.label')}
        </label>
      </Tooltip>
      <Suspense fallback={<span style={{ display: 'inline-block', width: 240 }} />}>
        <ClientUsersSelect
          id="belonging-user-select"
          style={{ width: 240 }}
          placeholder={t('common.belongingUser.all')}
          value={shown.ids}
          onChange={(ids) => writeUsersRecord(usersRecordOf(ids, clients))}
          data-testid="belonging-user-select"
        />
      </Suspense>
    </Space>
  );
}
