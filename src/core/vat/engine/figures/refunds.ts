/**
 * Refunds (vat-engine.md rule 3; VAT Directive Art. 90): a refund reduces the figure of the sale it
 * refunds, so it takes that sale's treatment, taxing country and rate (the sale with the same
 * TRANSACTION_EVENT_ID, and the same SKU where one order's items ship from different places). A
 * refund whose sale is in none of the uploaded files is classified from its own row and warned
 * (REFUND_WITHOUT_SALE). Applied after every file is read, so a sale later in the upload still links.
 */
import { applyMoneyRow } from '../apply';
import { classify } from '../classify';
import type { Engine } from '../engine';
import { trackResponsibility } from '../prefiling';
import { Cls } from '../rows';
import { IntSet, strHash } from '../stores';
import { warn } from '../warnings';

/**
 * Rule 3 index: the sale link of each refunded order id (first sale of the order), plus
 * `id|sku` links for orders whose items ship from different places. Built once after reading,
 * only for the order ids the refunds need (a map over every sale would be large and slow).
 */
function linkSales(e: Engine): void {
  const want = new Set<string>();
  // the refunded orders' hashes (a typed-array probe per sale, no Set lookup)
  const wantHash = new IntSet(e.refunds.length);
  for (const m of e.refunds) {
    if (m.eventId) {
      want.add(m.eventId);
      wantHash.add(strHash(m.eventId));
    }
  }
  const sales = e.sales;
  const [hits, count] = want.size ? sales.hashHits(wantHash) : [new Int32Array(0), 0];
  for (let x = 0; x < count; x++) {
    const i = hits[x];
    const eventId = sales.id(i);
    if (!want.has(eventId)) continue;
    const link = sales.link(i);
    const prev = e.saleLinks.get(eventId);
    if (!prev) e.saleLinks.set(eventId, link);
    else if (link.sku && prev.sku !== link.sku && (prev.d !== link.d || prev.a !== link.a || prev.t !== link.t)) {
      // one order, items from different places: link refunds by order id + SKU
      if (!e.saleLinks.has(`${eventId}|${prev.sku}`)) e.saleLinks.set(`${eventId}|${prev.sku}`, prev);
      if (!e.saleLinks.has(`${eventId}|${link.sku}`)) e.saleLinks.set(`${eventId}|${link.sku}`, link);
    }
  }
  e.sales.clear();
}

/** Rule 3: each refund of the period applied with the treatment of its sale (see the module comment). */
export function processRefunds(e: Engine): void {
  linkSales(e);
  for (const m of e.refunds) {
    const r = m.ref;
    const link = (m.sku && e.saleLinks.get(`${m.eventId}|${m.sku}`)) || e.saleLinks.get(m.eventId);
    if (link) {
      // built whole (a field written after the object is made turns the shape's field mutable and
      // throws away the optimised code of every function that read it)
      const cls = new Cls(m.resp === 'MARKETPLACE' ? 'T1' : link.t, link.taxCountry, link.d, link.a, link.buyer, link.buyerCountry, link.origin, link.oss);
      applyMoneyRow(e, m, cls, r, m.taxCalc > 0 && !Number.isNaN(m.vat) ? -1 : link.rateBp, link.date);
    } else {
      const cls = classify(e, m, r, true);
      applyMoneyRow(e, m, cls, r, -1, m.taxCalc > 0 ? m.taxCalc : 0);
      warn(e, 'REFUND_WITHOUT_SALE', 'nosale', '退款在已上传的文件中找不到对应的销售（同一 TRANSACTION_EVENT_ID）：已按退款行自身的 SALE_* 国家和买家税号判定（规则 3）；请一并上传原销售所在期间的报告，以确认退款的处理方式（例如原销售是否在 OSS 中申报）', r);
    }
    if (m.acct) trackResponsibility(e, m.acct, m, r);
  }
  // emptied in place: a new array would make the field mutable to V8 and discard the row code (see SaleStore.clear)
  e.refunds.length = 0;
}
