/**
 * The declaration workspace's status chain (issue #11; spec §4 "Declaration actions … Their statuses:
 * not shown"; domain-facts §A.1 "Suggested status chain"): ONE typed transition table used by the
 * list's row and batch buttons, the declaration pages and the mock API. Pure TypeScript, relative
 * imports only (the mock loads it from Node).
 *
 * Chain of a normal period (`declareType` 0):
 * prepared (0) → data uploaded (1) → calculated (2) → awaiting the seller's confirmation (3) →
 * confirmed (4) → return generated (5) → submitted with the authority's receipt (6) →
 * payment guide issued (7) → paid (8).
 * A zero declaration (`declareType` 1) goes prepared → confirmed (the seller confirms the nil return
 * on its own page), then return generated → submitted → no payment due (9).
 * A return with nothing to pay (zero, a credit or a refund: amount ≤ 0) leaves "submitted" by
 * "ignore payments" into "no payment due" (9); one with an amount payable by the payment guide.
 *
 * Messages are locale keys of the `declare` area (`declare.refuse.*`), with `{placeholders}`.
 */

/** Status codes of a declaration (`taxDeclareStatus`; spec §4 "Default preparation … taxDeclareStatus 0"). */
export const DECLARE_STATUS = {
  /** Created for a period; no data yet. */
  PREPARED: 0,
  /** The period's sales data (or reports) uploaded; not calculated yet. */
  DATA_UPLOADED: 1,
  /** Tax calculated with the engine; the return fails a pre-filing check or is being calculated. */
  CALCULATED: 2,
  /** Calculated, no blocking check: waiting for the seller to review and confirm. */
  AWAITING_CONFIRMATION: 3,
  /** The seller (or the agent on the seller's instruction) confirmed the figures. */
  CONFIRMED: 4,
  /** The country's return built from the confirmed figures. */
  RETURN_GENERATED: 5,
  /** Submitted; the authority's receipt is stored. */
  SUBMITTED: 6,
  /** The payment guide (amount, due date, beneficiary, reference) issued. */
  PAYMENT_GUIDE_ISSUED: 7,
  /** Payment recorded with its proof. */
  PAID: 8,
  /** Submitted with nothing to pay (zero return, credit or refund): payments ignored. */
  NO_PAYMENT_DUE: 9,
} as const;
export type DeclareStatus = (typeof DECLARE_STATUS)[keyof typeof DECLARE_STATUS];

