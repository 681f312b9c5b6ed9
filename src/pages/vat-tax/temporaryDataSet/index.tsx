/**
 * `/user/vat-tax/temporaryDataSet` (OPEN: spec §2 lists it unguarded; no console layout): the
 * read-only data set of VAT numbers someone shared by a link (`?token=` → `GET /api/vat-tax/shared`),
 * for a colleague or a boss without an account. The product's header, no menu, no login needed.
 * - with a token: title, who shared it, company, expiry, and a table of the shared numbers with
 *   their status and next due date;
 * - without a token: what this page is, and a button to log in;
 * - an invalid or expired link: the server's Chinese message and a way forward.
 */
import { history } from '@umijs/max';
import { Alert, Button, Card, Result, Skeleton, Space, Table, Typography } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import BrandTitle from '@/components/BrandTitle';
import { CountryLabel } from '@/components/CountrySelect';
import { StatusTag } from '@/components/ListPage';
import { getToken } from '@/core/storage';
import { buildLoginPath } from '@/core/utils/redirect';
import { VAT_TAX_STATUS_MAP } from '@/core/vat-tax/types';
import { periodLabel, periodText } from '@/core/vat-tax/view';
import { useApi } from '@/hooks/useApi';
import { useQueryParam } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';
import { getSharedVatTax, type SharedVatTaxRow } from '@/services/vat-tax';
import { DueCell, VatNumber } from '@/components/VatCells';
import styles from './index.less';
import '@/locales/areas/vat-tax';

/** Log in (then the VAT numbers), or open the console when already logged in. */
function ForwardButton({ primary }: { primary?: boolean }) {
  const t = useT();
  const loggedIn = !!getToken();
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      onClick={() => history.push(loggedIn ? '/user/vat-tax' : buildLoginPath('/user/vat-tax'))}
      data-testid="shared-forward"
    >
      {loggedIn ? t('vatTax.shared.console') : t('vatTax.shared.login')}
    </Button>
  );
}

/** The page. */
export default function SharedVatTaxPage() {
  const t = useT();
  const token = useQueryParam('token').trim();
  const shared = useApi(() => getSharedVatTax(token, { skipErrorMessage: true }), { ready: !!token, refreshDeps: [token] });

  const columns = [
    { title: t('vatTax.col.country'), dataIndex: 'countryCode', key: 'country', render: (code: string) => <CountryLabel code={code} /> },
    { title: t('vatTax.col.vatNumber'), dataIndex: 'vatNumber', key: 'vatNumber', render: (v: string) => <VatNumber value={v} /> },
    { title: t('vatTax.col.company'), dataIndex: 'companyName', key: 'company' },
    { title: t('vatTax.col.type'), dataIndex: 'type', key: 'type', render: (v: number) => t(`vatTax.type.${v}`) },
    { title: t('vatTax.col.status'), dataIndex: 'status', key: 'status', render: (v: number) => <StatusTag map={VAT_TAX_STATUS_MAP} value={v} /> },
    { title: t('vatTax.col.effectiveDate'), dataIndex: 'effectiveDate', key: 'effectiveDate', render: (v: string | null) => v ?? '-' },
    { title: t('vatTax.col.frequency'), dataIndex: 'frequency', key: 'frequency', render: (v: string) => t(`vatTax.frequency.${v}`) },
    { title: t('vatTax.col.nextPeriod'), dataIndex: 'nextPeriod', key: 'nextPeriod', render: (_: unknown, r: SharedVatTaxRow) => <span style={{ whiteSpace: 'nowrap' }} title={periodText(r.nextPeriod)}>{periodLabel(r.nextPeriod) || '-'}</span> },
    { title: t('vatTax.col.dueDate'), dataIndex: 'nextDueDate', key: 'due', render: (_: unknown, r: SharedVatTaxRow) => <DueCell date={r.nextDueDate} daysLeft={r.daysLeft} overdueCount={r.overdueCount} /> },
  ];

  let body;
  if (!token) {
    body = (
      <Card bordered={false} className={styles.card} data-testid="shared-about">
        <Result
          icon={<ShareAltOutlined style={{ color: '#6862B0' }} />}
          title={t('vatTax.shared.about.title')}
          subTitle={
            <Space direction="vertical" size={8} style={{ maxWidth: 560 }}>
              <span>{t('vatTax.shared.about.desc')}</span>
              <span>{t('vatTax.shared.about.hint')}</span>
            </Space>
          }
          extra={<ForwardButton primary />}
        />
      </Card>
    );
  } else if (shared.error) {
    body = (
      <Card bordered={false} className={styles.card} data-testid="shared-invalid">
        <Result
          status="warning"
          title={t('vatTax.shared.invalid.title')}
          subTitle={
            <Space direction="vertical" size={4}>
              <Typography.Text strong data-testid="shared-error">
                {shared.error.message}
              </Typography.Text>
              <span>{t('vatTax.shared.invalid.desc')}</span>
            </Space>
          }
          extra={<ForwardButton primary />}
        />
      </Card>
    );
  } else if (!shared.data) {
    body = (
      <Card bordered={false} className={styles.card}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else {
    const d = shared.data;
    body = (
      <Card bordered={false} className={styles.card} data-testid="shared-data">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {d.title}
        </Typography.Title>
        <Space size={[24, 4]} wrap className={styles.meta}>
          <span>{t('vatTax.shared.by', { name: d.sharedBy })}</span>
          {d.company && <span>{t('vatTax.shared.company', { company: d.company })}</span>}
          <span>{t('vatTax.shared.createdAt', { at: d.createdAt.slice(0, 16) })}</span>
          <span data-testid="shared-expires">{t('vatTax.shared.expires', { at: dayjs(d.expiresAt).format('YYYY-MM-DD HH:mm') })}</span>
        </Space>
        <Alert type="info" showIcon message={t('vatTax.shared.readonly')} style={{ margin: '16px 0' }} />
        <Table<SharedVatTaxRow>
          rowKey={(r) => `${r.countryCode}-${r.vatNumber}-${r.companyName}`}
          columns={columns}
          dataSource={d.rows}
          pagination={false}
          footer={() => t('vatTax.shared.count', { count: d.rows.length })}
          data-testid="shared-table"
        />
      </Card>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BrandTitle logo={<img src="/favicon.svg" alt="" width={28} />} />
        <ForwardButton />
      </header>
      <main className={styles.main}>{body}</main>
    </div>
  );
}
