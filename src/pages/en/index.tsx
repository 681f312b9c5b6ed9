/**
 * `/en` (open; issue #24): the English landing page — what Yishui does, for whom, the countries and
 * services, and a way to log in or create an account (which opens the console in English).
 */
import { Button, Card, Col, List, Row, Space, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import { EnglishPage, enterConsole } from './_english';
import styles from './index.less';
import '@/locales/areas/en';

const SERVICES = ['register', 'calc', 'declare', 'eori', 'epr', 'agent', 'lookup', 'knowledge'] as const;
const AUDIENCES = ['seller', 'agent', 'ops'] as const;

function Landing() {
  const t = useT();
  const actions = (
    <Space size={12} wrap style={{ justifyContent: 'center' }}>
      <Button type="primary" size="large" onClick={() => enterConsole('/login')} data-testid="en-login">
        {t('en.login')}
      </Button>
      <Button size="large" onClick={() => enterConsole('/account/register')} data-testid="en-register">
        {t('en.register')}
      </Button>
    </Space>
  );
  return (
    <>
      <section className={styles.hero}>
        <Typography.Title level={1} data-testid="en-title">
          {t('en.hero.title')}
        </Typography.Title>
        <Typography.Paragraph className={styles.heroText}>{t('en.hero.text')}</Typography.Paragraph>
        {actions}
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('en.hero.note')}
        </Typography.Paragraph>
      </section>
      <section className={styles.section}>
        <Typography.Title level={2}>{t('en.who.title')}</Typography.Title>
        <Row gutter={[16, 16]}>
          {AUDIENCES.map((a) => (
            <Col xs={24} md={8} key={a}>
              <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>{t(`en.who.${a}.title`)}</h3>} style={{ height: '100%' }}>
                {t(`en.who.${a}.text`)}
              </Card>
            </Col>
          ))}
        </Row>
      </section>
      <section className={styles.section}>
        <Typography.Title level={2}>{t('en.services.title')}</Typography.Title>
        <List bordered dataSource={[...SERVICES]} renderItem={(s) => <List.Item>{t(`en.service.${s}`)}</List.Item>} />
      </section>
      <section className={styles.section}>
        <Typography.Title level={2}>{t('en.countries.title')}</Typography.Title>
        <Typography.Paragraph>{t('en.countries.text')}</Typography.Paragraph>
      </section>
      <section className={styles.section} style={{ textAlign: 'center' }}>
        <Typography.Title level={2}>{t('en.start.title')}</Typography.Title>
        <Typography.Paragraph>{t('en.start.text')}</Typography.Paragraph>
        {actions}
      </section>
    </>
  );
}

export default function EnglishHomePage() {
  return (
    <EnglishPage>
      <Landing />
    </EnglishPage>
  );
}
