/**
 * Labels and flattening of a VAT result shared by the result page, the print layout and the export:
 * HMRC's nine boxes (Chinese locale key + HMRC's English wording), warning actions, and
 * {@link resultRows} (every figure as one export row, values exactly as the engine gave them).
 */
import type { Figure, Reconciliation, VatResult, VatWarningCode } from '@/core/vat/types';
import type { StatusMap } from '@/core/list/status';
import '@/locales/areas/calc';
import { countryLabel, countryText } from '@/core/calc/model';
import { isRegisterCountry } from '@/core/vat-service/countries';

/** Search props of a country Select: typing matches the label (Chinese name or code, `EL` finds Greece). */
export const countrySelectSearch = { showSearch: true, optionFilterProp: 'label' } as const;

/** Select options of countries, labelled as the calculator shows them (`法国（FR）`, `希腊（GR / EL）`). */
export function countrySelectOptions(list: readonly { key: string }[]): { value: string; label: string }[] {
  return list.map((c) => ({ value: c.key, label: countryLabel(c.key) }));
}

/** The status map of a calculation (`CalcStatus` of src/services/calc.ts): locale key and Tag colour. */
export const CALC_STATUS: StatusMap<'pending' | 'running' | 'done' | 'failed'> = {
  pending: { label: 'calc.status.pending', color: 'default' },
  running: { label: 'calc.status.running', color: 'processing' },
  done: { label: 'calc.status.done', color: 'success' },
  failed: { label: 'calc.status.failed', color: 'error' },
};

/**
 * The status map of a report file's processing code (spec §4: remote parsing 0, succeeded 5,
 * failed 10, uploading 10000, upload failed 10001, local parsing 10002), with the colours of spec
 * §4's first progress mapping (uploading and remote parsing normal, succeeded and local parsing
 * success, failed and upload failed exception).
 */
export const REPORT_FILE_STATUS_MAP: StatusMap<0 | 5 | 10 | 10000 | 10001 | 10002> = {
  0: { label: 'calc.upload.status.0', color: 'processing' },
  5: { label: 'calc.upload.status.5', color: 'success' },
  10: { label: 'calc.upload.status.10', color: 'error' },
  10000: { label: 'calc.upload.status.10000', color: 'processing' },
  10001: { label: 'calc.upload.status.10001', color: 'error' },
  10002: { label: 'calc.upload.status.10002', color: 'success' },
};

/** HMRC VAT Return boxes 1-9 (VAT Notice 700/12): locale key of the Chinese label and the English label. */
export const UK_BOXES: readonly { key: `box${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`; no: number; zh: string; en: string }[] = [
  { key: 'box1', no: 1, zh: '销项税（英国境内销售 + 递延进口增值税）', en: 'VAT due on sales and other outputs' },
  { key: 'box2', no: 2, zh: '自欧盟购进货物应缴税额（仅北爱尔兰）', en: 'VAT due on acquisitions of goods made in Northern Ireland from EU Member States' },
  { key: 'box3', no: 3, zh: '应缴税额合计（第 1 栏 + 第 2 栏）', en: 'Total VAT due (the sum of boxes 1 and 2)' },
  { key: 'box4', no: 4, zh: '可抵扣进项税', en: 'VAT reclaimed on purchases and other inputs' },
  { key: 'box5', no: 5, zh: '应缴或应退税额（第 3 栏与第 4 栏之差）', en: 'Net VAT to pay to HMRC or reclaim' },
  { key: 'box6', no: 6, zh: '销售额（不含税，整镑）', en: 'Total value of sales and all other outputs excluding any VAT' },
  { key: 'box7', no: 7, zh: '购进额（不含税，整镑）', en: 'Total value of purchases and all other inputs excluding any VAT' },
  { key: 'box8', no: 8, zh: '向欧盟发货额（仅北爱尔兰，整镑）', en: 'Total value of dispatches of goods from Northern Ireland to EU Member States' },
  { key: 'box9', no: 9, zh: '自欧盟购进额（仅北爱尔兰，整镑）', en: 'Total value of acquisitions of goods made in Northern Ireland from EU Member States' },
];

