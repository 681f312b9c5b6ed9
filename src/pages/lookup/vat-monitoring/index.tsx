/**
 * `/public-service/vat-monitoring` (guarded, menu 查询与监控; issue #24 part A): the user's watch-list
 * of VAT numbers (its own, its clients', its suppliers'), re-checked daily by the schedule and on
 * demand (`POST /api/lookup/monitoring/recheck`). Unread alerts on top (deregistered or expired, not
 * yet valid, name or address changed or mismatched, dropped out of VIES; rules in
 * src/core/lookup/monitoring.ts); "could not check" never raises an invalid alert: it shows the
 * reason, the retry time (backoff) and the last good answer with its time and consultation number.
 * Add by typing, by importing a list file, or from the user's VAT records with one click. The table
 * shows the columns and applies the filter the user saved on `/columns` and `/filter-box` — except
 * that a number changed since the user last looked (unread alerts) stays first and visible whatever
 * the filter, with its change and a 确认已知晓 button, until acknowledged (issue #33).
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Alert, App, Button, Input, List, Modal, Radio, Skeleton, Space, Tag, Tooltip, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import ListPage from '@/components/ListPage';
import { ConfirmAction } from '@/components/ListPage/ConfirmAction';
import { LoadFailed } from '@/components/OpenPage';
import { linesFromRows, linesFromText, listFileProblem } from '@/core/lookup/list-file';
import { PushpinOutlined } from '@ant-design/icons';
import { missingNameReason } from '@/core/lookup/answers';
import { isPinned, WATCH_RELATIONS, type MonitorPrefs, type WatchRelation } from '@/core/lookup/monitoring';
import { LOOKUP_KIND_STATUS } from '@/core/lookup/status';
import { statusValueEnum } from '@/core/list/status';
import { loadXlsx } from '@/core/utils/xlsx';
import { useApi } from '@/hooks/useApi';
import { useT, type Translate } from '@/hooks/useT';
import {
  addFromRecords,
  addToMonitoring,
  getMonitorPrefs,
  listAlerts,
  listMonitoring,
  markAlertsRead,
  recheckMonitoring,
  removeFromMonitoring,
  type AlertRow,
  type MonitoringQuery,
  type WatchRow,
} from '@/services/lookup';
import { AnswerCell, LastGoodText } from '../_lookup-parts';
import { COUNTRY_PREFIX_OPTIONS, filterToForm, formToQuery } from '@/core/lookup/filter-form';
import '@/locales/areas/lookup';

/** The statuses a watched number can have (the answer map without "not checked (format)"). */
const WATCH_STATUS_MAP = Object.fromEntries(Object.entries(LOOKUP_KIND_STATUS).filter(([k]) => k !== 'refused'));

/** An alert as one line: what changed, the number, when, the consultation number. */
function alertText(t: Translate, a: AlertRow): string {
  return t(`lookup.alert.${a.kind}`, { before: a.before ?? '', after: a.after ?? '' });
}

