/**
 * Intra-EU transfers of own goods (issue #20; vat-engine.md rule 6): their tax point and their cost.
 *
 * - Tax point (VAT Directive Art. 69, applied to the deemed intra-EU supply of Art. 17 and the
 *   acquisition of Art. 21 through Art. 68): VAT becomes chargeable on the 15th day of the month
 *   following the transfer, or on the day the seller issues its invoice if that is earlier. By
 *   default (issue #32) the transfer is declared in the period of its transfer day — the transfer
 *   documents are issued when the goods move, and monthly VAT Transaction Reports are filed so —
 *   (`VatOptions.transferInvoice` absent or `'sameDay'`, CLI `--transfer-invoice same-day`); the
 *   15th of the next month applies only when the seller chooses Art. 69 without an invoice
 *   (`transferInvoice: 'none'`, CLI `--transfer-invoice none`, the seller's VAT record in the console).
 * - Value (Art. 76): the purchase price of the goods or similar goods, or the cost price, determined
 *   at the time of the supply: a cost list whose entries carry a valid-from date (and optionally a
 *   valid-to date); the entry valid on the transfer day applies.
 * Dates are YYYYMMDD integers here (the engine's row dates).
 */
import { isoToInt, intToIso } from './dates';
import { unitsOf } from './money';
import type { CostEntry, OutOfPeriodReason, RowRef, TransferRule } from './types';

/** The tax point of an intra-EU transfer made on `date` (YYYYMMDD): the 15th of the next month, or `date` itself when invoiced that day. */
export function transferTaxPoint(date: number, invoicedSameDay = false): number {
  if (invoicedSameDay) return date;
  let y = Math.floor(date / 10000);
  let m = Math.floor(date / 100) % 100;
  m++;
  if (m > 12) {
    m = 1;
    y++;
  }
  return y * 10000 + m * 100 + 15;
}

/** A cost entry ready for lookup: `units` per item (1/10000 of the major unit), dates YYYYMMDD (`to` 99999999 = open). */
export interface DatedCost {
  from: number;
  to: number;
  units: number;
  currency: string;
}

/**
 * Indexes a cost list by SKU, each SKU's entries sorted by valid-from. Entries without `validFrom`
 * are valid from the beginning. Throws Error (Chinese) on an unreadable cost or date, or when two
 * entries of one SKU are valid on the same day (overlapping validity: which cost applies would be a guess).
 */
export function costIndex(list: CostEntry[]): Map<string, DatedCost[]> {
  const by = new Map<string, DatedCost[]>();
  for (const c of list) {
    const sku = c.sku.trim();
    const from = c.validFrom ? isoToInt(c.validFrom) : 0;
    const to = c.validTo ? isoToInt(c.validTo) : 99999999;
    if (from < 0) throw new Error(`成本表中 SKU ${sku} 的生效日期 "${c.validFrom}" 无法识别（应为 YYYY-MM-DD）`);
    if (to < 0) throw new Error(`成本表中 SKU ${sku} 的失效日期 "${c.validTo}" 无法识别（应为 YYYY-MM-DD）`);
    if (to < from) throw new Error(`成本表中 SKU ${sku} 的失效日期 ${c.validTo} 早于生效日期 ${c.validFrom}`);
    let l = by.get(sku);
    if (!l) by.set(sku, (l = []));
    l.push({ from, to, units: unitsOf(c.cost), currency: (c.currency || 'EUR').toUpperCase() });
  }
  for (const [sku, l] of by) {
    l.sort((p, q) => p.from - q.from);
    // an entry with a later valid-from ends the open validity of the one before it
    for (let i = 0; i + 1 < l.length; i++) {
      const p = l[i];
      const q = l[i + 1];
      if (q.from === p.from || (p.to !== 99999999 && q.from <= p.to)) {
        const day = (d: number) => (d === 0 ? '最早' : intToIso(d));
        throw new Error(`成本表中 SKU ${sku} 有两条成本的有效期重叠（${day(p.from)} 起与 ${day(q.from)} 起）：无法确定移库时适用的成本，请保留一条后重新计算`);
      }
      if (p.to === 99999999) p.to = q.from - 1;
    }
  }
  return by;
}

/** The cost valid on `date` (YYYYMMDD), or undefined when none is. */
export function costAt(list: DatedCost[] | undefined, date: number): DatedCost | undefined {
  if (!list) return undefined;
  for (const c of list) if (c.from <= date && date <= c.to) return c;
  return undefined;
}

/** How many rows and SKUs a "transfer without cost" error lists (the rest are counted). */
export const NO_COST_ROWS_LISTED = 20;

