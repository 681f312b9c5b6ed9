import { MailOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { Button, Result, Space } from 'antd';
import { useState } from 'react';
import { usePolling } from '@/hooks/usePolling';
import { updateUser, type AccountUser } from '@/services/account';
import { fetchCurrentUser } from '@/services/user';
import { useFormCall } from '@/hooks/useFormCall';
import { useT } from '@/hooks/useT';
import { useRefreshUser } from '@/hooks/useSession';
import ProfileSubPage from '../_sub';

/** How often the user is re-read while waiting for the e-mail link: 3 s. */
const EMAIL_POLL_INTERVAL_MS = 3000;

/**
 * `/user/info/waiting-vaild-email` (guarded; the spec's spelling): after an e-mail change, polls
 * `GET /api/user/info` until the pending e-mail is verified through the link
 * (`/global/verify-email`), then shows success. The mail can be sent again.
 */
export default function WaitingEmailPage() {
  const t = useT();
  const { busy: resending, run, message } = useFormCall();
  const { initialState } = useModel('@@initialState');
  const refresh = useRefreshUser();
  const [waitingFor] = useState(() => (initialState?.currentUser as AccountUser | undefined)?.pending_email ?? '');
  const [verified, setVerified] = useState(false);

  const poll = usePolling(() => fetchCurrentUser({ skipErrorMessage: true }) as Promise<AccountUser>, EMAIL_POLL_INTERVAL_MS, {
    ready: !!waitingFor,
    // The user is usually in another tab (the mailbox) meanwhile: keep polling while hidden.
    pollingWhenHidden: true,
    pollingErrorRetryCount: -1,
    onSuccess: async (u) => {
      if (!u.pending_email && u.email === waitingFor) {
        poll.cancel();
        setVerified(true);
        await refresh();
      }
    },
  });

  const resend = () =>
    run(undefined, [], async () => {
      await updateUser({ type: 'email', email: waitingFor }, { skipErrorMessage: true });
      message.success(t('account.email.resent'));
    });

  const back = (
    <Button type="primary" key="back" onClick={() => history.push('/user/info')}>
      {t('account.backProfile')}
    </Button>
  );

  return (
    <ProfileSubPage title={t('account.email.waitingTitle')} width={640}>
      {verified ? (
        <div data-testid="email-verified">
          <Result status="success" title={t('account.email.verified')} subTitle={waitingFor} extra={[back]} />
        </div>
      ) : waitingFor ? (
        <div data-testid="email-waiting">
          <Result
            icon={<MailOutlined style={{ color: '#6862B0' }} />}
            title={t('account.email.waiting', { email: waitingFor })}
            subTitle={t('account.email.waitingDesc')}
            extra={
              <Space>
                <Button onClick={resend} loading={resending}>
                  {t('account.email.resend')}
                </Button>
                <Button onClick={() => history.push('/user/info/email')}>{t('account.email.changeAddress')}</Button>
              </Space>
            }
          />
        </div>
      ) : (
        <Result status="info" title={t('account.email.noPending')} extra={[back]} />
      )}
    </ProfileSubPage>
  );
}
