/**
 * The state machine of the multi-step wizards (spec §2 "Multi-step wizards (each ends with a preview
 * step and tracks a finished flag per step)"; architecture "StepsForm for every wizard, with the
 * draft saved through /api/draft on each step and restored on return; each step records its
 * finished flag"). ONE pure reducer, {@link wizardReducer}, holds every transition; the React part
 * (src/components/WizardPage) only dispatches and performs the effects the state asks for (save
 * the draft, follow `current` with the URL, call the submit). Relative imports only.
 *
 * Steps are the data steps in order, then the preview step. A draft is
 * `{ values, finished: { [stepKey]: boolean }, current }` (see {@link WizardDraft}).
 */

/** What is saved through `/api/draft`: all values, the finished flag of each data step, the step the user is at. */
export interface WizardDraft<V> {
  values: V;
  finished: Record<string, boolean>;
  current: string;
}

/**
 * The wizard's state.
 * - `steps`: keys of the data steps in order; `preview`: key of the preview step (always last).
 * - `values`: all steps' values merged (one object; JSON-serialisable, it is saved as the draft).
 * - `finished[key]`: the step passed its validation with the current values (a change clears it).
 * - `current`: the step shown (a data step or the preview).
 * - `ready`: the stored draft has been read (or there was none); nothing is saved before.
 * - `status`: `editing`, `submitting` (the submit call runs), `submitted` (it succeeded).
 * - `blocked`: the unfinished steps that made the last submit refuse (the preview links to them).
 * - `error`: the message of the last failed submit, when it should be shown by the page.
 * - `rev`: increases with every change worth saving; `saveNow`: the last one asks to save at once
 *   (a completed step, a move to another step) rather than after the 1000 ms debounce of typing
 *   (spec §9), so the draft's `current` is the step the user left even if the tab closes next.
 * - `nav`: how the URL should follow `current`: `push` after a user action, `replace` after a restore.
 */
export interface WizardState<V> {
  steps: readonly string[];
  preview: string;
  values: V;
  finished: Record<string, boolean>;
  current: string;
  ready: boolean;
  status: 'editing' | 'submitting' | 'submitted';
  blocked: string[];
  error?: string;
  rev: number;
  saveNow: boolean;
  nav: 'push' | 'replace';
  /**
   * Chinese notices of a restored draft's correction ({@link DraftNormalizer}), shown once; emptied
   * by `dismissNotices`.
   */
  notices: string[];
}

/**
 * Corrects a restored draft (issue #19 "a restored draft that breaks a rule is corrected with a
 * Chinese notice, never carried forward"): gets the restored values and today (`YYYY-MM-DD`, local
 * date) and answers the corrected values, the Chinese notices to show once (empty: nothing was
 * corrected) and optionally the step whose finished flag the correction clears. Pure.
 */
export type DraftNormalizer<V> = (values: V, today: string) => { values: V; notices: string[]; step?: string };

/** Values that win over a restored draft, and the step they belong to (no longer finished). */
export type RestoreOverride<V> = (restored: V) => { values: Partial<V>; step?: string } | undefined;

/**
 * The transitions:
 * - `open`: the URL shows `step` (opened directly or through the browser's history).
 * - `restore`: the stored draft was read (`null`: none); `opened` is the step whose URL was opened
 *   directly — it wins over the draft's `current` (the step the user left); `override` answers
 *   values that win over the restored ones (a choice passed in the URL, e.g. `?register=DE`) and the
 *   step they belong to, which is then no longer finished (nothing when it answers `undefined`);
 *   `normalize` corrects a restored draft for `today` (`YYYY-MM-DD`): when it answers notices, the
 *   corrected values are kept, the notices shown, and the state asks to be saved at once (the stored
 *   draft is corrected too, never carried forward).
 * - `dismissNotices`: the restore notices were read.
 * - `clearError`: the preview's error is no longer true (e.g. what it asked for was done).
 * - `change`: values of `step` changed (typing); the step is no longer finished.
 * - `complete`: `step` passed its validation with `values`; it is finished; the next step follows.
 * - `back`: the previous step. `goto`: any step (links of the preview).
 * - `submit`: the preview's submit; refused (with `blocked`) while a data step is unfinished.
 * - `submitOk` / `submitFailed`: the submit call's outcome; a failure keeps values and flags.
 */
