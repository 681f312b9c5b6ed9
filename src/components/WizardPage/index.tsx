/**
 * WizardPage: the one pattern of the console's multi-step forms (spec §2 "Multi-step wizards (each
 * ends with a preview step and tracks a finished flag per step)", §7 draft calls, §9 1000 ms
 * debounce). A `StepsForm` with ONE ROUTE PER STEP, a draft in `/api/draft`, a preview that refuses
 * to submit until every step is finished, and a finished page. All transitions are the pure reducer
 * of src/core/wizard (unit-tested); this component performs its effects.
 *
 * Routes: every step path, the preview path and the finished path render the same page component
 * (add them to config/routes/<area>.ts, e.g. `{ path: '/user/vat-tax/tag/note', component:
 * 'vat-tax/tag', title: 'title.vatTax.tag', hideInMenu: true }`). The current query string is kept
 * when moving between steps (e.g. `?id=12` of the record being edited).
 *
 * @example
 * // src/pages/vat-tax/tag/index.tsx — "标签与备注" of one VAT number (the kit's first real use)
 * <WizardPage<TagNote>
 *   key={id}
 *   draft={{ type: 'vat-tax-tag', key: String(id) }}
 *   initialValues={{ tags: record.tags, operator: record.operator, note: record.note }}
 *   content={<RecordLine record={record} />}
 *   steps={[
 *     { key: 'tags', path: '/user/vat-tax/tag', title: t('vatTax.tag.step.tags'),
 *       content: <ProFormSelect name="tags" mode="tags" rules={[toAntdRule(checkVatTaxTags, t)]} />,
 *       fields: [rf.list('tags', 'vatTax.tag.tags')] },
 *     { key: 'note', path: '/user/vat-tax/tag/note', title: t('vatTax.tag.step.note'),
 *       content: <ProFormTextArea name="note" rules={[toAntdRule(checkVatTaxNote, t)]} /> },
 *   ]}
 *   preview={{ path: '/user/vat-tax/tag/preview' }}
 *   finished={{ path: '/user/vat-tax/tag/finished', extra: <Button onClick={() => history.push('/user/vat-tax')}>…</Button> }}
 *   onSubmit={(v) => submit(id, v)}
 * />
 *
 * Also: `restoreOverride` (values from the URL that win over a restored draft), `useWizardSync()`
 * (a step's content reports values it set by code, so the draft saves them), and the preview's
 * `content(values, { clearError })`.
 *
 * The preview READS EVERY STEP BACK (issue #33): each step declares its fields as data (`fields`,
 * src/core/wizard/readback.ts — in `src/core/<area>/steps.ts` with `def`), and the preview shows
 * every declared field with its value as entered (tables as tables, files by name, amounts with
 * their currency, quantities with their unit) beside the step's edit link (`ReadBack`); no preview
 * is written by hand. `preview.sources` gives the option lists of `{ source }` labels (API enums).
 *
 * Options every wizard repeats (issue #18; the VAT service, src/pages/vat-service/wizard, uses each):
 * - `def` + `parts`: the wizard's ONE step list (`src/core/<area>/steps.ts`: key, path, title key;
 *   the preview's and finished page's paths), which `config/routes/<area>.ts` turns into the routes
 *   with `wizardRoutes()`; `parts` gives each step's content by key — no path written twice;
 * - `guest`: what a visitor sees on an open preview route (spec §2) with a login button;
 * - `client`: an agent chooses the client first (`?client=<id>`, the draft's key, `onSubmit`'s
 *   `ctx.clientId`; `useWizardClient()` for the page);
 * - `signature`: the e-signature step — the preview ends with the service agreement's signing block
 *   (the kit's SignatureCard, `/global/signature` in a new tab); submitting unsigned is refused with
 *   "请先签署服务协议再提交"; `onSubmit` gets `ctx.signId`; a successful submit forgets the signature;
 * - `normalizeDraft(values, today)`: corrects a restored draft, its Chinese notices shown once.
 */
