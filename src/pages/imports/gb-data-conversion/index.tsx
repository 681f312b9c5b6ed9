/**
 * `/user/declare/gb-data-conversion` (guarded; issue #12, spec §2): UK returns an agent or seller kept
 * in other formats — another agent's spreadsheet of the nine boxes per period, bridging files —
 * converted into GB declarations. Upload `.xlsx`/`.csv` (`uploadFile`, then `POST /api/gb-tax-import`)
 * and go to its results; the list of imports (`GET /api/gb-tax-import`: file, uploaded at, rows
 * accepted / refused / duplicate, status) with 查看结果 and 确认创建 (`POST /api/gb-tax-import/{id}`).
 * A sample file shows the format (`GET /api/gb-tax-import/sample`).
 */
import { history, Link } from '@umijs/max';
import { Alert, Button, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import ListPage from '@/components/ListPage';
import { ConfirmAction } from '@/components/ListPage/ConfirmAction';
import { statusColumn } from '@/components/ListPage/StatusTag';
import { GB_IMPORT_STATUS_MAP } from '@/core/imports/gb';
import { MAX_FILE_BYTES } from '@/core/imports/sheet';
import { useT } from '@/hooks/useT';
import { confirmGbImport, getGbSample, listGbImports, uploadGbImport, type GbImportSummary } from '@/services/imports';
import { uploadFile } from '@/services/upload';
import { listVatTax } from '@/services/vat-tax';
import { useApi } from '@/hooks/useApi';
import { downloadLink } from '@/core/utils/download';
import { UploadHint } from '@/components/wizard/FileField';
import { acceptAttr } from '@/core/upload';
import '@/locales/areas/imports';

/** Upload a GB file and open its results; a file refused whole says why above the list. */
function UploadButton({ onRefused }: { onRefused: (r: { name: string; message: string } | null) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept={acceptAttr('gb-import')}
      showUploadList={false}
      beforeUpload={async (file) => {
        onRefused(null);
        if (!/\.(xlsx|csv)$/i.test(file.name)) {
          onRefused({ name: file.name, message: t('imports.gb.fileType') });
          return Upload.LIST_IGNORE;
        }
        if (file.size > MAX_FILE_BYTES) {
          onRefused({ name: file.name, message: t('imports.template.fileSize') });
          return Upload.LIST_IGNORE;
        }
        setBusy(true);
        try {
          const f = await uploadFile(file, { scene: 'gb-import' });
          const r = await uploadGbImport(f.key, { skipErrorMessage: true });
          history.push(`/user/declare/gb-data-conversion/import-results?id=${r.id}`);
        } catch (e) {
          onRefused({ name: file.name, message: (e as Error).message });
        } finally {
          setBusy(false);
        }
        return false;
      }}
    >
      <Button type="primary" loading={busy} data-testid="gb-upload">
        {busy ? t('imports.gb.uploading') : t('imports.gb.upload')}
      </Button>
    </Upload>
  );
}

/** The page. */
export default function GbDataConversionPage() {
  const t = useT();
  const [refused, setRefused] = useState<{ name: string; message: string } | null>(null);
  // The sample follows the chosen GB number's HMRC stagger (issue #25): pick the number first.
  const numbers = useApi(() => listVatTax({ countryCode: 'GB', status: 3, per_page: 100 }, { skipErrorMessage: true }));
  const gbNumbers = (numbers.data?.list ?? []).filter((n) => !!n.vatNumber);
  const [sampleVrn, setSampleVrn] = useState<string>();
  const chosen = sampleVrn ?? gbNumbers[0]?.vatNumber;
  const sample = async () => {
    try {
      downloadLink(await getGbSample(chosen));
    } catch {
      /* shown by the request layer */
    }
  };
  return (
    <ListPage<GbImportSummary>
      request={listGbImports}
      rowKey="id"
      testId="gb-imports"
      content={
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('imports.gb.intro')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="gb-stagger-help">
            {t('imports.gb.stagger')}
          </Typography.Paragraph>
          <Link to="/user/declare/my-declare/upload-tax-template">{t('imports.gb.templateLink')}</Link>
          {refused && (
            <Alert
              type="error"
              showIcon
              closable
              onClose={() => setRefused(null)}
              message={t('imports.gb.refused', { name: refused.name })}
              description={refused.message}
              data-testid="gb-refused"
            />
          )}
        </Space>
      }
      toolBar={() => [
        gbNumbers.length > 0 ? (
          <Select
            key="sample-vrn"
            value={chosen}
            onChange={setSampleVrn}
            style={{ width: 300 }}
            aria-label={t('imports.gb.sampleFor')}
            data-testid="gb-sample-vrn"
            options={gbNumbers.map((n) => ({
              value: n.vatNumber,
              label: t('imports.gb.sampleOption', { vrn: n.vatNumber, company: n.companyName, group: n.stagger ?? 1 }),
            }))}
          />
        ) : null,
        <Button key="sample" onClick={sample} data-testid="gb-sample">
          {t('imports.gb.sample')}
        </Button>,
        <UploadHint key="hint" scene="gb-import" testId="gb-upload-hint" />,
        <UploadButton key="upload" onRefused={setRefused} />,
      ]}
      emptyText={({ filtered }) => (filtered ? undefined : t('imports.gb.empty'))}
      columns={(kit) => [
        { title: t('imports.gb.search'), dataIndex: 'q', hideInTable: true },
        { title: t('imports.gb.col.file'), dataIndex: 'fileName', search: false, ellipsis: true },
        { title: t('imports.gb.col.uploadedAt'), dataIndex: 'uploadedAt', search: false, width: 170 },
        { title: t('imports.gb.col.rows'), dataIndex: 'rows', search: false, width: 64 },
        { title: t('imports.gb.col.accepted'), dataIndex: 'accepted', search: false, width: 72 },
        {
          title: t('imports.gb.col.refused'),
          dataIndex: 'refused',
          search: false,
          width: 72,
          render: (_, r) => <Typography.Text type={r.refused ? 'danger' : undefined}>{r.refused}</Typography.Text>,
        },
        { title: t('imports.gb.col.duplicate'), dataIndex: 'duplicate', search: false, width: 64 },
        statusColumn<GbImportSummary>(t, GB_IMPORT_STATUS_MAP, {
          title: t('imports.gb.col.status'),
          dataIndex: 'status',
          width: 120,
        }),
        {
          title: t('imports.gb.col.actions'),
          key: 'actions',
          search: false,
          width: 170,
          render: (_, r) => (
            <Space>
              <Link to={`/user/declare/gb-data-conversion/import-results?id=${r.id}`} data-testid={`gb-view-${r.id}`}>
                {t('imports.gb.view')}
              </Link>
              {r.status === 'pending' && r.accepted > 0 && (
                <ConfirmAction
                  title={t('imports.gb.confirmTitle', { count: r.accepted })}
                  onConfirm={() => confirmGbImport(r.id)}
                  successText={t('imports.gb.confirmDone', { count: r.accepted })}
                  onDone={kit.reload}
                  data-testid={`gb-confirm-${r.id}`}
                >
                  {t('imports.gb.confirm')}
                </ConfirmAction>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
