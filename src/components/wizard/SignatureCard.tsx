/**
 * The e-signature of a service agreement (issue #10, moved into the wizard kit for issue #18): `GET
 * /api/vat-tax/sign-url` gives a link to `/global/signature` (opened in a new tab), then `GET
 * /api/vat-tax/sign-result` is polled (`usePolling`, 1.5 s) until it is signed or expired. The
 * signature id is kept in session storage per draft slot, so a return to the preview keeps it and
 * the submit reads it ({@link storedSignId}).
 */
import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
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
    // storage disabled (privacy mode): no signature kept, the card asks to sign
    return undefined;
  }
}

/**
 * The e-signature block: start (the agreement names the applicant company `companyName` — for an
 * agent, the client's), link, polled state; `onSigned` runs once it is signed (the preview's stale
 * "请先签署服务协议" goes away).
 */
export default function SignatureCard({ slot, companyName, onSigned }: { slot: string; companyName?: string; onSigned?: () => void }) {
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

