/**
 * National facts of the returns the engine writes (issue #20): the box / line each country uses
 * for a kind of figure, the tax-from-base rounding rule, and the deemed-supplier reporting choice.
 *
 * Sources (each beside its entry): VAT Directive 2006/112/EC; DE UStVA form (Umsatzsteuer-
 * Voranmeldung, BMF Vordruckmuster); PL JPK_V7M (Rozporządzenie MF z 15.10.2019, Dz.U. 2019
 * poz. 1988, fields K_…); CZ Přiznání k DPH (MF form 25 5401, řádky); UK HMRC VAT Notice 700/12.
 * Line numbers are given for orientation (drill-down and the declaration form); the figures do
 * not depend on them.
 */
import type { LineKind } from './types';

/** A national box / line for a return line: `box` the form's field ("Kz 81", "K_19", "ř. 1"), `note` Chinese. */
interface NationalBox {
  box: string;
  note?: string;
}

/** Rate class of a line rate fraction: standard or reduced (by the country's standard rate). */
function reduced(rate: string | null, standard: number): boolean {
  return rate !== null && Number(rate) > 0 && Number(rate) < standard;
}

const DEEMED_NOTE_DE =
  '向平台（视同供应商，《增值税法》§ 3 Abs. 3a UStG）的供货按 § 4 Nr. 4c UStG 免税并保留进项抵扣权，填入 Kz 43（其他免税且可抵扣的销售）；金额不含平台代扣的增值税（指令第 136a 条），退款按同一口径冲减（第 90 条）';
const DEEMED_NOTE_EXEMPT =
  '向平台（视同供应商，指令第 14a(2) 条）的供货按第 136a 条免税并保留进项抵扣权（第 169(b) 条）；金额不含平台代扣的增值税，退款按同一口径冲减（第 90 条）';

/**
 * The box / line of a return line in `country`'s form, or undefined when the engine names none
 * (the line's kind label stands alone). `rate` is the line's rate fraction ("0.19") or null.
 * - DE (UStVA 2025): domestic/distance 19 % Kz 81, other rates Kz 86 (7 %); intra-EU supply Kz 41;
 *   acquisition 19 % Kz 89 / 7 % Kz 93 (deduction Kz 61); reverse charge supplied (§ 13b) Kz 60;
 *   export Kz 43; supply to the marketplace Kz 43 (§ 4 Nr. 4c UStG).
 * - PL (JPK_V7M): 23 % K_19/K_20, 8 % K_17/K_18, 5 % K_15/K_16; WDT K_21; export K_22; WNT K_23/K_24
 *   (deduction K_42/K_43 by way of art. 86 ust. 2 pkt 4c); reverse charge supplied K_31; supply to the
 *   marketplace (exempt with deduction, art. 136a Directive) K_10 — confirm with the local adviser.
 * - CZ (přiznání k DPH): 21 % ř. 1, 12 % ř. 2; acquisition ř. 3/4 (deduction ř. 43/44); intra-EU supply
 *   ř. 20; export ř. 22; reverse charge supplied (§ 92a) ř. 25; supply to the marketplace ř. 26
 *   (ostatní plnění s nárokem na odpočet).
 * - GB (Notice 700/12): output VAT box 1, sales box 6 (the supply to the marketplace is zero-rated,
 *   VATA 1994 Sch. 8 Group 21), acquisitions boxes 2/9 (NI only).
 */
