/**
 * `/user/declare/management/many-upload` (open route; issue #12, spec §2, §4 many-report flow): the
 * agent drops many Amazon VAT transactions reports for many client companies at once.
 * 1. Each file is hashed and read locally in Workers (at most LOCAL_CHECK_CONCURRENCY at a time);
 *    what the report says about its seller (account id, seller VAT numbers) matches it to a client
 *    company (src/core/batch/match.ts); a file matching none, or several, waits for the agent to pick.
 * 2. Each checked file is uploaded (3 at a time, progress per file); leaving the page asks first
 *    while any file uploads.
 * 3. "开始处理" starts the batch (`sellerReports` → `batch_id`); its progress is polled every 4 s
 *    while a file is parsing, and stops at 100 or on an error without answer (status 0), which
 *    resets the batch (src/core/batch/polling.ts). A start the server refuses shows its Chinese message
 *    at the button with 重试, which starts again with the same files, all kept (StartFailed.tsx).
 * 4. Each company joins the per-company queue (dva model `manyUpload`) at the start and is submitted
 *    once all its files have an address; the queue outlives this page.
 * A guest sees what the page is for and a login button; a seller is pointed to 开始申报.
 */
import { CheckCircleOutlined, DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { history, Link, useAccess, useDispatch, useLocation, useSelector } from '@umijs/max';
import { Alert, App, Button, Card, Empty, Progress, Result, Select, Space, Table, Tag, theme, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import pLimit from 'p-limit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { checkReportFile } from '@/components/ReportUpload/checkReportFile';
import { ReportDropZone } from '@/components/ReportUpload/ReportDropZone';
import { useLeaveGuard } from '@/components/ReportUpload/useLeaveGuard';
import { overallState, reportMonth, startBlock, type ManyFilePhase } from '@/core/batch/files';
import { companyIndex, matchReport, type MatchResult } from '@/core/batch/match';
import { MANY_REPORT_POLL_MS, pollDecision, type ManyReportFileStatus } from '@/core/batch/polling';
import type { QueueState } from '@/core/batch/queue';
import { getToken } from '@/core/storage';
import { getExtension } from '@/core/utils/file';
import { isFatalError } from '@/core/vat/fatal';
import { buildLoginPath } from '@/core/utils/redirect';
import {
  LOCAL_CHECK_CONCURRENCY,
  REPORT_UPLOAD_EXTENSIONS_WITH_ZIP,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_LIMIT_MB,
} from '@/constants/upload';
import { PROGRESS_COLORS } from '@/constants/ui';
import { useApi } from '@/hooks/useApi';
import { useBufferedList } from '@/hooks/useBufferedList';
import { usePolling } from '@/hooks/usePolling';
import { useT } from '@/hooks/useT';
import type { ManyUploadState } from '@/models/manyUpload';
import {
  listClientCompanies,
  batchImportResult,
  manyReportProgress,
  startManyReports,
  type ClientCompany,
} from '@/services/batch';
import { uploadFile } from '@/services/upload';
import '@/locales/areas/batch';
import { QueueRow } from './QueueRow';
import { StartFailed } from './StartFailed';

/** Files sent to the file host at once. */
const UPLOAD_CONCURRENCY = 3;
/** Files per page of the table. */
const PAGE_SIZE = 20;

interface ManyFile {
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

/** Names for a grouped message, each quoted: the first three, then how many in all. */
const someNames = (names: string[], t: ReturnType<typeof useT>) => {
  const quoted = names.slice(0, 3).map((name) => t('batch.many.quoted', { name })).join(t('batch.many.sep'));
  return names.length <= 3 ? quoted : t('batch.many.names', { names: quoted, n: names.length });
};

let uidSeq = 0;
let tableGeneration = 0;
const mb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const chineseReason = (e: unknown, fallback: string) => {
  const err = e as {
    message?: string;
    body?: { errorMessage?: string };
    response?: { data?: { errorMessage?: string } };
  };
  return (
    err.body?.errorMessage ||
    err.response?.data?.errorMessage ||
    (/[\u4e00-\u9fa5]/.test(err.message ?? '') ? err.message! : fallback)
  );
};

/** The many-report upload (see the module comment). */
export default function ManyUploadPage() {
  const t = useT();
  const { pathname, search } = useLocation();
  const loggedIn = !!getToken();
  const access = useAccess();
  if (!loggedIn || !access.isAgent) {
    return (
      <div style={{ maxWidth: 1080, margin: '0 auto', padding: 24 }}>
        <Typography.Title level={3}>{t('title.batch.manyUpload')}</Typography.Title>
        {loggedIn ? (
          <Result
            status="info"
            title={t('batch.many.sellerTitle')}
            subTitle={t('batch.many.sellerHint')}
            extra={
              <Button type="primary" onClick={() => history.push('/user/declare/my-declare')}>
                {t('batch.many.toStart')}
              </Button>
            }
          />
        ) : (
          <Result
            status="info"
            title={t('batch.many.guestTitle')}
            subTitle={t('batch.many.guestHint')}
            extra={
              <Button
                type="primary"
                onClick={() => history.push(buildLoginPath(`${pathname}${search}`))}
                data-testid="many-login"
              >
                {t('batch.many.login')}
              </Button>
            }
          />
        )}
      </div>
    );
  }
  return <ManyUpload />;
}

function ManyUpload() {
  const t = useT();
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const dispatch = useDispatch();
  const queue = useSelector((s: { manyUpload: ManyUploadState }) => s.manyUpload.queue) as QueueState;
  const names = useSelector((s: { manyUpload: ManyUploadState }) => s.manyUpload.names);
  const companiesReq = useApi(() => listClientCompanies());
  const companies = companiesReq.data ?? [];
  const byId = useMemo(() => new Map(companies.map((c) => [c.id, c])), [companies]);
  const index = useMemo(
    () =>
      companyIndex(
        companies.map((c) => ({
          id: c.id,
          name: c.name,
          vatNumbers: c.vatNumbers.map((v) => v.number),
          accountIds: c.accountIds,
        })),
      ),
    [companies],
  );
  const allOptions = useMemo(
    () => companies.map((c: ClientCompany) => ({ value: c.id, label: `${c.name}（${c.vatNumbers.map((v) => v.number).join('、') || c.accountIds[0]}）` })),
    [companies],
  );
  const indexRef = useRef(index);
  indexRef.current = index;

  // The files: changed many times a second by workers, uploads and polls, shown at most every 200 ms
  // as a non-blocking update (src/hooks/useBufferedList.ts; bench:batch measures the main thread).
  const { list, items: files, flushNow } = useBufferedList<ManyFile>();
  const [batchId, setBatchId] = useState<string>();
  /** The files of the running batch, in the order sent (the progress call answers in that order). */
  const batchUids = useRef<string[]>([]);
  const [serverProgress, setServerProgress] = useState<number>();
  const [starting, setStarting] = useState(false);
  /** Why the last start failed (the server's Chinese message), shown with 重试 until a start succeeds. */
  const [startError, setStartError] = useState<string>();
  const [submitted, setSubmitted] = useState<number[]>([]);
  const checks = useRef(pLimit(LOCAL_CHECK_CONCURRENCY));
  const uploads = useRef(pLimit(UPLOAD_CONCURRENCY));
  const patch = (uid: string, p: Partial<ManyFile>) => list.patch(uid, p);

  useEffect(() => {
    if (companies.length)
      dispatch({ type: 'manyUpload/names', names: Object.fromEntries(companies.map((c) => [c.id, c.name])) });
  }, [companies]);

  // Companies the queue finished: remembered here (the queue drops them 1 s after success).
  useEffect(() => {
    const done = queue.companies.filter((c) => c.status === 'done').map((c) => c.companyId);
    if (done.some((id) => !submitted.includes(id)))
      setSubmitted((s) => [...s, ...done.filter((id) => !s.includes(id))]);
  }, [queue]);

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
      const match = matchReport({ accountId: f.accountId, sellerVatNumbers: r.sellerVatNumbers }, indexRef.current);
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

  // Once the batch is parsed and none of its companies is queued any more: what the server stored.
  const batchDone = !!batchId && serverProgress === 100 && !queue.companies.some((c) => c.batchId === batchId);
  const importResult = useApi(() => batchImportResult(batchId!), { ready: batchDone, refreshDeps: [batchId, batchDone] });
  const block = startBlock(files);
  const overall = overallState(files, serverProgress);
  /** Companies that got at least one file by hand (marked in the batch result). */
  const handPicked = new Set(files.filter((f) => f.byHand && f.companyId !== undefined).map((f) => f.companyId!));
  const inQueue = queue.companies;
  const companyName = (id: number) => byId.get(id)?.name ?? names[id] ?? `#${id}`;
  const retryCompany = useRef((companyId: number) => {
    dispatch({ type: 'manyUpload/apply', action: { type: 'retry', companyId } });
    dispatch({ type: 'manyUpload/kick' });
  }).current;
  const pick = (uid: string, p: Partial<ManyFile>) => {
    patch(uid, p);
    flushNow();
  };

  const remoteTag = (f: ManyFile) => {
    if (f.phase !== 'batch') {
      const color =
        f.phase === 'invalid' || f.phase === 'uploadFailed'
          ? 'error'
          : f.phase === 'uploaded'
            ? 'success'
            : 'processing';
      return <Tag color={color}>{t(`batch.many.phase.${f.phase}`)}</Tag>;
    }
    const r = f.remote ?? 'uploading';
    return (
      <Tag color={r === 'failed' ? 'error' : r === 'parsed' ? 'success' : 'processing'}>
        {t(`batch.many.remote.${r}`)}
      </Tag>
    );
  };

  // Cells are plain elements in the theme's colours (200 rows × several Typography components cost
  // more than the rest of the page) and are redrawn only when their file changed.
  const secondary = { color: token.colorTextSecondary };
  const note = (type: 'warning' | 'danger' | 'secondary', children: React.ReactNode) => (
    <span
      style={{
        color: type === 'warning' ? token.colorWarningText : type === 'danger' ? token.colorErrorText : token.colorTextSecondary,
        fontSize: type === 'secondary' ? 12 : undefined,
      }}
    >
      {children}
    </span>
  );
  const companyCell = (f: ManyFile) => {
    if (f.phase === 'invalid' || f.phase === 'checking') return <span style={secondary}>-</span>;
    const candidates =
      f.match?.status === 'ambiguous' ? new Set(f.match.candidates.map((c) => c.companyId)) : undefined;
    const options = candidates ? allOptions.filter((o) => candidates.has(o.value)) : allOptions;
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {f.phase === 'batch' || (f.companyId !== undefined && !f.picking) ? (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <span data-testid="many-company-name">{companyName(f.companyId!)}</span>
            {f.byHand && (
              <Tag color="blue" data-testid="many-by-hand" style={{ marginInlineEnd: 0 }}>
                {t('batch.many.byHand')}
              </Tag>
            )}
            {f.phase !== 'batch' && (
              <Button size="small" type="link" style={{ padding: 0, height: 'auto' }} onClick={() => pick(f.uid, { picking: true })}>
                {t('batch.many.change')}
              </Button>
            )}
          </div>
        ) : (
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: '100%', minWidth: 220 }}
            placeholder={t('batch.many.pickCompany')}
            value={f.companyId}
            options={options}
            onChange={(v: number) => pick(f.uid, { companyId: v, picking: false, byHand: !(f.match?.status === 'matched' && f.match.companyId === v) })}
            status={f.companyId === undefined ? 'warning' : undefined}
            aria-label={t('batch.many.pickCompanyFor', { name: f.name })}
            data-testid="many-company"
          />
        )}
        {f.match?.status === 'matched' &&
          f.companyId === f.match.companyId &&
          note('secondary', (
            <>
              <CheckCircleOutlined /> {t('batch.many.matchedBy', { by: f.match.evidence.map((e) => e.value).join('、') })}
            </>
          ))}
        {f.match?.status === 'ambiguous' &&
          (f.companyId === undefined || f.picking) &&
          note(
            'warning',
            <span data-testid="many-candidates">
              {t('batch.many.ambiguousWho', {
                n: f.match.candidates.length,
                list: f.match.candidates
                  .map((c) => t('batch.many.candidate', { name: companyName(c.companyId), by: c.evidence.map((e) => t(`batch.many.evidence.${e.kind}`, { value: e.value })).join('、') }))
                  .join('；'),
              })}
            </span>,
          )}
        {f.match?.status === 'none' &&
          f.companyId === undefined &&
          note(
            'warning',
            f.match.reason === 'noIdentifiers'
              ? t('batch.many.noIdentifiers')
              : t('batch.many.unknown', { ids: f.match.identifiers.map((e) => e.value).join('、') }),
          )}
      </div>
    );
  };

  // A cell is redrawn only when its file changed (the table is drawn anew when the companies load).
  const same = (a: ManyFile, b: ManyFile) => a !== b;
  const tableKey = useMemo(() => {
    tableGeneration += 1;
    return tableGeneration;
  }, [companies]);
  const columns: ColumnsType<ManyFile> = [
    {
      title: t('batch.many.col.file'),
      key: 'file',
      shouldCellUpdate: same,
      render: (_, f) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <strong>{f.name}</strong>
            <span style={secondary}>{mb(f.size)}</span>
            {f.month && <Tag>{t('batch.many.month', { year: f.month.year, month: f.month.month })}</Tag>}
          </div>
          {f.phase === 'checking' && f.percent === 0
            ? note('secondary', t('batch.many.waitingCheck', { n: LOCAL_CHECK_CONCURRENCY }))
            : (f.phase === 'checking' || f.phase === 'uploading') && (
                <Progress size="small" percent={f.percent} strokeColor={PROGRESS_COLORS.normal} />
              )}
          {f.spansMonths && note('warning', t('batch.many.spans'))}
          {f.error && note('danger', f.error)}
        </div>
      ),
    },
    { title: t('batch.many.col.company'), key: 'company', width: 340, shouldCellUpdate: same, render: (_, f) => companyCell(f) },
    { title: t('batch.many.col.status'), key: 'status', width: 130, shouldCellUpdate: same, render: (_, f) => remoteTag(f) },
    {
      title: t('batch.many.col.actions'),
      key: 'actions',
      width: 120,
      shouldCellUpdate: same,
      render: (_, f) => (
        <Space size={0}>
          {f.phase === 'uploadFailed' && (
            <Button size="small" type="link" icon={<RedoOutlined />} onClick={() => void upload(f.uid)}>
              {t('batch.many.retry')}
            </Button>
          )}
          {(f.phase !== 'batch' || f.remote === 'failed') && (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('batch.many.remove', { name: f.name })}
              onClick={() => remove(f.uid)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title.batch.manyUpload')}
        </Typography.Title>
        <Link to="/user/declare/management">{t('batch.many.toBoard')}</Link>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('batch.many.intro')}
      </Typography.Paragraph>
      {companiesReq.error && (
        <Alert
          type="error"
          showIcon
          message={t('batch.many.companiesFailed')}
          action={<Button onClick={() => companiesReq.refresh()}>{t('batch.reload')}</Button>}
        />
      )}
      {!companiesReq.loading && !companiesReq.error && companies.length === 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('batch.many.noCompanies')}
          action={<Link to="/user/declare/management">{t('batch.many.importCompanies')}</Link>}
        />
      )}
      <Card style={{ marginTop: 16 }}>
        <div data-testid="many-drop">
          <ReportDropZone
            onFile={receive}
            disabled={companiesReq.loading}
            text={t('batch.many.drag')}
            hint={t('batch.many.hint', { limit: UPLOAD_LIMIT_MB })}
          />
        </div>
        {files.length > 0 && (
          <div style={{ marginTop: 16 }}>
            <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
              <Typography.Text data-testid="many-summary">
                {t('batch.many.summary', {
                  total: files.length,
                  matched: files.filter((f) => f.companyId !== undefined).length,
                  waiting: files.filter(
                    (f) => f.phase !== 'invalid' && f.phase !== 'checking' && f.companyId === undefined,
                  ).length,
                })}
              </Typography.Text>
              <Space>
                {block && block !== 'noFiles' && !batchId && (
                  <Typography.Text type="secondary">{t(`batch.many.block.${block}`)}</Typography.Text>
                )}
                <Button
                  type="primary"
                  disabled={!!block || (!!batchId && (serverProgress ?? 0) < 100)}
                  loading={starting}
                  onClick={() => void start()}
                  data-testid="many-start"
                >
                  {t('batch.many.start', { n: files.filter((f) => f.phase === 'uploaded').length })}
                </Button>
              </Space>
            </Space>
            {startError && !batchId && (
              <StartFailed reason={startError} files={files.filter((f) => f.phase === 'uploaded').length} retrying={starting} onRetry={() => void start()} />
            )}
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
              <Typography.Text
                type="secondary"
                data-testid="many-batch"
                data-batch={batchId}
                data-progress={serverProgress}
              >
                {serverProgress !== undefined && serverProgress < 100
                  ? t('batch.many.polling', { progress: serverProgress })
                  : t('batch.many.parsedAll')}
              </Typography.Text>
            )}
          </div>
        )}
        {/* Mounted from the start (empty until a drop), so a drop of 200 files only adds rows. */}
        <Table<ManyFile>
          key={tableKey}
          style={{ marginTop: 12 }}
          locale={{ emptyText: t('batch.many.emptyList') }}
          size="small"
          rowKey="uid"
          pagination={files.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
          dataSource={files as ManyFile[]}
          onRow={(f) =>
            ({
              'data-testid': 'many-file',
              'data-name': f.name,
              'data-phase': f.phase,
              'data-remote': f.remote ?? '',
              'data-company': f.companyId ?? '',
            }) as React.HTMLAttributes<HTMLElement>
          }
          columns={columns}
        />
      </Card>
      <Card title={t('batch.queue.title')} style={{ marginTop: 16 }} data-testid="many-queue">
        {inQueue.length === 0 && submitted.length === 0 ? (
          <Empty description={t('batch.queue.empty')} />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            {inQueue.map((c) => (
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
                    <span data-testid="queue-submitted-names">{submitted.map((id) => (handPicked.has(id) ? t('batch.many.byHandName', { name: companyName(id) }) : companyName(id))).join('、')}</span>
                    {importResult.data && (
                      <Typography.Text type="secondary" data-testid="queue-result">
                        {t('batch.queue.result', {
                          companies: importResult.data.length,
                          reports: importResult.data.reduce((n, r) => n + r.reportIds.length, 0),
                          once: importResult.data.filter((r) => r.stored === 1).length,
                        })}
                      </Typography.Text>
                    )}
                  </Space>
                }
                action={
                  <Button
                    size="small"
                    onClick={() => {
                      if (inQueue.some((c) => c.status !== 'done')) {
                        modal.confirm({
                          title: t('batch.queue.leaveTitle'),
                          content: t('batch.queue.leaveContent'),
                          onOk: () => history.push('/user/declare/management'),
                        });
                      } else history.push('/user/declare/management');
                    }}
                  >
                    {t('batch.many.toBoard')}
                  </Button>
                }
              />
            )}
          </Space>
        )}
      </Card>
    </div>
  );
}
