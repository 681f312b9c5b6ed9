/**
 * What the VAT service preview shows besides the steps (issue #10): the documents to prepare for the
 * chosen countries and the fees per country and year with their total (big.js, src/core/vat-service);
 * the e-signature of the service agreement follows it (WizardPage's `signature` option).
 */
import { ProCard } from '@ant-design/pro-components';
import { Alert, Table, Typography } from 'antd';
import { CountryLabel } from '@/components/CountrySelect';
import { feeTotal } from '@/core/fees';
import { feeLines, registerDocuments, transferDocuments, type VatServiceValues } from '@/core/vat-service';
import { useT } from '@/hooks/useT';
import '@/locales/areas/vat-service';

/** The documents of the chosen countries, each once, in order. */
function documentsOf(v: VatServiceValues): string[] {
  const all = [...(v.registerCountry ?? []).flatMap(registerDocuments), ...(v.transferCountry ?? []).flatMap(transferDocuments)];
  return [...new Set(all)];
}

/** The preview's extra content for `values`. */
export default function PreviewExtra({ values }: { values: VatServiceValues }) {
  const t = useT();
  const lines = feeLines(values);
  const docs = documentsOf(values);
  return (
    <div data-testid="vs-preview">
      {values.applicationId ? <Alert type="info" showIcon style={{ marginTop: 16 }} message={t('vatService.resubmit.preview')} data-testid="vs-resubmit-note" /> : null}
      <ProCard bordered title={t('vatService.preview.documents')} style={{ marginTop: 16 }}>
        <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="vs-documents">
          {docs.map((d) => (
            <li key={d}>{t(`vatService.doc.${d}`)}</li>
          ))}
        </ul>
      </ProCard>
      <ProCard bordered title={t('vatService.preview.fees')} style={{ marginTop: 16 }}>
        <Table
          size="small"
          pagination={false}
          rowKey={(l) => `${l.kind}-${l.key}`}
          dataSource={lines}
          data-testid="vs-fees"
          columns={[
            { title: t('vatService.preview.fee.country'), dataIndex: 'key', render: (c: string) => <CountryLabel code={c} /> },
            { title: t('vatService.preview.fee.kind'), dataIndex: 'kind', render: (k: string) => t(`vatService.kind.${k}`) },
            { title: t('vatService.preview.fee.once'), dataIndex: 'once', align: 'right' },
            { title: t('vatService.preview.fee.perYear'), dataIndex: 'perYear', align: 'right' },
            { title: t('vatService.preview.fee.years'), dataIndex: 'years', align: 'right' },
            { title: t('vatService.preview.fee.subtotal'), dataIndex: 'amount', align: 'right' },
          ]}
        />
        <Typography.Title level={5} style={{ textAlign: 'right', marginTop: 12 }} data-testid="vs-total">
          {t('vatService.preview.fee.total', { total: feeTotal(lines).total })}
        </Typography.Title>
      </ProCard>
    </div>
  );
}
