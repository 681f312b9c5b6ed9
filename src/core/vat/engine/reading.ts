/**
 * Reading (vat-engine.md rule 1 and the file checks): a file's header, its rows' common fields
 * (type, event id, scheme, responsibility, the date rule 1 takes, ACTIVITY_PERIOD, the seller's VAT
 * numbers the report names), the end of a file, and the rows that carry no figure. A row then goes
 * to its own reader: SALE / REFUND to money-row.ts, FC_TRANSFER / INBOUND to figures/transfers.ts.
 */
import { columnName, mapHeader, type ColumnMap } from '../columns';
import { countryLabel } from '../countries';
import type { RecordView } from '../csv';
import { intToIso, parseActivityPeriod } from '../dates';
import { looksEncrypted } from '../checks';
import { vatError } from '../messages';
import type { TableHandler } from '../reader';
import type { RowRef, VatErrorCode } from '../types';
import type { Engine } from './engine';
import { transferRow } from './figures/transfers';
import { moneyRow } from './money-row';
import { countInPeriod, countOutOfPeriod } from './period';
import { FileState, Ref } from './rows';
import { skip, warn } from './warnings';

/** Errors listed per file (the rest are counted: TOO_MANY_ERRORS). */
const MAX_ERRORS_PER_FILE = 100;

/** Transaction types of the VAT Transactions Report. */
const KNOWN_TYPES = new Set([
  'SALE', 'REFUND', 'RETURN', 'FC_TRANSFER', 'INBOUND', 'COMMINGLING_SELL', 'COMMINGLING_BUY', 'LIQUIDATION_SALE',
  'LIQUIDATION_REFUND', 'DONATION', 'INVOICE', 'CREDIT_NOTE',
]);

/** The reader's callbacks for the table (file, or archive member) `name`: a new FileState in the result's file list. */
export function tableFor(e: Engine, name: string): TableHandler {
  const fs = new FileState({ name, layout: null, rows: 0, bytes: 0, delimiter: null, errors: [], period: { from: null, to: null, activityPeriods: [] } }, e.files.length);
  e.files.push(fs);
  return {
    header: (names, delim) => readHeader(e, fs, names, delim),
    record: (rec, row) => readRow(e, fs, rec, row),
    parseError: (row) => fileErr(fs, 'UNTERMINATED_QUOTE', { row }),
    fileError: (code, detail, message) => {
      fs.fatal = true;
      fileErr(fs, code, { detail, message });
      if (code === 'TOO_LARGE' && fs.report.rows > 0 && !e.inspectOnly) {
        // a member whose actual size passed the limit while being read: its first rows are in already
        warn(e, 'ROWS_SKIPPED', `part|${name}`, `文件 ${name} 读到第 ${fs.report.rows} 行时超过大小上限：其余部分未读取，申报结果不完整，请解压后分开上传`, null);
      }
    },
    finish: (bytes, delim) => finishFile(e, fs, bytes, delim),
    rows: () => fs.report.rows,
  };
}

/** Records a read error of file `fs` (the first {@link MAX_ERRORS_PER_FILE} are listed). */
export function fileErr(fs: FileState, code: VatErrorCode, extra: { row?: number; column?: string; value?: string; detail?: string; message?: string }): void {
  fs.errorCount++;
  if (fs.errorCount <= MAX_ERRORS_PER_FILE) fs.report.errors.push(vatError(code, fs.report.name, extra));
}

/** The header: the file's layout (current 95 / legacy 92 columns) and column map; a file missing required columns is not a VTR (NOT_VTR). */
function readHeader(e: Engine, fs: FileState, names: string[], delim: string): boolean {
  fs.headerSeen = true;
  fs.report.delimiter = delim;
  const { map, missing, layout } = mapHeader(names);
  if (missing.length) {
    fs.fatal = true;
    fileErr(fs, 'NOT_VTR', { detail: missing.join('、') });
    return false;
  }
  fs.map = map;
  fs.current = layout === 'current';
  fs.report.layout = layout;
  e.comma = delim === ';';
  return true;
}

