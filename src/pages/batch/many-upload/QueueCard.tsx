import { history, useDispatch } from '@umijs/max';
import { Alert, App, Button, Card, Empty, Space, Typography } from 'antd';
import { useRef } from 'react';
import type { QueueState } from '@/core/batch/queue';
import { useT } from '@/hooks/useT';
import '@/locales/areas/batch';
import { QueueRow } from './QueueRow';

/**
 * The per-company queue (dva model `manyUpload`, it outlives the page): each company waiting for its
 * files' addresses or being submitted (QueueRow, 重试 when stopped), then the submitted companies
 * (those with a file chosen by hand marked) with what the server stored, and the way to the board
 * (asking first while a company is still queued).
 */
export function QueueCard({
  queue,
  submitted,
  handPicked,
  companyName,
  result,
}: {
  queue: QueueState['companies'];
  submitted: number[];
  handPicked: Set<number>;
  companyName: (id: number) => string;
  /** What the server stored per company (`batchImportResult`), once the batch is through. */
  result: { reportIds: number[]; stored: number }[] | undefined;
}) {
  const t = useT();
  const { modal } = App.useApp();
  const dispatch = useDispatch();
  const retryCompany = useRef((companyId: number) => {
    dispatch({ type: 'manyUpload/apply', action: { type: 'retry', companyId } });
    dispatch({ type: 'manyUpload/kick' });
  }).current;
  const toBoard = () => {
    if (queue.some((c) => c.status !== 'done')) {
      modal.confirm({
        title: t('batch.queue.leaveTitle'),
        content: t('batch.queue.leaveContent'),
        onOk: () => history.push('/user/declare/management'),
      });
    } else history.push('/user/declare/management');
  };
  return (
    <Card title={t('batch.queue.title')} style={{ marginTop: 16 }} data-testid="many-queue">
      {queue.length === 0 && submitted.length === 0 ? (
        <Empty description={t('batch.queue.empty')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {queue.map((c) => (
            <QueueRow key={c.companyId} c={c} name={companyName(c.companyId)} onRetry={retryCompany} />
          ))}
          {submitted.length > 0 && (
            <Alert
              type="success"
              showIcon
              data-testid="queue-submitted"
              message={t('batch.queue.submitted', { n: submitted.length })}
              description={
                <Space direction="vertical" size={4}>
                  <span data-testid="queue-submitted-names">
                    {submitted.map((id) => (handPicked.has(id) ? t('batch.many.byHandName', { name: companyName(id) }) : companyName(id))).join('、')}
                  </span>
                  {result && (
                    <Typography.Text type="secondary" data-testid="queue-result">
                      {t('batch.queue.result', {
                        companies: result.length,
                        reports: result.reduce((n, r) => n + r.reportIds.length, 0),
                        once: result.filter((r) => r.stored === 1).length,
                      })}
                    </Typography.Text>
                  )}
                </Space>
              }
              action={
                <Button size="small" onClick={toBoard}>
                  {t('batch.many.toBoard')}
                </Button>
              }
            />
          )}
        </Space>
      )}
    </Card>
  );
}
