/**
 * A SALE / REFUND row (vat-engine.md rules 2-5) after reading.ts read its common fields: its
 * amounts, rate, quantity and tax-calculation date (rule 2's inputs), the codes Amazon wrote (an
 * unknown one is warned, never guessed), the taxable jurisdiction and Amazon's own conversion; then
 * a sale is classified and applied at once (apply.ts), a refund kept until every sale is read
 * (rule 3: figures/refunds.ts).
 *
 * Its own functions (issue #25): the row handler as one 5,600-byte function was compiled by the
 * optimising compiler long after the first rows, and any deoptimisation of a part threw the whole
 * of it away.
 */
import { columnName, type ColumnMap } from '../columns';
import { JURISDICTION_NAMES } from '../countries';
import type { RecordView } from '../csv';
import { SCALE } from '../money';
import type { RowRef } from '../types';
import { applyMoneyRow } from './apply';
import { classify, normVat } from './classify';
import { codeValid } from './codes';
import type { Engine } from './engine';
import { jurDiffers } from './amounts';
import { countInPeriod, countOutOfPeriod } from './period';
import { addStock, trackResponsibility, vineFullPrice } from './prefiling';
import { fileErr } from './reading';
import { MRow, type FileState } from './rows';
import { skip, warn } from './warnings';

/** TAX_REPORTING_SCHEME values the VAT Transactions Report uses. */
const KNOWN_SCHEMES = new Set([
  'REGULAR', 'UNION-OSS', 'UK_VOEC-DOMESTIC', 'UK_VOEC-IMPORT', 'CH_VOEC', 'NO_VOEC', 'DEEMED_RESELLER-IOSS',
  'DEEMED_RESELLER', 'IMPORT-OSS', 'COMMINGLE_VAT',
]);

/** Import schemes: always marketplace-collected, never part of the responsibility-switch check. */
const IMPORT_SCHEMES = new Set(['DEEMED_RESELLER-IOSS', 'UK_VOEC-IMPORT', 'IMPORT-OSS', 'CH_VOEC', 'NO_VOEC']);

/** A SALE / REFUND row: see the module comment. Returns true to go on reading. */
export function moneyRow(
  e: Engine,
  fs: FileState,
  rec: RecordView,
  row: number,
  r0: RowRef,
  type: string,
  eventId: string,
  date: number,
  scheme: string,
  resp: string,
  channel: string,
  refund: boolean,
  sale: boolean,
  inPeriod: boolean,
): boolean {
  const C = fs.map as ColumnMap;
  e.badRow = false;
  // a refund row is kept until all sales are read (rule 3): its own object; a sale row is done
  // with when the row handler returns: one reused object (pm is reset at the start of every row)
  const m = refund ? new MRow(fs, r0) : (e.saleRow ??= new MRow(fs, r0));
  readMoneyFields(e, m, fs, rec, C, row, r0, type, eventId, date, resp, scheme, refund);
  if (e.badRow) {
    skip(e, 'READ_ERROR', '行内日期或金额无法识别，已跳过（见文件错误）', r0);
    e.unreadable++;
    return true;
  }
  const sf = noteRowCodes(e, m, r0, sale, channel, resp, scheme);
  if (e.inspectOnly) return true;
  readJurisdiction(e, rec, C, m);
  readAmazonConversion(e, rec, C, m);
  if (m.d && !codeValid(m.d, 2)) warn(e, 'UNKNOWN_CODE', `country|${m.d}`, `无法识别的国家代码 "${m.d}"`, r0);
  if (m.a && !codeValid(m.a, 2)) warn(e, 'UNKNOWN_CODE', `country|${m.a}`, `无法识别的国家代码 "${m.a}"`, r0);
  if (m.cur && !codeValid(m.cur, 3)) warn(e, 'UNKNOWN_CODE', `cur|${m.cur}`, `无法识别的币种 "${m.cur}"`, r0);
  // responsibility-switch check (#5147): the file's seller account, read once per file
  let acct = '';
  if ((resp === 'SELLER' || resp === 'MARKETPLACE') && (sf & 2) === 0) {
    if (!fs.acct) fs.acct = (C.ACCT >= 0 && rec.atom(C.ACCT)) || '(未标明账户)';
    acct = fs.acct;
  }
  if (sale) return applySale(e, fs, rec, C, m, r0, eventId, date, inPeriod, acct);
  return holdRefund(e, fs, m, r0, inPeriod, acct);
}

