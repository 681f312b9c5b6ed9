import { ProCard } from '@ant-design/pro-components';
import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { ScrollRegion } from '@/components/OpenPage';
import { missingNameReason } from '@/core/lookup/answers';
import { useT } from '@/hooks/useT';
import '@/locales/areas/lookup';
import { AnswerCell, LastGoodText } from '../_lookup-parts';
import { kindOf, lineText, unavailableText, type ResultRow } from './rows';

/**
 * The answers, one row per line: the number (as typed, and what normalising changed), the answer,
 * its detail (name and address, why it was refused, the last good answer), the consultation number
 * and time, 重试 where it could not be checked; rows can be chosen for monitoring. The header counts
 * the answers by kind and holds 加入监控 and the export.
 */
export function ResultTable({
  rows,
  blank,
  selected,
  onSelect,
  monitorCount,
  onMonitor,
  onExport,
  onRetry,
}: {
  rows: ResultRow[];
  blank: number;
  selected: string[];
  onSelect: (keys: string[]) => void;
  monitorCount: number;
  onMonitor: () => void;
  onExport: () => void;
  onRetry: (row: ResultRow) => void;
}) {
  const t = useT();
  const summary = useMemo(() => {
    const c: Record<string, number> = {};
    for (const r of rows) c[kindOf(r)] = (c[kindOf(r)] ?? 0) + 1;
    return c;
  }, [rows]);
  const checkedRows = rows.filter((r) => r.result && !r.line.refused);

  const columns: ColumnsType<ResultRow> = [
    { title: t('lookup.col.line'), dataIndex: ['line', 'line'], width: 64 },
    {
      title: t('lookup.col.number'),
      key: 'number',
      width: 210,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{r.line.vatNumber || r.line.raw}</Typography.Text>
          {r.line.raw !== r.line.vatNumber ? <Typography.Text type="secondary">{t('lookup.col.typed', { raw: r.line.raw })}</Typography.Text> : null}
          {!r.line.refused && r.line.notes.length ? <Typography.Text type="secondary">{lineText(t, r.line)}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: t('lookup.col.result'),
      key: 'result',
      width: 170,
      render: (_, r) =>
        r.busy ? (
          <Typography.Text type="secondary">{t('lookup.kind.checking')}</Typography.Text>
        ) : (
          <AnswerCell kind={kindOf(r)} reasonText={unavailableText(t, r)} testId={`lookup-answer-${r.line.line}`} />
        ),
    },
    {
      title: t('lookup.col.detail'),
      key: 'detail',
      render: (_, r) => {
        if (r.line.refused) return <Typography.Text type="warning">{lineText(t, r.line)}</Typography.Text>;
        const res = r.result;
        if (!res) return null;
        if (res.kind === 'unavailable') return <LastGoodText value={res.lastGood} testId={`lookup-lastgood-${r.line.line}`} />;
        if (res.kind === 'valid') {
          return (
            <Space direction="vertical" size={0}>
              {res.name ? (
                <Typography.Text>{res.name}</Typography.Text>
              ) : (
                <Typography.Text type="secondary" data-testid={`lookup-noname-${r.line.line}`}>
                  {t(`lookup.detail.${missingNameReason(r.line.prefix)}`)}
                </Typography.Text>
              )}
              {res.address ? <Typography.Text type="secondary">{res.address}</Typography.Text> : null}
            </Space>
          );
        }
        return <Typography.Text type="secondary">{t(`lookup.detail.${res.kind}`)}</Typography.Text>;
      },
    },
    {
      title: t('lookup.col.consultation'),
      key: 'consultation',
      width: 200,
      render: (_, r) =>
        r.result && !r.line.refused ? (
          <Space direction="vertical" size={0}>
            <Typography.Text>{r.result.consultationNumber ?? t('lookup.consultation.none')}</Typography.Text>
            <Typography.Text type="secondary">{`${r.result.source ?? ''} · ${r.result.checkedAt}`}</Typography.Text>
          </Space>
        ) : null,
    },
    {
      title: t('lookup.col.action'),
      key: 'action',
      width: 100,
      render: (_, r) =>
        kindOf(r) === 'unavailable' ? (
          <Button size="small" loading={r.busy} onClick={() => onRetry(r)} data-testid={`lookup-retry-${r.line.line}`}>
            {t('lookup.retry')}
          </Button>
        ) : null,
    },
  ];

  return (
    <ProCard
      style={{ marginTop: 16 }}
      title={t('lookup.result.title')}
      subTitle={t('lookup.result.summary', {
        valid: summary.valid ?? 0,
        invalid: summary.invalid ?? 0,
        notInVies: summary.notInVies ?? 0,
        unavailable: summary.unavailable ?? 0,
        refused: summary.refused ?? 0,
        blank,
      })}
      extra={
        <Space>
          <Button disabled={!monitorCount} onClick={onMonitor} data-testid="lookup-to-monitor">
            {t('lookup.monitor.button', { count: monitorCount })}
          </Button>
          <Button disabled={!checkedRows.length && !rows.length} onClick={onExport} data-testid="lookup-export">
            {t('lookup.export.button')}
          </Button>
        </Space>
      }
    >
      <ScrollRegion label={t('lookup.result.title')}>
        <div data-testid="lookup-results">
          <Table<ResultRow>
            rowKey="key"
            size="middle"
            pagination={false}
            columns={columns}
            dataSource={rows}
            scroll={{ x: 1000 }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => onSelect(keys as string[]),
              getCheckboxProps: (r) => ({
                disabled: !!r.line.refused,
                'aria-label': t('lookup.select', { number: r.line.vatNumber || r.line.raw }),
              }),
            }}
          />
        </div>
      </ScrollRegion>
    </ProCard>
  );
}
