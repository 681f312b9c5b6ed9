import { PageContainer, ProCard, StatisticCard } from '@ant-design/pro-components';
import { history, useAccess, useIntl, useModel } from '@umijs/max';
import { useApi } from '@/hooks/useApi';
import { Button, List, Space, Typography } from 'antd';
import { fetchDashboard } from '@/services/dashboard';
import styles from './index.less';
import { useT } from '@/hooks/useT';

const AREAS = ['calc', 'declare', 'epr', 'eori'] as const;

/** Guest home: what the product does, with a way into the console. */
function Landing() {
  const t = useT();
  return (
    <div className={styles.landing}>
      <div className={styles.hero}>
        <Typography.Title level={1}>{t('home.landing.title')}</Typography.Title>
        <Typography.Paragraph className={styles.desc}>{t('home.landing.desc')}</Typography.Paragraph>
        <Space size="large">
          <Button type="primary" size="large" onClick={() => history.push('/login')} data-testid="landing-login">
            {t('home.landing.login')}
          </Button>
        </Space>
      </div>
      <div className={styles.cards}>
        {AREAS.map((key) => (
          <ProCard key={key} title={t(`home.card.${key}`)} bordered hoverable className={styles.card}>
            {t(`home.card.${key}.desc`)}
          </ProCard>
        ))}
      </div>
    </div>
  );
}

/** Logged-in home: a console overview. */
function Overview() {
  const intl = useIntl();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const user = initialState!.currentUser!;
  const { data, loading } = useApi(fetchDashboard);
  return (
    <PageContainer
      title={intl.formatMessage({ id: 'home.welcome' }, { name: user.name })}
      content={
        access.isAgent ? intl.formatMessage({ id: 'home.agentHint' }, { count: data?.clients ?? '-' }) : undefined
      }
    >
      <StatisticCard.Group loading={loading} data-testid="overview-stats">
        <StatisticCard statistic={{ title: '税金计算记录', value: data?.calculations ?? 0 }} />
        <StatisticCard statistic={{ title: 'VAT 申报', value: data?.declarations ?? 0 }} />
        <StatisticCard statistic={{ title: 'VAT 注册', value: data?.registrations ?? 0 }} />
        {access.isAgent && <StatisticCard statistic={{ title: '客户数', value: data?.clients ?? 0 }} />}
      </StatisticCard.Group>
      <ProCard title="平台公告" style={{ marginTop: 16 }} loading={loading}>
        <List
          dataSource={data?.notices ?? []}
          locale={{ emptyText: '暂无公告' }}
          renderItem={(n) => (
            <List.Item extra={<Typography.Text type="secondary">{n.date}</Typography.Text>}>{n.title}</List.Item>
          )}
        />
      </ProCard>
    </PageContainer>
  );
}

/** `/`: landing page for a guest, console overview for a logged-in user (spec §2). */
export default function HomePage() {
  const { initialState } = useModel('@@initialState');
  return initialState?.currentUser ? <Overview /> : <Landing />;
}
