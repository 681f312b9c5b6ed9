/**
 * The rows a template import saved into a declaration (`importedRows` of `GET /api/vat-declare/:id`;
 * issue #12), as a card for `/user/declare/view-data`. Renders nothing when there are none.
 */
import { ProCard } from '@ant-design/pro-components';
import { Table } from 'antd';
import { templateColumns, type ImportRowValues } from '@/core/imports/template';
import { useT } from '@/hooks/useT';
import '@/locales/areas/imports';

type Saved = ImportRowValues & { importId: number; line: number; typeLabel: string };

/** The card (the detail may be any declaration answer; only `importedRows` is read). */
export default function ImportedRows({ detail }: { detail: object }) {
  const t = useT();
  const rows = (detail as { importedRows?: Saved[] }).importedRows ?? [];
  if (!rows.length) return null;
  const cols = templateColumns('platform').filter((c) => c.key !== 'source');
  return (
    <ProCard title={t('imports.rows.title', { count: rows.length })} data-testid="declare-imported-rows">
      <Table<Saved>
        size="small"
        rowKey={(r) => `${r.importId}-${r.line}`}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        dataSource={rows}
        columns={[
          { title: t('imports.dataSet.type'), dataIndex: 'typeLabel', width: 130 },
          ...cols.map((c) => ({ title: c.header.replace('销售净额（不含税）', '净额'), dataIndex: c.key })),
          { title: t('imports.dataSet.source'), dataIndex: 'source' },
        ]}
      />
    </ProCard>
  );
}
