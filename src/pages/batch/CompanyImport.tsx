/**
 * 导入客户公司 (issue #12, spec §7 `POST /api/seller-report/company-import`): download the template
 * (built here with `xlsx`: the columns of src/core/batch/companies.ts and one example row), upload the
 * filled `.xlsx`, see the result row by row (added, updated, refused with each problem). A refused
 * file keeps the dialog open with the server's reason; closing after an import reloads the board.
 */
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { COMPANY_IMPORT_COLUMNS, COMPANY_IMPORT_EXAMPLE, COMPANY_IMPORT_MAX_ROWS } from '@/core/batch/companies';
import { loadXlsx } from '@/core/utils/xlsx';
import { useT } from '@/hooks/useT';
import { importClientCompanies, type CompanyImportResult } from '@/services/batch';
import { uploadFile } from '@/services/upload';
import { UploadHint } from '@/components/wizard/FileField';
import { acceptAttr } from '@/core/upload';
import '@/locales/areas/batch';

const STATUS_COLOR = { added: 'success', updated: 'blue', error: 'error' } as const;

/** The import dialog; `onClose(changed)` tells whether companies were added or updated. */
export default function CompanyImport({ open, onClose }: { open: boolean; onClose: (changed: boolean) => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CompanyImportResult>();
  const [error, setError] = useState<string>();

  async function template() {
    const XLSX = await loadXlsx();
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([[...COMPANY_IMPORT_COLUMNS], [...COMPANY_IMPORT_EXAMPLE]]),
      'sheet1',
    );
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        [t('batch.import.tplColumn'), t('batch.import.tplMeaning')],
        ...COMPANY_IMPORT_COLUMNS.map((c, i) => [c, t(`batch.import.tplHelp.${i}`)]),
      ]),
      t('batch.import.tplHelpSheet'),
    );
    XLSX.writeFile(wb, t('batch.import.tplName'), { bookType: 'xlsx', compression: true });
  }

  async function send(file: File) {
    setError(undefined);
    setResult(undefined);
    if (!/\.xlsx$/i.test(file.name)) {
      setError(t('batch.import.notXlsx', { name: file.name }));
      return;
    }
    setBusy(true);
    try {
      const stored = await uploadFile(file, { scene: 'company-import' }, { skipErrorMessage: true });
      const r = await importClientCompanies(stored.key, { skipErrorMessage: true });
      setResult(r);
      if (r.added + r.updated > 0) message.success(t('batch.import.done', { added: r.added, updated: r.updated }));
    } catch (e) {
      const err = e as {
        message?: string;
        body?: { errorMessage?: string };
        response?: { data?: { errorMessage?: string } };
      };
      setError(err.body?.errorMessage || err.response?.data?.errorMessage || t('batch.import.failed'));
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    const changed = !!result && result.added + result.updated > 0;
    setResult(undefined);
    setError(undefined);
    onClose(changed);
  };

  return (
    <Modal
      open={open}
      title={t('batch.import.title')}
      onCancel={close}
      width={760}
      footer={<Button onClick={close}>{t('batch.import.close')}</Button>}
      destroyOnClose
    >
      <Space direction="vertical" style={{ width: '100%' }} data-testid="company-import">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('batch.import.intro', { max: COMPANY_IMPORT_MAX_ROWS })}
        </Typography.Paragraph>
        <Button icon={<DownloadOutlined />} onClick={() => void template()} data-testid="company-template">
          {t('batch.import.template')}
        </Button>
        <div data-testid="company-drop">
          <Upload.Dragger
            accept={acceptAttr('company-import')}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void send(file as unknown as File);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{busy ? t('batch.import.busy') : t('batch.import.drag')}</p>
            <p className="ant-upload-hint">
              <UploadHint scene="company-import" />
            </p>
          </Upload.Dragger>
        </div>
        {error && <Alert type="error" showIcon message={error} data-testid="company-import-error" />}
        {result && (
          <>
            <Alert
              type={result.failed ? 'warning' : 'success'}
              showIcon
              message={t('batch.import.summary', {
                added: result.added,
                updated: result.updated,
                failed: result.failed,
              })}
              data-testid="company-import-summary"
            />
            <Table
              size="small"
              rowKey="row"
              pagination={result.rows.length > 10 ? { pageSize: 10 } : false}
              dataSource={result.rows}
              onRow={(r) =>
                ({ 'data-testid': 'company-import-row', 'data-status': r.status }) as React.HTMLAttributes<HTMLElement>
              }
              columns={[
                { title: t('batch.import.col.row'), dataIndex: 'row', width: 70 },
                { title: t('batch.import.col.name'), dataIndex: 'name', width: 220 },
                {
                  title: t('batch.import.col.status'),
                  dataIndex: 'status',
                  width: 90,
                  render: (s: keyof typeof STATUS_COLOR) => (
                    <Tag color={STATUS_COLOR[s]}>{t(`batch.import.status.${s}`)}</Tag>
                  ),
                },
                {
                  title: t('batch.import.col.errors'),
                  dataIndex: 'errors',
                  render: (errors: string[]) =>
                    errors.length ? (
                      <ul style={{ margin: 0, paddingLeft: 16 }}>
                        {errors.map((e) => (
                          <li key={e}>
                            <Typography.Text type="danger">{e}</Typography.Text>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      '-'
                    ),
                },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
