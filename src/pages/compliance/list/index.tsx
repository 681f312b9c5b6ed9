/**
 * `/user/compliance/list` (open, spec §2; menu 授权代表服务; issue #22): the representative services
 * as a ListPage with the spec §3 filters (type from the `he_gui_type` enumeration, status,
 * is_transfer, users for agents, page, perPage) and the spec §4 stage sub-lists as tabs
 * (transferAgentInProgress → stage 1, transferAgentCompleted → 2, other keys as they are:
 * `stageParam`). Row actions: 修改 for a returned service (its fields in a dialog, then back to 审核中), 标签信息 (the representative's name, postal and electronic address,
 * ready to print, downloadable as text), 授权书 (the mandate), 续费 within 30 days of the end or
 * after it, 停止 (with what stopping means); asynchronous export. A guest sees what the page is for
 * and a way to log in (no call is made without a session).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useModel } from '@umijs/max';
import { App, Button, Empty, Modal, Space, Timeline, Typography } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ActionType } from '@ant-design/pro-components';
import ListPage, { ConfirmAction, StatusTag, downloadUrl } from '@/components/ListPage';
import { CountryLabel } from '@/components/CountrySelect';
import { AGENT_SERVICES, canRenew, COMPLIANCE_STAGE_KEYS, COMPLIANCE_STATUS, COMPLIANCE_STATUS_MAP, serviceFee, stageParam } from '@/core/compliance/services';
import { COMPLIANCE_WIZARD } from '@/core/compliance/steps';
import { statusValueEnum } from '@/core/list/status';
import { buildLoginPath } from '@/core/utils/redirect';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { fetchEnum } from '@/services/common';
import { complianceExportResult, complianceInfo, complianceMandate, exportCompliance, listCompliance, renewCompliance, stopCompliance, type ComplianceInfo, type ComplianceQuery, type ComplianceRecord } from '@/services/compliance';
import '@/locales/areas/compliance';

const SELF = '/user/compliance/list';

/** What a guest sees: the page's purpose and a way to log in. */
function GuestList() {
  const t = useT();
  return (
    <PageContainer>
      <ProCard data-testid="cp-list-guest">
        <Empty description={<Space direction="vertical"><Typography.Text strong>{t('compliance.list.guest.title')}</Typography.Text><Typography.Text type="secondary">{t('compliance.list.guest.desc')}</Typography.Text></Space>}>
          <Button type="primary" onClick={() => history.push(buildLoginPath(SELF))} data-testid="cp-list-login">
            {t('compliance.list.guest.login')}
          </Button>
        </Empty>
      </ProCard>
    </PageContainer>
  );
}

/** The label text of a service in a dialog, with its history, downloadable as a text file. */
function LabelDialog({ info, onClose }: { info: ComplianceInfo; onClose: () => void }) {
  const t = useT();
  const download = () => {
    const url = URL.createObjectURL(new Blob([`\ufeff${info.labelText}\n`], { type: 'text/plain;charset=utf-8' }));
    downloadUrl(url, `标签信息-${info.id}.txt`);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Modal
      open
      title={t('compliance.label.title')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>{t('compliance.label.close')}</Button>,
        <Button key="dl" type="primary" onClick={download} data-testid="cp-label-download">{t('compliance.label.download')}</Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('compliance.label.desc')}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: info.labelText }}>
        <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="cp-label-text">{info.labelText}</pre>
      </Typography.Paragraph>
      <Typography.Title level={5}>{t('compliance.label.history')}</Typography.Title>
      <Timeline items={info.history.map((h) => ({ children: `${h.at} · ${h.by} · ${h.text}` }))} />
    </Modal>
  );
}

// Correcting a returned service: its dialog (the wizard's service card) loads when first opened,
// so the list's first load does not carry the wizard's fields (issue #33 "first loads").
const CorrectDialog = lazy(() => import('./_correct'));

