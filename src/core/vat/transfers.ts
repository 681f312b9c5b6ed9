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
 * - Carry-forward (issue #32): with Art. 69 without an invoice a transfer made on 28 March is taxable
 *   on 15 April. The March calculation keeps it (`VatResult.carriedForward`, with its row) and the
 *   April calculation of the same seller takes it in (`VatOptions.carriedIn`): placed once in April,
 *   whether April's report lists it or not, with the rule of its own period.
 * Dates are YYYYMMDD integers here (the engine's row dates), `YYYY-MM-DD` in the carried rows.
 */
import { isoToInt, intToIso } from './dates';
import { unitsOf } from './money';
import type { CarriedRow, CostEntry, OutOfPeriodReason, RowRef, TransferRule, VatWarning } from './types';

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

/** The Chinese name of a transfer tax-point rule, as the calculator's field names it. */
export function transferRuleName(invoice: 'sameDay' | 'none'): string {
  return invoice === 'none' ? '“次月 15 日（第 69 条，不开票）”' : '“移库当天（默认）”';
}

/**
 * The transfer tax-point rule a result applied (issue #32), with its Chinese sentence for the
 * calculator and the declaration: `invoiceDay` true = declared in the period of the transfer day
 * (default), false = Art. 69 without an invoice (15th of the next month). `carried` = the periods
 * transfers were carried in from, each with its own rule (a carried transfer keeps the rule of the
 * period it was made in; when the seller changed the setting between periods the sentence says so).
 * Source: VAT Directive Arts. 17, 21, 68, 69.
 */
export function transferRuleOf(invoiceDay: boolean, carried: NonNullable<TransferRule['carriedIn']> = []): TransferRule {
  const rule: TransferRule = invoiceDay
    ? {
        invoice: 'sameDay',
        sentence:
          '欧盟内自有货物移库（FC_TRANSFER / INBOUND 跨境）按移库当天开具移库单据处理，计入移库日所在申报期（增值税指令第 69 条：开票日为纳税义务发生日；默认规则）。如不开票、按次月 15 日计税，请在「税金计算」表单的卖家信息中把“欧盟内移库的计税规则”改为“次月 15 日（第 69 条，不开票）”（保存在卖家的 VAT 税号记录中，申报同样适用）后重新计算。',
      }
    : {
        invoice: 'none',
        sentence:
          '欧盟内自有货物移库按增值税指令第 69 条“不开票”规则计税：纳税义务发生日为移库次月 15 日，移库日在本期、发生日在下期的移库自动结转下期（结转的行在本结果中单独列出，下一期计算时自动计入）。如移库当天即开具单据，请在「税金计算」表单的卖家信息中把“欧盟内移库的计税规则”改为“移库当天（默认）”后重新计算。',
      };
  if (!carried.length) return rule;
  const parts = carried.map((c) => {
    const changed = c.invoice !== rule.invoice;
    return `自上期（${c.period.from} 至 ${c.period.to}）结转的 ${c.rowCount} 笔移库按该期的规则${transferRuleName(c.invoice)}计税、计入本期${changed ? `（卖家在两期之间更改了移库计税规则：本期新做的移库按${transferRuleName(rule.invoice)}，上期的移库仍按上期的规则）` : ''}`;
  });
  return { ...rule, sentence: `${rule.sentence}${parts.join('；')}。`, carriedIn: carried };
}

/**
 * The out-of-period rows by their true reason (issue #32): `outside` = rows whose transaction
 * (completion date; for a transfer its day and tax point) is outside the period, `carriedIn` =
 * transfers the reports list again although they were carried in from the previous period (placed
 * once, as carried in). `from`/`to` YYYYMMDD (the period). Empty groups are left out; each has a
 * Chinese message naming the reason and what to do.
 */
export function outOfPeriodReasons(outside: { count: number; refs: RowRef[] }, carriedIn: { count: number; refs: RowRef[] }, from: number, to: number): OutOfPeriodReason[] {
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
  if (carriedIn.count > 0) {
    out.push({
      reason: 'CARRIED_IN',
      message: `${carriedIn.count} 行移库已作为上期结转计入本期申报（见“上期结转”）：上传的报告中又列出了这些行，未重复计入`,
      rowCount: carriedIn.count,
      rows: carriedIn.refs,
    });
  }
  return out;
}

/** The Chinese sentence of the transfers a period carries forward (`from`/`to` YYYYMMDD, the period). */
export function carriedForwardMessage(count: number, from: number, to: number): string {
  return `${count} 笔欧盟内自有货物移库的移库日期在申报期 ${intToIso(from)} 至 ${intToIso(to)} 内，但按所选的第 69 条“不开票”规则纳税义务发生日为次月 15 日、在本期之后：未计入本期申报，已自动结转下期（上期结转），下一期计算时自动计入（无论下一期的报告是否列出这些行，只计入一次）。如移库当天已开具单据，请把移库计税规则改为“移库当天”后重新计算`;
}

/** The Chinese sentence of the transfers a period takes in from the previous one (`periods`: where they come from). */
export function carriedInMessage(count: number, periods: { from: string; to: string }[]): string {
  const span = periods.map((p) => `${p.from} 至 ${p.to}`).join('、');
  return `${count} 笔欧盟内自有货物移库自上期（${span}）结转（上期结转）：移库日在上期，纳税义务发生日按该期的规则在本期，已计入本期申报（上期的报告中所列的行，本期无需再上传）`;
}

/** The key a transfer is known by across periods (issue #32: a carried row and the same row of a report match). `date` YYYYMMDD. */
export function carryKey(type: string, eventId: string, date: number, sku: string, qty: number, depart: string, arrival: string): string {
  return [type, eventId, date, sku, qty, depart, arrival].join('|');
}

/**
 * Checks a carried row given as an option (issue #32); throws Error (Chinese) naming the row and the
 * field: dates `YYYY-MM-DD` (tax point not before the transfer day), two different ISO-2
 * countries, a whole quantity ≥ 0, a readable cost, a known rule.
 */
export function checkCarriedRow(c: CarriedRow): void {
  const at = `上期结转的移库（文件 ${c.file} 第 ${c.row} 行）`;
  const date = isoToInt(c.date);
  const tp = isoToInt(c.taxPoint);
  if (date < 0) throw new Error(`${at}的移库日期 "${c.date}" 无法识别（应为 YYYY-MM-DD）`);
  if (tp < 0 || tp < date) throw new Error(`${at}的纳税义务发生日 "${c.taxPoint}" 无法识别或早于移库日期`);
  if (!/^[A-Z]{2}$/.test(c.depart) || !/^[A-Z]{2}$/.test(c.arrival) || c.depart === c.arrival) throw new Error(`${at}的出发国 "${c.depart}" 或到达国 "${c.arrival}" 无效`);
  if (!(Number.isInteger(c.qty) && c.qty >= 0)) throw new Error(`${at}的数量 "${c.qty}" 无效`);
  if (c.cost !== null) unitsOf(c.cost);
  if (c.type !== 'FC_TRANSFER' && c.type !== 'INBOUND') throw new Error(`${at}的交易类型 "${c.type}" 不是移库`);
  if (c.transferInvoice !== 'none' && c.transferInvoice !== 'sameDay') throw new Error(`${at}的移库计税规则 "${c.transferInvoice}" 无法识别`);
}

/**
 * The warning of a calculation whose carried-forward transfers belong to a next period already
 * filed (issue #32, bad input): never added to a filed return in silence — this names the rows
 * (spreadsheet rows of their reports, the first 20) and proposes the correction. `next` = the filed
 * period (`YYYY-MM-DD`) and when it was submitted (`YYYY-MM-DD HH:mm:ss`).
 */
export function carriedToFiledWarning(carried: { rowCount: number; rows: RowRef[]; entries: CarriedRow[] }, next: { from: string; to: string; submittedAt: string }): VatWarning {
  const listed = carried.entries.slice(0, NO_COST_ROWS_LISTED).map((c) => `${c.file} 第 ${c.row} 行（${c.date}，${c.depart}→${c.arrival}，SKU ${c.sku || '无'}）`);
  const more = carried.entries.length > listed.length ? ` 等 ${carried.entries.length} 行` : '';
  return {
    code: 'CARRIED_TO_FILED_PERIOD',
    message: `${carried.rowCount} 笔移库应结转至下一期（${next.from} 至 ${next.to}），但该期申报已于 ${next.submittedAt} 提交，这些移库未计入已提交的申报：${listed.join('、')}${more}。请对 ${next.from} 至 ${next.to} 期提交更正申报（补报这些移库的欧盟内供货与购进），或如移库当天已开具单据，把移库计税规则改为“移库当天”后重新计算本期`,
    rows: carried.rows,
    rowCount: carried.rowCount,
  };
}