/** The end of a file: empty / header-only files, the error cap, the file's period, and PERIOD_MISMATCH when none of its rows is in the period. */
function finishFile(e: Engine, fs: FileState, bytes: number, delim: string | null): void {
  fs.report.bytes = bytes;
  if (delim && !fs.report.delimiter) fs.report.delimiter = delim;
  if (!fs.fatal) {
    if (!fs.headerSeen) {
      fs.fatal = true;
      fileErr(fs, 'EMPTY_FILE', {});
    } else if (fs.map && fs.report.rows === 0) {
      fs.fatal = true;
      fileErr(fs, 'HEADER_ONLY', {});
    }
  }
  if (fs.errorCount > MAX_ERRORS_PER_FILE) {
    fs.report.errors.push(vatError('TOO_MANY_ERRORS', fs.report.name, { detail: `仅列出前 ${MAX_ERRORS_PER_FILE} 条（共 ${fs.errorCount} 条）` }));
  }
  fs.report.period = {
    from: fs.maxDate ? intToIso(fs.minDate) : null,
    to: fs.maxDate ? intToIso(fs.maxDate) : null,
    activityPeriods: [...fs.aps].sort(),
  };
  if (e.periodGiven && fs.report.rows > 0 && fs.inPeriod === 0 && !e.inspectOnly) {
    warn(e, 'PERIOD_MISMATCH', `nofile|${fs.report.name}`, `文件 ${fs.report.name} 没有任何交易落在申报期内（文件日期 ${fs.report.period.from} 至 ${fs.report.period.to}）：请确认上传的是本期报告`, null);
  }
}

/**
 * One data row: its common fields, rule 1's date (TRANSACTION_COMPLETE_DATE, with fallbacks), the
 * file's account and periods, the seller VAT numbers it names; then the row's own reader by type.
 * Returns true to go on reading.
 */
function readRow(e: Engine, fs: FileState, rec: RecordView, row: number): boolean {
  const C = fs.map as ColumnMap;
  e.pm = null; // no row detail until this row's amounts are known (details.ts setPendingDetail)
  const type = rec.key(C.TYPE);
  const eventId = rec.text(C.EVENT);
  if (!type && !eventId && rec.empty(C.COMPLETE)) return true; // blank or all-delimiter line
  fs.report.rows++;
  e.counts.rows++;
  e.byType.bump(type || '(空)');
  const scheme = fs.current ? rec.key(C.SCHEME) : '';
  const resp = fs.current ? rec.key(C.RESP) : '';
  if (fs.current) e.byScheme.bump(scheme || '(空)');
  else e.byScheme.bump('(旧版报告无此列)');
  const r0: RowRef = new Ref(fs.report.name, row, eventId);

  // rule 1: the date is TRANSACTION_COMPLETE_DATE (fallbacks for rows Amazon left without it)
  let date = rec.date(C.COMPLETE);
  if (date <= 0) {
    date = fallbackDate(e, fs, rec, row, r0, date);
    if (date <= 0) return true;
  }
  if (date < fs.minDate) fs.minDate = date;
  if (date > fs.maxDate) fs.maxDate = date;
  if (date < e.minDate) e.minDate = date;
  if (date > e.maxDate) e.maxDate = date;
  // the file's seller account as the report names it (matching a report to a client company, issue #12)
  if (fs.report.accountId === undefined && C.ACCT >= 0) {
    const id = rec.atom(C.ACCT);
    if (id) fs.report.accountId = id;
  }
  const apS = rec.atom(C.AP);
  if (apS) readActivityPeriod(e, fs, apS, date, r0);
  // seller VAT numbers from the report
  readSellerVat(e, rec, C.SDVC, C.SDVN);
  readSellerVat(e, rec, C.SAVC, C.SAVN);
  readSellerVat(e, rec, C.TSVC, C.TSVN);

  const refund = type === 'REFUND' || type === 'LIQUIDATION_REFUND';
  const sale = type === 'SALE' || type === 'LIQUIDATION_SALE';
  const inPeriod = date >= e.from && date <= e.to;
  const channel = rec.key(C.CHANNEL);

  if (type === 'FC_TRANSFER' || type === 'INBOUND') return transferRow(e, fs, rec, row, r0, type, date);
  if (!sale && !refund) return otherRow(e, fs, r0, type, inPeriod);
  return moneyRow(e, fs, rec, row, r0, type, eventId, date, scheme, resp, channel, refund, sale, inPeriod);
}

/**
 * Rule 1's fallbacks for a row without a readable TRANSACTION_COMPLETE_DATE (`date` 0 = empty,
 * -1 = unreadable): the departure, arrival or tax-calculation date; a row without any readable
 * date is a file error and skipped (returns ≤ 0).
 */
