/**
 * `/user/declare/view-certificate?id=` (guarded): the authority's receipt of a submitted return
 * (GB: HMRC's processing date, form bundle number, charge reference, receipt id; another country its
 * own reference under its own name, `receiptFields`; times in Beijing time, Chinese format), printable with the
 * browser's print (the console's chrome is hidden in print) and as a PDF: "下载 PDF" sends this page
 * and the receipt's HTML to `POST /api/to-pdf` (spec §7 "Common") and downloads the stored file.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { App, Button, Descriptions, Result, Spin } from 'antd';
import { useState } from 'react';
import { receiptFields } from '@/core/declare/receipt';
import { downloadUrl } from '@/core/utils/download';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { toPdf } from '@/services/common';
import { getDeclaration } from '@/services/declare';
import { useIdParam } from '@/hooks/useIdParam';
import '@/locales/areas/declare';

/** The receipt page. */
export default function ViewCertificatePage() {
  const t = useT();
  const { message } = App.useApp();
  const { pathname, search } = useLocation();
  const id = useIdParam();
  const [pdfLoading, setPdfLoading] = useState(false);
  const detail = useApi(() => (id ? getDeclaration(id) : Promise.resolve(undefined)), { refreshDeps: [id] });
  const d = detail.data;
  if (!id) return <Result status="warning" title={t('declare.view.noId')} extra={<Button onClick={() => history.push('/user/declare')}>{t('declare.back')}</Button>} />;
  if (detail.error) return <Result status="error" title={t('declare.view.failed')} extra={<Button onClick={detail.refresh}>{t('declare.retry')}</Button>} />;
  if (!d) return <Spin style={{ display: 'block', margin: 48 }} />;
  const r = d.receipt;
  const pdf = async () => {
    setPdfLoading(true);
    try {
      const sheet = document.querySelector('[data-testid="receipt"]')?.outerHTML ?? '';
      const stored = await toPdf({
        url: `${pathname}${search}`,
        html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${t('title.declare.receipt')} ${d.vatNumber}</title></head><body>${sheet}</body></html>`,
        fileName: `申报回执-${d.vatNumber}-${d.periodStart}-${d.periodEnd}.pdf`,
      });
      message.success(t('declare.receipt.pdfDone'));
      downloadUrl(stored.url, stored.name);
    } catch {
      /* the request layer showed the message; nothing on the page is lost */
    } finally {
      setPdfLoading(false);
    }
  };
  return (
    <PageContainer title={t('title.declare.receipt')}
      content={`${d.vatNumber} · ${d.periodStart} ~ ${d.periodEnd}`}
      extra={
        r
          ? [
              <Button key="print" onClick={() => window.print()} data-testid="receipt-print">
                {t('declare.receipt.print')}
              </Button>,
              <Button key="pdf" type="primary" loading={pdfLoading} onClick={pdf} data-testid="receipt-pdf">
                {t('declare.receipt.pdf')}
              </Button>,
            ]
          : []
      }
    >
      {!r ? (
        <Result status="info" title={t('declare.receipt.none')} extra={<Button onClick={() => history.push(`/user/declare/view-data?id=${d.id}`)}>{t('declare.action.view')}</Button>} />
      ) : (
        <ProCard title={r.returnName} data-testid="receipt">
          <Descriptions column={1} bordered size="small" labelStyle={{ width: 220 }}>
            <Descriptions.Item label={t('declare.receipt.company')}>{d.companyName}</Descriptions.Item>
            <Descriptions.Item label={t('declare.col.vatNumber')}>{d.vatNumber}</Descriptions.Item>
            <Descriptions.Item label={t('declare.col.period')}>{`${d.periodStart} ~ ${d.periodEnd}`}</Descriptions.Item>
            {receiptFields(d.countryCode, r).map((f) => (
              <Descriptions.Item key={f.key} label={t(f.key)}>
                <span data-testid={f.id}>{f.value}</span>
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('declare.col.amount')}>{`${d.amount ?? '0.00'} ${d.currency}`}</Descriptions.Item>
            <Descriptions.Item label={t('declare.receipt.submittedBy')}>{r.submittedBy}</Descriptions.Item>
            {r.files?.length ? (
              <Descriptions.Item label={t('declare.receipt.files')}>
                <span data-testid="receipt-files">
                  {r.files.map((f) => (
                    <div key={f.name} style={{ wordBreak: 'break-all' }}>
                      {f.name}（{f.schema}）SHA-256 {f.sha256}
                    </div>
                  ))}
                </span>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        </ProCard>
      )}
    </PageContainer>
  );
}
