/**
 * The files of the many-report upload: each dropped file is checked (its type, size, a repeat),
 * hashed and read locally in Workers (at most LOCAL_CHECK_CONCURRENCY at a time), matched to a client
 * company by what the report says about its seller (src/core/batch/match.ts), then uploaded (three at
 * a time, progress per file). The list changes many times a second (workers, uploads, polls) and is
 * shown at most every 200 ms as a non-blocking update (src/hooks/useBufferedList.ts; bench:batch
 * measures the main thread).
 */
import { useDispatch } from '@umijs/max';
import { App } from 'antd';
import pLimit from 'p-limit';
import { useRef } from 'react';
import { checkReportFile } from '@/components/ReportUpload/checkReportFile';
import { useLeaveGuard } from '@/components/ReportUpload/useLeaveGuard';
import { reportMonth, type ManyFilePhase } from '@/core/batch/files';
import { matchReport, type MatchResult } from '@/core/batch/match';
import type { ManyReportFileStatus } from '@/core/batch/polling';
import { getExtension } from '@/core/utils/file';
import { isFatalError } from '@/core/vat/fatal';
import { LOCAL_CHECK_CONCURRENCY, REPORT_UPLOAD_EXTENSIONS_WITH_ZIP, UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB } from '@/constants/upload';
import { useBufferedList } from '@/hooks/useBufferedList';
import { useT } from '@/hooks/useT';
import { uploadFile } from '@/services/upload';
import '@/locales/areas/batch';
import { chineseReason, someNames } from './text';

/** Files sent to the file host at once. */
const UPLOAD_CONCURRENCY = 3;

/** One dropped file and how far it got. */
export interface ManyFile {
  uid: string;
  file: File;
  name: string;
  size: number;
  phase: ManyFilePhase;
  percent: number;
  match?: MatchResult;
  companyId?: number;
  month?: { year: number; month: number };
  spansMonths?: boolean;
  key?: string;
  remote?: ManyReportFileStatus;
  error?: string;
  /** The agent is choosing another company for a matched file (the select is open). */
  picking?: boolean;
  /** The company was chosen by hand (not the match's verdict): marked in the list and the result. */
  byHand?: boolean;
}

let uidSeq = 0;

/**
 * The file list and what can be done to it: `receive` (a drop's files, one by one), `upload` (again,
 * after a failure), `remove`, `pick` (a company chosen by hand). `index` is the current company index
 * (read when a file's check ends). Leaving the page asks first while any file uploads.
 */
export function useManyFiles(index: { current: Map<string, number[]> }) {
  const t = useT();
  const { message } = App.useApp();
  const dispatch = useDispatch();
  const { list, items: files, flushNow } = useBufferedList<ManyFile>();
  const checks = useRef(pLimit(LOCAL_CHECK_CONCURRENCY));
  const uploads = useRef(pLimit(UPLOAD_CONCURRENCY));
  const patch = (uid: string, p: Partial<ManyFile>) => list.patch(uid, p);

  useLeaveGuard(files.some((f) => f.phase === 'uploading'));

  async function upload(uid: string) {
    patch(uid, { phase: 'uploading', percent: 0, error: undefined });
    await uploads.current(async () => {
      const it = list.get(uid);
      if (!it) return;
      try {
        const stored = await uploadFile(
          it.file,
          {
            scene: 'seller-report',
            onProgress: (p) => {
              if (list.get(uid)?.phase === 'uploading') patch(uid, { percent: p.percent });
            },
          },
          { skipErrorMessage: true },
        );
        patch(uid, { phase: 'uploaded', percent: 100, key: stored.key });
      } catch (e) {
        patch(uid, {
          phase: 'uploadFailed',
          error: t('batch.many.uploadFailed', { reason: chineseReason(e, t('batch.many.retryHint')) }),
        });
      }
    });
  }

  async function check(item: ManyFile) {
    const { uid, file } = item;
    try {
      const local = await checks.current(async () => {
        if (!list.has(uid)) return null;
        return checkReportFile(file, ({ percent }) => {
          if (list.get(uid)?.percent !== percent) patch(uid, { percent });
        });
      });
      if (!local || !list.has(uid)) return;
      const r = local[1].result;
      const f = r.files[0];
      // a damaged or cut file (issue #19) is refused whole with the reader's Chinese message
      const fatal = r.errors.find((e) => isFatalError(e.code));
      if (!f || f.rows === 0 || f.layout === null || fatal) {
        patch(uid, { phase: 'invalid', percent: 100, error: (fatal ?? r.errors[0])?.message ?? t('batch.many.notVtr') });
        return;
      }
      const match = matchReport({ accountId: f.accountId, sellerVatNumbers: r.sellerVatNumbers }, index.current);
      const month = reportMonth(f.period);
      patch(uid, {
        percent: 100,
        match,
        companyId: match.status === 'matched' ? match.companyId : undefined,
        month: month && { year: month.year, month: month.month },
        spansMonths: month?.spansMonths,
      });
      await upload(uid);
    } catch (e) {
      patch(uid, { phase: 'invalid', percent: 100, error: (e as Error).message });
    }
  }

  // A drop hands over its files one by one (antd Upload calls beforeUpload per file, in microtasks):
  // they are gathered and added in one go, with one message per kind of refusal.
  const dropped = useRef<File[]>([]);
  function receive(file: File) {
    dropped.current.push(file);
    if (dropped.current.length === 1) setTimeout(() => addAll(dropped.current.splice(0)), 0);
  }
  function addAll(incoming: File[]) {
    const refused: Record<'badType' | 'tooLarge' | 'empty' | 'duplicate', string[]> = {
      badType: [],
      tooLarge: [],
      empty: [],
      duplicate: [],
    };
    const listed = new Set(list.all().filter((f) => f.phase !== 'invalid').map((f) => `${f.name}\u0000${f.size}`));
    const added: ManyFile[] = [];
    for (const file of incoming) {
      const ext = getExtension(file.name);
      const key = `${file.name}\u0000${file.size}`;
      if (!(REPORT_UPLOAD_EXTENSIONS_WITH_ZIP as readonly string[]).includes(ext)) refused.badType.push(file.name);
      else if (file.size > UPLOAD_LIMIT_BYTES) refused.tooLarge.push(file.name);
      else if (file.size === 0) refused.empty.push(file.name);
      else if (listed.has(key)) refused.duplicate.push(file.name);
      else {
        listed.add(key);
        uidSeq += 1;
        added.push({ uid: `m${uidSeq}`, file, name: file.name, size: file.size, phase: 'checking', percent: 0 });
      }
    }
    if (refused.badType.length) message.error(t('batch.many.badType', { name: someNames(refused.badType, t) }));
    if (refused.tooLarge.length)
      message.error(t('batch.many.tooLarge', { name: someNames(refused.tooLarge, t), limit: UPLOAD_LIMIT_MB }));
    if (refused.empty.length) message.error(t('batch.many.empty', { name: someNames(refused.empty, t) }));
    if (refused.duplicate.length) message.warning(t('batch.many.duplicate', { name: someNames(refused.duplicate, t) }));
    if (!added.length) return;
    list.append(...added);
    flushNow();
    for (const item of added) void check(item);
  }

  function remove(uid: string) {
    dispatch({ type: 'manyUpload/apply', action: { type: 'dropped', uid } });
    dispatch({ type: 'manyUpload/kick' });
    list.remove(uid);
    flushNow();
  }

  const pick = (uid: string, p: Partial<ManyFile>) => {
    patch(uid, p);
    flushNow();
  };

  return { list, files, flushNow, patch, upload, receive, remove, pick };
}
