/**
 * `/user/calculate-tax/report-details?id=` (guarded): per file of a calculation — layout, rows,
 * period, counts by type, scheme and treatment (codes in plain Chinese), skipped rows with their
 * reasons, errors (missing columns with their meaning).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useIdParam } from '@/hooks/useIdParam';
import { Descriptions, Empty, List, Result, Skeleton, Table, Typography } from 'antd';
import { useApi } from '@/hooks/useApi';
import { getCalculation } from '@/services/calc';
import { StatusTag } from '@/components/ListPage/StatusTag';
import { REPORT_FILE_STATUS_MAP } from '@/components/CalcResult/labels';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';
import { ReportErrorText, VatCodeCounts } from '@/components/VatCode';

/** The report details page. */
export default function ReportDetailsPage() {
  const t = useT();
  const id = useIdParam();
  const { data, error, loading } = useApi(() => getCalculation(id!, { skipErrorMessage: true }), { ready: !!id, refreshDeps: [id] });
  const result = data?.result;

  let body: React.ReactNode;
  if (!id) body = <Result status="warning" title={t('calc.result.noId')} />;
  else if (error) body = <Result status="404" title={t('calc.result.notFound')} subTitle={error.message} />;
  else if (loading || !data) body = <Skeleton active />;
  else if (!result) body = <Empty description={t('calc.result.loading')} />;
  else
    body = (
      <>
        {result.files.map((f) => {
          const parse = data.files.find((x) => x.name === f.name);
          const skipped = result.skipped
            .map((g) => ({ ...g, rows: g.rows.filter((r) => r.file === f.name || r.file.startsWith(`${f.name}/`)) }))
            .filter((g) => g.rows.length);
          return (
            <ProCard
              key={f.name}
              title={f.name}
              bordered
              headerBordered
              style={{ marginBottom: 16 }}
              extra={parse ? <StatusTag map={REPORT_FILE_STATUS_MAP} value={parse.status} /> : null}
              data-testid="report-file"
            >
              <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
                <Descriptions.Item label={t('calc.details.layout')}>{f.layout === 'current' ? t('calc.layout.current') : f.layout === 'legacy' ? t('calc.layout.legacy') : t('calc.layout.unknown')}</Descriptions.Item>
                <Descriptions.Item label={t('calc.details.rows')}>{f.rows}</Descriptions.Item>
                <Descriptions.Item label={t('calc.details.size')}>{`${(f.bytes / 1024).toFixed(1)} KB`}</Descriptions.Item>
                <Descriptions.Item label={t('calc.details.period')}>{f.period.from ? `${f.period.from} ~ ${f.period.to}` : '-'}</Descriptions.Item>
                <Descriptions.Item label={t('calc.details.activity')} span={2}>
                  {f.period.activityPeriods.join('、') || '-'}
                </Descriptions.Item>
              </Descriptions>
              {/* Counts in a table of their own: their long lines must not squeeze the columns above. */}
              <Descriptions size="small" column={1} bordered style={{ marginTop: 8 }} styles={{ label: { width: 140 } }}>
                <Descriptions.Item label={t('calc.details.byType')}>
                  <VatCodeCounts kind="type" counts={parse?.counts?.byType} />
                </Descriptions.Item>
                <Descriptions.Item label={t('calc.details.byScheme')}>
                  <VatCodeCounts kind="scheme" counts={parse?.counts?.byScheme} showCode />
                </Descriptions.Item>
              </Descriptions>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t('calc.details.skipped')}
              </Typography.Title>
              <Table
                size="small"
                pagination={false}
                rowKey="reason"
                locale={{ emptyText: t('calc.details.skippedNone') }}
                dataSource={skipped}
                columns={[
                  { title: t('calc.details.reason'), dataIndex: 'message' },
                  { title: t('calc.rows.row'), key: 'rows', render: (_, g) => g.rows.slice(0, 20).map((r) => r.row).join('、') + (g.rows.length > 20 ? '…' : '') },
                ]}
              />
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t('calc.details.errors')}
              </Typography.Title>
              <List size="small" locale={{ emptyText: t('calc.details.errorsNone') }} dataSource={f.errors} renderItem={(e) => (
                <List.Item>
                  <Typography.Text type="danger">
                    <ReportErrorText text={e.message} />
                  </Typography.Text>
                </List.Item>
              )} />
            </ProCard>
          );
        })}
        <ProCard title={t('calc.details.total')} bordered headerBordered style={{ marginBottom: 16 }}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('calc.details.byType')}><VatCodeCounts kind="type" counts={result.counts.byType} /></Descriptions.Item>
            <Descriptions.Item label={t('calc.details.byScheme')}><VatCodeCounts kind="scheme" counts={result.counts.byScheme} showCode /></Descriptions.Item>
            <Descriptions.Item label={t('calc.details.byTreatment')}><VatCodeCounts kind="treatment" counts={result.counts.byTreatment} /></Descriptions.Item>
          </Descriptions>
        </ProCard>
      </>
    );

  return (
    <PageContainer title={t('calc.details.title')} onBack={() => history.push(id ? `/user/calculate-tax/result?id=${id}` : '/user/calculate-tax/record')}>
      {body}
    </PageContainer>
  );
}
