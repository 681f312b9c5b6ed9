/**
 * The share dialog of the VAT numbers list: the read-only link `POST /api/vat-tax/share` answered
 * (made absolute on the console's origin), a copy button (antd Typography `copyable`) and when the
 * link expires.
 */
import { Button, Modal, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@/hooks/useT';
import type { VatTaxShareLink } from '@/services/vat-tax';
import '@/locales/areas/vat-tax';

/** Props: the link to show (`null`: closed) with the number of shared numbers. */
interface ShareModalProps {
  share: { link: VatTaxShareLink; count: number } | null;
  onClose: () => void;
}

/** The dialog. */
export default function ShareModal({ share, onClose }: ShareModalProps) {
  const t = useT();
  const url = share ? new URL(share.link.url, window.location.origin).toString() : '';
  return (
    <Modal
      open={!!share}
      title={t('vatTax.share.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('vatTax.share.close')}
        </Button>
      }
    >
      {share && (
        <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="vat-share-dialog">
          <Typography.Text type="secondary">{t('vatTax.share.desc', { count: share.count })}</Typography.Text>
          <div>
            <Typography.Text strong>{t('vatTax.share.link')}</Typography.Text>
            <Typography.Paragraph
              copyable={{ text: url }}
              style={{ margin: '4px 0 0', padding: '8px 12px', background: '#f5f5f5', borderRadius: 6, wordBreak: 'break-all' }}
              data-testid="vat-share-link"
            >
              {url}
            </Typography.Paragraph>
          </div>
          <Typography.Text data-testid="vat-share-expires">{t('vatTax.share.expires', { at: dayjs(share.link.expiresAt).format('YYYY-MM-DD HH:mm') })}</Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
