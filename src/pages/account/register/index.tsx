import { history, Link } from '@umijs/max';
import { Button, Checkbox, Form } from 'antd';
import { register, sendSms, SMS_TYPE } from '@/services/account';
import AccountShell, { shellStyles } from '../_shell';
import { CodeField, ConfirmField, MobileField, PasswordField } from '@/components/account-fields';
import { useFormCall } from '@/hooks/useFormCall';
import { useT } from '@/hooks/useT';
import { toAntdRule } from '@/core/rules';
import { checkAgreement } from '@/core/rules/account';
import { useStartSession } from '@/hooks/useSession';

interface Values {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
  agree: boolean;
}

/**
 * `/account/register` (open): registration by mobile number with an SMS code (sms_type 2), a
 * password with confirmation and acceptance of the service agreement and privacy policy. On success
 * the user is logged in and sent to `/account/register/finished`.
 */
export default function RegisterPage() {
  const t = useT();
  const { busy: submitting, run, message } = useFormCall();
  const [form] = Form.useForm<Values>();
  const startSession = useStartSession();

  const onFinish = ({ agree: _agree, ...values }: Values) =>
    run(form, ['mobile', 'code', 'password', 'confirm'], async () => {
      const res = await register(values, { skipErrorMessage: true });
      await startSession(res.token, res.user);
      message.success(t('account.register.success'));
      history.replace('/account/register/finished');
    });

  return (
    <AccountShell title={t('account.register.title')} subtitle={t('account.register.subtitle')}>
      <Form form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark={false} data-testid="register-form">
        <MobileField t={t} />
        <CodeField
          t={t}
          form={form}
          message={message}
          send={() => sendSms({ mobile: form.getFieldValue('mobile'), sms_type: SMS_TYPE.REGISTER }, { skipErrorMessage: true })}
        />
        <PasswordField t={t} />
        <ConfirmField t={t} />
        <Form.Item name="agree" valuePropName="checked" rules={[toAntdRule(checkAgreement, t)]}>
          <Checkbox id="agree">
            {t('account.register.agree')}
            <Link to="/account/protocol/serve" target="_blank">
              {t('account.protocol.serve')}
            </Link>
            {t('account.register.and')}
            <Link to="/account/protocol/privacy" target="_blank">
              {t('account.protocol.privacy')}
            </Link>
          </Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('account.register.submit')}
          </Button>
        </Form.Item>
      </Form>
      <div className={shellStyles.footer}>
        {t('account.register.haveAccount')} <Link to="/login">{t('account.toLogin')}</Link>
      </div>
    </AccountShell>
  );
}
