import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, Link, useModel, useSearchParams } from '@umijs/max';
import { Button, Form, Input, Segmented } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { safeRedirectTarget } from '@/core/utils/redirect';
import { setToken } from '@/core/storage';
import { login } from '@/services/user';
import { wxQrcode, type WxScanResult } from '@/services/account';
import type { CurrentUser } from '@/services/types';
import styles from './index.less';
import LangSwitch from '@/components/LangSwitch';
import { useFeedback } from '@/components/FeedbackProvider';
import { useT } from '@/hooks/useT';

/** The QR panel loads with its tab, keeping the login page's first load small. */
const WxQrPanel = lazy(() => import('@/components/WxQrPanel'));

type LoginTab = 'password' | 'wx';

/**
 * `/login` (open, no console layout): password login against `POST /api/auth/login` (the default
 * tab), or a WeChat QR code (`GET /api/wx/qrcode`, then `GET /api/wx/scan` polled until confirmed or
 * expired). After login the base64 `redirect` target is used only when it is a same-origin path;
 * else home. Links to registration and the forgotten-password page.
 *
 * Built on antd's `Form` rather than pro-components' `LoginForm`: the latter pulls every pro-field
 * type into the login route (about 200 KB gzip), and the login page is the first load of most visits.
 */
export default function LoginPage() {
  const t = useT();
  const { message } = useFeedback();
  const { setInitialState, initialState } = useModel('@@initialState');
  const [params] = useSearchParams();
  const [tab, setTab] = useState<LoginTab>('password');
  const [submitting, setSubmitting] = useState(false);

  const enter = async (token: string, fallback?: CurrentUser) => {
    setToken(token);
    const user = (await initialState?.fetchUser()) ?? fallback;
    await setInitialState((s) => ({ ...s!, currentUser: user }));
    message.success(t('login.success'));
    history.replace(safeRedirectTarget(params.get('redirect')) ?? '/');
  };

  const onFinish = async (values: { username: string; password: string }) => {
    setSubmitting(true);
    try {
      const res = await login(values);
      await enter(res.token, res.user);
    } catch {
      // The request layer has shown the message; the form keeps its values.
    } finally {
      setSubmitting(false);
    }
  };

  const onWxConfirmed = async (r: WxScanResult) => {
    if (r.token) await enter(r.token, r.user);
  };

  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LangSwitch />
      </div>
      <div className={styles.card}>
        <div className={styles.header}>
          <img src="/favicon.svg" alt="" className={styles.logo} />
          <h1 className={styles.title}>{t('login.title')}</h1>
        </div>
        <div className={styles.subtitle}>{t('login.subtitle')}</div>
        {/* A segmented switch rather than Tabs: Tabs brings its overflow menu, dropdown and tooltip
            (about 40 KB gzip) into the first load for two fixed choices. */}
        <Segmented<LoginTab>
          block
          size="large"
          className={styles.method}
          value={tab}
          onChange={setTab}
          options={[
            { value: 'password', label: t('account.login.tab.password') },
            { value: 'wx', label: t('account.login.tab.wx') },
          ]}
        />
        {tab === 'password' ? (
          <Form<{ username: string; password: string }> onFinish={onFinish} size="large" autoComplete="on">
            <Form.Item name="username" rules={[{ required: true, message: t('login.username.required') }]}>
              <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('login.username')} allowClear />
            </Form.Item>
            <Form.Item name="password" rules={[{ required: true, message: t('login.password.required') }]}>
              <Input.Password
                prefix={<LockOutlined />}
                autoComplete="current-password"
                placeholder={t('login.password')}
              />
            </Form.Item>
            <div className={styles.forgot}>
              <Link to="/account/forget-password">{t('account.login.forgot')}</Link>
            </div>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('login.submit')}
            </Button>
          </Form>
        ) : (
          <Suspense fallback={<div className={styles.qrLoading}>{t('account.wx.loading')}</div>}>
            <WxQrPanel load={() => wxQrcode()} onConfirmed={onWxConfirmed} hint={t('account.wx.loginHint')} />
          </Suspense>
        )}
        <div className={styles.actions}>
          {t('account.login.noAccount')} <Link to="/account/register">{t('account.login.register')}</Link>
        </div>
      </div>
    </div>
  );
}
