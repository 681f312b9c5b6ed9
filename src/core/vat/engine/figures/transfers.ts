/**
 * Own-goods movements across a border (vat-engine.md rules 4 and 6): an intra-EU transfer of the
 * seller's own goods is a deemed intra-EU supply of the departure state (VAT Directive Art. 17,
 * exempt under Art. 138(2)(c), listed in the EC Sales List under the seller's own number in the
 * arrival state) and an intra-EU acquisition of the arrival state (Art. 21; VAT due and deductible,
 * Art. 168(c)), valued at the purchase or cost price at the time (Art. 76; transfers.ts costIndex);
 * its tax point is Art. 69's (transfers.ts transferTaxPoint; the seller's choice of invoice rule). A
 * movement out of the EU or the UK is an export of the departure country; goods coming in from
 * outside carry no figure here (import VAT comes through the deducts / defers). A transfer without
 * a cost cannot be valued: it is an error of the result naming its rows (issue #20), in no return.
 *
 * Carry-forward (issue #32): a transfer made in the period whose tax point is in the next one (Art.
 * 69 without an invoice, the seller's choice) is carried forward — kept with the result
 * (`carriedForward`, every row with its cost if one was found) and placed by the next period's
 * calculation, which gets it as `VatOptions.carriedIn` ({@link bringCarriedIn}) whether or not its
 * reports list it; a report row that lists a carried-in transfer again is left out of the period
 * (reason CARRIED_IN), so each transfer is declared exactly once.
 */
import type { ColumnMap } from '../../columns';
import { countryLabel, isEuVatArea, returnCurrency } from '../../countries';
import type { RecordView } from '../../csv';
import { intToIso, isoToInt } from '../../dates';
import { divRound, fmtUnits, roundCents, SCALE, unitsOf } from '../../money';
import { standardRate } from '../../rates';
import { carriedForwardMessage, carriedInMessage, carryKey, costAt, noCostMessage, NO_COST_ROWS_LISTED, transferTaxPoint } from '../../transfers';
import type { CarriedForward, CarriedIn, CarriedRow, RowRef, TransferRule, VatError } from '../../types';
import { vatError } from '../../messages';
import { noteRateUsed } from '../amounts';
import { emit } from '../buckets';
import { addRef, setPendingDetail } from '../details';
import type { Engine } from '../engine';
import { countInPeriod, countOutOfPeriod } from '../period';
import { addStock } from '../prefiling';
import { fileErr } from '../reading';
import { CarryRecord, FileState, MRow, Ref } from '../rows';
import { setWarning, skip, warnAt } from '../warnings';

/**
 * An FC_TRANSFER / INBOUND row: the stock it shows in each country, then the own-goods movement in
 * the period of its tax point (Art. 69). A transfer made in the period whose tax point falls after
 * it (Art. 69 without an invoice) is carried forward to the next period, its cost checked now (a
 * missing one is named in this period's result); one already carried in from the previous period
 * is not placed again (issue #32).
 */
export function transferRow(e: Engine, fs: FileState, rec: RecordView, row: number, r0: RowRef, type: string, date: number): boolean {
  const C = fs.map as ColumnMap;
  const d = rec.key(C.DEP) || rec.key(C.SDEP);
  const a = rec.key(C.ARR) || rec.key(C.SARR);
  if (type === 'FC_TRANSFER' && d) addStock(e, d, r0);
  if (a) addStock(e, a, r0);
  if (e.inspectOnly) return true;
  if (e.carriedKeys !== null && e.carriedKeys.has(carryKey(type, r0.eventId, date, rec.atom(C.SKU), rec.empty(C.QTY) ? 1 : rec.num(C.QTY), d, a))) {
    return countOutOfPeriod(e, fs, r0, true);
  }
  // an intra-EU transfer of own goods belongs to the period of its tax point (Art. 69)
  const tp = d && a && d !== a && isEuVatArea(d, date) && isEuVatArea(a, date) ? transferTaxPoint(date, e.transferInvoiceDay) : date;
  if (!(tp >= e.from && tp <= e.to)) {
    if (tp === date || !(date >= e.from && date <= e.to)) return countOutOfPeriod(e, fs, r0);
    // transferred in the period, taxable after it (Art. 69 without an invoice): carried to the next period
    countInPeriod(e, fs);
    movement(e, fs, rec, row, r0, type, date, d, a, tp, true);
    return true;
  }
  countInPeriod(e, fs);
  movement(e, fs, rec, row, r0, type, date, d, a, tp);
  return true;
}

