/**
 * `/user/declare/management` (guarded, agents: `access: 'isAgent'`; issue #12, spec §2): the agent's
 * board and the seller-report list, as two tabs (`?tab=reports` opens the second).
 * - 客户申报看板: one row per client company, one cell per country it holds a VAT number in: the
 *   current period's status from the transition table, due date and days left (overdue in red), a
 *   click opens the declaration (or the many-report upload when none exists yet). Filters: status,
 *   country, due within N days, 需要我处理, keyword, users; the summary counts the whole filtered board.
 *   Server paging (`GET /api/seller-report/board`), so 500 companies render a page at a time.
 *   Toolbar: 导入客户公司 (`.xlsx`, template, row-by-row result), 批量上传报告, 批量申报.
 * - 报告上传情况: which company uploaded which month (`GET /api/seller-report`), delete one report
 *   (confirmed), download the selected companies' reports as one `.zip`.
 */
import { CloudUploadOutlined, DownloadOutlined, ImportOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { history, Link } from '@umijs/max';
import { App, Button, Col, Row, Space, Statistic, Tag, theme, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { CountryLabel } from '@/components/CountrySelect';
import ListPage, { ConfirmAction, downloadUrl } from '@/components/ListPage';
import { isLate, type BoardCell, type BoardRow, type BoardSummary } from '@/core/batch/board';
import { DECLARE_COUNTRY_CODES } from '@/core/countries';
import { DECLARE_STATUS, DECLARE_STATUS_MAP, DECLARE_STATUSES, isFinal } from '@/core/declare/status';
import { useQueryParam } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';
import { deleteSellerReport, downloadSellerReports, listBoard, listSellerReports, type BoardQuery, type SellerReportQuery, type SellerReportRow } from '@/services/batch';
import CompanyImport from './CompanyImport';
import '@/locales/areas/batch';
import '@/locales/areas/declare';

/** The countries the declaration workspace files (the country packs with a due rule and supported frequencies), until the board answers with its own. */
const COUNTRIES = DECLARE_COUNTRY_CODES;
/** Board column widths (px): the company, and each country; the table is exactly their sum wide. */
const BOARD_COMPANY_WIDTH = 176;
const BOARD_COUNTRY_WIDTH = 108;

/** Where a board cell leads: its declaration, or the many-report upload when none exists yet. */
function cellPath(c: BoardCell): string {
  return c.declareId ? `/user/declare/view-data?id=${c.declareId}` : '/user/declare/management/many-upload';
}

/**
 * One board cell: the status tag, the due date and days left, the reports waiting. Plain elements
 * around one antd Tag (a page of the board has up to 20 × 11 cells; Space, Typography and Link per
 * cell cost more than the rest of the page: bench:batch).
 */
function Cell({ c, muted, danger }: { c: BoardCell; muted: string; danger: string }) {
  const t = useT();
  const late = isLate(c);
  const paying = !isFinal(c.status) && c.status >= DECLARE_STATUS.SUBMITTED;
  const path = cellPath(c);
  const status = DECLARE_STATUS_MAP[c.status];
  return (
    <a
      href={path}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        history.push(path);
      }}
      style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}
      data-testid="board-cell"
      data-country={c.country}
      data-status={c.status}
      aria-label={t('batch.board.cellLabel', { country: c.country, status: t(status.label) })}
    >
      <Tag color={status.color} data-status={String(c.status)} style={{ marginInlineEnd: 0, lineHeight: '18px' }}>
        {t(status.label)}
      </Tag>
      {/* Compact (issue #25): one short line; the full sentence with the date is the tooltip. */}
      <span
        style={{ fontSize: 12, lineHeight: '18px', whiteSpace: 'nowrap', color: late ? danger : muted }}
        title={isFinal(c.status) ? undefined : paying ? t('batch.board.payBy', { due: c.dueDate }) : late ? t('batch.board.overdue', { n: -c.daysLeft, due: c.dueDate }) : t('batch.board.due', { n: c.daysLeft, due: c.dueDate })}
      >
        {isFinal(c.status) ? t('batch.board.doneShort', { period: `${c.periodStart.slice(0, 7)}` }) : paying ? t('batch.board.payByShort', { due: c.dueDate.slice(5) }) : late ? t('batch.board.overdueShort', { n: -c.daysLeft }) : t('batch.board.dueShort', { n: c.daysLeft })}
      </span>
      {c.reports > 0 && c.status === 0 && <span style={{ fontSize: 12, color: muted }}>{t('batch.board.reports', { n: c.reports })}</span>}
    </a>
  );
}

