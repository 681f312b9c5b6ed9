/**
 * VAT Italy records (issue #11, `/italy-local`; facts: domain-facts §A.2 IT and §F.1): the kinds of
 * obligation and the field rules shared by the form and the mock. Pure, relative imports only.
 */

/** Kinds: periodic settlement (liquidazione), LIPE communication, annual return, December advance (acconto). */
export const ITALY_KINDS = ['liquidation', 'lipe', 'annual', 'acconto'] as const;
export type ItalyKind = (typeof ITALY_KINDS)[number];

/** Period shape by kind: settlement `YYYY-MM` or `YYYY-Qn`; LIPE `YYYY-Qn`; annual and acconto `YYYY`. */
export const ITALY_PERIOD: Record<ItalyKind, RegExp> = {
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
  return null;
}
