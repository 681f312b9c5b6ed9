import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, Link, useModel } from '@umijs/max';
import { Button, Input, Segmented } from 'antd';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { safeRedirectTarget } from '@/core/utils/redirect';
import { setToken } from '@/core/storage';
import { login } from '@/services/user';
import { wxQrcode, type WxScanResult } from '@/services/account';
import type { CurrentUser } from '@/services/types';
import styles from './index.less';
import LangSwitch from '@/components/LangSwitch';
import { useFeedback } from '@/components/FeedbackProvider';
import { useQuery } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';

/** The QR panel loads with its tab, keeping the login page's first load small. */
const WxQrPanel = lazy(() => import('@/components/WxQrPanel'));

type LoginTab = 'password' | 'wx';
type Field = 'username' | 'password';

/** The message key of each field's required rule (shown under the field, as a form item's error). */
const REQUIRED: Record<Field, string> = { username: 'login.username.required', password: 'login.password.required' };

/** The fields of `values` that are empty, each with its message key (antd's `required` rule). */
function missingFields(values: Record<Field, string>): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  if (!values.username) out.username = REQUIRED.username;
  if (!values.password) out.password = REQUIRED.password;
  return out;
}

/**
 * `/login` (open, no console layout): password login against `POST /api/auth/login` (the default
 * tab), or a WeChat QR code (`GET /api/wx/qrcode`, then `GET /api/wx/scan` polled until confirmed or
 * expired). After login the base64 `redirect` target is used only when it is a same-origin path;
 * else home. Links to registration and the forgotten-password page.
 *
 * A plain form of antd inputs rather than antd's `Form` (or pro-components' `LoginForm`, which pulls
 * every pro-field type in): the login page is the first load of most visits, and two required fields
 * do not need the form store, its validator and the label tooltip (about 30 KB gzip; issue #25). It
 * behaves as the `Form` did: a field left empty shows its message under it in red, from the first
 * submit or once it has been edited, and the message goes as soon as the field is filled.
 */
export default function LoginPage() {
  const t = useT();
  const { message } = useFeedback();
  const { setInitialState, initialState } = useModel('@@initialState');
  const [params] = useQuery();
  const [tab, setTab] = useState<LoginTab>('password');
  const [submitting, setSubmitting] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  /** Fields whose required rule applies: edited ones, and every field after a submit. */
  const [checked, setChecked] = useState<Partial<Record<Field, boolean>>>({});
  const missing = missingFields(values);
  const errorOf = (f: Field) => (checked[f] ? missing[f] : undefined);
  const edit = (f: Field, v: string) => {
    setValues((old) => ({ ...old, [f]: v }));
    setChecked((old) => ({ ...old, [f]: true }));
  };

  const enter = async (token: string, fallback?: CurrentUser) => {
    setToken(token);
    const user = (await initialState?.fetchUser()) ?? fallback;
    await setInitialState((s) => ({ ...s!, currentUser: user }));
    message.success(t('login.success'));
    history.replace(safeRedirectTarget(params.get('redirect')) ?? '/');
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked({ username: true, password: true });
    if (Object.keys(missing).length) return;
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
          <form onSubmit={onSubmit} autoComplete="on" noValidate>
            {(['username', 'password'] as const).map((f) => {
              const error = errorOf(f);
              const Control = f === 'password' ? Input.Password : Input;
              return (
                <div key={f} className={error ? styles.fieldWithError : styles.field}>
                  <Control
                    id={f}
                    name={f}
                    size="large"
                    value={values[f]}
                    onChange={(e) => edit(f, e.target.value)}
                    status={error ? 'error' : undefined}
                    aria-required
                    aria-invalid={!!error}
                    aria-describedby={error ? `${f}_help` : undefined}
                    prefix={f === 'password' ? <LockOutlined /> : <UserOutlined />}
                    autoComplete={f === 'password' ? 'current-password' : 'username'}
                    placeholder={t(`login.${f}`)}
                    {...(f === 'username' ? { allowClear: true } : {})}
                  />
                  {error && (
                    <div id={`${f}_help`} role="alert" className={styles.error}>
                      {t(error)}
                    </div>
                  )}
                </div>
              );
            })}
            <div className={styles.forgot}>
              <Link to="/account/forget-password">{t('account.login.forgot')}</Link>
            </div>
            <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
              {t('login.submit')}
            </Button>
          </form>
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
