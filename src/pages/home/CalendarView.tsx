/**
 * The workbench's 90-day deadline calendar tab (issue #25), loaded when the tab is first opened so the
 * home page's first load stays small.
 */
import { history } from '@umijs/max';
import { Button, List, Space, Tag, Typography } from 'antd';
import { CountryLabel } from '@/components/CountrySelect/CountryLabel';
import type { Translate } from '@/hooks/useT';
import type { DashboardOverview } from '@/services/dashboard';
import '@/locales/areas/workbench';

type CalendarRow = DashboardOverview['calendar'][number];

/** The next 90 days' statutory deadlines, one line each, by date. */
export default function CalendarView({ rows, showUser, t }: { rows: CalendarRow[]; showUser: boolean; t: Translate }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('workbench.calendar.hint')}</Typography.Paragraph>
      <List
        dataSource={rows}
        locale={{ emptyText: t('workbench.calendar.empty') }}
        rowKey={(r) => `${r.vatNumber}:${r.periodStart}`}
        data-testid="calendar"
        renderItem={(r) => (
          <List.Item data-testid="calendar-item" data-date={r.date} actions={[<Button key="open" size="small" type="link" onClick={() => history.push(r.link)}>{t('workbench.todo.open')}</Button>]}>
            <Space size={16} wrap>
              <Typography.Text strong style={{ minWidth: 96, display: 'inline-block' }}>
                {r.date}
              </Typography.Text>
              <CountryLabel code={r.countryCode} />
              <span>{showUser ? `${r.userName} · ${r.companyName}` : r.companyName}</span>
              <Typography.Text type="secondary">
                {t('workbench.calendar.period')} {r.periodStart} – {r.periodEnd}
              </Typography.Text>
              <Typography.Text type="secondary">{t(r.rule)}</Typography.Text>
              {r.moved && <Tag>{t('workbench.calendar.moved')}</Tag>}
              <Tag color={r.done ? 'success' : 'processing'}>{t(r.done ? 'workbench.calendar.done' : 'workbench.calendar.todo')}</Tag>
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}
