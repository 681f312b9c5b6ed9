/**
 * Pre-filing checks of the VAT engine as pure functions (no engine state): HMRC's validation of
 * a UK return, buyer VAT numbers (format and check digits through jsvat, encrypted or masked
 * values) and the mapping of VIES answers to valid / invalid / pending.
 *
 * Sources: HMRC MTD VAT API (hmrc/vat-api, schemas/VatReturnDeclaration.json; domain-facts §A.3;
 * the vendored src/core/filing/schemas/gb/ — application.yaml and validators/*.scala),
 * domain-facts §A.4 (SP-API models #5124: encrypted VAT numbers) and §E (VIES), vat-engine.md
 * "The seller profile" (`isViesCheck`: a check that could not be made is "pending", never "invalid").
 */
import Big from 'big.js';
import type { Figure, UkBoxes, UkReturnCheck, ViesAnswer, ViesStatus } from './types';

// ------------------------------------------------------------------------------------------ UK

/** The nine boxes as decimal strings (`"12.30"`, boxes 6-9 whole pounds `"12"`), or as figures. */
export type UkBoxValues = Record<keyof UkBoxes, string | Figure>;

const BOX_KEYS: (keyof UkBoxes)[] = ['box1', 'box2', 'box3', 'box4', 'box5', 'box6', 'box7', 'box8', 'box9'];

/**
 * The JSON field of each box in HMRC's MTD VAT API body "Submit VAT return for period"
 * (`components.schemas.VATReturnDeclaration` of src/core/filing/schemas/gb/application.yaml):
 * `box1` → `vatDueSales` … `box9` → `totalAcquisitionsExVAT`. Used by `src/core/filing/gb.ts` to
 * build the body and to run {@link checkUkReturn} on a received body (one rule set for both).
 */
export const UK_BOX_FIELDS: Readonly<Record<keyof UkBoxes, string>> = {
  box1: 'vatDueSales',
  box2: 'vatDueAcquisitions',
  box3: 'totalVatDue',
  box4: 'vatReclaimedCurrPeriod',
  box5: 'netVatDue',
  box6: 'totalValueSalesExVAT',
  box7: 'totalValuePurchasesExVAT',
  box8: 'totalValueGoodsSuppliedExVAT',
  box9: 'totalAcquisitionsExVAT',
};

/**
 * HMRC's own English messages (`rule`) per code, as the API answers them: application.yaml's 400
 * examples (VAT_TOTAL_VALUE, VAT_NET_VALUE, INVALID_MONETARY_AMOUNT for boxes 1–5) and hmrc/vat-api
 * app/v1/models/errors/submitReturnErrors.scala (`InvalidMonetaryValueError.withFieldName`: the
 * boxes 1–4 range and the whole-pound boxes 6–9).
 */
const HMRC_MESSAGE = {
  VAT_TOTAL_VALUE: 'totalVatDue should be equal to the sum of vatDueSales and vatDueAcquisitions',
  VAT_NET_VALUE: 'netVatDue should be the difference between the largest and the smallest values among totalVatDue and vatReclaimedCurrPeriod',
  AMOUNT_1_4: 'amount should be a monetary value (to 2 decimal places), between -9,999,999,999,999.99 and 9,999,999,999,999.99',
  AMOUNT_5: 'amount should be a monetary value (to 2 decimal places), between 0 and 99,999,999,999.99',
  AMOUNT_6_9: 'The value must be between -9999999999999 and 9999999999999',
} as const;

/** Boxes 1-4: ±9,999,999,999,999.99, at most 2 decimals. */
const MAX_1_4 = new Big('9999999999999.99');
/** Box 5 (netVatDue): 0 to 99,999,999,999.99, at most 2 decimals. */
const MAX_5 = new Big('99999999999.99');
/** Boxes 6-9: whole pounds, ±9,999,999,999,999. */
const MAX_6_9 = new Big('9999999999999');
const TWO_DP = /^-?\d+(\.\d{1,2})?$/;
const WHOLE = /^-?\d+(\.0{1,2})?$/;

const BOX_ZH: Record<keyof UkBoxes, string> = {
  box1: '第 1 栏（销项税）',
  box2: '第 2 栏（自欧盟购进税额）',
  box3: '第 3 栏（应缴税额合计）',
  box4: '第 4 栏（可抵扣进项税）',
  box5: '第 5 栏（应缴/应退税额）',
  box6: '第 6 栏（销售额）',
  box7: '第 7 栏（购进额）',
  box8: '第 8 栏（对欧盟供货额）',
  box9: '第 9 栏（自欧盟购进额）',
};

