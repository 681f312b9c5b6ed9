/**
 * The batch of the many-report upload: "开始处理" starts it with the uploaded files
 * (`sellerReports` → `batch_id`) and hands each company's files to the queue (dva model
 * `manyUpload`); its progress is polled every 4 s while a file is parsing, and stops at 100 or on an
 * error without answer (status 0), which resets the batch (src/core/batch/polling.ts). A start the
 * server refuses keeps every file uploaded and gives the server's Chinese message in `startError`
 * (shown with 重试, StartFailed.tsx) until a start succeeds.
 */
import { useDispatch } from '@umijs/max';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { MANY_REPORT_POLL_MS, pollDecision } from '@/core/batch/polling';
import { usePolling } from '@/hooks/usePolling';
import { useT } from '@/hooks/useT';
import { manyReportProgress, startManyReports } from '@/services/batch';
import '@/locales/areas/batch';
import { chineseReason } from './text';
import type { useManyFiles, ManyFile } from './useManyFiles';

/** The running batch over the files of {@link useManyFiles}: its id, the server's progress, `start` and why the last start failed. */
export function useManyBatch({ list, patch, flushNow }: Pick<ReturnType<typeof useManyFiles>, 'list' | 'patch' | 'flushNow'>) {
  const t = useT();
  const { message } = App.useApp();
  const dispatch = useDispatch();
  const [batchId, setBatchId] = useState<string>();
  /** The files of the running batch, in the order sent (the progress call answers in that order). */
  const batchUids = useRef<string[]>([]);
  const [serverProgress, setServerProgress] = useState<number>();
  const [starting, setStarting] = useState(false);
  /** Why the last start failed (the server's Chinese message), shown with 重试 until a start succeeds. */
  const [startError, setStartError] = useState<string>();

  // The batch's progress, every 4 s while a file parses (spec §4, §9).
  const poll = usePolling(() => manyReportProgress(batchId!, { skipErrorMessage: true }), MANY_REPORT_POLL_MS, {
    manual: true,
    pollingWhenHidden: true,
    pollingErrorRetryCount: -1,
    onSuccess: (answer) => {
      setServerProgress(answer.progress);
      answer.fileProgress.forEach((fp, i) => {
        const it = list.get(batchUids.current[i] ?? '');
        if (!it || it.remote === fp.status) return;
        patch(it.uid, { remote: fp.status, error: fp.error });
        if (fp.status === 'parsed' && fp.reportFileAddress)
          dispatch({
            type: 'manyUpload/apply',
            action: { type: 'addressed', uid: it.uid, address: fp.reportFileAddress },
          });
        if (fp.status === 'failed') dispatch({ type: 'manyUpload/apply', action: { type: 'dropped', uid: it.uid } });
      });
      dispatch({ type: 'manyUpload/kick' });
      if (pollDecision(answer) === 'stop') poll.cancel();
    },
    onError: (e) => {
      const status =
        (e as { response?: { status?: number } }).response?.status ?? (e as { status?: number }).status ?? 0;
      if (pollDecision(undefined, { status }) === 'reset') {
        poll.cancel();
        message.error(t('batch.many.lost'));
        setBatchId(undefined);
        setServerProgress(undefined);
        dispatch({ type: 'manyUpload/apply', action: { type: 'reset' } });
        list.update((f) => (f.phase === 'batch' ? { ...f, phase: 'uploaded', remote: undefined } : f));
      }
    },
  });

  async function start() {
    const ready = list.all().filter((f) => f.phase === 'uploaded');
    setStarting(true);
    setStartError(undefined);
    try {
      const { batch_id: id } = await startManyReports(
        ready.map((f) => ({ fileName: f.name, fileSize: f.size, key: f.key! })),
        { skipErrorMessage: true },
      );
      const uids = new Set(ready.map((f) => f.uid));
      list.update((f) => (uids.has(f.uid) ? { ...f, phase: 'batch', remote: 'uploading', picking: false } : f));
      flushNow();
      const byCompany = new Map<number, ManyFile[]>();
      for (const f of ready) byCompany.set(f.companyId!, [...(byCompany.get(f.companyId!) ?? []), f]);
      for (const [companyId, files] of byCompany) {
        dispatch({
          type: 'manyUpload/apply',
          action: {
            type: 'add',
            batchId: id,
            companyId,
            files: files.map((f) => ({
              uid: f.uid,
              name: f.name,
              size: f.size,
              year: f.month!.year,
              month: f.month!.month,
            })),
          },
        });
      }
      batchUids.current = ready.map((f) => f.uid);
      setBatchId(id);
      setServerProgress(0);
    } catch (e) {
      // shown at the start button with 重试 (StartFailed); the files stay uploaded for another try
      setStartError(chineseReason(e, t('batch.many.retryHint')));
    } finally {
      setStarting(false);
    }
  }
  useEffect(() => {
    if (batchId) poll.run();
  }, [batchId]);

  return { batchId, serverProgress, starting, startError, start };
}
