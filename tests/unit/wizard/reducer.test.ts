/**
 * The wizard state machine (src/core/wizard): every transition of the one reducer, the step URLs,
 * and the whole story of issue 9 — type in step 1, leave, come back restored at the right step,
 * finish, the preview refuses with an unfinished step, submit.
 */
import {
  canSubmit,
  currentIndex,
  initWizard,
  normalizePath,
  openedStep,
  pathOfStep,
  stepOfPath,
  toDraft,
  unfinishedSteps,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '@/core/wizard';

interface TagNote {
  vatNumber?: string;
  tag?: string;
  note?: string;
  remindAt?: string;
}

const STEPS = ['tag', 'note'] as const;
const PATHS = [
  { key: 'tag', path: '/user/vat-tax/tag' },
  { key: 'note', path: '/user/vat-tax/tag/note' },
  { key: 'preview', path: '/user/vat-tax/tag/preview' },
];

/** Applies actions in order. */
function run(s: WizardState<TagNote>, ...actions: WizardAction<TagNote>[]): WizardState<TagNote> {
  return actions.reduce(wizardReducer, s);
}

/** A wizard that has read an empty draft store. */
function fresh(opened?: string): WizardState<TagNote> {
  return run(initWizard<TagNote>({ steps: STEPS, initialValues: { tag: '重点客户' }, opened }), { type: 'restore', draft: null });
}

describe('initWizard', () => {
  it('starts at the first step (or the opened one), not ready, nothing finished', () => {
    const s = initWizard<TagNote>({ steps: STEPS });
    expect(s).toMatchObject({ steps: ['tag', 'note'], preview: 'preview', current: 'tag', ready: false, status: 'editing', finished: {}, rev: 0, values: {} });
    expect(initWizard({ steps: STEPS, opened: 'note' }).current).toBe('note');
    expect(initWizard({ steps: STEPS, opened: 'preview' }).current).toBe('preview');
    expect(initWizard({ steps: STEPS, opened: 'nope' }).current).toBe('tag');
  });

  it('refuses bad step lists', () => {
    expect(() => initWizard({ steps: [] })).toThrow();
    expect(() => initWizard({ steps: ['a', 'a'] })).toThrow();
    expect(() => initWizard({ steps: ['a', 'preview'] })).toThrow();
  });
});

describe('restore', () => {
  const draft = { values: { vatNumber: 'GB980780684', tag: '重点客户' }, finished: { tag: true }, current: 'note' };

  it('restores values, flags and the step the user left', () => {
    const s = run(initWizard<TagNote>({ steps: STEPS, initialValues: { tag: '默认' } }), { type: 'restore', draft });
    expect(s).toMatchObject({ ready: true, current: 'note', finished: { tag: true }, values: { vatNumber: 'GB980780684', tag: '重点客户' }, nav: 'replace', rev: 0 });
  });

  it('the step whose URL was opened directly wins over the step left', () => {
    expect(run(initWizard<TagNote>({ steps: STEPS }), { type: 'restore', draft, opened: 'tag' }).current).toBe('tag');
    expect(run(initWizard<TagNote>({ steps: STEPS }), { type: 'restore', draft, opened: 'preview' }).current).toBe('preview');
  });

  it('no draft: ready at the opened step with the initial values', () => {
    const s = run(initWizard<TagNote>({ steps: STEPS, initialValues: { tag: 'x' } }), { type: 'restore', draft: null, opened: 'note' });
    expect(s).toMatchObject({ ready: true, current: 'note', values: { tag: 'x' }, finished: {} });
  });

  it('ignores unknown steps, non-true flags and a malformed draft; restores only once', () => {
    const odd = { values: 'x', finished: { tag: 'yes', note: true, ghost: true }, current: 'ghost' } as never;
    const s = run(initWizard<TagNote>({ steps: STEPS, initialValues: { tag: 'a' } }), { type: 'restore', draft: odd });
    expect(s).toMatchObject({ current: 'tag', finished: { note: true }, values: { tag: 'a' } });
    expect(run(s, { type: 'restore', draft })).toBe(s);
  });
});

describe('restore override (a choice passed in the URL wins over the draft)', () => {
  const draft = { values: { vatNumber: 'GB980780684', tag: '重点客户' }, finished: { tag: true, note: true }, current: 'note' };
  const vipTag = (v: TagNote) => (v.tag === 'VIP' ? undefined : { values: { tag: 'VIP' }, step: 'tag' });

  it('its values win over the restored ones and its step is no longer finished', () => {
    const s = run(initWizard<TagNote>({ steps: STEPS }), { type: 'restore', draft, override: vipTag });
    expect(s.values).toEqual({ vatNumber: 'GB980780684', tag: 'VIP' });
    expect(s.finished).toEqual({ note: true });
    expect(s.current).toBe('note');
  });

  it('applies without a draft too, and changes nothing when it answers undefined', () => {
    expect(run(initWizard<TagNote>({ steps: STEPS }), { type: 'restore', draft: null, override: vipTag }).values.tag).toBe('VIP');
    const same = run(initWizard<TagNote>({ steps: STEPS }), { type: 'restore', draft: { ...draft, values: { tag: 'VIP' } }, override: vipTag });
    expect(same.finished).toEqual({ tag: true, note: true });
  });
});

describe('clearError', () => {
  it('removes the preview error (e.g. once the agreement is signed) and is a no-op without one', () => {
    const s0 = run(fresh(), { type: 'complete', step: 'tag' }, { type: 'complete', step: 'note' }, { type: 'submit' }, { type: 'submitFailed', error: '请先签署服务协议再提交' });
    expect(s0.error).toBe('请先签署服务协议再提交');
    const s1 = wizardReducer(s0, { type: 'clearError' });
    expect(s1.error).toBeUndefined();
    expect(wizardReducer(s1, { type: 'clearError' })).toBe(s1);
  });
});

describe('editing', () => {
  it('change merges values, un-finishes the step and asks for a debounced save', () => {
    const s0 = run(fresh(), { type: 'complete', step: 'tag', values: { vatNumber: 'GB980780684' } }, { type: 'back' });
    expect(s0.finished.tag).toBe(true);
    const s1 = wizardReducer(s0, { type: 'change', step: 'tag', values: { tag: 'VIP' } });
    expect(s1.values).toEqual({ vatNumber: 'GB980780684', tag: 'VIP' });
    expect(s1.finished.tag).toBeUndefined();
    expect(s1.rev).toBe(s0.rev + 1);
    expect(s1.saveNow).toBe(false);
  });

  it('changes before the draft is read are kept but not asked to be saved', () => {
    const s = wizardReducer(initWizard<TagNote>({ steps: STEPS }), { type: 'change', step: 'tag', values: { tag: 'x' } });
    expect(s.values.tag).toBe('x');
    expect(s.rev).toBe(0);
  });

  it('complete finishes the step, moves on and asks to save now; the last data step leads to the preview', () => {
    const s1 = wizardReducer(fresh(), { type: 'complete', step: 'tag', values: { vatNumber: 'GB980780684' } });
    expect(s1).toMatchObject({ current: 'note', finished: { tag: true }, saveNow: true, nav: 'push', rev: 1 });
    const s2 = wizardReducer(s1, { type: 'complete', step: 'note', values: { note: '季度复核' } });
    expect(s2).toMatchObject({ current: 'preview', finished: { tag: true, note: true } });
    expect(wizardReducer(s2, { type: 'complete', step: 'preview' })).toBe(s2);
  });

  it('back goes one step back (not before the first); goto and open jump to known steps only', () => {
    const s = run(fresh(), { type: 'goto', step: 'preview' });
    expect(s.current).toBe('preview');
    expect(wizardReducer(s, { type: 'back' }).current).toBe('note');
    expect(wizardReducer(fresh(), { type: 'back' })).toEqual(fresh());
    expect(wizardReducer(s, { type: 'goto', step: 'ghost' })).toBe(s);
    expect(wizardReducer(s, { type: 'goto', step: 'preview' })).toBe(s);
    const o = wizardReducer(s, { type: 'open', step: 'tag' });
    // Moving between steps is saved at once (typing is debounced).
    expect(o).toMatchObject({ current: 'tag', saveNow: true });
    expect(wizardReducer(s, { type: 'back' }).saveNow).toBe(true);
    expect(o.rev).toBe(s.rev + 1);
    expect(wizardReducer(o, { type: 'open', step: 'ghost' })).toBe(o);
  });
});

describe('submit', () => {
  const done = () => run(fresh(), { type: 'complete', step: 'tag', values: { vatNumber: 'GB980780684' } }, { type: 'complete', step: 'note', values: { note: 'n' } });

  it('refuses while a step is unfinished, names it, and shows the preview', () => {
    const s = run(fresh(), { type: 'complete', step: 'tag' }, { type: 'goto', step: 'tag' }, { type: 'submit' });
    expect(s).toMatchObject({ status: 'editing', blocked: ['note'], current: 'preview' });
    expect(unfinishedSteps(s)).toEqual(['note']);
    expect(canSubmit(s)).toBe(false);
  });

  it('submits when every step is finished; ok → submitted; nothing else is accepted meanwhile', () => {
    const s = wizardReducer(done(), { type: 'submit' });
    expect(s.status).toBe('submitting');
    expect(wizardReducer(s, { type: 'change', step: 'tag', values: { tag: 'x' } })).toBe(s);
    expect(wizardReducer(s, { type: 'back' })).toBe(s);
    expect(wizardReducer(s, { type: 'submit' })).toBe(s);
    const ok = wizardReducer(s, { type: 'submitOk' });
    expect(ok.status).toBe('submitted');
    expect(wizardReducer(ok, { type: 'goto', step: 'tag' })).toBe(ok);
  });

  it('a failed submit keeps values and flags, shows the error, and can be retried', () => {
    const before = done();
    const failed = run(before, { type: 'submit' }, { type: 'submitFailed', error: '该 VAT 税号已被其他账号标记' });
    expect(failed).toMatchObject({ status: 'editing', error: '该 VAT 税号已被其他账号标记', values: before.values, finished: before.finished, current: 'preview' });
    expect(toDraft(failed)).toEqual(toDraft(before));
    expect(wizardReducer(failed, { type: 'submit' }).status).toBe('submitting');
    // An edit clears the error.
    expect(wizardReducer(failed, { type: 'change', step: 'note', values: { note: 'm' } }).error).toBeUndefined();
  });

  it('outcomes without a running submit change nothing', () => {
    const s = fresh();
    expect(wizardReducer(s, { type: 'submitOk' })).toBe(s);
    expect(wizardReducer(s, { type: 'submitFailed', error: 'x' })).toBe(s);
  });
});

describe('the story: type, leave, return, finish, refused preview, submit', () => {
  it('walks through it with a stored draft between two visits', () => {
    // Visit 1: the user opens the wizard, types the VAT number in step 1 and leaves.
    let s = run(initWizard<TagNote>({ steps: STEPS, opened: openedStep(PATHS, '/user/vat-tax/tag') }), { type: 'restore', draft: null });
    s = wizardReducer(s, { type: 'change', step: 'tag', values: { vatNumber: 'GB980780684' } });
    expect(s.rev).toBe(1);
    const stored = JSON.parse(JSON.stringify(toDraft(s)));
    expect(stored).toEqual({ values: { vatNumber: 'GB980780684' }, finished: {}, current: 'tag' });

    // Visit 2 through the menu (the entry path): restored at the step left, with the value typed.
    s = run(initWizard<TagNote>({ steps: STEPS, opened: openedStep(PATHS, '/user/vat-tax/tag/') }), { type: 'restore', draft: stored });
    expect(s.current).toBe('tag');
    expect(s.values.vatNumber).toBe('GB980780684');

    // Finish step 1, type in step 2 and leave from there.
    s = run(s, { type: 'complete', step: 'tag', values: { vatNumber: 'GB980780684', tag: '重点客户' } }, { type: 'change', step: 'note', values: { note: '季度复核' } });
    const stored2 = JSON.parse(JSON.stringify(toDraft(s)));
    expect(stored2.current).toBe('note');

    // Visit 3 through the menu: back at step 2, step 1 still finished.
    s = run(initWizard<TagNote>({ steps: STEPS, opened: openedStep(PATHS, '/user/vat-tax/tag') }), { type: 'restore', draft: stored2 });
    expect(s).toMatchObject({ current: 'note', finished: { tag: true }, values: { vatNumber: 'GB980780684', tag: '重点客户', note: '季度复核' } });

    // Jumping to the preview: it refuses to submit and names step 2.
    s = run(s, { type: 'goto', step: 'preview' }, { type: 'submit' });
    expect(s.status).toBe('editing');
    expect(s.blocked).toEqual(['note']);

    // Following the preview's link to step 2, finishing it, submitting.
    s = run(s, { type: 'goto', step: 'note' }, { type: 'complete', step: 'note', values: { note: '季度复核' } });
    expect(s.current).toBe('preview');
    expect(s.blocked).toEqual([]);
    s = run(s, { type: 'submit' });
    expect(s.status).toBe('submitting');
    s = wizardReducer(s, { type: 'submitOk' });
    expect(s.status).toBe('submitted');
    expect(s.values).toEqual({ vatNumber: 'GB980780684', tag: '重点客户', note: '季度复核' });
  });

  it('opening a step URL directly restores there, not where the user left', () => {
    const stored = { values: { vatNumber: 'GB980780684' }, finished: { tag: true }, current: 'preview' };
    const s = run(initWizard<TagNote>({ steps: STEPS, opened: openedStep(PATHS, '/user/vat-tax/tag/note') }), {
      type: 'restore',
      draft: stored,
      opened: openedStep(PATHS, '/user/vat-tax/tag/note'),
    });
    expect(s.current).toBe('note');
    expect(currentIndex(s)).toBe(1);
  });
});

describe('step URLs', () => {
  it('maps paths and keys, ignoring a trailing slash, query and hash', () => {
    expect(stepOfPath(PATHS, '/user/vat-tax/tag/note/')).toBe('note');
    expect(stepOfPath(PATHS, '/user/vat-tax/tag/preview?x=1')).toBe('preview');
    expect(stepOfPath(PATHS, '/user/vat-tax')).toBeUndefined();
    expect(pathOfStep(PATHS, 'note')).toBe('/user/vat-tax/tag/note');
    expect(pathOfStep(PATHS, 'ghost')).toBeUndefined();
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/a//')).toBe('/a');
    expect(openedStep(PATHS, '/user/vat-tax/tag')).toBeUndefined();
    expect(openedStep(PATHS, '/user/vat-tax/tag/preview')).toBe('preview');
  });
});
