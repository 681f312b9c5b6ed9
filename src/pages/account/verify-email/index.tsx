import { history, useModel } from '@umijs/max';
import { Button, Result, Spin } from 'antd';
import { useApi } from '@/hooks/useApi';
import { verifyEmail } from '@/services/account';
import { RequestFailure } from '@/request/types';
import AccountShell from '@/components/AccountShell';
import { useQueryParam } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';

/**
 * `/global/verify-email?token=` (open, no console layout): the link mailed after an e-mail change.
 * Confirms it with `POST /api/user/verify_email { token }` and shows success or why it failed.
 */
export default function VerifyEmailPage() {
  const t = useT();
  const token = useQueryParam('token');
  const { initialState } = useModel('@@initialState');
  const loggedIn = !!initialState?.currentUser;
  const { data, error, loading } = useApi(() => verifyEmail({ token }, { skipErrorHandler: true }), { ready: !!token });

  const next = (
    <Button type="primary" key="next" onClick={() => history.replace(loggedIn ? '/user/info' : '/login')}>
      {loggedIn ? t('account.backProfile') : t('account.toLogin')}
    </Button>
  );

  let body;
  if (!token) body = <Result status="error" title={t('account.verify.failed')} subTitle={t('account.verify.noToken')} extra={[next]} />;
  else if (loading) body = <Spin tip={t('account.verify.checking')} style={{ display: 'block', padding: 48 }}><div /></Spin>;
  else if (data)
    body = (
      <Result status="success" title={t('account.verify.success')} subTitle={t('account.verify.successDesc', { email: data.email })} extra={[next]} />
    );
  else
    body = (
      <Result
        status="error"
        title={t('account.verify.failed')}
        subTitle={error instanceof RequestFailure && error.message ? error.message : t('account.verify.unknown')}
        extra={[next]}
      />
    );

  return (
    <AccountShell title={t('account.verify.title')}>
      <div data-testid="verify-email">{body}</div>
    </AccountShell>
  );
}
