import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { fetchInviteList, type InvitedUser } from '@/services/account';
import { useT } from '@/hooks/useT';

/**
 * `/user/invite` (guarded, menu entry for users with `show_invite == 1`, route access `showInvite`):
 * the users the current user invited, `GET /api/user/invite-list`, as a ProTable with a keyword
 * search and the default page size of 10.
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
    <PageContainer title={t('account.invite.title')} content={t('account.invite.desc')}>
      <ProTable<InvitedUser, { q?: string }>
        rowKey="id"
        columns={columns}
        data-testid="invite-table"
        request={async ({ current, pageSize, q }) => {
          const res = await fetchInviteList({ page: current, perPage: pageSize, q: q || undefined });
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        search={{ labelWidth: 'auto' }}
        options={false}
        locale={{ emptyText: t('account.invite.empty') }}
      />
    </PageContainer>
  );
}
