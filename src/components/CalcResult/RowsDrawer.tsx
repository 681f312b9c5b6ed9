/**
 * Drill-down: the rows behind one figure (or warning) in a ProTable — file, row, order id, date,
 * type, countries, amounts, treatment and scheme in plain language — from `result.rowDetails` via
 * the engine's `rowsFor`. Fits a 1280 px window (file name cut, full name in a tooltip).
 */
import { ProTable } from '@ant-design/pro-components';
import { Alert, Drawer, Tooltip } from 'antd';
import { VatCode } from '@/components/VatCode';
import { rowsFor } from '@/core/vat';
import type { RowDetail, RowRef, VatResult } from '@/core/vat/types';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';

/** What to show: a title, the figure's value (if any) and its row references. */
export interface RowsTarget {
  title: string;
  value?: string;
  rows: RowRef[];
  rowCount: number;
}

/** The drawer; closed when `target` is null. */
export default function RowsDrawer({ result, target, onClose }: { result: VatResult; target: RowsTarget | null; onClose: () => void }) {
  const t = useT();
  const rows: RowDetail[] = target ? rowsFor(result, { value: target.value ?? '', rows: target.rows, rowCount: target.rowCount }) : [];
  return (
    <Drawer
      open={!!target}
      onClose={onClose}
      width="min(1240px, 96vw)"
      destroyOnClose
      title={target ? (target.value !== undefined ? t('calc.rows.title', { title: target.title, value: target.value, n: target.rowCount }) : target.title) : ''}
      data-testid="rows-drawer"
    >
      {target && target.rows.length < target.rowCount && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('calc.rows.truncated', { shown: target.rows.length, n: target.rowCount })} />}
      <ProTable<RowDetail>
        rowKey={(r) => `${r.file}#${r.row}`}
        dataSource={rows}
        search={false}
        options={false}
        size="small"
        // Fixed layout: the main columns fit a 1280 px window without horizontal scrolling; the file
        // name takes the room left and is cut with a tooltip.
        tableLayout="fixed"
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        columns={[
          {
            title: t('calc.rows.file'),
            dataIndex: 'file',
            ellipsis: { showTitle: false },
            render: (_, r) => (
              <Tooltip title={r.file} placement="topLeft">
                <span data-testid="rows-file">{r.file}</span>
              </Tooltip>
            ),
          },
          { title: t('calc.rows.row'), dataIndex: 'row', width: 56 },
          { title: t('calc.rows.eventId'), dataIndex: 'eventId', copyable: true, width: 176 },
          { title: t('calc.rows.date'), dataIndex: 'date', width: 92 },
          { title: t('calc.rows.type'), dataIndex: 'type', width: 96, ellipsis: { showTitle: false }, render: (_, r) => <VatCode kind="type" code={r.type} compact /> },
          { title: t('calc.rows.countries'), key: 'c', width: 104, render: (_, r) => `${r.depart || '-'} → ${r.arrival || '-'}` },
          { title: t('calc.rows.net'), dataIndex: 'net', align: 'right', width: 88, render: (_, r) => r.net ?? '-' },
          { title: t('calc.rows.vat'), dataIndex: 'vat', align: 'right', width: 76, render: (_, r) => r.vat ?? '-' },
          { title: t('calc.rows.gross'), dataIndex: 'gross', align: 'right', width: 88, render: (_, r) => r.gross ?? '-' },
          { title: t('calc.rows.currency'), dataIndex: 'currency', width: 48 },
          { title: t('calc.rows.treatment'), dataIndex: 'treatment', width: 116, ellipsis: { showTitle: false }, render: (_, r) => <VatCode kind="treatment" code={r.treatment} /> },
          { title: t('calc.rows.scheme'), dataIndex: 'scheme', width: 116, ellipsis: { showTitle: false }, render: (_, r) => <VatCode kind="scheme" code={r.scheme} compact /> },
        ]}
      />
    </Drawer>
  );
}