function fallbackDate(e: Engine, fs: FileState, rec: RecordView, row: number, r0: RowRef, date: number): number {
  const C = fs.map as ColumnMap;
  let dateCol: keyof ColumnMap = 'COMPLETE';
  if (date === 0) {
    for (const k of ['DEPART_DATE', 'ARRIVAL_DATE', 'TAXCALC'] as const) {
      if (!rec.empty(C[k])) {
        date = rec.date(C[k]);
        dateCol = k;
        break;
      }
    }
  }
  if (date <= 0) {
    fileErr(fs, 'BAD_DATE', { row, column: columnName(dateCol), value: date === 0 ? '' : rec.get(C[dateCol]) });
    skip(e, 'READ_ERROR', '行内日期或金额无法识别，已跳过（见文件错误）', r0);
    e.unreadable++;
  }
  return date;
}

/** ACTIVITY_PERIOD of a row: the file's periods (first 24) and the rule-1 mismatch warning (the row is placed by its completion date). */
function readActivityPeriod(e: Engine, fs: FileState, apS: string, date: number, r0: RowRef): void {
  if (apS !== fs.lastAp && !fs.aps.has(apS)) {
    fs.aps.add(apS);
    if (fs.aps.size > 24) fs.aps.delete(apS);
  }
  fs.lastAp = apS;
  let ap = e.apCache.get(apS);
  if (ap === undefined) {
    ap = parseActivityPeriod(apS);
    if (e.apCache.size < 1000) e.apCache.set(apS, ap);
  }
  if (ap > 0 && ap !== Math.floor(date / 100) && !e.inspectOnly) {
    warn(e, 'PERIOD_MISMATCH', 'ap', 'ACTIVITY_PERIOD 与交易完成日期所在月份不一致：引擎按 TRANSACTION_COMPLETE_DATE 归期（规则 1）', r0);
  }
}

/** A seller VAT number the report names (country column `cc`, number column `nc`), unless one is known for that country; an encrypted one is not used (SELLER_VAT_ENCRYPTED). */
function readSellerVat(e: Engine, rec: RecordView, cc: number, nc: number): void {
  // fast skip: a two-letter country whose seller VAT number is already known
  const k = rec.code2(cc);
  if (k >= 0 && e.sellerVatKnown[k] === 1) return;
  const c = rec.key(cc);
  if (k >= 0 && e.sellerVat.has(c)) e.sellerVatKnown[k] = 1;
  if (!c || e.sellerVat.has(c)) return;
  const n = rec.text(nc);
  if (!n) return;
  if (looksEncrypted(n)) {
    // not a usable number (SP-API models #5124): never used as the seller's number (EC Sales
    // List); the column is not looked at again for this country (the fast skip above)
    warn(e, 'SELLER_VAT_ENCRYPTED', `sv|${c}`, `报告中卖家在 ${countryLabel(c)} 的 VAT 号疑似被加密或遮盖（亚马逊报告问题 #5124）：未采用，请在基础资料中填写该国 VAT 号`, null, c);
    if (k >= 0) e.sellerVatKnown[k] = 1;
    return;
  }
  e.sellerVat.set(c, n);
}

/**
 * A row of another type than SALE / REFUND / FC_TRANSFER / INBOUND: counted, warned or skipped,
 * never in a return — RETURN rows carry no VAT figure; Amazon's fee invoices and credit notes are
 * not sales of goods; donations and commingling need a person's judgement.
 */
function otherRow(e: Engine, fs: FileState, r0: RowRef, type: string, inPeriod: boolean): boolean {
  if (e.inspectOnly) {
    if (!KNOWN_TYPES.has(type)) warn(e, 'UNKNOWN_CODE', `type|${type}`, `未知的交易类型 TRANSACTION_TYPE "${type}"`, r0);
    return true;
  }
  if (!inPeriod) return countOutOfPeriod(e, fs, r0);
  countInPeriod(e, fs);
  if (type === 'RETURN') {
    e.byTreatment.bump('NONE');
    e.noVatFigure++;
  } else if (!KNOWN_TYPES.has(type)) {
    warn(e, 'UNKNOWN_CODE', `type|${type}`, `未知的交易类型 TRANSACTION_TYPE "${type}"，该行未计入申报`, r0);
    skip(e, `UNKNOWN_TYPE`, '未知交易类型，未计入申报', r0);
  } else {
    const why =
      type === 'INVOICE' || type === 'CREDIT_NOTE'
        ? '亚马逊费用发票/贷项通知（服务费，不属于商品销售），未计入销售申报'
        : type === 'DONATION'
          ? '捐赠（无对价）未自动计入申报，请人工确认是否需按成本视同销售'
          : '混合库存（commingling）交易未自动计入申报，请人工确认';
    warn(e, 'UNSUPPORTED_TYPE', `type|${type}`, `${type}：${why}`, r0);
    skip(e, `TYPE_${type}`, why, r0);
  }
  return true;
}
