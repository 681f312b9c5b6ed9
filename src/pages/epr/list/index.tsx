/**
 * `/user/epr/list` (open route, spec §2; menu "EPR 注册列表"): the EPR registrations on ListPage
 * (`GET /api/epr`, `page` + `perPage`). A guest sees what the list is for and a way to log in.
 *
 * - Sub-lists by stage (spec §4: 全部, 进行中, 待补充资料, 已完成, 转代理进行中 → `stage=1`,
 *   转代理已完成 → `stage=2`, 已结束), the register type filter (全部 / 新注册 0 / 转代理 1 →
 *   `is_transfer`), service (`type`), status (`epr_status`), company or number (`q`), users (agents).
 * - Columns: service and country, company, what the service's record shows of its sub-object (申报内容:
 *   the record's list columns, e.g. brand and yearly weight), user (agents), status, registration
 *   number, service end, next reporting deadline of the register with days left.
 * - Row actions: 详情 (`/api/epr/info`, then `POST /read` when unread), 上传证书 (`/upload-cert`),
 *   续费 (`/agent-renew`), 停止服务 (`/stop-reg`, with a confirmation saying what stopping means),
 *   修改后重新提交 for a returned one, 修改申报内容 for one in progress or held (the wizard's values step
 *   for its service, saved with `POST /update2`, ./_values.tsx). Toolbar: 查看所选 (the selected rows
 *   side by side from one `/batch-info`), 下载证书 of the selected rows (`/batch-download` →
 *   `/batch-download-result`, polled), 导出 (`POST /export` → `/export-result`).
 */
