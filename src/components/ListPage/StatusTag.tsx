import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { statusEntry, statusValueEnum, type StatusMap } from '@/core/list/status';
import { useT, type Translate } from '@/hooks/useT';

/** Props of {@link StatusTag}: the status map of the field and the row's code. */
export interface StatusTagProps {
  map: StatusMap;
  value: unknown;
  'data-testid'?: string;
}

/**
 * A status as a coloured antd Tag, from ONE status map (`code → { label locale key, colour }`,
 * src/core/list/status.ts). An empty value renders `-`; an unknown code renders "未知状态（code）".
 * @example <StatusTag map={CALC_STATUS} value={row.status} />
 */
export function StatusTag({ map, value, 'data-testid': testId }: StatusTagProps) {
  const t = useT();
  if (value === undefined || value === null || value === '') return <>-</>;
  const e = statusEntry(map, value);
  return (
    <Tag color={e?.color ?? 'default'} data-testid={testId} data-status={String(value)}>
      {e ? t(e.label) : `${t('list.status.unknown')}（${String(value)}）`}
    </Tag>
  );
}

/** Options of {@link statusColumn}: the column title (already translated), the field, and whether it is a search filter. */
export interface StatusColumnOptions<T> {
  title: string;
  dataIndex: keyof T & string;
  /** Offer the statuses as a select filter in the search form (default true). */
  search?: boolean;
  width?: number;
}

/**
 * A ProTable status column from ONE status map: a select filter with the map's labels in the
 * search form (the code is sent as `<dataIndex>=<code>`) and a {@link StatusTag} in each row.
 * `t` is `useT()` (or ListPage's `kit.t`).
 * @example statusColumn<CalcSummary>(t, CALC_STATUS, { title: t('calc.record.status'), dataIndex: 'status' })
 */
export function statusColumn<T>(t: Translate, map: StatusMap, opts: StatusColumnOptions<T>): ProColumns<T> {
  return {
    title: opts.title,
    dataIndex: opts.dataIndex,
    key: opts.dataIndex,
    valueType: 'select',
    valueEnum: statusValueEnum(map, t),
    search: opts.search === false ? false : undefined,
    width: opts.width,
    render: (_, row) => <StatusTag map={map} value={(row as Record<string, unknown>)[opts.dataIndex]} />,
  };
}
