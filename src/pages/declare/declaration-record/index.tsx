/**
 * `/user/declare/declaration-record` (guarded, menu "申报档案"): the filed declarations (submitted
 * and later) by VAT number and period, with their receipts and payments, filterable and exportable
 * (the declarations list's call with `status=filed`).
 */
import type { ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Space, Typography } from 'antd';
import CountrySelect, { CountryLabel } from '@/components/CountrySelect';
import ListPage, { type ListKit } from '@/components/ListPage';
import { StatusTag } from '@/components/ListPage/StatusTag';
import { DECLARE_STATUS_MAP } from '@/core/declare/status';
import type { DeclareRow } from '@/core/declare/types';
import { amountText } from '@/core/vat-tax/view';
import { useT } from '@/hooks/useT';
import { declareExportResult, exportDeclarations, listDeclarations, type DeclareListQuery } from '@/services/declare';
import { DateTime, ToneLabel, VatNumber } from '@/components/VatCells';
import '@/locales/areas/declare';
import '@/locales/areas/vat-tax';

const FILED = ['6', '7', '8', '9'];

/** The filed declarations. */
export default function DeclarationRecordPage() {
  const t = useT();
  const columns = (kit: ListKit<DeclareRow>): ProColumns<DeclareRow>[] => [
    { title: t('declare.col.country'), dataIndex: 'countryCode', renderFormItem: () => <CountrySelect />, render: (_, r) => <CountryLabel code={r.countryCode} /> },
    { title: t('declare.col.vatNumber'), dataIndex: 'vatNumber', search: false, render: (_, r) => <VatNumber value={r.vatNumber} /> },
    { title: t('declare.col.company'), dataIndex: 'companyName', search: false },
    ...(kit.isAgent ? [{ title: t('declare.col.user'), dataIndex: 'userName', search: false as const }] : []),
    { title: t('declare.col.period'), dataIndex: 'period', valueType: 'dateRange', search: { transform: (v: [string, string]) => ({ startDate: v?.[0], endDate: v?.[1] }) }, render: (_, r) => `${r.periodStart} ~ ${r.periodEnd}` },
    {
      title: t('declare.col.status'),
      dataIndex: 'type',
      valueType: 'select',
      fieldProps: { options: FILED.map((v) => ({ value: v, label: t(`declare.status.${v}`) })) },
      render: (_, r) => <StatusTag map={DECLARE_STATUS_MAP} value={r.status} />,
    },
    { title: t('declare.col.amount'), dataIndex: 'amount', search: false, align: 'right', render: (_, r) => <ToneLabel text={amountText(r.amount, r.currency)} /> },
    { title: t('declare.col.declaredAt'), dataIndex: 'declared_at', valueType: 'date', render: (_, r) => <DateTime value={r.submittedAt} /> },
    { title: t('declare.col.paidAt'), dataIndex: 'paidAt', search: false, render: (_, r) => r.paidAt ?? (r.status === 9 ? t('declare.status.9') : '-') },
    {
      title: t('declare.col.actions'),
      valueType: 'option',
      render: (_, r) => (
        <Space>
          <Typography.Link onClick={() => history.push(`/user/declare/view-certificate?id=${r.id}`)}>{t('declare.action.receipt')}</Typography.Link>
          <Typography.Link onClick={() => history.push(`/user/declare/view-data?id=${r.id}`)}>{t('declare.action.view')}</Typography.Link>
        </Space>
      ),
    },
    { title: t('declare.filter.q'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: t('declare.filter.q.placeholder') } },
  ];
  return (
    <ListPage<DeclareRow, DeclareListQuery>
      rowKey="id"
      testId="declare-record"
      request={(q, opts) => listDeclarations({ ...q, status: 'filed' }, opts)}
      export={{ start: (p, o) => exportDeclarations({ ...p, status: 'filed' }, o), result: declareExportResult, fileName: '申报档案' }}
      emptyText={({ filtered }) => (filtered ? undefined : t('declare.record.empty'))}
      columns={columns}
    />
  );
}