function Summary({ s }: { s?: BoardSummary }) {
  const t = useT();
  return (
    <Row gutter={16} data-testid="board-summary">
      <Col xs={12} md={6}>
        <Statistic title={t('batch.board.sum.companies')} value={s?.companies ?? '-'} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={t('batch.board.sum.overdue')} value={s?.overdue ?? '-'} valueStyle={s?.overdue ? { color: 'var(--yishui-error, #d4380d)' } : undefined} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={t('batch.board.sum.dueSoon')} value={s?.dueSoon ?? '-'} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={t('batch.board.sum.needsAction')} value={s?.needsAction ?? '-'} />
      </Col>
    </Row>
  );
}

function Board({ tabs }: { tabs: object }) {
  const t = useT();
  const { token } = theme.useToken();
  const [countries, setCountries] = useState<string[]>([]);
  const [summary, setSummary] = useState<BoardSummary>();
  const [importing, setImporting] = useState(false);
  const reload = useRef<() => void>();
  return (
    <>
      <ListPage<BoardRow, BoardQuery>
        rowKey="companyId"
        testId="board"
        request={listBoard}
        pageProps={tabs}
        content={<Summary s={summary} />}
        onResponse={(a) => {
          const answer = a as { summary?: BoardSummary; countries?: string[] };
          setSummary(answer.summary);
          if (answer.countries) setCountries(answer.countries);
        }}
        emptyText={({ filtered }) => (filtered ? undefined : t('batch.board.empty'))}
        // Issue #25: 50 companies a page (remembered), compact rows, every filter visible without 展开,
        // and the agent's countries (the seeded seven plus NL) within 1440 px without horizontal
        // scrolling (fixed layout: 176 + 108 px a country). Narrower, or with more countries, the table
        // scrolls inside its card (the company column stays) instead of pushing the page sideways.
        pageSize={50}
        pageSizeKey="board"
        tableProps={{
          size: 'small',
          tableLayout: 'fixed',
          scroll: { x: BOARD_COMPANY_WIDTH + BOARD_COUNTRY_WIDTH * (countries.length || COUNTRIES.length) },
          search: { labelWidth: 'auto', defaultCollapsed: false },
        }}
        toolBar={(kit) => {
          reload.current = kit.reload;
          return [
          <Button key="import" icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="board-import">
            {t('batch.import.open')}
          </Button>,
          <Button key="many" type="primary" icon={<CloudUploadOutlined />} onClick={() => history.push('/user/declare/management/many-upload')}>
            {t('batch.board.many')}
          </Button>,
          <Button key="batch" icon={<ThunderboltOutlined />} onClick={() => history.push('/service/batch-declaration')}>
            {t('batch.board.batch')}
          </Button>,
          ];
        }}
        columns={({ t: tr }) => [
          {
            title: tr('batch.board.col.company'),
            dataIndex: 'companyName',
            key: 'company',
            fixed: 'left',
            width: BOARD_COMPANY_WIDTH,
            search: false,
            render: (_, r) => (
              <div style={{ lineHeight: '18px' }}>
                <div style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={r.companyName}>
                  {r.companyName}
                </div>
                <div style={{ fontSize: 12, color: token.colorTextDescription }}>{r.userName}</div>
              </div>
            ),
          },
          { title: tr('batch.board.f.q'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: tr('batch.board.f.qPlaceholder') } },
          {
            title: tr('batch.board.f.status'),
            dataIndex: 'status',
            hideInTable: true,
            valueType: 'select',
            valueEnum: Object.fromEntries(DECLARE_STATUSES.map((s) => [s, { text: tr(DECLARE_STATUS_MAP[s].label) }])),
          },
          { title: tr('batch.board.f.country'), dataIndex: 'country', hideInTable: true, valueType: 'select', valueEnum: Object.fromEntries((countries.length ? countries : COUNTRIES).map((c) => [c, { text: c }])) },
          {
            title: tr('batch.board.f.dueWithin'),
            dataIndex: 'dueWithin',
            hideInTable: true,
            valueType: 'select',
            valueEnum: { 0: { text: tr('batch.board.f.overdueOnly') }, 7: { text: tr('batch.board.f.days', { n: 7 }) }, 15: { text: tr('batch.board.f.days', { n: 15 }) }, 30: { text: tr('batch.board.f.days', { n: 30 }) } },
          },
          { title: tr('batch.board.f.needsAction'), dataIndex: 'needsAction', hideInTable: true, valueType: 'select', valueEnum: { 1: { text: tr('batch.board.f.needsActionYes') } } },
          ...(countries.length ? countries : COUNTRIES).map((country) => ({
            title: <CountryLabel code={country} />,
            key: `c-${country}`,
            search: false as const,
            width: BOARD_COUNTRY_WIDTH,
            render: (_: unknown, r: BoardRow) => {
              const c = r.cells.find((x) => x.country === country);
              return c ? <Cell c={c} muted={token.colorTextDescription} danger={token.colorError} /> : <span style={{ color: token.colorTextDescription }}>-</span>;
            },
          })),
        ]}
      />
      <CompanyImport
        open={importing}
        onClose={(changed) => {
          setImporting(false);
          if (changed) reload.current?.();
        }}
      />
    </>
  );
}

