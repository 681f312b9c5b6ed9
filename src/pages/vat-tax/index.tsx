/**
 * `/user/vat-tax` (guarded, menu "VAT 税号"): the user's VAT numbers and registrations by country
 * (`GET /api/vat-tax`, `page` + `per_page`), on ListPage. Country (code badge and Chinese name, spec
 * §9 order by default), VAT and local numbers, company, user (agents), register type (spec §4
 * "全部 / 新注册 / 转代理"), status, effective date, filing frequency, next period with its due date
 * and days left (overdue in the error colour, within 7 days in the warning colour), tags; a dot on
 * an unread status change, cleared when the details open.
 *
 * Row actions: 详情 (drawer), 标签与备注 (the wizard, /user/vat-tax/tag?id=), 申报记录 (the filed
 * returns of that number). Toolbar: 下载证书 and 分享 on the selected rows, 导出 (kind=numbers).
 */
import { DownloadOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history, Link } from '@umijs/max';
import { App, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useBelongingUsers } from '@/components/BelongingUser';
import CountrySelect, { CountryLabel } from '@/components/CountrySelect';
import ListPage, { downloadUrl, statusColumn, StatusTag, type ListKit } from '@/components/ListPage';
import { VAT_TAX_STATUS_MAP, type VatTaxRecord } from '@/core/vat-tax/types';
import { periodLabel, periodText } from '@/core/vat-tax/view';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { downloadVatTaxCerts, exportVatTax, listAllVatTax, listVatTax, listVatTaxCountries, shareVatTax, vatTaxExportResult, type VatTaxListQuery, type VatTaxShareLink } from '@/services/vat-tax';
import DetailDrawer from './_detail';
import ShareModal from './_share';
import { DueCell, VatNumber } from '@/components/VatCells';
import '@/locales/areas/vat-tax';

/** The register-type filter's "all" (sends no `type`). */
const ALL = 'all';

