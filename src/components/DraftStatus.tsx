import { Typography } from 'antd';
import type { DraftSaveState } from '@/hooks/useDraft';
import { useT } from '@/hooks/useT';

/** Props of {@link DraftStatus}: `useDraft()`'s `loading`, `saveState` and `updatedAt`. */
interface DraftStatusProps {
  loading?: boolean;
  state: DraftSaveState;
  updatedAt?: string;
  'data-testid'?: string;
}

/**
 * The save state of a draft as one short line: "正在读取草稿…", "有未保存的修改", "正在保存草稿…",
 * "草稿已保存 10:21:05" or, in red, "草稿保存失败，修改仍保留在本页，稍后会自动重试". `data-state`
 * carries the state (`loading` while reading) for tests.
 */
export default function DraftStatus({ loading, state, updatedAt, 'data-testid': testId }: DraftStatusProps) {
  const t = useT();
  let text = '';
  if (loading) text = t('common.draft.loading');
  else if (state === 'failed') text = t('common.draft.failed');
  else if (state === 'pending') text = t('common.draft.pending');
  else if (state === 'saving') text = t('common.draft.saving');
  else if (updatedAt) text = t('common.draft.saved', { time: new Date(updatedAt).toLocaleTimeString('zh-CN', { hour12: false }) });
  if (!text) return null;
  return (
    <Typography.Text type={state === 'failed' && !loading ? 'danger' : state === 'saved' && !loading ? 'success' : 'secondary'} data-testid={testId} data-state={loading ? 'loading' : state}>
      {text}
    </Typography.Text>
  );
}
