import { history } from '@umijs/max';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { updateUser } from '@/services/account';
import { ConfirmField, PasswordField } from '@/pages/account/_fields';
import { showFailure } from '@/pages/account/_form';
import { useT } from '@/pages/account/_i18n';
import ProfileSubPage from '../_sub';

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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await updateUser({ type: 'password', ...values }, { skipErrorMessage: true });
      message.success(t('account.changePassword.success'));
      history.push('/user/info');
    } catch (e) {
      showFailure(e, form, message, ['old_password', 'password', 'confirm']);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProfileSubPage title={t('account.changePassword.title')}>
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item name="old_password" label={t('account.oldPassword')} rules={[{ required: true, message: t('account.rule.oldPassword.required') }]}>
          <Input.Password autoComplete="current-password" placeholder={t('account.oldPassword.placeholder')} />
        </Form.Item>
        <PasswordField t={t} label={t('account.newPassword')} />
        <ConfirmField t={t} />
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('account.save')}
          </Button>
          <Button onClick={() => history.push('/user/info')}>{t('account.cancel')}</Button>
        </Space>
      </Form>
    </ProfileSubPage>
  );
}
