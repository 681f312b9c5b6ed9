/**
 * `/user/declare/begins-to-calculate?id=` (guarded), `/result?id=` and `/record?id=`: the engine's
 * calculation of a declaration on its uploaded files — while it runs, its progress; when done, the
 * same result view as the calculator (returns with drill-down to rows, warnings), the return also
 * as its country's own form (`LayoutView` of the declaration's return: its boxes computed once by
 * the mock with the return, `DeclareReturn.layout` — issue #32, not here), the blocking
 * problems if any, and the way on (review and confirm on the declaration's page). `/record` lists
 * the declaration's calculation runs (who, when, outcome).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { Alert, Button, List, Result, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { StatusTag } from '@/components/ListPage/StatusTag';
import { DECLARE_STATUS_MAP } from '@/core/declare/status';
import type { Figure } from '@/core/vat/types';
import { usePolling } from '@/hooks/usePolling';
import { useT } from '@/hooks/useT';
import { getDeclaration, getDeclareCalc } from '@/services/declare';
import { useApi } from '@/hooks/useApi';
import ReturnsView from '@/components/CalcResult/ReturnsView';
import RowsDrawer, { type RowsTarget } from '@/components/CalcResult/RowsDrawer';
import { useIdParam } from '@/hooks/useIdParam';
import RuleNotes from '@/components/CalcResult/RuleNotes';
import CarryCard from '@/components/CalcResult/CarryCard';
import { readableWarnings } from '@/core/declare/checks';
import { LayoutView, WarningList } from '../_shared';
import '@/locales/areas/declare';
import '@/locales/areas/calc';

/** The calculation page of a declaration. */
export default function BeginsToCalculatePage() {
  const t = useT();
  const { pathname } = useLocation();
  const id = useIdParam();
  const record = pathname.endsWith('/record');
  const [running, setRunning] = useState(true);
  const calc = usePolling(() => (id ? getDeclareCalc(id) : Promise.resolve(undefined)), running ? 1000 : 0, {
    refreshDeps: [id],
    onSuccess: (d) => setRunning(!!d?.calcs[0] && d.calcs[0].status === 'running'),
  });
  const [target, setTarget] = useState<RowsTarget | null>(null);
  // the declaration's return with its form as the mock computed it, again when the calculation is done
  const done = calc.data?.calcs[0]?.status === 'done' ? calc.data.calcs[0].id : 0;
  const decl = useApi(() => (id && done ? getDeclaration(id) : Promise.resolve(undefined)), { refreshDeps: [id, done] });
  const layout = decl.data?.vatReturn?.layout ?? null;
  if (!id) return <Result status="warning" title={t('declare.view.noId')} extra={<Button onClick={() => history.push('/user/declare')}>{t('declare.back')}</Button>} />;
  if (calc.error && !calc.data) return <Result status="error" title={t('declare.view.failed')} extra={<Button onClick={calc.refresh}>{t('declare.retry')}</Button>} />;
  const d = calc.data;
  if (!d) return <Spin style={{ display: 'block', margin: 48 }} />;
  const last = d.calcs[0];

  if (record)
    return (
      <PageContainer title={t('title.declare.calcRecord')}>
        <ProCard title={t('declare.calc.record')}>
          <Table
            rowKey="id"
            size="small"
            dataSource={d.calcs}
            locale={{ emptyText: t('declare.calc.none') }}
            columns={[
              { title: t('declare.calc.startedAt'), dataIndex: 'startedAt' },
              { title: t('declare.calc.by'), dataIndex: 'by' },
              { title: t('declare.calc.status'), dataIndex: 'status', render: (s: string) => <Tag color={s === 'done' ? 'success' : s === 'failed' ? 'error' : 'processing'}>{t(`declare.calc.status.${s}`)}</Tag> },
              { title: t('declare.calc.problems'), dataIndex: 'problems', render: (p: string[]) => p.join('；') || '-' },
            ]}
          />
        </ProCard>
      </PageContainer>
    );

  return (
    <PageContainer
      title={t('title.declare.calc')}
      extra={[
        <StatusTag key="s" map={DECLARE_STATUS_MAP} value={d.status} data-testid="calc-declare-status" />,
        <Button key="rec" onClick={() => history.push(`/user/declare/begins-to-calculate/record?id=${id}`)}>
          {t('declare.calc.record')}
        </Button>,
      ]}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {!last && <Result status="info" title={t('declare.calc.none')} />}
        {last?.status === 'running' && <Result icon={<Spin size="large" />} title={t('declare.calc.running')} data-testid="calc-running" />}
        {last?.status === 'failed' && <Alert type="error" showIcon message={t('declare.calc.failed')} description={last.error} />}
        {last?.status === 'done' && last.problems.length > 0 && (
          <Alert type="error" showIcon message={t('declare.view.problems')} description={<List size="small" dataSource={last.problems} renderItem={(p) => <List.Item>{p}</List.Item>} />} data-testid="calc-problems" />
        )}
        {last?.status === 'done' && !last.problems.length && (
          <Alert
            type="success"
            showIcon
            message={t('declare.calc.done')}
            action={
              <Button type="primary" onClick={() => history.push(`/user/declare/view-data?id=${id}`)} data-testid="calc-to-review">
                {t('declare.calc.review')}
              </Button>
            }
            data-testid="calc-done"
          />
        )}
        {d.result && (
          <ProCard title={t('declare.calc.result')}>
            <ReturnsView result={d.result} onFigure={(title: string, f: Figure) => setTarget({ title, value: f.value, rows: f.rows, rowCount: f.rowCount })} />
          </ProCard>
        )}
        {d.result && layout && (
          <ProCard title={t('declare.layout.calcTitle')} data-testid={`calc-layout-${layout.country}`}>
            <LayoutView layout={layout} t={t} />
          </ProCard>
        )}
        {d.result && <RuleNotes result={d.result} />}
        {d.result && <CarryCard result={d.result} />}
        {d.result && d.result.warnings.length > 0 && (
          <ProCard title={t('declare.view.warnings')} data-testid="calc-warnings">
            {/* titled in Chinese, the code on the detail line (issue #32) */}
            <WarningList warnings={readableWarnings(d.result.warnings)} t={t} />
          </ProCard>
        )}
      </Space>
      {d.result && <RowsDrawer result={d.result} target={target} onClose={() => setTarget(null)} />}
    </PageContainer>
  );
}
