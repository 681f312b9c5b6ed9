/**
 * The logged-in home page (工作台, issue #25): the day's to-do (a seller's obligations; an agent's
 * across clients, grouped by client and following the header's 所属用户), the 90-day deadline
 * calendar, the reminder settings, the figures and the notices. Everything comes from
 * `GET /api/dashboard` (contract `src/core/dashboard/api.ts`), counted from the areas' stores.
 */
import { PageContainer, ProCard, StatisticCard } from '@ant-design/pro-components';
import { history, useAccess, useModel } from '@umijs/max';
import { Button, Empty, List, Space, Spin, Tabs, Tag } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useBelongingUsers, useReloadOnBelongingChange } from '@/components/BelongingUser/hooks';
import { CountryLabel } from '@/components/CountrySelect/CountryLabel';
import { groupByClient } from '@/core/dashboard/todo';
import { useApi } from '@/hooks/useApi';
import { useT, type Translate } from '@/hooks/useT';
import { fetchDashboard, type DashboardOverview } from '@/services/dashboard';
import '@/locales/areas/workbench';
import { Txt } from './Txt';

type Todo = DashboardOverview['todos'][number];

/** The calendar and reminder tabs load when first opened (the to-do tab is the one shown first). */
const CalendarView = lazy(() => import('./CalendarView'));
const ReminderSettings = lazy(() => import('./ReminderSettings'));

/** A tab's content once its code has loaded. */
function TabPane({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>{children}</Suspense>;
}

/** "已逾期 N 天" / "今天截止" / "还有 N 天" in the theme's error / warning tone. */
function DaysLeft({ item, t }: { item: Pick<Todo, 'daysLeft' | 'urgency'>; t: Translate }) {
  if (item.daysLeft === null) return <Txt type="secondary">{t('workbench.todo.noDate')}</Txt>;
  const text = item.daysLeft < 0 ? t('workbench.todo.overdue', { days: -item.daysLeft }) : item.daysLeft === 0 ? t('workbench.todo.dueToday') : t('workbench.todo.daysLeft', { days: item.daysLeft });
  return (
    <Txt strong type={item.urgency === 'overdue' ? 'danger' : item.urgency === 'dueSoon' ? 'warning' : undefined} data-testid="todo-days-left">
      {text}
    </Txt>
  );
}

/** One obligation: kind, company, country, subject, status, date with days left, amount, one click to settle it. */
function TodoRow({ item, t }: { item: Todo; t: Translate }) {
  const refund = item.amount !== null && item.amount.trim().startsWith('-');
  return (
    <List.Item
      data-testid="todo-item"
      data-id={item.id}
      data-urgency={item.urgency}
      actions={[
        <Button key="open" type={item.urgency === 'open' ? 'default' : 'primary'} size="small" onClick={() => history.push(item.link)} data-testid="todo-open">
          {t('workbench.todo.open')}
        </Button>,
      ]}
    >
      <List.Item.Meta
        title={
          <Space size={8} wrap>
            <Tag color={item.urgency === 'overdue' ? 'error' : item.urgency === 'dueSoon' ? 'warning' : 'default'}>{t(`workbench.todo.kind.${item.kind}`)}</Tag>
            <span>{item.companyName}</span>
            {item.countryCode && <CountryLabel code={item.countryCode} />}
            <Txt type="secondary">{item.subject}</Txt>
          </Space>
        }
        description={
          <Space size={16} wrap>
            <DaysLeft item={item} t={t} />
            {item.dueDate && <span>{t('workbench.todo.due', { date: item.dueDate })}</span>}
            {item.statusText && <span>{item.statusText}</span>}
            {item.amount !== null && item.currency && <span>{t(refund ? 'workbench.todo.refund' : 'workbench.todo.amount', { amount: item.amount.replace(/^-/, ''), currency: item.currency })}</span>}
          </Space>
        }
      />
    </List.Item>
  );
}

/** The to-do: flat for a seller, one card per client for an agent. */
function TodoView({ data, grouped, t }: { data: DashboardOverview; grouped: boolean; t: Translate }) {
  if (!data.todos.length) return <Empty description={t('workbench.todo.empty')} data-testid="todo-empty" />;
  if (!grouped) return <List dataSource={data.todos} rowKey="id" renderItem={(item) => <TodoRow item={item} t={t} />} data-testid="todo-list" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      {groupByClient(data.todos).map((g) => (
        <ProCard
          key={g.userId}
          bordered
          size="small"
          title={g.userName}
          extra={<Txt type={g.overdue ? 'danger' : 'secondary'}>{t('workbench.todo.group', { count: g.items.length, overdue: g.overdue })}</Txt>}
          data-testid="todo-group"
          data-user={g.userId}
        >
          <List dataSource={g.items} rowKey="id" renderItem={(item) => <TodoRow item={item} t={t} />} />
        </ProCard>
      ))}
    </Space>
  );
}

