/**
 * What the VAT service preview shows besides the steps (issue #10): the documents to prepare for the
 * chosen countries, the fees per country and year with their total (big.js, src/core/vat-service),
 * and the e-signature of the service agreement: `GET /api/vat-tax/sign-url` gives a link to
 * `/global/signature`, then `GET /api/vat-tax/sign-result` is polled until it is signed or expired.
 * The signature id is kept in session storage per draft (a return to the preview keeps it).
 */
import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { CountryLabel } from '@/components/CountrySelect';
import { feeLines, feeTotal, registerDocuments, transferDocuments, type VatServiceValues } from '@/core/vat-service';
import { usePolling } from '@/hooks/usePolling';
import { useT } from '@/hooks/useT';
import { fetchSignResult, fetchSignUrl } from '@/services/vat-service';
import '@/locales/areas/vat-service';

/** Session-storage key of the signature of a draft slot. */
export const signKey = (slot: string) => `yishui.vatService.sign.${slot}`;

/** The signature id stored for `slot`, or `undefined`. */
export function storedSignId(slot: string): string | undefined {
  try {
    return window.sessionStorage.getItem(signKey(slot)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The documents of the chosen countries, each once, in order. */
function documentsOf(v: VatServiceValues): string[] {
  const all = [...(v.registerCountry ?? []).flatMap(registerDocuments), ...(v.transferCountry ?? []).flatMap(transferDocuments)];
  return [...new Set(all)];
}

/**
 * The e-signature block: start (the agreement names the applicant company `companyName` — for an
 * agent, the client's), link, polled state; `onSigned` runs once it is signed (the preview's stale
 * "请先签署服务协议" goes away).
 */
function Signature({ slot, companyName, onSigned }: { slot: string; companyName?: string; onSigned?: () => void }) {
  const t = useT();
  const [signId, setSignId] = useState<string | undefined>(() => storedSignId(slot));
  const [link, setLink] = useState<string>();
  const [starting, setStarting] = useState(false);
  const [settled, setSettled] = useState(false);
  const result = usePolling(() => fetchSignResult(signId!, { skipErrorMessage: true }), settled ? 0 : 1500, {
    ready: !!signId,
    refreshDeps: [signId],
    onSuccess: (d) => {
      setSettled(d.status !== 'pending');
      if (d.status === 'signed') onSigned?.();
    },
  });
  const status = result.data?.status;
  const start = async () => {
    setStarting(true);
    try {
      const r = await fetchSignUrl({ companyName: companyName?.trim() || undefined });
      window.sessionStorage.setItem(signKey(slot), r.signId);
      setSettled(false);
      setSignId(r.signId);
      setLink(r.url);
      window.open(r.url, '_blank', 'noopener');
    } finally {
      setStarting(false);
    }
  };
  return (
    <ProCard bordered title={t('vatService.preview.sign')} style={{ marginTop: 16 }} data-testid="vs-sign" data-status={status ?? (signId ? 'pending' : 'none')}>
      {status === 'signed' ? (
        <Alert type="success" showIcon message={t('vatService.preview.sign.signed', { name: result.data!.signerName, at: result.data!.signedAt })} />
      ) : (
        <Space direction="vertical">
          {status === 'expired' && <Alert type="warning" showIcon message={t('vatService.preview.sign.expired')} />}
          {signId && status !== 'expired' && <Typography.Text type="secondary">{t('vatService.preview.sign.pending')}</Typography.Text>}
          {link && status !== 'expired' && (
            <a href={link} target="_blank" rel="noopener noreferrer" data-testid="vs-sign-link">
              {t('vatService.preview.sign.open')}
            </a>
          )}
          {(!signId || status === 'expired' || !link) && (
            <Button type={signId ? 'default' : 'primary'} loading={starting} onClick={() => void start()} data-testid="vs-sign-start">
              {t('vatService.preview.sign.start')}
            </Button>
          )}
        </Space>
      )}
    </ProCard>
  );
}

/** The preview's extra content for `values` of draft slot `slot`; `onSigned` when the agreement is signed. */
export default function PreviewExtra({ values, slot, onSigned }: { values: VatServiceValues; slot: string; onSigned?: () => void }) {
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
          rowKey={(l) => `${l.kind}-${l.countryCode}`}
          dataSource={lines}
          data-testid="vs-fees"
          columns={[
            { title: t('vatService.preview.fee.country'), dataIndex: 'countryCode', render: (c: string) => <CountryLabel code={c} /> },
            { title: t('vatService.preview.fee.kind'), dataIndex: 'kind', render: (k: string) => t(`vatService.kind.${k}`) },
            { title: t('vatService.preview.fee.once'), dataIndex: 'once', align: 'right' },
            { title: t('vatService.preview.fee.perYear'), dataIndex: 'perYear', align: 'right' },
            { title: t('vatService.preview.fee.years'), dataIndex: 'years', align: 'right' },
            { title: t('vatService.preview.fee.subtotal'), dataIndex: 'subtotal', align: 'right' },
          ]}
        />
        <Typography.Title level={5} style={{ textAlign: 'right', marginTop: 12 }} data-testid="vs-total">
          {t('vatService.preview.fee.total', { total: feeTotal(lines) })}
        </Typography.Title>
      </ProCard>
      <Signature slot={slot} companyName={values.companyName} onSigned={onSigned} />
    </div>
  );
}
