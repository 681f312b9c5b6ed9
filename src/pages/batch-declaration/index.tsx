/**
 * `/service/batch-declaration` (guarded, menu "批量申报"; spec §2 public services; issue #12): an agent
 * (or a seller with many VAT numbers) runs one action on many declarations at once, in three steps:
 *
 * 1. pick (PickStep.tsx, on ListPage): the declarations (`GET /api/vat-declare/list`) filtered by
 *    country, status, due within N days, "我可执行" (the row's `actions`, computed for the caller by the
 *    transition table), users and keyword; rows selected across pages, or every row of the filter (at
 *    most 500; pick.ts);
 * 2. run (RunStep.tsx, useBatchRun.ts): one of 计算税金 (per declaration `POST /tax-calculate/:id`, then
 *    `GET` polled until done), 确认 (`PUT /confirm`), 生成申报表 (`POST /vat-return`), 提交申报
 *    (`POST /vat-return/submit`), 出缴款指引 (`POST /payment-guides`) — the batch calls answer
 *    `{ done, refused }`. Before running, the transition table (`planBatch` of
 *    src/core/declare/status.ts, the mock's own judge) says how many will be refused and why; the run
 *    goes in chunks (20 ids per call by default) with a progress bar; a chunk whose call fails marks
 *    its declarations failed, not refused;
 * 3. results (ResultStep.tsx): one row per declaration (完成 / 被拒绝 with the reason / 失败 with the
 *    error), filtered by outcome, "仅重试失败的", a link to each declaration, an `.xlsx` export.
 * The pure parts (chunks, outcome merging, predicates) are src/core/batch/declaration.ts. Steps 2 and
 * 3 are not on WizardPage: nothing is a form or a draft, the run is a job with progress and results
 * (docs/adding-a-screen.md "Hand-rolled pages").
 */
import type { ActionType } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { App, Steps } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { DEFAULT_CHUNK_SIZE, initialOutcomes, startRetry, type BatchDeclareAction, type OutcomeKind } from '@/core/batch/declaration';
import { planBatch } from '@/core/declare/status';
import type { DeclareRow } from '@/core/declare/types';
import { exportXlsx } from '@/core/utils/xlsx';
import { useT } from '@/hooks/useT';
import '@/locales/areas/batch-declaration';
import '@/locales/areas/declare';
import '@/locales/areas/vat-tax';
import { labelOf } from './pick';
import { PickStep } from './PickStep';
import { ResultStep } from './ResultStep';
import { RunStep } from './RunStep';
import { useBatchRun } from './useBatchRun';

/** The batch declaration page. */
export default function BatchDeclarationPage() {
  const t = useT();
  const { modal } = App.useApp();
  const { isAgent } = useAccess();
  const listRef = useRef<ActionType>();
  const [step, setStep] = useState(0);
  const [picked, setPicked] = useState<DeclareRow[]>([]);
  const [action, setAction] = useState<BatchDeclareAction>('confirm');
  const [chunkSize, setChunkSize] = useState(DEFAULT_CHUNK_SIZE);
  const [filter, setFilter] = useState<OutcomeKind | 'all'>('all');
  const { outcomes, running, ranAction, run } = useBatchRun(chunkSize, () => {
    setFilter('all');
    setStep(2);
  });

  const actor = isAgent ? 'agent' : 'seller';
  const plan = useMemo(() => planBatch(picked, action, actor, dayjs().format('YYYY-MM-DD')), [picked, action, actor]);
  const byId = useMemo(() => new Map(picked.map((r) => [r.id, r])), [picked]);

  const steps = (
    <Steps
      size="small"
      current={step}
      style={{ maxWidth: 720, marginTop: 8 }}
      items={[{ title: t('batchDecl.step.pick') }, { title: t('batchDecl.step.run') }, { title: t('batchDecl.step.result') }]}
    />
  );

  function confirmRun() {
    modal.confirm({
      title: t('batchDecl.confirm.title', { action: t(`batchDecl.action.${action}`) }),
      content: (
        <div data-testid="batch-confirm-text">
          {t('batchDecl.confirm.body', { count: picked.length, chunk: chunkSize, refused: plan.refused.length, allowed: plan.allowed.length })}
        </div>
      ),
      okText: t('batchDecl.confirm.ok'),
      cancelText: t('batchDecl.confirm.cancel'),
      onOk: () => {
        void run(action, picked.map((r) => r.id), initialOutcomes(picked.map((r) => ({ id: r.id, label: labelOf(r) }))));
      },
    });
  }

  function retryFailed() {
    const r = startRetry(outcomes);
    if (r.ids.length) void run(ranAction, r.ids, r.outcomes);
  }

  async function exportResults() {
    const rows = outcomes.map((o) => ({ ...o, row: byId.get(o.id) }));
    await exportXlsx(rows, t('batchDecl.export.file', { action: t(`batchDecl.action.${ranAction}`) }), [
      { key: 'id', title: t('batchDecl.export.id') },
      { key: 'row', title: t('batchDecl.col.company'), format: (_v, r) => r.row?.companyName ?? '' },
      { key: 'row', title: t('batchDecl.col.country'), format: (_v, r) => r.row?.countryCode ?? '' },
      { key: 'row', title: t('batchDecl.col.vatNumber'), format: (_v, r) => r.row?.vatNumber ?? '' },
      { key: 'row', title: t('batchDecl.col.period'), format: (_v, r) => (r.row ? `${r.row.periodStart} ~ ${r.row.periodEnd}` : '') },
      { key: 'outcome', title: t('batchDecl.col.outcome'), format: (v) => t(`batchDecl.outcome.${String(v)}`) },
      { key: 'message', title: t('batchDecl.col.message') },
    ]);
  }

  return (
    <>
      <PickStep
        hidden={step !== 0}
        steps={steps}
        listRef={listRef}
        onNext={(rows) => {
          setPicked(rows);
          setStep(1);
        }}
      />
      {step === 1 && (
        <RunStep
          steps={steps}
          count={picked.length}
          action={action}
          onAction={setAction}
          chunkSize={chunkSize}
          onChunkSize={setChunkSize}
          plan={plan}
          onBack={() => setStep(0)}
          onRun={confirmRun}
        />
      )}
      {step === 2 && (
        <ResultStep
          steps={steps}
          outcomes={outcomes}
          running={running}
          ranAction={ranAction}
          byId={byId}
          filter={filter}
          onFilter={setFilter}
          onRetry={retryFailed}
          onExport={() => void exportResults()}
          onAgain={() => {
            setStep(0);
            listRef.current?.reload();
          }}
        />
      )}
    </>
  );
}
