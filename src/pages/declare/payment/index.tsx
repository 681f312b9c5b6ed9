/**
 * `/user/declare/payment?id=` (guarded): the payment guide of a submitted return (amount, currency,
 * due date, beneficiary and the reference by country, `paymentGuide()` of src/core/declare/payment;
 * NL: the reference issued with the return, `GET /api/vat-declare/nl/pay-remark/{id}`, 4×4 digits;
 * unconfirmed bank details marked "请以税局通知为准"; confirmed ones with their official source and the
 * date it was checked; the due date on a working day; an overdue period's late-payment rule with its
 * source), then the payment record: date, amount (the return's own amount due, e.g. IT VP14; must
 * equal the amount due) and a proof (PDF, JPG or PNG). Opening the guide of a submitted return
 * issues it (`GET /{id}/payment-guide`). A failed call keeps what was typed.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Alert, App, Button, DatePicker, Descriptions, Form, Input, Result, Space, Spin, Tag, Typography, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { StatusTag } from '@/components/ListPage/StatusTag';
import { paymentGuide } from '@/core/declare/payment';
import { DECLARE_STATUS_MAP } from '@/core/declare/status';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getNlPayRemark, getPaymentGuide, recordPayment } from '@/services/declare';
import { uploadFile } from '@/services/upload';
import { useIdParam } from '@/hooks/useIdParam';
import { UploadHint } from '@/components/wizard/FileField';
import { acceptAttr } from '@/core/upload';
import '@/locales/areas/declare';

const PROOF = /\.(pdf|jpe?g|png)$/i;

/** The payment guide and payment page. */
export default function PaymentPage() {
  const t = useT();
  const { message } = App.useApp();
  const id = useIdParam();
  const guide = useApi(() => (id ? getPaymentGuide(id) : Promise.resolve(undefined)), { refreshDeps: [id] });
  const nl = useApi(() => (id && guide.data?.countryCode === 'NL' ? getNlPayRemark(id, { skipErrorMessage: true }) : Promise.resolve(undefined)), { refreshDeps: [id, guide.data?.countryCode] });
  const [form] = Form.useForm<{ paidOn: Dayjs; amount: string }>();
  const [proof, setProof] = useState<{ key: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [proofError, setProofError] = useState<string>();
  const d = guide.data;
  if (!id) return <Result status="warning" title={t('declare.view.noId')} extra={<Button onClick={() => history.push('/user/declare')}>{t('declare.back')}</Button>} />;
  if (guide.error) return <Result status="warning" title={guide.error.message || t('declare.view.failed')} extra={<Button onClick={() => history.push(`/user/declare/view-data?id=${id}`)}>{t('declare.action.view')}</Button>} />;
  if (!d) return <Spin style={{ display: 'block', margin: 48 }} />;
  const g = paymentGuide({ ...d.guideInput, issuedReference: nl.data?.reference ?? d.guideInput.issuedReference });
  const paid = d.status === 8;
  const submit = async () => {
    const v = await form.validateFields();
    if (!proof) {
      setProofError(t('declare.pay.proof.required'));
      return;
    }
    setSaving(true);
    try {
      await recordPayment(id, { paidOn: v.paidOn.format('YYYY-MM-DD'), amount: v.amount.trim(), proof });
      message.success(t('declare.pay.done'));
      guide.refresh();
    } catch {
      /* shown by the request layer; the form keeps what was typed */
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageContainer title={t('title.declare.payment')} content={`${d.vatNumber} · ${d.periodStart} ~ ${d.periodEnd}`} extra={[<StatusTag key="s" map={DECLARE_STATUS_MAP} value={d.status} data-testid="pay-status" />]}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ProCard title={t('declare.pay.guide')} data-testid="payment-guide">
          <Typography.Paragraph strong>{t(g.method)}</Typography.Paragraph>
          {g.late && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="guide-late"
              message={t('declare.guide.late.title', { days: g.late.days })}
              description={
                <Space direction="vertical" size={2}>
                  <Typography.Text>{t(g.late.key)}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('declare.guide.late.source', { url: g.late.source.url, date: g.late.source.checked })}
                  </Typography.Text>
                </Space>
              }
            />
          )}
          <Descriptions column={1} bordered size="small" labelStyle={{ width: 240 }}>
            {g.lines.map((l) => (
              <Descriptions.Item key={l.key} label={t(l.key)}>
                <Space wrap>
                  {l.value ? (
                    <Typography.Text copyable={l.copy ? { text: l.value } : false} code={l.copy} data-testid={`guide-${l.key.split('.').pop()}`}>
                      {l.value}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">{t('declare.pay.notIssued')}</Typography.Text>
                  )}
                  {l.unverified && <Tag color="warning">{t('declare.guide.unverified')}</Tag>}
                  {l.source && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`guide-source-${l.key.split('.').pop()}`}>
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
          {nl.data && nl.data.checks.length > 0 && <Alert style={{ marginTop: 12 }} type="error" showIcon message={nl.data.checks.join('；')} />}
        </ProCard>

        <ProCard title={t('declare.pay.record')} data-testid="payment-record">
          {paid ? (
            <Result status="success" title={t('declare.pay.paid')} extra={<Button onClick={() => history.push('/user/declare')}>{t('declare.back')}</Button>} />
          ) : (
            <Form form={form} layout="vertical" style={{ maxWidth: 480 }} initialValues={{ paidOn: dayjs(), amount: d.amount ?? '' }}>
              <Form.Item name="paidOn" label={t('declare.pay.paidOn')} rules={[{ required: true, message: t('declare.pay.paidOn.required') }]}>
                <DatePicker style={{ width: '100%' }} disabledDate={(x) => x.isAfter(dayjs(), 'day')} data-testid="pay-date" />
              </Form.Item>
              <Form.Item
                name="amount"
                label={t('declare.pay.amount', { currency: d.currency })}
                rules={[
                  { required: true, message: t('declare.pay.amount.required') },
                  { pattern: /^\d{1,13}(\.\d{1,2})?$/, message: t('declare.pay.amount.format') },
                ]}
              >
                <Input inputMode="decimal" data-testid="pay-amount" />
              </Form.Item>
              <Form.Item label={t('declare.pay.proof')} required validateStatus={proofError ? 'error' : undefined} help={proofError ?? t('declare.pay.proof.help')}>
                <Upload
                  accept={acceptAttr('payment-proof')}
                  maxCount={1}
                  showUploadList={false}
                  beforeUpload={async (file) => {
                    if (!PROOF.test(file.name)) {
                      setProofError(t('declare.pay.proof.type'));
                      return Upload.LIST_IGNORE;
                    }
                    setProofError(undefined);
                    setUploading(true);
                    try {
                      const f = await uploadFile(file, { scene: 'payment-proof' });
                      setProof({ key: f.key, name: f.name });
                    } catch (e) {
                      // the refusal's own Chinese reason (type, content, size), never a generic text
                      setProofError((e as Error).message || t('declare.pay.proof.failed'));
                    } finally {
                      setUploading(false);
                    }
                    return false;
                  }}
                >
                  <Button loading={uploading} data-testid="pay-proof">
                    {t('declare.pay.proof.choose')}
                  </Button>
                </Upload>
                <UploadHint scene="payment-proof" testId="pay-proof-hint" />
                {proof && (
                  <Typography.Text style={{ marginLeft: 8 }} data-testid="pay-proof-name">
                    {proof.name}
                  </Typography.Text>
                )}
              </Form.Item>
              <Button type="primary" loading={saving} onClick={submit} disabled={d.status !== 7} data-testid="pay-submit">
                {t('declare.action.payment')}
              </Button>
            </Form>
          )}
        </ProCard>
      </Space>
    </PageContainer>
  );
}