/** An amount column in units; an unreadable one is a file error (BAD_AMOUNT) and marks the row bad. */
function readAmount(e: Engine, fs: FileState, rec: RecordView, col: number, key: keyof ColumnMap, row: number): number {
  const v = rec.units(col, e.comma);
  if (Number.isNaN(v) && !rec.empty(col)) {
    fileErr(fs, 'BAD_AMOUNT', { row, column: columnName(key), value: rec.get(col) });
    e.badRow = true;
  }
  return v;
}

/**
 * The money row's fields (rule 3: the SALE_* countries, DEPARTURE_* / ARRIVAL_* as a fallback;
 * rule 2: the VAT-inclusive, VAT-exclusive and VAT amounts, the rate, QTY, TAX_CALCULATION_DATE).
 * An unreadable rate, quantity or date is a file error and marks the row bad.
 */
function readMoneyFields(e: Engine, m: MRow, fs: FileState, rec: RecordView, C: ColumnMap, row: number, r0: RowRef, type: string, eventId: string, date: number, resp: string, scheme: string, refund: boolean): void {
  const buyer = rec.atom(C.BVN);
  m.fs = fs;
  m.ref = r0;
  m.row = row;
  m.eventId = eventId;
  m.date = date;
  m.type = type;
  m.refund = refund;
  m.d = rec.key(C.SDEP) || rec.key(C.DEP);
  m.a = rec.key(C.SARR) || rec.key(C.ARR);
  m.buyer = buyer;
  m.buyerCountry = buyer ? rec.key(C.BVC) : ''; // only read with a buyer VAT number (rules 3-5)
  m.exportYes = rec.key(C.EXPORT) === 'YES';
  m.resp = resp;
  m.scheme = scheme;
  m.cur = rec.key(C.CUR);
  m.incl = readAmount(e, fs, rec, C.INCL, 'INCL', row);
  m.excl = readAmount(e, fs, rec, C.EXCL, 'EXCL', row);
  m.vat = readAmount(e, fs, rec, C.VAT, 'VAT', row);
  m.rateBp = -1;
  m.qty = 1;
  m.taxCalc = 0;
  m.jur = '';
  m.conv = NaN;
  m.convCur = '';
  m.convRate = '';
  m.sku = rec.atom(C.SKU);
  const rv = rec.units(C.RATE, e.comma);
  if (!Number.isNaN(rv) || !rec.empty(C.RATE)) {
    if (Number.isNaN(rv) || rv < 0 || rv > SCALE) {
      fileErr(fs, 'BAD_NUMBER', { row, column: columnName('RATE'), value: rec.text(C.RATE) });
      e.badRow = true;
    } else m.rateBp = rv;
  }
  const q = rec.num(C.QTY); // 0 when empty: QTY 1
  if (!Number.isFinite(q) || q < 0 || Math.floor(q) !== q) {
    fileErr(fs, 'BAD_NUMBER', { row, column: 'QTY', value: rec.text(C.QTY) });
    e.badRow = true;
  } else m.qty = q === 0 ? 1 : q;
  m.taxCalc = rec.date(C.TAXCALC); // 0 when empty
  if (m.taxCalc < 0) {
    fileErr(fs, 'BAD_DATE', { row, column: 'TAX_CALCULATION_DATE', value: rec.text(C.TAXCALC) });
    e.badRow = true;
  }
}

/**
 * What an inspection gathers of a money row too: the buyer VAT numbers (for a VIES check), the
 * currencies, the stock of an Amazon-fulfilled sale, and the unknown responsibility / scheme codes
 * (warned). Returns the scheme's bits ({@link schemeFlags}).
 */
function noteRowCodes(e: Engine, m: MRow, r0: RowRef, sale: boolean, channel: string, resp: string, scheme: string): number {
  if (m.buyer) {
    if (e.buyerVats.size < 1000) e.buyerVats.add(normVat(e, m.buyer));
  }
  if (m.cur && m.cur !== e.lastCur) {
    e.currencies.add(m.cur);
    e.lastCur = m.cur;
  }
  if (sale && channel === 'AFN' && m.d) addStock(e, m.d, r0);
  if (resp && resp !== 'SELLER' && resp !== 'MARKETPLACE') {
    warn(e, 'UNKNOWN_CODE', `resp|${resp}`, `未知的 TAX_COLLECTION_RESPONSIBILITY "${resp}"，按卖家负责处理`, r0);
  }
  const sf = scheme ? schemeFlags(e, scheme) : 0;
  if (scheme && (sf & 1) === 0) {
    warn(e, 'UNKNOWN_CODE', `scheme|${scheme}`, `未知的 TAX_REPORTING_SCHEME "${scheme}"`, r0);
  }
  return sf;
}