/** The unread alerts, with "mark read". */
function AlertsPanel({ alerts, onRead }: { alerts: AlertRow[]; onRead: (ids?: number[]) => void }) {
  const t = useT();
  if (!alerts.length) return <Alert type="success" showIcon message={t('lookup.alerts.none')} data-testid="lookup-alerts-none" />;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="lookup-alerts"
      message={t('lookup.alerts.title', { count: alerts.length })}
      action={
        <Button size="small" onClick={() => onRead()}>
          {t('lookup.alerts.readAll')}
        </Button>
      }
      description={
        <List
          size="small"
          dataSource={alerts}
          renderItem={(a) => (
            <List.Item data-testid={`lookup-alert-${a.kind}`} actions={[<Button key="r" type="link" size="small" onClick={() => onRead([a.id])}>{t('lookup.alerts.read')}</Button>]}>
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{`${a.vatNumber}${a.companyName ? ` · ${a.companyName}` : ''}`}</Typography.Text>
                <Typography.Text>{alertText(t, a)}</Typography.Text>
                <Typography.Text type="secondary">{t('lookup.alerts.meta', { at: a.at, number: a.consultationNumber ?? t('lookup.consultation.none') })}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      }
    />
  );
}

/** The add dialog: one number a line (optionally `, expected company name`), the relation. */
function AddDialog({ open, initial, source, onClose, onAdded }: { open: boolean; initial: string; source: 'manual' | 'import'; onClose: () => void; onAdded: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [text, setText] = useState(initial);
  const [relation, setRelation] = useState<WatchRelation>('supplier');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const submit = async () => {
    const items = text
      .split(/\r\n|\r|\n/)
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => {
        const [vatNumber, ...name] = l.split(/[,\t，]/);
        return { vatNumber: vatNumber.trim(), relation, companyName: name.join(' ').trim() || undefined };
      });
    if (!items.length) return setRefused([t('lookup.add.empty')]);
    setBusy(true);
    try {
      const r = await addToMonitoring({ items, source });
      message.success(t('lookup.add.done', { added: r.added.length, refused: r.refused.length }));
      onAdded();
      if (r.refused.length) {
        // The refused lines stay in the box with their reasons; nothing typed is lost.
        setText(r.refused.map((x) => x.input).join('\n'));
        setRefused(r.refused.map((x) => `${x.input}：${t(`lookup.add.refused.${x.reason}`)}`));
      } else {
        setText('');
        setRefused([]);
        onClose();
      }
    } catch {
      /* shown by the request layer; the text stays */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('lookup.add.title')} onCancel={onClose} onOk={() => void submit()} okText={t('lookup.add.ok')} confirmLoading={busy} okButtonProps={{ 'data-testid': 'lookup-add-ok' } as Record<string, string>} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('lookup.add.desc')}</Typography.Paragraph>
      <Input.TextArea rows={6} value={text} onChange={(e) => setText(e.target.value)} aria-label={t('lookup.add.title')} data-testid="lookup-add-input" placeholder={t('lookup.add.placeholder')} />
      <Radio.Group style={{ marginTop: 12 }} value={relation} onChange={(e) => setRelation(e.target.value)} aria-label={t('lookup.col.relation')}>
        {WATCH_RELATIONS.map((r) => (
          <Radio key={r} value={r}>
            {t(`lookup.relation.${r}`)}
          </Radio>
        ))}
      </Radio.Group>
      {refused.length ? <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t('lookup.add.refusedTitle')} description={refused.join('\n')} data-testid="lookup-add-refused" /> : null}
    </Modal>
  );
}

/**
 * A pinned row's change (issue #33 "monitoring shows changes first"): what changed, and a button
 * that acknowledges it (marks its alerts read; the saved filter then applies to the row again).
 */
function PinnedChange({ row, alerts, onAck }: { row: WatchRow; alerts: AlertRow[]; onAck: (ids: number[]) => void }) {
  const t = useT();
  const mine = alerts.filter((a) => a.watchId === row.id);
  return (
    <Space direction="vertical" size={2} data-testid={`lookup-watch-pinned-${row.vatNumber}`}>
      <Tooltip title={t('lookup.watch.pinnedHint')}>
        <Tag color="orange" icon={<PushpinOutlined />}>
          {t('lookup.watch.pinned')}
        </Tag>
      </Tooltip>
      {mine.map((a) => (
        <Typography.Text key={a.id} type="warning">
          {alertText(t, a)}
        </Typography.Text>
      ))}
      <Button size="small" onClick={() => onAck(mine.map((a) => a.id))} data-testid={`lookup-watch-ack-${row.vatNumber}`}>
        {t('lookup.watch.ack')}
      </Button>
    </Space>
  );
}