/** The empty state of a user without any number: the service is coming; the calculator meanwhile. */
function NoNumbers() {
  const t = useT();
  return (
    <Space direction="vertical" size={8} style={{ maxWidth: 520 }} data-testid="vat-empty">
      <Typography.Text strong>{t('vatTax.empty.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('vatTax.empty.desc')}</Typography.Text>
      <Button type="primary" onClick={() => history.push('/user/calculate-tax')}>
        {t('vatTax.empty.calc')}
      </Button>
    </Space>
  );
}

/** The list page. */
export default function VatTaxListPage() {
  const t = useT();
  const { message } = App.useApp();
  const belonging = useBelongingUsers().ids.join(',');
  // Options of the country and tag filters: the user's own (narrowed by the header's selection).
  const countries = useApi(() => listVatTaxCountries(), { refreshDeps: [belonging] });
  const all = useApi(() => listAllVatTax(), { refreshDeps: [belonging] });
  const tags = [...new Set((all.data ?? []).flatMap((r) => r.tags))];
  const actionRef = useRef<ActionType>();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [share, setShare] = useState<{ link: VatTaxShareLink; count: number } | null>(null);
  const [sharing, setSharing] = useState(false);

  const downloadCerts = async (kit: ListKit<VatTaxRecord>) => {
    setDownloading(true);
    try {
      const zip = await downloadVatTaxCerts(kit.selected.map((r) => r.id));
      downloadUrl(zip.url, zip.fileName);
      message.success(t('vatTax.certs.done', { files: zip.files, records: zip.records }));
    } catch {
      // The request layer showed why (e.g. "所选税号暂无可下载的证书…").
    } finally {
      setDownloading(false);
    }
  };

  const shareSelected = async (kit: ListKit<VatTaxRecord>) => {
    setSharing(true);
    try {
      const link = await shareVatTax({ ids: kit.selected.map((r) => r.id) });
      setShare({ link, count: kit.selected.length });
    } catch {
      // Shown by the request layer.
    } finally {
      setSharing(false);
    }
  };

  const columns = ({ t: tr, isAgent }: ListKit<VatTaxRecord>): ProColumns<VatTaxRecord>[] => [
    {
      title: tr('vatTax.col.country'),
      dataIndex: 'countryCode',
      renderFormItem: () => <CountrySelect codes={(countries.data ?? []).map((c) => c.code)} />,
      // The register type (spec §4) under the country: the table fits 1280 px with the menu open.
      render: (_, r) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <CountryLabel code={r.countryCode} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="vat-type">
            {tr(`vatTax.type.${r.type}`)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: tr('vatTax.col.vatNumber'),
      dataIndex: 'vatNumber',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <VatNumber value={r.vatNumber} />
          {r.localTaxNumber && (
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-testid="local-tax-number">
              {tr('vatTax.col.localTaxNumber')} {r.localTaxNumber}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      // The tags under the company: the table fits 1280 px with the menu open.
      title: `${tr('vatTax.col.company')} / ${tr('vatTax.col.tags')}`,
      dataIndex: 'companyName',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={4}>
          <span>{r.companyName}</span>
          {r.tags.length > 0 && (
            <Space size={[0, 4]} wrap data-testid="vat-tags">
              {r.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Space>
          )}
        </Space>
      ),
    },
    ...(isAgent
      ? [
          {
            title: <span style={{ whiteSpace: 'nowrap' }}>{tr('vatTax.col.user')}</span>,
            dataIndex: 'userName',
            search: false as const,
            render: (_: unknown, r: VatTaxRecord) => <span style={{ whiteSpace: 'nowrap' }}>{r.userName}</span>,
          },
        ]
      : []),
    {
      title: tr('vatTax.col.type'),
      dataIndex: 'type',
      valueType: 'radioButton',
      valueEnum: new Map<string, string>([
        [ALL, tr('vatTax.filter.all')],
        ['0', tr('vatTax.type.0')],
        ['1', tr('vatTax.type.1')],
      ]),
      initialValue: ALL,
      hideInTable: true,
      search: { transform: (v: string) => (v === ALL ? {} : { type: v }) },
    },
    {
      ...statusColumn<VatTaxRecord>(tr, VAT_TAX_STATUS_MAP, { title: tr('vatTax.col.status'), dataIndex: 'status' }),
      render: (_, r) => (
        <Space size={0} wrap={false}>
          <StatusTag map={VAT_TAX_STATUS_MAP} value={r.status} />
          {r.unread && (
            <Tooltip title={tr('vatTax.unread')}>
              <span
                role="img"
                aria-label={tr('vatTax.unread')}
                data-testid={`unread-${r.id}`}
                style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: 'var(--yishui-text-error)' }}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      title: tr('vatTax.col.effectiveDate'),
      dataIndex: 'effectiveDate',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <span>{r.effectiveDate ?? '-'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="frequency">
            {tr(`vatTax.frequency.${r.frequency}`)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: tr('vatTax.col.next'),
      dataIndex: 'nextDueDate',
      search: false,
      sorter: true,
      render: (_, r) =>
        r.nextPeriod ? (
          <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} title={periodText(r.nextPeriod)} data-testid="next-period">
              {periodLabel(r.nextPeriod)}
            </Typography.Text>
            <DueCell date={r.nextDueDate} daysLeft={r.daysLeft} overdueCount={r.overdueCount} testId={`due-${r.id}`} />
          </Space>
        ) : (
          '-'
        ),
    },
    { title: tr('vatTax.filter.q'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: tr('vatTax.filter.q.placeholder') } },
    {
      title: tr('vatTax.col.tags'),
      dataIndex: 'tag',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: tags.map((tag) => ({ value: tag, label: tag })), placeholder: tr('vatTax.filter.tag.placeholder'), showSearch: true },
    },
    { title: tr('vatTax.filter.overdue'), dataIndex: 'overdue', hideInTable: true, valueType: 'switch', search: { transform: (v: boolean) => (v ? { overdue: 1 } : {}) } },
    {
      title: tr('vatTax.col.actions'),
      key: 'actions',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={2} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Link onClick={() => setDetailId(r.id)} data-testid={`detail-${r.id}`}>
            {tr('vatTax.action.detail')}
          </Typography.Link>
          <Link to={`/user/vat-tax/tag?id=${r.id}`} data-testid={`tag-${r.id}`}>
            {tr('vatTax.action.tag')}
          </Link>
          <Link to={`/user/vat-tax/tax-records?id=${r.id}`} data-testid={`periods-${r.id}`}>
            {tr('vatTax.action.periods')}
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<VatTaxRecord, VatTaxListQuery>
        rowKey="id"
        testId="vat-numbers"
        content={t('vatTax.list.desc')}
        request={listVatTax}
        query={{ paging: 'per_page' }}
        export={{ start: (p, o) => exportVatTax({ ...p, kind: 'numbers' }, o), result: vatTaxExportResult, fileName: 'VAT税号列表' }}
        selectable={{ label: (r) => t('vatTax.select.row', { country: r.countryCode, vatNumber: r.vatNumber || t('vatTax.vatNumber.pending') }) }}
        emptyText={({ filtered }) => (filtered ? undefined : <NoNumbers />)}
        toolBar={(kit) => [
          <Typography.Text key="hint" type="secondary" data-testid="vat-selection-hint">
            {kit.selected.length ? t('vatTax.selected', { count: kit.selected.length }) : t('vatTax.selection.hint')}
          </Typography.Text>,
          <Tooltip key="certs" title={kit.selected.length ? undefined : t('vatTax.certs.hint')}>
            <Button icon={<DownloadOutlined />} disabled={!kit.selected.length} loading={downloading} onClick={() => void downloadCerts(kit)} data-testid="vat-certs">
              {t('vatTax.certs.download')}
            </Button>
          </Tooltip>,
          <Tooltip key="share" title={kit.selected.length ? undefined : t('vatTax.share.hint')}>
            <Button icon={<ShareAltOutlined />} disabled={!kit.selected.length} loading={sharing} onClick={() => void shareSelected(kit)} data-testid="vat-share">
              {t('vatTax.share')}
            </Button>
          </Tooltip>,
        ]}
        actionRef={actionRef}
        columns={columns}
      />
      {/* Opening the details clears an unread mark: the rows reload to drop its dot. */}
      <DetailDrawer id={detailId} onClose={() => setDetailId(null)} onRead={() => void actionRef.current?.reload()} />
      <ShareModal share={share} onClose={() => setShare(null)} />
    </>
  );
}
