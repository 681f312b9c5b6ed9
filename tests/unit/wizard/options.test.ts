/**
 * The WizardPage options of issue #18/#19 in their pure parts (src/core/wizard): the one step list
 * per wizard → its routes (and the route file really reads it), the restored draft's correction
 * (`normalizeDraft`), the hand-off that never moves a draft backwards, the agent's `?client=`.
 */
import { guardedRoutes, openRoutes, type AppRoute } from '../../../config/routes';
import { VAT_SERVICE_WIZARD } from '@/core/vat-service/steps';
import {
  clientOfSearch,
  initWizard,
  resumeFromHandoff,
  toDraft,
  wizardReducer,
  wizardRoutes,
  type DraftNormalizer,
  type WizardAction,
  type WizardDef,
  type WizardState,
} from '@/core/wizard';
import { HANDOFF_TTL_MS, publishHandoff, releaseHandoff, takeHandoff } from '@/components/WizardPage/handoff';

interface V {
  period?: string;
  annual?: boolean;
  name?: string;
}

const DEF: WizardDef = {
  steps: [
    { key: 'a', path: '/w', titleKey: 't.a' },
    { key: 'b', path: '/w/b', titleKey: 't.b' },
    { key: 'c', path: '/w/c', titleKey: 't.c' },
  ],
  preview: { path: '/w/preview' },
  finished: { path: '/w/finished' },
};
const PATHS = [...DEF.steps.map((s) => ({ key: s.key, path: s.path })), { key: 'preview', path: DEF.preview.path }];
const run = (s: WizardState<V>, ...a: WizardAction<V>[]) => a.reduce(wizardReducer, s);
const init = () => initWizard<V>({ steps: DEF.steps.map((s) => s.key) });

describe('step list → routes', () => {
  it('generates one route per step, the preview and the finished page, all one component', () => {
    const r = wizardRoutes(DEF, { component: 'x/w', title: 'title.w' });
    expect(r.guarded.map((x) => x.path)).toEqual(['/w', '/w/b', '/w/c', '/w/preview', '/w/finished']);
    expect(r.open).toEqual([]);
    expect(new Set(r.guarded.map((x) => `${x.component}|${x.title}|${x.hideInMenu}`))).toEqual(new Set(['x/w|title.w|true']));
    const open = wizardRoutes({ ...DEF, preview: { path: '/w/preview', open: true } }, { component: 'x/w', title: 'title.w' });
    expect(open.open.map((x) => x.path)).toEqual(['/w/preview']);
    expect(open.guarded.map((x) => x.path)).not.toContain('/w/preview');
  });

  it('refuses a list with a repeated path or no step', () => {
    expect(() => wizardRoutes({ ...DEF, finished: { path: '/w/b' } }, { component: 'c', title: 't' })).toThrow(/duplicate/);
    expect(() => wizardRoutes({ ...DEF, steps: [] }, { component: 'c', title: 't' })).toThrow();
  });

  it("the VAT service's route file is generated from its step list (the preview open, the rest guarded)", () => {
    const flat = (rs: AppRoute[]): AppRoute[] => rs.flatMap((r) => [r, ...flat(r.routes ?? [])]);
    const paths = (rs: AppRoute[]) => flat(rs).filter((r) => r.component === 'vat-service/wizard').map((r) => r.path);
    expect(paths(openRoutes)).toEqual([VAT_SERVICE_WIZARD.preview.path]);
    expect(paths(guardedRoutes)).toEqual([...VAT_SERVICE_WIZARD.steps.map((s) => s.path), VAT_SERVICE_WIZARD.finished.path]);
  });
});

