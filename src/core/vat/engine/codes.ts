/**
 * Small keys of the row loop (issue #25): codes of countries, currencies and bucket kinds as small
 * integers, so that a row costs no map lookup and no new string. Pure functions and one id table.
 */

/** Whether char code `c` is an upper-case ASCII letter. */
export function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** `/^[A-Z]{2}[0-9A-Z+*]{2,13}$/` without a regular expression (hot loop): the shape of a VAT number with its country prefix. */
export function vatFormatOk(v: string): boolean {
  const n = v.length;
  if (n < 4 || n > 15 || !isUpper(v.charCodeAt(0)) || !isUpper(v.charCodeAt(1))) return false;
  for (let i = 2; i < n; i++) {
    const c = v.charCodeAt(i);
    if (!(isUpper(c) || (c >= 48 && c <= 57) || c === 43 || c === 42)) return false;
  }
  return true;
}

/** A two-letter upper-case code as 1..676 (0 for ''), or -1 for anything else: a small key without a Map lookup. */
export function code26(c: string): number {
  if (c.length === 0) return 0;
  if (c.length !== 2) return -1;
  const x = c.charCodeAt(0) - 65;
  const y = c.charCodeAt(1) - 65;
  return x >= 0 && x < 26 && y >= 0 && y < 26 ? x * 26 + y + 1 : -1;
}

/** Whether `c` is a 2-letter country code (len 2) or a 3-letter currency code (len 3) in upper case. */
export function codeValid(c: string, len: 2 | 3): boolean {
  if (c.length !== len) return false;
  for (let i = 0; i < len; i++) if (!isUpper(c.charCodeAt(i))) return false;
  return true;
}

/** Small code of a bucket kind (a switch on the literal: no map lookup on the row loop); 0 for another string. */
export function kindCode(kind: string): number {
  switch (kind) {
    case 'domestic':
      return 1;
    case 'distance':
      return 2;
    case 'reverseCharge':
      return 3;
    case 'intraEuSupply':
      return 4;
    case 'acquisition':
      return 5;
    case 'export':
      return 6;
    case 'marketplaceSupply':
      return 7;
    case 'oss':
      return 8;
    case 'corr':
      return 9;
    default:
      return 0;
  }
}

/**
 * The parts of an `intraEuSupply` bucket's extra `<kind>|<customer>|<country>[@<tax point>]` as
 * `split('|')` gives its first three (the country without its tax-point tag), without the arrays.
 */
export function ecslParts(extra: string): { kind: string; who: string; cc: string } {
  const i1 = extra.indexOf('|');
  const i2 = i1 < 0 ? -1 : extra.indexOf('|', i1 + 1);
  const i3 = i2 < 0 ? -1 : extra.indexOf('|', i2 + 1);
  const kind = i1 < 0 ? extra : extra.slice(0, i1);
  const who = i1 < 0 ? '' : extra.slice(i1 + 1, i2 < 0 ? extra.length : i2);
  const cc0 = i2 < 0 ? '' : extra.slice(i2 + 1, i3 < 0 ? extra.length : i3);
  const at = cc0.indexOf('@');
  return { kind, who, cc: at < 0 ? cc0 : cc0.slice(0, at) };
}

/**
 * Small ids of the country / kind / rate / currency strings of one calculation (for the bucket
 * index and the interned treatments), in first-seen order; '' and two-letter codes through
 * {@link code26}, three-letter upper-case codes by their letters in base 26: no map lookup for them.
 */
export class Ids {
  private ids2 = new Int32Array(677);
  private ids3 = new Int32Array(17576);
  private ids = new Map<string, number>();
  private nextId = 1;

  /** The id of `s` (a new one the first time it is seen). */
  of(s: string): number {
    const n = s.length;
    if (n <= 2) {
      const c = code26(s);
      if (c >= 0) {
        let v = this.ids2[c];
        if (v === 0) this.ids2[c] = v = this.nextId++;
        return v;
      }
    } else if (n === 3) {
      const x = s.charCodeAt(0) - 65;
      const y = s.charCodeAt(1) - 65;
      const z = s.charCodeAt(2) - 65;
      if (x >= 0 && x < 26 && y >= 0 && y < 26 && z >= 0 && z < 26) {
        const c = (x * 26 + y) * 26 + z;
        let v = this.ids3[c];
        if (v === 0) this.ids3[c] = v = this.nextId++;
        return v;
      }
    }
    let v = this.ids.get(s);
    if (v === undefined) {
      v = this.nextId++;
      this.ids.set(s, v);
    }
    return v;
  }
}
