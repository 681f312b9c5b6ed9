/**
 * `/user/exchange-rate` (guarded): the exchange rates the tax calculations use (month-end
 * reference rates, units per 1 EUR), filtered by currency and date range.
 */
import { Typography } from 'antd';
import { useState } from 'react';
import ListPage from '@/components/ListPage';
import { useT } from '@/hooks/useT';
import { listExchangeRates, type ExchangeRateQuery, type ExchangeRateRow } from '@/services/calc';
import '@/locales/areas/calc';

/** The exchange-rate page. */
export default function ExchangeRatePage() {
  const t = useT();
  const [currencies, setCurrencies] = useState<string[]>([]);
  return (
    <ListPage<ExchangeRateRow, ExchangeRateQuery>
      rowKey={(r) => `${r.date}-${r.currency}`}
      testId="exchange-rates"
      content={<Typography.Text type="secondary">{t('calc.fx.desc')}</Typography.Text>}
      request={listExchangeRates}
      onResponse={(res) => {
        if (!Array.isArray(res) && 'currencies' in res) setCurrencies((res as { currencies: string[] }).currencies);
      }}
      usersFilter={false}
      tableProps={{ options: false }}
      columns={[
        { title: t('calc.fx.date'), dataIndex: 'date', search: false, width: 140 },
        {
          title: t('calc.fx.range'),
          dataIndex: 'range',
          valueType: 'dateRange',
          hideInTable: true,
          search: { transform: (v: string[]) => ({ from: v?.[0], to: v?.[1] }) },
        },
        {
          title: t('calc.fx.currency'),
          dataIndex: 'currency',
          valueType: 'select',
          fieldProps: { options: currencies.map((c) => ({ value: c, label: c })), showSearch: true },
          width: 120,
        },
        { title: t('calc.fx.rate'), dataIndex: 'perEur', search: false, align: 'right', width: 160, render: (_, r) => `${r.perEur} ${r.currency}` },
        { title: t('calc.fx.source'), dataIndex: 'source', search: false, ellipsis: true },
      ]}
    />
  );
}
