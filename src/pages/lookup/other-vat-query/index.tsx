/**
 * `/public-service/vat-eori-query/other-vat-query` (guarded, menu 查询与监控; issue #24 part A): tax
 * numbers outside the EU and UK (Norway, Switzerland, Australia ABN, Japan T + 13 digits, Canada,
 * Singapore, India, Korea, Turkey, New Zealand, the US): format and check digits in the browser
 * through `stdnum` (src/core/lookup/other.ts), and for each country what can and cannot be verified
 * online and where. Nothing is sent.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Alert, Button, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CountryLabel } from '@/components/CountrySelect';
import { checkOtherNumber, otherCountry, OTHER_COUNTRIES, type OtherVerdict } from '@/core/lookup/other';
import { useT } from '@/hooks/useT';
import '@/locales/areas/lookup';

const ONLINE_COLOR = { public: 'success', account: 'warning', none: 'default' } as const;

/** The page. */
export default function OtherVatQueryPage() {
  const t = useT();
  const [country, setCountry] = useState('NO');
  const [value, setValue] = useState('');
  const [result, setResult] = useState<{ country: string; verdict: OtherVerdict; formatted?: string } | null>(null);
  const c = otherCountry(country)!;
  const run = () => setResult({ country, ...checkOtherNumber(c, value) });
  return (
    <PageContainer content={t('lookup.other.intro')}>
      <ProCard>
        <Form layout="inline" onFinish={run} style={{ rowGap: 12 }}>
          <Form.Item label={t('lookup.other.country')} htmlFor="lookup-other-country">
            <Select
              id="lookup-other-country"
              style={{ width: 220 }}
              value={country}
              onChange={(v) => (setCountry(v), setResult(null))}
              options={OTHER_COUNTRIES.map((x) => ({ value: x.country, label: `${x.country} · ${t(`lookup.other.${x.key}.name`)}` }))}
              data-testid="lookup-other-country"
            />
          </Form.Item>
          <Form.Item label={t('lookup.other.number')} htmlFor="lookup-other-number">
            <Input id="lookup-other-number" style={{ width: 280 }} value={value} onChange={(e) => setValue(e.target.value)} placeholder={c.example} data-testid="lookup-other-input" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" data-testid="lookup-other-run">
              {t('lookup.other.run')}
            </Button>
          </Form.Item>
        </Form>
        {result ? (
          <Alert
            style={{ marginTop: 16 }}
            type={result.verdict === 'ok' ? 'success' : 'error'}
            showIcon
            data-testid="lookup-other-result"
            message={result.verdict === 'ok' ? t('lookup.other.verdict.ok', { number: result.formatted ?? '' }) : t(`lookup.other.verdict.${result.verdict}`, { example: c.example })}
            description={
              <Space direction="vertical" size={0}>
                <Typography.Text>{t(`lookup.other.online.${c.online}`, { register: c.register.name })}</Typography.Text>
                <Typography.Text type="secondary">{t(`lookup.other.${c.key}.note`)}</Typography.Text>
              </Space>
            }
          />
        ) : null}
      </ProCard>
      <ProCard style={{ marginTop: 16 }} title={t('lookup.other.tableTitle')}>
        <Table
          rowKey="country"
          size="small"
          pagination={false}
          dataSource={[...OTHER_COUNTRIES]}
          scroll={{ x: 900 }}
          columns={[
            { key: 'country', title: t('lookup.other.country'), width: 140, render: (_: unknown, x) => <CountryLabel code={x.country} /> },
            { key: 'name', title: t('lookup.other.number'), render: (_: unknown, x) => t(`lookup.other.${x.key}.name`) },
            { key: 'example', title: t('lookup.other.example'), dataIndex: 'example', width: 190 },
            { key: 'online', title: t('lookup.other.onlineCol'), width: 130, render: (_: unknown, x) => <Tag color={ONLINE_COLOR[x.online]}>{t(`lookup.other.onlineTag.${x.online}`)}</Tag> },
            {
              key: 'register',
              title: t('lookup.other.register'),
              render: (_: unknown, x) => (
                <Space direction="vertical" size={0}>
                  <a href={x.register.url} target="_blank" rel="noreferrer noopener">
                    {x.register.name}
                  </a>
                  <Typography.Text type="secondary">{t(`lookup.other.${x.key}.note`)}</Typography.Text>
                </Space>
              ),
            },
          ]}
        />
      </ProCard>
    </PageContainer>
  );
}
