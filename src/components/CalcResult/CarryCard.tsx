/**
 * The transfers a result carries between periods (issue #32; `VatResult.carriedForward` /
 * `carriedIn`): the transfers of this period taxable in the next one under the seller's Art. 69
 * choice without an invoice (结转下期: the next period's calculation takes them in as 上期结转), and
 * the ones this period took in from the previous one (上期结转). One row per transfer: its report
 * and row, transfer day, tax point, route, SKU, quantity, unit cost (or 缺成本) and the rule of its
 * own period; the engine's sentence above. Shown on the calculator's result and the declaration's
 * pages; renders nothing when nothing was carried.
 */
import { ProCard } from '@ant-design/pro-components';
import { Alert, Space, Table, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { CarriedRow, VatResult } from '@/core/vat/types';
import { countryLabel } from '@/core/calc/model';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';

/** One table of carried transfers. */
function CarriedTable({ entries, testId }: { entries: CarriedRow[]; testId: string }) {
  const t = useT();
  return (
    <Table
      size="small"
      pagination={entries.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      rowKey={(c) => `${c.file}#${c.row}`}
      dataSource={entries}
      data-testid={testId}
      onRow={() => ({ 'data-testid': 'carry-row' }) as never}
      columns={[
        { title: t('calc.carry.col.source'), key: 'src', render: (_: unknown, c: CarriedRow) => t('calc.carry.rowRef', { file: c.file, row: c.row }) },
        { title: t('calc.carry.col.date'), dataIndex: 'date', width: 110 },
        { title: t('calc.carry.col.taxPoint'), dataIndex: 'taxPoint', width: 120 },
        { title: t('calc.carry.col.route'), key: 'route', render: (_: unknown, c: CarriedRow) => `${countryLabel(c.depart)} → ${countryLabel(c.arrival)}` },
        { title: t('calc.carry.col.sku'), dataIndex: 'sku' },
        { title: t('calc.carry.col.qty'), dataIndex: 'qty', align: 'right', width: 70 },
        {
          title: t('calc.carry.col.cost'),
          key: 'cost',
          align: 'right',
          width: 110,
          render: (_: unknown, c: CarriedRow) => (c.cost === null ? <Tag color="error">{t('calc.carry.noCost')}</Tag> : `${c.cost} ${c.currency}`),
        },
        { title: t('calc.carry.col.rule'), dataIndex: 'transferInvoice', render: (r: CarriedRow['transferInvoice']) => t(`calc.carry.rule.${r}`) },
      ]}
    />
  );
}

/** See the module comment. */
export default function CarryCard({ result, style }: { result: Pick<VatResult, 'carriedForward' | 'carriedIn'>; style?: CSSProperties }) {
  const t = useT();
  const fwd = result.carriedForward;
  const cin = result.carriedIn;
  if (!fwd && !cin) return null;
  const periods = cin ? [...new Set(cin.entries.map((c) => `${c.period.from} ~ ${c.period.to}`))].join('、') : '';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%', ...style }}>
      {cin && (
        <ProCard bordered headerBordered title={t('calc.carry.in.title', { periods })} data-testid="carry-in">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert type="info" showIcon message={cin.message} data-testid="carry-in-message" />
            {cin.duplicates > 0 && <Typography.Text type="secondary">{t('calc.carry.duplicates', { n: cin.duplicates })}</Typography.Text>}
            <CarriedTable entries={cin.entries} testId="carry-in-rows" />
          </Space>
        </ProCard>
      )}
      {fwd && (
        <ProCard bordered headerBordered title={t('calc.carry.forward.title')} data-testid="carry-forward">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert type="info" showIcon message={fwd.message} data-testid="carry-forward-message" />
            <CarriedTable entries={fwd.entries} testId="carry-forward-rows" />
          </Space>
        </ProCard>
      )}
    </Space>
  );
}