import { ModalForm, ProFormDatePicker, ProFormItem, ProFormText, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { App, Button, Descriptions, Drawer, Empty, List, Space, Tabs, Timeline, Typography } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import ListPage, { ConfirmAction, downloadUrl, StatusTag, statusColumn, type ListKit } from '@/components/ListPage';
import { OpenPage } from '@/components/OpenPage';
import { DueCell } from '@/components/VatCells';
import { FileField, type WizardFile } from '@/components/wizard';
import type { EprRegistration } from '@/core/epr/api';
import { checkRegistrationNo } from '@/core/epr/rules';
import { EPR_SERVICE_KEYS, EPR_SERVICES, numberExampleOf } from '@/core/epr/services';
import { EPR_STAGE_KEYS, EPR_STATUS_MAP, stageParam, type EprStageKey } from '@/core/epr/status';
import { EPR_BASE } from '@/core/epr/steps';
import { toAntdRule } from '@/core/rules';
import { getToken } from '@/core/storage';
import { pollUntil } from '@/core/utils/poll';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { eprBatchDownloadResult, eprExportResult, getEprInfo, listEpr, readEpr, renewEpr, startEprBatchDownload, startEprExport, stopEpr, uploadEprCert, type EprQuery } from '@/services/epr';
import { ResubmitButton } from '../_shared';

// 修改申报内容 and 查看所选 load when first opened (the wizard's sections stay out of the list's first load).
const EditValues = lazy(() => import('./_values').then((m) => ({ default: m.EditValues })));
const BatchView = lazy(() => import('./_values').then((m) => ({ default: m.BatchView })));
/** The statuses whose declared data may be changed alone (in progress or held; a returned one is resubmitted whole). */
const VALUES_EDITABLE: readonly number[] = [0, 1, 3, 4];
import '@/locales/areas/epr';

const ALL = 'all';

/** The details drawer of one registration: its data, certificates and history; marks a status change read. */
function Details({ id, onClose, onRead }: { id: number; onClose: () => void; onRead: () => void }) {
  const t = useT();
  const info = useApi(
    async () => {
      const d = await getEprInfo(id);
      if (d.unread) {
        // marking it read may fail quietly: the change stays marked unread until the next open
        await readEpr(id, { skipErrorMessage: true }).catch(() => undefined);
        onRead();
      }
      return d;
    },
    { refreshDeps: [id] },
  );
  const d = info.data;
  return (
    <Drawer open width={560} title={t('epr.detail.title')} onClose={onClose} destroyOnClose>
      {info.error && <Typography.Text type="danger">{info.error.message}</Typography.Text>}
      {d && (
        <div data-testid="epr-detail">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('epr.col.type')}>{t(`epr.service.${d.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('epr.detail.register')}>{EPR_SERVICES[d.type].register.name}</Descriptions.Item>
            <Descriptions.Item label={t('epr.col.status')}>
              <StatusTag map={EPR_STATUS_MAP} value={d.status} />
            </Descriptions.Item>
            {d.returnReason && <Descriptions.Item label={t('epr.detail.returnReason')}>{d.returnReason}</Descriptions.Item>}
            <Descriptions.Item label={t('epr.col.registrationNo')}>{d.registrationNo ?? t('epr.number.pending')}</Descriptions.Item>
            {d.summary.map((e) => (
              <Descriptions.Item key={e.label} label={t(e.label)}>
                {e.value}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('epr.col.company')}>{d.company.companyName}</Descriptions.Item>
            <Descriptions.Item label={t('epr.field.businessNo')}>{d.company.businessNo}</Descriptions.Item>
            <Descriptions.Item label={t('epr.field.legalFullName')}>{d.company.legalFullName}</Descriptions.Item>
            <Descriptions.Item label={t('epr.col.validTo')}>{d.validTo ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('epr.col.nextDeadline')}>{d.nextDeadline ?? '-'}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('epr.detail.certificates')}
          </Typography.Title>
          {d.certificates.length ? (
            <List size="small" dataSource={d.certificates} renderItem={(c) => <List.Item><Typography.Link onClick={() => downloadUrl(c.url, c.name)}>{c.name}</Typography.Link></List.Item>} />
          ) : (
            <Typography.Text type="secondary">{t('epr.detail.noCertificates')}</Typography.Text>
          )}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('epr.detail.history')}
          </Typography.Title>
          <Timeline items={d.history.map((h) => ({ children: `${h.at} ${t(`epr.status.${h.status}`)}：${h.text}` }))} />
        </div>
      )}
    </Drawer>
  );
}

/** 上传证书: the certificate file and the number it shows (checked by its register's format). */
function UploadCert({ row, onDone }: { row: EprRegistration; onDone: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  return (
    <ModalForm<{ file: WizardFile[]; registrationNo?: string; validTo?: string }>
      title={t('epr.cert.title', { service: t(`epr.service.${row.type}`) })}
      trigger={<Typography.Link data-testid={`epr-cert-${row.id}`}>{t('epr.action.cert')}</Typography.Link>}
      modalProps={{ destroyOnClose: true }}
      initialValues={{ registrationNo: row.registrationNo ?? '' }}
      dateFormatter="string"
      onFinish={async (v) => {
        const f = v.file?.[0];
        if (!f) return false;
        try {
          await uploadEprCert({ id: row.id, file: { key: f.key, name: f.name }, registrationNo: v.registrationNo || undefined, validTo: v.validTo || undefined });
        } catch {
          // shown by the request layer; the form keeps the file and the number
          return false;
        }
        message.success(t('epr.cert.done'));
        onDone();
        return true;
      }}
    >
      <ProFormItem name="file" label={t('epr.cert.file')} rules={[{ required: true, type: 'array', min: 1, message: t('epr.cert.file.required') }]}>
        <FileField scene="vat-certificate" testId="epr-cert-file" />
      </ProFormItem>
      <ProFormText
        name="registrationNo"
        label={t('epr.col.registrationNo')}
        placeholder={numberExampleOf(row.type)}
        rules={[toAntdRule((v) => (v ? checkRegistrationNo(row.type, v) : null), t)]}
        fieldProps={{ maxLength: 60 }}
      />
      <ProFormDatePicker name="validTo" label={t('epr.col.validTo')} />
    </ModalForm>
  );
}

/** The list for a logged-in user. */
function Registrations() {
  const t = useT();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>();
  const [stage, setStage] = useState<EprStageKey>('all');
  const [detail, setDetail] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [batch, setBatch] = useState<number[] | null>(null);
  const [editing, setEditing] = useState<EprRegistration | null>(null);

  const downloadCerts = async (kit: ListKit<EprRegistration>) => {
    setDownloading(true);
    try {
      const { taskId } = await startEprBatchDownload(kit.selected.map((r) => r.id));
      const task = await pollUntil(
        async () => {
          const r = await eprBatchDownloadResult(taskId);
          if (r.status === 'failed') throw new Error(r.error ?? t('epr.certs.failed'));
          return r.status === 'done' ? r : undefined;
        },
        { intervalMs: 500, timeoutMs: 60_000, immediate: true },
      );
      if (task.url) downloadUrl(task.url, task.fileName ?? 'EPR.zip');
      message.success(t('epr.certs.done', { n: kit.selected.length }));
    } catch {
      // The request layer showed why (e.g. "所选注册暂无可下载的证书…").
    } finally {
      setDownloading(false);
    }
  };

  const columns = ({ t: tr, isAgent, reload }: ListKit<EprRegistration>): ProColumns<EprRegistration>[] => [
    {
      title: tr('epr.col.type'),
      dataIndex: 'type',
      valueType: 'select',
      fieldProps: { options: EPR_SERVICE_KEYS.map((k) => ({ value: k, label: tr(`epr.service.${k}`) })) },
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{tr(`epr.service.${r.type}`)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {tr(`epr.country.${r.country}`)} · {tr(`epr.registerType.${r.isTransfer}`)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: tr('epr.col.isTransfer'),
      dataIndex: 'is_transfer',
      valueType: 'radioButton',
      valueEnum: new Map<string, string>([
        [ALL, tr('epr.registerType.all')],
        ['0', tr('epr.registerType.0')],
        ['1', tr('epr.registerType.1')],
      ]),
      initialValue: ALL,
      hideInTable: true,
      search: { transform: (v: string) => (v === ALL ? {} : { is_transfer: v }) },
    },
    { title: tr('epr.filter.q'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: tr('epr.filter.q.placeholder') } },
    // A width, or a long action column squeezes the company name to one character a line.
    { title: tr('epr.col.company'), dataIndex: 'companyName', search: false, width: 160 },
    {
      // What the list shows of the service's sub-object: the list columns of its record.
      title: tr('epr.col.summary'),
      dataIndex: 'summary',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={0} data-testid={`epr-summary-${r.id}`}>
          {r.summary.map((e) => (
            <Typography.Text key={e.label} type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {tr(e.label)}：{e.value}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    ...(isAgent ? [{ title: tr('epr.col.user'), dataIndex: 'userName', search: false as const, render: (_: unknown, r: EprRegistration) => <span style={{ whiteSpace: 'nowrap' }}>{r.userName}</span> }] : []),
    {
      ...statusColumn<EprRegistration>(tr, EPR_STATUS_MAP, { title: tr('epr.col.status'), dataIndex: 'status' }),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <StatusTag map={EPR_STATUS_MAP} value={r.status} />
          {r.returnReason && (
            <Typography.Text type="warning" style={{ fontSize: 12, maxWidth: 220 }} ellipsis={{ tooltip: r.returnReason }}>
              {r.returnReason}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: tr('epr.col.registrationNo'),
      dataIndex: 'registrationNo',
      search: false,
      render: (_, r) => (r.registrationNo ? <span style={{ fontFamily: 'Menlo, Consolas, monospace', whiteSpace: 'nowrap' }} data-testid={`epr-no-${r.id}`}>{r.registrationNo}</span> : <Typography.Text type="secondary">{tr('epr.number.pending')}</Typography.Text>),
    },
    { title: tr('epr.col.validTo'), dataIndex: 'validTo', search: false, sorter: true, render: (_, r) => r.validTo ?? '-' },
    {
      title: tr('epr.col.nextDeadline'),
      dataIndex: 'nextDeadline',
      search: false,
      sorter: true,
      render: (_, r) => (r.nextDeadline ? <DueCell date={r.nextDeadline} daysLeft={r.daysLeft} testId={`epr-due-${r.id}`} /> : <span data-testid={`epr-due-${r.id}`}>-</span>),
    },
    {
      title: tr('epr.col.action'),
      key: 'actions',
      search: false,
      width: 190,
      render: (_, r) => (
        <Space size={[8, 4]} wrap>
          <Typography.Link onClick={() => setDetail(r.id)} data-testid={`epr-detail-${r.id}`}>
            {tr('epr.action.detail')}
          </Typography.Link>
          {r.status === 2 && <ResubmitButton id={r.id} userId={r.userId} />}
          {VALUES_EDITABLE.includes(r.status) && (
            <Typography.Link onClick={() => setEditing(r)} data-testid={`epr-values-${r.id}`}>
              {tr('epr.values.action')}
            </Typography.Link>
          )}
          {[1, 3, 4].includes(r.status) && <UploadCert row={r} onDone={reload} />}
          {(r.status === 4 || r.status === 7) && (
            <ConfirmAction title={tr('epr.renew.confirm', { service: tr(`epr.service.${r.type}`) })} onConfirm={() => renewEpr(r.id, 1)} successText={tr('epr.renew.done')} onDone={reload} data-testid={`epr-renew-${r.id}`}>
              {tr('epr.action.renew')}
            </ConfirmAction>
          )}
          {[0, 1, 2, 3, 4].includes(r.status) && (
            <ConfirmAction danger title={<span style={{ display: 'inline-block', maxWidth: 320 }}>{tr('epr.stop.confirm', { service: tr(`epr.service.${r.type}`) })}</span>} onConfirm={() => stopEpr(r.id)} successText={tr('epr.stop.done')} onDone={reload} data-testid={`epr-stop-${r.id}`}>
              {tr('epr.action.stop')}
            </ConfirmAction>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<EprRegistration, EprQuery>
        rowKey="id"
        testId="epr-list"
        actionRef={actionRef}
        request={listEpr}
        columns={columns}
        selectable={{ label: (r) => t('epr.select.row', { service: t(`epr.service.${r.type}`), company: r.companyName }) }}
        content={
          <Tabs
            activeKey={stage}
            onChange={(k) => setStage(k as EprStageKey)}
            items={EPR_STAGE_KEYS.map((k) => ({ key: k, label: <span data-testid={`epr-stage-${k}`}>{t(`epr.stage.${k}`)}</span> }))}
          />
        }
        tableProps={{ params: { stage: stageParam(stage) } }}
        emptyText={({ filtered }) =>
          filtered ? undefined : (
            <Space direction="vertical" size={8}>
              <span>{t('epr.list.empty')}</span>
              <Button type="primary" onClick={() => history.push(EPR_BASE)}>
                {t('epr.list.empty.start')}
              </Button>
            </Space>
          )
        }
        toolBar={(kit) => [
          <Button key="batch" disabled={!kit.selected.length} onClick={() => setBatch(kit.selected.map((r) => r.id))} data-testid="epr-batch-open">
            {t('epr.batch.open', { n: kit.selected.length })}
          </Button>,
          <Button key="certs" disabled={!kit.selected.length} loading={downloading} onClick={() => void downloadCerts(kit)} data-testid="epr-download-certs">
            {t('epr.certs.download', { n: kit.selected.length })}
          </Button>,
          <Button key="new" type="primary" onClick={() => history.push(EPR_BASE)}>
            {t('epr.list.new')}
          </Button>,
        ]}
        export={{
          start: (q) => {
            const f = q as Record<string, unknown>;
            return startEprExport({
              type: f.type as EprRegistration['type'] | undefined,
              status: f.status === undefined ? undefined : Number(f.status),
              is_transfer: f.is_transfer === undefined ? undefined : (Number(f.is_transfer) as 0 | 1),
              stage: f.stage === undefined ? undefined : String(f.stage),
              q: f.q as string | undefined,
              users: f.users as string | undefined,
            } as Parameters<typeof startEprExport>[0]);
          },
          result: eprExportResult,
          fileName: t('epr.export.fileName'),
        }}
      />
      <Suspense fallback={null}>
        {batch && <BatchView ids={batch} onClose={() => setBatch(null)} />}
        {editing && <EditValues row={editing} onClose={() => setEditing(null)} onDone={() => void actionRef.current?.reload()} />}
      </Suspense>
      {detail !== null && <Details id={detail} onClose={() => setDetail(null)} onRead={() => void actionRef.current?.reload()} />}
    </>
  );
}

/** The page: the list for a user, the explanation and a login button for a guest. */
export default function EprListPage() {
  const t = useT();
  if (!getToken()) {
    return (
      <OpenPage title={t('title.epr.list')} guestTitle={t('epr.list.guest.title')} guestText={t('epr.list.guest.text')}>
        {() => <Empty />}
      </OpenPage>
    );
  }
  return <Registrations />;
}
