/**
 * `/user/me-duty-paragraph/view-progress?id=` (guarded; issue #22): the timeline of one tax amount —
 * return filed, payment guide created, paid, receipt uploaded, booked by the tax office (or when it
 * is expected), or why it failed / was voided — each with who and when
 * (`GET /api/me-duty-paragraph/progress`).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, Link } from '@umijs/max';
import { Button, Result, Space, Spin, Timeline, Typography } from 'antd';
import { DUTY_STAGE } from '@/core/duty/stages';
import { useApi } from '@/hooks/useApi';
import { useIdParam } from '@/hooks/useIdParam';
import { useT } from '@/hooks/useT';
import { dutyProgress } from '@/services/duty';
import { DutySummary } from '../_shared';
import '@/locales/areas/duty';

const COLOR: Record<string, string> = { failed: 'red', voided: 'gray', booked: 'green' };

/** The progress page. */
export default function DutyProgressPage() {
  const t = useT();
  const id = useIdParam();
  const q = useApi(() => (id ? dutyProgress(id, { skipErrorMessage: true }) : Promise.resolve(undefined)), { refreshDeps: [id] });
  const back = <Button onClick={() => history.push('/user/me-duty-paragraph')}>{t('duty.back')}</Button>;
  if (!id) return <Result status="warning" title={t('duty.noId')} extra={back} />;
  if (q.error) return <Result status="warning" title={(q.error as Error).message || t('duty.loadFailed')} extra={[<Button key="r" onClick={q.refresh}>{t('duty.retry')}</Button>, back]} />;
  const data = q.data;
  if (!data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const failed = data.row.stage === DUTY_STAGE.FAILED || data.row.stage === DUTY_STAGE.VOIDED;
  return (
    <PageContainer title={t('title.duty.progress')} content={`${data.row.vatNumber} · ${data.row.periodStart} ~ ${data.row.periodEnd}`} extra={[back]}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ProCard>
          <DutySummary row={data.row} />
        </ProCard>
        <ProCard title={t('duty.progress.title')}>
          <Timeline
            data-testid="duty-timeline"
            items={data.events.map((e) => ({
              color: e.done ? (COLOR[e.key] ?? 'blue') : 'gray',
              children: (
                <div data-testid={`duty-event-${e.key}`} data-done={e.done ? 'true' : 'false'}>
                  <Typography.Text strong>{t(`duty.event.${e.key}`)}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">
                      {e.at ? t(e.done ? 'duty.event.when' : 'duty.event.expected', { at: e.at, by: e.by || t('duty.event.nobody') }) : t('duty.event.notYet')}
                    </Typography.Text>
                  </div>
                  {e.detail && <div>{e.detail}</div>}
                </div>
              ),
            }))}
          />
          {failed && (
            <Link to={`/user/me-duty-paragraph/view-reason?id=${data.row.id}`} data-testid="duty-to-reason">
              {t('duty.action.reason')}
            </Link>
          )}
        </ProCard>
      </Space>
    </PageContainer>
  );
}
