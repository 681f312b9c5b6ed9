import { ProCard } from '@ant-design/pro-components';
import { history, useModel } from '@umijs/max';
import { Button, Space, Spin, theme } from 'antd';
import { lazy, Suspense } from 'react';
import styles from './index.less';
import { useT } from '@/hooks/useT';

const AREAS = ['calc', 'declare', 'epr', 'eori'] as const;

/** Guest home: what the product does, with a way into the console. */
function Landing() {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <div className={styles.landing}>
      <div className={styles.hero}>
        {/* Heading and paragraph in the look of antd's Typography, without loading it (issue #25). */}
        <h1 className={styles.title} style={{ color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize: token.fontSizeHeading1, lineHeight: token.lineHeightHeading1 }}>
          {t('home.landing.title')}
        </h1>
        <div className={styles.desc}>{t('home.landing.desc')}</div>
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

/** Logged-in home: the day's to-do (loaded only for a user, so a guest's landing stays small). */
const Workbench = lazy(() => import('./Workbench'));

/** `/`: landing page for a guest, the workbench (工作台) for a logged-in user (spec §2, issue #25). */
export default function HomePage() {
  const { initialState } = useModel('@@initialState');
  return initialState?.currentUser ? (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <Workbench />
    </Suspense>
  ) : (
    <Landing />
  );
}
