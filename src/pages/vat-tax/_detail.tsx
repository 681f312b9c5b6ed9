/**
 * The details drawer of a VAT number (`/user/vat-tax`, row action 详情): `GET /api/vat-tax/info`,
 * then `GET /api/vat-tax/read` when the number has an unread status change (the list's dot goes).
 * Shows the registration, the certificates with download links (`downloadUrl`: an `<a download>`,
 * never a page of the console's origin), the recent periods, the status history, the person in
 * charge and the note.
 */
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Alert, Button, Descriptions, Drawer, Empty, List, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { CountryLabel } from '@/components/CountrySelect';
import { downloadUrl, StatusTag } from '@/components/ListPage';
import { VAT_TAX_STATUS_MAP, type VatTaxPeriod } from '@/core/vat-tax/types';
import { amountText, periodText } from '@/core/vat-tax/view';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getVatTaxInfo, markVatTaxRead } from '@/services/vat-tax';
import { DueCell, ToneLabel, VatNumber } from '@/components/VatCells';
import '@/locales/areas/vat-tax';

/** Props: the record shown (`null`: closed), and what to do once its unread mark is cleared. */
interface DetailDrawerProps {
  id: number | null;
  onClose: () => void;
  /** The status change was marked read (the list reloads to drop its dot). */
  onRead: () => void;
}

