/**
 * ONE step list per wizard (issue #18 "step routes generated from one list per wizard"): the list
 * lives in `src/core/<area>/steps.ts`, `config/routes/<area>.ts` generates the step routes from it
 * ({@link wizardRoutes}) and the page reads the same list for its steps' paths and titles, so no
 * path is written twice. Each step's fields are declared as data beside it (`src/core/<area>/fields.ts`,
 * joined to the list by {@link withFields}; ./readback.ts): the preview reads every one of them back.
 * The route files read only the light list (no field declaration, no service records, so editing those
 * does not restart the dev server). Pure, relative imports only (the route files and the mock load it).
 */
import type { ReadField } from './readback';

/** One data step: its key (the draft's `finished[key]` flag and `current`), route path and title locale key. */
interface WizardStepDef {
  /** Unique key of the step; also the key of its finished flag in the draft. */
  key: string;
  /** Route path (the first step's path is the wizard's entry, where the menu leads). */
  path: string;
  /** Locale key of the step's title (e.g. `vatService.step.store`). */
  titleKey: string;
  /**
   * A step a guest may open (spec §2 lists e.g. `/user/compliance/company-info` among the unguarded
   * routes): its route goes to `open`; a guest sees the wizard's guest page on it (what the step and
   * the wizard ask) and logs in before anything is saved, then comes back to this step.
   */
  open?: boolean;
  /**
   * The step's fields as data, in the form's order (./readback.ts `ReadField`: name, label key, kind,
   * unit, currency, options, table columns): the preview reads each back with its value as entered.
   * Set by {@link withFields} from `src/core/<area>/fields.ts`.
   */
  fields?: readonly ReadField[];
}

/** A wizard's routes: data steps in order, the preview and the finished page. */
export interface WizardDef {
  /** The data steps in order (at least one). */
  steps: readonly WizardStepDef[];
  /** The preview step's path; `open: true` when a guest may open it (spec §2 unguarded list). */
  preview: { path: string; open?: boolean };
  /** The finished page's path. */
  finished: { path: string };
}

/** A generated route: the fields of config/routes' `AppRoute` this module fills in. */
interface WizardRoute {
  path: string;
  component: string;
  title: string;
  hideInMenu: true;
}

/** Options of {@link wizardRoutes}: the page component (`vat-service/wizard`) and the route title key. */
interface WizardRouteOptions {
  component: string;
  title: string;
}

/**
 * The routes of wizard `def`, every one rendering `component` with title `title`:
 * `guarded` = the data steps not marked `open`, the preview unless it is open, and the finished page
 * (in that order); `open` = the steps marked `open`, then the preview when `def.preview.open`.
 * @throws Error when two routes share a path or the wizard has no step (a wrong list must fail at build time)
 */
export function wizardRoutes(def: WizardDef, opts: WizardRouteOptions): { open: WizardRoute[]; guarded: WizardRoute[] } {
  if (!def.steps.length) throw new Error('wizard: at least one step');
  const all = [...def.steps.map((s) => s.path), def.preview.path, def.finished.path];
  if (new Set(all).size !== all.length) throw new Error(`wizard: duplicate path in ${all.join(', ')}`);
  const r = (path: string): WizardRoute => ({ path, component: opts.component, title: opts.title, hideInMenu: true });
  const guarded = [...def.steps.filter((s) => !s.open).map((s) => r(s.path)), ...(def.preview.open ? [] : [r(def.preview.path)]), r(def.finished.path)];
  return { open: [...def.steps.filter((s) => s.open).map((s) => r(s.path)), ...(def.preview.open ? [r(def.preview.path)] : [])], guarded };
}

/** Every step's declared fields of a wizard, by step key (`src/core/<area>/fields.ts`). */
export type WizardFields = Readonly<Record<string, readonly ReadField[]>>;

/**
 * The step list `def` with each step's declared `fields` (the page passes the result as WizardPage's
 * `def`, so its preview reads every step back).
 * @throws Error when a step has no declared fields (a step the preview could not read back) or
 *   `fields` names a step the list does not have
 */
export function withFields(def: WizardDef, fields: WizardFields): WizardDef {
  const keys = def.steps.map((s) => s.key);
  const missing = keys.filter((k) => !fields[k]?.length);
  if (missing.length) throw new Error(`wizard: no declared fields for step ${missing.join(', ')}`);
  const extra = Object.keys(fields).filter((k) => !keys.includes(k));
  if (extra.length) throw new Error(`wizard: fields of unknown step ${extra.join(', ')}`);
  return { ...def, steps: def.steps.map((s) => ({ ...s, fields: fields[s.key] })) };
}
