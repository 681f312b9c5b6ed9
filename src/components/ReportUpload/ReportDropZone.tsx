import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { REPORT_UPLOAD_ACCEPT } from '@/constants/upload';

/** Props of {@link ReportDropZone}: what to do with each file, and the two lines of text (already translated). */
interface ReportDropZoneProps {
  /** Called once per dropped or chosen file, in order (antd calls it per file, in microtasks). */
  onFile: (file: File) => void;
  text: string;
  hint: string;
  disabled?: boolean;
}

/**
 * The drop zone of Amazon VAT reports (csv, xlsx, txt, zip; `REPORT_UPLOAD_ACCEPT`): antd's
 * `Upload.Dragger` with no list of its own — the caller keeps and shows the files (the calculator's
 * `ReportUpload`, the agents' many-report upload).
 */
export function ReportDropZone({ onFile, text, hint, disabled }: ReportDropZoneProps) {
  return (
    <Upload.Dragger
      multiple
      accept={REPORT_UPLOAD_ACCEPT}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file) => {
        onFile(file as unknown as File);
        return Upload.LIST_IGNORE;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{text}</p>
      <p className="ant-upload-hint">{hint}</p>
    </Upload.Dragger>
  );
}
