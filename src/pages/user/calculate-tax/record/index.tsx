/**
 * `/user/calculate-tax/record` (guarded): the user's calculations in a ProTable (country, period,
 * status, created), reopen, delete with confirmation. An agent filters by client users (`users`,
 * comma-joined, spec §6).
 */
import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { history, Link, useAccess, useModel } from '@umijs/max';
import { App, Button, Popconfirm, Select, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/constants/ui';
import { deleteCalculation, listCalculations, type CalcSummary } from '@/services/calc';
import { CALC_COUNTRIES } from '@/core/calc/model';
import { STATUS_COLOR } from '../result';
import { useT } from '@/hooks/useT';

/** The records page. */
export default function CalcRecordPage() {
  const t = useT();
  const { message } = App.useApp();
  const { isAgent } = useAccess();
  const { initialState } = useModel('@@initialState');
  const clients = initialState?.currentUser?.clients ?? [];
  const [users, setUsers] = useState<number[]>([]);
  const ref = useRef<ActionType>();

  return (
    <PageContainer title={t('calc.record.title')}>
      <ProTable<CalcSummary>
        actionRef={ref}
        rowKey="id"
        params={{ users: users.join(',') }}
        data-testid="calc-records"
        pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE }}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          isAgent ? (
            <Space key="users">
              {t('calc.record.users')}
              <Select
                mode="multiple"
                allowClear
                style={{ minWidth: 220 }}
                placeholder={t('calc.record.users.placeholder')}
                value={users}
                onChange={setUsers}
                options={clients.map((c) => ({ value: c.id, label: c.name }))}
                data-testid="users-filter"
              />
            </Space>
          ) : null,
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => history.push('/user/calculate-tax')}>
            {t('calc.record.new')}
          </Button>,
        ]}
        request={async (p) => {
          const res = await listCalculations({
            page: p.current,
            perPage: p.pageSize,
            countryCode: p.countryCode || undefined,
            status: p.status || undefined,
            users: p.users || undefined,
          });
          return { data: res.list, total: res.total, success: true };
        }}
        columns={[
          {
            title: t('calc.record.country'),
            dataIndex: 'countryCode',
            valueType: 'select',
            fieldProps: { options: CALC_COUNTRIES.map((c) => ({ value: c.key, label: c.text })) },
            render: (_, r) => `${r.countryCode.text}（${r.countryCode.key}）`,
          },
          { title: t('calc.record.period'), key: 'period', search: false, render: (_, r) => `${r.startDate} ~ ${r.endDate}` },
          { title: t('calc.record.company'), dataIndex: 'companyName', search: false, ellipsis: true, render: (_, r) => r.companyName || '-' },
          ...(isAgent ? [{ title: t('calc.record.user'), dataIndex: 'userName', search: false as const }] : []),
          {
            title: t('calc.record.status'),
            dataIndex: 'status',
            valueType: 'select',
            valueEnum: Object.fromEntries(['pending', 'running', 'done', 'failed'].map((s) => [s, { text: t(`calc.status.${s}`) }])),
            render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`calc.status.${r.status}`)}</Tag>,
          },
          { title: t('calc.record.files'), dataIndex: 'fileCount', search: false, align: 'right' },
          { title: t('calc.record.payable'), dataIndex: 'payable', search: false, align: 'right', render: (_, r) => (r.payable === null ? '-' : `${r.payable} ${r.currency ?? ''}`) },
          { title: t('calc.record.created'), dataIndex: 'createdAt', search: false },
          {
            title: t('calc.record.actions'),
            key: 'actions',
            search: false,
            render: (_, r) => (
              <Space>
                <Link to={`/user/calculate-tax/result?id=${r.id}`}>{t('calc.record.open')}</Link>
                <Popconfirm
                  title={t('calc.record.deleteConfirm')}
                  okButtonProps={{ danger: true }}
                  onConfirm={async () => {
                    await deleteCalculation(r.id);
                    message.success(t('calc.record.deleted'));
                    ref.current?.reload();
                  }}
                >
                  <a data-testid={`delete-${r.id}`} style={{ color: '#FE5858' }}>
                    {t('calc.record.delete')}
                  </a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
