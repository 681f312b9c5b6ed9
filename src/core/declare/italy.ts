/**
 * VAT Italy records (issue #11, `/italy-local`; facts: domain-facts §A.2 IT and §F.1): the kinds of
 * obligation and the field rules shared by the form and the mock. Pure, relative imports only.
 */

/** Kinds: periodic settlement (liquidazione), LIPE communication, annual return, December advance (acconto). */
export const ITALY_KINDS = ['liquidation', 'lipe', 'annual', 'acconto'] as const;
type ItalyKind = (typeof ITALY_KINDS)[number];

/** Period shape by kind: settlement `YYYY-MM` or `YYYY-Qn`; LIPE `YYYY-Qn`; annual and acconto `YYYY`. */
const ITALY_PERIOD: Record<ItalyKind, RegExp> = {
  liquidation: /^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/,
  lipe: /^\d{4}-Q[1-4]$/,
  annual: /^\d{4}$/,
  acconto: /^\d{4}$/,
};

/**
 * Checks a record's fields; the first problem as `{ field, key }` (locale key of the `declare`
 * area) or `null`. Amount: EUR with at most 2 decimals, ≥ 0; due date `YYYY-MM-DD`; F24 code 4 digits.
 */
export function checkItalyRecord(f: { vatNumber: string; kind: string; period: string; amount: string; dueDate: string; taxCode?: string }): { field: string; key: string } | null {
  if (!/^IT\d{11}$/i.test(f.vatNumber.replace(/\s/g, ''))) return { field: 'vatNumber', key: 'declare.italy.rule.vatNumber' };
  if (!(ITALY_KINDS as readonly string[]).includes(f.kind)) return { field: 'kind', key: 'declare.italy.rule.kind' };
  if (!ITALY_PERIOD[f.kind as ItalyKind].test(f.period)) return { field: 'period', key: `declare.italy.rule.period.${f.kind}` };
  if (!/^\d{1,11}(\.\d{1,2})?$/.test(f.amount)) return { field: 'amount', key: 'declare.italy.rule.amount' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.dueDate) || Number.isNaN(Date.parse(`${f.dueDate}T00:00:00Z`))) return { field: 'dueDate', key: 'declare.italy.rule.dueDate' };
  if (f.taxCode && !/^\d{4}$/.test(f.taxCode)) return { field: 'taxCode', key: 'declare.italy.rule.taxCode' };
  const code = checkItalyTaxCode({ kind: f.kind as ItalyKind, period: f.period, dueDate: f.dueDate, taxCode: f.taxCode });
  if (code) return { field: 'taxCode', key: code };
  return null;
}

/**
 * The F24 codici tributo a record of `kind` for `period` may carry (Agenzia Entrate "Codici tributo
 * IVA"; domain-facts §A.2, §F.1): a monthly settlement 6001–6012 by month; a quarterly one 6031–6033
 * for Q1–Q3 (Q4 is paid with the annual balance, 6099); the annual balance 6099 (due 16 March, or
 * in instalments from then); the December advance 6013 (monthly payers) or 6035 (quarterly); LIPE is
 * a communication, without a code. An empty list = no code.
 */
function italyTaxCodes(kind: ItalyKind, period: string): string[] {
  if (kind === 'lipe') return [];
  if (kind === 'annual') return ['6099'];
  if (kind === 'acconto') return ['6013', '6035'];
  const q = /^\d{4}-Q([1-4])$/.exec(period);
  if (q) return Number(q[1]) <= 3 ? [String(6030 + Number(q[1]))] : ['6099'];
  const m = /^\d{4}-(\d{2})$/.exec(period);
  return m ? [String(6000 + Number(m[1]))] : [];
}

/**
 * Whether a record's codice tributo fits its kind, period and due date: one of {@link italyTaxCodes};
 * an annual balance (6099) falls due from 16 March (the annual return's own 30 April deadline is a
 * filing, not a payment: a 30 April date with 6099 is the seed bug of issue #19, refused as
 * `declare.italy.rule.taxCodeDate`). `null` when it fits (or no code is given), else the locale key.
 */
export function checkItalyTaxCode(f: { kind: ItalyKind; period: string; dueDate: string; taxCode?: string }): string | null {
  if (!f.taxCode) return null;
  const codes = italyTaxCodes(f.kind, f.period);
  if (!codes.includes(f.taxCode)) return 'declare.italy.rule.taxCodeKind';
  // 6099 is the annual balance: due 16 March, or in monthly instalments on the 16th up to November,
  // or with the income-tax deadline (30 June, 30 July +0.4 %); each moved to the next working day (≤ 3 days)
  if (f.taxCode === '6099' && f.kind === 'annual') {
    const m = Number(f.dueDate.slice(5, 7));
    const d = Number(f.dueDate.slice(8, 10));
    const md = f.dueDate.slice(5);
    const instalment = m >= 3 && m <= 11 && d >= 16 && d <= 19;
    const withIncomeTax = (md >= '06-30' && md <= '07-03') || (md >= '07-30' && md <= '08-02');
    if (!instalment && !withIncomeTax) return 'declare.italy.rule.taxCodeDate';
  }
  return null;
}
