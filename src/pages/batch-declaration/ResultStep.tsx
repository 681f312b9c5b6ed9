import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Card, Empty, Progress, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CountryLabel } from '@/components/CountrySelect';
import { progressPercent, summarize, type BatchDeclareAction, type BatchOutcome, type OutcomeKind } from '@/core/batch/declaration';
import type { DeclareRow } from '@/core/declare/types';
import { useT } from '@/hooks/useT';
import '@/locales/areas/batch-declaration';

const OUTCOME_TAG: Record<OutcomeKind, string> = { pending: 'processing', done: 'success', refused: 'warning', failed: 'error' };

/**
 * Step 3: the run's progress and counts, one row per declaration (完成 / 被拒绝 with the reason /
 * 失败 with the error, a link to it) filtered by outcome, 仅重试失败的, the `.xlsx` export and 再来一批.
 */
export function ResultStep({
  steps,
  outcomes,
  running,
  ranAction,
  byId,
  filter,
  onFilter,
  onRetry,
  onExport,
  onAgain,
}: {
  steps: ReactNode;
  outcomes: BatchOutcome[];
  running: boolean;
  ranAction: BatchDeclareAction;
  byId: Map<number, DeclareRow>;
  filter: OutcomeKind | 'all';
  onFilter: (f: OutcomeKind | 'all') => void;
  onRetry: () => void;
  onExport: () => void;
  onAgain: () => void;
}) {
  const t = useT();
  const counts = summarize(outcomes);
  const shown = filter === 'all' ? outcomes : outcomes.filter((o) => o.outcome === filter);
  return (
    <PageContainer title={t('title.service.batchDeclaration')} content={steps}>
      <Card data-testid="batch-results">
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <div>
            <Typography.Text strong>{t(running ? 'batchDecl.result.running' : 'batchDecl.result.finished', { action: t(`batchDecl.action.${ranAction}`) })}</Typography.Text>
            <Progress percent={progressPercent(outcomes)} status={running ? 'active' : counts.failed ? 'exception' : 'success'} data-testid="batch-progress" />
            <Typography.Text type="secondary" data-testid="batch-summary">
              {t('batchDecl.result.summary', { total: counts.total, done: counts.done, refused: counts.refused, failed: counts.failed, pending: counts.pending })}
            </Typography.Text>
          </div>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Segmented
              value={filter}
              onChange={(v) => onFilter(v as OutcomeKind | 'all')}
              data-testid="outcome-filter"
              options={[
                { value: 'all', label: t('batchDecl.result.filter.all', { count: counts.total }) },
                { value: 'done', label: t('batchDecl.result.filter.done', { count: counts.done }) },
                { value: 'refused', label: t('batchDecl.result.filter.refused', { count: counts.refused }) },
                { value: 'failed', label: t('batchDecl.result.filter.failed', { count: counts.failed }) },
              ]}
            />
            <Space wrap>
              <Button type="primary" disabled={running || !counts.failed} onClick={onRetry} data-testid="batch-retry">
                {t('batchDecl.result.retry', { count: counts.failed })}
              </Button>
              <Button disabled={running || !outcomes.length} onClick={onExport} data-testid="batch-export">
                {t('batchDecl.result.export')}
              </Button>
              <Button disabled={running} onClick={onAgain} data-testid="batch-again">
                {t('batchDecl.result.again')}
              </Button>
            </Space>
          </Space>
          <Table<BatchOutcome>
            rowKey="id"
            size="middle"
            dataSource={shown}
            pagination={shown.length > 20 ? { pageSize: 20 } : false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('batchDecl.result.empty')} /> }}
            onRow={(o) => ({ 'data-testid': `outcome-${o.id}`, 'data-outcome': o.outcome }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              {
                title: t('batchDecl.col.declaration'),
                key: 'label',
                render: (_, o) => {
                  const r = byId.get(o.id);
                  return (
                    <Space direction="vertical" size={0}>
                      <Typography.Link onClick={() => history.push(`/user/declare/view-data?id=${o.id}`)}>{r ? `${r.vatNumber} ${r.periodStart} ~ ${r.periodEnd}` : o.label}</Typography.Link>
                      {r && (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          <CountryLabel code={r.countryCode} /> {r.companyName}
                        </Typography.Text>
                      )}
                    </Space>
                  );
                },
              },
              {
                title: t('batchDecl.col.outcome'),
                key: 'outcome',
                width: 120,
                render: (_, o) => <Tag color={OUTCOME_TAG[o.outcome]}>{t(`batchDecl.outcome.${o.outcome}`)}</Tag>,
              },
              {
                title: t('batchDecl.col.message'),
                key: 'message',
                render: (_, o) => (o.message ? <Typography.Text type={o.outcome === 'failed' ? 'danger' : undefined}>{o.message}</Typography.Text> : '-'),
              },
            ]}
          />
        </Space>
      </Card>
    </PageContainer>
  );
}