function Reports({ tabs }: { tabs: object }) {
  const t = useT();
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const year = new Date().getFullYear();
  return (
    <ListPage<SellerReportRow, SellerReportQuery>
      rowKey="key"
      testId="reports"
      request={listSellerReports}
      pageProps={tabs}
      selectable={{ disabled: (r) => !r.isUpload, label: (r) => t('batch.reports.select', { name: r.companyName }) }}
      content={<Typography.Text type="secondary">{t('batch.reports.intro')}</Typography.Text>}
      toolBar={({ selected, clearSelection }) => [
        <Tooltip key="dl" title={selected.length ? undefined : t('batch.reports.selectFirst')}>
          <Button
            icon={<DownloadOutlined />}
            disabled={!selected.length}
            loading={downloading}
            data-testid="reports-download"
            onClick={async () => {
              setDownloading(true);
              try {
                const r = await downloadSellerReports(selected.flatMap((row) => row.reports.map((x) => x.id)));
                downloadUrl(r.url, r.fileName);
                message.success(t('batch.reports.downloaded', { n: r.files }));
                clearSelection();
              } catch {
                /* shown by the request layer */
              } finally {
                setDownloading(false);
              }
            }}
          >
            {t('batch.reports.download', { n: selected.length })}
          </Button>
        </Tooltip>,
        <Button key="many" type="primary" icon={<CloudUploadOutlined />} onClick={() => history.push('/user/declare/management/many-upload')}>
          {t('batch.board.many')}
        </Button>,
      ]}
      columns={({ t: tr, reload }) => [
        { title: tr('batch.reports.col.company'), dataIndex: 'companyName', search: false, width: 240 },
        { title: tr('batch.reports.f.q'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: tr('batch.board.f.qPlaceholder') } },
        {
          title: tr('batch.reports.f.year'),
          dataIndex: 'year',
          hideInTable: true,
          valueType: 'select',
          valueEnum: Object.fromEntries([year, year - 1, year - 2].map((y) => [y, { text: String(y) }])),
        },
        { title: tr('batch.reports.f.month'), dataIndex: 'month', hideInTable: true, valueType: 'select', valueEnum: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, { text: tr('batch.reports.monthN', { n: i + 1 }) }])) },
        { title: tr('batch.reports.col.month'), key: 'ym', search: false, width: 110, render: (_, r) => `${r.year}-${String(r.month).padStart(2, '0')}` },
        {
          title: tr('batch.reports.col.isUpload'),
          dataIndex: 'isUpload',
          valueType: 'select',
          width: 110,
          valueEnum: { 1: { text: tr('batch.reports.uploaded') }, 0: { text: tr('batch.reports.notUploaded') } },
          render: (_, r) => <Tag color={r.isUpload ? 'success' : 'warning'}>{r.isUpload ? tr('batch.reports.uploaded') : tr('batch.reports.notUploaded')}</Tag>,
        },
        {
          title: tr('batch.reports.col.files'),
          key: 'files',
          search: false,
          render: (_, r) =>
            r.reports.length ? (
              <Space direction="vertical" size={2}>
                {r.reports.map((x) => (
                  <Space key={x.id} size={6} data-testid="report-file" data-id={x.id}>
                    <Typography.Text>{x.fileName}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {(x.fileSize / 1024).toFixed(0)} KB · {x.uploadedAt.slice(0, 16).replace('T', ' ')}
                    </Typography.Text>
                    <ConfirmAction danger title={tr('batch.reports.deleteConfirm', { name: x.fileName })} onConfirm={() => deleteSellerReport(x.id)} successText={tr('batch.reports.deleted')} onDone={reload}>
                      {tr('batch.reports.delete')}
                    </ConfirmAction>
                  </Space>
                ))}
              </Space>
            ) : (
              <Link to="/user/declare/management/many-upload">{tr('batch.reports.uploadNow')}</Link>
            ),
        },
      ]}
    />
  );
}

/** The agent's board and report list (see the module comment). */
export default function ManagementPage() {
  const t = useT();
  const tab = useQueryParam('tab') === 'reports' ? 'reports' : 'board';
  const tabs = {
    tabList: [
      { key: 'board', tab: t('batch.tab.board') },
      { key: 'reports', tab: t('batch.tab.reports') },
    ],
    tabActiveKey: tab,
    onTabChange: (k: string) => history.push(k === 'reports' ? '/user/declare/management?tab=reports' : '/user/declare/management'),
  };
  return tab === 'reports' ? <Reports key="reports" tabs={tabs} /> : <Board key="board" tabs={tabs} />;
}