/**
 * Rule 4 + rule 6: own-goods movement across a border, valued at cost. `date` = the transfer
 * (dispatch) date, `taxPoint` = its tax point (Art. 69): the rate of VAT, the exchange rate and the
 * period follow the tax point; the cost is the one valid on the transfer date (Art. 76).
 * `carry` = a transfer whose tax point is after the period: its cost is checked (a missing one is
 * reported: MOVEMENT_WITHOUT_COST, issue #32) and it is carried forward, not placed.
 */
function movement(e: Engine, fs: FileState, rec: RecordView, row: number, r: RowRef, type: string, date: number, d: string, a: string, taxPoint = date, carry = false): void {
  const C = fs.map as ColumnMap;
  if (!d || !a || d === a) {
    e.byTreatment.bump('NONE');
    e.noVatFigure++;
    return;
  }
  if (!carry) e.byTreatment.bump('MOVEMENT');
  const dEu = isEuVatArea(d, date);
  const aEu = isEuVatArea(a, date);
  if (!dEu && d !== 'GB') {
    e.noVatFigure++; // import into the EU/UK: import VAT comes through deducts / defers
    return;
  }
  const qty = rec.empty(C.QTY) ? 1 : rec.num(C.QTY);
  if (!Number.isFinite(qty) || qty < 0) {
    fileErr(fs, 'BAD_NUMBER', { row, column: 'QTY', value: rec.text(C.QTY) });
    skip(e, 'READ_ERROR', '行内日期或金额无法识别，已跳过（见文件错误）', r);
    return;
  }
  valueMovement(e, fs, r, row, type, date, d, a, dEu, aEu, taxPoint, qty, rec.atom(C.SKU), rec.units(C.COST, e.comma), rec.key(C.CUR) || returnCurrency(d, date), carry);
}

/**
 * A movement's value: `unit` the report's cost per item (units), else the cost list's entry valid on
 * the transfer day `date` (Art. 76; its own currency), × `qty`. Without either, the transfer is
 * noted without a cost; with `carry` it is then carried forward (this period's rows: counted at
 * `carriedForward`), else placed ({@link placeMovement}).
 */
function valueMovement(e: Engine, fs: FileState, r: RowRef, row: number, type: string, date: number, d: string, a: string, dEu: boolean, aEu: boolean, taxPoint: number, qty: number, sku: string, unit: number, cur: string, carry: boolean): void {
  if (!(unit > 0)) {
    const c = costAt(e.costs.get(sku), date);
    if (c) {
      unit = c.units;
      cur = c.currency;
    } else unit = NaN;
  }
  // one class of row record (MRow) for sales, refunds and movements: one object shape
  const m = new MRow(fs, r);
  m.row = row;
  m.eventId = r.eventId;
  m.date = taxPoint;
  m.type = type;
  m.d = d;
  m.a = a;
  m.cur = cur;
  m.qty = qty;
  m.sku = sku;
  if (Number.isNaN(unit)) {
    if (!carry) e.movementNoCost++;
    noteTransferWithoutCost(e, fs, m, r, row, sku, d, a, carry);
  } else if (carry) setPendingDetail(e, m, unit * (qty || 1), 0, unit * (qty || 1), 'MOVEMENT', a);
  if (carry) {
    e.carriedOut.push(new CarryRecord(r, type === 'INBOUND' ? 'INBOUND' : 'FC_TRANSFER', date, taxPoint, d, a, sku, qty, unit, cur));
    addRef(e, e.carriedOutAgg, r);
    return;
  }
  if (!Number.isNaN(unit)) placeMovement(e, m, unit * (qty || 1), d, a, dEu, aEu, taxPoint);
}

/**
 * A movement valued at `value` (units, the cost currency): within the EU the departure state's
 * exempt supply (line `intraEuSupply`, EC Sales List kind `transfer`) and the arrival state's
 * acquisition at its standard rate on the tax point (Art. 21, 68, 69; VAT due and deductible);
 * from the EU or the UK to outside, the departure country's export.
 */
