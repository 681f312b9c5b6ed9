import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { history, Link, useIntl, useModel, useSearchParams } from '@umijs/max';
import { App, Spin, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { safeRedirectTarget } from '@/core/utils/redirect';
import { setToken } from '@/core/storage';
import { login } from '@/services/user';
import { wxQrcode, type WxScanResult } from '@/services/account';
import type { CurrentUser } from '@/services/types';
import styles from './index.less';

/** The QR panel loads with its tab, keeping the login page's first load small. */
const WxQrPanel = lazy(() => import('./components/WxQrPanel'));

type LoginTab = 'password' | 'wx';

/**
 * `/login` (open, no console layout): password login against `POST /api/auth/login` (the default
 * tab), or a WeChat QR code (`GET /api/wx/qrcode`, then `GET /api/wx/scan` polled until confirmed or
 * expired). After login the base64 `redirect` target is used only when it is a same-origin path;
 * else home. Links to registration and the forgotten-password page.
 */
export default function LoginPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const { setInitialState, initialState } = useModel('@@initialState');
  const [params] = useSearchParams();
  const [tab, setTab] = useState<LoginTab>('password');

  const enter = async (token: string, fallback?: CurrentUser) => {
    setToken(token);
    const user = (await initialState?.fetchUser()) ?? fallback;
    await setInitialState((s) => ({ ...s!, currentUser: user }));
    message.success(t('login.success'));
    history.replace(safeRedirectTarget(params.get('redirect')) ?? '/');
  };

  const onFinish = async (values: { username: string; password: string }) => {
    const res = await login(values);
    await enter(res.token, res.user);
    return true;
  };

  const onWxConfirmed = async (r: WxScanResult) => {
    if (r.token) await enter(r.token, r.user);
  };

  return (
    <div className={styles.page}>
      <LoginForm
        logo="/favicon.svg"
        title={t('login.title')}
        subTitle={t('login.subtitle')}
        submitter={tab === 'password' ? { searchConfig: { submitText: t('login.submit') } } : false}
        onFinish={onFinish}
        actions={
          <div className={styles.actions}>
            {t('account.login.noAccount')} <Link to="/account/register">{t('account.login.register')}</Link>
          </div>
        }
      >
        <Tabs
          centered
          activeKey={tab}
          onChange={(k) => setTab(k as LoginTab)}
          items={[
            { key: 'password', label: t('account.login.tab.password') },
            { key: 'wx', label: t('account.login.tab.wx') },
          ]}
        />
        {tab === 'password' ? (
          <>
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
            <div className={styles.forgot}>
              <Link to="/account/forget-password">{t('account.login.forgot')}</Link>
            </div>
          </>
        ) : (
          <Suspense fallback={<Spin style={{ display: 'block', padding: 80 }} />}>
            <WxQrPanel load={() => wxQrcode()} onConfirmed={onWxConfirmed} hint={t('account.wx.loginHint')} />
          </Suspense>
        )}
      </LoginForm>
    </div>
  );
}
