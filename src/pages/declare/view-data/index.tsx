/**
 * `/user/declare/view-data?id=` (guarded): one declaration — its period, status and amount, the
 * return as computed (GB: HMRC's checks above the boxes), the blocking problems of the last
 * calculation (nothing can be confirmed, generated or submitted while one stands; the ways out:
 * re-upload, or the explicit nil return), its pre-filing warnings (title, meaning, action; the code on
 * a detail line; acknowledged once, in the 确认 confirmation that lists them), the uploaded data, the
 * actions the transition table allows the caller, and the history (who did what, when).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Alert, Button, Descriptions, Empty, Result, Space, Spin, Table, Typography } from 'antd';
import { CountryLabel } from '@/components/CountrySelect';
import { StatusTag } from '@/components/ListPage/StatusTag';
import { readableWarnings } from '@/core/declare/checks';
import { formatLocalTime } from '@/core/declare/receipt';
import { DECLARE_STATUS_MAP, DECLARE_TYPE_MAP } from '@/core/declare/status';
import { amountText } from '@/core/vat-tax/view';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getDeclaration, getDeclareCalc } from '@/services/declare';
import { ToneLabel } from '@/components/VatCells';
import { useIdParam } from '@/hooks/useIdParam';
import { actionPath, ReturnView, RowActions, WarningList } from '../_shared';
import ImportedRows from './ImportedRows';
import RuleNotes from '@/components/CalcResult/RuleNotes';
import CarryCard from '@/components/CalcResult/CarryCard';
import FilingCard from './FilingCard';
import '@/locales/areas/declare';
import '@/locales/areas/vat-tax';

/** The declaration's data page. */
export default function ViewDataPage() {
  const t = useT();
  const id = useIdParam();
  const detail = useApi(() => (id ? getDeclaration(id) : Promise.resolve(undefined)), { refreshDeps: [id] });
  const calc = useApi(() => (id ? getDeclareCalc(id) : Promise.resolve(undefined)), { refreshDeps: [id] });
  const d = detail.data;
  if (!id) return <Result status="warning" title={t('declare.view.noId')} extra={<Button onClick={() => history.push('/user/declare')}>{t('declare.back')}</Button>} />;
  if (detail.error) return <Result status="error" title={t('declare.view.failed')} extra={<Button onClick={detail.refresh}>{t('declare.retry')}</Button>} />;
  if (!d) return <Spin style={{ display: 'block', margin: 48 }} />;
  const warnings = readableWarnings(calc.data?.result?.warnings ?? []);
  const blockers = d.declareType === 0 && d.status < 6 ? d.blockers ?? [] : [];
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
            <RowActions row={d} t={t} onDone={reload} />
          </div>
        </ProCard>

        {blockers.length > 0 && (
          <Alert
            type="error"
            showIcon
            data-testid="declare-blockers"
            message={t('declare.view.blockers')}
            description={
              <Space direction="vertical" size={4}>
                {blockers.map((b) => (
                  <Typography.Text key={b}>{b}</Typography.Text>
                ))}
                <Typography.Text type="secondary">{t('declare.view.blockers.hint')}</Typography.Text>
                <Space wrap>
                  {d.actions.includes('upload') && (
                    <Button size="small" type="primary" onClick={() => history.push(actionPath('upload', d)!)} data-testid="blockers-reupload">
                      {t('declare.view.reupload')}
                    </Button>
                  )}
                  {d.actions.includes('zeroDeclare') && (
                    <Button size="small" onClick={() => history.push(actionPath('zeroDeclare', d)!)} data-testid="blockers-zero">
                      {t('declare.view.zeroPath')}
                    </Button>
                  )}
                  <Button size="small" onClick={() => history.push(`/user/declare/view-error?id=${d.id}`)}>
                    {t('declare.view.howToFix')}
                  </Button>
                </Space>
              </Space>
            }
          />
        )}

        {/* the rules the calculation applied, one sentence each (issue #32) */}
        {calc.data?.result && <RuleNotes result={calc.data.result} />}

        {/* transfers carried to the next period / in from the previous one (issue #32) */}
        {calc.data?.result && <CarryCard result={calc.data.result} />}

        {warnings.length > 0 && d.status <= 3 && (
          <ProCard title={t('declare.view.warnings')} data-testid="declare-warnings">
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text type="secondary">{t('declare.view.warnings.hint')}</Typography.Text>
              <WarningList warnings={warnings} t={t} row={d} />
            </Space>
          </ProCard>
        )}

        {!blockers.length && d.calcs[0]?.problems.length ? (
          <Alert type="error" showIcon message={t('declare.view.problems')} description={d.calcs[0].problems.join('；')} action={<Button onClick={() => history.push(`/user/declare/view-error?id=${d.id}`)}>{t('declare.view.howToFix')}</Button>} />
        ) : null}

        <ProCard title={t('declare.view.return')}>{d.vatReturn ? <ReturnView ret={d.vatReturn} t={t} /> : <Empty description={t('declare.view.noReturn')} />}</ProCard>

        <FilingCard d={d} t={t} generated={!!d.returnGenerated || d.status >= 5} />

        <ProCard title={t('declare.view.data')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('declare.view.files')}>{d.basic.saleFiles.map((f) => f.name).join('、') || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('declare.view.zero')}>{d.basic.isZeroDeclare ? t('declare.yes') : t('declare.no')}</Descriptions.Item>
            <Descriptions.Item label={t('declare.view.deducts')}>{d.basic.isDeduct ? d.basic.deducts.map((x) => `${x.key} ${x.amount}`).join('、') : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('declare.view.defers')}>{d.basic.isDefer ? d.basic.defers.map((x) => `${x.key} ${x.vat}`).join('、') : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('declare.view.transferRule')}>
              <span data-testid="declare-transfer-rule">{calc.data?.result?.transferRule?.sentence ?? t('declare.view.transferRule.pending')}</span>
            </Descriptions.Item>
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
              { title: t('declare.history.at'), dataIndex: 'at', width: 240, render: (at: string) => formatLocalTime(at) },
              { title: t('declare.history.action'), dataIndex: 'action', render: (a: string) => t(`declare.action.${a}`) },
              // the system is named once ("系统", not "系统（系统）"); people with their role
              { title: t('declare.history.by'), dataIndex: 'by', render: (b: string, h) => (h.actor === 'system' ? t('declare.actor.system') : `${b}（${t(`declare.actor.${h.actor}`)}）`) },
              { title: t('declare.history.to'), dataIndex: 'to', render: (s: number) => <StatusTag map={DECLARE_STATUS_MAP} value={s} /> },
            ]}
          />
        </ProCard>
      </Space>
    </PageContainer>
  );
}
