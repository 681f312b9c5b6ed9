/**
 * `/user/eori-records` (guarded; issue #23): every EORI application and number of the user — both
 * countries, an agent's clients' too (所属用户 filter) — on ListPage (`GET /api/eori/applications`):
 * country, company, EORI number, status (with the reason of a rejected or returned one), dates; row
 * actions: download the EORI certificate (`GET /api/eori/credentials`), resubmit a returned one (its
 * wizard reopens with its values). Filters: country, status, company or EORI number.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { history, useModel } from '@umijs/max';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { CountryLabel } from '@/components/CountrySelect';
import ListPage, { downloadUrl, statusColumn, StatusTag, type ListKit } from '@/components/ListPage';
import { EORI_STATUS_MAP, FR_EORI_BASE, GB_EORI_BASE } from '@/core/eori';
import { useT } from '@/hooks/useT';
import { eoriCredentials, listEoriApplications, type EoriApplication, type EoriListQuery } from '@/services/eori';
import { resubmitApplication } from '../_shared';
import '@/locales/areas/eori';

/** The empty state: why an EORI is needed, and the two applications. */
function NoApplications() {
  const t = useT();
  return (
    <Space direction="vertical" size={8} style={{ maxWidth: 520 }} data-testid="eori-empty">
      <Typography.Text strong>{t('eori.empty.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('eori.empty.desc')}</Typography.Text>
      <Space>
        <Button type="primary" onClick={() => history.push(GB_EORI_BASE)}>
          {t('eori.empty.gb')}
        </Button>
        <Button onClick={() => history.push(FR_EORI_BASE)}>{t('eori.empty.fr')}</Button>
      </Space>
    </Space>
  );
}

/** The list page. */
export default function EoriRecordsPage() {
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.id;
  const [busy, setBusy] = useState<string>();

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } catch {
      // The request layer showed why.
    } finally {
      setBusy(undefined);
    }
  };

  const columns = ({ t: tr, isAgent }: ListKit<EoriApplication>): ProColumns<EoriApplication>[] => [
    { title: tr('eori.records.q'), dataIndex: 'q', hideInTable: true },
    {
      title: tr('eori.records.col.country'),
      dataIndex: 'country',
      valueType: 'select',
      valueEnum: { GB: { text: tr('eori.country.GB') }, FR: { text: tr('eori.country.FR') } },
      render: (_, r) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <CountryLabel code={r.country} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {tr(`eori.source.${r.source}`)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: tr('eori.records.col.company'),
      dataIndex: 'companyName',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{r.companyName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.companyNameEn}
          </Typography.Text>
        </Space>
      ),
    },
    ...(isAgent ? [{ title: <span style={{ whiteSpace: 'nowrap' }}>{tr('eori.records.col.user')}</span>, dataIndex: 'userName', search: false as const, render: (_: unknown, r: EoriApplication) => <span style={{ whiteSpace: 'nowrap' }}>{r.userName}</span> }] : []),
    {
      title: <span style={{ whiteSpace: 'nowrap' }}>{tr('eori.records.col.eori')}</span>,
      dataIndex: 'eoriNumber',
      search: false,
      render: (_, r) => (r.eoriNumber ? <Typography.Text copyable data-testid="eori-number" style={{ whiteSpace: 'nowrap' }}>{r.eoriNumber}</Typography.Text> : <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>{tr('eori.records.pending')}</Typography.Text>),
    },
    {
      ...statusColumn<EoriApplication>(tr, EORI_STATUS_MAP, { title: tr('eori.records.col.status'), dataIndex: 'status' }),
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <StatusTag map={EORI_STATUS_MAP} value={r.status} />
          {r.reason && (
            <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="eori-reason">
              {tr('eori.records.reason', { reason: r.reason })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: tr('eori.records.col.dates'),
      dataIndex: 'createdAt',
      search: false,
      sorter: true,
      render: (_, r) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
          <span>{r.createdAt}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.updatedAt}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: tr('eori.records.col.actions'),
      key: 'actions',
      search: false,
      render: (_, r) => (
        <Space wrap size={0}>
          {r.hasCredentials && (
            <Button
              type="link"
              size="small"
              loading={busy === `dl${r.id}`}
              data-testid="eori-download"
              onClick={() =>
                void run(`dl${r.id}`, async () => {
                  const f = await eoriCredentials(r.id);
                  downloadUrl(f.url, f.fileName);
                })
              }
            >
              {tr('eori.records.download')}
            </Button>
          )}
          {r.status === 'returned' && (
            <Button type="link" size="small" loading={busy === `re${r.id}`} data-testid="eori-resubmit" onClick={() => void run(`re${r.id}`, () => resubmitApplication(r, r.userId === me))}>
              {tr('eori.records.resubmit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<EoriApplication, EoriListQuery>
      testId="eori-records"
      rowKey="id"
      request={listEoriApplications}
      columns={columns}
      emptyText={({ filtered }) => (filtered ? undefined : <NoApplications />)}
    />
  );
}