/**
 * The Chinese error of a file's transfers without a cost (issue #20): the rows (spreadsheet row
 * numbers, header = 1), routes and SKUs, what it means (left out of every return: the figures are
 * incomplete) and how to fix it (a cost list with the SKUs — CLI `--costs`, CSV `SKU,cost,currency
 * [,validFrom[,validTo]]` — or the report's COST_PRICE_OF_ITEMS). `g.rows` holds at most
 * {@link NO_COST_ROWS_LISTED} rows; `g.count` all of them.
 */
export function noCostMessage(file: string, g: { rows: number[]; count: number; skus: Set<string>; routes: Set<string> }): string {
  const more = g.count > g.rows.length ? ` 等 ${g.count} 行` : '';
  const skus = [...g.skus].join('、');
  return (
    `文件 ${file} 第 ${g.rows.join('、')} 行${more}：${g.count} 笔跨国自有货物移库（${[...g.routes].join('，')}；SKU ${skus}）没有成本价` +
    `（报告的 COST_PRICE_OF_ITEMS 为 0 或空，成本表中也没有移库当日有效的成本），无法按成本计价（指令第 17、76 条），未计入任何申报，申报数据不完整。` +
    `请补充这些 SKU 的成本后重新计算：在成本表中加入（每行 SKU,成本,币种[,生效日期,失效日期]，如 ${[...g.skus][0] ?? 'SKU-1'},5.00,EUR,2025-01-01；命令行用 --costs 成本表.csv），或在报告的 COST_PRICE_OF_ITEMS 列填入单位成本`
  );
}

/**
 * The transfer tax-point rule a result applied (issue #32), with its Chinese sentence for the
 * calculator and the declaration: `invoiceDay` true = declared in the period of the transfer day
 * (default), false = Art. 69 without an invoice (15th of the next month). Source: VAT Directive
 * Arts. 17, 21, 68, 69.
 */
export function transferRuleOf(invoiceDay: boolean): TransferRule {
  return invoiceDay
    ? {
        invoice: 'sameDay',
        sentence:
          '欧盟内自有货物移库（FC_TRANSFER / INBOUND 跨境）按移库当天开具移库单据处理，计入移库日所在申报期（增值税指令第 69 条：开票日为纳税义务发生日；默认规则）。如不开票、按次月 15 日计税，请在「税金计算」表单的卖家信息中把“欧盟内移库的计税规则”改为“次月 15 日（第 69 条，不开票）”（保存在卖家的 VAT 税号记录中，申报同样适用）后重新计算。',
      }
    : {
        invoice: 'none',
        sentence:
          '欧盟内自有货物移库按增值税指令第 69 条“不开票”规则计税：纳税义务发生日为移库次月 15 日，移库日在本期、发生日在下期的移库计入下期申报（本结果中单独列出）。如移库当天即开具单据，请在「税金计算」表单的卖家信息中把“欧盟内移库的计税规则”改为“移库当天（默认）”后重新计算。',
      };
}

/**
 * The out-of-period rows by their true reason (issue #32): `outside` = rows whose transaction
 * (completion date; for a transfer its day and tax point) is outside the period, `taxPointAfter`
 * = transfers made in the period whose tax point (Art. 69, 15th of the next month) is after it.
 * `from`/`to` YYYYMMDD (the period). Empty groups are left out; each has a Chinese message naming
 * the reason and what to do.
 */
export function outOfPeriodReasons(outside: { count: number; refs: RowRef[] }, taxPointAfter: { count: number; refs: RowRef[] }, from: number, to: number): OutOfPeriodReason[] {
  const out: OutOfPeriodReason[] = [];
  const span = `${intToIso(from)} 至 ${intToIso(to)}`;
  if (outside.count > 0) {
    out.push({
      reason: 'OUTSIDE_PERIOD',
      message: `${outside.count} 行的交易完成日期不在申报期 ${span} 内：已单独列出，未计入本期申报，请在所属期间的申报中上传这些交易`,
      rowCount: outside.count,
      rows: outside.refs,
    });
  }
  if (taxPointAfter.count > 0) {
    out.push({
      reason: 'TAX_POINT_AFTER_PERIOD',
      message: `${taxPointAfter.count} 笔欧盟内自有货物移库的移库日期在申报期 ${span} 内，但按所选的第 69 条“不开票”规则纳税义务发生日为次月 15 日、在本期之后：未计入本期申报，须在下一期申报中申报（下一期的报告不会再列出这些行，请保留本期报告）。如移库当天已开具单据，请把移库计税规则改为“移库当天”后重新计算`,
      rowCount: taxPointAfter.count,
      rows: taxPointAfter.refs,
    });
  }
  return out;
}
