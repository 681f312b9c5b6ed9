/**
 * `/user/declare/gb-data-conversion/import-results?id=` (open; issue #12, spec §2): the rows of one
 * GB data conversion (`GET /api/gb-tax-import/{id}`): accepted (confirming creates the period's GB
 * declaration), refused with the reason in Chinese (HMRC's rule names included), duplicate of a
 * period already declared (a link to that declaration). 确认创建 (`POST /api/gb-tax-import/{id}`)
 * while the import is pending and has accepted rows; afterwards each created declaration is linked.
 * A guest sees what the page is for and a login button.
 */
import { history, Link } from '@umijs/max';
import { Alert, App, Button, Popconfirm, Result, Segmented, Skeleton, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { StatusTag } from '@/components/ListPage/StatusTag';
import { GB_BOXES, GB_ROW_STATUS_MAP, type GbRowStatus } from '@/core/imports/gb';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { confirmGbImport, getGbImport, type GbImportRow } from '@/services/imports';
import { LoadFailed, OpenPage, ScrollRegion } from '@/components/OpenPage';
import { useIdParam } from '@/hooks/useIdParam';
import '@/locales/areas/imports';

function Results({ id }: { id: number }) {
  const t = useT();
  const { message } = App.useApp();
  const data = useApi(() => getGbImport(id, { skipErrorMessage: true }), { refreshDeps: [id] });
  const [filter, setFilter] = useState<'all' | GbRowStatus>('all');
  const [confirming, setConfirming] = useState(false);
  const imp = data.data;
  if (data.error) return <LoadFailed error={data.error} onRetry={data.refresh} />;
  if (!imp) return <Skeleton active />;
  const count = (s: GbRowStatus) => imp.rows.filter((r) => r.status === s).length;
  const accepted = count('accepted');
  const rows = filter === 'all' ? imp.rows : imp.rows.filter((r) => r.status === filter);
  const link = (declarationId: number, text: string) => (
    <Link to={`/user/declare/view-data?id=${declarationId}`} data-testid={`gb-declaration-${declarationId}`}>
      {text} #{declarationId}
    </Link>
  );
  const confirm = async () => {
    setConfirming(true);
    try {
      const r = await confirmGbImport(id);
      message.success(t('imports.gb.confirmDone', { count: r.created.length }));
      data.refresh();
    } catch {
      /* shown by the request layer */
    } finally {
      setConfirming(false);
    }
  };

  const columns: ColumnsType<GbImportRow> = [
    { title: t('imports.results.col.line'), dataIndex: 'line', width: 52, fixed: 'left' },
    { title: t('imports.results.col.vrn'), dataIndex: 'vrn', width: 124 },
    {
      // Two lines (issue #25: narrower, so more of the boxes show inside the console at 1440 px).
      title: t('imports.results.col.period'),
      key: 'period',
      width: 108,
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {r.periodStart}
          <br />~ {r.periodEnd}
        </span>
      ),
    },
    {
      title: t('imports.results.col.result'),
      key: 'status',
      width: 90,
      render: (_, r) => <StatusTag map={GB_ROW_STATUS_MAP} value={r.status} data-testid={`gb-row-${r.line}`} />,
    },
    {
      title: t('imports.results.col.detail'),
      key: 'detail',
      width: 300,
      render: (_, r) => {
        if (r.declarationId) return link(r.declarationId, t('imports.results.created'));
        if (r.status === 'duplicate')
          return r.duplicateOf
            ? link(r.duplicateOf, t('imports.results.duplicateOf'))
            : t('imports.results.duplicateOf');
        if (r.status === 'refused')
          return (
            <Space direction="vertical" size={2} data-testid={`gb-reasons-${r.line}`}>
              {r.reasons.map((x) => (
                <Typography.Text key={x} type="danger">
                  {x}
                </Typography.Text>
              ))}
            </Space>
          );
        return (
          <Typography.Text type="secondary">
            {imp.status === 'confirmed' ? '-' : t('imports.results.accepted')}
          </Typography.Text>
        );
      },
    },
    ...GB_BOXES.map((b, i) => ({
      title: t('imports.results.col.box', { n: i + 1 }),
      key: b,
      align: 'right' as const,
      width: 84,
      render: (_: unknown, r: GbImportRow) => r.boxes[b],
    })),
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Alert
        type={imp.status === 'confirmed' ? 'success' : count('refused') ? 'warning' : 'info'}
        showIcon
        message={t('imports.results.summary', {
          file: imp.fileName,
          rows: imp.rows.length,
          accepted,
          refused: count('refused'),
          duplicate: count('duplicate'),
        })}
        description={
          imp.status === 'confirmed'
            ? t('imports.results.confirmed', { at: imp.confirmedAt ?? '' })
            : accepted
              ? t('imports.results.confirmHint')
              : t('imports.results.nothing')
        }
        data-testid="gb-summary"
      />
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Segmented
          value={filter}
          onChange={(v) => setFilter(v as typeof filter)}
          options={[
            { value: 'all', label: `${t('imports.results.filter.all')} ${imp.rows.length}` },
            ...(['accepted', 'refused', 'duplicate'] as const).map((s) => ({
              value: s,
              label: `${t(`imports.results.status.${s}`)} ${count(s)}`,
            })),
          ]}
          data-testid="gb-filter"
        />
        <Space>
          <Button onClick={() => history.push('/user/declare/gb-data-conversion')}>
            {t('imports.results.toList')}
          </Button>
          {imp.status === 'pending' && accepted > 0 && (
            <Popconfirm
              title={t('imports.gb.confirmTitle', { count: accepted })}
              description={t('imports.results.confirmHint')}
              onConfirm={confirm}
              okText={t('imports.gb.confirm')}
              cancelText={t('imports.dataSet.editCancel')}
            >
              <Button type="primary" loading={confirming} data-testid="gb-confirm">
                {t('imports.results.confirm', { count: accepted })}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Space>
      <ScrollRegion label={t('title.imports.gbResults')}>
        <Table<GbImportRow>
          rowKey="line"
          size="small"
          columns={columns}
          dataSource={rows}
          scroll={{ x: 1800 }}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: t('imports.results.empty') }}
          data-testid="gb-rows"
        />
      </ScrollRegion>
    </Space>
  );
}

/** The page. */
export default function ImportResultsPage() {
  const t = useT();
  const id = useIdParam();
  return (
    <OpenPage
      title={t('title.imports.gbResults')}
      guestTitle={t('imports.results.guest.title')}
      guestText={t('imports.results.guest.text')}
    >
      {() =>
        id ? (
          <Results id={id} />
        ) : (
          <Result
            status="info"
            title={t('imports.results.noId')}
            extra={
              <Button type="primary" onClick={() => history.push('/user/declare/gb-data-conversion')}>
                {t('imports.results.toList')}
              </Button>
            }
          />
        )
      }
    </OpenPage>
  );
}
