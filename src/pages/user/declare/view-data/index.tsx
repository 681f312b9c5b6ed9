/**
 * `/user/declare/view-data?id=` (guarded): one declaration — its period, status and amount, the
 * return as computed (GB: HMRC's checks above the boxes), the pre-filing warnings of the last
 * calculation (each acknowledged before confirming), the uploaded data, the actions the transition
 * table allows the caller, and the history (who did what, when).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Alert, Button, Checkbox, Descriptions, Empty, Result, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { CountryLabel } from '@/components/CountrySelect';
import { StatusTag } from '@/components/ListPage/StatusTag';
import { DECLARE_STATUS_MAP, DECLARE_TYPE_MAP } from '@/core/declare/status';
import { amountText } from '@/core/vat-tax/view';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getDeclaration, getDeclareCalc } from '@/services/declare';
import { ToneLabel } from '@/components/VatCells';
import { useIdParam } from '@/hooks/useIdParam';
import { ReturnView, RowActions } from '../_shared';
import ImportedRows from '../temporary-data-set/ImportedRows';
import '@/locales/areas/declare';
import '@/locales/areas/vat-tax';

/** The declaration's data page. */
export default function ViewDataPage() {
  const t = useT();
  const id = useIdParam();
  const detail = useApi(() => (id ? getDeclaration(id) : Promise.resolve(undefined)), { refreshDeps: [id] });
  const calc = useApi(() => (id ? getDeclareCalc(id) : Promise.resolve(undefined)), { refreshDeps: [id] });
  const [acked, setAcked] = useState<Record<number, boolean>>({});
  const d = detail.data;
  if (!id) return <Result status="warning" title={t('declare.view.noId')} extra={<Button onClick={() => history.push('/user/declare')}>{t('declare.back')}</Button>} />;
  if (detail.error) return <Result status="error" title={t('declare.view.failed')} extra={<Button onClick={detail.refresh}>{t('declare.retry')}</Button>} />;
  if (!d) return <Spin style={{ display: 'block', margin: 48 }} />;
  const warnings = calc.data?.result?.warnings ?? [];
  const needsAck = d.status === 3 && warnings.length > 0;
  const allAcked = warnings.every((_w, i) => acked[i]);
  const row = needsAck && !allAcked ? { ...d, actions: d.actions.filter((a) => a !== 'confirm' && a !== 'directDeclare') } : d;
  const reload = () => {
    detail.refresh();
    calc.refresh();
  };
  return (
    <PageContainer title={t('title.declare.view')} content={`${d.vatNumber} · ${d.periodStart} ~ ${d.periodEnd}`}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ProCard title={t('declare.view.summary')} data-testid="declare-summary">
          <Descriptions column={{ xs: 1, md: 3 }} size="small">
            <Descriptions.Item label={t('declare.col.country')}>
              <CountryLabel code={d.countryCode} />
            </Descriptions.Item>
            <Descriptions.Item label={t('declare.col.company')}>{d.companyName}</Descriptions.Item>
            <Descriptions.Item label={t('declare.col.due')}>{d.dueDate}</Descriptions.Item>
            <Descriptions.Item label={t('declare.col.declareType')}>
              <StatusTag map={DECLARE_TYPE_MAP} value={d.declareType} />
            </Descriptions.Item>
            <Descriptions.Item label={t('declare.col.status')}>
              <StatusTag map={DECLARE_STATUS_MAP} value={d.status} data-testid="detail-status" />
            </Descriptions.Item>
            <Descriptions.Item label={t('declare.col.amount')}>
              <ToneLabel text={amountText(d.amount, d.currency)} strong />
            </Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 12 }}>
            <RowActions row={row} t={t} onDone={reload} />
          </div>
        </ProCard>

        {warnings.length > 0 && d.status <= 3 && (
          <ProCard title={t('declare.view.warnings')} data-testid="declare-warnings">
            <Space direction="vertical">
              <Typography.Text type="secondary">{t('declare.view.warnings.hint')}</Typography.Text>
              {warnings.map((w, i) => (
                // eslint-disable-next-line react/no-array-index-key -- a code may repeat (one warning per country or movement)
                <Checkbox key={i} checked={!!acked[i]} onChange={(e) => setAcked((a) => ({ ...a, [i]: e.target.checked }))} data-testid={`ack-${w.code}`}>
                  <Typography.Text strong>{w.code}</Typography.Text> {w.message}
                </Checkbox>
              ))}
            </Space>
          </ProCard>
        )}

        {d.calcs[0]?.problems.length ? (
          <Alert type="error" showIcon message={t('declare.view.problems')} description={d.calcs[0].problems.join('；')} action={<Button onClick={() => history.push(`/user/declare/view-error?id=${d.id}`)}>{t('declare.view.howToFix')}</Button>} />
        ) : null}

        <ProCard title={t('declare.view.return')}>{d.vatReturn ? <ReturnView ret={d.vatReturn} t={t} decl={d} /> : <Empty description={t('declare.view.noReturn')} />}</ProCard>

        <ProCard title={t('declare.view.data')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('declare.view.files')}>{d.basic.saleFiles.map((f) => f.name).join('、') || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('declare.view.zero')}>{d.basic.isZeroDeclare ? t('declare.yes') : t('declare.no')}</Descriptions.Item>
            <Descriptions.Item label={t('declare.view.deducts')}>{d.basic.isDeduct ? d.basic.deducts.map((x) => `${x.key} ${x.amount}`).join('、') : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('declare.view.defers')}>{d.basic.isDefer ? d.basic.defers.map((x) => `${x.key} ${x.vat}`).join('、') : '-'}</Descriptions.Item>
          </Descriptions>
        </ProCard>
        <ImportedRows detail={d} />

        <ProCard title={t('declare.view.history')} data-testid="declare-history">
          <Table
            size="small"
            rowKey={(h) => `${h.at}-${h.action}`}
            pagination={false}
            dataSource={d.history}
            columns={[
              { title: t('declare.history.at'), dataIndex: 'at', width: 180 },
              { title: t('declare.history.action'), dataIndex: 'action', render: (a: string) => t(`declare.action.${a}`) },
              { title: t('declare.history.by'), dataIndex: 'by', render: (b: string, h) => `${b}（${t(`declare.actor.${h.actor}`)}）` },
              { title: t('declare.history.to'), dataIndex: 'to', render: (s: number) => <StatusTag map={DECLARE_STATUS_MAP} value={s} /> },
            ]}
          />
        </ProCard>
      </Space>
    </PageContainer>
  );
}
