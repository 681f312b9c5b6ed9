/**
 * `/user/me-duty-paragraph/view-reason?id=` (guarded; issue #22): why a payment failed (wrong
 * reference, amount short, returned by the bank) or was voided (the return was corrected, a
 * duplicate was refunded), what to do, and the declaration's payment guide with the right reference
 * and account to pay again (the guide of src/core/declare/payment.ts `paymentGuide()`, the same one
 * the declaration's payment page shows).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, Link } from '@umijs/max';
import { Alert, Button, Descriptions, Result, Space, Spin, Tag, Typography } from 'antd';
import { paymentGuide } from '@/core/declare/payment';
import { useApi } from '@/hooks/useApi';
import { useIdParam } from '@/hooks/useIdParam';
import { useT } from '@/hooks/useT';
import { dutyReason } from '@/services/duty';
import { DutySummary } from '../_shared';
import '@/locales/areas/duty';
import '@/locales/areas/declare';

/** The reason page. */
export default function DutyReasonPage() {
  const t = useT();
  const id = useIdParam();
  const q = useApi(() => (id ? dutyReason(id, { skipErrorMessage: true }) : Promise.resolve(undefined)), { refreshDeps: [id] });
  const back = <Button onClick={() => history.push('/user/me-duty-paragraph')}>{t('duty.back')}</Button>;
  if (!id) return <Result status="warning" title={t('duty.noId')} extra={back} />;
  if (q.error) return <Result status="warning" title={(q.error as Error).message || t('duty.loadFailed')} extra={[<Button key="r" onClick={q.refresh}>{t('duty.retry')}</Button>, back]} />;
  const data = q.data;
  if (!data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const g = paymentGuide(data.guideInput);
  return (
    <PageContainer title={t('title.duty.reason')} content={`${data.row.vatNumber} · ${data.row.periodStart} ~ ${data.row.periodEnd}`} extra={[back]}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ProCard>
          <DutySummary row={data.row} />
        </ProCard>
        <ProCard title={t(`duty.kind.${data.kind}`)} data-testid="duty-reason">
          <Alert
            type={data.kind === 'failed' ? 'error' : 'warning'}
            showIcon
            message={<span data-testid="duty-reason-title">{t(`duty.reason.${data.reason}.title`)}</span>}
            description={
              <Space direction="vertical" size={4}>
                <Typography.Text>{t(`duty.reason.${data.reason}.what`)}</Typography.Text>
                {data.note && <Typography.Text type="secondary">{data.note}</Typography.Text>}
                <Typography.Text type="secondary">{t('duty.reason.recorded', { at: data.at, by: data.by })}</Typography.Text>
                {data.usedReference && <Typography.Text type="secondary">{t('duty.reason.used', { reference: data.usedReference })}</Typography.Text>}
              </Space>
            }
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('duty.reason.todo')}
          </Typography.Title>
          <Typography.Paragraph data-testid="duty-reason-todo">{t(`duty.reason.${data.reason}.todo`)}</Typography.Paragraph>
          {data.settled && <Alert type="success" showIcon message={t('duty.reason.settled')} data-testid="duty-reason-settled" />}
        </ProCard>
        {data.kind === 'failed' && (
          <ProCard title={t('duty.reason.guide')} data-testid="duty-guide">
            <Typography.Paragraph strong>{t(g.method)}</Typography.Paragraph>
            <Descriptions column={1} bordered size="small" labelStyle={{ width: 240 }}>
              {g.lines.map((l) => (
                <Descriptions.Item key={l.key} label={t(l.key)}>
                  <Space wrap>
                    {l.value ? (
                      <Typography.Text copyable={l.copy ? { text: l.value } : false} code={l.copy} data-testid={`duty-guide-${l.key.split('.').pop()}`}>
                        {l.value}
                      </Typography.Text>
                    ) : (
                      <Typography.Text type="secondary">{t('declare.pay.notIssued')}</Typography.Text>
                    )}
                    {l.unverified && <Tag color="warning">{t('declare.guide.unverified')}</Tag>}
                    {l.source && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('declare.guide.source', { url: l.source.url, date: l.source.checked })}
                      </Typography.Text>
                    )}
                  </Space>
                </Descriptions.Item>
              ))}
            </Descriptions>
            {g.notes.map((n) => (
              <Alert key={n} style={{ marginTop: 12 }} type="info" showIcon message={t(n)} />
            ))}
            <div style={{ marginTop: 12 }}>
              <Link to={`/user/declare/payment?id=${data.row.declarationId}`} data-testid="duty-to-payment">
                {t('duty.reason.toPayment')}
              </Link>
            </div>
          </ProCard>
        )}
      </Space>
    </PageContainer>
  );
}
