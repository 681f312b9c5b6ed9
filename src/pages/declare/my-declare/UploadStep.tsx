import { ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, List, Space, Tag, Typography } from 'antd';
import ReportUpload from '@/components/ReportUpload';
import { useT } from '@/hooks/useT';
import '@/locales/areas/declare';
import { ChoiceSummary, MissingChoice } from './Choice';
import { BASE, DEDUCT_AMOUNT, type StartFlow } from './useStartFlow';

/**
 * Step 3: the period's Amazon VAT Transactions Reports (the reports kept in the draft, each
 * removable, then the report upload) and the import VAT to deduct; a report whose dates are not in
 * the period is named at once with both ranges (wholly outside: 开始计算 waits until it is removed;
 * partly outside: a warning); 开始计算 saves and starts the engine.
 */
export function UploadStep({ flow }: { flow: StartFlow }) {
  const t = useT();
  const { kept, period, mismatches, blocked, deduct } = flow;
  const badDeduct = !!deduct && !DEDUCT_AMOUNT.test(deduct);
  return (
    <ProCard title={t('declare.start.step.upload')}>
      {!flow.number || !period ? (
        <MissingChoice flow={flow} />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <ChoiceSummary flow={flow} />
          <Alert
            type="info"
            showIcon
            message={t('declare.start.upload.hint')}
            action={<Button onClick={() => history.push('/user/declare/begins-to-calculate/download-the-report-tutorial')}>{t('declare.start.tutorial')}</Button>}
          />
          {kept.length > 0 && (
            <List
              size="small"
              bordered
              header={t('declare.start.kept.title')}
              dataSource={kept}
              data-testid="declare-kept"
              renderItem={(k) => (
                <List.Item
                  data-testid="declare-kept-file"
                  data-name={k.name}
                  actions={[
                    <Button key="rm" size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('declare.start.kept.remove', { name: k.name })} onClick={() => flow.removeKept(k.key)} />,
                  ]}
                >
                  <Space wrap>
                    <Typography.Text strong>{k.name}</Typography.Text>
                    <Tag color="success">{t('declare.start.kept.uploaded')}</Tag>
                    {k.from && <Typography.Text type="secondary">{t('declare.start.kept.dates', { from: k.from, to: k.to ?? k.from })}</Typography.Text>}
                  </Space>
                </List.Item>
              )}
            />
          )}
          <ReportUpload onChange={flow.setFresh} onItemsChange={flow.setItems} />
          {mismatches.length > 0 && (
            <Alert
              type={blocked ? 'error' : 'warning'}
              showIcon
              message={t(blocked ? 'declare.start.mismatch.blockTitle' : 'declare.start.mismatch.title')}
              description={mismatches.map((m, i) => (
                <div key={i}>{t(`declare.start.mismatch.${m.match}`, { name: m.name, from: m.from, to: m.to, start: period.periodStart, end: period.periodEnd })}</div>
              ))}
              data-testid="declare-period-mismatch"
              data-blocked={blocked ? 'true' : 'false'}
            />
          )}
          <Form layout="vertical" style={{ maxWidth: 360 }}>
            <Form.Item label={t('declare.start.deduct', { currency: period.currency ?? '' })} extra={t('declare.start.deduct.help')} validateStatus={badDeduct ? 'error' : undefined}>
              <Input value={deduct} onChange={(e) => flow.setDeduct(e.target.value)} inputMode="decimal" data-testid="declare-deduct" />
            </Form.Item>
          </Form>
          <Space>
            <Button onClick={() => flow.go(`${BASE}/all-company-information`)}>{t('declare.start.prev')}</Button>
            <Button type="primary" loading={flow.saving} disabled={!flow.files.length || blocked || badDeduct} onClick={() => flow.save(false)} data-testid="declare-calc">
              {t('declare.start.calc')}
            </Button>
          </Space>
        </Space>
      )}
    </ProCard>
  );
}
