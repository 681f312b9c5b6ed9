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
 *    resets the batch (src/core/batch/polling.ts).
 * 4. Each company joins the per-company queue (dva model `manyUpload`) at the start and is submitted
 *    once all its files have an address; the queue outlives this page.
 * A guest sees what the page is for and a login button; a seller is pointed to 开始申报.
 */
import { CheckCircleOutlined, DeleteOutlined, InboxOutlined, RedoOutlined } from '@ant-design/icons';
import { history, Link, useAccess, useDispatch, useLocation, useSelector } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Empty, Progress, Result, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import pLimit from 'p-limit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLeaveGuard } from '@/components/ReportUpload/useLeaveGuard';
import { overallProgress, reportMonth, startBlock, type ManyFilePhase } from '@/core/batch/files';
import { companyIndex, matchReport, type MatchResult } from '@/core/batch/match';
import { MANY_REPORT_POLL_MS, pollDecision, type ManyReportFileStatus } from '@/core/batch/polling';
import type { QueueState, QueueStatus } from '@/core/batch/queue';
import { hashFileInWorker } from '@/core/hash';
import { getToken } from '@/core/storage';
import { getExtension } from '@/core/utils/file';
import { buildLoginPath } from '@/core/utils/redirect';
import {
  LOCAL_CHECK_CONCURRENCY,
  REPORT_UPLOAD_ACCEPT,
  REPORT_UPLOAD_EXTENSIONS_WITH_ZIP,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_LIMIT_MB,
} from '@/constants/upload';
import { PROGRESS_COLORS } from '@/constants/ui';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import type { ManyUploadState } from '@/models/manyUpload';
import {
  listClientCompanies,
  batchImportResult,
  manyReportProgress,
  startManyReports,
  type ClientCompany,
} from '@/services/seller-report';
import { uploadFile } from '@/services/upload';
import { inspectInWorker } from '@/workers/report-client';
import '@/locales/areas/batch';

/** Files sent to the file host at once. */
const UPLOAD_CONCURRENCY = 3;

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
}

let uidSeq = 0;
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

