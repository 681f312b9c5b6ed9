/**
 * `/lux-invoice` (guarded, menu 申报与缴款 → 卢森堡发票; issue #24): Amazon's Luxembourg fee invoices
 * — the net fees per country and month, then every invoice with the declaration its reverse charge
 * went into (or why none) and a delete. Upload: `/lux-invoice/upload-lux-invoice`.
 */
import { history, Link } from '@umijs/max';
import { Button, Card, Space, Table, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { CountryLabel } from '@/components/CountrySelect';
import ListPage, { ConfirmAction } from '@/components/ListPage';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { deleteLuxInvoice, listLuxInvoices, luxInvoiceSummary, type LuxInvoiceQuery, type LuxInvoiceRow, type LuxSummaryRow } from '@/services/lux-invoice';
import '@/locales/areas/lux-invoice';

const UPLOAD = '/lux-invoice/upload-lux-invoice';

/** Net fees per country and month. */
function Summary({ summary }: { summary: { data?: LuxSummaryRow[]; loading: boolean } }) {
  const t = useT();
  return (
    <Card size="small" title={t('luxInvoice.summary.title')} style={{ marginTop: 16 }}>
      <Table
        size="small"
        rowKey={(r) => `${r.country}-${r.month}-${r.currency}`}
        loading={summary.loading}
        dataSource={summary.data ?? []}
        pagination={false}
        locale={{ emptyText: t('luxInvoice.summary.empty') }}
        data-testid="lux-summary"
        columns={[
          { title: t('luxInvoice.col.country'), dataIndex: 'country', render: (c: string) => <CountryLabel code={c} /> },
          { title: t('luxInvoice.col.month'), dataIndex: 'month' },
          { title: t('luxInvoice.col.invoices'), dataIndex: 'invoices', align: 'right' },
          { title: t('luxInvoice.col.net'), dataIndex: 'net', align: 'right', render: (v: string, r) => `${v} ${r.currency}` },
          {
            title: t('luxInvoice.col.declaration'),
            dataIndex: 'declarationId',
            render: (id: number | null) => (id ? <Link to={`/user/declare/view-data?id=${id}`}>{t('luxInvoice.declaration.view', { id })}</Link> : t('luxInvoice.declaration.none')),
          },
        ]}
      />
    </Card>
  );
}

export default function LuxInvoicePage() {
  const t = useT();
  const summary = useApi(() => luxInvoiceSummary());
  return (
    <ListPage<LuxInvoiceRow, LuxInvoiceQuery>
      testId="lux-invoices"
      rowKey="id"
      request={listLuxInvoices}
      content={
        <>
          <Typography.Paragraph style={{ maxWidth: 960, marginBottom: 0 }}>{t('luxInvoice.intro')}</Typography.Paragraph>
          <Summary summary={summary} />
        </>
      }
      toolBar={() => [
        <Button key="upload" type="primary" icon={<UploadOutlined />} onClick={() => history.push(UPLOAD)} data-testid="lux-upload">
          {t('luxInvoice.upload')}
        </Button>,
      ]}
      emptyText={({ filtered }) =>
        filtered ? undefined : (
          <Space direction="vertical" size={8} data-testid="lux-empty">
            <Typography.Text strong>{t('luxInvoice.empty.title')}</Typography.Text>
            <Typography.Text type="secondary">{t('luxInvoice.empty.desc')}</Typography.Text>
            <Button type="primary" onClick={() => history.push(UPLOAD)}>
              {t('luxInvoice.upload')}
            </Button>
          </Space>
        )
      }
      columns={(kit) => [
        { title: t('luxInvoice.col.invoiceNumber'), dataIndex: 'q', hideInTable: true },
        {
          title: t('luxInvoice.col.country'),
          dataIndex: 'country',
          valueType: 'select',
          valueEnum: { DE: { text: 'DE' }, FR: { text: 'FR' }, IT: { text: 'IT' }, ES: { text: 'ES' }, NL: { text: 'NL' }, PL: { text: 'PL' }, SE: { text: 'SE' }, BE: { text: 'BE' } },
          render: (_, r) => <CountryLabel code={r.country} />,
        },
        { title: t('luxInvoice.col.month'), dataIndex: 'month', sorter: true },
        { title: t('luxInvoice.col.invoiceNumber'), dataIndex: 'invoiceNumber', search: false, render: (_, r) => <span data-testid="lux-invoice-number">{r.invoiceNumber}</span> },
        { title: t('luxInvoice.col.marketplace'), dataIndex: 'marketplace', search: false },
        { title: t('luxInvoice.col.sellerVat'), dataIndex: 'sellerVat', search: false },
        { title: t('luxInvoice.col.net'), dataIndex: 'net', search: false, align: 'right', render: (_, r) => `${r.net} ${r.currency}` },
        {
          title: t('luxInvoice.col.declaration'),
          dataIndex: 'declarationId',
          search: false,
          render: (_, r) => (
            <Space direction="vertical" size={0}>
              {r.declarationId ? (
                <Link to={`/user/declare/view-data?id=${r.declarationId}`} data-testid="lux-declaration">
                  {t('luxInvoice.declaration.view', { id: r.declarationId })}
                </Link>
              ) : (
                <Typography.Text>{t('luxInvoice.declaration.none')}</Typography.Text>
              )}
              {r.note && <Typography.Text type="secondary">{r.note}</Typography.Text>}
            </Space>
          ),
        },
        { title: t('luxInvoice.col.file'), dataIndex: 'fileName', search: false, ellipsis: true },
        {
          title: t('luxInvoice.delete'),
          valueType: 'option',
          render: (_, r) => (
            <ConfirmAction
              danger
              title={t('luxInvoice.deleteConfirm')}
              onConfirm={() => deleteLuxInvoice(r.id)}
              successText={t('luxInvoice.deleted')}
              onDone={() => {
                kit.reload();
                summary.refresh();
              }}
            >
              {t('luxInvoice.delete')}
            </ConfirmAction>
          ),
        },
      ]}
    />
  );
}
