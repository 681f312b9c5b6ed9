import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';

/**
 * The agent's client chooser before a wizard's first step (WizardPage's `client` option): one of
 * `clients`, then the wizard's `entry` with `?client=<id>` (the rest of the query kept).
 */
export default function ClientChooser({ title, entry, clients }: { title?: ReactNode; entry: string; clients: { id: number; name: string }[] }) {
  const t = useT();
  const [id, setId] = useState<number>();
  const [query] = useQuery();
  const start = () => {
    const q = new URLSearchParams(query);
    q.set('client', String(id));
    history.push(`${entry}?${q.toString()}`);
  };
  return (
    <PageContainer title={title}>
      <ProCard data-testid="wizard-client-chooser">
        <Typography.Title level={5}>{t('wizard.client.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('wizard.client.desc')}</Typography.Paragraph>
        <Space>
          <Select<number>
            style={{ width: 280 }}
            showSearch
            optionFilterProp="label"
            placeholder={t('wizard.client.placeholder')}
            aria-label={t('wizard.client.placeholder')}
            value={id}
            onChange={setId}
            options={clients.map((c) => ({ value: c.id, label: c.name }))}
            data-testid="wizard-client-select"
          />
          <Button type="primary" disabled={!id} onClick={start} data-testid="wizard-client-start">
            {t('wizard.client.start')}
          </Button>
        </Space>
      </ProCard>
    </PageContainer>
  );
}