/** The logged-in home page. */
export default function Workbench() {
  const t = useT();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const user = initialState!.currentUser!;
  const belonging = useBelongingUsers();
  const { data, loading, refresh } = useApi(() => fetchDashboard());
  // The request layer sends the header's 所属用户 as `users`: reload when it changes.
  useReloadOnBelongingChange(refresh);
  const isAgent = !!access.isAgent;
  const scope = belonging.ids.length ? t('workbench.todo.scope.some', { names: (belonging.names ?? []).join('、') }) : t('workbench.todo.scope.all');
  return (
    <PageContainer
      title={t('home.welcome', { name: user.name })}
      content={
        isAgent ? (
          <Space direction="vertical" size={0}>
            <span>{t('home.agentHint', { count: data?.clients ?? '-' })}</span>
            <Txt type="secondary" data-testid="todo-scope">
              {scope}
            </Txt>
          </Space>
        ) : undefined
      }
    >
      <StatisticCard.Group loading={loading && !data} data-testid="overview-stats" direction="row">
        <StatisticCard statistic={{ title: t('workbench.stat.overdue'), value: data?.counts.overdue ?? 0, status: data?.counts.overdue ? 'error' : 'default' }} data-testid="stat-overdue" />
        <StatisticCard statistic={{ title: t('workbench.stat.dueSoon'), value: data?.counts.dueSoon ?? 0, status: data?.counts.dueSoon ? 'warning' : 'default' }} data-testid="stat-due-soon" />
        <StatisticCard statistic={{ title: t('workbench.stat.declarations'), value: data?.declarations ?? 0 }} />
        <StatisticCard statistic={{ title: t('workbench.stat.registrations'), value: data?.registrations ?? 0 }} />
        <StatisticCard statistic={{ title: t('workbench.stat.calculations'), value: data?.calculations ?? 0 }} />
        {isAgent && <StatisticCard statistic={{ title: t('workbench.stat.clients'), value: data?.clients ?? 0 }} />}
      </StatisticCard.Group>
      <ProCard style={{ marginTop: 16 }} loading={loading && !data}>
        <Tabs
          items={[
            {
              key: 'todo',
              label: t('workbench.tab.todo'),
              children: data && (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Txt data-testid="todo-summary">{t('workbench.todo.summary', { overdue: data.counts.overdue, dueSoon: data.counts.dueSoon, total: data.counts.total })}</Txt>
                  <TodoView data={data} grouped={isAgent} t={t} />
                </Space>
              ),
            },
            {
              key: 'calendar',
              label: t('workbench.tab.calendar'),
              children: data && (
                <TabPane>
                  <CalendarView rows={data.calendar} showUser={isAgent} t={t} />
                </TabPane>
              ),
            },
            {
              key: 'reminders',
              label: t('workbench.tab.reminders'),
              children: (
                <TabPane>
                  <ReminderSettings t={t} />
                </TabPane>
              ),
            },
          ]}
        />
      </ProCard>
      <ProCard title={t('workbench.notices')} style={{ marginTop: 16 }} loading={loading && !data}>
        <List
          dataSource={data?.notices ?? []}
          locale={{ emptyText: t('workbench.notices.empty') }}
          renderItem={(n) => <List.Item extra={<Txt type="secondary">{n.date}</Txt>}>{n.title}</List.Item>}
        />
      </ProCard>
    </PageContainer>
  );
}
