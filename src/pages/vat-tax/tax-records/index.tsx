/**
 * `/user/vat-tax/tax-records` (guarded, menu "申报记录"): the filed returns of the user's numbers
 * (`GET /api/vat-tax/history-periods`, state filed, newest period first), on ListPage: country, VAT
 * number, company, user (agents), period, return type, amount in the return currency (a refund as
 * "应退" with the absolute amount), submitted at, paid at (or 未缴款 / 无需缴款), receipt number.
 * Filters: the VAT number (a select over `GET /api/vat-tax?all=1`, preselected from `?id=` — the
 * VAT list's row action 申报记录), country, period from/to, return type, keyword. Export: kind=periods.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Select } from 'antd';
import { useBelongingUsers } from '@/components/BelongingUser';
import CountrySelect, { CountryLabel } from '@/components/CountrySelect';
import ListPage, { type ListKit } from '@/components/ListPage';
import type { ReturnType, VatTaxPeriod } from '@/core/vat-tax/types';
import { amountText, paidText, periodLabel, periodText } from '@/core/vat-tax/view';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { exportVatTax, listAllVatTax, listVatTaxCountries, listVatTaxPeriods, vatTaxExportResult, type VatTaxPeriodQuery } from '@/services/vat-tax';
import { DateTime, ToneLabel, VatNumber } from '@/components/VatCells';
import { useIdParam } from '@/hooks/useIdParam';
import '@/locales/areas/vat-tax';

const RETURN_TYPES: ReturnType[] = ['normal', 'zero', 'correction'];

/** The tax records page. */
export default function TaxRecordsPage() {
  const t = useT();
  const preset = useIdParam();
  const belonging = useBelongingUsers().ids.join(',');
  const countries = useApi(() => listVatTaxCountries(), { refreshDeps: [belonging] });
  const numbers = useApi(() => listAllVatTax(), { refreshDeps: [belonging] });
  // Every number, issued or not (a row action of the VAT list may preset one not yet issued).
  const numberOptions = (numbers.data ?? []).map((n) => {
    const vat = n.vatNumber || `${n.countryCode} ${t('vatTax.vatNumber.pending')}`;
    return { value: n.id, label: `${vat} · ${n.companyName}`, search: `${vat} ${n.companyName} ${n.countryCode}`.toLowerCase() };
  });

  const columns = ({ t: tr, isAgent }: ListKit<VatTaxPeriod>): ProColumns<VatTaxPeriod>[] => [
    {
      title: tr('vatTax.col.vatNumber'),
      dataIndex: 'id',
      hideInTable: true,
      initialValue: preset,
      renderFormItem: () => (
        <Select
          showSearch
          allowClear
          loading={numbers.loading}
          placeholder={tr('vatTax.records.filter.vatNumber.placeholder')}
          options={numberOptions}
          filterOption={(input, option) => !!option && option.search.includes(input.trim().toLowerCase())}
          popupMatchSelectWidth={false}
        />
      ),
    },
    {
      title: tr('vatTax.col.country'),
      dataIndex: 'countryCode',
      renderFormItem: () => <CountrySelect codes={(countries.data ?? []).map((c) => c.code)} />,
      render: (_, p) => <CountryLabel code={p.countryCode} />,
    },
    { title: tr('vatTax.col.vatNumber'), dataIndex: 'vatNumber', search: false, render: (_, p) => <VatNumber value={p.vatNumber} /> },
    { title: tr('vatTax.col.company'), dataIndex: 'companyName', search: false, width: 130 },
    ...(isAgent ? [{ title: tr('vatTax.col.user'), dataIndex: 'userName', search: false as const, render: (_: unknown, p: VatTaxPeriod) => <span style={{ whiteSpace: 'nowrap' }}>{p.userName}</span> }] : []),
    {
      title: tr('vatTax.col.period'),
      dataIndex: 'period',
      valueType: 'dateRange',
      search: { transform: (v: [string, string]) => ({ from: v?.[0], to: v?.[1] }) },
      render: (_, p) => (
        <span style={{ whiteSpace: 'nowrap' }} title={periodText({ start: p.periodStart, end: p.periodEnd })}>
          {periodLabel({ start: p.periodStart, end: p.periodEnd })}
        </span>
      ),
    },
    {
      title: tr('vatTax.col.returnType'),
      dataIndex: 'returnType',
      valueType: 'select',
      fieldProps: { options: RETURN_TYPES.map((r) => ({ value: r, label: tr(`vatTax.returnType.${r}`) })) },
      render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{p.returnType ? tr(`vatTax.returnType.${p.returnType}`) : '-'}</span>,
    },
    {
      title: tr('vatTax.col.amount'),
      dataIndex: 'amount',
      search: false,
      align: 'right',
      render: (_, p) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <ToneLabel text={amountText(p.amount, p.currency)} data-testid="period-amount" />
        </span>
      ),
    },
    { title: tr('vatTax.col.submittedAt'), dataIndex: 'submittedAt', search: false, sorter: true, render: (_, p) => <DateTime value={p.submittedAt} /> },
    {
      title: tr('vatTax.col.paidAt'),
      dataIndex: 'paidAt',
      search: false,
      render: (_, p) => (p.paidAt ? <DateTime value={p.paidAt} /> : <ToneLabel text={paidText(p)} data-testid="paid-state" />),
    },
    {
      title: tr('vatTax.col.receiptNo'),
      dataIndex: 'receiptNo',
      search: false,
      width: 120,
      render: (_, p) => <span style={{ fontFamily: 'Menlo, Consolas, monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{p.receiptNo ?? '-'}</span>,
    },
    { title: tr('vatTax.filter.q'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: tr('vatTax.records.q.placeholder') } },
  ];

  return (
    <ListPage<VatTaxPeriod, VatTaxPeriodQuery>
      rowKey="id"
      testId="vat-records"
      request={(q, opts) => listVatTaxPeriods({ ...q, state: 'filed' }, opts)}
      export={{ start: (p, o) => exportVatTax({ ...p, kind: 'periods' }, o), result: vatTaxExportResult, fileName: 'VAT申报记录' }}
      emptyText={({ filtered }) => (filtered ? undefined : t('vatTax.records.empty'))}
      columns={columns}
    />
  );
}
