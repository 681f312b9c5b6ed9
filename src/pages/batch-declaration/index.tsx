/**
 * `/service/batch-declaration` (guarded, menu "批量申报"; spec §2 public services; issue #12): an agent
 * (or a seller with many VAT numbers) runs one action on many declarations at once, in three steps:
 *
 * 1. pick: the declarations (`GET /api/vat-declare/list`) filtered by country, status, due within N
 *    days, "我可执行" (the row's `actions`, computed for the caller by the transition table), users
 *    and keyword; rows selected across pages, or every row of the filter (at most 500);
 * 2. run: one of 计算税金 (per declaration `POST /tax-calculate/:id`, then `GET` polled until done),
 *    确认 (`PUT /confirm`), 生成申报表 (`POST /vat-return`), 提交申报 (`POST /vat-return/submit`),
 *    出缴款指引 (`POST /payment-guides`) — the batch calls answer `{ done, refused }`. Before running,
 *    the transition table (`planBatch` of src/core/declare/status.ts, the mock's own judge) says how
 *    many will be refused and why; the run goes in chunks (20 ids per call by default) with a
 *    progress bar; a chunk whose call fails marks its declarations failed, not refused;
 * 3. results: one row per declaration (完成 / 被拒绝 with the reason / 失败 with the error), filtered
 *    by outcome, "仅重试失败的", a link to each declaration, an `.xlsx` export.
 * The pure parts (chunks, outcome merging, predicates) are src/core/batch/declaration.ts.
 */
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Alert, App, Button, Card, Empty, List, Progress, Radio, Segmented, Select, Space, Steps, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { CountryLabel } from '@/components/CountrySelect';
import ListPage, { type ListKit } from '@/components/ListPage';
import { StatusTag } from '@/components/ListPage/StatusTag';
import {
  BATCH_DECLARE_ACTIONS,
  chunk,
  DEFAULT_CHUNK_SIZE,
  dueWithin,
  fetchAllPages,
  initialOutcomes,
  mergeAnswer,
  mergeFailure,
  needsMyAction,
  progressPercent,
  SELECT_ALL_CAP,
  startRetry,
  summarize,
  type BatchDeclareAction,
  type BatchOutcome,
  type OutcomeKind,
} from '@/core/batch/declaration';
import { DECLARE_STATUS_MAP, planBatch, type Refusal } from '@/core/declare/status';
import type { DeclareBatchResult, DeclareRow } from '@/core/declare/types';
import { statusValueEnum } from '@/core/list/status';
import { pollUntil, PollTimeoutError } from '@/core/utils/poll';
import { exportXlsx } from '@/core/utils/xlsx';
import { daysLeftText } from '@/core/vat-tax/view';
import { useT, type Translate } from '@/hooks/useT';
import FilingZipButton from './FilingZipButton';
import { toFailure } from '@/request/errorHandler';
import type { AppRequestOptions, Paged } from '@/request/types';
import { confirmDeclarations, generateVatReturns, getDeclareCalc, issuePaymentGuides, listDeclarations, startDeclareCalc, submitVatReturns, type DeclareListQuery } from '@/services/declare';
import { declarationIdColumns } from '@/components/VatCells/declaration';
import { ToneLabel } from '@/components/VatCells';
import '@/locales/areas/batch-declaration';
import '@/locales/areas/declare';
import '@/locales/areas/vat-tax';

/** The list's filters: the list call's own, plus the two applied here (`dueWithin` days, `mine`: `any` or an action). */
type PickQuery = DeclareListQuery & { dueWithin?: string; mine?: string };

/** The batch calls (`{ ids }` → `{ done, refused }`); 计算税金 runs per declaration. */
const BATCH_CALLS: Record<Exclude<BatchDeclareAction, 'taxCalculate'>, (ids: number[], opts?: AppRequestOptions) => Promise<DeclareBatchResult>> = {
  confirm: confirmDeclarations,
  vatReturn: generateVatReturns,
  submit: submitVatReturns,
  paymentGuide: issuePaymentGuides,
};

const QUIET: AppRequestOptions = { skipErrorMessage: true };
const CHUNK_SIZES = [1, 5, 10, DEFAULT_CHUNK_SIZE];
/** Polling of a running calculation: every 2 s, at most 3 minutes, 3 failed calls in a row end it. */
const CALC_POLL_MS = 2000;
const CALC_POLL_TIMEOUT_MS = 3 * 60 * 1000;
const CALC_POLL_MAX_FAILURES = 3;