export type WizardAction<V> =
  | { type: 'open'; step: string }
  | { type: 'restore'; draft: WizardDraft<V> | null; opened?: string; override?: RestoreOverride<V>; normalize?: DraftNormalizer<V>; today?: string }
  | { type: 'clearError' }
  | { type: 'dismissNotices' }
  | { type: 'change'; step: string; values: Partial<V> }
  | { type: 'complete'; step: string; values?: Partial<V> }
  | { type: 'back' }
  | { type: 'goto'; step: string }
  | { type: 'submit' }
  | { type: 'submitOk' }
  | { type: 'submitFailed'; error?: string };

/** Options of {@link initWizard}. */
interface WizardInit<V> {
  /** Keys of the data steps, in order (at least one; unique; not the preview's key). */
  steps: readonly string[];
  /** Key of the preview step (default `'preview'`). */
  preview?: string;
  /** Values before any draft (defaults of the fields). */
  initialValues?: V;
  /** The step of the URL the wizard was opened at (default the first step). */
  opened?: string;
}

/** Default key of the preview step. */
export const PREVIEW_STEP = 'preview';

/**
 * The state of a wizard just opened (before the draft is read).
 * @throws Error when `steps` is empty, has duplicates or contains the preview's key
 */
export function initWizard<V>(init: WizardInit<V>): WizardState<V> {
  const preview = init.preview ?? PREVIEW_STEP;
  if (!init.steps.length) throw new Error('wizard: at least one step');
  if (new Set(init.steps).size !== init.steps.length || init.steps.includes(preview)) throw new Error('wizard: step keys must be unique and differ from the preview');
  const all = [...init.steps, preview];
  return {
    steps: [...init.steps],
    preview,
    values: (init.initialValues ?? {}) as V,
    finished: {},
    current: init.opened && all.includes(init.opened) ? init.opened : init.steps[0],
    ready: false,
    status: 'editing',
    blocked: [],
    rev: 0,
    saveNow: false,
    nav: 'replace',
    notices: [],
  };
}

/** All step keys in order, the preview last. */
function allSteps(s: Pick<WizardState<unknown>, 'steps' | 'preview'>): string[] {
  return [...s.steps, s.preview];
}

/** Whether `key` is a step of the wizard (the preview included). */
function isStep(s: Pick<WizardState<unknown>, 'steps' | 'preview'>, key: unknown): key is string {
  return typeof key === 'string' && allSteps(s).includes(key);
}

/** The data steps not finished, in order. */
export function unfinishedSteps(s: Pick<WizardState<unknown>, 'steps' | 'finished'>): string[] {
  return s.steps.filter((k) => !s.finished[k]);
}

/** Whether every data step is finished (the preview may submit). */
export function canSubmit(s: Pick<WizardState<unknown>, 'steps' | 'finished'>): boolean {
  return unfinishedSteps(s).length === 0;
}

/** The draft to save: values, finished flags, current step. */
export function toDraft<V>(s: WizardState<V>): WizardDraft<V> {
  return { values: s.values, finished: { ...s.finished }, current: s.current };
}

/** Position of the current step among all steps (0-based; the preview is last). */
export function currentIndex(s: Pick<WizardState<unknown>, 'steps' | 'preview' | 'current'>): number {
  return Math.max(0, allSteps(s).indexOf(s.current));
}

/** Whether `v` is a plain object (what values and finished flags must be). */
function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** Merges changed values into the values (one level: each step owns its top-level fields). */
function merge<V>(values: V, patch: Partial<V> | undefined): V {
  return patch && isRecord(patch) ? ({ ...(values as object), ...(patch as object) } as V) : values;
}