function boxText(v: string | Figure): string {
  return (typeof v === 'string' ? v : v.value).trim();
}

/**
 * HMRC's validation of a VAT return before submission (MTD VAT API `POST …/returns`), as a pure
 * function: returns the rules the boxes FAIL (empty array = passes), each with its HMRC code,
 * the box at fault, HMRC's rule in English and a Chinese message.
 *
 * - `VAT_TOTAL_VALUE`: box 3 must equal box 1 + box 2 (to the penny);
 * - `VAT_NET_VALUE`: box 5 must equal |box 3 − box 4|;
 * - `INVALID_MONETARY_AMOUNT`: boxes 1-4 between −9,999,999,999,999.99 and 9,999,999,999,999.99
 *   with at most 2 decimals; box 5 between 0 and 99,999,999,999.99 with at most 2 decimals;
 *   boxes 6-9 whole pounds between −9,999,999,999,999 and 9,999,999,999,999.
 *
 * Input: each box as a decimal string in pounds (`"160.10"`, boxes 6-9 `"370"`) or a
 * {@link Figure} (its `value`). Arithmetic is decimal (big.js), never binary floating point.
 * A box that is not a number at all fails INVALID_MONETARY_AMOUNT and is left out of the sums.
 * `rule` is HMRC's own English message for the code (application.yaml / submitReturnErrors.scala).
 * Never throws. Source: hmrc/vat-api schemas/VatReturnDeclaration.json (domain-facts §A.3) and
 * the server rules vendored in src/core/filing/schemas/gb/validators/ (Decimal/NonDecimal
 * MonetaryValueFormatValidation, VATTotalValueValidation, VATNetValueValidation).
 *
 * This is the ONE implementation of HMRC's amount and sum rules: `validateMtdBody` in
 * src/core/filing/gb.ts (the MTD body the builder writes and the mock receives) calls it with the
 * body's fields, and adds only what a body has beyond the boxes (periodKey, finalised, the schema).
 */
export function checkUkReturn(boxes: UkBoxValues): UkReturnCheck[] {
  const out: UkReturnCheck[] = [];
  const num: Partial<Record<keyof UkBoxes, Big>> = {};
  for (const k of BOX_KEYS) {
    const t = boxText(boxes[k]);
    const whole = k === 'box6' || k === 'box7' || k === 'box8' || k === 'box9';
    const okFormat = whole ? WHOLE.test(t) : TWO_DP.test(t);
    let v: Big | null = null;
    try {
      v = /^-?\d+(\.\d+)?$/.test(t) ? new Big(t) : null;
    } catch {
      // not a decimal big.js reads: the format check beside it names the box
      v = null;
    }
    if (v) num[k] = v;
    let range: string;
    let inRange: boolean;
    if (k === 'box5') {
      range = '0 至 99,999,999,999.99，最多 2 位小数';
      inRange = !!v && v.gte(0) && v.lte(MAX_5);
    } else if (whole) {
      range = '−9,999,999,999,999 至 9,999,999,999,999 的整镑金额';
      inRange = !!v && v.abs().lte(MAX_6_9);
    } else {
      range = '−9,999,999,999,999.99 至 9,999,999,999,999.99，最多 2 位小数';
      inRange = !!v && v.abs().lte(MAX_1_4);
    }
    if (!okFormat || !inRange) {
      out.push({
        code: 'INVALID_MONETARY_AMOUNT',
        box: k,
        rule: k === 'box5' ? HMRC_MESSAGE.AMOUNT_5 : whole ? HMRC_MESSAGE.AMOUNT_6_9 : HMRC_MESSAGE.AMOUNT_1_4,
        message: `${BOX_ZH[k]} 的金额 "${t}" 不符合 HMRC 要求（应为 ${range}）`,
      });
    }
  }
  const { box1, box2, box3, box4, box5 } = num;
  if (box1 && box2 && box3 && !box1.plus(box2).eq(box3)) {
    out.push({
      code: 'VAT_TOTAL_VALUE',
      box: 'box3',
      rule: HMRC_MESSAGE.VAT_TOTAL_VALUE,
      message: `第 3 栏 ${box3.toFixed(2)} ≠ 第 1 栏 ${box1.toFixed(2)} + 第 2 栏 ${box2.toFixed(2)}（应为 ${box1.plus(box2).toFixed(2)}）：HMRC 会以 VAT_TOTAL_VALUE 拒收`,
    });
  }
  if (box3 && box4 && box5 && !box3.minus(box4).abs().eq(box5)) {
    out.push({
      code: 'VAT_NET_VALUE',
      box: 'box5',
      rule: HMRC_MESSAGE.VAT_NET_VALUE,
      message: `第 5 栏 ${box5.toFixed(2)} ≠ |第 3 栏 ${box3.toFixed(2)} − 第 4 栏 ${box4.toFixed(2)}|（应为 ${box3.minus(box4).abs().toFixed(2)}）：HMRC 会以 VAT_NET_VALUE 拒收`,
    });
  }
  return out;
}

