import { Button, Tag, theme } from 'antd';
import { memo } from 'react';
import type { QueueState, QueueStatus } from '@/core/batch/queue';
import { useT } from '@/hooks/useT';
import '@/locales/areas/batch';

const QUEUE_COLOR: Record<QueueStatus, string> = {
  collecting: 'default',
  queued: 'blue',
  submitting: 'processing',
  done: 'success',
  failed: 'error',
  stopped: 'error',
};

/**
 * One company of the many-report queue: plain elements around one Tag (50 companies join the queue
 * at once when a batch starts), redrawn only when its entry changes.
 */
export const QueueRow = memo(function QueueRow({
  c,
  name,
  onRetry,
}: {
  c: QueueState['companies'][number];
  name: string;
  onRetry: (companyId: number) => void;
}) {
  const t = useT();
  const { token } = theme.useToken();
  const muted = { color: token.colorTextDescription };
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
      data-testid="queue-company"
      data-company={c.companyId}
      data-status={c.status}
    >
      <strong>{name}</strong>
      <Tag color={QUEUE_COLOR[c.status]}>{t(`batch.queue.status.${c.status}`)}</Tag>
      <span style={muted}>{t('batch.queue.files', { n: c.files.length, ready: c.files.filter((f) => f.address).length })}</span>
      {c.attempts > 1 && <span style={muted}>{t('batch.queue.attempts', { n: c.attempts })}</span>}
      {c.error && <span style={{ color: token.colorError }}>{c.error}</span>}
      {c.status === 'stopped' && (
        <Button size="small" onClick={() => onRetry(c.companyId)}>
          {t('batch.queue.retry')}
        </Button>
      )}
    </div>
  );
});
