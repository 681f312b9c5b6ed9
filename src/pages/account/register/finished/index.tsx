import { history, useModel } from '@umijs/max';
import { Button, Result } from 'antd';
import AccountShell from '@/components/AccountShell';
import { useT } from '@/hooks/useT';

/** `/account/register/finished` (guarded, no console layout): registration done, what to do next. */
export default function RegisterFinishedPage() {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  return (
    <AccountShell title={t('account.finished.title')}>
      <Result
        status="success"
        title={t('account.finished.result')}
        subTitle={t('account.finished.desc', { mobile: user?.mobile ?? '' })}
        extra={[
          <Button type="primary" key="home" onClick={() => history.replace('/')}>
            {t('account.finished.home')}
          </Button>,
          <Button key="profile" onClick={() => history.replace('/user/info')}>
            {t('account.finished.profile')}
          </Button>,
        ]}
      />
    </AccountShell>
  );
}
