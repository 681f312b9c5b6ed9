import { history } from '@umijs/max';
import { Form, Input } from 'antd';
import { updateUser } from '@/services/account';
import { ConfirmField, PasswordField } from '@/components/account-fields';
import { useFormCall } from '@/hooks/useFormCall';
import { useT } from '@/hooks/useT';
import ProfileSubPage, { SubPageActions } from '../_sub';

interface Values {
  old_password: string;
  password: string;
  confirm: string;
}

/**
 * `/user/info/password` (guarded): change the password with the current one,
 * `POST /api/user/update { type: 'password', old_password, password, confirm }`.
 */
export default function PasswordPage() {
  const t = useT();
  const { busy: saving, run, message } = useFormCall();
  const [form] = Form.useForm<Values>();

  const onFinish = (values: Values) =>
    run(form, ['old_password', 'password', 'confirm'], async () => {
      await updateUser({ type: 'password', ...values }, { skipErrorMessage: true });
      message.success(t('account.changePassword.success'));
      history.push('/user/info');
    });

  return (
    <ProfileSubPage title={t('account.changePassword.title')}>
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item name="old_password" label={t('account.oldPassword')} rules={[{ required: true, message: t('account.rule.oldPassword.required') }]}>
          <Input.Password autoComplete="current-password" placeholder={t('account.oldPassword.placeholder')} />
        </Form.Item>
        <PasswordField t={t} label={t('account.newPassword')} />
        <ConfirmField t={t} />
        <SubPageActions saving={saving} />
      </Form>
    </ProfileSubPage>
  );
}
