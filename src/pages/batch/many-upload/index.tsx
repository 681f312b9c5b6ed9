/**
 * `/user/declare/management/many-upload` (open route; issue #12, spec §2, §4 many-report flow): the
 * agent drops many Amazon VAT transactions reports for many client companies at once.
 * 1. Each file is hashed and read locally in Workers; what the report says about its seller (account
 *    id, seller VAT numbers) matches it to a client company; a file matching none, or several, waits
 *    for the agent to pick (useManyFiles.ts, FileTable.tsx).
 * 2. Each checked file is uploaded (3 at a time, progress per file); leaving the page asks first
 *    while any file uploads.
 * 3. "开始处理" starts the batch; its progress is polled every 4 s while a file is parsing. A start the
 *    server refuses shows its Chinese message at the button with 重试, which starts again with the
 *    same files, all kept (useManyBatch.ts, StartBar.tsx, StartFailed.tsx).
 * 4. Each company joins the per-company queue (dva model `manyUpload`) at the start and is submitted
 *    once all its files have an address; the queue outlives this page (QueueCard.tsx).
 * A guest sees what the page is for and a login button; a seller is pointed to 开始申报 (Closed.tsx).
 * The page stays off ListPage / WizardPage: its list is local (files in the browser, no server query)
 * and it has no steps (docs/adding-a-screen.md "Hand-rolled pages").
 */
import { Link, useAccess, useDispatch, useSelector } from '@umijs/max';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ReportDropZone } from '@/components/ReportUpload/ReportDropZone';
import { companyIndex } from '@/core/batch/match';
import type { QueueState } from '@/core/batch/queue';
import { getToken } from '@/core/storage';
import { UPLOAD_LIMIT_MB } from '@/constants/upload';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import type { ManyUploadState } from '@/models/manyUpload';
import { batchImportResult, listClientCompanies, type ClientCompany } from '@/services/batch';
import '@/locales/areas/batch';
import { ManyUploadClosed } from './Closed';
import { FileTable } from './FileTable';
import { QueueCard } from './QueueCard';
import { StartBar } from './StartBar';
import { useManyBatch } from './useManyBatch';
import { useManyFiles } from './useManyFiles';

let tableGeneration = 0;

/** The many-report upload (see the module comment). */
export default function ManyUploadPage() {
  const loggedIn = !!getToken();
  const access = useAccess();
  if (!loggedIn || !access.isAgent) return <ManyUploadClosed loggedIn={loggedIn} />;
  return <ManyUpload />;
}

function ManyUpload() {
  const t = useT();
  const dispatch = useDispatch();
  const queue = useSelector((s: { manyUpload: ManyUploadState }) => s.manyUpload.queue) as QueueState;
  const names = useSelector((s: { manyUpload: ManyUploadState }) => s.manyUpload.names);
  const companiesReq = useApi(() => listClientCompanies());
  const companies = companiesReq.data ?? [];
  const byId = useMemo(() => new Map(companies.map((c) => [c.id, c])), [companies]);
  const index = useMemo(
    () => companyIndex(companies.map((c) => ({ id: c.id, name: c.name, vatNumbers: c.vatNumbers.map((v) => v.number), accountIds: c.accountIds }))),
    [companies],
  );
  const options = useMemo(
    () => companies.map((c: ClientCompany) => ({ value: c.id, label: `${c.name}（${c.vatNumbers.map((v) => v.number).join('、') || c.accountIds[0]}）` })),
    [companies],
  );
  const indexRef = useRef(index);
  indexRef.current = index;
  const { list, files, flushNow, patch, upload, receive, remove, pick } = useManyFiles(indexRef);
  const batch = useManyBatch({ list, patch, flushNow });
  const [submitted, setSubmitted] = useState<number[]>([]);

  useEffect(() => {
    if (companies.length) dispatch({ type: 'manyUpload/names', names: Object.fromEntries(companies.map((c) => [c.id, c.name])) });
  }, [companies]);

  // Companies the queue finished: remembered here (the queue drops them 1 s after success).
  useEffect(() => {
    const done = queue.companies.filter((c) => c.status === 'done').map((c) => c.companyId);
    if (done.some((id) => !submitted.includes(id))) setSubmitted((s) => [...s, ...done.filter((id) => !s.includes(id))]);
  }, [queue]);

  // Once the batch is parsed and none of its companies is queued any more: what the server stored.
  const { batchId, serverProgress } = batch;
  const batchDone = !!batchId && serverProgress === 100 && !queue.companies.some((c) => c.batchId === batchId);
  const importResult = useApi(() => batchImportResult(batchId!), { ready: batchDone, refreshDeps: [batchId, batchDone] });
  /** Companies that got at least one file by hand (marked in the batch result). */
  const handPicked = new Set(files.filter((f) => f.byHand && f.companyId !== undefined).map((f) => f.companyId!));
  const companyName = (id: number) => byId.get(id)?.name ?? names[id] ?? `#${id}`;
  // The table is drawn anew when the companies load (its cells are redrawn only when their file changed).
  const tableKey = useMemo(() => {
    tableGeneration += 1;
    return tableGeneration;
  }, [companies]);

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
          <ReportDropZone onFile={receive} disabled={companiesReq.loading} text={t('batch.many.drag')} hint={t('batch.many.hint', { limit: UPLOAD_LIMIT_MB })} />
        </div>
        {files.length > 0 && <StartBar files={files} batch={batch} />}
        <FileTable
          files={files}
          tableKey={tableKey}
          options={options}
          companyName={companyName}
          onPick={pick}
          onUpload={(uid) => void upload(uid)}
          onRemove={remove}
        />
      </Card>
      <QueueCard queue={queue.companies} submitted={submitted} handPicked={handPicked} companyName={companyName} result={importResult.data} />
    </div>
  );
}