export function nationalBox(country: string, kind: LineKind, rate: string | null): NationalBox | undefined {
  switch (country) {
    case 'DE':
      switch (kind) {
        case 'domestic':
        case 'distance':
          return { box: reduced(rate, 0.19) ? 'Kz 86' : 'Kz 81' };
        case 'intraEuSupply':
          return { box: 'Kz 41' };
        case 'acquisition':
          return { box: reduced(rate, 0.19) ? 'Kz 93 / Kz 61' : 'Kz 89 / Kz 61' };
        case 'reverseCharge':
          return { box: 'Kz 60' };
        case 'export':
          return { box: 'Kz 43' };
        case 'marketplaceSupply':
          return { box: 'Kz 43', note: DEEMED_NOTE_DE };
        default:
          return undefined;
      }
    case 'PL':
      switch (kind) {
        case 'domestic':
        case 'distance':
          return { box: rate === '0.05' ? 'K_15 / K_16' : reduced(rate, 0.23) ? 'K_17 / K_18' : 'K_19 / K_20' };
        case 'intraEuSupply':
          return { box: 'K_21' };
        case 'acquisition':
          return { box: 'K_23 / K_24（进项 K_42 / K_43）' };
        case 'reverseCharge':
          return { box: 'K_31' };
        case 'export':
          return { box: 'K_22' };
        case 'marketplaceSupply':
          return { box: 'K_10', note: `${DEEMED_NOTE_EXEMPT}；JPK_V7 字段请与当地税务代表确认` };
        default:
          return undefined;
      }
    case 'CZ':
      switch (kind) {
        case 'domestic':
        case 'distance':
          return { box: reduced(rate, 0.21) ? 'ř. 2' : 'ř. 1' };
        case 'intraEuSupply':
          return { box: 'ř. 20' };
        case 'acquisition':
          return { box: reduced(rate, 0.21) ? 'ř. 4（进项 ř. 44）' : 'ř. 3（进项 ř. 43）' };
        case 'reverseCharge':
          return { box: 'ř. 25' };
        case 'export':
          return { box: 'ř. 22' };
        case 'marketplaceSupply':
          return { box: 'ř. 26', note: DEEMED_NOTE_EXEMPT };
        default:
          return undefined;
      }
    default:
      return undefined;
  }
}

/**
 * Countries where the seller may leave its deemed supplies to the marketplace out of the return.
 * Open reading (vat-engine.md: the safest reading is the default and an explicit option): in the
 * UK the supply to the marketplace is zero-rated (VATA 1994 Sch. 8 Group 21) and HMRC's guidance on
 * online marketplaces treats the marketplace as the seller of record, so box 6 with or without it
 * changes no tax; the engine includes it (box 6, as the design says) unless the seller chose to
 * omit it. In the EU member states the engine writes (DE § 4 Nr. 4c UStG → Kz 43; PL; CZ ř. 26) the
 * exempt supply is declared: no choice.
 */
export const DEEMED_SUPPLY_OPTIONAL: ReadonlySet<string> = new Set(['GB']);

/**
 * Tax from the base (Art. 91(1) conversion of the taxable amount, then the rate; PL art. 31a ust. 1
 * and art. 106e ust. 11 — amounts of tax rounded to full grosze; CZ §§ 37–38 ZDPH — tax rounded to
 * haléře; DE § 12, § 16 UStG; UK VAT Notice 700 § 17.5): units (1/10000) × rate fraction, rounded
 * half away from zero to whole cents (minor units) of the return currency. Whole-currency rounding of
 * the declaration's totals (PL Ordynacja art. 63, CZ whole CZK on the form) is left to the form.
 */
export function taxOfBase(netUnits: number, rate: string): number {
  if (!rate || rate === '0') return 0;
  // rate as an exact fraction of 10^k (rates have at most 4 decimals: "0.19", "0.055", "0.255")
  const [i, f = ''] = rate.split('.');
  const k = f.length;
  const num = Number(i) * 10 ** k + Number(f || '0');
  const den = 10 ** k;
  // cents = netUnits/100 × num/den, rounded half away from zero
  const n = netUnits * num;
  const d = 100 * den;
  if (!Number.isSafeInteger(2 * n)) {
    const bn = BigInt(netUnits) * BigInt(num);
    const bd = BigInt(d);
    const neg = bn < 0n;
    const a = neg ? -bn : bn;
    const q = (2n * a + bd) / (2n * bd);
    return Number(neg ? -q : q) * 100;
  }
  const c = n >= 0 ? Math.floor((2 * n + d) / (2 * d)) : -Math.floor((-2 * n + d) / (2 * d));
  return c * 100;
}