/**
 * THE wizard reducer (pure; returns the same object when an action changes nothing). See
 * {@link WizardAction} for the transitions. While `submitting` or `submitted`, only the submit's
 * outcome is accepted; before `ready`, changes are kept but not asked to be saved (`rev` unchanged)
 * so they cannot overwrite a draft not yet read.
 */
export function wizardReducer<V>(s: WizardState<V>, a: WizardAction<V>): WizardState<V> {
  if (s.status !== 'editing' && a.type !== 'submitOk' && a.type !== 'submitFailed') return s;
  const bump = (next: Partial<WizardState<V>>, saveNow = false): WizardState<V> => ({
    ...s,
    ...next,
    rev: s.ready ? s.rev + 1 : s.rev,
    saveNow,
  });
  switch (a.type) {
    case 'open':
      if (!isStep(s, a.step) || a.step === s.current) return s;
      return bump({ current: a.step, nav: 'push' }, true);
    case 'restore': {
      if (s.ready) return s;
      const d = a.draft;
      const opened = isStep(s, a.opened) ? a.opened : undefined;
      const base: WizardState<V> = { ...s, ready: true, current: opened ?? s.current, nav: 'replace' };
      let restored = base;
      if (d && isRecord(d)) {
        const finished: Record<string, boolean> = {};
        if (isRecord(d.finished)) for (const k of s.steps) if (d.finished[k] === true) finished[k] = true;
        const left = isStep(s, d.current) ? d.current : s.steps[0];
        restored = { ...base, values: isRecord(d.values) ? merge(s.values, d.values as Partial<V>) : s.values, finished, current: opened ?? left };
      }
      const o = a.override?.(restored.values);
      if (o) {
        const finished = { ...restored.finished };
        if (o.step) delete finished[o.step];
        restored = { ...restored, values: merge(restored.values, o.values), finished };
      }
      if (!d || !a.normalize) return restored;
      const n = a.normalize(restored.values, a.today ?? '');
      if (!n.notices.length) return restored;
      const finished = { ...restored.finished };
      if (n.step) delete finished[n.step];
      return { ...restored, values: n.values, finished, notices: [...n.notices], rev: restored.rev + 1, saveNow: true };
    }
    case 'dismissNotices':
      return s.notices.length ? { ...s, notices: [] } : s;
    case 'clearError':
      return s.error === undefined ? s : { ...s, error: undefined };
    case 'change': {
      if (!s.steps.includes(a.step)) return s;
      const finished = { ...s.finished };
      delete finished[a.step];
      return bump({ values: merge(s.values, a.values), finished, error: undefined });
    }
    case 'complete': {
      const i = s.steps.indexOf(a.step);
      if (i < 0) return s;
      const all = allSteps(s);
      return bump(
        {
          values: merge(s.values, a.values),
          finished: { ...s.finished, [a.step]: true },
          blocked: s.blocked.filter((k) => k !== a.step),
          error: undefined,
          current: all[i + 1],
          nav: 'push',
        },
        true,
      );
    }
    case 'back': {
      const i = allSteps(s).indexOf(s.current);
      if (i <= 0) return s;
      return bump({ current: allSteps(s)[i - 1], nav: 'push' }, true);
    }
    case 'goto':
      if (!isStep(s, a.step) || a.step === s.current) return s;
      return bump({ current: a.step, nav: 'push' }, true);
    case 'submit': {
      const missing = unfinishedSteps(s);
      if (missing.length) return { ...s, blocked: missing, error: undefined, current: s.preview, nav: s.current === s.preview ? s.nav : 'push' };
      return { ...s, status: 'submitting', blocked: [], error: undefined };
    }
    case 'submitOk':
      return s.status === 'submitting' ? { ...s, status: 'submitted' } : s;
    case 'submitFailed':
      return s.status === 'submitting' ? { ...s, status: 'editing', error: a.error } : s;
    default:
      return s;
  }
}