/** The bits of a TAX_REPORTING_SCHEME value: 1 known, 2 an import scheme (IOSS, VOEC import…); the last value's kept. */
function schemeFlags(e: Engine, scheme: string): number {
  if (scheme === e.lastScheme) return e.lastSchemeBits;
  let f = e.schemeBits.get(scheme);
  if (f === undefined) {
    f = (KNOWN_SCHEMES.has(scheme) ? 1 : 0) | (IMPORT_SCHEMES.has(scheme) ? 2 : 0);
    if (e.schemeBits.size < 1000) e.schemeBits.set(scheme, f);
  }
  e.lastScheme = scheme;
  e.lastSchemeBits = f;
  return f;
}

/** TAXABLE_JURISDICTION as a country code (the country Amazon taxed the row in; '' when unknown). */
function readJurisdiction(e: Engine, rec: RecordView, C: ColumnMap, m: MRow): void {
  const jurS = rec.key(C.JUR);
  if (!jurS) return;
  let j = jurS === e.lastJurS ? e.lastJur : e.jurCache.get(jurS);
  if (j === undefined) {
    j = Object.prototype.hasOwnProperty.call(JURISDICTION_NAMES, jurS) ? JURISDICTION_NAMES[jurS] : '';
    if (e.jurCache.size < 1000) e.jurCache.set(jurS, j);
  }
  e.lastJurS = jurS;
  e.lastJur = j;
  m.jur = j;
}

/** Amazon's own conversion of the invoice VAT (VAT_INV_CONVERTED_AMT, its currency, VAT_INV_EXCHANGE_RATE); a rate that is not a positive number is left out. */
function readAmazonConversion(e: Engine, rec: RecordView, C: ColumnMap, m: MRow): void {
  const convCur = rec.key(C.CONVCUR);
  if (!convCur) return;
  m.convCur = convCur;
  m.conv = rec.units(C.CONV, e.comma);
  const crS = rec.atom(C.CONVRATE);
  if (crS) {
    let cr = e.convRates.get(crS);
    if (cr === undefined) {
      cr = crS.replace(',', '.');
      if (!(/^\d+(\.\d+)?$/.test(cr) && Number(cr) > 0)) cr = '';
      if (e.convRates.size < 5000) e.convRates.set(crS, cr);
    }
    m.convRate = cr;
  }
}

/**
 * A sale: classified (rule 5) and kept for its refunds (rule 3), then applied when in the period
 * (apply.ts) with the pre-filing checks of a sale (responsibility switch, Vine full price).
 */
function applySale(e: Engine, fs: FileState, rec: RecordView, C: ColumnMap, m: MRow, r0: RowRef, eventId: string, date: number, inPeriod: boolean, acct: string): boolean {
  const cls = classify(e, m, r0, inPeriod);
  // indexed by order id only for refunded orders, after reading (linkSales); the rate only
  // when Amazon taxed where the engine does (else the refund derives at the engine's country)
  if (eventId) e.sales.add(eventId, cls, jurDiffers(m, cls) ? -1 : m.rateBp, date, m.sku);
  if (!inPeriod) {
    if (acct) trackResponsibility(e, acct, m, r0);
    return countOutOfPeriod(e, fs, r0);
  }
  countInPeriod(e, fs);
  const vine = vineFullPrice(e, rec, C, m);
  applyMoneyRow(e, m, cls, r0, -1, 0);
  // after applying: the row's detail is pending, so these warnings' rows get drill-down details
  if (acct) trackResponsibility(e, acct, m, r0);
  if (vine) {
    warn(e, 'VINE_FULL_PRICE', 'vine', 'Vine 或零价订单按完整标价计入、且没有促销折扣金额（亚马逊报告问题 #5191，约 2025 年 6 月中起）：销售额与税额可能被高估，请核对订单实际收款，修正报告后重新计算', r0);
  }
  return true;
}

/** A refund of the period: kept until every sale is read, then linked to its sale (figures/refunds.ts). */
function holdRefund(e: Engine, fs: FileState, m: MRow, r0: RowRef, inPeriod: boolean, acct: string): boolean {
  if (!inPeriod) {
    if (acct) trackResponsibility(e, acct, m, r0);
    return countOutOfPeriod(e, fs, r0);
  }
  countInPeriod(e, fs);
  m.acct = acct;
  e.refunds.push(m);
  return true;
}
