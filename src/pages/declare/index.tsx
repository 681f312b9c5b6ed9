/**
 * `/user/declare` (guarded, menu "VAT 申报"): the declarations list (`GET /api/vat-declare/list`)
 * with the statement-list filters of spec §3 (status defaults to "0": still open), due date and days
 * left (red when overdue), the amount due or refundable in the return's currency, polled every 60 s
 * while the tab is visible (spec §9). Row actions are the ones the transition table allows the
 * caller (the API lists them per row); toolbar batch actions on the selected rows answer what went
 * through and each refused row with its reason. Asynchronous export of the filtered list.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Space } from 'antd';
import ListPage, { type ListKit } from '@/components/ListPage';
import { statusColumn, StatusTag } from '@/components/ListPage/StatusTag';
import { statusValueEnum } from '@/core/list/status';
import { DECLARE_STATUS_MAP, DECLARE_TYPE_MAP, type DeclareAction } from '@/core/declare/status';
import type { DeclareBatchResult, DeclareRow } from '@/core/declare/types';
import { amountText, daysLeftText } from '@/core/vat-tax/view';
import { useT } from '@/hooks/useT';
import {
  cancelConfirmations,
  confirmDeclarations,
  declareExportResult,
  exportDeclarations,
  generateVatReturns,
  ignorePayments,
  issuePaymentGuides,
  listDeclarations,
  submitVatReturns,
  type DeclareListQuery,
} from '@/services/declare';
import { ToneLabel } from '@/components/VatCells';
import { declarationIdColumns } from '@/components/VatCells/declaration';
import { RowActions, useBatchResult } from './_shared';
import '@/locales/areas/declare';
import '@/locales/areas/vat-tax';

/** Batch actions of the toolbar, in chain order, with their calls. */
const BATCH: [DeclareAction, (ids: number[]) => Promise<DeclareBatchResult>][] = [
  ['confirm', confirmDeclarations],
  ['cancelConfirm', cancelConfirmations],
  ['vatReturn', generateVatReturns],
  ['submit', submitVatReturns],
  ['paymentGuide', issuePaymentGuides],
  ['ignorePayments', ignorePayments],
];

/** The declarations list. */
export default function DeclareListPage() {
  const t = useT();
  const showBatch = useBatchResult();

  const columns = (kit: ListKit<DeclareRow>): ProColumns<DeclareRow>[] => [
    ...declarationIdColumns({ country: t('declare.col.country'), vatNumber: t('declare.col.vatNumber') }),
    // The client's name on one line (it was squeezed to one character a line without a width).
    ...(kit.isAgent ? [{ title: <span style={{ whiteSpace: 'nowrap' }}>{t('declare.col.user')}</span>, dataIndex: 'userName', search: false as const, width: 88, render: (_: unknown, r: DeclareRow) => <span style={{ whiteSpace: 'nowrap' }}>{r.userName}</span> }] : []),
    {
      title: t('declare.col.period'),
      dataIndex: 'period',
      valueType: 'dateRange',
      search: { transform: (v: [string, string]) => ({ startDate: v?.[0], endDate: v?.[1] }) },
      // may break after "~" (never inside a date): at 1280 px the agent's table, with its 所属用户
      // column, then fits the page instead of pushing it sideways
      render: (_, r) => (
        <span>
          <span style={{ whiteSpace: 'nowrap' }}>{`${r.periodStart} ~`}</span> <span style={{ whiteSpace: 'nowrap' }}>{r.periodEnd}</span>
        </span>
      ),
    },
    {
      title: t('declare.col.due'),
      dataIndex: 'dueDate',
      search: false,
      sorter: true,
      render: (_, r) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <span>{r.dueDate}</span>
          {r.status < 6 && <ToneLabel text={daysLeftText(r.daysLeft)} data-testid={`days-${r.id}`} />}
        </Space>
      ),
    },
    {
      title: t('declare.col.declareType'),
      dataIndex: 'declareType',
      valueType: 'select',
      fieldProps: { options: [0, 1].map((v) => ({ value: String(v), label: t(`declare.type.${v}`) })) },
      render: (_, r) => <StatusTag map={DECLARE_TYPE_MAP} value={r.declareType} />,
    },
    {
      ...statusColumn<DeclareRow>(t, DECLARE_STATUS_MAP, {
        title: t('declare.col.status'),
        dataIndex: 'status',
        search: false,
      }),
      key: 'statusTag',
      render: (_, r) => <StatusTag map={DECLARE_STATUS_MAP} value={r.status} data-testid={`status-${r.id}`} />,
    },
    {
      title: t('declare.col.status'),
      dataIndex: 'type',
      key: 'type',
      hideInTable: true,
      valueType: 'select',
      valueEnum: statusValueEnum(DECLARE_STATUS_MAP, t),
    },
    {
      title: t('declare.col.progress'),
      dataIndex: 'status',
      hideInTable: true,
      valueType: 'select',
      initialValue: '0',
      fieldProps: {
        allowClear: false,
        options: ['0', '1', 'all'].map((v) => ({ value: v, label: t(`declare.filter.status.${v}`) })),
      },
    },
    {
      title: t('declare.col.amount'),
      dataIndex: 'amount',
      search: false,
      align: 'right',
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <ToneLabel text={amountText(r.amount, r.currency)} data-testid={`amount-${r.id}`} />
        </span>
      ),
    },
    { title: t('declare.col.declaredAt'), dataIndex: 'declared_at', valueType: 'date', hideInTable: true },
    {
      title: t('declare.filter.q'),
      dataIndex: 'q',
      hideInTable: true,
      fieldProps: { placeholder: t('declare.filter.q.placeholder') },
    },
    {
      title: t('declare.col.actions'),
      valueType: 'option',
      // Wide enough for two short actions a line; without a width the table squeezed it to one character.
      width: 168,
      render: (_, r) => <RowActions row={r} t={t} onDone={kit.reload} />,
    },
  ];

  return (
    <ListPage<DeclareRow, DeclareListQuery>
      rowKey="id"
      testId="declare-list"
      polling={60_000}
      selectable={{ label: (r) => t('declare.select', { vat: r.vatNumber, period: r.periodStart }) }}
      request={listDeclarations}
      export={{ start: exportDeclarations, result: declareExportResult, fileName: 'VAT申报' }}
      emptyText={({ filtered }) => (filtered ? undefined : t('declare.list.empty'))}
      pageProps={{
        extra: [
          <Button
            key="new"
            type="primary"
            onClick={() => history.push('/user/declare/my-declare')}
            data-testid="declare-new"
          >
            {t('declare.list.new')}
          </Button>,
        ],
      }}
      toolBar={(kit) =>
        BATCH.map(([action, call]) => (
          <Button
            key={action}
            disabled={!kit.selected.length}
            data-testid={`batch-${action}`}
            onClick={async () => {
              const r = await call(kit.selected.map((x) => x.id));
              showBatch(t, action, r);
              kit.clearSelection();
              kit.reload();
            }}
          >
            {t(`declare.batch.${action}`)}
          </Button>
        ))
      }
      columns={columns}
    />
  );
}