/**
 * The title of a warning as a person reads it (issue #32): the message of `key` (`calc.warn.<CODE>`),
 * never a raw engine code — a code without a title (a key the locale lacks, which umi renders as the
 * key itself) reads 其他提示 (`calc.warn.other`); the code stays on the detail line only.
 */
export function warningTitle(t: (id: string) => string, key: string): string {
  const s = t(key);
  return s === key || /^[A-Z][A-Z0-9_]+$/.test(s) || /\.warn\./.test(s) ? t('calc.warn.other') : s;
}

/**
 * What a warning asks the seller to do: the locale key of the action with its `values`, and, when
 * there is one, the page that does it (`href`) or `recompute`: the countries to add to this
 * calculation (UNCHOSEN_RETURN, done in one click on the result page).
 */
interface WarningAction {
  textId: string;
  values?: Record<string, string>;
  href?: string;
  recompute?: string[];
}

/** See {@link WarningAction}. `country` is the warning's country (ISO-2 or `OSS`), when it has one. */
export function warningAction(code: VatWarningCode, country?: string): WarningAction {
  switch (code) {
    case 'STOCK_WITHOUT_VAT_NUMBER':
      // The country is one of the calculator's (all EU states and GB): its return can be calculated.
      // A country of the VAT service (spec §9 register countries) opens its registration wizard with
      // the country chosen (issue #10); another EU state can still have its return calculated.
      if (country && isRegisterCountry(country)) return { textId: 'calc.result.action.registerVia', values: { country: countryLabel(country) }, href: `/user/vat/service?register=${country}` };
      return country
        ? { textId: 'calc.result.action.registerIn', values: { country: countryLabel(country) }, href: `/user/calculate-tax?countryCode=${country}` }
        : { textId: 'calc.result.action.register', href: '/user/vat/service' };
    case 'OSS_NOT_REGISTERED':
      return { textId: 'calc.result.action.oss', href: '/user/calculate-tax' };
    case 'MOVEMENT_WITHOUT_COST':
      return { textId: 'calc.result.action.costs' };
    case 'B2B_INVALID_VAT':
    case 'VIES_PENDING':
    case 'BUYER_VAT_CHECK_FAILED':
      return { textId: 'calc.result.action.vies' };
    case 'PERIOD_MISMATCH':
      return { textId: 'calc.result.action.period' };
    case 'ROWS_SKIPPED':
      return { textId: 'calc.result.action.reupload' };
    case 'EU_THRESHOLD_ASSUMED':
    case 'EU_THRESHOLD_UNANSWERED':
    case 'EU_THRESHOLD_EXCEEDED':
      return { textId: 'calc.result.action.threshold', href: '/user/calculate-tax' };
    case 'UNCHOSEN_RETURN':
      return country ? { textId: 'calc.result.unchosen.addOne', values: { country: countryText(country) }, recompute: [country] } : { textId: 'calc.result.action.check' };
    case 'OUT_OF_SCOPE':
      return { textId: 'calc.result.action.outOfScope' };
    case 'BUYER_VAT_ENCRYPTED':
      return { textId: 'calc.result.action.buyerEncrypted' };
    case 'SELLER_VAT_ENCRYPTED':
      return { textId: 'calc.result.action.sellerVat', href: '/user/calculate-tax' };
    case 'RESPONSIBILITY_SWITCH':
      return { textId: 'calc.result.action.responsibility' };
    case 'VINE_FULL_PRICE':
      return { textId: 'calc.result.action.vine' };
    case 'REFUND_WITHOUT_SALE':
      return { textId: 'calc.result.action.refund' };
    case 'UK_RETURN_CHECK_FAILED':
      return { textId: 'calc.result.action.support' };
    case 'TRANSFERS_CARRIED_FORWARD':
      return { textId: 'calc.result.action.carryForward' };
    case 'TRANSFERS_CARRIED_IN':
      return { textId: 'calc.result.action.carriedIn' };
    case 'CARRIED_TO_FILED_PERIOD':
      return { textId: 'calc.result.action.correction', href: '/user/declare' };
    default:
      return { textId: 'calc.result.action.check' };
  }
}

/** One part of the reconciliation line: the locale key of the place, its values and the row count. */
interface ReconPart {
  textId: string;
  values?: Record<string, string>;
  rowCount: number;
}

