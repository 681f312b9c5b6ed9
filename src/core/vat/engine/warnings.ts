/**
 * Warnings and skipped rows of a calculation (vat-engine.md "What every result carries"): each
 * warning a stable code, a Chinese message and its rows (capped like figures), gathered by a map key
 * `code|…` in first-raised order (the order the result lists them in).
 */
import type { RowRef, VatWarning, VatWarningCode } from '../types';
import { addRef } from './details';
import type { Engine } from './engine';
import type { WarnAgg } from './rows';

/** Raises warning `code` under key `code|key` with `message`, counting row `r` (null = a warning without rows). */
export function warn(e: Engine, code: VatWarningCode, key: string, message: string, r: RowRef | null, country?: string): void {
  warnAt(e, `${code}|${key}`, code, message, r, country);
}

/** {@link warn} with the map key `code|key` already built (warnings raised on many rows). */
export function warnAt(e: Engine, k: string, code: VatWarningCode, message: string, r: RowRef | null, country?: string): void {
  let w = e.warns.get(k);
  if (!w) {
    w = { code, message, count: 0, refs: [] };
    if (country) w.country = country;
    e.warns.set(k, w);
  }
  if (r) addRef(e, w, r);
}

/** Sets warning `k` whole (a warning built once from counts gathered while reading: threshold, stock, responsibility…). */
export function setWarning(e: Engine, k: string, w: WarnAgg): void {
  e.warns.set(k, w);
}

/** Issues the pending warnings of the row being classified (classify.ts), now that its detail is known. */
export function flushPendingWarnings(e: Engine, r: RowRef): void {
  for (const w of e.pendW) warnAt(e, w.key, w.code, w.message, r);
  e.pendW.length = 0;
}

/** Counts row `r` as skipped for `reason` (listed in result.skipped with the Chinese `message`). */
export function skip(e: Engine, reason: string, message: string, r: RowRef): void {
  let s = e.skipped.get(reason);
  if (!s) e.skipped.set(reason, (s = { message, count: 0, refs: [] }));
  addRef(e, s, r);
  e.counts.skipped++;
}

/** ROWS_SKIPPED: rows skipped for unreadable dates or amounts make the returns incomplete. */
export function readErrorWarning(e: Engine): void {
  const readErr = e.skipped.get('READ_ERROR');
  if (readErr) {
    setWarning(e, 'ROWS_SKIPPED', { code: 'ROWS_SKIPPED', message: `${readErr.count} 行因日期或金额无法识别被跳过：申报结果不完整，请修正文件后重新计算`, count: readErr.count, refs: readErr.refs });
  }
}

/** The warnings as the result lists them (first-raised order). */
export function warningList(e: Engine): VatWarning[] {
  return [...e.warns.values()].map((w) => {
    const o: VatWarning = { code: w.code, message: w.message, rows: w.refs, rowCount: w.count };
    if (w.country) o.country = w.country;
    return o;
  });
}
