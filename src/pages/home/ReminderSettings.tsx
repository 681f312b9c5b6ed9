/**
 * The workbench's reminder settings tab (issue #25), loaded when the tab is first opened so the home
 * page's first load stays small.
 */
import { history } from '@umijs/max';
import { Alert, Button, Checkbox, Space, Typography } from 'antd';
import { useState } from 'react';
import { useApi } from '@/hooks/useApi';
import type { Translate } from '@/hooks/useT';
import { fetchReminders, saveReminders } from '@/services/dashboard';
import '@/locales/areas/workbench';

/** 7 and/or 1 days before, by SMS, e-mail or WeChat (the bound account of /user/info/wx). */
export default function ReminderSettings({ t }: { t: Translate }) {
  const { data, loading, mutate } = useApi(() => fetchReminders());
  const [leads, setLeads] = useState<(7 | 1)[] | null>(null);
  const [channels, setChannels] = useState<('sms' | 'email' | 'wechat')[] | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useApi((body: { leads: (7 | 1)[]; channels: ('sms' | 'email' | 'wechat')[] }) => saveReminders(body), {
    manual: true,
    onSuccess: (prefs) => {
      mutate((old) => (old ? { ...old, prefs } : old));
      setSaved(true);
    },
  });
  if (loading || !data) return null;
  const curLeads = leads ?? data.prefs.leads;
  const curChannels = channels ?? data.prefs.channels;
  return (
    <Space direction="vertical" size={16} data-testid="reminder-settings">
      <Typography.Paragraph type="secondary">{t('workbench.reminder.hint')}</Typography.Paragraph>
      <div>
        <Typography.Text strong id="reminder-leads">
          {t('workbench.reminder.leads')}
        </Typography.Text>
        <div>
          <Checkbox.Group
            aria-labelledby="reminder-leads"
            value={curLeads}
            onChange={(v) => {
              setLeads(v as (7 | 1)[]);
              setSaved(false);
            }}
            options={[7, 1].map((n) => ({ value: n, label: t(`workbench.reminder.lead.${n}`) }))}
          />
        </div>
      </div>
      <div>
        <Typography.Text strong id="reminder-channels">
          {t('workbench.reminder.channels')}
        </Typography.Text>
        <div>
          <Checkbox.Group
            aria-labelledby="reminder-channels"
            value={curChannels}
            onChange={(v) => {
              setChannels(v as ('sms' | 'email' | 'wechat')[]);
              setSaved(false);
            }}
            options={(['sms', 'email', 'wechat'] as const).map((c) => ({
              value: c,
              disabled: !data.reachable.includes(c),
              label: `${t(`workbench.reminder.channel.${c}`)}${data.reachable.includes(c) ? '' : t('workbench.reminder.notReachable')}`,
            }))}
          />
          {!data.reachable.includes('wechat') && (
            <Button type="link" size="small" onClick={() => history.push('/user/info/wx')}>
              {t('workbench.reminder.bindWx')}
            </Button>
          )}
        </div>
      </div>
      {curChannels.length === 0 && <Alert type="info" showIcon message={t('workbench.reminder.off')} />}
      <Space>
        <Button type="primary" loading={save.loading} onClick={() => save.run({ leads: curLeads, channels: curChannels })} data-testid="reminder-save">
          {t('workbench.reminder.save')}
        </Button>
        {saved && <Typography.Text type="success">{t('workbench.reminder.saved')}</Typography.Text>}
      </Space>
    </Space>
  );
}
