import type { ProColumns } from '@ant-design/pro-components';
import ListPage from '@/components/ListPage';
import { useT } from '@/hooks/useT';
import { fetchInviteList, type InvitedUser } from '@/services/account';

/**
 * `/user/invite` (guarded, menu entry for users with `show_invite == 1`, route access `showInvite`):
 * the users the current user invited, `GET /api/user/invite-list`, as a list page with a keyword
 * search and the default page size of 10. The invited users are the agent's own list, so the agent
 * users filter is not offered.
 */
export default function InviteListPage() {
  const t = useT();
  const columns: ProColumns<InvitedUser>[] = [
    { title: t('account.invite.q'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: t('account.invite.qPlaceholder') } },
    { title: t('account.invite.name'), dataIndex: 'name', search: false },
    { title: t('account.invite.username'), dataIndex: 'username', search: false },
    { title: t('account.invite.company'), dataIndex: 'company', search: false, ellipsis: true },
    { title: t('account.invite.mobile'), dataIndex: 'mobile', search: false },
    { title: t('account.invite.createdAt'), dataIndex: 'createdAt', search: false, valueType: 'dateTime' },
  ];
  return (
    <ListPage<InvitedUser, Parameters<typeof fetchInviteList>[0]>
      rowKey="id"
      testId="invite-table"
      content={t('account.invite.desc')}
      request={fetchInviteList}
      columns={columns}
      usersFilter={false}
      emptyText={t('account.invite.empty')}
      tableProps={{ options: false }}
    />
  );
}
