import { history, useModel } from '@umijs/max';
import { Form, Input } from 'antd';
import { updateUser } from '@/services/account';
import { useFormCall } from '@/hooks/useFormCall';
import { useT } from '@/hooks/useT';
import { toAntdRule } from '@/core/rules';
import { checkNickname, NICKNAME_MAX } from '@/core/rules/account';
import { useRefreshUser } from '@/hooks/useSession';
import ProfileSubPage, { SubPageActions } from '../_sub';

/** `/user/info/nick-name` (guarded): change the nickname (2-20 characters), `POST /api/user/update { type: 'name' }`. */
export default function NickNamePage() {
  const t = useT();
  const { busy: saving, run, message } = useFormCall();
  const { initialState } = useModel('@@initialState');
  const refresh = useRefreshUser();
  const [form] = Form.useForm<{ name: string }>();

  const onFinish = ({ name }: { name: string }) =>
    run(form, ['name'], async () => {
      await updateUser({ type: 'name', name: name.trim() }, { skipErrorMessage: true });
      await refresh();
      message.success(t('account.nickname.success'));
      history.push('/user/info');
    });

  return (
    <ProfileSubPage title={t('account.nickname.title')}>
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ name: initialState?.currentUser?.name }}>
        <Form.Item name="name" label={t('userInfo.name')} rules={[toAntdRule(checkNickname, t)]} extra={t('account.nickname.hint')}>
          <Input maxLength={NICKNAME_MAX} showCount placeholder={t('account.nickname.placeholder')} />
        </Form.Item>
        <SubPageActions saving={saving} />
      </Form>
    </ProfileSubPage>
  );
}
