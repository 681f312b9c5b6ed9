import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { FormattedMessage, history, useAccess, useModel } from '@umijs/max';
import { Avatar, Dropdown, Space, Tag } from 'antd';
import BelongingUser from '@/components/BelongingUser';
import LangSwitch from '@/components/LangSwitch';
import { clearSession } from '@/core/storage';
import { logout } from '@/services/user';

/**
 * Header right side of the console layout: the user's avatar and name, an agent marker for role 2,
 * and a menu with the profile page and logout (which clears the session).
 */
export default function HeaderRight() {
  const { initialState, setInitialState } = useModel('@@initialState');
  const access = useAccess();
  const user = initialState?.currentUser;
  if (!user) return null;

  const onLogout = async () => {
    // shown by the request layer; the session ends here either way (the token is dropped below)
    await logout().catch(() => undefined);
    clearSession();
    await setInitialState((s) => ({ ...s!, currentUser: undefined }));
    history.replace('/login');
  };

  return (
    <Space size={12} data-testid="header-user">
      <LangSwitch />
      <BelongingUser />
      {access.isAgent && (
        <Tag color="purple" data-testid="agent-marker">
          <FormattedMessage id="header.agent" />
        </Tag>
      )}
      <Dropdown
        menu={{
          items: [
            {
              key: 'profile',
              icon: <UserOutlined />,
              label: <FormattedMessage id="header.profile" />,
            },
            { type: 'divider' },
            {
              key: 'logout',
              icon: <LogoutOutlined />,
              label: <FormattedMessage id="header.logout" />,
            },
          ],
          onClick: ({ key }) => {
            if (key === 'profile') history.push('/user/info');
            if (key === 'logout') onLogout();
          },
        }}
      >
        <Space style={{ cursor: 'pointer' }} data-testid="header-user-menu">
          <Avatar size="small" src={user.avatar} icon={<UserOutlined />} alt={user.name} />
          <span data-testid="header-user-name">{user.name}</span>
        </Space>
      </Dropdown>
    </Space>
  );
}
