import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Alert, Button, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/hooks/useT';

/** What a guest sees on a wizard's open preview route (WizardPage's `guest` option); texts translated. */
export interface WizardGuest {
  /** Heading: what the wizard is for. */
  title: string;
  /** One sentence under it (how long, draft saved…). */
  desc: string;
  /** One line per step, in order (the preview included). */
  items: string[];
}

/**
 * The guest preview: what the wizard asks, one numbered line per step, and a login button that
 * returns to `loginPath`'s target. `current`: the index of the open step the guest opened (marked
 * 当前步骤; its data is saved only after logging in).
 */
export default function GuestPreview({ guest, title, loginPath, current }: { guest: WizardGuest; title?: ReactNode; loginPath: string; current?: number }) {
  const t = useT();
  return (
    <PageContainer title={title}>
      <ProCard data-testid="wizard-guest">
        <Typography.Title level={4}>{guest.title}</Typography.Title>
        <Typography.Paragraph>{guest.desc}</Typography.Paragraph>
        {current !== undefined && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('wizard.guest.openStep', { step: guest.items[current] ?? '' })} data-testid="wizard-guest-step" />}
        <List
          bordered
          dataSource={guest.items}
          renderItem={(s, i) => (
            <List.Item data-current={i === current ? 'true' : undefined}>
              <Typography.Text strong={i === current}>{`${i + 1}. ${s}`}</Typography.Text>
              {i === current && <Tag color="processing">{t('wizard.guest.current')}</Tag>}
            </List.Item>
          )}
          style={{ marginBottom: 16 }}
        />
        <Button type="primary" onClick={() => history.push(loginPath)} data-testid="wizard-guest-login">
          {t('wizard.guest.login')}
        </Button>
      </ProCard>
    </PageContainer>
  );
}
