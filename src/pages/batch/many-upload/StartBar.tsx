import { Button, Progress, Space, Typography } from 'antd';
import { overallState, startBlock } from '@/core/batch/files';
import { PROGRESS_COLORS } from '@/constants/ui';
import { useT } from '@/hooks/useT';
import '@/locales/areas/batch';
import { StartFailed } from './StartFailed';
import type { useManyBatch } from './useManyBatch';
import type { ManyFile } from './useManyFiles';

/**
 * Above the file list once files are dropped: how many are matched or wait for a company, what
 * blocks the start, "开始处理" with the number of uploaded files, a failed start with 重试
 * (StartFailed), the overall progress and the running batch's progress.
 */
export function StartBar({ files, batch }: { files: readonly ManyFile[]; batch: ReturnType<typeof useManyBatch> }) {
  const t = useT();
  const { batchId, serverProgress, starting, startError, start } = batch;
  const block = startBlock(files);
  const overall = overallState(files, serverProgress);
  const uploaded = files.filter((f) => f.phase === 'uploaded').length;
  return (
    <div style={{ marginTop: 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text data-testid="many-summary">
          {t('batch.many.summary', {
            total: files.length,
            matched: files.filter((f) => f.companyId !== undefined).length,
            waiting: files.filter((f) => f.phase !== 'invalid' && f.phase !== 'checking' && f.companyId === undefined).length,
          })}
        </Typography.Text>
        <Space>
          {block && block !== 'noFiles' && !batchId && <Typography.Text type="secondary">{t(`batch.many.block.${block}`)}</Typography.Text>}
          <Button
            type="primary"
            disabled={!!block || (!!batchId && (serverProgress ?? 0) < 100)}
            loading={starting}
            onClick={() => void start()}
            data-testid="many-start"
          >
            {t('batch.many.start', { n: uploaded })}
          </Button>
        </Space>
      </Space>
      {startError && !batchId && <StartFailed reason={startError} files={uploaded} retrying={starting} onRetry={() => void start()} />}
      <Progress
        percent={overall.percent}
        status={overall.status}
        strokeColor={overall.status === 'success' ? PROGRESS_COLORS.success : PROGRESS_COLORS.normal}
        aria-label={t('batch.many.overall')}
        data-testid="many-overall"
        data-state={overall.status}
        data-waiting={overall.waitingCompany}
      />
      {overall.waitingCompany > 0 && (
        <Typography.Text type="warning" data-testid="many-waiting-company">
          {t('batch.many.waitingCompany', { n: overall.waitingCompany })}
        </Typography.Text>
      )}
      {batchId && (
        <Typography.Text type="secondary" data-testid="many-batch" data-batch={batchId} data-progress={serverProgress}>
          {serverProgress !== undefined && serverProgress < 100 ? t('batch.many.polling', { progress: serverProgress }) : t('batch.many.parsedAll')}
        </Typography.Text>
      )}
    </div>
  );
}
