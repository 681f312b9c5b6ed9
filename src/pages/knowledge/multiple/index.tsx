/**
 * `/public-service/taxation/knowledge/multiple` (open; issue #24): the tax knowledge base — articles
 * by country and topic, searchable. The filters live in the address (`?q=&country=&topic=`), so a
 * search can be shared and survives a reload; every change asks the mock again
 * (`GET /api/knowledge/articles`), which ranks the matches.
 */
import { Link } from '@umijs/max';
import { Button, Card, Input, List, Radio, Result, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  KNOWLEDGE_COUNTRIES,
  KNOWLEDGE_TOPICS,
  type KnowledgeCountry,
  type KnowledgeTopic,
} from '@/core/knowledge/types';
import { LoadFailed } from '@/components/OpenPage';
import { useApi } from '@/hooks/useApi';
import { useQuery } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';
import { listArticles } from '@/services/knowledge';
import { ArticleMeta, KnowledgeCountryLabel, KnowledgeFrame } from '../_frame';
import styles from '../index.less';
import '@/locales/areas/knowledge';

const asCountry = (v: string | null): KnowledgeCountry | undefined =>
  (KNOWLEDGE_COUNTRIES as readonly string[]).includes(v ?? '') ? (v as KnowledgeCountry) : undefined;
const asTopic = (v: string | null): KnowledgeTopic | undefined =>
  (KNOWLEDGE_TOPICS as readonly string[]).includes(v ?? '') ? (v as KnowledgeTopic) : undefined;

export default function KnowledgeListPage() {
  const t = useT();
  const [params, setParams] = useQuery();
  const q = params.get('q') ?? '';
  const country = asCountry(params.get('country'));
  const topic = asTopic(params.get('topic'));
  const [text, setText] = useState(q);
  const [page, setPage] = useState(1);
  useEffect(() => setText(q), [q]);

  const { data, loading, error, refresh } = useApi(
    () => listArticles({ q: q || undefined, country, topic, page, perPage: 10 }, { skipErrorMessage: true }),
    {
      refreshDeps: [q, country, topic, page],
    },
  );

  /** Sets one filter in the address (blank removes it) and goes back to page 1. */
  const change = (key: 'q' | 'country' | 'topic', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setPage(1);
    setParams(next, { replace: true });
  };
  const filtered = !!(q || country || topic);

  return (
    <KnowledgeFrame>
      <Typography.Title level={2}>{t('title.knowledge.multiple')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('knowledge.list.intro')}</Typography.Paragraph>
      <Card className={styles.card}>
        <div className={styles.filters}>
          <div data-testid="knowledge-search">
            <Input.Search
              aria-label={t('knowledge.search.label')}
              placeholder={t('knowledge.search.placeholder')}
              allowClear
              enterButton
              size="large"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onSearch={(v) => change('q', v.trim() || undefined)}
            />
          </div>
          <Space wrap align="center">
            <Typography.Text strong id="knowledge-country-label">
              {t('knowledge.filter.country')}
            </Typography.Text>
            <Radio.Group
              aria-labelledby="knowledge-country-label"
              optionType="button"
              value={country ?? ''}
              onChange={(e) => change('country', e.target.value || undefined)}
              data-testid="knowledge-country"
              options={[
                { value: '', label: t('knowledge.filter.all') },
                ...KNOWLEDGE_COUNTRIES.map((c) => ({ value: c, label: <KnowledgeCountryLabel code={c} /> })),
              ]}
            />
          </Space>
          <Space wrap align="center">
            <Typography.Text strong id="knowledge-topic-label">
              {t('knowledge.filter.topic')}
            </Typography.Text>
            <Radio.Group
              aria-labelledby="knowledge-topic-label"
              optionType="button"
              value={topic ?? ''}
              onChange={(e) => change('topic', e.target.value || undefined)}
              data-testid="knowledge-topic"
              options={[
                { value: '', label: t('knowledge.filter.all') },
                ...KNOWLEDGE_TOPICS.map((x) => ({ value: x, label: t(`knowledge.topic.${x}`) })),
              ]}
            />
          </Space>
        </div>
      </Card>
      {error ? (
        <LoadFailed error={error} onRetry={refresh} />
      ) : (
        <Card>
          <List
            loading={loading}
            data-testid="knowledge-list"
            header={
              data ? (
                <Typography.Text data-testid="knowledge-total">
                  {t('knowledge.total', { total: data.total })}
                </Typography.Text>
              ) : undefined
            }
            dataSource={data?.list ?? []}
            locale={{
              emptyText: (
                <Result
                  status="info"
                  title={t('knowledge.empty')}
                  extra={
                    filtered ? (
                      <Button
                        onClick={() => setParams(new URLSearchParams(), { replace: true })}
                        data-testid="knowledge-clear"
                      >
                        {t('knowledge.clear')}
                      </Button>
                    ) : undefined
                  }
                />
              ),
            }}
            pagination={
              data && data.total > data.perPage
                ? {
                    current: page,
                    pageSize: data.perPage,
                    total: data.total,
                    onChange: setPage,
                    showSizeChanger: false,
                  }
                : false
            }
            renderItem={(a) => (
              <List.Item key={a.id} data-testid="knowledge-row" data-id={a.id}>
                <List.Item.Meta
                  title={
                    <Link to={`/public-service/taxation/knowledge/single?id=${a.id}`} data-testid="knowledge-link">
                      {a.title}
                    </Link>
                  }
                  description={
                    <Space direction="vertical" size={4}>
                      <Typography.Text>{a.summary}</Typography.Text>
                      <ArticleMeta country={a.country} topic={a.topic} reviewedAt={a.reviewedAt} />
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
      )}
    </KnowledgeFrame>
  );
}