/**
 * The places of the reconciliation as parts of the 核对 line, in the engine's order ("英国申报 120",
 * "OSS 30", "平台代扣 50", "未选择：德国 12", …).
 */
export function reconciliationParts(r: Reconciliation): ReconPart[] {
  return r.places.map((p) => ({
    textId: `calc.recon.place.${p.place}`,
    values: { country: p.country ? countryText(p.country) : '' },
    rowCount: p.rowCount,
  }));
}

/** One export row: which return, which figure, its values (decimal strings as the engine gave them). */
interface ResultRow {
  return: string;
  currency: string;
  item: string;
  rate: string;
  net: string;
  vat: string;
  rows: number;
}

/** Flattens a result into export rows: UK boxes, EU lines and totals, EC Sales List, OSS lines, marketplace-collected. */
export function resultRows(r: VatResult): ResultRow[] {
  const out: ResultRow[] = [];
  for (const ret of r.returns) {
    const name = `${ret.country} ${ret.period.from}~${ret.period.to}`;
    if (ret.boxes) {
      for (const b of UK_BOXES) {
        const f: Figure = ret.boxes[b.key];
        out.push({ return: name, currency: ret.currency, item: `Box ${b.no} ${b.zh}`, rate: '', net: f.value, vat: '', rows: f.rowCount });
      }
    }
    for (const l of ret.lines ?? []) out.push({ return: name, currency: ret.currency, item: l.label, rate: l.rate ?? '', net: l.net.value, vat: l.vat.value, rows: l.net.rowCount });
    for (const e of ret.ecsl ?? []) out.push({ return: name, currency: ret.currency, item: `EC Sales List ${e.customerCountry} ${e.customerVat} ${e.kind}`, rate: '', net: e.value.value, vat: '', rows: e.value.rowCount });
    out.push({ return: name, currency: ret.currency, item: '销项税 / 进项税 / 应缴', rate: '', net: `${ret.totals.outputVat} / ${ret.totals.inputVat}`, vat: ret.totals.payable, rows: 0 });
  }
  if (r.oss) {
    const name = `OSS ${r.oss.period.from}~${r.oss.period.to}`;
    for (const l of r.oss.lines) out.push({ return: name, currency: 'EUR', item: `${l.dispatchCountry} → ${l.consumptionCountry}`, rate: l.rate, net: l.net.value, vat: l.vat.value, rows: l.net.rowCount });
    for (const c of r.oss.corrections) out.push({ return: name, currency: 'EUR', item: `更正 ${c.period} ${c.consumptionCountry}`, rate: '', net: c.net.value, vat: c.vat.value, rows: c.net.rowCount });
    out.push({ return: name, currency: 'EUR', item: '应缴', rate: '', net: '', vat: r.oss.totals.payable, rows: 0 });
  }
  for (const m of r.marketplaceCollected) out.push({ return: '平台代扣代缴', currency: m.currency, item: m.scheme, rate: '', net: m.gross, vat: m.vat, rows: m.rowCount });
  return out;
}

/** Sales (net) and VAT by country, currency and month from the rows referenced in the result (never summed across currencies). */
export function salesByCountryMonth(r: VatResult): { months: string[]; series: { key: string; net: number[]; vat: number[] }[] } {
  const acc = new Map<string, Map<string, { net: number; vat: number }>>();
  const months = new Set<string>();
  for (const d of r.rowDetails) {
    if (d.treatment === 'NONE' || d.treatment === 'MOVEMENT' || d.net === null) continue;
    const month = d.date.slice(0, 7);
    const key = `${d.taxCountry ?? d.arrival} · ${d.currency}`;
    months.add(month);
    let m = acc.get(key);
    if (!m) acc.set(key, (m = new Map()));
    const cur = m.get(month) ?? { net: 0, vat: 0 };
    cur.net += Number(d.net);
    cur.vat += Number(d.vat ?? 0);
    m.set(month, cur);
  }
  const ms = [...months].sort();
  const series = [...acc.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, m]) => ({
      key,
      net: ms.map((x) => Math.round((m.get(x)?.net ?? 0) * 100) / 100),
      vat: ms.map((x) => Math.round((m.get(x)?.vat ?? 0) * 100) / 100),
    }));
  return { months: ms, series };
}