/** The table columns, in the user's chosen order (`vatNumber` always first); a changed row shows its change under its status. */
function monitorColumns(t: Translate, prefs: MonitorPrefs, alerts: AlertRow[], onAck: (ids: number[]) => void): ProColumns<WatchRow>[] {
  const all: Record<string, ProColumns<WatchRow>> = {
    vatNumber: { title: t('lookup.col.vatNumber'), dataIndex: 'vatNumber', search: false, width: 170, render: (_, r) => <Typography.Text strong>{r.vatNumber}</Typography.Text> },
    companyName: { title: t('lookup.col.companyName'), dataIndex: 'companyName', search: false, width: 200, render: (_, r) => r.companyName || '-' },
    relation: { title: t('lookup.col.relation'), dataIndex: 'relation', search: false, width: 90, render: (_, r) => t(`lookup.relation.${r.relation}`) },
    status: {
      title: t('lookup.col.status'),
      dataIndex: 'status',
      search: false,
      width: 200,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <AnswerCell kind={r.status} reason={r.reason} testId={`lookup-watch-status-${r.vatNumber}`} />
          {r.status === 'unavailable' ? <Typography.Text type="secondary">{t('lookup.watch.retryAt', { at: r.nextCheckAt, n: r.retryCount })}</Typography.Text> : null}
          {isPinned(r.unreadAlerts) ? <PinnedChange row={r} alerts={alerts} onAck={onAck} /> : null}
        </Space>
      ),
    },
    registeredName: { title: t('lookup.col.registeredName'), dataIndex: 'registeredName', search: false, width: 220, render: (_, r) => r.registeredName ?? (r.lastGood?.kind === 'valid' ? t(`lookup.detail.${missingNameReason(r.prefix)}`) : '-') },
    address: { title: t('lookup.col.address'), dataIndex: 'address', search: false, width: 240, render: (_, r) => r.address ?? '-' },
    lastGood: { title: t('lookup.col.lastGood'), dataIndex: 'lastGood', search: false, width: 260, render: (_, r) => <LastGoodText value={r.lastGood} /> },
    lastCheckedAt: { title: t('lookup.col.lastCheckedAt'), dataIndex: 'lastCheckedAt', search: false, width: 170, sorter: true, render: (_, r) => r.lastCheckedAt ?? '-' },
    nextCheckAt: { title: t('lookup.col.nextCheckAt'), dataIndex: 'nextCheckAt', search: false, width: 170 },
    alerts: { title: t('lookup.col.alerts'), dataIndex: 'unreadAlerts', search: false, width: 90, render: (_, r) => (r.unreadAlerts ? <Typography.Text type="danger">{r.unreadAlerts}</Typography.Text> : 0) },
  };
  const shown = prefs.columns.map((c) => all[c]).filter(Boolean);
  const filters: ProColumns<WatchRow>[] = [
    { title: t('lookup.filter.q'), dataIndex: 'q', hideInTable: true },
    { title: t('lookup.col.status'), dataIndex: 'statusIn', hideInTable: true, valueType: 'select', valueEnum: statusValueEnum(WATCH_STATUS_MAP, t), fieldProps: { mode: 'multiple' } },
    { title: t('lookup.col.relation'), dataIndex: 'relationIn', hideInTable: true, valueType: 'select', valueEnum: Object.fromEntries(WATCH_RELATIONS.map((r) => [r, { text: t(`lookup.relation.${r}`) }])), fieldProps: { mode: 'multiple' } },
    { title: t('lookup.filter.countries'), dataIndex: 'countriesIn', hideInTable: true, valueType: 'select', fieldProps: { mode: 'multiple', options: COUNTRY_PREFIX_OPTIONS } },
    { title: t('lookup.filter.alertsOnly'), dataIndex: 'alertsOnly', hideInTable: true, valueType: 'select', valueEnum: { true: { text: t('lookup.filter.alertsOnly.yes') } } },
  ];
  return [...filters, ...shown];
}

