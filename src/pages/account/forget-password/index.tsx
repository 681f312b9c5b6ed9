import { history, Link } from '@umijs/max';
import { Button, Form } from 'antd';
import { resetPassword, sendSms, SMS_TYPE } from '@/services/account';
import AccountShell, { shellStyles } from '../_shell';
import { CodeField, ConfirmField, MobileField, PasswordField } from '@/components/account-fields';
import { useFormCall } from '@/hooks/useFormCall';
import { useT } from '@/hooks/useT';

interface Values {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
}

/**
 * `/account/forget-password` (open): reset the password with the account's mobile number and an SMS
 * code (sms_type 3), then log in with the new one.
 */
export default function ForgetPasswordPage() {
  const t = useT();
  const { busy: submitting, run, message } = useFormCall();
  const [form] = Form.useForm<Values>();

  const onFinish = (values: Values) =>
    run(form, ['mobile', 'code', 'password', 'confirm'], async () => {
      await resetPassword(values, { skipErrorMessage: true });
      message.success(t('account.reset.success'));
      history.replace('/login');
    });

  return (
    <AccountShell title={t('account.reset.title')} subtitle={t('account.reset.subtitle')}>
      <Form form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark={false} data-testid="reset-form">
        <MobileField t={t} />
        <CodeField
          t={t}
          form={form}
          message={message}
          send={() => sendSms({ mobile: form.getFieldValue('mobile'), sms_type: SMS_TYPE.RESET_PASSWORD }, { skipErrorMessage: true })}
        />
        <PasswordField t={t} label={t('account.newPassword')} />
        <ConfirmField t={t} />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('account.reset.submit')}
          </Button>
        </Form.Item>
      </Form>
      <div className={shellStyles.footer}>
        {t('account.reset.remembered')} <Link to="/login">{t('account.toLogin')}</Link>
      </div>
    </AccountShell>
  );
}
