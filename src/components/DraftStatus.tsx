import { Typography } from 'antd';
import type { DraftSaveState } from '@/hooks/useDraft';
import { useT } from '@/hooks/useT';

/** Props of {@link DraftStatus}: `useDraft()`'s `loading`, `loadFailed`, `saveState` and `updatedAt`. */
interface DraftStatusProps {
  loading?: boolean;
  loadFailed?: boolean;
  state: DraftSaveState;
  updatedAt?: string;
  'data-testid'?: string;
}

/**
 * The save state of a draft as one short line: "正在读取草稿…", "有未保存的修改", "正在保存草稿…",
 * "草稿已保存 10:21:05" or, in red, "草稿保存失败，修改仍保留在本页，稍后会自动重试". A stored draft
 * that could not be read is said in red until the first save replaces it ("草稿读取失败…"), so a
 * seller who types on does so knowingly. `data-state` carries the state (`loading` while reading,
 * `loadFailed` after a failed read) for tests.
 */
export default function DraftStatus({ loading, loadFailed, state, updatedAt, 'data-testid': testId }: DraftStatusProps) {
  const t = useT();
  let text = '';
  const readFailed = !loading && !!loadFailed && !updatedAt && (state === 'idle' || state === 'pending');
  if (loading) text = t('common.draft.loading');
  else if (state === 'failed') text = t('common.draft.failed');
  else if (readFailed) text = t('common.draft.loadFailed');
  else if (state === 'pending') text = t('common.draft.pending');
  else if (state === 'saving') text = t('common.draft.saving');
  else if (updatedAt) text = t('common.draft.saved', { time: new Date(updatedAt).toLocaleTimeString('zh-CN', { hour12: false }) });
  if (!text) return null;
  return (
    <Typography.Text
      type={(state === 'failed' || readFailed) && !loading ? 'danger' : state === 'saved' && !loading ? 'success' : 'secondary'}
      data-testid={testId}
      data-state={loading ? 'loading' : readFailed ? 'loadFailed' : state}
    >
      {text}
    </Typography.Text>
  );
}
