/**
 * The agent's board (issue #12, spec §2 `/user/declare/management`): one row per client company, one
 * cell per country it holds a VAT number in, each cell the current period's declaration status from
 * THE transition table (`src/core/declare/status.ts`), its due date and days left. Pure rules shared
 * by the mock (which builds the cells) and the page (which shows and filters them).
 */
import { allowedActions, DECLARE_STATUS, isFinal, type DeclareAction, type DeclareFacts, type DeclareStatus } from '../declare/status';

/** One country of a client company on the board. */
export interface BoardCell {
  country: string;
  vatNumber: string;
  /** The declaration of the current period, or `null` when none was created yet (status 0 then). */
  declareId: number | null;
  status: DeclareStatus;
  /** The period, `YYYY-MM-DD`. */
  periodStart: string;
  periodEnd: string;
  /** Due date of the period's return, `YYYY-MM-DD` (src/core/vat-tax/periods.ts `dueDate`). */
  dueDate: string;
  /** Days from today to the due date; negative when overdue. */
  daysLeft: number;
  /** Actions the agent may take now (from the transition table). */
  actions: DeclareAction[];
  /** Whether the agent has something to do: see {@link needsAgentAction}. */
  needsAction: boolean;
  /** Seller reports stored for the period's months (the many-report upload). */
  reports: number;
}

/** One client company on the board. */
export interface BoardRow {
  companyId: number;
  companyName: string;
  userId: number;
  userName: string;
  /** Cells in the order of the company's VAT numbers. */
  cells: BoardCell[];
}

/** Summary over the whole filtered board (not only the page). */
export interface BoardSummary {
  companies: number;
  cells: number;
  /** Cells whose return is late ({@link isLate}). */
  overdue: number;
  /** Cells not final due within 7 days (today included). */
  dueSoon: number;
  needsAction: number;
}

/** Filters of the board call (all optional). `dueWithin`: days; overdue cells always count as due. */
export interface BoardFilter {
  status?: DeclareStatus;
  country?: string;
  dueWithin?: number;
  needsAction?: boolean;
}

/** Actions that are the agent's work (not the seller's confirmation, not undoing). */
const AGENT_WORK: ReadonlySet<DeclareAction> = new Set(['upload', 'taxCalculate', 'directDeclare', 'vatReturn', 'submit', 'paymentGuide', 'payment']);

/**
 * Whether the agent has something to do on a declaration: it is not final and the transition table
 * lets the agent take a working action (upload, calculate, direct declare, generate, submit, payment
 * guide, record payment). A declaration waiting for the seller's confirmation alone is not the
 * agent's action, unless the table lets the agent direct-declare it.
 */
export function needsAgentAction(facts: DeclareFacts, today: string): { actions: DeclareAction[]; needsAction: boolean } {
  const actions = allowedActions(facts, 'agent', today);
  return { actions, needsAction: !isFinal(facts.status) && actions.some((a) => AGENT_WORK.has(a)) };
}

/**
 * Whether a cell's return is late: not submitted yet (status before 6, 已申报) and its due date has
 * passed. A submitted return waiting for its payment guide or payment is not a late return; its
 * payment is due by the same date (shown as such).
 */
export function isLate(cell: Pick<BoardCell, 'status' | 'daysLeft'>): boolean {
  return cell.status < DECLARE_STATUS.SUBMITTED && cell.daysLeft < 0;
}

/** Whether a cell passes the filter (a row passes when one of its cells does, see {@link rowMatches}). */
export function cellMatches(cell: BoardCell, f: BoardFilter): boolean {
  if (f.country && cell.country !== f.country) return false;
  if (f.status !== undefined && cell.status !== f.status) return false;
  if (f.dueWithin !== undefined && (isFinal(cell.status) || cell.daysLeft > f.dueWithin)) return false;
  if (f.needsAction && !cell.needsAction) return false;
  return true;
}

/** Whether a company passes the filter: without cell filters always; else when one of its cells does. */
export function rowMatches(row: BoardRow, f: BoardFilter): boolean {
  const cellFilter = f.country || f.status !== undefined || f.dueWithin !== undefined || f.needsAction;
  return !cellFilter || row.cells.some((c) => cellMatches(c, f));
}

/** The summary of a set of rows. */
export function boardSummary(rows: readonly BoardRow[]): BoardSummary {
  let cells = 0;
  let overdue = 0;
  let dueSoon = 0;
  let needsAction = 0;
  for (const r of rows) {
    for (const c of r.cells) {
      cells++;
      if (isLate(c)) overdue++;
      else if (!isFinal(c.status) && c.daysLeft >= 0 && c.daysLeft <= 7) dueSoon++;
      if (c.needsAction) needsAction++;
    }
  }
  return { companies: rows.length, cells, overdue, dueSoon, needsAction };
}

/** Months (`YYYY-MM`) a period covers, start to end inclusive. */
export function monthsOf(periodStart: string, periodEnd: string): string[] {
  const out: string[] = [];
  let y = Number(periodStart.slice(0, 4));
  let m = Number(periodStart.slice(5, 7));
  const end = periodEnd.slice(0, 7);
  for (let i = 0; i < 24; i++) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    out.push(ym);
    if (ym >= end) break;
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}
