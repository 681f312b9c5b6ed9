/**
 * Report upload (issue 5; shared with the declaration screens): choose several sales reports
 * (csv, xlsx, txt, zip; at most 100 MB each, refused before anything is read or sent), then per file:
 * 1. local parsing (code 10002): MD5 + CRC32 in the hash Workers and the VAT engine's local check in
 *    the report Worker (layout, period, row counts, warnings) — a file that is not a VTR stops here
 *    with its Chinese error (code 10); at most {@link LOCAL_CHECK_CONCURRENCY} files at a time, the
 *    others wait in line ("排队等待本机检查");
 * 2. uploading (10000) through the upload-sign flow with real progress; a failure (10001) keeps the
 *    file with a retry button, the other files go on;
 * 3. remote parsing by the API (0 → 5 succeeded / 10 failed), polled every second.
 * Progress bars use the colours of spec §9 and mapping B of spec §4 by default (local parsing normal).
 * While a file uploads, leaving the page asks first (in-app and on tab close).
 *
 * Form-compatible: `value` / `onChange` carry the files that parsed successfully ({@link ReadyReport}).
 */
import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Progress, Space, Tag, Typography } from 'antd';
import pLimit from 'p-limit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getExtension } from '@/core/utils/file';
import { isFatalError } from '@/core/vat/fatal';
import { REPORT_FILE_STATUS, reportProgressStatus } from '@/constants/report';
import { PROGRESS_COLORS } from '@/constants/ui';
import {
  LOCAL_CHECK_CONCURRENCY,
  REPORT_UPLOAD_EXTENSIONS_WITH_ZIP,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_LIMIT_MB,
} from '@/constants/upload';
import { getReportParses, startReportParse } from '@/services/calc';
import { uploadFile } from '@/services/upload';
import type { ReadyReport, ReportItem } from './types';
import { useLeaveGuard } from './useLeaveGuard';
import { checkReportFile } from './checkReportFile';
import { ReportDropZone } from './ReportDropZone';
import { ReportErrorText, VatCodeCounts } from '@/components/VatCode';
import styles from './index.less';
import { usePolling } from '@/hooks/usePolling';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';

export type { ReadyReport, ReportItem } from './types';

/** Props of {@link ReportUpload}. */
interface ReportUploadProps {
  /** Files that parsed successfully (controlled by a form). */
  value?: ReadyReport[];
  /** Called with the successfully parsed files whenever that list changes. */
  onChange?: (files: ReadyReport[]) => void;
  /** Called with every item on each change (status codes, local check results). */
  onItemsChange?: (items: ReportItem[]) => void;
  /** Progress mapping of spec §4 (default `B`: local parsing shown as normal). */
  mapping?: 'A' | 'B';
  /** Upload scene (storage path prefix), default `report`. */
  scene?: string;
}

const S = REPORT_FILE_STATUS;
/** Pause between two polls of the server's parse of uploaded reports: 1 s. */
const REMOTE_PARSE_POLL_MS = 1000;