function placeMovement(e: Engine, m: MRow, value: number, d: string, a: string, dEu: boolean, aEu: boolean, taxPoint: number): void {
  e.movements.set(d, (e.movements.get(d) ?? 0) + 1);
  e.primary = false;
  if (dEu && aEu) {
    const sr = standardRate(a === 'XI' ? 'GB' : a, taxPoint);
    const vat = sr ? roundCents(divRound(value * sr.bp, SCALE)) : 0;
    setPendingDetail(e, m, value, 0, value, 'MOVEMENT', a);
    emit(e, d, 'intraEuSupply', '', `transfer|${a}|${a}`, m, value, 0);
    emit(e, a, 'acquisition', sr ? sr.fraction : '0', '', m, value, vat);
    if (sr) noteRateUsed(e, sr);
  } else {
    setPendingDetail(e, m, value, 0, value, 'MOVEMENT', d);
    emit(e, d, 'export', '', '', m, value, 0);
  }
}

/**
 * A transfer without a cost (issue #20): gathered per file for the error ({@link noCostErrors}) —
 * apart for the transfers carried to the next period (`carry`) — ; the warning beside it keeps the
 * rows for drill-down.
 */
function noteTransferWithoutCost(e: Engine, fs: FileState, m: MRow, r: RowRef, row: number, sku: string, d: string, a: string, carry: boolean): void {
  setPendingDetail(e, m, NaN, NaN, NaN, 'MOVEMENT', null);
  const by = carry ? e.noCostCarried : e.noCost;
  let agg = by.get(fs);
  if (!agg) by.set(fs, (agg = { rows: [], count: 0, skus: new Set(), routes: new Set(), countries: new Set() }));
  agg.count++;
  if (agg.rows.length < NO_COST_ROWS_LISTED) agg.rows.push(row);
  if (agg.skus.size < NO_COST_ROWS_LISTED) agg.skus.add(sku || '（无 SKU）');
  const rt = noCostRoute(e, d, a);
  agg.routes.add(rt.label);
  agg.countries.add(d).add(a);
  // the error (noCostErrors) is what stops the figures; the warning keeps its rows for drill-down
  // and for the declaration's list of warnings (declare.warnMeaning.MOVEMENT_WITHOUT_COST)
  warnAt(e, rt.key, 'MOVEMENT_WITHOUT_COST', rt.message, r);
}

/** The route label `德国(DE) → 波兰(PL)`, the warning's map key and its message for transfers from `d` to `a` without a cost (built once per route). */
function noCostRoute(e: Engine, d: string, a: string): { label: string; key: string; message: string } {
  const k = `${d}>${a}`;
  let rt = e.noCostRoutes.get(k);
  if (!rt) {
    const label = `${countryLabel(d)} → ${countryLabel(a)}`;
    rt = { label, key: `MOVEMENT_WITHOUT_COST|${k}`, message: `${label} 的自有货物移库没有成本价：未计入任何申报（见错误信息），请补充 SKU 成本后重新计算` };
    e.noCostRoutes.set(k, rt);
  }
  return rt;
}

/**
 * Issue #20 (vat-engine.md rule 6; Art. 17, 76): a cross-border transfer of own goods without a
 * cost price (none in the report, none valid on the transfer day in the cost list) cannot be
 * valued, so it is left out of every return — an ERROR of the result (code MOVEMENT_WITHOUT_COST,
 * in `VatResult.errors`, not in the file's own read errors: the file is sound), one per file,
 * naming its rows (the first {@link NO_COST_ROWS_LISTED}), SKUs and routes and how to fix it.
 * Transfers carried to the next period get an error of their own (`carriedForward`, issue #32):
 * named now, though this period's returns are complete without them.
 */
export function noCostErrors(e: Engine): VatError[] {
  const out: VatError[] = [];
  for (const [fs, g] of e.noCost) {
    out.push({ ...vatError('MOVEMENT_WITHOUT_COST', fs.report.name, { row: g.rows[0], message: noCostMessage(fs.report.name, g) }), rows: g.rows, rowCount: g.count, countries: [...g.countries].sort() });
  }
  for (const [fs, g] of e.noCostCarried) {
    const message = `${noCostMessage(fs.report.name, g)}。这些移库已结转下期（按第 69 条不开票规则纳税义务发生日在下期）：本期申报不受影响，但下一期计算时仍需成本，请在下一期计算前补充`;
    out.push({ ...vatError('MOVEMENT_WITHOUT_COST', fs.report.name, { row: g.rows[0], message }), rows: g.rows, rowCount: g.count, countries: [...g.countries].sort(), carriedForward: true });
  }
  return out;
}

/** The file state of the carried-in rows of report `file` (their errors name it as carried in; not one of the result's files). */
function carriedFile(e: Engine, file: string): FileState {
  let fs = e.carriedFiles.get(file);
  if (!fs) {
    fs = new FileState({ name: `${file}（上期结转）`, layout: 'current', rows: 0, bytes: 0, delimiter: null, errors: [], period: { from: null, to: null, activityPeriods: [] } }, -1);
    e.carriedFiles.set(file, fs);
  }
  return fs;
}

