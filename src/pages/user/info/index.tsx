import { PageContainer, ProDescriptions } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { Avatar } from 'antd';
import { ROLE_AGENT } from '@/services/types';

/** `/user/info` (guarded): the current user's profile. */
export default function UserInfoPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  if (!user) return null;
  return (
    <PageContainer title={t('userInfo.title')}>
      <ProDescriptions column={1} bordered>
        <ProDescriptions.Item label="头像">
          <Avatar src={user.avatar} size={48}>
            {user.name.slice(0, 1)}
          </Avatar>
        </ProDescriptions.Item>
        <ProDescriptions.Item label={t('userInfo.name')}>{user.name}</ProDescriptions.Item>
        <ProDescriptions.Item label={t('userInfo.username')}>{user.username}</ProDescriptions.Item>
        <ProDescriptions.Item label={t('userInfo.mobile')}>{user.mobile}</ProDescriptions.Item>
        <ProDescriptions.Item label={t('userInfo.email')}>{user.email || t('userInfo.unset')}</ProDescriptions.Item>
        <ProDescriptions.Item label={t('userInfo.role')}>
          {user.role === ROLE_AGENT ? t('userInfo.role.agent') : t('userInfo.role.user')}
        </ProDescriptions.Item>
      </ProDescriptions>
    </PageContainer>
  );
}
