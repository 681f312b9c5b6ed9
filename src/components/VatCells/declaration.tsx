import type { ProColumns } from '@ant-design/pro-components';
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import CountrySelect, { CountryLabel } from '@/components/CountrySelect';
import type { DeclareRow } from '@/core/declare/types';
import { VatNumber } from './index';

/**
 * The two columns every declarations list opens with (the list `/user/declare`, the batch picker
 * `/service/batch-declaration`): the country (a CountrySelect filter) and the VAT number with the
 * company under it. `titles` are the (translated) column titles.
 */
export function declarationIdColumns(titles: { country: ReactNode; vatNumber: ReactNode }): ProColumns<DeclareRow>[] {
  return [
    {
      title: titles.country,
      dataIndex: 'countryCode',
      renderFormItem: () => <CountrySelect />,
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <CountryLabel code={r.countryCode} />
        </span>
      ),
    },
    {
      title: titles.vatNumber,
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
  ];
}
