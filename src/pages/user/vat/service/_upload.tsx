/**
 * A file field of the VAT service wizard: uploads through `POST /api/vat-tax/upload` (spec §7, signed by
 * the upload-sign call: `uploadVatFile`), then
 * runs `onUploaded` (OCR, FBA recognition…) BEFORE reporting the new value, so values the callback
 * writes into the form reach the draft with the same change. A refused or failed upload or
 * recognition shows its Chinese message under the field and keeps the previous value.
 */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { VatServiceFile } from '@/core/vat-service';
import { useT } from '@/hooks/useT';
import { uploadVatFile } from '@/services/vat-service';
import '@/locales/areas/vat-service';

/** Props of {@link FileField} (`value` / `onChange` from the Form.Item). */
export interface FileFieldProps {
  value?: VatServiceFile[];
  onChange?: (files: VatServiceFile[]) => void;
  /** Storage scene of the upload (`vat-licence`, `vat-idcard`…). */
  scene: string;
  /** At most this many files (default 1: a new upload replaces the old one). */
  max?: number;
  /** Runs after the upload; a rejection's message is shown and the file is not kept. */
  onUploaded?: (file: VatServiceFile) => Promise<void>;
  /** Shown while `onUploaded` runs. */
  busyText?: string;
  testId?: string;
  accept?: string;
}

/** The file field. */
export default function FileField({ value, onChange, scene, max = 1, onUploaded, busyText, testId, accept = '.png,.jpg,.jpeg,.pdf' }: FileFieldProps) {
  const t = useT();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const files = value ?? [];

  const handle = async (file: File) => {
    setError(undefined);
    setBusy(t('vatService.upload'));
    try {
      const stored = await uploadVatFile(file, scene, { skipErrorMessage: true });
      const f = { key: stored.key, name: file.name || stored.name };
      if (onUploaded) {
        setBusy(busyText ?? t('vatService.ocr.running'));
        await onUploaded(f);
      }
      onChange?.(max === 1 ? [f] : [...files, f].slice(-max));
    } catch (e) {
      setError((e as Error)?.message || t('vatService.upload.failed'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div data-testid={testId}>
      <Space direction="vertical" size={4}>
        <Upload
          accept={accept}
          showUploadList={false}
          beforeUpload={(file) => {
            void handle(file as unknown as File);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={!!busy} data-testid={testId ? `${testId}-button` : undefined}>
            {busy ?? t('vatService.upload')}
          </Button>
        </Upload>
        {files.map((f) => (
          <Space key={f.key} size={4}>
            <Typography.Text data-testid={testId ? `${testId}-file` : undefined}>{f.name}</Typography.Text>
            <Button type="text" size="small" aria-label={t('vatService.upload.remove')} icon={<DeleteOutlined />} onClick={() => onChange?.(files.filter((x) => x.key !== f.key))} />
          </Space>
        ))}
        {error && (
          <Typography.Text type="danger" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
            {error}
          </Typography.Text>
        )}
      </Space>
    </div>
  );
}