function mb(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

let uidSeq = 0;

/** The report upload component (see the module comment). */
export default function ReportUpload({ onChange, onItemsChange, mapping = 'B', scene = 'report' }: ReportUploadProps) {
  const t = useT();
  const { message } = App.useApp();
  const [items, setItems] = useState<ReportItem[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  /** Items whose details (checksums, local check time) are open. */
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (uid: string) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(uid)) n.delete(uid);
      else n.add(uid);
      return n;
    });
  const itemsRef = useRef<ReportItem[]>([]);
  itemsRef.current = items;
  const aborts = useRef(new Map<string, AbortController>());
  /** The line of local checks: at most LOCAL_CHECK_CONCURRENCY files are hashed and read at once. */
  const localChecks = useRef(pLimit(LOCAL_CHECK_CONCURRENCY));

  const patch = (uid: string, p: Partial<ReportItem> | ((it: ReportItem) => Partial<ReportItem>)) =>
    setItems((list) => list.map((it) => (it.uid === uid ? { ...it, ...(typeof p === 'function' ? p(it) : p) } : it)));

  const ready = useMemo(
    () =>
      items
        .filter((it) => it.status === S.SUCCEEDED && it.key)
        .map((it) => ({ key: it.key!, name: it.name, size: it.size, md5: it.hash?.md5, crc32: it.hash?.crc32 })),
    [items],
  );
  const readyKey = ready.map((r) => r.key).join('|');
  const lastReady = useRef('');
  useEffect(() => {
    // Only real changes: calling onChange([]) on mount would make a form show "not uploaded" at once.
    if (readyKey === lastReady.current) return;
    lastReady.current = readyKey;
    onChange?.(ready);
  }, [readyKey]);
  useEffect(() => onItemsChange?.(items), [items]);
  useEffect(() => () => aborts.current.forEach((a) => a.abort()), []);

  useLeaveGuard(items.some((it) => it.status === S.UPLOADING));

  async function upload(uid: string) {
    const it = itemsRef.current.find((x) => x.uid === uid);
    if (!it) return;
    const ac = new AbortController();
    aborts.current.set(uid, ac);
    patch(uid, { status: S.UPLOADING, percent: 0, step: 'upload', errors: [] });
    try {
      const stored = await uploadFile(it.file, { scene, onProgress: (p) => patch(uid, { percent: p.percent }) }, { signal: ac.signal, skipErrorMessage: true });
      if (ac.signal.aborted) return;
      patch(uid, { key: stored.key, status: S.REMOTE_PARSING, percent: 100, step: 'remote' });
      const parse = await startReportParse(stored.key);
      patch(uid, { parse });
    } catch (e) {
      if (ac.signal.aborted) return;
      const err = e as {
        message?: string;
        body?: { errorMessage?: string };
        response?: { data?: { errorMessage?: string } };
      };
      const server = err.body?.errorMessage || err.response?.data?.errorMessage;
      const reason =
        server || (/[\u4e00-\u9fa5]/.test(err.message ?? '') ? err.message : '') || t('calc.upload.retryHint');
      patch(uid, { status: S.UPLOAD_FAILED, errors: [t('calc.upload.uploadFailed', { reason })] });
    } finally {
      aborts.current.delete(uid);
    }
  }

  async function process(item: ReportItem) {
    const { uid, file } = item;
    const stillListed = () => itemsRef.current.some((x) => x.uid === uid);
    try {
      const local = await localChecks.current(async () => {
        if (!stillListed()) return null; // removed while waiting in line
        patch(uid, { queued: false });
        return checkReportFile(file, (p) => patch(uid, { percent: p.percent, rowsRead: p.rows }));
      });
      if (!local || !stillListed()) return;
      const [hash, checked] = local;
      const f = checked.result.files[0];
      const fatal = !f || f.rows === 0 || checked.result.errors.some((e) => isFatalError(e.code));
      patch(uid, {
        hash,
        inspect: checked.result,
        inspectMs: checked.ms,
        percent: 100,
        rowsRead: f?.rows ?? 0,
        errors: fatal ? checked.result.errors.map((e) => e.message).slice(0, 5) : [],
        status: fatal ? S.FAILED : S.LOCAL_PARSING,
      });
      if (!fatal) await upload(uid);
    } catch (e) {
      patch(uid, { status: S.FAILED, percent: 100, errors: [(e as Error).message] });
    }
  }

  function refuse(text: string) {
    message.error(text);
    setRefused((list) => [...list.slice(-4), text]);
  }

  function add(file: File): boolean {
    const ext = getExtension(file.name);
    if (!(REPORT_UPLOAD_EXTENSIONS_WITH_ZIP as readonly string[]).includes(ext)) {
      refuse(t('calc.upload.badType', { name: file.name }));
      return false;
    }
    if (file.size > UPLOAD_LIMIT_BYTES) {
      refuse(t('calc.upload.tooLarge', { name: file.name, limit: UPLOAD_LIMIT_MB }));
      return false;
    }
    if (file.size === 0) {
      refuse(t('calc.upload.empty', { name: file.name }));
      return false;
    }
    if (itemsRef.current.some((x) => x.name === file.name && x.size === file.size && x.status !== S.FAILED)) {
      message.warning(t('calc.upload.duplicate', { name: file.name }));
      return false;
    }
    uidSeq += 1;
    const item: ReportItem = {
      uid: `r${uidSeq}`,
      file,
      name: file.name,
      size: file.size,
      status: S.LOCAL_PARSING,
      percent: 0,
      step: 'read',
      queued: true,
      errors: [],
    };
    itemsRef.current = [...itemsRef.current, item];
    setItems((list) => [...list, item]);
    void process(item);
    return false;
  }

  // Remote parse polling (every second while any file is at code 0, paused while the tab is hidden;
  // a failed call does not stop it).
  const waiting = items.filter((it) => it.status === S.REMOTE_PARSING && it.key).map((it) => it.key!);
  const waitingKey = waiting.join('|');
  usePolling(() => getReportParses(waiting), waiting.length ? REMOTE_PARSE_POLL_MS : 0, {
    ready: waiting.length > 0,
    refreshDeps: [waitingKey],
    pollingErrorRetryCount: -1,
    onSuccess: (parses) => {
      for (const p of parses) {
        if (p.status === S.REMOTE_PARSING) continue;
        const it = itemsRef.current.find((x) => x.key === p.key);
        if (it) patch(it.uid, { status: p.status, parse: p, errors: p.status === S.FAILED ? p.errors.slice(0, 5) : [] });
      }
    },
  });

  function remove(uid: string) {
    aborts.current.get(uid)?.abort();
    setItems((list) => list.filter((x) => x.uid !== uid));
  }

  const layoutText = (l?: string | null) =>
    l === 'current' ? t('calc.layout.current') : l === 'legacy' ? t('calc.layout.legacy') : t('calc.layout.unknown');

  return (
    <div className={styles.wrap} data-testid="report-upload">
      <ReportDropZone onFile={add} text={t('calc.upload.drag')} hint={t('calc.upload.hint', { limit: UPLOAD_LIMIT_MB })} />
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefused([])}
          message={t('calc.upload.refusedTitle')}
          description={refused.map((r, i) => (
            <div key={i}>{r}</div>
          ))}
          data-testid="report-refused"
        />
      )}
      {items.map((it) => {
        const st = reportProgressStatus(it.status, mapping);
        const f = it.inspect?.files[0];
        const stepText =
          it.status === S.LOCAL_PARSING && it.queued
            ? t('calc.upload.step.queued')
            : it.status === S.LOCAL_PARSING && !it.inspect
              ? t('calc.upload.step.local', { rows: it.rowsRead ?? 0 })
              : it.status === S.UPLOADING
                ? t('calc.upload.step.upload', { percent: it.percent })
                : it.status === S.REMOTE_PARSING
                  ? t('calc.upload.step.remote')
                  : '';
        return (
          <div
            key={it.uid}
            className={styles.item}
            data-testid="report-item"
            data-status={it.status}
            data-name={it.name}
          >
            <div className={styles.head}>
              <Space size={8} wrap>
                <Typography.Text strong>{it.name}</Typography.Text>
                <Typography.Text type="secondary">{mb(it.size)}</Typography.Text>
                <Tag
                  color={st === 'exception' ? 'error' : st === 'success' ? 'success' : 'processing'}
                  data-testid="report-status"
                >
                  {t(`calc.upload.status.${it.status}`)}
                </Tag>
              </Space>
              <Space size={4}>
                {f && f.rows > 0 && (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => toggle(it.uid)}
                    aria-expanded={open.has(it.uid)}
                    data-testid="report-details-toggle"
                  >
                    {open.has(it.uid) ? t('calc.upload.hideDetails') : t('calc.upload.details')}
                  </Button>
                )}
                {it.status === S.UPLOAD_FAILED && (
                  <Button
                    size="small"
                    type="link"
                    icon={<RedoOutlined />}
                    onClick={() => void upload(it.uid)}
                    data-testid="report-retry"
                  >
                    {t('calc.upload.retry')}
                  </Button>
                )}
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(it.uid)}
                  aria-label={t('calc.upload.remove')}
                />
              </Space>
            </div>
            <Progress
              percent={it.status === S.SUCCEEDED || it.status === S.FAILED ? 100 : it.percent}
              status={st === 'normal' ? (it.status === S.UPLOAD_FAILED ? 'exception' : 'active') : st}
              strokeColor={PROGRESS_COLORS[st]}
              trailColor={PROGRESS_COLORS.background}
              size="small"
            />
            {stepText && <div className={styles.step}>{stepText}</div>}
            {f && f.rows > 0 && (
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 3 }}
                className={styles.desc}
                data-testid="report-local"
              >
                <Descriptions.Item label={t('calc.local.layout')}>{layoutText(f.layout)}</Descriptions.Item>
                <Descriptions.Item label={t('calc.local.period')}>
                  {f.period.from ? `${f.period.from} ~ ${f.period.to}` : '-'}
                </Descriptions.Item>
                <Descriptions.Item label={t('calc.local.rows')}>{f.rows}</Descriptions.Item>
                <Descriptions.Item label={t('calc.local.byType')} span={3}>
                  <VatCodeCounts kind="type" counts={it.inspect!.counts.byType} />
                </Descriptions.Item>
              </Descriptions>
            )}
            {f && f.rows > 0 && open.has(it.uid) && (
              <Descriptions size="small" column={1} bordered className={styles.desc} data-testid="report-file-details">
                <Descriptions.Item label={t('calc.local.time')}>
                  {it.inspectMs === undefined
                    ? '-'
                    : it.inspectMs < 1000
                      ? `${it.inspectMs} ms`
                      : `${(it.inspectMs / 1000).toFixed(1)} s`}
                </Descriptions.Item>
                {it.hash && (
                  <Descriptions.Item label={t('calc.upload.checksum')}>
                    <Typography.Text type="secondary" copyable={{ text: `${it.hash.md5} ${it.hash.crc32}` }} className={styles.hash}>
                      {it.hash.md5} / {it.hash.crc32}
                    </Typography.Text>
                  </Descriptions.Item>
                )}
              </Descriptions>
            )}
            {!!it.inspect?.warnings.length && it.status !== S.FAILED && (
              <ul className={styles.warnings}>
                {it.inspect.warnings.slice(0, 3).map((w, i) => (
                  <li key={i}>{w.message}</li>
                ))}
                {it.inspect.warnings.length > 3 && (
                  <li>{t('calc.local.moreWarnings', { n: it.inspect.warnings.length - 3 })}</li>
                )}
              </ul>
            )}
            {it.errors.length > 0 && (
              <ul className={styles.errors} data-testid="report-errors">
                {it.errors.map((e, i) => (
                  <li key={i}>
                    <ReportErrorText text={e} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
