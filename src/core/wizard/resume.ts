/**
 * Resuming a wizard from the state handed over by its previous mount (src/components/WizardPage/
 * handoff.ts). Pure. Issue #19 "the wizard hand-off never moves a draft backwards": leaving the
 * wizard at step 3 and coming back through its entry within the hand-off's life used to open step 1
 * and save it as the draft's step.
 */
import { openedStep, stepOfPath, type StepPath } from './paths';
import { wizardReducer, type WizardState } from './state';

/**
 * The state of a wizard mounting at `pathname` with the state `prior` of its previous mount.
 * - `live` (a move between the wizard's own step routes — next, back, a preview link, the browser's
 *   history): the step of the URL is opened, as the user asked. The restore notices were shown on
 *   the previous step and are not shown again — unless this move is the restore's own redirect (the
 *   URL catching up with the step left, e.g. the entry → the preview): then the user has not seen
 *   them yet, and they stay.
 * - not live (the user left the wizard and came back): like a restore of the draft — the entry path
 *   (the first step's, where the menu and the overview's buttons lead) resumes AT THE STEP LEFT;
 *   another step's URL opened directly shows that step; nothing is saved by resuming (`rev`
 *   unchanged), so the draft's step is never moved by the hand-off itself, and the URL is replaced.
 */
export function resumeFromHandoff<V>(prior: WizardState<V>, paths: readonly StepPath[], pathname: string, live: boolean): WizardState<V> {
  if (live) {
    const urlStep = stepOfPath(paths, pathname);
    const moved = urlStep ? wizardReducer(prior, { type: 'open', step: urlStep }) : prior;
    const redirect = urlStep === prior.current && prior.nav === 'replace';
    return moved.notices.length && !redirect ? { ...moved, notices: [] } : moved;
  }
  const opened = openedStep(paths, pathname);
  return { ...prior, current: opened ?? prior.current, nav: 'replace', saveNow: false, notices: [] };
}