/** The monitoring list once the saved prefs are in. */
function Monitoring({ prefs }: { prefs: MonitorPrefs }) {
  const t = useT();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>();
  const alerts = useApi(() => listAlerts({ unread: true }, { skipErrorMessage: true }));
  const [dialog, setDialog] = useState<{ text: string; source: 'manual' | 'import' } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const reloadAll = () => {
    void actionRef.current?.reload();
    alerts.refresh();
  };

  const recheck = async (ids?: number[]) => {
    setBusy('recheck');
    try {
      const r = await recheckMonitoring({ ids });
      message.success(t('lookup.recheck.done', r));
      reloadAll();
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(null);
    }
  };

  const fromRecords = async () => {
    setBusy('records');
    try {
      const r = await addFromRecords();
      message.success(t('lookup.records.done', r));
      reloadAll();
    } catch {
      /* shown by the request layer (e.g. no issued number yet) */
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (file: File) => {
    const problem = listFileProblem(file.name, file.size);
    if (problem) return void message.error(t(`lookup.file.${problem}`, { name: file.name }));
    try {
      let lines: string[];
      if (/\.xlsx$/i.test(file.name)) {
        const XLSX = (await loadXlsx()) as unknown as typeof import('xlsx');
        const wb = XLSX.read(await file.arrayBuffer());
        lines = linesFromRows(XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]], { header: 1, raw: false }));
      } else lines = linesFromText(await file.text());
      setDialog({ text: lines.filter((s) => s.trim()).join('\n'), source: 'import' });
    } catch {
      // shown: the file is named as unreadable (the reader's own error is in English)
      message.error(t('lookup.file.unreadable', { name: file.name }));
    }
  };

  const read = async (ids?: number[]) => {
    try {
      await markAlertsRead({ ids });
      reloadAll();
    } catch {
      /* shown by the request layer */
    }
  };

  return (
    <>
      <ListPage<WatchRow, MonitoringQuery>
        testId="lookup-monitoring"
        rowKey="id"
        actionRef={actionRef}
        selectable
        content={
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('lookup.monitoring.intro')}</Typography.Text>
            {alerts.error ? <LoadFailed error={alerts.error} onRetry={alerts.refresh} /> : alerts.data ? <AlertsPanel alerts={alerts.data} onRead={(ids) => void read(ids)} /> : <Skeleton active paragraph={{ rows: 1 }} />}
            <Space>
              <Link to="/public-service/vat-monitoring/columns">{t('lookup.prefs.columnsLink')}</Link>
              <Link to="/public-service/vat-monitoring/filter-box">{t('lookup.prefs.filterLink')}</Link>
            </Space>
          </Space>
        }
        request={(q, o) => listMonitoring(formToQuery(q as Record<string, unknown>), o)}
        tableProps={{ form: { initialValues: filterToForm(prefs.filter) } }}
        emptyText={({ filtered }) => (filtered ? undefined : t('lookup.monitoring.empty'))}
        toolBar={(kit) => [
          <Button key="add" type="primary" onClick={() => setDialog({ text: '', source: 'manual' })} data-testid="lookup-add">
            {t('lookup.add.button')}
          </Button>,
          <Upload key="import" accept=".txt,.csv,.xlsx" showUploadList={false} beforeUpload={(f) => (void importFile(f), false)}>
            <Button data-testid="lookup-import">{t('lookup.import.button')}</Button>
          </Upload>,
          <Button key="records" loading={busy === 'records'} onClick={() => void fromRecords()} data-testid="lookup-from-records">
            {t('lookup.records.button')}
          </Button>,
          <Button key="recheck" loading={busy === 'recheck'} onClick={() => void recheck(kit.selected.length ? kit.selected.map((r) => r.id) : undefined)} data-testid="lookup-recheck">
            {kit.selected.length ? t('lookup.recheck.selected', { count: kit.selected.length }) : t('lookup.recheck.all')}
          </Button>,
          <ConfirmAction
            key="remove"
            title={t('lookup.remove.confirm', { count: kit.selected.length })}
            onConfirm={() => removeFromMonitoring({ ids: kit.selected.map((r) => r.id) })}
            successText={t('lookup.remove.done')}
            onDone={() => (kit.clearSelection(), reloadAll())}
          >
            <Button danger disabled={!kit.selected.length}>
              {t('lookup.remove.button')}
            </Button>
          </ConfirmAction>,
        ]}
        columns={() => monitorColumns(t, prefs, alerts.data ?? [], (ids) => void read(ids))}
      />
      {dialog ? (
        <AddDialog
          open
          initial={dialog.text}
          source={dialog.source}
          onClose={() => setDialog(null)}
          onAdded={reloadAll}
        />
      ) : null}
    </>
  );
}

/** The page: loads the saved columns and filter first (defaults when none). */
export default function VatMonitoringPage() {
  const prefs = useApi(() => getMonitorPrefs({ skipErrorMessage: true }));
  if (prefs.error) return <LoadFailed error={prefs.error} onRetry={prefs.refresh} />;
  if (!prefs.data) return <Skeleton active />;
  return <Monitoring prefs={prefs.data} />;
}

