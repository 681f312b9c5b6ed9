/**
 * `/user/me-duty-paragraph` (guarded, menu 我的税款 in 申报与缴款; issue #22): every tax amount the
 * user owes or has paid across countries, one row per amount, derived from the declarations'
 * payment guides and payments (`GET /api/me-duty-paragraph`, src/core/duty). Filters exactly as spec
 * §3: keyword, country_code, is_invalid, stage, vat_type, order_by (sortable columns), users (agents),
 * page, per_page. Totals per currency over the filtered rows on top. Row actions: 进度
 * (`/view-progress?id=`), 原因 for a failed or voided amount (`/view-reason?id=`), the declaration.
 */
import { Link } from '@umijs/max';
import { Card, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import ListPage, { StatusTag } from '@/components/ListPage';
import CountrySelect, { CountryLabel } from '@/components/CountrySelect';
import { DueCell, VatNumber } from '@/components/VatCells';
import { VAT_REGISTER_COUNTRIES } from '@/constants/countries';
import { DUTY_STAGE, DUTY_STAGE_MAP } from '@/core/duty/stages';
import { statusValueEnum } from '@/core/list/status';
import { useT } from '@/hooks/useT';
import { listDuty, type DutyPage, type DutyQuery, type DutyRow } from '@/services/duty';
import '@/locales/areas/duty';

/** Totals per currency: still to pay and paid, over every row of the filter. */
function Totals({ totals }: { totals: DutyPage['totals'] | undefined }) {
  const t = useT();
  if (!totals) return null;
  if (!totals.length) return <Typography.Text type="secondary">{t('duty.totals.none')}</Typography.Text>;
  return (
    <Space wrap size={12} data-testid="duty-totals">
      {totals.map((x) => (
        <Card key={x.currency} size="small" data-testid={`duty-total-${x.currency}`}>
          <Space size={24}>
            <Statistic title={t('duty.totals.due', { currency: x.currency })} value={x.due} valueStyle={{ fontSize: 18 }} />
            <Statistic title={t('duty.totals.paid', { currency: x.currency })} value={x.paid} valueStyle={{ fontSize: 18 }} />
          </Space>
        </Card>
      ))}
    </Space>
  );
}

/** The list page. */
export default function DutyListPage() {
  const t = useT();
  const [totals, setTotals] = useState<DutyPage['totals']>();
  return (
    <ListPage<DutyRow, DutyQuery>
      testId="duty-list"
      rowKey="id"
      request={listDuty}
      query={{ paging: 'per_page' }}
      onResponse={(a) => setTotals((a as DutyPage).totals)}
      content={
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('duty.intro')}</Typography.Text>
          <Totals totals={totals} />
        </Space>
      }
      emptyText={({ filtered }) => (filtered ? undefined : <span data-testid="duty-empty">{t('duty.empty')}</span>)}
      columns={({ isAgent }) => [
        { title: t('duty.filter.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('duty.filter.keyword.placeholder') } },
        {
          title: t('duty.col.country'),
          dataIndex: 'country_code',
          hideInTable: true,
          renderFormItem: () => <CountrySelect codes={VAT_REGISTER_COUNTRIES} data-testid="duty-filter-country" />,
        },
        {
          title: t('duty.filter.vatType'),
          dataIndex: 'vat_type',
          hideInTable: true,
          valueType: 'select',
          valueEnum: { 0: { text: t('duty.vatType.0') }, 1: { text: t('duty.vatType.1') } },
        },
        {
          title: t('duty.filter.invalid'),
          dataIndex: 'is_invalid',
          hideInTable: true,
          valueType: 'select',
          valueEnum: { 0: { text: t('duty.invalid.0') }, 1: { text: t('duty.invalid.1') } },
        },
        {
          title: t('duty.col.period'),
          dataIndex: 'periodEnd',
          search: false,
          sorter: true,
          width: 210,
          render: (_, r) => (
            <Space direction="vertical" size={0}>
              <span style={{ whiteSpace: 'nowrap' }}>{`${r.periodStart} ~ ${r.periodEnd}`}</span>
              <Link to={`/user/declare/view-data?id=${r.declarationId}`} data-testid={`duty-declaration-${r.id}`}>
                {t('duty.col.declaration', { id: r.declarationId })}
              </Link>
            </Space>
          ),
        },
        ...(isAgent ? [{ title: t('duty.col.user'), dataIndex: 'userName', search: false as const, render: (_: unknown, r: DutyRow) => <span style={{ whiteSpace: 'nowrap' }}>{r.userName}</span> }] : []),
        { title: t('duty.col.country'), dataIndex: 'countryCode', search: false, width: 100, render: (_, r) => <CountryLabel code={r.countryCode} /> },
        {
          title: t('duty.col.vatNumber'),
          dataIndex: 'vatNumber',
          search: false,
          render: (_, r) => (
            <Space direction="vertical" size={0}>
              <VatNumber value={r.vatNumber} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.companyName}
              </Typography.Text>
            </Space>
          ),
        },
        {
          title: t('duty.col.amount'),
          dataIndex: 'amount',
          search: false,
          align: 'right',
          render: (_, r) => <span style={{ whiteSpace: 'nowrap' }} data-testid={`duty-amount-${r.id}`}>{`${r.amount} ${r.currency}`}</span>,
        },
        {
          title: t('duty.col.due'),
          dataIndex: 'dueDate',
          search: false,
          sorter: true,
          width: 120,
          render: (_, r) => (r.paidOn ? <Space direction="vertical" size={0}><span>{r.dueDate}</span><Typography.Text type="secondary">{t('duty.paidOn', { date: r.paidOn })}</Typography.Text></Space> : <DueCell date={r.dueDate} daysLeft={r.daysLeft} />),
        },
        {
          title: t('duty.col.reference'),
          dataIndex: 'reference',
          search: false,
          width: 130,
          render: (_, r) => (r.reference ? <Typography.Text code>{r.reference}</Typography.Text> : <Typography.Text type="secondary">{t('duty.reference.none')}</Typography.Text>),
        },
        {
          title: t('duty.col.stage'),
          dataIndex: 'stage',
          valueType: 'select',
          width: 120,
          valueEnum: statusValueEnum(DUTY_STAGE_MAP, t),
          render: (_, r) => <StatusTag map={DUTY_STAGE_MAP} value={r.stage} data-testid={`duty-stage-${r.id}`} />,
        },
        {
          title: t('duty.col.actions'),
          key: 'actions',
          search: false,
          width: 130,
          render: (_, r) => (
            <Space size={4} wrap>
              <Link to={`/user/me-duty-paragraph/view-progress?id=${r.id}`} data-testid={`duty-progress-${r.id}`}>
                {t('duty.action.progress')}
              </Link>
              {(r.stage === DUTY_STAGE.FAILED || r.stage === DUTY_STAGE.VOIDED) && (
                <Link to={`/user/me-duty-paragraph/view-reason?id=${r.id}`} data-testid={`duty-reason-${r.id}`}>
                  {t('duty.action.reason')}
                </Link>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
