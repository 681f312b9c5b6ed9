/**
 * `/user/calculate-tax/result?id=` (guarded): the returns the engine produced for one calculation —
 * UK nine boxes, EU returns by line, OSS, marketplace-collected VAT, warnings with the action each
 * needs, a chart of sales and VAT by country and month — with drill-down of every figure to its rows,
 * export to `.xlsx` (sheet `sheet1`) and print. Polls while the calculation runs.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, Link } from '@umijs/max';
import { useIdParam } from '@/hooks/useIdParam';
import { Alert, App, Button, Descriptions, Empty, List, Result, Segmented, Skeleton, Space, Spin, Table, Tag, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ExportOutlined, FileSearchOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Figure, Reconciliation, UnchosenReturn, VatResult } from '@/core/vat/types';
import { exportXlsx } from '@/core/utils/xlsx';
import { usePolling } from '@/hooks/usePolling';
import { createCalculation, getCalculation, type CalcDetail } from '@/services/calc';
import ReturnsView from '@/components/CalcResult/ReturnsView';
import RowsDrawer, { type RowsTarget } from '@/components/CalcResult/RowsDrawer';
import RuleNotes from '@/components/CalcResult/RuleNotes';
import CarryCard from '@/components/CalcResult/CarryCard';
import { CALC_STATUS, reconciliationParts, resultRows, salesByCountryMonth, warningAction, warningTitle } from '@/components/CalcResult/labels';
import { plainMessage } from '@/core/declare/checks';
import { StatusTag } from '@/components/ListPage/StatusTag';
import { countryLabel, countryText } from '@/core/calc/model';
import type { CalcFiling, CalcRegistration } from '@/core/calc/registrations';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';

const SalesChart = lazy(() => import('../components/SalesChart'));


function ChartCard({ result }: { result: VatResult }) {
  const t = useT();
  const [measure, setMeasure] = useState<'net' | 'vat'>('net');
  const data = useMemo(() => salesByCountryMonth(result), [result]);
  return (
    <ProCard
      title={t('calc.result.chart')}
      bordered
      headerBordered
      style={{ marginBottom: 16 }}
      extra={<Segmented value={measure} onChange={(v) => setMeasure(v as 'net' | 'vat')} options={[{ value: 'net', label: t('calc.result.chart.net') }, { value: 'vat', label: t('calc.result.chart.vat') }]} />}
    >
      {data.months.length ? (
        <>
          <Suspense fallback={<Skeleton active />}>
            <SalesChart months={data.months} series={data.series} measure={measure} />
          </Suspense>
          <Typography.Text type="secondary">{t('calc.result.chart.tip')}</Typography.Text>
        </>
      ) : (
        <Empty description={t('calc.result.chart.empty')} />
      )}
    </ProCard>
  );
}

/**
 * The 核对 line: rows in = rows placed (`result.reconciliation`). Balanced: the sums and a green ✓;
 * otherwise the mismatch in red (a bug of the engine: the figures must not be filed).
 */
