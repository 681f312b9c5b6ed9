import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, List, Typography } from 'antd';
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

/** The guest preview: what the wizard asks, one numbered line per step, and a login button that returns to `loginPath`'s target. */
export default function GuestPreview({ guest, title, loginPath }: { guest: WizardGuest; title?: ReactNode; loginPath: string }) {
  const t = useT();
  return (
    <PageContainer title={title}>
      <ProCard data-testid="wizard-guest">
        <Typography.Title level={4}>{guest.title}</Typography.Title>
        <Typography.Paragraph>{guest.desc}</Typography.Paragraph>
        <List bordered dataSource={guest.items} renderItem={(s, i) => <List.Item>{`${i + 1}. ${s}`}</List.Item>} style={{ marginBottom: 16 }} />
        <Button type="primary" onClick={() => history.push(loginPath)} data-testid="wizard-guest-login">
          {t('wizard.guest.login')}
        </Button>
      </ProCard>
    </PageContainer>
  );
}
