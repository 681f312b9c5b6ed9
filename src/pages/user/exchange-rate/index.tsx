/**
 * `/user/exchange-rate` (guarded): the exchange rates the tax calculations use (month-end
 * reference rates, units per 1 EUR), filtered by currency and date range.
 */
import { PageContainer, ProTable } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/constants/ui';
import { listExchangeRates, type ExchangeRateRow } from '@/services/calc';
import { useT } from '@/hooks/useT';

/** The exchange-rate page. */
export default function ExchangeRatePage() {
  const t = useT();
  const [currencies, setCurrencies] = useState<string[]>([]);
  return (
    <PageContainer title={t('calc.fx.title')} content={<Typography.Text type="secondary">{t('calc.fx.desc')}</Typography.Text>}>
      <ProTable<ExchangeRateRow>
        rowKey={(r) => `${r.date}-${r.currency}`}
        pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE }}
        search={{ labelWidth: 'auto' }}
        options={false}
        request={async (p) => {
          const [from, to] = (p.range as string[] | undefined) ?? [];
          const res = await listExchangeRates({ currency: p.currency || undefined, from, to, page: p.current, perPage: p.pageSize });
          setCurrencies(res.currencies);
          return { data: res.list, total: res.total, success: true };
        }}
        columns={[
          { title: t('calc.fx.date'), dataIndex: 'date', search: false, width: 140 },
          { title: t('calc.fx.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true, search: { transform: (v: string[]) => ({ range: v }) } },
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
    </PageContainer>
  );
}
