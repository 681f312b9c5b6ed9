/**
 * ListPage: the one pattern of the console's list screens (architecture "ProTable for every list";
 * spec §6 users filter, §7 list filters and polling, §9 page size and exports).
 *
 * @example
 * // src/pages/calc/record/index.tsx
 * export default function CalcRecordPage() {
 *   return (
 *     <ListPage<CalcSummary, CalcListQuery>
 *       rowKey="id"
 *       testId="calc-records"
 *       request={listCalculations}                       // (query, opts?) => Promise<Paged<CalcSummary>>
 *       export={{ start: exportCalculations, result: calculationsExportResult, fileName: '计算记录' }}
 *       columns={({ t, reload }) => [
 *         { title: t('calc.record.company'), dataIndex: 'companyName', search: false },
 *         statusColumn<CalcSummary>(t, CALC_STATUS, { title: t('calc.record.status'), dataIndex: 'status' }),
 *         { title: t('calc.record.actions'), key: 'actions', search: false, render: (_, r) => (
 *           <ConfirmAction danger title={t('calc.record.deleteConfirm')} onConfirm={() => deleteCalculation(r.id)}
 *             successText={t('calc.record.deleted')} onDone={reload}>{t('calc.record.delete')}</ConfirmAction>
 *         ) },
 *       ]}
 *     />
 *   );
 * }
 */
import { PageContainer, ProTable, type ActionType, type PageContainerProps, type ProColumns, type ProTableProps } from '@ant-design/pro-components';
import { useAccess, useIntl, useRouteProps } from '@umijs/max';
import { useDocumentVisibility } from 'ahooks';
import { Empty, Typography } from 'antd';
import { useMemo, useRef, useState, type Key, type MutableRefObject, type ReactNode } from 'react';
import { agentUsersColumn } from '@/components/AgentUserFilter';
import { useReloadOnBelongingChange, writeUsersRecord } from '@/components/BelongingUser';
import { DEFAULT_PAGE_SIZE } from '@/constants/ui';
import type { ExportService } from '@/core/list/export';
import { hasFilters, pollingInterval, tableRequest, withoutPaging, type ListQuery, type ListQueryOptions, type PagedLike } from '@/core/list/query';
import { mergeSelection, resolveEmptyText, rowKeyOf, type EmptyContext, type RowKey, type RowKeySpec } from '@/core/list/selection';
import { useT, type Translate } from '@/hooks/useT';
import type { AppRequestOptions } from '@/request/types';
import { ExportButton } from './ExportButton';

export { ConfirmAction, type ConfirmActionProps } from './ConfirmAction';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { StatusTag, statusColumn, type StatusColumnOptions, type StatusTagProps } from './StatusTag';
export { downloadUrl } from '@/core/utils/download';

/** What a list's `columns` / `toolBar` functions receive. `T` is a row. */
export interface ListKit<T = Record<string, any>> {
  /** The translator (`useT()`). */
  t: Translate;
  /** Reloads the current page (e.g. after a row action). */
  reload: () => void;
  /** Whether the user is an agent (role 2). */
  isAgent: boolean;
  /** The selected rows, across pages, in the order they were selected (with `selectable`; else `[]`). */
  selected: T[];
  /** Clears the selection. */
  clearSelection: () => void;
  /** Replaces the selection with `rows` (e.g. "select every row of the filter", fetched by the page). */
  select: (rows: T[]) => void;
  /** The last query sent (filters, `order_by`), without paging; `{}` before the first load. */
  lastQuery: () => Record<string, unknown>;
}

/** The asynchronous export of a list: the area's two calls and the default file name. */
export interface ListExport<Q> extends ExportService<Q> {
  /** File name when the server gives none (`.xlsx` added). */
  fileName?: string;
  /** Button text (translated); default "导出". */
  label?: string;
}

/**
 * Props of {@link ListPage}. `T` is a row, `Q` the query type of the list call (its filters).
 */
