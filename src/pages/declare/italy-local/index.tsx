/**
 * `/italy-local` (open; spec §2): the Italian VAT obligations of a seller (domain-facts §A.2 IT and
 * §F.1: periodic settlement and payment on the 16th, the quarterly option, LIPE, the annual return,
 * the 27 December advance, SDI e-invoicing instead of the abolished esterometro, the fiscal
 * representative) and, for a logged-in user, the VAT Italy records (`GET /api/vat-italy`): add, edit
 * and delete with validation (`checkItalyRecord`), import from `.xlsx`, export. A guest sees the
 * obligations and a way to log in.
 */
import { ModalForm, ProFormSelect, ProFormText, ProFormTextArea, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { App, Button, Card, List, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import ListPage, { type ListKit } from '@/components/ListPage';
import { ConfirmAction } from '@/components/ListPage/ConfirmAction';
import { checkItalyRecord, ITALY_KINDS } from '@/core/declare/italy';
import type { VatItalyRecord } from '@/core/declare/types';
import { getToken } from '@/core/storage';
import { buildLoginPath } from '@/core/utils/redirect';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { addVatItaly, deleteVatItaly, exportVatItaly, importVatItaly, listVatItaly, updateVatItaly, vatItalyExportResult, type VatItalyBody, type VatItalyQuery } from '@/services/declare';
import { uploadFile } from '@/services/upload';
import { listAllVatTax } from '@/services/vat-tax';
import { UploadHint } from '@/components/wizard/FileField';
import { acceptAttr } from '@/core/upload';
import '@/locales/areas/declare';

const FACTS = ['settlement', 'quarterly', 'lipe', 'annual', 'acconto', 'sdi', 'representative'];

/** The add / edit form of a record. */
function RecordForm({ record, trigger, onDone }: { record?: VatItalyRecord; trigger: JSX.Element; onDone: () => void }) {
  const t = useT();
  const numbers = useApi(() => listAllVatTax({ countryCode: 'IT', status: 3 }), { ready: !!getToken() });
  return (
    <ModalForm<VatItalyBody>
      title={t(record ? 'declare.italy.edit' : 'declare.italy.add')}
      trigger={trigger}
      initialValues={record ?? { kind: 'liquidation' }}
      modalProps={{ destroyOnClose: true }}
      onFinish={async (v) => {
        const problem = checkItalyRecord({ ...v, amount: (v.amount ?? '').trim(), period: (v.period ?? '').trim(), dueDate: (v.dueDate ?? '').trim() });
        if (problem) throw new Error(t(problem.key));
        try {
          if (record) await updateVatItaly({ ...v, id: record.id });
          else await addVatItaly(v);
        } catch {
          // shown by the request layer; the form keeps what was typed
          return false;
        }
        onDone();
        return true;
      }}
    >
      <ProFormSelect name="vatNumber" label="P.IVA" rules={[{ required: true, message: t('declare.italy.rule.vatNumber') }]} options={(numbers.data ?? []).map((n) => ({ value: n.vatNumber, label: `${n.vatNumber} · ${n.companyName}` }))} fieldProps={{ 'data-testid': 'italy-vat' } as never} />
      <ProFormSelect name="kind" label={t('declare.italy.col.kind')} rules={[{ required: true, message: t('declare.italy.rule.kind') }]} options={ITALY_KINDS.map((k) => ({ value: k, label: t(`declare.italy.kind.${k}`) }))} />
      <ProFormText
        name="period"
        label={t('declare.italy.col.period')}
        placeholder="2026-Q2"
        rules={[{ required: true, message: t('declare.italy.rule.period.liquidation') }, ({ getFieldValue }) => ({ validator: (_, v) => (!v || !checkItalyRecord({ vatNumber: 'IT00000000000', kind: getFieldValue('kind'), period: String(v).trim(), amount: '0', dueDate: '2026-01-01' }) ? Promise.resolve() : Promise.reject(new Error(t(`declare.italy.rule.period.${getFieldValue('kind')}`)))) })]}
        fieldProps={{ 'data-testid': 'italy-period' } as never}
      />
      <ProFormText name="amount" label={t('declare.italy.col.amount')} rules={[{ required: true, pattern: /^\d{1,11}(\.\d{1,2})?$/, message: t('declare.italy.rule.amount') }]} fieldProps={{ 'data-testid': 'italy-amount' } as never} />
      <ProFormText name="dueDate" label={t('declare.italy.col.dueDate')} placeholder="2026-08-17" rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: t('declare.italy.rule.dueDate') }]} fieldProps={{ 'data-testid': 'italy-due' } as never} />
      <ProFormText name="taxCode" label={t('declare.italy.col.taxCode')} rules={[{ pattern: /^\d{4}$/, message: t('declare.italy.rule.taxCode') }]} />
      <ProFormTextArea name="note" label={t('declare.italy.col.note')} fieldProps={{ maxLength: 200 }} />
    </ModalForm>
  );
}

