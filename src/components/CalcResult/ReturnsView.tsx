/**
 * The returns of one VAT result: the UK return as HMRC's nine boxes (Chinese and English labels),
 * each EU return by line with its EC Sales List, the OSS return and what the marketplace collected
 * (per currency, never summed; schemes in plain Chinese). A UK return shows HMRC's validation of
 * its boxes first (passed, or the failed rules). Figures are the engine's decimal strings, shown as they are; each
 * opens its rows through `onFigure` (absent in the print layout).
 */
import { useIntl } from '@umijs/max';
import { Alert, Card, Empty, Table, Typography } from 'antd';
import type { CountryReturn, Figure, VatResult } from '@/core/vat/types';
import { countryLabel, countryText } from '@/core/calc/model';
import { VatCode } from '@/components/VatCode';
import { UK_BOXES } from './labels';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';

/** Props: the result; `onFigure(title, figure)` opens the rows of a figure (omit for print). */
interface ReturnsViewProps {
  result: VatResult;
  onFigure?: (title: string, figure: Figure) => void;
  /** Compact cards without shadows (print). */
  print?: boolean;
}

/** A figure value: a link opening its rows when `onFigure` is given and the figure has rows. */
function FigureValue({ title, f, onFigure, testId }: { title: string; f: Figure; onFigure?: ReturnsViewProps['onFigure']; testId?: string }) {
  if (!onFigure || f.rowCount === 0) return <span data-testid={testId} className="calc-figure">{f.value}</span>;
  return (
    <Typography.Link data-testid={testId} className="calc-figure" onClick={() => onFigure(title, f)}>
      {f.value}
    </Typography.Link>
  );
}

function Totals({ ret }: { ret: CountryReturn }) {
  const intl = useIntl();
  return (
    <Typography.Paragraph strong style={{ marginTop: 12, marginBottom: 0 }} data-testid={`totals-${ret.country}`}>
      {intl.formatMessage({ id: 'calc.result.totals' }, { output: ret.totals.outputVat, input: ret.totals.inputVat, payable: ret.totals.payable, currency: ret.currency })}
      {ret.totals.payable.startsWith('-') ? intl.formatMessage({ id: 'calc.result.refund' }) : ''}
    </Typography.Paragraph>
  );
}

/**
 * HMRC's validation of a UK return (`checks`), shown above its boxes: "已通过 HMRC 校验" in green, or
 * the failed rules in Chinese (box and message) in red — such figures must not be filed as final.
 */
function HmrcChecks({ ret }: { ret: CountryReturn }) {
  const t = useT();
  if (!ret.checks) return null;
  if (ret.checks.length === 0)
    return (
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 12, padding: '4px 12px' }}
        message={
          <>
            {t('calc.result.hmrc.ok')}
            <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
              {t('calc.result.hmrc.okTip')}
            </Typography.Text>
          </>
        }
        data-testid="hmrc-checks"
        data-passed="true"
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      message={t('calc.result.hmrc.failed')}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {ret.checks.map((c) => (
            // The engine's message names the box ("第 3 栏 … ≠ …"); HMRC's rule in English on hover.
            <li key={`${c.code}-${c.box}`} title={c.rule}>
              {c.message}
            </li>
          ))}
        </ul>
      }
      data-testid="hmrc-checks"
      data-passed="false"
    />
  );
}