export interface ListPageProps<T extends Record<string, any>, Q = ListQuery> {
  /**
   * The list call, a service function `(query, opts?) => Promise<Paged<T>>`. `query` holds `page`,
   * `perPage` (or `per_page`), `order_by` when sorted, and the search form's non-empty filters.
   */
  request: (query: Q, opts?: AppRequestOptions) => Promise<PagedLike<T> | T[]>;
  /** ProTable columns, or a function of the {@link ListKit} returning them. */
  columns: ProColumns<T>[] | ((kit: ListKit<T>) => ProColumns<T>[]);
  /** Row key (a field name or a function). */
  rowKey: ProTableProps<T, any>['rowKey'];
  /** Page title; default the route's `title` locale key (config/routes), translated. */
  title?: ReactNode;
  /** Text under the title. */
  content?: ReactNode;
  /** Paging parameter names (`{ paging: 'per_page' }` where the spec says so) and the sort parameter. */
  query?: ListQueryOptions;
  /**
   * The agent users filter in the search form (spec §6; `agentUsersColumn`), shown to agents only.
   * Default true. The list also reloads (page 1) whenever the header's belonging-user selection changes.
   */
  usersFilter?: boolean;
  /** Reloads every `polling` ms while the tab is visible (e.g. 60_000 for the declare list, spec §7/§9); at least 2000. */
  polling?: number;
  /** Asynchronous export (a button in the toolbar, progress dialog, `.xlsx` download). */
  export?: ListExport<Q>;
  /** Extra toolbar buttons (before the export button); `kit.selected` holds the selected rows. */
  toolBar?: (kit: ListKit<T>) => ReactNode[];
  /**
   * Rows can be selected (a checkbox column; the selection is kept across pages and cleared when
   * the header's belonging users change) for toolbar actions on them (`kit.selected`).
   * `disabled` greys out the checkbox of some rows; `label` names a row's checkbox for screen
   * readers (default "选择此行").
   */
  selectable?: boolean | { disabled?: (row: T) => boolean; label?: (row: T) => string };
  /** Page size (default {@link DEFAULT_PAGE_SIZE}, spec §9). */
  pageSize?: number;
  /**
   * Remember the page size the user picks, in local storage under `yishui:pageSize:<key>` (issue #25:
   * the agent's board keeps its 50 rows); without a key the size starts at `pageSize` every time.
   */
  pageSizeKey?: string;
  /** Sees each raw answer of the list call (e.g. extra fields besides `list`). */
  onResponse?: (answer: PagedLike<T> | T[]) => void;
  /**
   * Text of the empty table (translated); defaults "暂无记录" / "没有符合筛选条件的记录…". A function
   * of `{ filtered }` may answer a way forward for a user who has nothing yet and `undefined` (the
   * default) once filters are set.
   */
  emptyText?: ReactNode | ((ctx: EmptyContext) => ReactNode);
  /** `data-testid` of the element around the search form, toolbar and table. */
  testId?: string;
  /** The table's action ref, when the page needs it besides the kit's `reload`. */
  actionRef?: MutableRefObject<ActionType | undefined>;
  /** Further ProTable props (search form layout, scroll, row selection…). */
  tableProps?: Omit<ProTableProps<T, any>, 'columns' | 'request' | 'rowKey' | 'actionRef' | 'polling'>;
  /** Further PageContainer props (extra, onBack, tags…). */
  pageProps?: Omit<PageContainerProps, 'title' | 'content' | 'children'>;
}