import { PageContainer, ProCard, StepsForm, type ProFormInstance, type ProFormProps } from '@ant-design/pro-components';
import { history, Link, useAccess, useLocation, useModel, useRouteProps } from '@umijs/max';
import { Alert, Button, Result, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { createContext, createRef, useContext, useEffect, useMemo, useReducer, useRef, type MutableRefObject, type ReactNode, type Reducer } from 'react';
import {
  currentIndex,
  initWizard,
  normalizePath,
  openedStep,
  pathOfStep,
  PREVIEW_STEP,
  resumeFromHandoff,
  stepOfPath,
  toDraft,
  unfinishedSteps,
  wizardReducer,
  type DraftNormalizer,
  type StepPath,
  type RestoreOverride,
  type WizardAction,
  type WizardDef,
  type WizardDraft,
  type WizardState,
  type ReadField,
  type ReadSources,
} from '@/core/wizard';
import DraftStatus from '@/components/DraftStatus';
import SignatureCard, { signKey, storedSignId } from '@/components/wizard/SignatureCard';
import { useDraft } from '@/hooks/useDraft';
import { useT } from '@/hooks/useT';
import { RequestFailure } from '@/request/types';
import type { DraftId } from '@/services/draft';
import { buildLoginPath } from '@/core/utils/redirect';
import { dropHandoff, publishHandoff, releaseHandoff, takeHandoff } from './handoff';
import ClientChooser from './ClientChooser';
import GuestPreview, { type WizardGuest } from './GuestPreview';
import ReadBack from './ReadBack';
import { useWizardClient } from './useWizardClient';


/**
 * Inside a step's content: tells the wizard that the step's values were set by code
 * (`form.setFieldsValue` after an OCR or a lookup's "填入"), which antd does not report through
 * `onValuesChange` — the draft then saves them like typed values (debounced 1000 ms).
 * @example const sync = useWizardSync(); form.setFieldsValue({ companyName }); sync();
 */
const WizardSyncContext = createContext<() => void>(() => undefined);
export function useWizardSync(): () => void {
  return useContext(WizardSyncContext);
}

/** What the preview's extra content may do besides showing values. */
interface PreviewControl {
  /** Removes the preview's error message (e.g. "请先签署…" once the agreement is signed). */
  clearError: () => void;
}

/** One data step of a wizard. */
interface WizardStep<V> {
  /** Unique key of the step (saved in the draft's `finished` and `current`). */
  key: string;
  /** Route path of the step; the first step's path is the wizard's entry (where the menu leads). */
  path: string;
  /** Title in the steps bar and on the preview (translated). */
  title: string;
  /** The step's ProForm fields (`ProFormText`, `ProFormSelect`, … with their `rules`). */
  content: ReactNode;
  /**
   * The step's fields as data (src/core/wizard/readback.ts), in the form's order: the preview reads
   * each back with its value. With `def` they come from the step list (`WizardStepDef.fields`).
   */
  fields?: readonly ReadField[];
  /** Further props of the step's form (layout, grid, `dateFormatter`…). */
  formProps?: Omit<ProFormProps<V>, 'onFinish' | 'initialValues' | 'name' | 'formRef' | 'onValuesChange' | 'title'>;
}

/** What a step of a wizard's step list ({@link WizardDef}) shows: its content and form props (key, path, title and fields come from the list). */
export type WizardStepPart<V> = Omit<WizardStep<V>, 'key' | 'path' | 'title' | 'fields'>;

/** What {@link WizardPage} tells `onSubmit` besides the values. */
interface SubmitContext {
  /** The client chosen by an agent (`client` option), or `undefined`. */
  clientId?: number;
  /** The signed agreement's id (`signature` option; `GET /api/vat-tax/sign-result` said signed), or `undefined`. */
  signId?: string;
}

/** Props of {@link WizardPage}. `V` is the object of all steps' values (JSON-serialisable: it is the draft). */
interface WizardPageProps<V extends Record<string, any>> {
  /** The draft of `/api/draft` (`type` e.g. `vat-service`; `key` e.g. the record id; with `client`, the client's id). */
  draft: DraftId;
  /**
   * The wizard's ONE step list (`src/core/<area>/steps.ts`, also read by its route file): the steps'
   * keys, paths and title keys, the preview's and the finished page's paths. With it, `parts` gives
   * each step's content by key and `steps` / the `path`s below are not written.
   */
  def?: WizardDef;
  /** With `def`: each step's content and form props by step key. */
  parts?: Record<string, WizardStepPart<V>>;
  /** The data steps in order (without `def`). */
  steps?: WizardStep<V>[];
  /**
   * The preview step: its route (from `def` when given), title (default "预览"), the option lists of
   * the read-back's `{ source }` labels, and extra content after the read-back (fees, checks).
   */
  preview: { path?: string; title?: string; sources?: ReadSources; content?: (values: V, control: PreviewControl) => ReactNode };
  /** The finished page: its route (from `def` when given) and what it says (default "提交成功"). */
  finished: { path?: string; title?: ReactNode; subTitle?: ReactNode; extra?: ReactNode };
  /**
   * Submits all values (a service function). Resolving removes the draft and opens the finished
   * page; rejecting keeps the draft and the values (a `RequestFailure` was shown by the request
   * layer; another error's message is shown on the preview).
   */
  onSubmit: (values: V, ctx: SubmitContext) => Promise<unknown>;
  /**
   * The guest preview of an open preview route (spec §2 unguarded list, e.g.
   * `/user/vat/service/preview`): a visitor without a session sees what the wizard asks (`title`,
   * `desc`, one line per step) and a button to log in that returns to the wizard's entry.
   */
  guest?: WizardGuest;
  /**
   * The agent's client chooser before step 1: an agent (role 2) first chooses one of its clients
   * (`?client=<id>` in the URL, kept across the steps); the draft's key is the client's id, the
   * client is named above every step with a way to change it, and `onSubmit` gets its id.
   */
  client?: boolean;
  /**
   * The e-signature step (spec §2 `/global/signature`, §7 sign-url / sign-result): the preview ends
   * with the agreement's signing block naming the applicant company `companyName(values)` (for an
   * agent, the client's company); the signature id is kept per wizard slot (session storage), so
   * leaving and returning to the preview keeps it; `onSubmit` gets it as `ctx.signId` and is not
   * called before it exists.
   */
  signature?: { companyName: (values: V) => string | undefined };
  /**
   * Corrects a restored draft (issue #19: a draft breaking a rule that changed since, e.g. a date
   * rule of spec §5, is corrected, never carried forward): gets the values and today
   * (`YYYY-MM-DD`, local) and answers the corrected values and Chinese notices, shown once above
   * the step as an Alert; the corrected draft is saved at once.
   */
  normalizeDraft?: DraftNormalizer<V>;
  /** Values before any draft (field defaults). */
  initialValues?: V;
  /**
   * Values that win over a restored draft — a choice passed in the URL (`?register=DE`) must not be
   * lost to an older draft — and the step they belong to (then no longer finished); `undefined`
   * when nothing is to change. Applied once, when the draft has been read.
   */
  restoreOverride?: RestoreOverride<V>;
  /** Page title; default the route's `title` locale key, translated. */
  title?: ReactNode;
  /** Text under the title on every step, the preview and the finished page (e.g. the record being edited). */
  content?: ReactNode;
  /** `data-testid` of the wizard's container. */
  testId?: string;
}

/**
 * A multi-step form with one route per step (see the module comment for an example):
 * - the current step follows the URL (opening a step's URL directly shows that step) and the URL
 *   follows the step (next, back, the preview's links; the query string is kept);
 * - the draft `{ values, finished, current }` is read on entry — a return through the entry path
 *   resumes AT THE STEP THE USER LEFT, a step URL opened directly resumes at that step — saved
 *   1000 ms after typing stops, and at once when a step is completed or the user moves to another step;
 * - "下一步" validates the step's fields and marks the step finished; a later change of its values
 *   clears the mark;
 * - the preview lists every step with its state and a link, refuses to submit while a step is
 *   unfinished, then calls `onSubmit`; success removes the draft and opens the finished page;
 *   failure keeps the draft and the values.
 */
export default function WizardPage<V extends Record<string, any>>(props: WizardPageProps<V>) {
  const t = useT();
  const access = useAccess();
  const { pathname } = useLocation();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const { clientId, client } = useWizardClient();
  const steps: WizardStep<V>[] = useMemo(
    () => props.steps ?? (props.def?.steps ?? []).map((d) => ({ key: d.key, path: d.path, title: t(d.titleKey), fields: d.fields, content: null, ...props.parts?.[d.key] })),
    [props.steps, props.def, props.parts, t],
  );
  const previewPath = props.preview.path ?? props.def?.preview.path ?? '';
  const finishedPath = props.finished.path ?? props.def?.finished.path ?? '';
  const entry = steps[0]?.path ?? '/';
  const isFinishedPage = normalizePath(pathname) === normalizePath(finishedPath);
  const route = useRouteProps() as { title?: string };
  const title = props.title ?? (route.title ? t(route.title) : undefined);

  if (!user && props.guest) {
    // A guest on an open step (WizardDef `open`) sees which step it is and logs in back to it; elsewhere the wizard's entry.
    const openStep = props.def?.steps.findIndex((s) => s.open && normalizePath(s.path) === normalizePath(pathname)) ?? -1;
    const back = openStep >= 0 ? props.def!.steps[openStep].path : entry;
    return <GuestPreview guest={props.guest} title={title} loginPath={buildLoginPath(back)} current={openStep >= 0 ? openStep : undefined} />;
  }
  if (props.client && !isFinishedPage) {
    if (access.isAgent && clientId === undefined) return <ClientChooser title={title} entry={entry} clients={user?.clients ?? []} />;
    if (clientId !== undefined && !client) {
      return (
        <PageContainer title={title}>
          <div data-testid="wizard-client-unknown">
            <Result status="warning" title={t('wizard.client.unknown')} extra={<Button onClick={() => history.push(entry)}>{t('wizard.client.change')}</Button>} />
          </div>
        </PageContainer>
      );
    }
  }
  const withClient = props.client && clientId !== undefined;
  const draft: DraftId = withClient ? { ...props.draft, key: String(clientId) } : props.draft;
  const content = withClient ? (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Alert type="info" showIcon message={t('wizard.client.current', { name: client?.name ?? '' })} data-testid="wizard-client-current" />
        <Button size="small" onClick={() => history.push(entry)}>
          {t('wizard.client.change')}
        </Button>
      </Space>
      {props.content}
    </Space>
  ) : (
    props.content
  );
  return (
    <WizardBody<V>
      key={`${user?.id ?? 0}|${draft.type}|${draft.key ?? ''}`}
      {...props}
      draft={draft}
      content={content}
      steps={steps}
      preview={{ ...props.preview, path: previewPath }}
      finished={{ ...props.finished, path: finishedPath }}
      clientId={withClient ? clientId : undefined}
    />
  );
}

/** Props of the wizard proper, once the guest preview and the client chooser are passed: paths resolved. */
type BodyProps<V extends Record<string, any>> = Omit<WizardPageProps<V>, 'steps' | 'preview' | 'finished'> & {
  steps: WizardStep<V>[];
  preview: WizardPageProps<V>['preview'] & { path: string };
  finished: WizardPageProps<V>['finished'] & { path: string };
  clientId?: number;
};

/** The wizard proper (see {@link WizardPage}). */
function WizardBody<V extends Record<string, any>>(props: BodyProps<V>) {
  const { steps, preview, finished, onSubmit, initialValues, testId, content } = props;
  const t = useT();
  const location = useLocation();
  const route = useRouteProps() as { title?: string };
  const { initialState } = useModel('@@initialState');
  const paths: StepPath[] = useMemo(() => [...steps.map((s) => ({ key: s.key, path: s.path })), { key: PREVIEW_STEP, path: preview.path }], [steps, preview.path]);
  const stepKeys = steps.map((s) => s.key);
  const isFinishedPage = normalizePath(location.pathname) === normalizePath(finished.path);
  const slot = `${initialState?.currentUser?.id ?? 0}|${props.draft.type}|${props.draft.key ?? ''}`;

  // The state: handed over by the previous mount (a move between steps, or a return within the
  // hand-off's life: then resumed at the step left, never moved back), or fresh (the draft is read).
  const handedOver = useRef<boolean>(false);
  const [state, dispatch] = useReducer<Reducer<WizardState<V>, WizardAction<V>>, undefined>(wizardReducer, undefined, () => {
    const urlStep = stepOfPath(paths, location.pathname);
    const prior = isFinishedPage ? undefined : takeHandoff<WizardState<V>>(slot, location.pathname);
    if (prior && prior.state.ready && prior.state.steps.join() === stepKeys.join()) {
      handedOver.current = true;
      return resumeFromHandoff(prior.state, paths, location.pathname, prior.live);
    }
    return initWizard<V>({ steps: stepKeys, initialValues, opened: urlStep });
  });
  const draft = useDraft<WizardDraft<V>>(props.draft, { enabled: !isFinishedPage && !handedOver.current });

  // The stored draft was read (or there is none): restore.
  useEffect(() => {
    if (state.ready || isFinishedPage || draft.loading) return;
    dispatch({
      type: 'restore',
      draft: draft.data ?? null,
      opened: openedStep(paths, location.pathname),
      override: props.restoreOverride,
      normalize: props.normalizeDraft,
      today: dayjs().format('YYYY-MM-DD'),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.loading, state.ready]);

  // Save every change: typing debounced 1000 ms by useDraft; a completed step or a move between steps at once.
  useEffect(() => {
    if (!state.ready || state.rev === 0 || state.status !== 'editing') return;
    draft.update(toDraft(state));
    if (state.saveNow) void draft.flush();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.rev]);

  // The URL follows the current step.
  useEffect(() => {
    if (!state.ready || state.status === 'submitted' || isFinishedPage) return;
    const target = pathOfStep(paths, state.current);
    if (target && normalizePath(target) !== normalizePath(location.pathname)) {
      const to = `${target}${location.search}`;
      if (state.nav === 'replace') history.replace(to);
      else history.push(to);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.current, state.ready]);

  // The step follows the URL (browser back/forward when one route serves several steps).
  useEffect(() => {
    const key = stepOfPath(paths, location.pathname);
    if (key && state.ready) dispatch({ type: 'open', step: key });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  // Publish the state for the next step's mount (rendered before this one unmounts).
  const owner = useRef({});
  useEffect(() => {
    if (state.ready && state.status === 'editing') publishHandoff(slot, owner.current, state);
  }, [state, slot]);
  useEffect(() => () => releaseHandoff(slot, owner.current, window.location.pathname), [slot]);

  // Submit: save pending changes, call, then remove the draft and open the finished page.
  const submitting = useRef(false);
  useEffect(() => {
    if (state.status !== 'submitting' || submitting.current) return;
    submitting.current = true;
    void (async () => {
      try {
        await draft.flush();
        const signId = props.signature ? storedSignId(slot) : undefined;
        if (props.signature && !signId) throw new Error(t('wizard.sign.required'));
        await onSubmit(state.values, { clientId: props.clientId, signId });
      } catch (e) {
        submitting.current = false;
        dispatch({ type: 'submitFailed', error: e instanceof RequestFailure ? t('wizard.submitFailedKept') : (e as Error)?.message || t('wizard.submitFailed') });
        return;
      }
      await draft.remove();
      if (props.signature) window.sessionStorage.removeItem(signKey(slot));
      dropHandoff(slot);
      dispatch({ type: 'submitOk' });
      history.replace(`${finished.path}${location.search}`);
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status]);

  const formRefs = useRef(new Map<string, MutableRefObject<ProFormInstance | undefined>>());
  const refOf = (key: string) => {
    let r = formRefs.current.get(key);
    if (!r) {
      r = createRef<ProFormInstance>() as MutableRefObject<ProFormInstance | undefined>;
      formRefs.current.set(key, r);
    }
    return r;
  };

  const title = props.title ?? (route.title ? t(route.title) : undefined);
  const previewControl: PreviewControl = { clearError: () => dispatch({ type: 'clearError' }) };
  /** Reads step `key`'s form and records its values (see {@link useWizardSync}). */
  const syncOf = (key: string) => () => {
    const values = (refOf(key).current?.getFieldsFormatValue?.() ?? {}) as Partial<V>;
    dispatch({ type: 'change', step: key, values });
  };

  if (isFinishedPage) {
    return (
      <PageContainer title={title} content={content}>
        <ProCard>
          <div data-testid="wizard-finished">
            <Result status="success" title={finished.title ?? t('wizard.finished.title')} subTitle={finished.subTitle ?? t('wizard.finished.subTitle')} extra={finished.extra} />
          </div>
        </ProCard>
      </PageContainer>
    );
  }

  const unfinished = unfinishedSteps(state);
  const previewTitle = preview.title ?? t('wizard.preview.title');
  const previewBody = (
    <div data-testid="wizard-preview">
      <Typography.Paragraph type="secondary">{t('wizard.preview.desc')}</Typography.Paragraph>
      {state.blocked.length > 0 && unfinished.length > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('wizard.preview.refused')} data-testid="wizard-refused" />
      )}
      <Space direction="vertical" size={16} style={{ width: '100%', marginBottom: 16 }}>
        {steps.map((s) => {
          const done = !!state.finished[s.key];
          return (
            <ProCard
              key={s.key}
              bordered
              size="small"
              data-testid={`wizard-step-${s.key}`}
              data-finished={done ? 'true' : 'false'}
              title={
                <Space wrap>
                  {s.title}
                  <Tag color={done ? 'success' : 'warning'}>{done ? t('wizard.step.finished') : t('wizard.step.unfinished')}</Tag>
                </Space>
              }
              extra={
                <Link to={`${s.path}${location.search}`} data-testid={`wizard-goto-${s.key}`}>
                  {done ? t('wizard.step.edit') : t('wizard.step.fill')}
                </Link>
              }
              bodyStyle={{ minWidth: 0 }}
            >
              {s.fields?.length ? <ReadBack step={s.key} fields={s.fields} values={state.values} sources={preview.sources} /> : null}
            </ProCard>
          );
        })}
      </Space>
      {preview.content?.(state.values, previewControl)}
      {props.signature && <SignatureCard slot={slot} companyName={props.signature.companyName(state.values)} onSigned={previewControl.clearError} />}
      {state.error && <Alert type="error" showIcon style={{ margin: '16px 0' }} message={state.error} data-testid="wizard-error" />}
    </div>
  );

  return (
    <PageContainer title={title} content={content}>
      <ProCard>
        <div data-testid={testId} data-step={state.current} data-ready={state.ready ? 'true' : 'false'}>
          {state.notices.length > 0 && (
            <Alert
              type="warning"
              showIcon
              closable
              onClose={() => dispatch({ type: 'dismissNotices' })}
              style={{ marginBottom: 16 }}
              message={t('wizard.notice.title')}
              description={state.notices.map((n) => (
                <div key={n}>{n}</div>
              ))}
              data-testid="wizard-notices"
            />
          )}
          {!state.ready ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : (
            <StepsForm
              current={currentIndex(state)}
              onCurrentChange={() => undefined}
              submitter={{
                render: (p) => {
                  const onPreview = state.current === PREVIEW_STEP;
                  return (
                    <Space>
                      {currentIndex(state) > 0 && (
                        <Button onClick={() => dispatch({ type: 'back' })} disabled={state.status !== 'editing'} data-testid="wizard-back">
                          {t('wizard.back')}
                        </Button>
                      )}
                      {onPreview ? (
                        <Button type="primary" loading={state.status === 'submitting'} onClick={() => dispatch({ type: 'submit' })} data-testid="wizard-submit">
                          {t('wizard.submit')}
                        </Button>
                      ) : (
                        <Button type="primary" onClick={() => p.onSubmit?.()} data-testid="wizard-next">
                          {t('wizard.next')}
                        </Button>
                      )}
                      <DraftStatus loadFailed={draft.loadFailed} state={draft.saveState} updatedAt={draft.updatedAt} data-testid="wizard-draft-status" />
                    </Space>
                  );
                },
              }}
            >
              {steps.map((s) => (
                <StepsForm.StepForm<V>
                  key={s.key}
                  name={s.key}
                  title={s.title}
                  formRef={refOf(s.key)}
                  // The steps bar shows the finished flags, not just "before the current step".
                  stepProps={{ status: s.key === state.current ? 'process' : state.finished[s.key] ? 'finish' : 'wait' }}
                  initialValues={state.values}
                  // A cleared field must clear its value in the draft too (ProForm drops empty values by default).
                  omitNil={false}
                  onValuesChange={() => {
                    const values = (refOf(s.key).current?.getFieldsFormatValue?.() ?? {}) as Partial<V>;
                    dispatch({ type: 'change', step: s.key, values });
                  }}
                  onFinish={async (values) => {
                    dispatch({ type: 'complete', step: s.key, values });
                    return false;
                  }}
                  {...s.formProps}
                >
                  <WizardSyncContext.Provider value={syncOf(s.key)}>{s.content}</WizardSyncContext.Provider>
                </StepsForm.StepForm>
              ))}
              <StepsForm.StepForm name={PREVIEW_STEP} title={previewTitle}>
                {previewBody}
              </StepsForm.StepForm>
            </StepsForm>
          )}
        </div>
      </ProCard>
    </PageContainer>
  );
}
