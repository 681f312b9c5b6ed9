/**
 * Amazon's and the engine's codes in plain language (issue #13): the VAT Transactions Report's
 * `TAX_REPORTING_SCHEME` and `TRANSACTION_TYPE` values, the engine's treatments (T1–T6), and the
 * meaning of the columns a report must have. The texts are locale keys (`calc.scheme.<CODE>`,
 * `calc.type.<CODE>`, `calc.treatment.<CODE>` with `calc.treatment.tip.<CODE>`, `calc.column.<NAME>`);
 * unknown codes have no key and show as they are. Pure (no React); shared by the calc pages and
 * the report upload.
 */
import { REQUIRED_COLUMNS } from '../vat/columns';
import type { Treatment } from '../vat/types';

/** `TAX_REPORTING_SCHEME` values the engine knows (vtr_value_domains.md). */
export const SCHEME_CODES = [
  'REGULAR',
  'UNION-OSS',
  'UK_VOEC-DOMESTIC',
  'UK_VOEC-IMPORT',
  'CH_VOEC',
  'NO_VOEC',
  'DEEMED_RESELLER-IOSS',
  'DEEMED_RESELLER',
  'IMPORT-OSS',
  'COMMINGLE_VAT',
] as const;

/** `TRANSACTION_TYPE` values the engine knows. */
export const TYPE_CODES = [
  'SALE',
  'REFUND',
  'RETURN',
  'FC_TRANSFER',
  'INBOUND',
  'COMMINGLING_SELL',
  'COMMINGLING_BUY',
  'LIQUIDATION_SALE',
  'LIQUIDATION_REFUND',
  'DONATION',
  'INVOICE',
  'CREDIT_NOTE',
] as const;

/** The engine's treatments (vat-engine.md row rule 5). */
export const TREATMENT_CODES: readonly Treatment[] = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'MOVEMENT', 'NONE'];

/** The columns without which a file is not a VAT Transactions Report (the engine's NOT_VTR check). */
export const REQUIRED_REPORT_COLUMNS: readonly string[] = REQUIRED_COLUMNS;

export type CodeKind = 'scheme' | 'type' | 'treatment' | 'column';

const KNOWN: Readonly<Record<CodeKind, ReadonlySet<string>>> = {
  scheme: new Set(SCHEME_CODES),
  type: new Set(TYPE_CODES),
  treatment: new Set(TREATMENT_CODES),
  column: new Set(REQUIRED_COLUMNS),
};

/** The locale key of a code's plain-language name (`calc.scheme.UK_VOEC-IMPORT`), or `null` when the code is unknown. */
export function codeKey(kind: CodeKind, code: string | null | undefined): string | null {
  return code && KNOWN[kind].has(code) ? `calc.${kind}.${code}` : null;
}

/** The locale key of a treatment's one-line explanation for the seller (`calc.treatment.tip.T5`), or `null`. */
export function treatmentTipKey(code: string | null | undefined): string | null {
  return code && KNOWN.treatment.has(code) ? `calc.treatment.tip.${code}` : null;
}

/** A NOT_VTR message of the engine, taken apart: the file and the missing columns. */
interface MissingColumns {
  file: string;
  columns: string[];
}

const NOT_VTR = /^文件 (.+) 不是亚马逊 VAT 交易报告（缺少必需列：(.+)）$/;

/**
 * Reads the engine's NOT_VTR message (`文件 a.csv 不是亚马逊 VAT 交易报告（缺少必需列：A、B）`,
 * src/core/vat/messages.ts) back into its file and columns, so a screen can list the columns with
 * their meaning; `null` for any other message.
 */
export function parseMissingColumns(message: string): MissingColumns | null {
  const m = NOT_VTR.exec(message.trim());
  if (!m) return null;
  const columns = m[2].split('、').map((c) => c.trim()).filter(Boolean);
  return columns.length ? { file: m[1], columns } : null;
}