/** Every status code, in chain order. */
export const DECLARE_STATUSES: readonly DeclareStatus[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Declaration type (`declareType`; spec §4 default 0): a normal return or a zero (nil) return. */
const DECLARE_TYPE = { NORMAL: 0, ZERO: 1 } as const;
export type DeclareType = (typeof DECLARE_TYPE)[keyof typeof DECLARE_TYPE];
export const DECLARE_TYPES: readonly DeclareType[] = [0, 1];

/** Status tags: `code → { label (locale key), color }` (one map for the column, the filter and the tags); only colours the theme keeps at AA contrast (the sweep's axe check). */
export const DECLARE_STATUS_MAP: Record<DeclareStatus, { label: string; color: string }> = {
  0: { label: 'declare.status.0', color: 'default' },
  1: { label: 'declare.status.1', color: 'blue' },
  2: { label: 'declare.status.2', color: 'processing' },
  3: { label: 'declare.status.3', color: 'warning' },
  4: { label: 'declare.status.4', color: 'geekblue' },
  5: { label: 'declare.status.5', color: 'purple' },
  6: { label: 'declare.status.6', color: 'blue' },
  7: { label: 'declare.status.7', color: 'warning' },
  8: { label: 'declare.status.8', color: 'success' },
  9: { label: 'declare.status.9', color: 'success' },
};

/** Type tags (locale keys `declare.type.<code>`). */
export const DECLARE_TYPE_MAP: Record<DeclareType, { label: string; color: string }> = {
  0: { label: 'declare.type.0', color: 'default' },
  1: { label: 'declare.type.1', color: 'warning' },
};

/**
 * Actions on a declaration: the nine of spec §4 (confirm, cancelConfirm, ignorePayments,
 * directDeclare, taxCalculate, vatReturn, submit, paymentGuide, payment) plus the two steps of the
 * start flow (`upload`: the period's data; `zeroDeclare`: the seller confirms a nil return) and the
 * engine's own `calcFinished` (system: a calculation without blocking checks).
 */
export type DeclareAction =
  | 'upload'
  | 'zeroDeclare'
  | 'taxCalculate'
  | 'calcFinished'
  | 'confirm'
  | 'cancelConfirm'
  | 'directDeclare'
  | 'vatReturn'
  | 'submit'
  | 'paymentGuide'
  | 'payment'
  | 'ignorePayments';

/** Actions a person may start from the console (all but the engine's `calcFinished`), in button order. */
const USER_ACTIONS: readonly Exclude<DeclareAction, 'calcFinished'>[] = [
  'upload',
  'zeroDeclare',
  'taxCalculate',
  'confirm',
  'cancelConfirm',
  'directDeclare',
  'vatReturn',
  'submit',
  'paymentGuide',
  'payment',
  'ignorePayments',
];

/** Every action, system ones included. */
export const DECLARE_ACTIONS: readonly DeclareAction[] = [...USER_ACTIONS, 'calcFinished'];

/** Who acts: the seller (role 1), the agent of the seller (role 2), or the system (the engine). */
export type DeclareActor = 'seller' | 'agent' | 'system';

/** Condition on the return's amount: `payable` > 0, `notPayable` ≤ 0 (zero, credit, refund). */
type AmountGuard = 'payable' | 'notPayable';

/** One row of the transition table. */
interface Transition {
  /** Statuses the action is allowed in. */
  from: readonly DeclareStatus[];
  /** Status after the action. */
  to: DeclareStatus;
  /** Who may take it. */
  actors: readonly DeclareActor[];
  /** Condition on the amount of the return, if any. */
  amount?: AmountGuard;
  /** The period must have ended (HMRC `TAX_PERIOD_NOT_ENDED`, domain-facts §A.3). */
  periodEnded?: boolean;
  /** Only for this declaration type. */
  type?: DeclareType;
}

const S = DECLARE_STATUS;
const PEOPLE: readonly DeclareActor[] = ['seller', 'agent'];

/**
 * THE transition table. Re-uploading data or recalculating is allowed until the seller confirms
 * (every re-upload recalculates, as at VSOA: domain-facts §A.1). Direct declare is the agent's
 * one-step "confirm, generate and submit" for a client who approved in advance (Taxually's
 * auto-approval, §A.1), never the seller's.
 */
const TRANSITIONS: Readonly<Record<DeclareAction, Transition>> = {
  upload: { from: [S.PREPARED, S.DATA_UPLOADED, S.CALCULATED, S.AWAITING_CONFIRMATION], to: S.DATA_UPLOADED, actors: PEOPLE },
  zeroDeclare: { from: [S.PREPARED, S.DATA_UPLOADED, S.CALCULATED, S.AWAITING_CONFIRMATION], to: S.CONFIRMED, actors: PEOPLE },
  taxCalculate: { from: [S.DATA_UPLOADED, S.CALCULATED, S.AWAITING_CONFIRMATION], to: S.CALCULATED, actors: PEOPLE, type: 0 },
  calcFinished: { from: [S.CALCULATED], to: S.AWAITING_CONFIRMATION, actors: ['system'], type: 0 },
  confirm: { from: [S.AWAITING_CONFIRMATION], to: S.CONFIRMED, actors: PEOPLE },
  cancelConfirm: { from: [S.CONFIRMED, S.RETURN_GENERATED], to: S.AWAITING_CONFIRMATION, actors: PEOPLE, type: 0 },
  directDeclare: { from: [S.AWAITING_CONFIRMATION, S.CONFIRMED, S.RETURN_GENERATED], to: S.SUBMITTED, actors: ['agent'], periodEnded: true },
  vatReturn: { from: [S.CONFIRMED, S.RETURN_GENERATED], to: S.RETURN_GENERATED, actors: PEOPLE, periodEnded: true },
  submit: { from: [S.RETURN_GENERATED], to: S.SUBMITTED, actors: PEOPLE, periodEnded: true },
  paymentGuide: { from: [S.SUBMITTED, S.PAYMENT_GUIDE_ISSUED], to: S.PAYMENT_GUIDE_ISSUED, actors: PEOPLE, amount: 'payable' },
  payment: { from: [S.PAYMENT_GUIDE_ISSUED], to: S.PAID, actors: PEOPLE, amount: 'payable' },
  ignorePayments: { from: [S.SUBMITTED], to: S.NO_PAYMENT_DUE, actors: PEOPLE, amount: 'notPayable' },
};

/** What {@link checkAction} needs to know of a declaration. */
export interface DeclareFacts {
  status: DeclareStatus;
  declareType: DeclareType;
  /** Amount of the return in its currency, decimal string (`"-12.50"` refundable); `null` before calculation. */
  amount: string | null;
  /** Last day of the period, `YYYY-MM-DD`. */
  periodEnd: string;
  /**
   * Blocking problems of the last calculation (Chinese sentences, see `blockingProblems` in
   * `./checks`): no transaction in the period, most transactions outside it, no return for the
   * country, a UK return failing HMRC's rules. While there is one, a normal declaration cannot be
   * confirmed, generated or submitted ({@link FILING_ACTIONS}); the nil return stays possible only
   * through its own action (`zeroDeclare`). Absent or empty: none.
   */
  blockers?: readonly string[];
}

/** Actions that carry a calculation towards the authority: refused while a blocking problem stands (issue #19). */
export const FILING_ACTIONS: readonly DeclareAction[] = ['confirm', 'directDeclare', 'vatReturn', 'submit'];

/** Why an action is refused: a code for the API and a locale key (`declare.refuse.*`) with its values. */
export interface Refusal {
  ok: false;
  /** `ACTION_NOT_ALLOWED`, `ACTOR_NOT_ALLOWED`, `BLOCKING_PROBLEM`, `DUPLICATE_SUBMISSION`, `TAX_PERIOD_NOT_ENDED`, `NOTHING_TO_PAY`, `PAYMENT_DUE`, `TYPE_NOT_ALLOWED`. */
  code: string;
  key: string;
  values: Record<string, string>;
}

/** The verdict of {@link checkAction}: allowed with the next status, or a {@link Refusal}. */
type ActionVerdict = { ok: true; to: DeclareStatus } | Refusal;

/** Whether an amount (decimal string) is strictly positive; `null`/blank is not. No float arithmetic. */
export function isPayable(amount: string | null | undefined): boolean {
  if (!amount) return false;
  const t = amount.trim();
  return /^\+?\d*\.?\d+$/.test(t) && /[1-9]/.test(t);
}

const refuse = (code: string, key: string, values: Record<string, string> = {}): Refusal => ({ ok: false, code, key, values });

/**
 * Whether `actor` may take `action` on a declaration `d` on `today` (`YYYY-MM-DD`), and the status
 * it leads to. Order of the checks: a second submission (`DUPLICATE_SUBMISSION`, HMRC's code), a
 * blocking problem of the last calculation on a normal declaration not yet submitted
 * (`BLOCKING_PROBLEM`, for {@link FILING_ACTIONS}: the reason names the first problem and the way
 * out — re-upload, or the explicit nil return), the status, the type, the actor, the period's end
 * (`TAX_PERIOD_NOT_ENDED`: a period that has not ended can be prepared and confirmed, not generated or
 * submitted), the amount. Never throws.
 */
export function checkAction(d: DeclareFacts, action: DeclareAction, actor: DeclareActor, today: string): ActionVerdict {
  const t = TRANSITIONS[action];
  const status = `declare.status.${d.status}`;
  if ((action === 'submit' || action === 'directDeclare') && d.status >= S.SUBMITTED) return refuse('DUPLICATE_SUBMISSION', 'declare.refuse.duplicate');
  if (d.blockers?.length && d.declareType === DECLARE_TYPE.NORMAL && d.status < S.SUBMITTED && FILING_ACTIONS.includes(action))
    return refuse('BLOCKING_PROBLEM', 'declare.refuse.blocking', { action: `declare.action.${action}`, problem: d.blockers[0] });
  if (!t.from.includes(d.status)) return refuse('ACTION_NOT_ALLOWED', 'declare.refuse.status', { action: `declare.action.${action}`, status });
  if (t.type !== undefined && d.declareType !== t.type) return refuse('TYPE_NOT_ALLOWED', 'declare.refuse.type', { action: `declare.action.${action}`, type: `declare.type.${d.declareType}` });
  if (!t.actors.includes(actor)) return refuse('ACTOR_NOT_ALLOWED', actor === 'seller' ? 'declare.refuse.agentOnly' : 'declare.refuse.actor', { action: `declare.action.${action}` });
  if (t.periodEnded && today <= d.periodEnd) return refuse('TAX_PERIOD_NOT_ENDED', 'declare.refuse.periodNotEnded', { end: d.periodEnd });
  if (t.amount === 'payable' && !isPayable(d.amount)) return refuse('NOTHING_TO_PAY', 'declare.refuse.nothingToPay', { action: `declare.action.${action}` });
  if (t.amount === 'notPayable' && isPayable(d.amount)) return refuse('PAYMENT_DUE', 'declare.refuse.paymentDue', { amount: d.amount ?? '' });
  return { ok: true, to: t.to };
}

/** The user actions `actor` may take on `d` today (for the row buttons), in button order. */
export function allowedActions(d: DeclareFacts, actor: DeclareActor, today: string): DeclareAction[] {
  return USER_ACTIONS.filter((a) => checkAction(d, a, actor, today).ok);
}

/**
 * A batch of the same action over several declarations: the ids that may take it and the refused
 * ones with their {@link Refusal}. Applying the allowed ones is the caller's part.
 */
export function planBatch<T extends DeclareFacts & { id: number }>(rows: readonly T[], action: DeclareAction, actor: DeclareActor, today: string): { allowed: T[]; refused: { row: T; refusal: Refusal }[] } {
  const allowed: T[] = [];
  const refused: { row: T; refusal: Refusal }[] = [];
  for (const row of rows) {
    const v = checkAction(row, action, actor, today);
    if (v.ok) allowed.push(row);
    else refused.push({ row, refusal: v });
  }
  return { allowed, refused };
}

/** Whether a status is final (nothing left to do in the period). */
export function isFinal(status: DeclareStatus): boolean {
  return status === S.PAID || status === S.NO_PAYMENT_DUE;
}

/**
 * Fills a refusal's message from a locale map (`messages`: the zh-CN or en-US `declare` area):
 * values that are themselves locale keys (`declare.action.confirm`) are translated first.
 */
export function refusalText(r: Pick<Refusal, 'key' | 'values'>, messages: Record<string, string>): string {
  const tpl = messages[r.key] ?? r.key;
  return tpl.replace(/\{(\w+)\}/g, (_m, k: string) => {
    const v = r.values[k] ?? '';
    return messages[v] ?? v;
  });
}
