/**
 * `/user/declare/begins-to-calculate/download-the-report-tutorial` and
 * `/user/download-the-report-tutorial` (guarded): how to download Amazon's VAT Transactions Report
 * (VTR) from Seller Central for a declaration — where, which report, which months, what to upload.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Alert, Button, Steps, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import '@/locales/areas/declare';

const STEPS = ['login', 'menu', 'report', 'range', 'download', 'upload'];

/** The tutorial page. */
export default function DownloadReportTutorialPage() {
  const t = useT();
  return (
    <PageContainer title={t('title.declare.tutorial')} content={t('declare.tutorial.intro')}>
      <ProCard>
        <Steps
          direction="vertical"
          current={-1}
          items={STEPS.map((s) => ({
            title: t(`declare.tutorial.${s}.title`),
            description: <Typography.Paragraph style={{ marginBottom: 8 }}>{t(`declare.tutorial.${s}.text`)}</Typography.Paragraph>,
          }))}
        />
        <Alert type="warning" showIcon message={t('declare.tutorial.months.title')} description={t('declare.tutorial.months.text')} style={{ marginBottom: 12 }} />
        <Alert type="info" showIcon message={t('declare.tutorial.problems.title')} description={t('declare.tutorial.problems.text')} style={{ marginBottom: 16 }} />
        <Button type="primary" onClick={() => history.push('/user/declare/my-declare')}>
          {t('declare.tutorial.start')}
        </Button>
      </ProCard>
    </PageContainer>
  );
}