/**
 * A list screen: `PageContainer` + `ProTable` with
 * - the title of the route (locale key of config/routes' `title`);
 * - page size 10 (spec §9) with a size changer; the ProTable adapter of src/core/list (`page`,
 *   `perPage` / `per_page`, `order_by`, blank filters dropped, `{ list, total }` → `{ data, total }`);
 * - the agent users filter (the header's 所属用户 itself: it shows and sets the header's choice, and
 *   重置 clears both) and a reload when the header's belonging-user selection changes;
 * - optional polling that pauses while the tab is hidden and refreshes when it is shown again;
 * - optional asynchronous export ({@link ExportButton});
 * - loading, empty and failure states in Chinese; a failed load is not toasted twice (the request
 *   layer showed it) and offers "重新加载".
 * - optional row selection (`selectable`) for toolbar actions on the selected rows (`kit.selected`);
 * - an empty text that may depend on whether filters are set (a way forward for a new user).
 * Row actions use {@link ConfirmAction}; status columns {@link statusColumn} / {@link StatusTag}.
 */
/** The page sizes offered (antd's defaults plus 50 for the board). */
const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/** The remembered page size of list `key`, or `undefined` (none kept, storage unavailable, or not an offered size). */
export function storedPageSize(key: string | undefined): number | undefined {
  if (!key || typeof window === 'undefined') return undefined;
  try {
    const n = Number(window.localStorage.getItem(`yishui:pageSize:${key}`));
    return PAGE_SIZE_OPTIONS.includes(n) ? n : undefined;
  } catch {
    // storage disabled (privacy mode): no size remembered, the default applies
    return undefined;
  }
}

/** Keeps `size` as the page size of list `key` (nothing without a key or storage). */
export function storePageSize(key: string | undefined, size: number): void {
  if (!key || typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(`yishui:pageSize:${key}`, String(size));
  } catch {
    // Private mode or a full storage: the size is simply not remembered.
  }
}

