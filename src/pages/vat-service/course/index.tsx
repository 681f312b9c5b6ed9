/**
 * The VAT registration guides (guarded; issue #10; spec §2 `/user/vat/enterprise-course`,
 * `/es-course`, `/hk-course`): one page by route — a mainland-China enterprise, Spain, a Hong Kong
 * company — each an introduction and its numbered sections (what to prepare, how to photograph or
 * scan, how long each stage takes, what the tax office may ask), from the `vat-service` locale area.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { Button, Space, Steps, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import '@/locales/areas/vat-service';

/** Number of sections of each guide (keys `vatService.course.<kind>.s<n>.title|body`). */
const COURSES: Record<string, { kind: string; sections: number }> = {
  '/user/vat/enterprise-course': { kind: 'enterprise', sections: 6 },
  '/user/vat/es-course': { kind: 'es', sections: 5 },
  '/user/vat/hk-course': { kind: 'hk', sections: 5 },
};

/** The guide of the current route. */
export default function VatCoursePage() {
  const t = useT();
  const { pathname } = useLocation();
  const course = COURSES[pathname.replace(/\/+$/, '')] ?? COURSES['/user/vat/enterprise-course'];
  const n = Array.from({ length: course.sections }, (_, i) => i + 1);
  return (
    <PageContainer
      content={t(`vatService.course.${course.kind}.intro`)}
      extra={[
        <Button key="back" onClick={() => history.push('/user/vat')}>
          {t('vatService.course.back')}
        </Button>,
        <Button key="start" type="primary" onClick={() => history.push(course.kind === 'es' ? '/user/vat/service?register=ES' : '/user/vat/service')}>
          {t('vatService.course.start')}
        </Button>,
      ]}
    >
      <ProCard data-testid={`vs-course-${course.kind}`}>
        <Steps
          direction="vertical"
          current={-1}
          items={n.map((i) => ({
            title: <Typography.Text strong>{t(`vatService.course.${course.kind}.s${i}.title`)}</Typography.Text>,
            description: <Typography.Paragraph style={{ maxWidth: 820 }}>{t(`vatService.course.${course.kind}.s${i}.body`)}</Typography.Paragraph>,
            status: 'process' as const,
          }))}
        />
        <Space />
      </ProCard>
    </PageContainer>
  );
}
