/**
 * The wizard kit's file field (issue #18, #19): a Form.Item control (`value` / `onChange`: the list of
 * stored files `{ key, name }`, kept in the wizard's draft with the other values) over the
 * upload-sign flow. Before choosing, the field states what it accepts and the size limit of its
 * `scene` (src/core/upload). A chosen file is checked in the browser by name, size and first bytes
 * exactly as the server checks it (an `.html`, an HTML page renamed `.png`, an SVG, a file over the
 * limit are refused with a Chinese message under the field, nothing is sent); then uploaded (`upload`,
 * default the upload-sign flow of src/services/upload.ts); then `onUploaded` runs (OCR, recognition…)
 * BEFORE the new value is reported, so the values it writes into the form reach the draft with the
 * same change. A refused or failed upload or recognition shows its message (the server's Chinese
 * text, never the HTTP library's) and keeps the previous value.
 */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { acceptAttr, acceptText, uploadScene } from '@/core/upload';
import { useT } from '@/hooks/useT';
import type { AppRequestOptions } from '@/request/types';
import { checkUploadFile, uploadFile } from '@/services/upload';
import '@/locales/areas/wizard-kit';

/** A stored file of a file field: its storage key and the name the user chose. */
export interface WizardFile {
  key: string;
  name: string;
}

/** How a file is sent: resolves with the stored file; rejects with a Chinese message. */
export type WizardUploader = (file: File, scene: string, opts: AppRequestOptions) => Promise<{ key: string; name: string }>;

/** The default uploader: the upload-sign flow (`GET /api/upload/sign`, then the signed POST). */
const signedUpload: WizardUploader = (file, scene, opts) => uploadFile(file, { scene }, opts);

/**
 * What an upload `scene` accepts and its limit, as one line ("支持 PNG、JPG、JPEG、PDF，单个文件不超过
 * 20 MB"), to show beside any upload button before a file is chosen (FileField shows it itself).
 */
export function UploadHint({ scene, testId }: { scene: string; testId?: string }) {
  const t = useT();
  return (
    <Typography.Text type="secondary" data-testid={testId}>
      {t('wizardKit.upload.hint', { accept: acceptText(scene), maxMb: uploadScene(scene).maxMb })}
    </Typography.Text>
  );
}

/** Props of {@link FileField} (`value` / `onChange` come from the Form.Item). */
export interface FileFieldProps {
  value?: WizardFile[];
  onChange?: (files: WizardFile[]) => void;
  /** Upload scene: its accept list and limit (src/core/upload `UPLOAD_SCENES`) and storage path. */
  scene: string;
  /** At most this many files (default 1: a new upload replaces the old one). */
  max?: number;
  /** Runs after the upload; a rejection's message is shown and the file is not kept. */
  onUploaded?: (file: WizardFile) => Promise<void>;
  /** Shown while `onUploaded` runs (default 正在识别…). */
  busyText?: string;
  /** How the file is sent (default {@link signedUpload}; the VAT wizard passes `uploadVatFile`). */
  upload?: WizardUploader;
  /** `data-testid` of the field; `-button`, `-hint`, `-file`, `-error` of its parts. */
  testId?: string;
}

/** The file field. */
export default function FileField({ value, onChange, scene, max = 1, onUploaded, busyText, upload = signedUpload, testId }: FileFieldProps) {
  const t = useT();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const files = value ?? [];
  const tid = (part: string) => (testId ? `${testId}-${part}` : undefined);

  const handle = async (file: File) => {
    setError(undefined);
    const refused = await checkUploadFile(file, scene);
    if (refused) {
      setError(t(refused.key, refused.params));
      return;
    }
    setBusy(t('wizardKit.upload.running'));
    try {
      const stored = await upload(file, scene, { skipErrorMessage: true });
      const f = { key: stored.key, name: file.name || stored.name };
      if (onUploaded) {
        setBusy(busyText ?? t('wizardKit.upload.processing'));
        await onUploaded(f);
      }
      onChange?.(max === 1 ? [f] : [...files, f].slice(-max));
    } catch (e) {
      setError((e as Error)?.message || t('wizardKit.upload.failed'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div data-testid={testId}>
      <Space direction="vertical" size={4}>
        <Space wrap>
          <Upload
            accept={acceptAttr(scene)}
            showUploadList={false}
            beforeUpload={(file) => {
              void handle(file as unknown as File);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={!!busy} data-testid={tid('button')}>
              {busy ?? t('wizardKit.upload.button')}
            </Button>
          </Upload>
          <UploadHint scene={scene} testId={tid('hint')} />
        </Space>
        {files.map((f) => (
          <Space key={f.key} size={4}>
            <Typography.Text data-testid={tid('file')}>{f.name}</Typography.Text>
            <Button type="text" size="small" aria-label={t('wizardKit.upload.remove')} icon={<DeleteOutlined />} onClick={() => onChange?.(files.filter((x) => x.key !== f.key))} />
          </Space>
        ))}
        {error && (
          <Typography.Text type="danger" role="alert" data-testid={tid('error')}>
            {error}
          </Typography.Text>
        )}
      </Space>
    </div>
  );
}
