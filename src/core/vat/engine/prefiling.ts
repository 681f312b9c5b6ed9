/**
 * Pre-filing checks gathered while reading (vat-engine.md "Pre-filing checks"): stock held in a
 * country without a seller VAT number (the registration duty of storing goods there), a switch of
 * tax-collection responsibility within the upload (SP-API models #5147), Vine / zero-price orders
 * reported at full price (#5191).
 */
import type { ColumnMap } from '../columns';
import { countryLabel, isEuVatArea } from '../countries';
import type { RecordView } from '../csv';
import { intToIso } from '../dates';
import type { RowRef } from '../types';
import { code26 } from './codes';
import { addRef } from './details';
import type { Engine } from './engine';
import { periodTo } from './period';
import type { MRow, WarnAgg } from './rows';
import { setWarning } from './warnings';

/** Counts stock held in `country` (an AFN sale dispatched from it, a transfer from or to it). */
export function addStock(e: Engine, country: string, r: RowRef): void {
  let s = e.stock.get(country);
  if (!s) e.stock.set(country, (s = { count: 0, refs: [] }));
  addRef(e, s, r);
}

/** STOCK_WITHOUT_VAT_NUMBER: stock in an EU state or the UK where the seller has no VAT number (storing goods there obliges it to register). */
export function stockWarnings(e: Engine): void {
  const date = periodTo(e) || 99999999;
  for (const [c, s] of [...e.stock.entries()].sort()) {
    if (!(isEuVatArea(c, date) || c === 'GB')) continue;
    const has = e.sellerVat.has(c) || (c === 'GR' && e.sellerVat.has('EL')) || (c === 'XI' && e.sellerVat.has('GB'));
    if (has) continue;
    const w: WarnAgg = {
      code: 'STOCK_WITHOUT_VAT_NUMBER',
      message: `卖家在 ${countryLabel(c)} 存有库存（亚马逊仓发货或移库），但没有该国 VAT 号：存储货物即产生在该国注册 VAT 的义务`,
      count: s.count,
      refs: s.refs,
      country: c,
    };
    setWarning(e, `STOCK|${c}`, w);
  }
}

/**
 * Responsibility switch (SP-API models #5147): per seller account (UNIQUE_ACCOUNT_IDENTIFIER of
 * the file), route (departure → arrival) and B2B / B2C, the dates of seller-collected and
 * marketplace-collected rows in the upload. The warning's rows are references (file, row, order
 * id); their drill-down details exist where the rows are in a figure.
 */
export function trackResponsibility(e: Engine, acct: string, m: MRow, r: RowRef): void {
  const b2b = m.buyer !== '';
  // the account is the file's own (one per file): its id kept
  let ia = e.lastAcctId;
  if (acct !== e.lastAcct) {
    ia = e.lastAcctId = e.ids.of(acct);
    e.lastAcct = acct;
  }
  const id = code26(m.d);
  const ib = code26(m.a);
  // a small integer (Smi) key while there are few accounts: no boxed number per row
  const key = ia < 64 && id >= 0 && ib >= 0 ? ((ia * 677 + id) * 677 + ib) * 2 + (b2b ? 1 : 0) : -1;
  if (key < 0) return;
  let g = e.respSegs.get(key);
  if (!g) {
    g = { acct, d: m.d, a: m.a, b2b, sellerMin: 99999999, sellerMax: 0, mktMin: 99999999, mktMax: 0, sellerRef: null, mkt: { count: 0, refs: [] } };
    e.respSegs.set(key, g);
  }
  if (m.resp === 'MARKETPLACE') {
    if (m.date < g.mktMin) g.mktMin = m.date;
    if (m.date > g.mktMax) g.mktMax = m.date;
    // references only (no drill-down detail kept for every marketplace row of the upload)
    g.mkt.count++;
    if (g.mkt.refs.length < e.cap) g.mkt.refs.push(r);
  } else {
    if (m.date < g.sellerMin) g.sellerMin = m.date;
    if (m.date > g.sellerMax) {
      g.sellerMax = m.date;
      g.sellerRef = r;
    }
  }
}

/** RESPONSIBILITY_SWITCH warnings: segments whose seller-collected rows all come before their marketplace-collected ones. */
export function responsibilityWarnings(e: Engine): void {
  for (const [k, g] of e.respSegs) {
    if (!g.sellerMax || !g.mktMax || g.sellerMax >= g.mktMin) continue;
    const refs = g.sellerRef ? [g.sellerRef, ...g.mkt.refs].slice(0, e.cap) : g.mkt.refs;
    setWarning(e, `RESPONSIBILITY_SWITCH|${k}`, {
      code: 'RESPONSIBILITY_SWITCH',
      message: `账户 ${g.acct} 的 ${g.d || '?'}→${g.a || '?'}（${g.b2b ? 'B2B' : 'B2C'}）交易：${intToIso(g.sellerMax)} 及以前由卖家负责计税（SELLER），${intToIso(g.mktMin)} 起变为平台代扣代缴（MARKETPLACE）（亚马逊报告问题 #5147）：请核实亚马逊是否确为视同供应商；若非如此，平台代扣的行需按卖家负责重新申报`,
      count: g.mkt.count + (g.sellerRef ? 1 : 0),
      refs,
      country: g.a || g.d,
    });
  }
}

/**
 * Vine / zero-price order reported at full list price without a promotion (SP-API models
 * #5191): a sale whose order id is in `vineOrderIds` (the report itself marks Vine orders
 * nowhere: PROGRAM_TYPE stays REGULAR) or whose total is 0 — with a positive
 * PRICE_OF_ITEMS_AMT_VAT_INCL and no PROMO_PRICE_OF_ITEMS amount.
 */
export function vineFullPrice(e: Engine, rec: RecordView, C: ColumnMap, m: MRow): boolean {
  const vine = e.vineIds !== null && e.vineIds.has(m.eventId);
  if (!vine && m.incl !== 0) return false;
  const price = rec.units(C.PRICE_INCL, e.comma);
  if (!(price > 0)) return false;
  const promo = rec.units(C.PROMO_INCL, e.comma);
  const promoX = rec.units(C.PROMO_EXCL, e.comma);
  return !(promo < 0 || promo > 0 || promoX < 0 || promoX > 0);
}
