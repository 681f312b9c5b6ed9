/**
 * `/user/declare/my-declare/upload-tax-template` (open; issue #12, spec §2): data that does not come
 * from Amazon — other marketplaces, the own shop, purchases and import VAT — typed into the
 * platform's template. Choose the import type (`GET /api/vat-declare/batch-import/type`), download
 * its `.xlsx` template (`POST /api/vat-declare/tax-import-template`), upload the filled file
 * (`uploadFile`, then `POST /api/vat-declare/batch-import/v2`) and go on to the temporary data set
 * (`/user/declare/my-declare/temporaryDataSet?id=`). A file refused as a whole says why here; the
 * chosen type stays. A guest sees what the page is for and a login button.
 */
import { InboxOutlined } from '@ant-design/icons';
import { history, Link } from '@umijs/max';
import { Alert, Button, Card, List, Radio, Skeleton, Space, Steps, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { templateColumns, type ImportType } from '@/core/imports/template';
import { MAX_FILE_BYTES } from '@/core/imports/sheet';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getImportTemplate, importTemplate, listImportTypes, listTemplateImports } from '@/services/imports';
import { uploadFile } from '@/services/upload';
import { LoadFailed, OpenPage } from '@/components/OpenPage';
import { downloadLink } from '@/core/utils/download';
import { UploadHint } from '@/components/wizard/FileField';
import { acceptAttr } from '@/core/upload';
import '@/locales/areas/imports';

function UploadTemplate() {
  const t = useT();
  const types = useApi(() => listImportTypes({ skipErrorMessage: true }));
  const open = useApi(() => listTemplateImports({ status: 'open', perPage: 5 }, { skipErrorMessage: true }));
  const [type, setType] = useState<ImportType>('platform');
  const [downloading, setDownloading] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ name: string; message: string } | null>(null);
  const label = types.data?.find((x) => x.value === type)?.label ?? '';
  const source = templateColumns(type).find((c) => c.key === 'source')!.header;

  if (types.error) return <LoadFailed error={types.error} onRetry={types.refresh} />;
  if (!types.data) return <Skeleton active />;

  const download = async () => {
    setDownloading(true);
    try {
      downloadLink(await getImportTemplate(type));
    } catch {
      /* shown by the request layer */
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (file: File) => {
    setRefused(null);
    if (!/\.xlsx$/i.test(file.name)) return setRefused({ name: file.name, message: t('imports.template.fileType') });
    if (file.size > MAX_FILE_BYTES) return setRefused({ name: file.name, message: t('imports.template.fileSize') });
    setBusy(file.name);
    try {
      const f = await uploadFile(file, { scene: 'tax-import' });
      const r = await importTemplate({ key: f.key, type }, { skipErrorMessage: true });
      history.push(`/user/declare/my-declare/temporaryDataSet?id=${r.id}`);
    } catch (e) {
      setRefused({ name: file.name, message: (e as Error).message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Paragraph>{t('imports.template.intro')}</Typography.Paragraph>
      <Steps
        current={busy ? 1 : 0}
        items={[
          { title: t('imports.template.step.type') },
          { title: t('imports.template.step.fill') },
          { title: t('imports.template.step.review') },
        ]}
      />
      <Card title={t('imports.template.step.type')}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Radio.Group
            aria-label={t('imports.template.type')}
            optionType="button"
            buttonStyle="solid"
            value={type}
            onChange={(e) => setType(e.target.value)}
            options={types.data.map((x) => ({ value: x.value, label: x.label }))}
            data-testid="imports-type"
          />
          <Typography.Text type="secondary">{t('imports.template.columns', { source })}</Typography.Text>
          <Button onClick={download} loading={downloading} data-testid="imports-download-template">
            {downloading ? t('imports.template.downloading') : t('imports.template.download', { type: label })}
          </Button>
        </Space>
      </Card>
      <Card title={t('imports.template.step.fill')}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {refused && (
            <Alert
              type="error"
              showIcon
              closable
              onClose={() => setRefused(null)}
              message={t('imports.template.refused', { name: refused.name })}
              description={refused.message}
              data-testid="imports-refused"
            />
          )}
          <Upload.Dragger
            accept={acceptAttr('tax-import')}
            multiple={false}
            showUploadList={false}
            disabled={!!busy}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
            data-testid="imports-upload"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              {busy ? t('imports.template.uploading', { name: busy }) : t('imports.template.upload')}
            </p>
            <p className="ant-upload-hint">{t('imports.template.uploadHint')}</p>
            <p className="ant-upload-hint">
              <UploadHint scene="tax-import" testId="imports-upload-hint" />
            </p>
          </Upload.Dragger>
          <Link to="/user/declare/gb-data-conversion">{t('imports.template.gbLink')}</Link>
        </Space>
      </Card>
      {!!open.data?.list.length && (
        <Card title={t('imports.template.open')}>
          <List
            size="small"
            dataSource={open.data.list}
            data-testid="imports-open"
            renderItem={(x) => (
              <List.Item
                actions={[
                  <Link key="go" to={`/user/declare/my-declare/temporaryDataSet?id=${x.id}`}>
                    {t('imports.template.openGo')}
                  </Link>,
                ]}
              >
                <Space wrap>
                  <Typography.Text>{x.fileName}</Typography.Text>
                  <Tag>{x.typeLabel}</Tag>
                  <Typography.Text type="secondary">{x.createdAt}</Typography.Text>
                  {x.errorRows > 0 && <Tag color="error">{t('imports.dataSet.fixFirst', { count: x.errorRows })}</Tag>}
                </Space>
              </List.Item>
            )}
          />
        </Card>
      )}
    </Space>
  );
}

/** The page. */
export default function UploadTaxTemplatePage() {
  const t = useT();
  return (
    <OpenPage
      title={t('title.imports.template')}
      guestTitle={t('imports.template.guest.title')}
      guestText={t('imports.template.guest.text')}
    >
      {() => <UploadTemplate />}
    </OpenPage>
  );
}
