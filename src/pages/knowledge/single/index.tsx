/**
 * `/public-service/taxation/knowledge/single?id=` (open; issue #24): one article of the knowledge
 * base — its country, topic and last-reviewed date, the body (plain text blocks rendered by React:
 * headings, paragraphs, lists; never HTML), its sources (external links) and related articles.
 */
import { Link } from '@umijs/max';
import { Card, Divider, List, Result, Skeleton, Typography } from 'antd';
import { Fragment } from 'react';
import { LoadFailed } from '@/components/OpenPage';
import type { KnowledgeBlock } from '@/core/knowledge/types';
import { useApi } from '@/hooks/useApi';
import { useIdParam } from '@/hooks/useIdParam';
import { useT } from '@/hooks/useT';
import { getArticle } from '@/services/knowledge';
import { ArticleMeta, KnowledgeFrame } from '../_frame';
import styles from '../index.less';
import '@/locales/areas/knowledge';

/** One body block as text. */
function Block({ block }: { block: KnowledgeBlock }) {
  if ('h' in block) return <Typography.Title level={3}>{block.h}</Typography.Title>;
  if ('p' in block) return <Typography.Paragraph>{block.p}</Typography.Paragraph>;
  return (
    <ul>
      {block.ul.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export default function KnowledgeArticlePage() {
  const t = useT();
  const id = useIdParam();
  const { data, loading, error, refresh } = useApi(() => (id ? getArticle(id, { skipErrorMessage: true }) : Promise.resolve(undefined)), { refreshDeps: [id] });
  const back = (
    <Link to="/public-service/taxation/knowledge/multiple" data-testid="knowledge-back">
      {t('knowledge.back')}
    </Link>
  );

  let content;
  if (!id) content = <Result status="warning" title={t('knowledge.missingId')} extra={back} />;
  else if (error) content = <LoadFailed error={error} onRetry={refresh} />;
  else if (loading || !data) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    content = (
      <article data-testid="knowledge-article" data-id={data.id}>
        <Typography.Title level={2} data-testid="knowledge-title">
          {data.title}
        </Typography.Title>
        <ArticleMeta country={data.country} topic={data.topic} reviewedAt={data.reviewedAt} />
        <Typography.Paragraph strong style={{ marginTop: 16 }}>
          {data.summary}
        </Typography.Paragraph>
        <div className={styles.body}>
          {data.body.map((b, i) => (
            <Fragment key={i}>
              <Block block={b} />
            </Fragment>
          ))}
        </div>
        <Divider />
        <Typography.Title level={3}>{t('knowledge.sources')}</Typography.Title>
        <ol data-testid="knowledge-sources">
          {data.sources.map((s) => (
            <li key={s.url}>
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
        <Typography.Paragraph type="secondary">{t('knowledge.disclaimer')}</Typography.Paragraph>
        {data.related.length > 0 && (
          <>
            <Typography.Title level={3}>{t('knowledge.related')}</Typography.Title>
            <List
              dataSource={data.related}
              renderItem={(r) => (
                <List.Item key={r.id}>
                  <Link to={`/public-service/taxation/knowledge/single?id=${r.id}`}>{r.title}</Link>
                </List.Item>
              )}
            />
          </>
        )}
        <div style={{ marginTop: 24 }}>{back}</div>
      </article>
    );

  return (
    <KnowledgeFrame>
      <Card>{content}</Card>
    </KnowledgeFrame>
  );
}
