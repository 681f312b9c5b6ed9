import { PageContainer, ProForm, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { App, Alert, Button, Card, Col, Form, Popconfirm, Row, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import AgentUserFilter, { agentUsersColumn } from '@/components/AgentUserFilter';
import BelongingUser, { useBelongingUsers, useReloadOnBelongingChange } from '@/components/BelongingUser';
import CountrySelect from '@/components/CountrySelect';
import { VAT_REGISTER_COUNTRIES } from '@/constants/countries';
import DraftStatus from '@/components/DraftStatus';
import { useDraft } from '@/hooks/useDraft';
import { fetchClientUsers, type ClientUser } from '@/services/common';
import { useT } from '@/hooks/useT';
import WizardKitDemo from './_wizardKit';

/** Values of the draft demo form. */
interface DemoDraft {
  companyName?: string;
  storeName?: string;
}

function DraftDemo() {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<DemoDraft>();
  const draft = useDraft<DemoDraft>({ type: 'dev-demo' }, { onLoaded: (data) => form.setFieldsValue(data) });
  return (
    <Card title={t('dev.components.draft')} data-testid="draft-demo">
      <ProForm<DemoDraft>
        form={form}
        layout="vertical"
        disabled={draft.loading}
        submitter={false}
        onValuesChange={(_, all) => draft.update(all)}
      >
        <ProFormText name="companyName" label={t('dev.components.draft.companyName')} placeholder={t('dev.components.draft.companyName.placeholder')} />
        <ProFormText name="storeName" label={t('dev.components.draft.storeName')} placeholder={t('dev.components.draft.storeName.placeholder')} />
      </ProForm>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <span data-testid="draft-status">
          <DraftStatus loading={draft.loading} loadFailed={draft.loadFailed} state={draft.saveState} updatedAt={draft.updatedAt} />
        </span>
        <Popconfirm
          title={t('dev.components.draft.finishConfirm')}
          okText={t('dev.components.confirm.ok')}
          cancelText={t('dev.components.confirm.cancel')}
          onConfirm={async () => {
            if (await draft.remove()) {
              form.resetFields();
              message.success(t('dev.components.draft.finished'));
            } else {
              message.error(t('dev.components.draft.finishFailed'));
            }
          }}
        >
          <Button type="primary" disabled={draft.loading} data-testid="draft-finish">
            {t('dev.components.draft.finish')}
          </Button>
        </Popconfirm>
      </Space>
    </Card>
  );
}

function ClientsTable() {
  const intl = useIntl();
  const t = useT();
  const access = useAccess();
  const ref = useRef<ActionType>();
  // Reload when the header selection changes (not on mount: ProTable loads by itself).
  useReloadOnBelongingChange(() => void ref.current?.reload());
  const columns: ProColumns<ClientUser>[] = [
    { title: t('dev.components.clients.name'), dataIndex: 'name', search: false },
    { title: t('dev.components.clients.username'), dataIndex: 'username', search: false },
    { title: t('dev.components.clients.company'), dataIndex: 'company', search: false },
    { title: t('dev.components.clients.mobile'), dataIndex: 'mobile', search: false },
    { title: t('dev.components.clients.createdAt'), dataIndex: 'createdAt', search: false },
    { title: t('dev.components.clients.q'), dataIndex: 'q', hideInTable: true },
    agentUsersColumn<ClientUser>(intl, access.isAgent),
  ];
  return (
    <ProTable<ClientUser>
      headerTitle={t('dev.components.clients')}
      rowKey="id"
      actionRef={ref}
      columns={columns}
      options={false}
      pagination={{ defaultPageSize: 10 }}
      search={{ labelWidth: 'auto' }}
      request={async ({ current, pageSize, ...filters }) => {
        const r = await fetchClientUsers({ page: current, perPage: pageSize, ...(filters as { users?: string; q?: string }) });
        return { data: r.list, total: r.total, success: true };
      }}
    />
  );
}

/**
 * `/dev/components` (guarded, hidden from the menu): a developer page demonstrating the common
 * area's shared components — CountrySelect, BelongingUser (the header selector), AgentUserFilter
 * (standalone and as a ProTable search field) — and a wizard draft. Driven by the e2e suite.
 */
export default function DevComponentsPage() {
  const intl = useIntl();
  const t = useT();
  const access = useAccess();
  const belonging = useBelongingUsers();
  const [country, setCountry] = useState<string | string[]>();
  const [vatCountries, setVatCountries] = useState<string[]>([]);
  const [filterIds, setFilterIds] = useState<number[]>([]);
  return (
    <PageContainer title={t('dev.components.title')} content={t('dev.components.desc')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('dev.components.country')} style={{ height: '100%' }}>
            <Space direction="vertical" style={{ width: '100%' }} data-testid="country-card">
              <CountrySelect value={country} onChange={setCountry} style={{ width: '100%' }} />
              <CountrySelect
                mode="multiple"
                codes={VAT_REGISTER_COUNTRIES}
                value={vatCountries}
                onChange={(v) => setVatCountries(v as string[])}
                placeholder={t('dev.components.country.vat')}
                style={{ width: '100%' }}
                data-testid="country-select-vat"
              />
              <Typography.Text type="secondary" data-testid="country-selected">
                {intl.formatMessage({ id: 'dev.components.country.selected' }, { value: [country, ...vatCountries].filter(Boolean).join('、') || '-' })}
              </Typography.Text>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('dev.components.belonging')} style={{ height: '100%' }}>
            {access.showInvite ? (
              <Space direction="vertical" style={{ width: '100%' }}>
                <BelongingUser />
                <Typography.Text type="secondary" data-testid="belonging-current">
                  {intl.formatMessage(
                    { id: 'dev.components.belonging.current' },
                    { names: belonging.ids.length ? (belonging.names ?? []).join('、') : t('dev.components.belonging.all') },
                  )}
                </Typography.Text>
                <div data-testid="agent-filter-standalone">
                  <AgentUserFilter value={filterIds} onChange={setFilterIds} style={{ width: '100%' }} />
                </div>
              </Space>
            ) : (
              <Alert type="info" showIcon message={t('dev.components.belonging.notAgent')} data-testid="not-agent" />
            )}
          </Card>
        </Col>
        {access.isAgent && (
          <Col span={24} data-testid="clients-table">
            <ClientsTable />
          </Col>
        )}
        <Col span={24}>
          <DraftDemo />
        </Col>
        <Col span={24}>
          <WizardKitDemo />
        </Col>
      </Row>
    </PageContainer>
  );
}
