import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { history, useIntl, useModel, useSearchParams } from '@umijs/max';
import { App } from 'antd';
import { safeRedirectTarget } from '@/core/utils/redirect';
import { setToken } from '@/core/storage';
import { login } from '@/services/user';
import styles from './index.less';

/**
 * `/login` (open, no console layout): password login against `POST /api/auth/login`.
 * After login the base64 `redirect` target is used only when it is a same-origin path; else home.
 */
export default function LoginPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const { setInitialState, initialState } = useModel('@@initialState');
  const [params] = useSearchParams();

  const onFinish = async (values: { username: string; password: string }) => {
    const res = await login(values);
    setToken(res.token);
    const user = (await initialState?.fetchUser()) ?? res.user;
    await setInitialState((s) => ({ ...s!, currentUser: user }));
    message.success(t('login.success'));
    history.replace(safeRedirectTarget(params.get('redirect')) ?? '/');
    return true;
  };

  return (
    <div className={styles.page}>
      <LoginForm
        logo="/favicon.svg"
        title={t('login.title')}
        subTitle={t('login.subtitle')}
        submitter={{ searchConfig: { submitText: t('login.submit') } }}
        onFinish={onFinish}
      >
        <ProFormText
          name="username"
          fieldProps={{ size: 'large', prefix: <UserOutlined />, autoComplete: 'username' }}
          placeholder={t('login.username')}
          rules={[{ required: true, message: t('login.username.required') }]}
        />
        <ProFormText.Password
          name="password"
          fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
          placeholder={t('login.password')}
          rules={[{ required: true, message: t('login.password.required') }]}
        />
      </LoginForm>
    </div>
  );
}