export default function ListPage<T extends Record<string, any>, Q = ListQuery>(props: ListPageProps<T, Q>) {
  const { request, rowKey, query: queryOpts, usersFilter = true, polling, pageSize: defaultSize = DEFAULT_PAGE_SIZE, pageSizeKey, onResponse, testId, tableProps, pageProps } = props;
  const [pageSize] = useState(() => storedPageSize(pageSizeKey) ?? defaultSize);
  const t = useT();
  const intl = useIntl();
  const { isAgent } = useAccess();
  const route = useRouteProps() as { title?: string };
  const ownRef = useRef<ActionType>();
  const actionRef = props.actionRef ?? ownRef;
  const lastQuery = useRef<ListQuery | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  // ProTable renders once before its first request starts (the request runs in an effect, and its
  // loading state turns on only then): without this the list showed 暂无数据 for a moment, with no
  // spinner, before the rows came. Until the first answer (or failure) the table counts as loading.
  const [answered, setAnswered] = useState(false);
  const [failed, setFailed] = useState(false);
  const [filtered, setFiltered] = useState(false);
  const visibility = useDocumentVisibility();

  const requestRef = useRef(request);
  requestRef.current = request;
  const onResponseRef = useRef(onResponse);
  onResponseRef.current = onResponse;
  const pagingKey = `${queryOpts?.paging ?? ''}|${queryOpts?.orderParam ?? ''}`;
  const tableReq = useMemo(
    () =>
      tableRequest<T, Q, PagedLike<T> | T[]>((q) => requestRef.current(q), {
        ...queryOpts,
        onQuery: (q) => {
          lastQuery.current = q;
          setFiltered(hasFilters(q));
        },
        onAnswer: (a) => onResponseRef.current?.(a),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pagingKey],
  );

  // The header's belonging-user selection changed: back to page 1 with the new filter (not on mount).
  useReloadOnBelongingChange(() => void (actionRef.current?.reloadAndRest ?? actionRef.current?.reload)?.());

  // Row selection (`selectable`): key → row, kept across pages.
  const [selection, setSelection] = useState<Map<RowKey, T>>(() => new Map());
  const clearSelection = () => setSelection(new Map());
  useReloadOnBelongingChange(clearSelection);
  const selectable = props.selectable;
  const selectOpts = typeof selectable === 'object' ? selectable : {};

  const select = (rows: T[]) => setSelection(new Map(rows.map((r) => [rowKeyOf(rowKey as RowKeySpec<T>, r), r])));
  const kit: ListKit<T> = {
    t,
    isAgent: !!isAgent,
    reload: () => void actionRef.current?.reload(),
    selected: [...selection.values()],
    clearSelection,
    select,
    lastQuery: () => withoutPaging(lastQuery.current ?? {}) as Record<string, unknown>,
  };
  const baseColumns = typeof props.columns === 'function' ? props.columns(kit) : props.columns;
  const columns = usersFilter && !baseColumns.some((c) => c.dataIndex === 'users') ? [...baseColumns, agentUsersColumn<T>(intl, !!isAgent)] : baseColumns;
  // Issue #33 "the agent's two 所属用户": the form's 所属用户 IS the header's choice, so 重置 clears
  // the header's too (before, it cleared only the form: the header kept the client, and choosing it
  // again in the header's multiple select took it off — 全部客户 and every company).
  const clearsHeaderUsers = usersFilter && !!isAgent && columns.some((c) => c.dataIndex === 'users');
  const onReset = () => {
    if (clearsHeaderUsers) writeUsersRecord(null);
    tableProps?.onReset?.();
  };

  const exporter = props.export;
  const toolBar = (): ReactNode[] => [
    ...(props.toolBar?.(kit) ?? []),
    exporter ? (
      <ExportButton<Q>
        key="export"
        service={exporter}
        fileName={exporter.fileName}
        label={exporter.label}
        params={() => withoutPaging(lastQuery.current ?? {}) as Q}
      />
    ) : null,
  ];

  const emptyText = failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.loadFailed')} data-testid="list-failed">
      <Typography.Link onClick={() => void actionRef.current?.reload()}>{t('list.retry')}</Typography.Link>
    </Empty>
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={resolveEmptyText<ReactNode>(props.emptyText, { filtered }) ?? t(filtered ? 'list.emptyFiltered' : 'list.empty')}
      data-testid="list-empty"
    />
  );

  const title = props.title ?? (route.title ? t(route.title) : undefined);
  const activePolling = pollingInterval(polling, visibility);

  return (
    <PageContainer title={title} content={props.content} {...pageProps}>
      <div data-testid={testId}>
        <ProTable<T, any>
          rowKey={rowKey}
          actionRef={actionRef}
          columns={columns}
          request={async (params, sort) => {
            try {
              const r = await tableReq(params, sort as never);
              setFailed(false);
              return r;
            } finally {
              setAnswered(true);
            }
          }}
          onRequestError={() => setFailed(true)}
          loading={{ spinning: loading || (!answered && !tableProps?.manualRequest), tip: t('list.loading') }}
          onLoadingChange={(l) => setLoading(typeof l === 'object' ? !!l?.spinning : !!l)}
          polling={activePolling}
          pagination={{
            defaultPageSize: pageSize,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS.includes(pageSize) ? PAGE_SIZE_OPTIONS : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b),
            onChange: (_page, size) => storePageSize(pageSizeKey, size),
          }}
          search={{ labelWidth: 'auto', defaultCollapsed: false }}
          options={{ reload: true, density: false, setting: false, fullScreen: false }}
          locale={{ emptyText }}
          toolBarRender={toolBar}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: [...selection.keys()] as Key[],
                  preserveSelectedRowKeys: true,
                  onChange: (keys, rows) => setSelection((prev) => mergeSelection<T>(prev, keys as RowKey[], rows, rowKey as RowKeySpec<T>)),
                  getCheckboxProps: (row: T) => ({
                    disabled: selectOpts.disabled?.(row) ?? false,
                    'aria-label': selectOpts.label?.(row) ?? t('list.select.row'),
                  }),
                }
              : undefined
          }
          {...tableProps}
          onReset={onReset}
        />
      </div>
    </PageContainer>
  );
}