/** The services list of a user. */
function ServicesList() {
  const t = useT();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>();
  const [tab, setTab] = useState<string>('all');
  const [label, setLabel] = useState<ComplianceInfo>();
  const [editing, setEditing] = useState<ComplianceRecord>();
  const types = useApi(() => fetchEnum('he_gui_type'));
  const openLabel = async (id: number) => {
    try {
      setLabel(await complianceInfo(id));
    } catch {
      /* shown by the request layer */
    }
  };
  const mandate = async (id: number) => {
    try {
      const m = await complianceMandate(id);
      downloadUrl(m.url, m.fileName);
      message.success(t('compliance.action.mandate.done'));
    } catch {
      /* shown by the request layer */
    }
  };
  return (
    <>
      <ListPage<ComplianceRecord, ComplianceQuery>
        testId="cp-list"
        rowKey="id"
        actionRef={actionRef}
        request={(q, opts) => listCompliance(tab === 'all' ? q : { ...q, stage: stageParam(tab) as ComplianceQuery['stage'] }, opts)}
        export={{ start: exportCompliance, result: complianceExportResult, fileName: '授权代表服务', label: t('compliance.export') }}
        pageProps={{
          tabList: COMPLIANCE_STAGE_KEYS.map((k) => ({ key: k, tab: <span data-testid={`cp-tab-${k}`}>{t(`compliance.stage.${k}`)}</span> })),
          tabActiveKey: tab,
          onTabChange: (k) => {
            setTab(k);
            setTimeout(() => actionRef.current?.reloadAndRest?.(), 0);
          },
        }}
        emptyText={({ filtered }) =>
          filtered || tab !== 'all' ? undefined : (
            <Space direction="vertical" data-testid="cp-list-empty">
              <span>{t('compliance.list.empty')}</span>
              <Button type="primary" onClick={() => history.push(COMPLIANCE_WIZARD.steps[0].path)}>{t('compliance.list.empty.order')}</Button>
            </Space>
          )
        }
        columns={({ isAgent }) => [
          {
            title: t('compliance.col.type'),
            dataIndex: 'type',
            valueType: 'select',
            width: 180,
            valueEnum: Object.fromEntries((types.data ?? []).map((i) => [String(i.value), { text: i.label }])),
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Space size={4}>
                  <CountryLabel code={AGENT_SERVICES[r.type].flag} />
                </Space>
                <Typography.Text strong>{t(`compliance.svc.${r.type}.name`)}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('compliance.col.transfer'),
            dataIndex: 'is_transfer',
            valueType: 'select',
            width: 100,
            valueEnum: { 0: { text: t('compliance.transfer.0') }, 1: { text: t('compliance.transfer.1') } },
            render: (_, r) => t(`compliance.transfer.${r.isTransfer}`),
          },
          ...(isAgent ? [{ title: t('compliance.col.user'), dataIndex: 'userName', search: false as const, render: (_: unknown, r: ComplianceRecord) => <span style={{ whiteSpace: 'nowrap' }}>{r.userName}</span> }] : []),
          {
            title: t('compliance.col.company'),
            dataIndex: 'companyName',
            search: false,
            width: 190,
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <span>{r.companyName}</span>
                <Typography.Text type="secondary">{r.stores.map((s) => s.brandName).join('、')}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('compliance.col.period'),
            dataIndex: 'validDate',
            search: false,
            width: 130,
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <span style={{ whiteSpace: 'nowrap' }}>{`${r.expectValidDate} ~`}</span>
                <span style={{ whiteSpace: 'nowrap' }}>{r.validDate}</span>
                {r.daysLeft === null ? (
                  <Typography.Text type="secondary">{t('compliance.notActive')}</Typography.Text>
                ) : r.daysLeft < 0 ? (
                  <Typography.Text type="danger">{t('compliance.expired', { days: -r.daysLeft })}</Typography.Text>
                ) : (
                  <Typography.Text type={r.daysLeft <= 30 ? 'warning' : 'secondary'} data-testid={`cp-days-${r.id}`}>{t('compliance.daysLeft', { days: r.daysLeft })}</Typography.Text>
                )}
              </Space>
            ),
          },
          { title: t('compliance.col.representative'), dataIndex: 'representative', search: false, width: 170, render: (_, r) => r.representative.name },
          { title: t('compliance.col.fee'), dataIndex: 'fee', search: false, width: 110, render: (_, r) => `¥${r.fee}` },
          {
            title: t('compliance.col.status'),
            dataIndex: 'status',
            valueType: 'select',
            width: 150,
            valueEnum: statusValueEnum(COMPLIANCE_STATUS_MAP, t),
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <StatusTag map={COMPLIANCE_STATUS_MAP} value={r.status} data-testid={`cp-status-${r.id}`} />
                {r.returnReason && <Typography.Text type="danger" style={{ fontSize: 12 }}>{t('compliance.returned', { reason: r.returnReason })}</Typography.Text>}
              </Space>
            ),
          },
          {
            title: t('compliance.col.actions'),
            key: 'actions',
            search: false,
              width: 200,
            render: (_, r) => (
              <Space size={4} wrap>
                {r.status === COMPLIANCE_STATUS.RETURNED && (
                  <Typography.Link strong onClick={() => setEditing(r)} data-testid={`cp-edit-${r.id}`}>{t('compliance.action.edit')}</Typography.Link>
                )}
                <Typography.Link onClick={() => void openLabel(r.id)} data-testid={`cp-label-${r.id}`}>{t('compliance.action.label')}</Typography.Link>
                {r.status !== COMPLIANCE_STATUS.STOPPED && (
                  <Typography.Link onClick={() => void mandate(r.id)} data-testid={`cp-mandate-${r.id}`}>{t('compliance.action.mandate')}</Typography.Link>
                )}
                {canRenew(r) && (
                  <ConfirmAction title={t('compliance.action.renew.confirm', { fee: serviceFee({ key: r.type, year: 1, isTransfer: false }) })} onConfirm={() => renewCompliance(r.id, 1)} successText={t('compliance.action.renew.done')} onDone={() => actionRef.current?.reload()} data-testid={`cp-renew-${r.id}`}>
                    {t('compliance.action.renew')}
                  </ConfirmAction>
                )}
                {(r.status === COMPLIANCE_STATUS.ACTIVE || r.status === COMPLIANCE_STATUS.IN_PROGRESS) && (
                  <ConfirmAction danger title={t('compliance.action.stop.confirm')} onConfirm={() => stopCompliance(r.id)} successText={t('compliance.action.stop.done')} onDone={() => actionRef.current?.reload()} data-testid={`cp-stop-${r.id}`}>
                    {t('compliance.action.stop')}
                  </ConfirmAction>
                )}
              </Space>
            ),
          },
        ]}
      />
      {label && <LabelDialog info={label} onClose={() => setLabel(undefined)} />}
      {editing && (
        <Suspense fallback={null}>
          <CorrectDialog
            record={editing}
            onClose={() => setEditing(undefined)}
            onDone={() => {
              setEditing(undefined);
              actionRef.current?.reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The page: the list for a user, the guest view otherwise. */
export default function ComplianceListPage() {
  const { initialState } = useModel('@@initialState');
  return initialState?.currentUser ? <ServicesList /> : <GuestList />;
}