function ReconciliationLine({ r }: { r: Reconciliation }) {
  const t = useT();
  const parts = reconciliationParts(r)
    .map((p) => `${t(p.textId, p.values)} ${p.rowCount}`)
    .join(' + ');
  return (
    <div data-testid="reconciliation" data-balanced={r.balanced ? 'true' : 'false'}>
      <Typography.Text type="secondary">
        <Tag bordered={false}>{t('calc.result.recon')}</Tag>
        {t('calc.result.recon.total', {
          rows: r.carriedIn ? `${r.rows} ${t('calc.result.recon.carriedIn', { n: r.carriedIn })}` : r.rows,
          parts: [
            t('calc.result.recon.inPeriod', { n: r.inPeriod }),
            ...(r.outOfPeriod ? [t('calc.result.recon.outOfPeriod', { n: r.outOfPeriod })] : []),
            ...(r.unreadable ? [t('calc.result.recon.unreadable', { n: r.unreadable })] : []),
          ].join(' + '),
          inPeriod: r.inPeriod,
        })}
        {parts || '0'}
      </Typography.Text>{' '}
      {r.balanced ? (
        <Typography.Text type="success">
          <CheckCircleFilled /> {t('calc.result.recon.ok')}
        </Typography.Text>
      ) : (
        <Typography.Text type="danger" strong>
          <CloseCircleFilled /> {t('calc.result.recon.bad', { inPeriod: r.inPeriod, placed: r.placed })}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * 未选择的申报国家: figures of returns that were not asked for (`result.unchosen`), per country with
 * rows, net and VAT (each opening its rows), and one click to calculate again with them added.
 */
function UnchosenCard({ list, onFigure, onAdd, adding }: { list: UnchosenReturn[]; onFigure: (title: string, f: Figure) => void; onAdd: (countries: string[]) => void; adding: boolean }) {
  const t = useT();
  const fig = (title: string, f: Figure, testId: string) =>
    f.rowCount > 0 ? (
      <Typography.Link className="calc-figure" data-testid={testId} onClick={() => onFigure(title, f)}>
        {f.value}
      </Typography.Link>
    ) : (
      <span className="calc-figure" data-testid={testId}>
        {f.value}
      </span>
    );
  return (
    <ProCard
      title={t('calc.result.unchosen')}
      bordered
      headerBordered
      style={{ marginBottom: 16 }}
      data-testid="unchosen"
      extra={
        <Button type="primary" icon={<PlusOutlined />} loading={adding} onClick={() => onAdd(list.map((u) => u.country))} data-testid="unchosen-add">
          {t('calc.result.unchosen.add')}
        </Button>
      }
    >
      {/* the explanation is a sentence, not a subtitle: in the header it squeezed the title into a column */}
      <Typography.Paragraph type="secondary" data-testid="unchosen-tip">
        {t('calc.result.unchosen.tip')}
      </Typography.Paragraph>
      <Table<UnchosenReturn>
        size="small"
        pagination={false}
        rowKey="country"
        dataSource={list}
        columns={[
          { title: t('calc.result.unchosen.country'), dataIndex: 'country', render: (c: string) => countryLabel(c) },
          { title: t('calc.result.market.currency'), dataIndex: 'currency', width: 80 },
          { title: t('calc.result.rowCount'), dataIndex: 'rowCount', align: 'right', width: 100, render: (n: number, u) => <span data-testid={`unchosen-${u.country}-rows`}>{n}</span> },
          { title: t('calc.result.net'), dataIndex: 'net', align: 'right', width: 160, render: (f: Figure, u) => fig(`${countryLabel(u.country)} ${t('calc.result.net')}`, f, `unchosen-${u.country}-net`) },
          { title: t('calc.result.vat'), dataIndex: 'vat', align: 'right', width: 160, render: (f: Figure, u) => fig(`${countryLabel(u.country)} ${t('calc.result.vat')}`, f, `unchosen-${u.country}-vat`) },
        ]}
      />
    </ProCard>
  );
}

/** 月报 / 季报 (with the UK stagger group). */
function FrequencyText({ frequency, stagger }: { frequency: 'monthly' | 'quarterly'; stagger?: number }) {
  const t = useT();
  return (
    <>
      {t(`calc.freq.${frequency}`)}
      {stagger ? ` · ${t('calc.freq.stagger', { n: stagger })}` : ''}
    </>
  );
}

/** Where a frequency came from: the VAT record (with its number), the country's usual frequency, or the law (OSS). */
function SourceTag({ r }: { r: Pick<CalcRegistration, 'source' | 'vatNumber'> }) {
  const t = useT();
  const color = r.source === 'records' ? 'success' : r.source === 'law' ? 'blue' : 'warning';
  return (
    <Tag color={color} data-testid="freq-source" data-source={r.source}>
      {t(`calc.freq.source.${r.source}`, { vatNumber: r.vatNumber ?? '' })}
    </Tag>
  );
}

/**
 * Issue #20: each return per registration. Over a calendar quarter (`filings`): every return due in
 * it (monthly countries ×3, quarterly ones, GB on its stagger, OSS) with its totals; otherwise the
 * registrations alone. Either way each frequency says where it came from.
 */
function FilingsCard({ registrations, filings }: { registrations: CalcRegistration[]; filings: CalcFiling[] | null | undefined }) {
  const t = useT();
  if (!registrations.length) return null;
  return (
    <ProCard title={t(filings ? 'calc.filings.title' : 'calc.filings.regTitle')} bordered headerBordered style={{ marginBottom: 16 }} data-testid="filings">
      <Typography.Paragraph type="secondary">{t('calc.filings.tip')}</Typography.Paragraph>
      {filings ? (
        <Table<CalcFiling>
          size="small"
          pagination={false}
          rowKey={(f) => `${f.ret}-${f.from}`}
          dataSource={filings}
          columns={[
            { title: t('calc.filings.col.return'), dataIndex: 'ret', render: (c: string) => countryLabel(c) },
            { title: t('calc.filings.col.period'), render: (_, f) => <span data-testid={`filing-${f.ret}-${f.from}`} style={{ whiteSpace: 'nowrap' }}>{`${f.from} ~ ${f.to}`}</span> },
            { title: t('calc.filings.col.frequency'), render: (_, f) => <FrequencyText frequency={f.frequency} stagger={f.stagger} /> },
            { title: t('calc.filings.col.source'), render: (_, f) => <SourceTag r={f} /> },
            { title: t('calc.filings.col.output'), align: 'right', render: (_, f) => <span style={{ whiteSpace: 'nowrap' }}>{`${f.outputVat} ${f.currency}`}</span> },
            { title: t('calc.filings.col.input'), align: 'right', render: (_, f) => <span style={{ whiteSpace: 'nowrap' }}>{`${f.inputVat} ${f.currency}`}</span> },
            { title: t('calc.filings.col.payable'), align: 'right', render: (_, f) => <span data-testid={`filing-${f.ret}-${f.from}-payable`} style={{ whiteSpace: 'nowrap' }}>{`${f.payable} ${f.currency}`}</span> },
          ]}
          expandable={{ rowExpandable: (f) => !!f.note, expandedRowRender: (f) => <Typography.Text type="warning">{f.note}</Typography.Text> }}
        />
      ) : (
        <>
          <Table<CalcRegistration>
            size="small"
            pagination={false}
            rowKey="country"
            dataSource={registrations}
            columns={[
              { title: t('calc.filings.col.return'), dataIndex: 'country', render: (c: string) => countryLabel(c) },
              { title: t('calc.filings.col.frequency'), render: (_, r) => <FrequencyText frequency={r.frequency} stagger={r.stagger} /> },
              { title: t('calc.filings.col.source'), render: (_, r) => <SourceTag r={r} /> },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('calc.filings.notQuarter')}
          </Typography.Paragraph>
        </>
      )}
    </ProCard>
  );
}

/** The result body (also used once the calculation is done). */
function ResultBody({ calc, result }: { calc: CalcDetail; result: VatResult }) {
  const t = useT();
  const { message } = App.useApp();
  const [target, setTarget] = useState<RowsTarget | null>(null);
  const [exporting, setExporting] = useState(false);
  const [adding, setAdding] = useState(false);
  /** A new calculation of the same data with `add` among the further returns; opens its result. */
  const recompute = async (add: string[]) => {
    const main = calc.basic.countryCode.key;
    const countries = [...new Set([...(calc.basic.countries ?? []), ...add])].filter((c) => c !== main);
    setAdding(true);
    try {
      const created = await createCalculation({ ...calc.basic, countries }, { skipErrorMessage: false });
      message.success(t('calc.result.unchosen.created', { list: add.map(countryText).join('、') }));
      history.push(`/user/calculate-tax/result?id=${created.id}`);
    } catch {
      /* the request layer showed the message */
    } finally {
      setAdding(false);
    }
  };
  const onFigure = (title: string, f: Figure) => setTarget({ title, value: f.value, rows: f.rows, rowCount: f.rowCount });

  const doExport = async () => {
    setExporting(true);
    try {
      const name = await exportXlsx(resultRows(result), `税金计算-${calc.countryCode.key}-${result.period.from}-${result.period.to}`, [
        { title: '申报', key: 'return' },
        { title: '币种', key: 'currency' },
        { title: '项目', key: 'item' },
        { title: '税率', key: 'rate' },
        { title: '不含税金额 / 金额', key: 'net' },
        { title: '税额', key: 'vat' },
        { title: '交易行数', key: 'rows' },
      ]);
      message.success(t('calc.result.exported', { name }));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <ProCard bordered style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('calc.result.country')}>{countryLabel(calc.countryCode.key)}</Descriptions.Item>
          <Descriptions.Item label={t('calc.result.period')}>
            {result.period.from} ~ {result.period.to}
            {result.period.derived ? t('calc.result.derived') : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('calc.result.company')}>{calc.companyName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('calc.result.files')} span={3}>
            <Space wrap>
              {calc.files.map((f) => (
                <Tag key={f.key} color={f.status === 5 ? 'success' : f.status === 10 ? 'error' : 'processing'}>
                  {t('calc.result.fileStatus', { name: f.name, status: t(`calc.upload.status.${f.status}`) })}
                </Tag>
              ))}
            </Space>
          </Descriptions.Item>
        </Descriptions>
        {result.reconciliation ? (
          <ReconciliationLine r={result.reconciliation} />
        ) : (
          <Typography.Text type="secondary">
            {t('calc.result.rows', { rows: result.counts.rows, inPeriod: result.counts.inPeriod, out: result.counts.outOfPeriod, skipped: result.counts.skipped })}
          </Typography.Text>
        )}
        <div style={{ marginTop: 12 }}>
          <Space wrap>
            <Button icon={<ExportOutlined />} loading={exporting} onClick={doExport} data-testid="calc-export">
              {t('calc.result.export')}
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => window.open(`/print/calc-tax-result?id=${calc.id}`, '_blank')} data-testid="calc-print">
              {t('calc.result.print')}
            </Button>
            <Link to={`/user/calculate-tax/report-details?id=${calc.id}`}>
              <Button icon={<FileSearchOutlined />}>{t('calc.result.details')}</Button>
            </Link>
            <Button onClick={() => history.push('/user/calculate-tax')}>{t('calc.result.again')}</Button>
          </Space>
        </div>
      </ProCard>

      {result.errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="calc-errors"
          message={result.errors.slice(0, 5).map((e, i) => (
            // column names in Chinese (a transfer without a cost names COST_PRICE_OF_ITEMS; issue #20)
            <div key={i}>{plainMessage(e.message)}</div>
          ))}
        />
      )}

      {/* which rule placed the distance sales and the transfers (issue #32) */}
      <RuleNotes result={result} style={{ marginBottom: 16 }} />

      <FilingsCard registrations={calc.registrations ?? []} filings={calc.filings} />

      <ReturnsView result={result} onFigure={onFigure} />

      {!!result.unchosen?.length && <UnchosenCard list={result.unchosen} onFigure={onFigure} onAdd={(c) => void recompute(c)} adding={adding} />}

      {/* transfers carried to the next period / in from the previous one (issue #32) */}
      <CarryCard result={result} style={{ marginBottom: 16 }} />

      <ProCard title={t('calc.result.warnings')} bordered headerBordered style={{ marginBottom: 16 }}>
        <List
          data-testid="warnings"
          locale={{ emptyText: t('calc.result.noWarnings') }}
          dataSource={result.warnings}
          renderItem={(w) => {
            const a = warningAction(w.code, w.country);
            return (
              <List.Item
                actions={[
                  a.recompute ? (
                    <Typography.Link key="a" disabled={adding} onClick={() => void recompute(a.recompute!)} data-testid={`warn-add-${w.country}`}>
                      {t(a.textId, a.values)}
                    </Typography.Link>
                  ) : a.href ? (
                    <Link key="a" to={a.href}>
                      {t(a.textId, a.values)}
                    </Link>
                  ) : (
                    <Typography.Text key="a" type="secondary">
                      {t(a.textId, a.values)}
                    </Typography.Text>
                  ),
                  w.rowCount > 0 ? (
                    <Typography.Link key="r" onClick={() => setTarget({ title: w.message, rows: w.rows, rowCount: w.rowCount })}>
                      {t('calc.result.viewRows')}（{t('calc.result.warnRows', { n: w.rowCount })}）
                    </Typography.Link>
                  ) : null,
                ].filter(Boolean)}
              >
                <Space align="start">
                  <Tag color="warning" data-testid="warning-title">
                    {warningTitle(t, `calc.warn.${w.code}`)}
                    {w.country ? ` · ${countryText(w.country)}` : ''}
                  </Tag>
                  <Space direction="vertical" size={0}>
                    {/* column names in Chinese; the raw code only on the small support line (issue #19) */}
                    <span>{plainMessage(w.message)}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('calc.warn.code', { code: w.code })}
                    </Typography.Text>
                  </Space>
                </Space>
              </List.Item>
            );
          }}
        />
      </ProCard>

      <ChartCard result={result} />

      {result.exchangeRates.length > 0 && (
        <ProCard title={t('calc.result.fx')} bordered headerBordered collapsible defaultCollapsed style={{ marginBottom: 16 }}>
          <Table
            size="small"
            pagination={false}
            rowKey={(x) => `${x.from}-${x.to}-${x.date}-${x.usedFor}`}
            dataSource={result.exchangeRates}
            columns={[
              { title: '1', render: (_, x) => `1 ${x.from} = ${x.rate} ${x.to}` },
              { title: t('calc.fx.date'), dataIndex: 'date' },
              { title: t('calc.fx.source'), dataIndex: 'source' },
              { title: t('calc.result.item'), dataIndex: 'usedFor' },
            ]}
          />
        </ProCard>
      )}
      <RowsDrawer result={result} target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/** The result page. */
export default function CalcResultPage() {
  const id = useIdParam();
  // One view per calculation: opening another id (e.g. after "加入这些国家重新计算") starts afresh,
  // polling included (a finished calculation has stopped it).
  return <CalcResultView key={id ?? ''} id={id} />;
}

function CalcResultView({ id }: { id: number | undefined }) {
  const t = useT();
  const running = (d?: CalcDetail | null) => !!d && (d.status === 'pending' || d.status === 'running');
  const [poll, setPoll] = useState(1000);
  // Polls every second while the calculation runs (paused while the tab is hidden).
  const { data, loading, error } = usePolling(() => getCalculation(id!, { skipErrorMessage: true }), poll, {
    ready: !!id,
    refreshDeps: [id],
    onSuccess: (d) => setPoll(running(d) ? 1000 : 0),
    onError: () => setPoll(0),
  });
  const pollingDone = !running(data);

  let body: React.ReactNode;
  if (!id) body = <Result status="warning" title={t('calc.result.noId')} extra={<Link to="/user/calculate-tax/record">{t('calc.form.records')}</Link>} />;
  else if (error && !data) body = <Result status="404" title={t('calc.result.notFound')} subTitle={error.message} extra={<Link to="/user/calculate-tax/record">{t('calc.form.records')}</Link>} />;
  else if (!data || (loading && !data)) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (running(data))
    body = (
      <ProCard bordered>
        <Spin tip={t('calc.result.loading')} data-testid="calc-running">
          <div style={{ height: 160 }} />
        </Spin>
      </ProCard>
    );
  else if (data.status === 'failed' || !data.result)
    body = <Result status="error" title={t('calc.result.failed')} subTitle={data.error ?? ''} extra={<Button onClick={() => history.push('/user/calculate-tax')}>{t('calc.result.again')}</Button>} />;
  else body = <ResultBody key={data.id} calc={data} result={data.result} />;

  return (
    <PageContainer
      title={t('calc.result.title')}
      tags={data ? <StatusTag map={CALC_STATUS} value={data.status} /> : undefined}
      onBack={() => history.push('/user/calculate-tax/record')}
    >
      <div data-polling={pollingDone ? 'done' : 'running'}>{body}</div>
    </PageContainer>
  );
}