/**
 * The transfers carried in from the previous period (`VatOptions.carriedIn`, issue #32): each placed
 * in this period when its tax point (computed with the rule of its own period) is in it — valued at
 * the cost its period found, else at this calculation's cost list on the transfer day, else named
 * without a cost — and out of the period otherwise. Counted apart from the reports' rows
 * (reconciliation `carriedIn`).
 */
export function bringCarriedIn(e: Engine): void {
  const list = e.opts.carriedIn ?? [];
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    e.pm = null;
    const fs = carriedFile(e, c.file);
    const r = new Ref(c.file, c.row, c.eventId);
    const date = isoToInt(c.date);
    const tp = isoToInt(c.taxPoint);
    if (tp >= e.from && tp <= e.to) {
      countInPeriod(e, fs);
      e.byTreatment.bump('MOVEMENT');
      const unit = c.cost === null ? NaN : unitsOf(c.cost);
      valueMovement(e, fs, r, c.row, c.type, date, c.depart, c.arrival, isEuVatArea(c.depart, date), isEuVatArea(c.arrival, date), tp, c.qty, c.sku, unit, c.currency || returnCurrency(c.depart, date), false);
    } else countOutOfPeriod(e, fs, r);
    addRef(e, e.carriedInAgg, r);
  }
}

/** The periods the carried-in transfers come from, each with its rule and count (TransferRule.carriedIn), in first-seen order. */
export function carriedInPeriods(e: Engine): NonNullable<TransferRule['carriedIn']> {
  const by = new Map<string, NonNullable<TransferRule['carriedIn']>[number]>();
  for (const c of e.opts.carriedIn ?? []) {
    const k = `${c.period.from}|${c.period.to}|${c.transferInvoice}`;
    const p = by.get(k);
    if (p) p.rowCount++;
    else by.set(k, { period: { from: c.period.from, to: c.period.to }, invoice: c.transferInvoice, rowCount: 1 });
  }
  return [...by.values()];
}

/** The row the next period is given for a transfer carried forward from the period `from`–`to` (YYYYMMDD). */
function carriedRowOf(c: CarryRecord, from: number, to: number): CarriedRow {
  return {
    file: c.ref.file,
    row: c.ref.row,
    eventId: c.ref.eventId,
    type: c.type,
    date: intToIso(c.date),
    taxPoint: intToIso(c.taxPoint),
    depart: c.d,
    arrival: c.a,
    sku: c.sku,
    qty: c.qty,
    cost: Number.isNaN(c.unit) ? null : fmtUnits(c.unit),
    currency: c.cur,
    transferInvoice: 'none',
    period: { from: intToIso(from), to: intToIso(to) },
  };
}

/**
 * The carried-forward and carried-in parts of the result for the period `from`–`to` (YYYYMMDD), with
 * their warnings (TRANSFERS_CARRIED_FORWARD, TRANSFERS_CARRIED_IN); each absent when empty.
 */
export function carriedParts(e: Engine, from: number, to: number): { forward?: CarriedForward; carriedIn?: CarriedIn } {
  const out: { forward?: CarriedForward; carriedIn?: CarriedIn } = {};
  if (e.carriedOut.length) {
    const message = carriedForwardMessage(e.carriedOutAgg.count, from, to);
    out.forward = { reason: 'TAX_POINT_AFTER_PERIOD', message, rowCount: e.carriedOutAgg.count, rows: e.carriedOutAgg.refs, entries: e.carriedOut.map((c) => carriedRowOf(c, from, to)) };
    setWarning(e, 'TRANSFERS_CARRIED_FORWARD', { code: 'TRANSFERS_CARRIED_FORWARD', message, count: e.carriedOutAgg.count, refs: e.carriedOutAgg.refs });
  }
  const list = e.opts.carriedIn ?? [];
  if (list.length) {
    const message = carriedInMessage(e.carriedInAgg.count, carriedInPeriods(e).map((p) => p.period));
    out.carriedIn = { message, rowCount: e.carriedInAgg.count, rows: e.carriedInAgg.refs, entries: list, duplicates: e.oopCarried.count };
    setWarning(e, 'TRANSFERS_CARRIED_IN', { code: 'TRANSFERS_CARRIED_IN', message, count: e.carriedInAgg.count, refs: e.carriedInAgg.refs });
  }
  return out;
}
