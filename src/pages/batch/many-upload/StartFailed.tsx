import { RedoOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useT } from '@/hooks/useT';
import '@/locales/areas/batch';

/**
 * A batch that did not start (issue #34): the server's Chinese message at the start button, that the
 * `files` uploaded files are all kept, and 重试, which starts again with those same files.
 */
export function StartFailed({ reason, files, retrying, onRetry }: { reason: string; files: number; retrying: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginTop: 12 }}
      data-testid="many-start-failed"
      message={t('batch.many.startFailed', { reason })}
      description={t('batch.many.startFailedKept', { n: files })}
      action={
        <Button icon={<RedoOutlined />} loading={retrying} onClick={onRetry} data-testid="many-start-retry">
          {t('batch.many.retry')}
        </Button>
      }
    />
  );
}
