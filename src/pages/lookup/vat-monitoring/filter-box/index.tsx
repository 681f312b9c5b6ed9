/**
 * `/public-service/vat-monitoring/filter-box` (open; spec §2, issue #24): the monitoring table's
 * filter panel as its own page: statuses, relations, countries, only numbers with unread alerts. A
 * guest tries it on sample rows with a way to log in; a logged-in user's filter is loaded and saved
 * (`GET` / `POST /api/lookup/monitoring/prefs`), and the monitoring page opens with it applied.
 */
import { App, Button, Checkbox, Form, Select, Skeleton, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '@/components/OpenPage';
import { COUNTRY_PREFIX_OPTIONS, filterToForm, formToFilter, type FilterFormValues } from '@/core/lookup/filter-form';
import { passesFilter, WATCH_RELATIONS, type MonitorFilter } from '@/core/lookup/monitoring';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getMonitorPrefs, saveMonitorPrefs } from '@/services/lookup';
import { OpenFrame, SAMPLE_ROWS, useLoggedIn } from '../_open-parts';
import '@/locales/areas/lookup';

const STATUSES = ['valid', 'invalid', 'notInVies', 'unavailable', 'pending'] as const;

/** The panel and the sample rows it keeps. */
function Panel({ initial, canSave }: { initial: MonitorFilter; canSave: boolean }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<FilterFormValues & { alertsSwitch?: boolean }>();
  const [filter, setFilter] = useState<MonitorFilter>(initial);
  const [saving, setSaving] = useState(false);
  const init = filterToForm(initial);
  const onValues = () => {
    const v = form.getFieldsValue();
    setFilter(formToFilter({ ...v, alertsOnly: v.alertsSwitch ? 'true' : undefined }));
  };
  const save = async () => {
    setSaving(true);
    try {
      await saveMonitorPrefs({ filter });
      message.success(t('lookup.prefs.saved'));
    } catch {
      /* shown by the request layer; the choice stays */
    } finally {
      setSaving(false);
    }
  };
  const rows = SAMPLE_ROWS.filter((r) => passesFilter(r, filter));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Form form={form} layout="vertical" initialValues={{ ...init, alertsSwitch: !!initial.alertsOnly }} onValuesChange={onValues} style={{ maxWidth: 640 }} data-testid="lookup-filter-form">
        <Form.Item name="statusIn" label={t('lookup.col.status')}>
          <Checkbox.Group options={STATUSES.map((s) => ({ value: s, label: t(`lookup.kind.${s}`) }))} />
        </Form.Item>
        <Form.Item name="relationIn" label={t('lookup.col.relation')}>
          <Checkbox.Group options={WATCH_RELATIONS.map((r) => ({ value: r, label: t(`lookup.relation.${r}`) }))} />
        </Form.Item>
        <Form.Item name="countriesIn" label={t('lookup.filter.countries')}>
          <Select mode="multiple" allowClear options={COUNTRY_PREFIX_OPTIONS} placeholder={t('lookup.filter.countriesHint')} aria-label={t('lookup.filter.countries')} />
        </Form.Item>
        <Form.Item name="alertsSwitch" label={t('lookup.filter.alertsOnly')} valuePropName="checked">
          <Switch aria-label={t('lookup.filter.alertsOnly')} />
        </Form.Item>
      </Form>
      {canSave ? (
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="lookup-prefs-save" style={{ width: 'fit-content' }}>
          {t('lookup.prefs.save')}
        </Button>
      ) : null}
      <Typography.Text strong data-testid="lookup-filter-count">
        {t('lookup.prefs.matching', { count: rows.length, total: SAMPLE_ROWS.length })}
      </Typography.Text>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'vatNumber', title: t('lookup.col.vatNumber'), dataIndex: 'vatNumber' },
          { key: 'companyName', title: t('lookup.col.companyName'), dataIndex: 'companyName' },
          { key: 'relation', title: t('lookup.col.relation'), render: (_: unknown, r) => t(`lookup.relation.${r.relation}`) },
          { key: 'status', title: t('lookup.col.status'), render: (_: unknown, r) => t(`lookup.kind.${r.status}`) },
          { key: 'alerts', title: t('lookup.col.alerts'), dataIndex: 'unreadAlerts' },
        ]}
      />
    </Space>
  );
}

function UserPanel() {
  const prefs = useApi(() => getMonitorPrefs({ skipErrorMessage: true }));
  if (prefs.error) return <LoadFailed error={prefs.error} onRetry={prefs.refresh} />;
  if (!prefs.data) return <Skeleton active />;
  return <Panel initial={prefs.data.filter} canSave />;
}

/** The page. */
export default function MonitorFilterPage() {
  const t = useT();
  const loggedIn = useLoggedIn();
  return (
    <OpenFrame title={t('title.lookup.filterBox')} intro={t('lookup.prefs.filterIntro')}>
      {loggedIn ? <UserPanel /> : <Panel initial={{}} canSave={false} />}
    </OpenFrame>
  );
}
