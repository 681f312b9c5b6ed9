import { PageContainer, ProCard, ProDescriptions } from '@ant-design/pro-components';
import { history, useAccess, useModel } from '@umijs/max';
import { Button, Space, Tag, Typography } from 'antd';
import { ROLE_AGENT } from '@/services/types';
import type { AccountUser } from '@/services/account';
import AvatarUpload from './_avatar';
import { useT } from '@/hooks/useT';

/**
 * `/user/info` (guarded): the current user's profile (spec §3): avatar upload, and links to change
 * the nickname, mobile number (4 steps), e-mail (verified by a link), password and the WeChat
 * binding; agents with `show_invite` also get the invite list.
 */
export default function UserInfoPage() {
  const t = useT();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser as AccountUser | undefined;
  if (!user) return null;

  const edit = (path: string, testId: string, label = t('account.info.edit')) => (
    <Button type="link" size="small" onClick={() => history.push(path)} data-testid={testId}>
      {label}
    </Button>
  );

  return (
    <PageContainer title={t('userInfo.title')} content={t('account.info.desc')}>
      <ProCard direction="column" gutter={[0, 16]} ghost>
        <ProCard title={t('account.info.avatar')} bordered>
          <AvatarUpload src={user.avatar} name={user.name} />
        </ProCard>
        <ProCard title={t('account.info.basic')} bordered>
          <ProDescriptions column={1} labelStyle={{ width: 120 }} data-testid="profile">
            <ProDescriptions.Item label={t('userInfo.name')}>
              <Space>
                <span data-testid="profile-name">{user.name}</span>
                {edit('/user/info/nick-name', 'edit-name')}
              </Space>
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('userInfo.username')}>{user.username}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('userInfo.mobile')}>
              <Space>
                <span data-testid="profile-mobile">{user.mobile}</span>
                {edit('/user/info/mobile', 'edit-mobile', t('account.info.change'))}
              </Space>
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('userInfo.email')}>
              <Space wrap>
                <span data-testid="profile-email">{user.email || t('userInfo.unset')}</span>
                {user.pending_email && (
                  <Tag color="orange" onClick={() => history.push('/user/info/waiting-vaild-email')} style={{ cursor: 'pointer' }}>
                    {t('account.info.emailPending', { email: user.pending_email })}
                  </Tag>
                )}
                {edit('/user/info/email', 'edit-email', user.email ? t('account.info.change') : t('account.info.bind'))}
              </Space>
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('account.info.password')}>
              <Space>
                <span>••••••••</span>
                {edit('/user/info/password', 'edit-password')}
              </Space>
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('account.info.wx')}>
              <Space>
                {user.wx_bound ? (
                  <Tag color="green" data-testid="profile-wx">
                    {t('account.wx.bound')}
                  </Tag>
                ) : (
                  <Typography.Text type="secondary" data-testid="profile-wx">
                    {t('account.wx.notBound')}
                  </Typography.Text>
                )}
                {edit('/user/info/wx', 'edit-wx', user.wx_bound ? t('account.info.manage') : t('account.info.bind'))}
              </Space>
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('userInfo.role')}>
              {user.role === ROLE_AGENT ? t('userInfo.role.agent') : t('userInfo.role.user')}
            </ProDescriptions.Item>
            {access.showInvite && (
              <ProDescriptions.Item label={t('account.invite.title')}>
                {edit('/user/invite', 'view-invite', t('account.invite.view'))}
              </ProDescriptions.Item>
            )}
          </ProDescriptions>
        </ProCard>
      </ProCard>
    </PageContainer>
  );
}
