/**
 * `/ukcode` (guarded; issue #23): the UK EORI of a UK VAT number. The user types a VRN (9 or 12
 * digits, check digits validated in the browser), sees the EORI it gives — GB + VRN + 000 (HMRC
 * EORIVAT) — and its check against the EORI validation call (`POST /api/eori/check`). A number that
 * could not be checked is shown as "暂时无法核验" with a retry, never as invalid.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useRouteProps } from '@umijs/max';
import { Alert, Button, Descriptions, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { checkVrn, eoriFromVrn, GB_EORI_BASE } from '@/core/eori';
import { toAntdRule } from '@/core/rules';
import { useT } from '@/hooks/useT';
import type { EoriCheckResult } from '@/services/eori';
import { CheckResultTag } from '../_shared';
import { checkEoriSafely } from '../_check';
import '@/locales/areas/eori';

/** The page. */
export default function UkCodePage() {
  const t = useT();
  const route = useRouteProps() as { title?: string };
  const [form] = Form.useForm<{ vrn: string }>();
  const [eori, setEori] = useState<string>();
  const [result, setResult] = useState<EoriCheckResult>();
  const [busy, setBusy] = useState(false);

  const check = async (number: string) => {
    setBusy(true);
    try {
      const [r] = await checkEoriSafely([number], t('eori.check.unavailable'));
      setResult(r);
    } finally {
      setBusy(false);
    }
  };
  const derive = async () => {
    const { vrn } = await form.validateFields();
    const number = eoriFromVrn(vrn)!;
    setEori(number);
    setResult(undefined);
    await check(number);
  };

  return (
    <PageContainer title={route.title ? t(route.title) : undefined}>
      <ProCard>
        <Typography.Paragraph type="secondary">{t('eori.ukcode.intro')}</Typography.Paragraph>
        <Form form={form} name="ukcode" layout="inline" onFinish={() => void derive()} style={{ marginBottom: 16 }}>
          <Form.Item name="vrn" label={t('eori.ukcode.vrn')} rules={[toAntdRule(checkVrn, t, { required: true })]}>
            <Input maxLength={20} placeholder="GB980780684" style={{ width: 240 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="uk-derive">
              {t('eori.ukcode.derive')}
            </Button>
          </Form.Item>
        </Form>
        {eori && (
          <Descriptions bordered column={1} size="small" style={{ maxWidth: 720 }} data-testid="uk-result">
            <Descriptions.Item label={t('eori.ukcode.eori')}>
              <Typography.Text copyable strong data-testid="uk-eori">
                {eori}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('eori.ukcode.checked')}>
              {result ? (
                <Space direction="vertical" size={4}>
                  <Space wrap>
                    <CheckResultTag status={result.status} />
                    {result.status === 'unavailable' && (
                      <Button size="small" onClick={() => void check(eori)} loading={busy} data-testid="uk-retry">
                        {t('eori.result.retry')}
                      </Button>
                    )}
                  </Space>
                  <Typography.Text data-testid="uk-message">{result.message}</Typography.Text>
                  {result.name && <Typography.Text>{[result.name, result.address].filter(Boolean).join(' · ')}</Typography.Text>}
                  <Typography.Text type="secondary">{t('eori.ukcode.checkedAt', { time: result.checkedAt })}</Typography.Text>
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('eori.batch.checking')}</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
        {result?.status === 'invalid' && (
          <Alert
            style={{ marginTop: 16, maxWidth: 720 }}
            type="info"
            showIcon
            message={
              <Button type="link" style={{ padding: 0 }} onClick={() => history.push(GB_EORI_BASE)}>
                {t('eori.ukcode.apply')}
              </Button>
            }
          />
        )}
      </ProCard>
    </PageContainer>
  );
}