// ------------------------------------------------------------------------------ buyer numbers

/**
 * Whether a VAT-number field looks encrypted or masked rather than a number (SP-API models #5124:
 * in January 2026 BUYER_VAT_NUMBER and the seller VAT number columns came encrypted): after
 * removing spaces, dots and dashes, 20 or more characters of a base64 / hex alphabet (no VAT
 * number has more than 16, e.g. CHE123456789MWST), or a value masked with `**`, `XXXX`, `##` or
 * `••`. Pure; never throws.
 */
export function looksEncrypted(raw: string): boolean {
  const v = raw.replace(/[\s.-]/g, '');
  if (/(\*{2,}|X{4,}|#{2,}|•{2,})/i.test(v)) return true;
  return v.length >= 20 && /^[A-Za-z0-9+/_=:$]+$/.test(v);
}

/**
 * Format and check digits of a VAT number with its country prefix (`checkVatNumber`, the fast path
 * of the row loop) and the same verdict through jsvat's `checkVAT` (`checkVatNumberJsvat`, the
 * reference): the one jsvat wrapper of src/core/rules/vat.ts.
 */
export { vatCheckDigits as checkVatNumber, vatCheckDigitsJsvat as checkVatNumberJsvat } from '../rules/vat';

// ------------------------------------------------------------------------------------------ VIES

/** VIES error codes meaning "not checked" (domain-facts §E.1): the number is pending, never invalid. */
export const VIES_NOT_CHECKED: ReadonlySet<string> = new Set([
  'SERVICE_UNAVAILABLE', 'MS_UNAVAILABLE', 'TIMEOUT', 'GLOBAL_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ_TIME',
  'MS_MAX_CONCURRENT_REQ', 'MS_MAX_CONCURRENT_REQ_TIME', 'IP_BLOCKED', 'VAT_BLOCKED', 'INVALID_REQUESTER_INFO',
  'SERVER_BUSY', 'SERVICE_ERROR',
]);

/**
 * Maps a VIES answer (a status already decided, or the service's raw answer) to
 * valid / invalid / pending. Only a definitive answer decides: `valid: true` (or userError
 * `VALID`) → valid; userError `INVALID` / `INVALID_INPUT`, or `valid: false` with no error at all
 * (SOAP `checkVat` answered) → invalid; every other error (MS_UNAVAILABLE, TIMEOUT,
 * SERVICE_UNAVAILABLE, *_MAX_CONCURRENT_REQ(_TIME), IP_BLOCKED, VAT_BLOCKED, an
 * `actionSucceed: false` answer, unknown codes) → pending. `undefined` → pending (not checked).
 * Source: domain-facts §E.1 and §E.4 (valid:false also comes back when the number was never checked).
 */
export function viesStatus(a: ViesStatus | ViesAnswer | undefined | null): ViesStatus {
  if (a === undefined || a === null) return 'pending';
  if (typeof a === 'string') return a === 'valid' || a === 'invalid' ? a : 'pending';
  const errors: string[] = [];
  if (a.userError) errors.push(a.userError);
  if (a.error) errors.push(a.error);
  for (const w of a.errorWrappers ?? []) if (w.error) errors.push(w.error);
  const codes = errors.map((e) => e.trim().toUpperCase());
  const valid = a.valid ?? a.isValid;
  if (valid === true || codes.includes('VALID')) return 'valid';
  if (codes.includes('INVALID') || codes.includes('INVALID_INPUT')) return 'invalid';
  if (a.actionSucceed === false || codes.length > 0) return 'pending';
  return valid === false ? 'invalid' : 'pending';
}
