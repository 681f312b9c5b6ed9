import { history, useModel } from '@umijs/max';
import { Form, Input } from 'antd';
import { updateUser, type AccountUser } from '@/services/account';
import { useFormCall } from '@/hooks/useFormCall';
import { useT } from '@/hooks/useT';
import { toAntdRule } from '@/core/rules';
import { checkEmail } from '@/core/rules/account';
import { useRefreshUser } from '@/hooks/useSession';
import ProfileSubPage, { SubPageActions } from '../_sub';

/**
 * `/user/info/email` (guarded): set or change the e-mail. `POST /api/user/update { type: 'email' }`
 * mails a verification link; the page then waits on `/user/info/waiting-vaild-email`.
 */
export default function EmailPage() {
  const t = useT();
  const { busy: saving, run, message } = useFormCall();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser as AccountUser | undefined;
  const refresh = useRefreshUser();
  const [form] = Form.useForm<{ email: string }>();

  const onFinish = ({ email }: { email: string }) =>
    run(form, ['email'], async () => {
      await updateUser({ type: 'email', email: email.trim() }, { skipErrorMessage: true });
      await refresh();
      message.success(t('account.email.sent'));
      history.push('/user/info/waiting-vaild-email');
    });

  return (
    <ProfileSubPage
      title={t('account.email.title')}
      content={user?.email ? t('account.email.current', { email: user.email }) : t('account.email.none')}
    >
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ email: user?.pending_email ?? '' }}>
        <Form.Item name="email" label={t('account.email.new')} rules={[toAntdRule(checkEmail, t)]} extra={t('account.email.hint')}>
          <Input type="email" autoComplete="email" placeholder={t('account.email.placeholder')} />
        </Form.Item>
        <SubPageActions saving={saving} submitText={t('account.email.submit')} />
      </Form>
    </ProfileSubPage>
  );
}
