/**
 * `/print/calc-tax-result?id=` (open, no console layout): an A4 print layout of one calculation
 * result, loaded by id with the session's token. "打印" prints (CSS `@page A4`); "下载 PDF" asks
 * `POST /api/to-pdf` for a PDF of this page and opens it.
 */
import { history } from '@umijs/max';
import { useIdParam } from '@/hooks/useIdParam';
import { App, Button, Result, Skeleton, Space, Table } from 'antd';
import { useState } from 'react';
import { getToken } from '@/core/storage';
import { buildLoginPath } from '@/core/utils/redirect';
import { useApi } from '@/hooks/useApi';
import { getCalculation } from '@/services/calc';
import { toPdf } from '@/services/common';
import { downloadUrl } from '@/core/utils/download';
import ReturnsView from '@/components/CalcResult/ReturnsView';
import { warningAction } from '@/components/CalcResult/labels';
import RuleNotes from '@/components/CalcResult/RuleNotes';
import CarryCard from '@/components/CalcResult/CarryCard';
import styles from './index.less';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';

/** The print page. */
export default function PrintCalcResultPage() {
  const t = useT();
  const { message } = App.useApp();
  const id = useIdParam();
  const token = getToken();
  const { data, error, loading } = useApi(() => getCalculation(id!, { skipErrorMessage: true }), { ready: !!id && !!token });
  const [pdfLoading, setPdfLoading] = useState(false);

  if (!token) {
    return (
      <Result
        status="403"
        title={t('calc.print.login')}
        extra={
          <Button type="primary" onClick={() => history.push(buildLoginPath(`/print/calc-tax-result?id=${id ?? ''}`))}>
            {t('calc.print.loginBtn')}
          </Button>
        }
      />
    );
  }
  if (!id) return <Result status="warning" title={t('calc.result.noId')} />;
  if (error) return <Result status="404" title={t('calc.result.notFound')} subTitle={error.message} />;
  if (loading || !data) return <Skeleton active style={{ padding: 32 }} />;
  const result = data.result;
  if (!result) return <Result status="info" title={t('calc.result.loading')} />;

  const pdf = async () => {
    setPdfLoading(true);
    try {
      const stored = await toPdf({
        url: `${window.location.pathname}${window.location.search}`,
        html: `<!DOCTYPE html><html><head><title>${document.title}</title></head><body>${document.getElementById('print-sheet')?.outerHTML ?? ''}</body></html>`,
        fileName: `税金计算-${data.countryCode.key}-${result.period.from}-${result.period.to}.pdf`,
      });
      message.success(t('calc.print.pdfDone'));
      downloadUrl(stored.url, stored.name);
    } catch {
      /* the request layer showed the message */
    } finally {
      setPdfLoading(false);
    }
  };

  return (
    <div className={styles.page}>
      <Space className={styles.toolbar}>
        <Button type="primary" onClick={() => window.print()} data-testid="print-print">
          {t('calc.print.print')}
        </Button>
        <Button loading={pdfLoading} onClick={pdf} data-testid="print-pdf">
          {t('calc.print.pdf')}
        </Button>
      </Space>
      <div className={styles.sheet} id="print-sheet" data-testid="print-sheet">
        <header className={styles.header}>
          <h1>{t('calc.print.title')}</h1>
          <div>
            {data.companyName ? `${data.companyName} · ` : ''}
            {`${data.countryCode.text}（${data.countryCode.key}）`} · {result.period.from} ~ {result.period.to}
          </div>
        </header>
        <ReturnsView result={result} print />
        <RuleNotes result={result} style={{ margin: '12px 0' }} />
        <CarryCard result={result} style={{ margin: '12px 0' }} />
        {result.warnings.length > 0 && (
          <Table
            size="small"
            pagination={false}
            rowKey={(w) => `${w.code}-${w.message}`}
            dataSource={result.warnings}
            title={() => <strong>{t('calc.result.warnings')}</strong>}
            columns={[
              { title: t('calc.details.reason'), dataIndex: 'message' },
              { title: t('calc.record.actions'), key: 'a', width: 180, render: (_, w) => {
                  const act = warningAction(w.code, w.country);
                  return t(act.textId, act.values);
                },
              },
            ]}
          />
        )}
        <footer className={styles.footer}>
          <div>{t('calc.print.notice')}</div>
          <div>{t('calc.print.generated', { time: data.finishedAt ?? data.createdAt })}</div>
        </footer>
      </div>
    </div>
  );
}
