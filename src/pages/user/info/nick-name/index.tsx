import { history, useModel } from '@umijs/max';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { updateUser } from '@/services/account';
import { showFailure } from '@/pages/account/_form';
import { useT } from '@/pages/account/_i18n';
import { checkNickname, NICKNAME_MAX, toAntdRule } from '@/pages/account/_rules';
import { useRefreshUser } from '@/pages/account/_session';
import ProfileSubPage from '../_sub';

/** `/user/info/nick-name` (guarded): change the nickname (2-20 characters), `POST /api/user/update { type: 'name' }`. */
export default function NickNamePage() {
  const t = useT();
  const { message } = App.useApp();
  const { initialState } = useModel('@@initialState');
  const refresh = useRefreshUser();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const onFinish = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await updateUser({ type: 'name', name: name.trim() }, { skipErrorMessage: true });
      await refresh();
      message.success(t('account.nickname.success'));
      history.push('/user/info');
    } catch (e) {
      showFailure(e, form, message, ['name']);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProfileSubPage title={t('account.nickname.title')}>
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ name: initialState?.currentUser?.name }}>
        <Form.Item name="name" label={t('userInfo.name')} rules={[toAntdRule(checkNickname, t)]} extra={t('account.nickname.hint')}>
          <Input maxLength={NICKNAME_MAX} showCount placeholder={t('account.nickname.placeholder')} />
        </Form.Item>
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