/** The drawer. */
export default function DetailDrawer({ id, onClose, onRead }: DetailDrawerProps) {
  const t = useT();
  const info = useApi(() => getVatTaxInfo(id!, { skipErrorMessage: true }), { ready: id !== null, refreshDeps: [id] });
  const d = info.data && info.data.id === id ? info.data : undefined;
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  useEffect(() => {
    if (d?.unread) void markVatTaxRead(d.id, { skipErrorMessage: true }).then(() => onReadRef.current(), () => undefined);
  }, [d?.id, d?.unread]);

  const periodColumns = [
    { title: t('vatTax.col.period'), key: 'period', render: (_: unknown, p: VatTaxPeriod) => periodText({ start: p.periodStart, end: p.periodEnd }) },
    { title: t('vatTax.col.dueDate'), dataIndex: 'dueDate', key: 'dueDate' },
    { title: t('vatTax.col.periodState'), dataIndex: 'state', key: 'state', render: (s: VatTaxPeriod['state']) => <Tag color={s === 'filed' ? 'success' : s === 'overdue' ? 'error' : 'default'}>{t(`vatTax.periodState.${s}`)}</Tag> },
    { title: t('vatTax.col.amount'), key: 'amount', align: 'right' as const, render: (_: unknown, p: VatTaxPeriod) => <ToneLabel text={amountText(p.amount, p.currency)} /> },
  ];

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={720}
      title={d ? t('vatTax.detail.title', { country: d.countryCode }) : t('vatTax.action.detail')}
      extra={
        d && (
          <Link to={`/user/vat-tax/tag?id=${d.id}`}>
            <Button>{t('vatTax.detail.edit')}</Button>
          </Link>
        )
      }
      destroyOnClose
    >
      <div data-testid="vat-detail" data-id={id ?? ''} data-loaded={d ? 'true' : 'false'}>
        {info.error && !d ? (
          <Alert
            type="error"
            showIcon
            message={info.error.message || t('vatTax.detail.loadFailed')}
            action={
              <Button size="small" onClick={info.refresh}>
                {t('vatTax.detail.retry')}
              </Button>
            }
          />
        ) : !d ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <Space direction="vertical" size={24} style={{ width: '100%' }}>
            <Descriptions title={t('vatTax.detail.basic')} column={2} size="small" bordered>
              <Descriptions.Item label={t('vatTax.col.country')}>
                <CountryLabel code={d.countryCode} />
              </Descriptions.Item>
              <Descriptions.Item label={t('vatTax.col.status')}>
                <StatusTag map={VAT_TAX_STATUS_MAP} value={d.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('vatTax.col.vatNumber')}>
                <VatNumber value={d.vatNumber} />
              </Descriptions.Item>
              <Descriptions.Item label={t('vatTax.col.localTaxNumber')}>{d.localTaxNumber || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('vatTax.col.company')} span={2}>
                {d.companyName}
              </Descriptions.Item>
              <Descriptions.Item label={t('vatTax.col.type')}>{t(`vatTax.type.${d.type}`)}</Descriptions.Item>
              <Descriptions.Item label={t('vatTax.col.effectiveDate')}>{d.effectiveDate ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('vatTax.col.frequency')}>{t(`vatTax.frequency.${d.frequency}`)}</Descriptions.Item>
              <Descriptions.Item label={t('vatTax.col.nextPeriod')}>{periodText(d.nextPeriod) || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('vatTax.col.dueDate')} span={2}>
                <DueCell date={d.nextDueDate} daysLeft={d.daysLeft} overdueCount={d.overdueCount} />
              </Descriptions.Item>
              <Descriptions.Item label={t('vatTax.col.tags')} span={2}>
                {d.tags.length ? d.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : <Typography.Text type="secondary">{t('vatTax.detail.unset')}</Typography.Text>}
              </Descriptions.Item>
            </Descriptions>

            <div>
              <Typography.Title level={5}>{t('vatTax.detail.certs')}</Typography.Title>
              {d.certificates.length ? (
                <List
                  size="small"
                  bordered
                  dataSource={d.certificates}
                  data-testid="vat-detail-certs"
                  renderItem={(c) => (
                    <List.Item
                      actions={[
                        <Button key="dl" type="link" icon={<DownloadOutlined />} onClick={() => downloadUrl(c.url, c.name)} data-testid="vat-cert-download" aria-label={`${t('vatTax.detail.download')} ${c.name}`}>
                          {t('vatTax.detail.download')}
                        </Button>,
                      ]}
                    >
                      <List.Item.Meta avatar={<FilePdfOutlined style={{ fontSize: 20, color: 'var(--yishui-text-error)' }} />} title={t(`vatTax.detail.cert.${c.kind}`)} description={c.name} />
                    </List.Item>
                  )}
                />
              ) : (
                <Typography.Text type="secondary">{t('vatTax.detail.certs.none')}</Typography.Text>
              )}
            </div>

            <div>
              <Typography.Title level={5}>{t('vatTax.detail.periods')}</Typography.Title>
              {d.recentPeriods.length ? (
                <Table<VatTaxPeriod> size="small" rowKey="id" pagination={false} columns={periodColumns} dataSource={d.recentPeriods} data-testid="vat-detail-periods" />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('vatTax.detail.periods.none')} />
              )}
            </div>

            <div>
              <Typography.Title level={5}>{t('vatTax.detail.history')}</Typography.Title>
              <Timeline
                items={d.history.map((h) => ({
                  color: VAT_TAX_STATUS_MAP[h.status]?.color === 'error' ? 'red' : h.status === 3 ? 'green' : 'gray',
                  children: (
                    <Space direction="vertical" size={0}>
                      <Space>
                        <StatusTag map={VAT_TAX_STATUS_MAP} value={h.status} />
                        <Typography.Text type="secondary">{h.at}</Typography.Text>
                      </Space>
                      <span>{h.text}</span>
                    </Space>
                  ),
                }))}
              />
            </div>

            <Descriptions title={t('vatTax.detail.operatorNote')} column={1} size="small" bordered>
              <Descriptions.Item label={t('vatTax.col.operator')}>{d.operator || <Typography.Text type="secondary">{t('vatTax.detail.unset')}</Typography.Text>}</Descriptions.Item>
              <Descriptions.Item label={t('vatTax.col.note')}>
                {d.note ? <span style={{ whiteSpace: 'pre-wrap' }}>{d.note}</span> : <Typography.Text type="secondary">{t('vatTax.detail.unset')}</Typography.Text>}
              </Descriptions.Item>
            </Descriptions>
          </Space>
        )}
      </div>
    </Drawer>
  );
}