/** See the module comment. */
export default function ReturnsView({ result, onFigure, print }: ReturnsViewProps) {
  const t = useT();
  const cardProps = { size: 'small' as const, style: { marginBottom: 16 }, bordered: true };
  return (
    <div data-testid="returns">
      {result.returns.map((ret) =>
        ret.boxes ? (
          <Card key={ret.country} {...cardProps} title={`${t('calc.result.uk')} · ${ret.currency} · ${ret.period.from} ~ ${ret.period.to}`} data-testid={`return-${ret.country}`}>
            <HmrcChecks ret={ret} />
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={UK_BOXES.map((b) => ({ ...b, f: ret.boxes![b.key] }))}
              columns={[
                { title: t('calc.result.box'), dataIndex: 'no', width: 64, render: (n: number) => `Box ${n}` },
                {
                  title: t('calc.result.item'),
                  dataIndex: 'zh',
                  render: (zh: string, b) => (
                    <>
                      <div>{zh}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {b.en}
                      </Typography.Text>
                    </>
                  ),
                },
                {
                  title: t('calc.result.amount', { currency: ret.currency }),
                  dataIndex: 'f',
                  align: 'right',
                  width: 160,
                  render: (f: Figure, b) => <FigureValue title={`Box ${b.no} ${b.zh}`} f={f} onFigure={onFigure} testId={`${ret.country}-${b.key}`} />,
                },
                ...(print ? [] : [{ title: t('calc.result.rowCount'), dataIndex: 'f', key: 'n', align: 'right' as const, width: 90, render: (f: Figure) => f.rowCount }]),
              ]}
            />
            <Totals ret={ret} />
          </Card>
        ) : (
          <Card key={ret.country} {...cardProps} title={`${t('calc.result.eu', { country: countryText(ret.country) })}（${ret.country === 'GR' ? 'GR / EL' : ret.country}）· ${ret.currency} · ${ret.period.from} ~ ${ret.period.to}`} data-testid={`return-${ret.country}`}>
            <Table
              size="small"
              pagination={false}
              rowKey={(l) => `${l.kind}-${l.rate}`}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calc.result.chart.empty')} /> }}
              dataSource={ret.lines ?? []}
              columns={[
                { title: t('calc.result.item'), dataIndex: 'label' },
                { title: t('calc.result.rate'), dataIndex: 'rate', width: 80, render: (r: string | null) => (r === null ? '-' : `${Math.round(Number(r) * 10000) / 100}%`) },
                {
                  title: t('calc.result.net'),
                  dataIndex: 'net',
                  align: 'right',
                  width: 150,
                  render: (f: Figure, l, i) => <FigureValue title={`${ret.country} ${l.label} ${t('calc.result.net')}`} f={f} onFigure={onFigure} testId={`${ret.country}-line-${i}-net`} />,
                },
                {
                  title: t('calc.result.vat'),
                  dataIndex: 'vat',
                  align: 'right',
                  width: 150,
                  render: (f: Figure, l, i) => <FigureValue title={`${ret.country} ${l.label} ${t('calc.result.vat')}`} f={f} onFigure={onFigure} testId={`${ret.country}-line-${i}-vat`} />,
                },
              ]}
            />
            {!!ret.ecsl?.length && (
              <>
                <Typography.Title level={5} style={{ marginTop: 12 }}>
                  {t('calc.result.ecsl')}
                </Typography.Title>
                <Table
                  size="small"
                  pagination={false}
                  rowKey={(e) => `${e.customerVat}-${e.kind}`}
                  dataSource={ret.ecsl}
                  columns={[
                    { title: t('calc.result.ecsl.customer'), dataIndex: 'customerVat' },
                    { title: t('calc.result.ecsl.kind'), dataIndex: 'kind', render: (k: string) => t(`calc.result.ecsl.${k}`) },
                    { title: t('calc.result.ecsl.value'), dataIndex: 'value', align: 'right', render: (f: Figure, e) => <FigureValue title={`EC Sales List ${e.customerVat}`} f={f} onFigure={onFigure} /> },
                  ]}
                />
              </>
            )}
            <Totals ret={ret} />
          </Card>
        ),
      )}
      {result.oss && (
        <Card {...cardProps} title={`${t('calc.result.oss')} · ${result.oss.period.from} ~ ${result.oss.period.to}`} extra={result.oss.memberStateOfIdentification ? <span data-testid="oss-ms">{t('calc.result.oss.ms', { ms: countryLabel(result.oss.memberStateOfIdentification) })}</span> : null} data-testid="return-OSS">
          <Table
            size="small"
            pagination={false}
            rowKey={(l) => `${l.consumptionCountry}-${l.dispatchCountry}-${l.rate}`}
            locale={{ emptyText: t('calc.result.oss.none') }}
            dataSource={result.oss.lines}
            columns={[
              { title: t('calc.result.oss.consumption'), dataIndex: 'consumptionCountry', render: (c: string) => countryLabel(c) },
              { title: t('calc.result.oss.dispatch'), dataIndex: 'dispatchCountry', render: (c: string) => countryLabel(c) },
              { title: t('calc.result.rate'), dataIndex: 'rate', render: (r: string) => `${Math.round(Number(r) * 10000) / 100}%` },
              { title: t('calc.result.net'), dataIndex: 'net', align: 'right', render: (f: Figure, l, i) => <FigureValue title={`OSS ${l.dispatchCountry}→${l.consumptionCountry} ${t('calc.result.net')}`} f={f} onFigure={onFigure} testId={`OSS-line-${i}-net`} /> },
              { title: t('calc.result.vat'), dataIndex: 'vat', align: 'right', render: (f: Figure, l, i) => <FigureValue title={`OSS ${l.dispatchCountry}→${l.consumptionCountry} ${t('calc.result.vat')}`} f={f} onFigure={onFigure} testId={`OSS-line-${i}-vat`} /> },
            ]}
          />
          {result.oss.corrections.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 12 }}>
                {t('calc.result.oss.corrections')}
              </Typography.Title>
              <Table
                size="small"
                pagination={false}
                rowKey={(c) => `${c.period}-${c.consumptionCountry}`}
                dataSource={result.oss.corrections}
                columns={[
                  { title: t('calc.result.oss.correctionPeriod'), dataIndex: 'period' },
                  { title: t('calc.result.oss.consumption'), dataIndex: 'consumptionCountry', render: (c: string) => countryLabel(c) },
                  { title: t('calc.result.net'), dataIndex: 'net', align: 'right', render: (f: Figure, c) => <FigureValue title={`OSS ${c.period} ${c.consumptionCountry}`} f={f} onFigure={onFigure} /> },
                  { title: t('calc.result.vat'), dataIndex: 'vat', align: 'right', render: (f: Figure, c) => <FigureValue title={`OSS ${c.period} ${c.consumptionCountry}`} f={f} onFigure={onFigure} /> },
                ]}
              />
            </>
          )}
          <Typography.Paragraph strong style={{ marginTop: 12, marginBottom: 0 }} data-testid="totals-OSS">
            {t('calc.result.oss.totals', { vat: result.oss.totals.vat, corr: result.oss.totals.correctionsVat, payable: result.oss.totals.payable })}
          </Typography.Paragraph>
        </Card>
      )}
      {result.marketplaceCollected.length > 0 && (
        <Card {...cardProps} title={t('calc.result.market')} extra={<Typography.Text type="secondary">{t('calc.result.market.tip')}</Typography.Text>} data-testid="marketplace">
          <Table
            size="small"
            pagination={false}
            rowKey={(m) => `${m.scheme}-${m.currency}`}
            dataSource={result.marketplaceCollected}
            columns={[
              { title: t('calc.result.market.scheme'), dataIndex: 'scheme', render: (c: string) => <VatCode kind="scheme" code={c} /> },
              { title: t('calc.result.market.currency'), dataIndex: 'currency' },
              { title: t('calc.result.market.gross'), dataIndex: 'gross', align: 'right' },
              { title: t('calc.result.vat'), dataIndex: 'vat', align: 'right' },
              { title: t('calc.result.rowCount'), dataIndex: 'rowCount', align: 'right' },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