const QUEUE_COLOR: Record<QueueStatus, string> = {
  collecting: 'default',
  queued: 'blue',
  submitting: 'processing',
  done: 'success',
  failed: 'error',
  stopped: 'error',
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
  const indexRef = useRef(index);
  indexRef.current = index;

  const [files, setFiles] = useState<ManyFile[]>([]);
  const filesRef = useRef<ManyFile[]>([]);
  filesRef.current = files;
  const [batchId, setBatchId] = useState<string>();
  /** The files of the running batch, in the order sent (the progress call answers in that order). */
  const batchUids = useRef<string[]>([]);
  const [serverProgress, setServerProgress] = useState<number>();
  const [starting, setStarting] = useState(false);
  const [submitted, setSubmitted] = useState<number[]>([]);
  const checks = useRef(pLimit(LOCAL_CHECK_CONCURRENCY));
  const uploads = useRef(pLimit(UPLOAD_CONCURRENCY));

  const patch = (uid: string, p: Partial<ManyFile>) =>
    setFiles((list) => list.map((f) => (f.uid === uid ? { ...f, ...p } : f)));
  const listed = (uid: string) => filesRef.current.some((f) => f.uid === uid);

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
      const it = filesRef.current.find((f) => f.uid === uid);
      if (!it) return;
      try {
        const stored = await uploadFile(
          it.file,
          { scene: 'seller-report', onProgress: (p) => patch(uid, { percent: p.percent }) },
          { skipErrorMessage: true },
        );
        if (listed(uid)) patch(uid, { phase: 'uploaded', percent: 100, key: stored.key });
      } catch (e) {
        if (listed(uid))
          patch(uid, {
            phase: 'uploadFailed',
            error: t('batch.many.uploadFailed', { reason: chineseReason(e, t('batch.many.retryHint')) }),
          });
      }
    });
  }

  async function check(item: ManyFile) {
    const { uid, file } = item;
    let hashPct = 0;
    let readPct = 0;
    const show = () => patch(uid, { percent: Math.min(99, Math.round((hashPct + readPct) / 2)) });
    try {
      const local = await checks.current(async () => {
        if (!listed(uid)) return null;
        return Promise.all([
          hashFileInWorker(file, (p) => {
            hashPct = p.percent;
            show();
          }),
          inspectInWorker(file, (p) => {
            readPct = p.bytesTotal ? Math.round((p.bytesRead / p.bytesTotal) * 100) : 0;
            show();
          }),
        ]);
      });
      if (!local || !listed(uid)) return;
      const r = local[1].result;
      const f = r.files[0];
      if (!f || f.rows === 0 || f.layout === null) {
        patch(uid, { phase: 'invalid', percent: 100, error: r.errors[0]?.message ?? t('batch.many.notVtr') });
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
      if (listed(uid)) patch(uid, { phase: 'invalid', percent: 100, error: (e as Error).message });
    }
  }

  function add(file: File) {
    const ext = getExtension(file.name);
    if (!(REPORT_UPLOAD_EXTENSIONS_WITH_ZIP as readonly string[]).includes(ext))
      return message.error(t('batch.many.badType', { name: file.name }));
    if (file.size > UPLOAD_LIMIT_BYTES)
      return message.error(t('batch.many.tooLarge', { name: file.name, limit: UPLOAD_LIMIT_MB }));
    if (file.size === 0) return message.error(t('batch.many.empty', { name: file.name }));
    if (filesRef.current.some((f) => f.name === file.name && f.size === file.size && f.phase !== 'invalid'))
      return message.warning(t('batch.many.duplicate', { name: file.name }));
    uidSeq += 1;
    const item: ManyFile = { uid: `m${uidSeq}`, file, name: file.name, size: file.size, phase: 'checking', percent: 0 };
    filesRef.current = [...filesRef.current, item];
    setFiles((list) => [...list, item]);
    void check(item);
    return undefined;
  }

  function remove(uid: string) {
    dispatch({ type: 'manyUpload/apply', action: { type: 'dropped', uid } });
    dispatch({ type: 'manyUpload/kick' });
    setFiles((list) => list.filter((f) => f.uid !== uid));
  }

  // The batch's progress, every 4 s while a file parses (spec §4, §9).
  const poll = useRequest(() => manyReportProgress(batchId!, { skipErrorMessage: true }), {
    manual: true,
    pollingInterval: MANY_REPORT_POLL_MS,
    pollingWhenHidden: true,
    onSuccess: (answer) => {
      setServerProgress(answer.progress);
      const inBatch = batchUids.current.map((uid) => filesRef.current.find((f) => f.uid === uid));
      answer.fileProgress.forEach((fp, i) => {
        const it = inBatch[i];
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
        setFiles((list) => list.map((f) => (f.phase === 'batch' ? { ...f, phase: 'uploaded', remote: undefined } : f)));
      }
    },
  });

  async function start() {
    const ready = filesRef.current.filter((f) => f.phase === 'uploaded');
    setStarting(true);
    try {
      const { batch_id: id } = await startManyReports(
        ready.map((f) => ({ fileName: f.name, fileSize: f.size, key: f.key! })),
      );
      const uids = new Set(ready.map((f) => f.uid));
      setFiles((list) => [
        ...list.filter((f) => !uids.has(f.uid)),
        ...list
          .filter((f) => uids.has(f.uid))
          .map((f) => ({ ...f, phase: 'batch' as const, remote: 'uploading' as const })),
      ]);
      filesRef.current = [
        ...filesRef.current.filter((f) => !uids.has(f.uid)),
        ...ready.map((f) => ({ ...f, phase: 'batch' as const, remote: 'uploading' as const })),
      ];
      const byCompany = new Map<number, ManyFile[]>();
      for (const f of ready) byCompany.set(f.companyId!, [...(byCompany.get(f.companyId!) ?? []), f]);
      for (const [companyId, list] of byCompany) {
        dispatch({
          type: 'manyUpload/apply',
          action: {
            type: 'add',
            batchId: id,
            companyId,
            files: list.map((f) => ({
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
    } catch {
      /* the request layer showed the reason; the files stay uploaded for another try */
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
  const overall = overallProgress(files, serverProgress);
  const inQueue = queue.companies;
  const companyName = (id: number) => byId.get(id)?.name ?? names[id] ?? `#${id}`;

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

  const companyCell = (f: ManyFile) => {
    if (f.phase === 'invalid' || f.phase === 'checking') return <Typography.Text type="secondary">-</Typography.Text>;
    const candidates =
      f.match?.status === 'ambiguous' ? new Set(f.match.candidates.map((c) => c.companyId)) : undefined;
    const options = companies
      .filter((c) => !candidates || candidates.has(c.id))
      .map((c: ClientCompany) => ({
        value: c.id,
        label: `${c.name}（${c.vatNumbers.map((v) => v.number).join('、') || c.accountIds[0]}）`,
      }));
    return (
      <Space direction="vertical" size={2} style={{ width: '100%' }}>
        {f.phase === 'batch' ? (
          <Typography.Text>{companyName(f.companyId!)}</Typography.Text>
        ) : (
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: '100%', minWidth: 220 }}
            placeholder={t('batch.many.pickCompany')}
            value={f.companyId}
            options={options}
            onChange={(v: number) => patch(f.uid, { companyId: v })}
            status={f.companyId === undefined ? 'warning' : undefined}
            aria-label={t('batch.many.pickCompanyFor', { name: f.name })}
            data-testid="many-company"
          />
        )}
        {f.match?.status === 'matched' && f.companyId === f.match.companyId && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <CheckCircleOutlined /> {t('batch.many.matchedBy', { by: f.match.evidence.map((e) => e.value).join('、') })}
          </Typography.Text>
        )}
        {f.match?.status === 'ambiguous' && f.companyId === undefined && (
          <Typography.Text type="warning">
            {t('batch.many.ambiguous', { n: f.match.candidates.length })}
          </Typography.Text>
        )}
        {f.match?.status === 'none' && f.companyId === undefined && (
          <Typography.Text type="warning">
            {f.match.reason === 'noIdentifiers'
              ? t('batch.many.noIdentifiers')
              : t('batch.many.unknown', { ids: f.match.identifiers.map((e) => e.value).join('、') })}
          </Typography.Text>
        )}
      </Space>
    );
  };

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
          <Upload.Dragger
            multiple
            accept={REPORT_UPLOAD_ACCEPT}
            showUploadList={false}
            disabled={companiesReq.loading}
            beforeUpload={(file) => {
              add(file as unknown as File);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('batch.many.drag')}</p>
            <p className="ant-upload-hint">{t('batch.many.hint', { limit: UPLOAD_LIMIT_MB })}</p>
          </Upload.Dragger>
        </div>
        {files.length > 0 && (
          <div style={{ marginTop: 16 }}>
            <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
              <Typography.Text>
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
            <Progress
              percent={overall}
              strokeColor={PROGRESS_COLORS.normal}
              aria-label={t('batch.many.overall')}
              data-testid="many-overall"
            />
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
            <Table<ManyFile>
              style={{ marginTop: 12 }}
              size="small"
              rowKey="uid"
              pagination={files.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              dataSource={files}
              onRow={(f) =>
                ({
                  'data-testid': 'many-file',
                  'data-name': f.name,
                  'data-phase': f.phase,
                  'data-remote': f.remote ?? '',
                }) as React.HTMLAttributes<HTMLElement>
              }
              columns={[
                {
                  title: t('batch.many.col.file'),
                  key: 'file',
                  render: (_, f) => (
                    <Space direction="vertical" size={2} style={{ width: '100%' }}>
                      <Space size={6} wrap>
                        <Typography.Text strong>{f.name}</Typography.Text>
                        <Typography.Text type="secondary">{mb(f.size)}</Typography.Text>
                        {f.month && <Tag>{t('batch.many.month', { year: f.month.year, month: f.month.month })}</Tag>}
                      </Space>
                      {(f.phase === 'checking' || f.phase === 'uploading') && (
                        <Progress size="small" percent={f.percent} strokeColor={PROGRESS_COLORS.normal} />
                      )}
                      {f.spansMonths && <Typography.Text type="warning">{t('batch.many.spans')}</Typography.Text>}
                      {f.error && <Typography.Text type="danger">{f.error}</Typography.Text>}
                    </Space>
                  ),
                },
                { title: t('batch.many.col.company'), key: 'company', width: 340, render: (_, f) => companyCell(f) },
                { title: t('batch.many.col.status'), key: 'status', width: 130, render: (_, f) => remoteTag(f) },
                {
                  title: t('batch.many.col.actions'),
                  key: 'actions',
                  width: 120,
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
              ]}
            />
          </div>
        )}
      </Card>
      <Card title={t('batch.queue.title')} style={{ marginTop: 16 }} data-testid="many-queue">
        {inQueue.length === 0 && submitted.length === 0 ? (
          <Empty description={t('batch.queue.empty')} />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            {inQueue.map((c) => (
              <Space
                key={c.companyId}
                wrap
                data-testid="queue-company"
                data-company={c.companyId}
                data-status={c.status}
              >
                <Typography.Text strong>{companyName(c.companyId)}</Typography.Text>
                <Tag color={QUEUE_COLOR[c.status]}>{t(`batch.queue.status.${c.status}`)}</Tag>
                <Typography.Text type="secondary">
                  {t('batch.queue.files', { n: c.files.length, ready: c.files.filter((f) => f.address).length })}
                </Typography.Text>
                {c.attempts > 1 && (
                  <Typography.Text type="secondary">{t('batch.queue.attempts', { n: c.attempts })}</Typography.Text>
                )}
                {c.error && <Typography.Text type="danger">{c.error}</Typography.Text>}
                {c.status === 'stopped' && (
                  <Button
                    size="small"
                    onClick={() => {
                      dispatch({ type: 'manyUpload/apply', action: { type: 'retry', companyId: c.companyId } });
                      dispatch({ type: 'manyUpload/kick' });
                    }}
                  >
                    {t('batch.queue.retry')}
                  </Button>
                )}
              </Space>
            ))}
            {submitted.length > 0 && (
              <Alert
                type="success"
                showIcon
                data-testid="queue-submitted"
                message={t('batch.queue.submitted', { n: submitted.length })}
                description={
                  <Space direction="vertical" size={4}>
                    <span>{submitted.map(companyName).join('、')}</span>
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
