/** The rows of the VAT number check and how they read (the pure parts of the page). */
import type { ParsedLine } from '@/core/lookup/normalise';
import type { Translate } from '@/hooks/useT';
import { NETWORK_ERROR } from '@/request/http-messages';
import type { VatCheckRow } from '@/services/lookup';
import '@/locales/areas/lookup';

/** One line of the result table: the parsed line, and the service's answer once it came. */
export interface ResultRow {
  key: string;
  line: ParsedLine;
  result?: VatCheckRow;
  busy?: boolean;
  /** The Chinese reason when the check call itself failed (no answer for this line): shown as 暂时无法查询 with 重试. */
  failure?: string;
}

/** The Chinese message of a failed check call (the request layer's; never a bare HTTP status). */
export function failureText(e: unknown): string {
  return e instanceof Error && /[\u4e00-\u9fff]/.test(e.message) ? e.message : NETWORK_ERROR;
}

/** The kind a row shows: refused before the call, could not check (the call failed), waiting, or the answer's. */
export function kindOf(r: ResultRow): string {
  if (r.line.refused) return 'refused';
  if (r.failure) return 'unavailable';
  return r.result?.kind ?? 'pending';
}

/** Why a row could not be checked, in Chinese: the failed call's reason, else the service's. */
export function unavailableText(t: Translate, r: ResultRow): string {
  if (r.failure) return t('lookup.reason.callFailed', { message: r.failure.replace(/[。.]$/, '') });
  return r.result?.reason ? t(`lookup.reason.${r.result.reason}`) : '';
}

/** Why a line was refused or normalised, in Chinese. */
export function lineText(t: Translate, l: ParsedLine): string {
  if (l.refused) {
    const r = l.refused;
    if (r.reason === 'duplicate') return t('lookup.refused.duplicate', { line: r.duplicateOf ?? '' });
    if (r.reason === 'checkDigits') return t('lookup.refused.checkDigits', { example: r.example ?? '' });
    return t(`lookup.refused.${r.reason}`, { prefix: l.prefix });
  }
  return l.notes.map((n) => t(`lookup.note.${n}`)).join('；');
}

/** The export's rows and columns (sheet `sheet1`): the line, what was typed, the number, the answer and why, name, address, consultation, times. */
export function exportSheet(t: Translate, rows: ResultRow[]) {
  const data = rows.map((r) => ({
    line: r.line.line,
    input: r.line.raw,
    vatNumber: r.line.vatNumber,
    country: r.line.prefix,
    kind: t(`lookup.kind.${kindOf(r)}`),
    why: r.line.refused ? lineText(t, r.line) : unavailableText(t, r),
    name: r.result?.name ?? '',
    address: r.result?.address ?? '',
    consultation: r.result?.consultationNumber ?? '',
    checkedAt: r.result && !r.line.refused ? r.result.checkedAt : '',
    lastGood: r.result?.lastGood
      ? `${t(`lookup.kind.${r.result.lastGood.kind}`)} ${r.result.lastGood.checkedAt} ${r.result.lastGood.consultationNumber ?? ''}`.trim()
      : '',
  }));
  const cols = (['line', 'input', 'vatNumber', 'country', 'kind', 'why', 'name', 'address', 'consultation', 'checkedAt', 'lastGood'] as const).map((key) => ({
    key,
    title: t(`lookup.export.${key}`),
  }));
  return { data, cols };
}