describe('normalizeDraft: a restored draft is corrected, with notices, and saved back', () => {
  // A made-up date rule: the annual option only until 04-30 of the year.
  const normalize: DraftNormalizer<V> = (v, today) =>
    v.annual && today.slice(5) > '04-30' ? { values: { ...v, annual: false }, notices: [`年度报告只能在 4 月 30 日前选择（今天 ${today}），已取消`], step: 'c' } : { values: v, notices: [] };
  const draft = { values: { annual: true, name: '甲' }, finished: { a: true, b: true, c: true }, current: 'preview' };

  it('corrects the values, clears the step, shows the notices and asks to save at once', () => {
    const s = run(init(), { type: 'restore', draft, normalize, today: '2026-05-02' });
    expect(s.values).toEqual({ annual: false, name: '甲' });
    expect(s.finished).toEqual({ a: true, b: true });
    expect(s.notices).toEqual(['年度报告只能在 4 月 30 日前选择（今天 2026-05-02），已取消']);
    expect(s.rev).toBe(1);
    expect(s.saveNow).toBe(true);
    expect(toDraft(s).values.annual).toBe(false);
    expect(run(s, { type: 'dismissNotices' }).notices).toEqual([]);
  });

  it('leaves a draft that keeps the rules untouched (nothing saved), and gets today as passed', () => {
    const seen: string[] = [];
    const s = run(init(), { type: 'restore', draft, normalize: (v, today) => (seen.push(today), normalize(v, today)), today: '2026-04-01' });
    expect(seen).toEqual(['2026-04-01']);
    expect(s).toMatchObject({ values: { annual: true }, notices: [], rev: 0, saveNow: false, finished: { c: true } });
  });

  it('is not called without a stored draft', () => {
    const fn = jest.fn(normalize);
    run(init(), { type: 'restore', draft: null, normalize: fn, today: '2026-05-02' });
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('hand-off: never moves a draft backwards (issue #19)', () => {
  /** A user at step c (the draft's current is c). */
  const atC = () => run(init(), { type: 'restore', draft: { values: { name: '甲' }, finished: { a: true, b: true }, current: 'c' } });

  it('a return through the entry resumes at the step left and saves nothing', () => {
    const prior = atC();
    const s = resumeFromHandoff(prior, PATHS, '/w', false);
    expect(s.current).toBe('c');
    expect(s.rev).toBe(prior.rev);
    expect(s.nav).toBe('replace');
    expect(toDraft(s).current).toBe('c');
  });

  it("a restore's notices survive its own redirect (entry → the step left), not the user's next move", () => {
    const restored = run(init(), {
      type: 'restore',
      draft: { values: { name: '甲' }, finished: { a: true, b: true }, current: 'c' },
      normalize: (v) => ({ values: v, notices: ['已更正'] }),
      today: '2026-11-24',
    });
    expect(restored.notices).toEqual(['已更正']);
    // the URL follows the restored step (a replace): the new mount keeps the notices
    const redirected = resumeFromHandoff(restored, PATHS, '/w/c', true);
    expect(redirected.notices).toEqual(['已更正']);
    // the user's own move to another step: shown once is enough
    const moved = resumeFromHandoff(redirected, PATHS, '/w/b', true);
    expect(moved.notices).toEqual([]);
  });

  it('a return to another step URL shows that step without saving it', () => {
    const prior = atC();
    const s = resumeFromHandoff(prior, PATHS, '/w/b', false);
    expect(s.current).toBe('b');
    expect(s.rev).toBe(prior.rev);
  });

  it('a move between steps (the previous page still mounted) opens the URL step and saves it', () => {
    const prior = atC();
    const s = resumeFromHandoff(prior, PATHS, '/w', true);
    expect(s.current).toBe('a');
    expect(s.rev).toBe(prior.rev + 1);
    expect(s.saveNow).toBe(true);
  });

  it('the hand-off store tells a move (live) from a return (released) and forgets after its life', () => {
    const owner = {};
    const state = atC();
    publishHandoff('u|w|', owner, state);
    expect(takeHandoff('u|w|')).toEqual({ state, live: true });
    publishHandoff('u|w|', owner, state);
    releaseHandoff('u|w|', owner);
    expect(takeHandoff('u|w|')).toEqual({ state, live: false });
    expect(takeHandoff('u|w|')).toBeUndefined();
    const now = Date.now();
    publishHandoff('u|w|', owner, state);
    releaseHandoff('u|w|', owner);
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now + HANDOFF_TTL_MS + 1000);
    expect(takeHandoff('u|w|')).toBeUndefined();
    spy.mockRestore();
  });

  it('a wizard unmounted because the address moved to the path now mounting is a move, not a return (browser back)', () => {
    const owner = {};
    const state = atC();
    // the router unmounted step 2 first, the address already at step 1: the browser's back button
    publishHandoff('u|w|', owner, state);
    releaseHandoff('u|w|', owner, '/w/');
    expect(takeHandoff('u|w|', '/w')).toEqual({ state, live: true });
    // left for another page, then back through the entry: a return
    publishHandoff('u|w|', owner, state);
    releaseHandoff('u|w|', owner, '/elsewhere');
    expect(takeHandoff('u|w|', '/w')).toEqual({ state, live: false });
  });
});

describe("the agent's client in the URL", () => {
  it('reads ?client= digits only', () => {
    expect(clientOfSearch('?client=12&register=DE')).toBe(12);
    expect(clientOfSearch('?client=')).toBeUndefined();
    expect(clientOfSearch('?client=1e3')).toBeUndefined();
    expect(clientOfSearch('')).toBeUndefined();
  });
});