/** The list call's query for the pick filters: every status of the chosen exact status, else the open ones. */
function serverQuery(q: PickQuery): DeclareListQuery {
  const { dueWithin: _d, mine: _m, page: _p, perPage: _pp, ...rest } = q;
  return { ...rest, status: rest.type !== undefined && rest.type !== '' ? 'all' : '0' };
}

/** Whether a row passes the two filters the list call does not know. */
function passesLocal(q: PickQuery, r: DeclareRow): boolean {
  if (q.dueWithin && !dueWithin(r, Number(q.dueWithin))) return false;
  if (q.mine && !needsMyAction(r, q.mine === 'any' ? '' : (q.mine as BatchDeclareAction))) return false;
  return true;
}

/** Every row of the filter (at most {@link SELECT_ALL_CAP}). */
async function allOfFilter(q: PickQuery, opts?: AppRequestOptions) {
  const all = await fetchAllPages((page, perPage) => listDeclarations({ ...serverQuery(q), page, perPage }, opts));
  const rows = all.rows.filter((r) => passesLocal(q, r));
  return { rows, capped: all.capped, total: q.dueWithin || q.mine ? rows.length : all.total };
}

/** The pick list's call: the list call itself, or — with a local filter — every row filtered and paged here. */
async function pickList(q: PickQuery, opts?: AppRequestOptions): Promise<Paged<DeclareRow>> {
  const page = q.page ?? 1;
  const perPage = q.perPage ?? 10;
  if (!q.dueWithin && !q.mine) return listDeclarations({ ...serverQuery(q), page, perPage }, opts);
  const { rows } = await allOfFilter(q, opts);
  return { list: rows.slice((page - 1) * perPage, page * perPage), total: rows.length, page, perPage };
}

/** A declaration as the results name it: company, VAT number, period. */
function labelOf(r: DeclareRow): string {
  return `${r.companyName} ${r.vatNumber} ${r.periodStart}~${r.periodEnd}`;
}

/** A refusal of the table in words (its values may be locale keys themselves). */
function refusalWords(t: Translate, r: Refusal): string {
  const values = Object.fromEntries(Object.entries(r.values).map(([k, v]) => [k, v.startsWith('declare.') ? t(v) : v]));
  return t(r.key, values);
}

/** The message of a failed call (the server's, else "无法连接服务器"-like). */
function failureText(t: Translate, e: unknown): string {
  return toFailure(e)?.message || t('batchDecl.run.network');
}

const OUTCOME_TAG: Record<OutcomeKind, string> = { pending: 'processing', done: 'success', refused: 'warning', failed: 'error' };

