/**
 * The declaration's 申报文件 card (issue #31): the filer's identity the authority's file needs beyond
 * the VAT number (editable until submission; kept with the VAT number), and — once the return is
 * generated — 下载申报文件: the mock builds the authority's own file from the return and checks it
 * against the official schema; a file that fails is never offered, the card lists the problems
 * (element and value, in Chinese) instead. A country without a public format says why and what to
 * use (the boxes above). Stored files list their schema, version and SHA-256 and download again.
 */
import { ModalForm, ProCard, ProFormText } from '@ant-design/pro-components';
import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { vatCountry } from '@/core/countries';
import { downloadUrl } from '@/core/utils/download';
import type { DeclareRow } from '@/core/declare/types';
import { useApi } from '@/hooks/useApi';
import type { Translate } from '@/hooks/useT';
import { buildFilingFile, getFilingFile, getFilingInfo, saveFiler, type DeclareFiler, type DeclareFilingInfo } from '@/services/declare';
import { RequestFailure } from '@/request/types';
import '@/locales/areas/declare';

/** One problem as the mock answers it (`FilingProblem` of src/core/filing/types.ts). */
interface Problem {
  kind: string;
  element?: string;
  value?: string;
  code?: string;
  message: string;
  detail?: string;
}

/** Saves a stored file of declaration `id` as a download (its text as a Blob, the authority's file name). */
async function saveFile(id: number, name: string): Promise<void> {
  const f = await getFilingFile(id, name);
  const url = URL.createObjectURL(new Blob([f.text], { type: f.mediaType }));
  downloadUrl(url, f.name);
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The problems a refused build answered (`data.problems`), or one problem with the failure's message. */
function problemsOf(e: unknown): Problem[] {
  if (e instanceof RequestFailure) {
    const data = e.body?.data as { problems?: Problem[] } | null | undefined;
    if (data?.problems?.length) return data.problems;
    return [{ kind: 'RULE', message: e.message }];
  }
  return [{ kind: 'RULE', message: String((e as Error)?.message ?? e) }];
}

/** The card; `d` is the declaration as the detail call answers it (its status says whether the file may still be built). */
export default function FilingCard({ d, t, generated }: { d: Pick<DeclareRow, 'id' | 'status' | 'countryCode' | 'vatNumber' | 'companyName'>; t: Translate; generated: boolean }) {
  const { message } = App.useApp();
  const info = useApi(() => getFilingInfo(d.id), { refreshDeps: [d.id, d.status] });
  const [problems, setProblems] = useState<Problem[]>([]);
  const [building, setBuilding] = useState(false);
  const data: DeclareFilingInfo | undefined = info.data;
  const submitted = d.status >= 6;

  const build = async () => {
    setBuilding(true);
    setProblems([]);
    try {
      const next = await buildFilingFile(d.id, { skipErrorMessage: true });
      info.mutate(next);
      for (const f of next.files) await saveFile(d.id, f.name);
      message.success(t('declare.filing.downloaded', { count: next.files.length }));
    } catch (e) {
      setProblems(problemsOf(e));
    } finally {
      setBuilding(false);
    }
  };

  if (!data) return <ProCard title={t('declare.filing.title')} loading={info.loading} />;
  const filer = data.filer;
  // the local fields the country's file needs, with the pack's own label (none where the file takes no such field)
  const pack = vatCountry(d.countryCode);
  const label = (f: 'taxId' | 'taxOffice') => {
    const v = pack?.filer[f];
    return typeof v === 'string' ? v : null;
  };
  const fields = { taxId: label('taxId'), taxOffice: label('taxOffice'), contact: !!data.format };
  return (
    <ProCard title={t('declare.filing.title')} data-testid="filing-card">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {data.none && <Alert type="info" showIcon message={t('declare.filing.none')} description={data.none} data-testid="filing-none" />}

        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          title={<Typography.Text strong>{t('declare.filing.filer')}</Typography.Text>}
          extra={
            !submitted &&
            data.format && (
              <FilerForm
                t={t}
                fields={fields}
                initial={{ ...filer, legalName: filer.legalName || d.companyName }}
                onSave={async (v) => {
                  info.mutate(await saveFiler(d.id, v));
                  setProblems([]);
                  message.success(t('declare.filing.filerSaved'));
                }}
              />
            )
          }
          data-testid="filing-filer"
        >
          <Descriptions.Item label={t('declare.filing.legalName')}>{filer.legalName || d.companyName}</Descriptions.Item>
          <Descriptions.Item label={t('declare.filing.vatNumber')}>{d.vatNumber}</Descriptions.Item>
          {fields.taxId && <Descriptions.Item label={fields.taxId}>{filer.taxId || t('declare.filing.empty')}</Descriptions.Item>}
          {fields.taxOffice && <Descriptions.Item label={fields.taxOffice}>{filer.taxOffice || t('declare.filing.empty')}</Descriptions.Item>}
          {fields.contact && <Descriptions.Item label={t('declare.filing.email')}>{filer.email || t('declare.filing.empty')}</Descriptions.Item>}
          {fields.contact && <Descriptions.Item label={t('declare.filing.phone')}>{filer.phone || t('declare.filing.empty')}</Descriptions.Item>}
        </Descriptions>

        {data.format && !submitted && (
          <Space wrap>
            <Button type="primary" onClick={build} loading={building} disabled={!generated} data-testid="filing-build">
              {t('declare.filing.build')}
            </Button>
            {!generated && <Typography.Text type="secondary">{t('declare.filing.afterGenerate')}</Typography.Text>}
          </Space>
        )}

        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            message={t('declare.filing.refused')}
            data-testid="filing-problems"
            description={
              <List
                size="small"
                dataSource={problems}
                renderItem={(p) => (
                  <List.Item>
                    <Space direction="vertical" size={0}>
                      <Typography.Text>{p.message}</Typography.Text>
                      {(p.element || p.code) && (
                        <Typography.Text type="secondary">
                          {[p.code && t('declare.filing.code', { code: p.code }), p.element && t('declare.filing.element', { element: p.element }), p.value !== undefined && t('declare.filing.value', { value: p.value })].filter(Boolean).join(' · ')}
                        </Typography.Text>
                      )}
                      {p.detail && <Typography.Text type="secondary">{p.detail}</Typography.Text>}
                    </Space>
                  </List.Item>
                )}
              />
            }
          />
        )}

        {data.files.length > 0 && (
          <List
            bordered
            size="small"
            dataSource={data.files}
            data-testid="filing-files"
            renderItem={(f) => (
              <List.Item actions={[<Button key="dl" size="small" onClick={() => saveFile(d.id, f.name)}>{t('declare.filing.download')}</Button>]}>
                <Space direction="vertical" size={2} style={{ minWidth: 0, wordBreak: 'break-word' }}>
                  <Typography.Text strong>{f.name}</Typography.Text>
                  <Typography.Text type="success" data-testid="filing-schema-ok">
                    <CheckCircleFilled /> {t('declare.filing.passed', { schema: `${f.schema.name} ${f.schema.version}` })}
                  </Typography.Text>
                  <Typography.Text type="secondary">{t('declare.filing.checkedWith', { how: f.schema.checkedWith })}</Typography.Text>
                  <Typography.Text type="secondary" copyable={{ text: f.sha256 }}>
                    SHA-256 {f.sha256.slice(0, 16)}… · {t('declare.filing.size', { kb: (f.size / 1024).toFixed(1) })} · {f.generatedAt}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        )}
      </Space>
    </ProCard>
  );
}

/** The 编辑申报主体信息 dialog (the mock checks every field again). */
function FilerForm({ t, initial, onSave, fields }: { t: Translate; initial: DeclareFiler; onSave: (v: DeclareFiler) => Promise<void>; fields: { taxId: string | null; taxOffice: string | null } }) {
  return (
    <ModalForm<DeclareFiler>
      title={t('declare.filing.editFiler')}
      trigger={<Button size="small" data-testid="filing-edit">{t('declare.filing.editFiler')}</Button>}
      initialValues={initial}
      modalProps={{ destroyOnClose: true }}
      onFinish={async (v) => {
        // fields the country's file does not take are not shown: their stored values stay as they are
        const all = { ...initial, ...v };
        await onSave({ legalName: (all.legalName ?? '').trim(), taxId: (all.taxId ?? '').trim(), taxOffice: (all.taxOffice ?? '').trim(), email: (all.email ?? '').trim(), phone: (all.phone ?? '').trim() });
        return true;
      }}
    >
      <ProFormText name="legalName" label={t('declare.filing.legalName')} extra={t('declare.filing.legalName.hint')} rules={[{ max: 120 }]} />
      {fields.taxId && <ProFormText name="taxId" label={fields.taxId} extra={t('declare.filing.taxId.hint')} rules={[{ pattern: /^[A-Za-z0-9]{8,16}$/, message: t('declare.filing.taxId.bad') }]} />}
      {fields.taxOffice && <ProFormText name="taxOffice" label={fields.taxOffice} extra={t('declare.filing.taxOffice.hint')} rules={[{ pattern: /^\d{3,4}(\/\d{1,4})?$/, message: t('declare.filing.taxOffice.bad') }]} />}
      <ProFormText name="email" label={t('declare.filing.email')} rules={[{ type: 'email', message: t('declare.filing.email.bad') }]} />
      <ProFormText name="phone" label={t('declare.filing.phone')} rules={[{ pattern: /^\+?[\d\s-]{6,30}$/, message: t('declare.filing.phone.bad') }]} />
    </ModalForm>
  );
}
