/**
 * `/user/vat-tax/overdue-tax` (guarded, menu "逾期未申报"): the periods past their due date without a
 * filed return (`GET /api/vat-tax/history-periods?state=overdue`, the longest overdue first:
 * `order_by=-daysOverdue`), on ListPage, under a plain-Chinese warning (nil returns are still due;
 * late returns are fined). "去申报" opens the tax calculation with the country and the period filled
 * in (`/user/calculate-tax?countryCode=…&startDate=…&endDate=…`). Export: kind=overdue.
 */
import { Link } from '@umijs/max';
import { Alert, Typography } from 'antd';
import { useBelongingUsers } from '@/components/BelongingUser';
import CountrySelect, { CountryLabel } from '@/components/CountrySelect';
import ListPage, { type ListKit } from '@/components/ListPage';
import { calcPrefillUrl } from '@/core/calc/prefill';
import type { VatTaxPeriod } from '@/core/vat-tax/types';
import { periodText } from '@/core/vat-tax/view';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import type { AppRequestOptions } from '@/request/types';
import { exportVatTax, listVatTaxCountries, listVatTaxPeriods, vatTaxExportResult, type VatTaxPeriodQuery } from '@/services/vat-tax';
import type { ProColumns } from '@ant-design/pro-components';
import { VatNumber } from '@/components/VatCells';
import '@/locales/areas/vat-tax';

/** Oldest first: the most days overdue at the top (unless a column is sorted). */
const OLDEST_FIRST = '-daysOverdue';

/** The overdue periods of the user's numbers. */
function listOverdue(q: VatTaxPeriodQuery, opts?: AppRequestOptions) {
  return listVatTaxPeriods({ ...q, state: 'overdue', order_by: q.order_by || OLDEST_FIRST }, opts);
}

/** The overdue page. */
export default function OverdueTaxPage() {
  const t = useT();
  const belonging = useBelongingUsers().ids.join(',');
  const countries = useApi(() => listVatTaxCountries(), { refreshDeps: [belonging] });

  const columns = ({ t: tr, isAgent }: ListKit<VatTaxPeriod>): ProColumns<VatTaxPeriod>[] => [
    {
      title: tr('vatTax.col.country'),
      dataIndex: 'countryCode',
      renderFormItem: () => <CountrySelect codes={(countries.data ?? []).map((c) => c.code)} />,
      render: (_, p) => <CountryLabel code={p.countryCode} />,
    },
    { title: tr('vatTax.col.vatNumber'), dataIndex: 'vatNumber', search: false, render: (_, p) => <VatNumber value={p.vatNumber} /> },
    { title: tr('vatTax.col.company'), dataIndex: 'companyName', search: false },
    ...(isAgent ? [{ title: tr('vatTax.col.user'), dataIndex: 'userName', search: false as const, render: (_: unknown, p: VatTaxPeriod) => <span style={{ whiteSpace: 'nowrap' }}>{p.userName}</span> }] : []),
    { title: tr('vatTax.col.period'), key: 'period', search: false, render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{periodText({ start: p.periodStart, end: p.periodEnd })}</span> },
    { title: tr('vatTax.col.dueDate'), dataIndex: 'dueDate', search: false, render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{p.dueDate}</span> },
    {
      title: tr('vatTax.col.daysOverdue'),
      dataIndex: 'daysOverdue',
      search: false,
      align: 'right',
      render: (_, p) => (
        <Typography.Text type="danger" strong style={{ whiteSpace: 'nowrap' }} data-testid="days-overdue">
          {tr('vatTax.days', { days: p.daysOverdue })}
        </Typography.Text>
      ),
    },
    { title: tr('vatTax.filter.q'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: tr('vatTax.overdue.q.placeholder') } },
    {
      title: tr('vatTax.col.actions'),
      key: 'actions',
      search: false,
      render: (_, p) => (
        <Link to={calcPrefillUrl({ countryCode: p.countryCode, startDate: p.periodStart, endDate: p.periodEnd, companyName: p.companyName, vatNumber: p.vatNumber })} data-testid={`file-${p.id}`}>
          {tr('vatTax.overdue.action')}
        </Link>
      ),
    },
  ];

  return (
    <ListPage<VatTaxPeriod, VatTaxPeriodQuery>
      rowKey="id"
      testId="vat-overdue"
      content={
        <Alert
          type="warning"
          showIcon
          message={t('vatTax.overdue.alert.title')}
          description={
            <>
              <div>{t('vatTax.overdue.alert.nil')}</div>
              <div>{t('vatTax.overdue.alert.penalty')}</div>
            </>
          }
          data-testid="vat-overdue-alert"
        />
      }
      request={listOverdue}
      export={{ start: (p, o) => exportVatTax({ ...p, kind: 'overdue' }, o), result: vatTaxExportResult, fileName: 'VAT逾期未申报' }}
      emptyText={({ filtered }) => (filtered ? undefined : t('vatTax.overdue.empty'))}
      columns={columns}
    />
  );
}