/** Import from `.xlsx`: upload, import, show what was added and the refused rows. */
function ImportButton({ onDone }: { onDone: () => void }) {
  const t = useT();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept={acceptAttr('italy-import')}
      showUploadList={false}
      beforeUpload={async (file) => {
        if (!/\.xlsx$/i.test(file.name)) {
          modal.error({ title: t('declare.italy.import.type') });
          return Upload.LIST_IGNORE;
        }
        setBusy(true);
        try {
          const f = await uploadFile(file, { scene: 'italy-import' });
          const r = await importVatItaly(f.key);
          modal[r.errors.length ? 'warning' : 'success']({
            title: t('declare.italy.import.done', { count: r.added }),
            content: r.errors.length ? <List size="small" dataSource={r.errors} renderItem={(e) => <List.Item>{t('declare.italy.import.row', { row: e.row, message: e.message })}</List.Item>} /> : null,
          });
          onDone();
        } catch {
          /* shown by the request layer */
        } finally {
          setBusy(false);
        }
        return false;
      }}
    >
      <Button loading={busy} data-testid="italy-import">
        {t('declare.italy.import')}
      </Button>
    </Upload>
  );
}

/** The Italy page. */
export default function ItalyLocalPage() {
  const t = useT();
  const loggedIn = !!getToken();
  const facts = (
    <Card title={t('declare.italy.facts.title')} style={{ marginBottom: 16 }}>
      <List
        dataSource={FACTS}
        renderItem={(f) => (
          <List.Item>
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{t(`declare.italy.fact.${f}.title`)}</Typography.Text>
              <Typography.Text>{t(`declare.italy.fact.${f}.text`)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
  const columns = (kit: ListKit<VatItalyRecord>): ProColumns<VatItalyRecord>[] => [
    { title: 'P.IVA', dataIndex: 'vatNumber', search: false },
    { title: t('declare.col.company'), dataIndex: 'companyName', search: false },
    { title: t('declare.italy.col.kind'), dataIndex: 'kind', valueType: 'select', fieldProps: { options: ITALY_KINDS.map((k) => ({ value: k, label: t(`declare.italy.kind.${k}`) })) }, render: (_, r) => t(`declare.italy.kind.${r.kind}`) },
    { title: t('declare.italy.col.period'), dataIndex: 'period', search: false },
    { title: t('declare.italy.col.amount'), dataIndex: 'amount', search: false, align: 'right' },
    { title: t('declare.italy.col.dueDate'), dataIndex: 'dueDate', search: false },
    { title: t('declare.italy.col.taxCode'), dataIndex: 'taxCode', search: false },
    { title: t('declare.italy.col.note'), dataIndex: 'note', search: false, ellipsis: true },
    { title: t('declare.filter.q'), dataIndex: 'q', hideInTable: true },
    {
      title: t('declare.col.actions'),
      valueType: 'option',
      render: (_, r) => (
        <Space>
          <RecordForm record={r} onDone={kit.reload} trigger={<Typography.Link data-testid={`italy-edit-${r.id}`}>{t('declare.italy.edit')}</Typography.Link>} />
          <ConfirmAction danger title={t('declare.italy.deleteConfirm')} onConfirm={() => deleteVatItaly([r.id])} onDone={kit.reload} data-testid={`italy-delete-${r.id}`}>
            {t('declare.italy.delete')}
          </ConfirmAction>
        </Space>
      ),
    },
  ];
  return (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }}>
      {!loggedIn ? (
        <>
          <Typography.Title level={2}>{t('title.italyLocal')}</Typography.Title>
          {facts}
          <Card>
            <Space direction="vertical">
              <Typography.Text>{t('declare.italy.guest')}</Typography.Text>
              <Button type="primary" onClick={() => history.push(buildLoginPath('/italy-local'))} data-testid="italy-login">
                {t('declare.start.login')}
              </Button>
            </Space>
          </Card>
        </>
      ) : (
        <ListPage<VatItalyRecord, VatItalyQuery>
          rowKey="id"
          testId="italy-list"
          content={facts}
          request={listVatItaly}
          export={{ start: (p, o) => exportVatItaly({ kind: p.kind, q: p.q }, o), result: vatItalyExportResult, fileName: '意大利VAT记录' }}
          toolBar={(kit) => [
            <RecordForm key="add" onDone={kit.reload} trigger={<Button type="primary" data-testid="italy-add">{t('declare.italy.add')}</Button>} />,
            <UploadHint key="hint" scene="italy-import" />,
            <ImportButton key="import" onDone={kit.reload} />,
          ]}
          emptyText={({ filtered }) => (filtered ? undefined : t('declare.italy.empty'))}
          columns={columns}
        />
      )}
    </div>
  );
}
