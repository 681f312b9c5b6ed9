import { TeamOutlined } from '@ant-design/icons';
import { useAccess, useModel } from '@umijs/max';
import { Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import ClientUsersSelect from '@/components/ClientUsersSelect';
import type { UsersRecord } from '@/core/storage';
import { readUsersRecord, USERS_CHANGE_EVENT, usersRecordOf, writeUsersRecord } from './users-record';
import { useT } from '@/hooks/useT';

export { readUsersRecord, USERS_CHANGE_EVENT, usersRecordOf, writeUsersRecord } from './users-record';

/**
 * The current belonging-user record, re-rendering when it changes (through {@link BelongingUser} or
 * {@link writeUsersRecord}). Lists can reload on change: `useEffect(() => reload(), [rec.ids.join()])`.
 */
export function useBelongingUsers(): UsersRecord {
  const [rec, setRec] = useState<UsersRecord>(() => readUsersRecord());
  useEffect(() => {
    const on = () => setRec(readUsersRecord());
    window.addEventListener(USERS_CHANGE_EVENT, on);
    return () => window.removeEventListener(USERS_CHANGE_EVENT, on);
  }, []);
  return rec;
}

/**
 * Calls `reload` whenever the header's belonging-user selection changes (not on mount: a list loads
 * by itself). ListPage uses it with ProTable's `reloadAndRest` (back to page 1).
 * @example useReloadOnBelongingChange(() => actionRef.current?.reloadAndRest?.());
 */
export function useReloadOnBelongingChange(reload: () => void): void {
  const idsKey = useBelongingUsers().ids.join(',');
  const seen = useRef(idsKey);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    if (seen.current === idsKey) return;
    seen.current = idsKey;
    reloadRef.current();
  }, [idsKey]);
}

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
      <ClientUsersSelect
        id="belonging-user-select"
        style={{ width: 240 }}
        placeholder={t('common.belongingUser.all')}
        value={shown.ids}
        onChange={(ids) => writeUsersRecord(usersRecordOf(ids, clients))}
        data-testid="belonging-user-select"
      />
    </Space>
  );
}
