import { history, useModel } from '@umijs/max';
import { Button, Form, Input, Result, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { updateUser } from '@/services/account';
import { CodeField, MobileField } from '@/components/account-fields';
import { useFormCall } from '@/hooks/useFormCall';
import { useT } from '@/hooks/useT';
import { useRefreshUser } from '@/hooks/useSession';
import ProfileSubPage from '../_sub';

const mask = (m: string) => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m);

/**
 * `/user/info/mobile` (guarded): the 4-step mobile change of spec §4, each a
 * `POST /api/user/update { type: 'mobile', step }` (payloads in src/services/account.ts):
 * 验证原手机号 (step 0 sends the code, step 1 checks it) → 填写新手机号 (step 2 sends a code to it)
 * → 验证新手机号 (step 3 checks it and changes the number) → 完成.
 */
export default function MobilePage() {
  const t = useT();
  const { busy, run: step, message } = useFormCall();
  const { initialState } = useModel('@@initialState');
  const refresh = useRefreshUser();
  const oldMobile = initialState?.currentUser?.mobile ?? '';
  const [current, setCurrent] = useState(0);
  const [newMobile, setNewMobile] = useState('');
  const [oldForm] = Form.useForm<{ code: string }>();
  const [newForm] = Form.useForm<{ mobile: string }>();
  const [confirmForm] = Form.useForm<{ code: string }>();

  const verifyOld = async ({ code }: { code: string }) => {
    const ok = await step(oldForm, ['code'], () => updateUser({ type: 'mobile', step: 1, code }, { skipErrorMessage: true }));
    if (ok !== undefined) setCurrent(1);
  };

  const submitNew = async ({ mobile }: { mobile: string }) => {
    const ok = await step(newForm, ['mobile'], () => updateUser({ type: 'mobile', step: 2, mobile }, { skipErrorMessage: true }));
    if (ok !== undefined) {
      setNewMobile(mobile);
      message.success(t('account.code.sentTo', { mobile }));
      setCurrent(2);
    }
  };

  const confirmNew = async ({ code }: { code: string }) => {
    const ok = await step(confirmForm, ['code'], () =>
      updateUser({ type: 'mobile', step: 3, mobile: newMobile, code }, { skipErrorMessage: true }),
    );
    if (ok !== undefined) {
      await refresh();
      setCurrent(3);
    }
  };

  const cancel = (
    <Button onClick={() => history.push('/user/info')} disabled={busy}>
      {t('account.cancel')}
    </Button>
  );

  return (
    <ProfileSubPage title={t('account.mobile.title')} width={640}>
      <Steps
        current={current}
        size="small"
        style={{ marginBottom: 32 }}
        data-testid="mobile-steps"
        items={[
          { title: t('account.mobile.step0') },
          { title: t('account.mobile.step1') },
          { title: t('account.mobile.step2') },
          { title: t('account.mobile.step3') },
        ]}
      />
      {current === 0 && (
        <Form form={oldForm} layout="vertical" onFinish={verifyOld} data-testid="mobile-step-0">
          <Form.Item label={t('account.mobile.old')} htmlFor="oldMobile">
            <Input id="oldMobile" value={mask(oldMobile)} disabled />
          </Form.Item>
          <CodeField
            t={t}
            form={oldForm}
            message={message}
            needs={[]}
            fields={['code']}
            send={() => updateUser({ type: 'mobile', step: 0 }, { skipErrorMessage: true })}
          />
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('account.next')}
            </Button>
            {cancel}
          </Space>
        </Form>
      )}
      {current === 1 && (
        <Form form={newForm} layout="vertical" onFinish={submitNew} data-testid="mobile-step-1">
          <MobileField t={t} label={t('account.mobile.new')} />
          <Typography.Paragraph type="secondary">{t('account.mobile.newHint')}</Typography.Paragraph>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('account.mobile.sendNew')}
            </Button>
            {cancel}
          </Space>
        </Form>
      )}
      {current === 2 && (
        <Form form={confirmForm} layout="vertical" onFinish={confirmNew} data-testid="mobile-step-2">
          <Form.Item label={t('account.mobile.new')} htmlFor="newMobile">
            <Space>
              <Input id="newMobile" value={newMobile} disabled style={{ width: 200 }} />
              <Button type="link" onClick={() => setCurrent(1)} disabled={busy}>
                {t('account.mobile.editNew')}
              </Button>
            </Space>
          </Form.Item>
          <CodeField
            t={t}
            form={confirmForm}
            message={message}
            needs={[]}
            fields={['code']}
            initialCountdown={60}
            // A refused resend names the number; it is shown at the code field on this step.
            aliases={{ mobile: 'code' }}
            send={() => updateUser({ type: 'mobile', step: 2, mobile: newMobile }, { skipErrorMessage: true })}
          />
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('account.mobile.confirm')}
            </Button>
            {cancel}
          </Space>
        </Form>
      )}
      {current === 3 && (
        <Result
          status="success"
          title={t('account.mobile.done')}
          subTitle={t('account.mobile.doneDesc', { mobile: newMobile })}
          extra={[
            <Button type="primary" key="back" onClick={() => history.push('/user/info')}>
              {t('account.backProfile')}
            </Button>,
          ]}
        />
      )}
    </ProfileSubPage>
  );
}
