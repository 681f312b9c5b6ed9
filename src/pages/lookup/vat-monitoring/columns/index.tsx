/**
 * `/public-service/vat-monitoring/columns` (open; spec §2, issue #24): the monitoring table's column
 * chooser as its own page. A guest sees it over sample rows with a way to log in; a logged-in user's
 * choice is loaded (`GET /api/lookup/monitoring/prefs`), previewed on sample rows and saved
 * (`POST …/prefs`); the monitoring page then shows these columns in this order. The VAT number is
 * always shown.
 */
import { App, Button, Checkbox, Skeleton, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { LoadFailed } from '@/components/OpenPage';
import { cleanColumns, DEFAULT_MONITOR_COLUMNS, MONITOR_COLUMNS, type MonitorColumn } from '@/core/lookup/monitoring';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getMonitorPrefs, saveMonitorPrefs } from '@/services/lookup';
import { OpenFrame, SAMPLE_ROWS, useLoggedIn } from '../_open-parts';
import '@/locales/areas/lookup';

/** The chooser and its preview. */
function Chooser({ initial, canSave }: { initial: readonly MonitorColumn[]; canSave: boolean }) {
  const t = useT();
  const { message } = App.useApp();
  const [cols, setCols] = useState<MonitorColumn[]>(cleanColumns(initial));
  const [saving, setSaving] = useState(false);
  useEffect(() => setCols(cleanColumns(initial)), [initial]);
  const move = (c: MonitorColumn, by: number) => {
    const i = cols.indexOf(c);
    const j = i + by;
    if (i < 1 || j < 1 || j >= cols.length) return;
    const next = [...cols];
    [next[i], next[j]] = [next[j], next[i]];
    setCols(next);
  };
  const save = async () => {
    setSaving(true);
    try {
      const r = await saveMonitorPrefs({ columns: cols });
      setCols(r.columns);
      message.success(t('lookup.prefs.saved'));
    } catch {
      /* shown by the request layer; the choice stays */
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space direction="vertical" data-testid="lookup-columns">
        {MONITOR_COLUMNS.map((c) => {
          const on = cols.includes(c);
          return (
            <Space key={c} data-testid={`lookup-col-${c}`}>
              <Checkbox
                checked={on}
                disabled={c === 'vatNumber'}
                onChange={(e) => setCols(e.target.checked ? [...cols, c] : cols.filter((x) => x !== c))}
              >
                {t(`lookup.col.${c}`)}
              </Checkbox>
              {on && c !== 'vatNumber' ? (
                <>
                  <Button size="small" onClick={() => move(c, -1)} aria-label={t('lookup.prefs.up', { name: t(`lookup.col.${c}`) })}>
                    ↑
                  </Button>
                  <Button size="small" onClick={() => move(c, 1)} aria-label={t('lookup.prefs.down', { name: t(`lookup.col.${c}`) })}>
                    ↓
                  </Button>
                </>
              ) : null}
            </Space>
          );
        })}
      </Space>
      <Space>
        <Button onClick={() => setCols([...DEFAULT_MONITOR_COLUMNS])}>{t('lookup.prefs.reset')}</Button>
        {canSave ? (
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="lookup-prefs-save">
            {t('lookup.prefs.save')}
          </Button>
        ) : null}
      </Space>
      <Typography.Text strong>{t('lookup.prefs.preview')}</Typography.Text>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 900 }}
        dataSource={SAMPLE_ROWS}
        columns={cols.map((c) => ({
          key: c,
          title: t(`lookup.col.${c}`),
          render: (_: unknown, r: (typeof SAMPLE_ROWS)[number]) => {
            switch (c) {
              case 'relation':
                return t(`lookup.relation.${r.relation}`);
              case 'status':
                return t(`lookup.kind.${r.status}`);
              case 'registeredName':
                return r.registeredName ?? '-';
              case 'lastGood':
                return r.lastGood ? `${t(`lookup.kind.${r.lastGood.kind}`)} · ${r.lastGood.checkedAt}` : '-';
              case 'alerts':
                return r.unreadAlerts;
              default:
                return String((r as unknown as Record<string, unknown>)[c] ?? '-');
            }
          },
        }))}
      />
    </Space>
  );
}

/** A user's saved choice, then the chooser. */
function UserChooser() {
  const prefs = useApi(() => getMonitorPrefs({ skipErrorMessage: true }));
  if (prefs.error) return <LoadFailed error={prefs.error} onRetry={prefs.refresh} />;
  if (!prefs.data) return <Skeleton active />;
  return <Chooser initial={prefs.data.columns} canSave />;
}

/** The page. */
export default function MonitorColumnsPage() {
  const t = useT();
  const loggedIn = useLoggedIn();
  return (
    <OpenFrame title={t('title.lookup.columns')} intro={t('lookup.prefs.columnsIntro')}>
      {loggedIn ? <UserChooser /> : <Chooser initial={DEFAULT_MONITOR_COLUMNS} canSave={false} />}
    </OpenFrame>
  );
}
