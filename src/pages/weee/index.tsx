/**
 * `/user/epr/weee-query` (guarded, menu EPR 与包装法 › WEEE 注册查询; issue #21, spec §2, §7
 * `GET /api/weee/record`): the lookup in the German WEEE register (stiftung ear) by registration
 * number, brand or producer. A number in another format than `WEEE-Reg.-Nr. DE` + 8 digits (or the
 * bare `DE12345678`) is refused at the field before any call (src/core/weee/rules.ts, the same rule
 * the mock runs). Results: number, producer, brand, device type (ElektroG category, b2c/b2b),
 * status on today's date (expired ones explained), registration, validity and deregistration dates.
 */
import { history } from '@umijs/max';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Button, Card, Empty, Form, Input, Segmented, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { StatusTag } from '@/components/ListPage';
import { toAntdRule } from '@/core/rules';
import { checkWeeeQuery, formatWeeeNumber, WEEE_QUERY_BY, WEEE_STATUS_MAP, type WeeeQueryBy } from '@/core/weee/rules';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { queryWeee, type WeeeRegistration } from '@/services/weee';
import '@/locales/areas/weee';

interface Search {
  by: WeeeQueryBy;
  q: string;
}

/** The lookup page. */
export default function WeeeQueryPage() {
  const t = useT();
  const [form] = Form.useForm<Search>();
  const by = (Form.useWatch('by', form) ?? 'number') as WeeeQueryBy;
  const [search, setSearch] = useState<Search>();
  const [page, setPage] = useState(1);
  const result = useApi((s: Search, p: number) => queryWeee({ by: s.by, q: s.q.trim(), page: p, perPage: 10 }), { manual: true });

  const run = (s: Search, p = 1) => {
    setSearch(s);
    setPage(p);
    // shown by the request layer; the last results stay on the page
    void result.runAsync(s, p).catch(() => undefined);
  };

  const columns: ColumnsType<WeeeRegistration> = [
    {
      title: t('weee.col.regNumber'),
      dataIndex: 'regNumber',
      width: 230,
      render: (v: string) => (
        <Typography.Text copyable={{ text: v }} style={{ whiteSpace: 'nowrap' }}>
          {formatWeeeNumber(v)}
        </Typography.Text>
      ),
    },
    {
      title: t('weee.col.producer'),
      dataIndex: 'producer',
      render: (v: string, r) => (
        <Space direction="vertical" size={0}>
          <span>{v}</span>
          <Typography.Text type="secondary">{r.producerEn}</Typography.Text>
        </Space>
      ),
    },
    { title: t('weee.col.brand'), dataIndex: 'brand' },
    {
      title: t('weee.col.deviceType'),
      dataIndex: 'category',
      render: (c: number, r) => (
        <Space direction="vertical" size={0}>
          <span>{t(`weee.category.${c}`)}</span>
          <Typography.Text type="secondary">{t(`weee.use.${r.use}`)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('weee.col.status'),
      dataIndex: 'status',
      width: 110,
      render: (st: WeeeRegistration['status'], r) => (
        <Space direction="vertical" size={0}>
          {st === 'expired' ? (
            <Tooltip title={t('weee.expiredHint')}>
              <span>
                <StatusTag map={WEEE_STATUS_MAP} value={st} data-testid="weee-status" />
              </span>
            </Tooltip>
          ) : (
            <StatusTag map={WEEE_STATUS_MAP} value={st} data-testid="weee-status" />
          )}
          {r.deregisteredAt && (
            <Typography.Text type="secondary">
              {t('weee.col.deregisteredAt')}：{r.deregisteredAt}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('weee.col.dates'),
      key: 'dates',
      width: 200,
      render: (_: unknown, r) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <span>
            {t('weee.col.registeredAt')}：{r.registeredAt}
          </span>
          <span>
            {t('weee.col.validUntil')}：{r.validUntil}
          </span>
        </Space>
      ),
    },
  ];

  const data = result.data;
  const anyExpired = data?.list.some((r) => r.status === 'expired');

  return (
    <PageContainer title={t('title.weee.query')} content={<Typography.Paragraph style={{ maxWidth: 900, marginBottom: 0 }}>{t('weee.intro')}</Typography.Paragraph>}>
      <Card>
        <Form<Search>
          form={form}
          layout="inline"
          initialValues={{ by: 'number', q: '' }}
          onFinish={(v) => run(v)}
          data-testid="weee-form"
          style={{ rowGap: 12 }}
        >
          <Form.Item name="by" label={t('weee.by')}>
            <Segmented
              options={WEEE_QUERY_BY.map((b) => ({ value: b, label: t(`weee.by.${b}`) }))}
              onChange={() => form.setFields([{ name: 'q', errors: [] }])}
              data-testid="weee-by"
            />
          </Form.Item>
          <Form.Item name="q" label={t('weee.q')} rules={[toAntdRule((v) => checkWeeeQuery(by)(v), t, { required: true })]} validateTrigger="onSubmit" style={{ minWidth: 420 }}>
            <Input id="weee-q" allowClear maxLength={60} placeholder={t(`weee.q.placeholder.${by}`)} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={result.loading} data-testid="weee-search">
              {t('weee.search')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card style={{ marginTop: 16 }} data-testid="weee-result">
        {!search ? (
          <Empty description={t('weee.before')} />
        ) : (
          <>
            {anyExpired && <Alert type="warning" showIcon message={t('weee.expiredHint')} style={{ marginBottom: 12 }} />}
            <Table<WeeeRegistration>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={data?.list ?? []}
              loading={result.loading}
              scroll={{ x: 1000 }}
              locale={{
                emptyText: (
                  <Empty description={t('weee.none')}>
                    <Button onClick={() => history.push('/user/epr')} data-testid="weee-to-epr">
                      {t('weee.toEpr')}
                    </Button>
                  </Empty>
                ),
              }}
              pagination={{
                current: page,
                pageSize: 10,
                total: data?.total ?? 0,
                showSizeChanger: false,
                showTotal: (total) => t('weee.total', { total }),
                onChange: (p) => search && run(search, p),
              }}
            />
          </>
        )}
      </Card>
    </PageContainer>
  );
}
