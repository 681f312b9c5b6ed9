/**
 * `/public-service/german-packaging-law/record` (guarded; issue #21, spec §2): the user's German
 * packaging-law applications on ListPage (`GET /api/packaging-law/list`): number, company (an agent
 * also sees whose client), brand, yearly mass, LUCID number once registered, status (returned ones
 * with the reason), submitted at; filters keyword and status; details in a drawer
 * (`GET /api/packaging-law/info`). Without applications: what the service is and a way to apply.
 */
import { PlusOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, Descriptions, Drawer, Space, Typography } from 'antd';
import { useState } from 'react';
import ListPage, { statusColumn } from '@/components/ListPage';
import { PACKAGING_LAW_STATUS_MAP } from '@/core/packaging-law/api';
import { PACKAGING_LAW_REGISTER } from '@/core/packaging-law/steps';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { listPackagingLaw, packagingLawInfo, type PackagingLawQuery, type PackagingLawRecord } from '@/services/packaging-law';
import '@/locales/areas/packaging-law';

/** One application's details (drawer). */
function Detail({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const { data } = useApi(() => packagingLawInfo(id), { refreshDeps: [id] });
  return (
    <Drawer open width={560} onClose={onClose} title={data ? t('packagingLaw.detail.title', { number: data.number }) : ' '} data-testid="pl-detail">
      {data && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('packagingLaw.col.status')}>{t(`packagingLaw.status.${data.status}`)}</Descriptions.Item>
          {data.reason && <Descriptions.Item label={t('packagingLaw.detail.reason')}>{data.reason}</Descriptions.Item>}
          <Descriptions.Item label={t('packagingLaw.col.lucid')}>{data.lucidNumber ?? t('packagingLaw.lucidPending')}</Descriptions.Item>
          <Descriptions.Item label={t('packagingLaw.field.companyName')}>{data.companyName}</Descriptions.Item>
          <Descriptions.Item label={t('packagingLaw.field.businessNo')}>{data.businessNo}</Descriptions.Item>
          <Descriptions.Item label={t('packagingLaw.field.companyAddressCn')}>{data.companyAddressCn}</Descriptions.Item>
          <Descriptions.Item label={t('packagingLaw.field.companyAddressEn')}>{data.companyAddressEn}</Descriptions.Item>
          <Descriptions.Item label={t('packagingLaw.field.legalFamilyName')}>
            {data.legalFamilyName} {data.legalLastName}（{t(`packagingLaw.gender.${data.legalGender}`)}）
          </Descriptions.Item>
          <Descriptions.Item label={t('packagingLaw.field.phone')}>{data.phone}</Descriptions.Item>
          <Descriptions.Item label={t('packagingLaw.field.amazonStoreUrl')}>
            <Typography.Text style={{ wordBreak: 'break-all' }}>{data.amazonStoreUrl}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('packagingLaw.field.brandName')}>{data.brandName}</Descriptions.Item>
          <Descriptions.Item label={t('packagingLaw.field.materials')}>
            {data.materials.map((m) => (
              <div key={m.type}>
                {t(`packagingLaw.material.${m.type}`)}：{m.weight} kg
              </div>
            ))}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}

/** The record page. */
export default function PackagingLawRecordPage() {
  const [open, setOpen] = useState<number>();
  return (
    <>
      <ListPage<PackagingLawRecord, PackagingLawQuery>
        rowKey="id"
        testId="pl-records"
        tableProps={{ scroll: { x: 1276 } }}
        request={listPackagingLaw}
        toolBar={({ t }) => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => history.push(PACKAGING_LAW_REGISTER)}>
            {t('packagingLaw.action.new')}
          </Button>,
        ]}
        emptyText={({ filtered }) =>
          filtered ? undefined : (
            <EmptyRecords />
          )
        }
        columns={({ t, isAgent }) => [
          { title: t('packagingLaw.col.q'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: t('packagingLaw.col.q.placeholder') } },
          { title: t('packagingLaw.col.number'), dataIndex: 'number', search: false, width: 160 },
          { title: t('packagingLaw.col.company'), dataIndex: 'companyName', search: false, ellipsis: true, width: 190 },
          // the status (and a returned application's reason) right after the company: at 1280 px it shows
          // without scrolling; the action column stays at the right edge
          {
            ...statusColumn<PackagingLawRecord>(t, PACKAGING_LAW_STATUS_MAP, { title: t('packagingLaw.col.status'), dataIndex: 'status', width: 200 }),
            render: (dom, r) => (
              <Space direction="vertical" size={0}>
                {dom}
                {r.reason && <Typography.Text type="danger">{r.reason}</Typography.Text>}
              </Space>
            ),
          },
          ...(isAgent ? [{ title: t('common.agentUsers.label'), dataIndex: 'userName', search: false as const, width: 96 }] : []),
          { title: t('packagingLaw.col.brand'), dataIndex: 'brandName', search: false, width: 120 },
          { title: t('packagingLaw.col.totalKg'), dataIndex: 'totalKg', search: false, align: 'right', width: 110, render: (_, r) => r.totalKg.toLocaleString('zh-CN', { maximumFractionDigits: 3 }) },
          { title: t('packagingLaw.col.lucid'), dataIndex: 'lucidNumber', search: false, width: 160, render: (_, r) => r.lucidNumber ?? <Typography.Text type="secondary">{t('packagingLaw.lucidPending')}</Typography.Text> },
          { title: t('packagingLaw.col.createdAt'), dataIndex: 'createdAt', search: false, width: 160 },
          {
            title: t('packagingLaw.col.action'),
            key: 'action',
            search: false,
            fixed: 'right',
            width: 80,
            render: (_, r) => (
              <Button type="link" onClick={() => setOpen(r.id)} data-testid={`pl-view-${r.id}`}>
                {t('packagingLaw.action.view')}
              </Button>
            ),
          },
        ]}
      />
      {open !== undefined && <Detail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

/** The empty state of a user without applications: what the service is and the way forward. */
function EmptyRecords() {
  const t = useT();
  return (
    <Space direction="vertical" size={8} data-testid="pl-empty">
      <Typography.Text strong>{t('packagingLaw.empty.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('packagingLaw.empty.desc')}</Typography.Text>
      <Button type="primary" onClick={() => history.push(PACKAGING_LAW_REGISTER)}>
        {t('packagingLaw.home.start')}
      </Button>
    </Space>
  );
}