/** The batch declaration page. */
export default function BatchDeclarationPage() {
  const t = useT();
  const { modal, message } = App.useApp();
  const { isAgent } = useAccess();
  const listRef = useRef<ActionType>();
  const [step, setStep] = useState(0);
  const [picked, setPicked] = useState<DeclareRow[]>([]);
  const [action, setAction] = useState<BatchDeclareAction>('confirm');
  const [chunkSize, setChunkSize] = useState(DEFAULT_CHUNK_SIZE);
  const [ranAction, setRanAction] = useState<BatchDeclareAction>('confirm');
  const [outcomes, setOutcomes] = useState<BatchOutcome[]>([]);
  const [running, setRunning] = useState(false);
  const [filter, setFilter] = useState<OutcomeKind | 'all'>('all');
  const [selectingAll, setSelectingAll] = useState(false);

  const actor = isAgent ? 'agent' : 'seller';
  const plan = useMemo(() => planBatch(picked, action, actor, dayjs().format('YYYY-MM-DD')), [picked, action, actor]);
  const byId = useMemo(() => new Map(picked.map((r) => [r.id, r])), [picked]);
  const counts = summarize(outcomes);

  const steps = (
    <Steps
      size="small"
      current={step}
      style={{ maxWidth: 720, marginTop: 8 }}
      items={[{ title: t('batchDecl.step.pick') }, { title: t('batchDecl.step.run') }, { title: t('batchDecl.step.result') }]}
    />
  );

  // ------------------------------------------------------------------------------- running

  /** One declaration's calculation: started, then polled until the run ends. */
  async function calcOne(id: number, cur: BatchOutcome[]): Promise<BatchOutcome[]> {
    try {
      await startDeclareCalc(id, QUIET);
    } catch (e) {
      const f = toFailure(e);
      if (f?.kind === 'business') return mergeAnswer(cur, [id], { done: [], refused: [{ id, code: String(f.errorCode ?? ''), reason: f.message }] }, '');
      return mergeFailure(cur, [id], failureText(t, e));
    }
    try {
      const last = await pollUntil(
        async () => {
          const calc = (await getDeclareCalc(id, QUIET)).calcs[0];
          return !calc || calc.status === 'running' ? undefined : calc;
        },
        { intervalMs: CALC_POLL_MS, timeoutMs: CALC_POLL_TIMEOUT_MS, maxFailures: CALC_POLL_MAX_FAILURES },
      );
      if (last.status === 'done') return mergeAnswer(cur, [id], { done: [id], refused: [] }, '');
      return mergeFailure(cur, [id], last.error || last.problems.join('；') || t('batchDecl.run.calcFailed'));
    } catch (e) {
      return mergeFailure(cur, [id], e instanceof PollTimeoutError ? t('batchDecl.run.calcTimeout') : failureText(t, e));
    }
  }

  /** Sends `ids` chunk by chunk, updating the outcomes after each answer. */
  async function run(a: BatchDeclareAction, ids: number[], start: BatchOutcome[]) {
    // One holder for the outcomes so far: each answer lands on the latest state, also when calculations end side by side.
    const state = { cur: start };
    const land = (next: BatchOutcome[]) => {
      state.cur = next;
      setOutcomes(next);
    };
    land(start);
    setRunning(true);
    setRanAction(a);
    setFilter('all');
    setStep(2);
    try {
      for (const part of chunk(ids, chunkSize)) {
        if (a === 'taxCalculate') {
          // The chunk's calculations run side by side; each result lands as it comes.
          await Promise.all(
            part.map(async (id) => {
              const mine = (await calcOne(id, state.cur)).find((o) => o.id === id)!;
              land(state.cur.map((o) => (o.id === id ? mine : o)));
            }),
          );
        } else {
          try {
            land(mergeAnswer(state.cur, part, await BATCH_CALLS[a](part, QUIET), t('batchDecl.run.missing')));
          } catch (e) {
            land(mergeFailure(state.cur, part, failureText(t, e)));
          }
        }
      }
    } finally {
      setRunning(false);
    }
  }

  function confirmRun() {
    const refusedCount = plan.refused.length;
    modal.confirm({
      title: t('batchDecl.confirm.title', { action: t(`batchDecl.action.${action}`) }),
      content: (
        <div data-testid="batch-confirm-text">
          {t('batchDecl.confirm.body', { count: picked.length, chunk: chunkSize, refused: refusedCount, allowed: plan.allowed.length })}
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

  function backToPick() {
    setStep(0);
    listRef.current?.reload();
  }

  // ------------------------------------------------------------------------------- step 1

  const columns = (kit: ListKit<DeclareRow>): ProColumns<DeclareRow>[] => [
    ...declarationIdColumns({ country: t('batchDecl.col.country'), vatNumber: t('batchDecl.col.vatNumber') }),
    ...(kit.isAgent ? [{ title: t('batchDecl.col.user'), dataIndex: 'userName', search: false as const }] : []),
    {
      title: t('batchDecl.col.period'),
      dataIndex: 'periodStart',
      search: false,
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{`${r.periodStart} ~ ${r.periodEnd}`}</span>,
    },
    {
      title: t('batchDecl.col.due'),
      dataIndex: 'dueDate',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <span>{r.dueDate}</span>
          {r.status < 6 && <ToneLabel text={daysLeftText(r.daysLeft)} />}
        </Space>
      ),
    },
    {
      title: t('batchDecl.col.status'),
      dataIndex: 'type',
      valueType: 'select',
      valueEnum: statusValueEnum(DECLARE_STATUS_MAP, t),
      render: (_, r) => <StatusTag map={DECLARE_STATUS_MAP} value={r.status} data-testid={`status-${r.id}`} />,
    },
    {
      title: t('batchDecl.filter.due'),
      dataIndex: 'dueWithin',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: [7, 15, 30].map((d) => ({ value: String(d), label: t('batchDecl.filter.dueDays', { days: d }) })) },
    },
    {
      title: t('batchDecl.filter.mine'),
      dataIndex: 'mine',
      hideInTable: true,
      valueType: 'select',
      fieldProps: {
        options: [{ value: 'any', label: t('batchDecl.filter.mine.any') }, ...BATCH_DECLARE_ACTIONS.map((a) => ({ value: a, label: t('batchDecl.filter.mine.action', { action: t(`batchDecl.action.${a}`) }) }))],
      },
    },
    {
      title: t('batchDecl.filter.q'),
      dataIndex: 'q',
      hideInTable: true,
      fieldProps: { placeholder: t('batchDecl.filter.q.placeholder') },
    },
    {
      title: t('batchDecl.col.actions'),
      dataIndex: 'actions',
      search: false,
      render: (_, r) =>
        r.actions.filter((a) => (BATCH_DECLARE_ACTIONS as readonly string[]).includes(a)).length ? (
          <Space size={[4, 4]} wrap>
            {r.actions
              .filter((a): a is BatchDeclareAction => (BATCH_DECLARE_ACTIONS as readonly string[]).includes(a))
              .map((a) => (
                <Tag key={a}>{t(`batchDecl.action.${a}`)}</Tag>
              ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('batchDecl.col.actions.none')}</Typography.Text>
        ),
    },
  ];

  const selectAll = async (kit: ListKit<DeclareRow>) => {
    setSelectingAll(true);
    try {
      const r = await allOfFilter(kit.lastQuery() as PickQuery);
      kit.select(r.rows);
      if (r.capped) message.warning(t('batchDecl.pick.capped', { cap: SELECT_ALL_CAP, total: r.total }));
      else message.success(t('batchDecl.pick.selectedAll', { count: r.rows.length }));
    } catch {
      // The request layer showed the failure; the selection is unchanged.
    } finally {
      setSelectingAll(false);
    }
  };

  const pick = (
    <div hidden={step !== 0}>
      <ListPage<DeclareRow, PickQuery>
        rowKey="id"
        testId="batch-pick"
        actionRef={listRef}
        content={
          <>
            {steps}
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('batchDecl.pick.intro')}
            </Typography.Paragraph>
          </>
        }
        selectable={{ label: (r) => t('batchDecl.pick.select', { vat: r.vatNumber, period: r.periodStart }) }}
        request={pickList}
        emptyText={({ filtered }) => (filtered ? undefined : t('batchDecl.pick.empty'))}
        toolBar={(kit) => [
          <Button key="all" loading={selectingAll} onClick={() => void selectAll(kit)} data-testid="batch-select-all">
            {t('batchDecl.pick.selectAll')}
          </Button>,
          <Button key="clear" disabled={!kit.selected.length} onClick={kit.clearSelection} data-testid="batch-clear">
            {t('batchDecl.pick.clear')}
          </Button>,
          <FilingZipButton key="zip" selected={kit.selected} t={t} />,
          <Button
            key="next"
            type="primary"
            disabled={!kit.selected.length}
            data-testid="batch-next"
            onClick={() => {
              setPicked(kit.selected);
              setStep(1);
            }}
          >
            {t('batchDecl.pick.next', { count: kit.selected.length })}
          </Button>,
        ]}
        columns={columns}
      />
    </div>
  );

  // ------------------------------------------------------------------------------- step 2

  const runStep = step === 1 && (
    <PageContainer title={t('title.service.batchDeclaration')} content={steps}>
      <Card data-testid="batch-run-step">
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Text>{t('batchDecl.run.picked', { count: picked.length })}</Typography.Text>
          <div>
            <Typography.Title level={5}>{t('batchDecl.run.chooseAction')}</Typography.Title>
            <Radio.Group value={action} onChange={(e) => setAction(e.target.value as BatchDeclareAction)} optionType="button" buttonStyle="solid" data-testid="batch-action">
              {BATCH_DECLARE_ACTIONS.map((a) => (
                <Radio.Button key={a} value={a} data-testid={`action-${a}`}>
                  {t(`batchDecl.action.${a}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t(`batchDecl.action.${action}.help`)}
            </Typography.Paragraph>
          </div>
          <Space>
            <Typography.Text id="batch-chunk-label">{t('batchDecl.run.chunk')}</Typography.Text>
            <Select
              value={chunkSize}
              onChange={setChunkSize}
              style={{ width: 140 }}
              aria-labelledby="batch-chunk-label"
              data-testid="batch-chunk"
              options={CHUNK_SIZES.map((n) => ({ value: n, label: t('batchDecl.run.chunkN', { count: n }) }))}
            />
          </Space>
          <div data-testid="batch-preview">
            {plan.refused.length ? (
              <Alert
                type="warning"
                showIcon
                message={t('batchDecl.preview.someRefused', { allowed: plan.allowed.length, refused: plan.refused.length, action: t(`batchDecl.action.${action}`) })}
                description={
                  <List
                    size="small"
                    dataSource={plan.refused}
                    renderItem={(x) => (
                      <List.Item data-testid={`predict-${x.row.id}`}>
                        <Space direction="vertical" size={0}>
                          <Typography.Text strong>{labelOf(x.row)}</Typography.Text>
                          <Typography.Text type="secondary">{refusalWords(t, x.refusal)}</Typography.Text>
                        </Space>
                      </List.Item>
                    )}
                  />
                }
              />
            ) : (
              <Alert type="success" showIcon message={t('batchDecl.preview.allAllowed', { count: plan.allowed.length, action: t(`batchDecl.action.${action}`) })} />
            )}
          </div>
          <Space>
            <Button onClick={() => setStep(0)} data-testid="batch-back">
              {t('batchDecl.run.back')}
            </Button>
            <Button type="primary" onClick={confirmRun} data-testid="batch-run">
              {t('batchDecl.run.start', { action: t(`batchDecl.action.${action}`), count: picked.length })}
            </Button>
          </Space>
        </Space>
      </Card>
    </PageContainer>
  );

  // ------------------------------------------------------------------------------- step 3

  const shown = filter === 'all' ? outcomes : outcomes.filter((o) => o.outcome === filter);
  const resultStep = step === 2 && (
    <PageContainer title={t('title.service.batchDeclaration')} content={steps}>
      <Card data-testid="batch-results">
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <div>
            <Typography.Text strong>
              {t(running ? 'batchDecl.result.running' : 'batchDecl.result.finished', { action: t(`batchDecl.action.${ranAction}`) })}
            </Typography.Text>
            <Progress percent={progressPercent(outcomes)} status={running ? 'active' : counts.failed ? 'exception' : 'success'} data-testid="batch-progress" />
            <Typography.Text type="secondary" data-testid="batch-summary">
              {t('batchDecl.result.summary', { total: counts.total, done: counts.done, refused: counts.refused, failed: counts.failed, pending: counts.pending })}
            </Typography.Text>
          </div>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Segmented
              value={filter}
              onChange={(v) => setFilter(v as OutcomeKind | 'all')}
              data-testid="outcome-filter"
              options={[
                { value: 'all', label: t('batchDecl.result.filter.all', { count: counts.total }) },
                { value: 'done', label: t('batchDecl.result.filter.done', { count: counts.done }) },
                { value: 'refused', label: t('batchDecl.result.filter.refused', { count: counts.refused }) },
                { value: 'failed', label: t('batchDecl.result.filter.failed', { count: counts.failed }) },
              ]}
            />
            <Space wrap>
              <Button type="primary" disabled={running || !counts.failed} onClick={retryFailed} data-testid="batch-retry">
                {t('batchDecl.result.retry', { count: counts.failed })}
              </Button>
              <Button disabled={running || !outcomes.length} onClick={() => void exportResults()} data-testid="batch-export">
                {t('batchDecl.result.export')}
              </Button>
              <Button disabled={running} onClick={backToPick} data-testid="batch-again">
                {t('batchDecl.result.again')}
              </Button>
            </Space>
          </Space>
          <Table<BatchOutcome>
            rowKey="id"
            size="middle"
            dataSource={shown}
            pagination={shown.length > 20 ? { pageSize: 20 } : false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('batchDecl.result.empty')} /> }}
            onRow={(o) => ({ 'data-testid': `outcome-${o.id}`, 'data-outcome': o.outcome }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              {
                title: t('batchDecl.col.declaration'),
                key: 'label',
                render: (_, o) => {
                  const r = byId.get(o.id);
                  return (
                    <Space direction="vertical" size={0}>
                      <Typography.Link onClick={() => history.push(`/user/declare/view-data?id=${o.id}`)}>{r ? `${r.vatNumber} ${r.periodStart} ~ ${r.periodEnd}` : o.label}</Typography.Link>
                      {r && (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          <CountryLabel code={r.countryCode} /> {r.companyName}
                        </Typography.Text>
                      )}
                    </Space>
                  );
                },
              },
              {
                title: t('batchDecl.col.outcome'),
                key: 'outcome',
                width: 120,
                render: (_, o) => <Tag color={OUTCOME_TAG[o.outcome]}>{t(`batchDecl.outcome.${o.outcome}`)}</Tag>,
              },
              {
                title: t('batchDecl.col.message'),
                key: 'message',
                render: (_, o) => (o.message ? <Typography.Text type={o.outcome === 'failed' ? 'danger' : undefined}>{o.message}</Typography.Text> : '-'),
              },
            ]}
          />
        </Space>
      </Card>
    </PageContainer>
  );

  return (
    <>
      {pick}
      {runStep}
      {resultStep}
    </>
  );
}
