/**
 * `/lux-invoice/upload-lux-invoice` (guarded; issue #24): upload Amazon's Luxembourg fee invoices (PDF
 * or CSV, scene `lux-invoice`: checked in the browser by name, size and bytes, then on the server by
 * the real reader). Each file gets its own result: the invoices read (number, marketplace, month, net
 * fees) with the declaration they were written into, or the server's Chinese refusal — the file name
 * stays on screen either way, and nothing of a refused file is stored.
 */
import { InboxOutlined } from '@ant-design/icons';
import { history, Link } from '@umijs/max';
import { Alert, Button, Card, List, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { PageContainer } from '@ant-design/pro-components';
import { acceptAttr } from '@/core/upload';
import { useT } from '@/hooks/useT';
import { uploadFile } from '@/services/upload';
import { uploadLuxInvoice, type LuxInvoiceRow } from '@/services/lux-invoice';
import '@/locales/areas/lux-invoice';

const SCENE = 'lux-invoice';

/** One chosen file and what became of it. */
interface FileResult {
  uid: string;
  name: string;
  state: 'reading' | 'done' | 'refused';
  invoices?: LuxInvoiceRow[];
  error?: string;
}

export default function UploadLuxInvoicePage() {
  const t = useT();
  const [results, setResults] = useState<FileResult[]>([]);
  const patch = (uid: string, p: Partial<FileResult>) =>
    setResults((list) => list.map((r) => (r.uid === uid ? { ...r, ...p } : r)));

  const handle = async (file: File, uid: string) => {
    setResults((list) => [{ uid, name: file.name, state: 'reading' }, ...list]);
    try {
      const up = await uploadFile(file, { scene: SCENE }, { skipErrorMessage: true });
      const r = await uploadLuxInvoice({ key: up.key, name: file.name }, { skipErrorMessage: true });
      patch(uid, { state: 'done', invoices: r.invoices });
    } catch (e) {
      patch(uid, { state: 'refused', error: (e as Error)?.message });
    }
  };

  return (
    <PageContainer title={t('title.luxInvoice.upload')} onBack={() => history.push('/lux-invoice')}>
      <Card>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('luxInvoice.upload.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('luxInvoice.upload.desc')}</Typography.Paragraph>
        <div data-testid="lux-drop">
          <Upload.Dragger
            multiple
            accept={acceptAttr(SCENE)}
            showUploadList={false}
            customRequest={({ file, onSuccess }) => {
              const f = file as File & { uid: string };
              void handle(f, f.uid).then(() => onSuccess?.({}));
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('luxInvoice.upload.drop')}</p>
          </Upload.Dragger>
        </div>
        <List
          style={{ marginTop: 16 }}
          dataSource={results}
          rowKey="uid"
          renderItem={(r) => (
            <List.Item key={r.uid} data-testid="lux-result" data-state={r.state}>
              {r.state === 'reading' && (
                <Typography.Text>{t('luxInvoice.upload.reading', { name: r.name })}</Typography.Text>
              )}
              {r.state === 'refused' && (
                <Alert
                  style={{ width: '100%' }}
                  type="error"
                  showIcon
                  message={t('luxInvoice.upload.refused', { name: r.name })}
                  description={r.error}
                />
              )}
              {r.state === 'done' && (
                <Alert
                  style={{ width: '100%' }}
                  type="success"
                  showIcon
                  message={t('luxInvoice.upload.done', { name: r.name, count: r.invoices!.length })}
                  description={
                    <Space direction="vertical" size={4}>
                      {r.invoices!.map((inv) => (
                        <div key={inv.id} data-testid="lux-read">
                          <Typography.Text strong>{inv.invoiceNumber}</Typography.Text> · {inv.marketplace} ·{' '}
                          {inv.month} · {inv.net} {inv.currency} ·{' '}
                          {t('luxInvoice.upload.lines', { count: inv.lines.length })}
                          <br />
                          {inv.declarationId ? (
                            <Link to={`/user/declare/view-data?id=${inv.declarationId}`} data-testid="lux-fed">
                              {t('luxInvoice.upload.fed', {
                                id: inv.declarationId,
                                period: inv.declarationPeriod ?? '',
                              })}
                            </Link>
                          ) : (
                            <Typography.Text type="secondary">{inv.note}</Typography.Text>
                          )}
                        </div>
                      ))}
                    </Space>
                  }
                />
              )}
            </List.Item>
          )}
        />
        <Button style={{ marginTop: 16 }} onClick={() => history.push('/lux-invoice')}>
          {t('luxInvoice.upload.back')}
        </Button>
      </Card>
    </PageContainer>
  );
}
