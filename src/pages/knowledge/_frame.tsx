/**
 * Pieces shared by the two knowledge pages: the open page's frame (brand link home, the title) and
 * an article's country and topic tags. Messages: the `knowledge` locale area.
 */
import { Link } from '@umijs/max';
import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CountryLabel } from '@/components/CountrySelect';
import type { KnowledgeCountry, KnowledgeTopic } from '@/core/knowledge/types';
import { useT } from '@/hooks/useT';
import '@/locales/areas/knowledge';
import styles from './index.less';

/** The frame of a knowledge page: the product's name linking home, then the page. */
export function KnowledgeFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" width={24} height={24} />
          {t('knowledge.brand')}
        </Link>
        <Link to="/">{t('knowledge.home')}</Link>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

/** The name of an article's country (the code badge and the Chinese name; `EU` reads 欧盟通用). */
export function KnowledgeCountryLabel({ code }: { code: KnowledgeCountry }) {
  const t = useT();
  return code === 'EU' ? <span>{t('knowledge.country.EU')}</span> : <CountryLabel code={code} />;
}

/** An article's country and topic tags and its review date. */
export function ArticleMeta({ country, topic, reviewedAt }: { country: KnowledgeCountry; topic: KnowledgeTopic; reviewedAt: string }) {
  const t = useT();
  return (
    <Space size={8} wrap>
      <Tag>
        <KnowledgeCountryLabel code={country} />
      </Tag>
      <Tag color="blue">{t(`knowledge.topic.${topic}`)}</Tag>
      <Typography.Text type="secondary">{t('knowledge.reviewedAt', { date: reviewedAt })}</Typography.Text>
    </Space>
  );
}
