/**
 * Facts several packs share word for word (so a pack file stays short): the euro of the eleven
 * founding members of the euro area, the engine's period-end exchange-rate rule, the receipt of a
 * return filed on a national portal. Pack files only; relative imports, nothing that reads packs.
 */
import { friendlyFormatIBAN } from 'ibantools';
import { fact, type Fact, type ReceiptFieldDef } from './define';
import type { FxRule } from '../vat/fx-rules';

/** The euro, the currency of the founding euro-area members (DE, FR, IT, ES, NL, AT, BE, IE, FI, LU, PT) since 1 January 1999. */
export const EURO: Fact<string> = fact('EUR', { ref: 'Council Regulation (EC) No 974/98 on the introduction of the euro（自 1999-01-01 起为该国货币）', url: 'https://eur-lex.europa.eu/eli/reg/1998/974/oj' }, '1999-01-01');

/**
 * The engine's rule for a return without a national rule of its own in `src/core/vat/fx-rules.ts`:
 * one consistent rate, the period's last day (`PERIOD_END`). It is the engine's choice, not a
 * national rule we have verified: the source says so.
 */
export const PERIOD_END_FX: Fact<{ rule: FxRule }> = fact({ rule: 'PERIOD_END' }, { ref: 'src/core/vat/fx-rules.ts「其余申报」：申报期最后一日的统一汇率（引擎的一致做法；该国本国汇率规则未在 domain-facts 中核实）' });

/** The receipt of a return filed on a national portal: the time received and the authority's reference under the country's name for it (`declare.receipt.ref.<CC>`). */
export function portalReceipt(country: string): readonly ReceiptFieldDef[] {
  return [
    { key: 'declare.receipt.processingDate', from: 'processingDate', id: 'receipt-time', time: true },
    { key: `declare.receipt.ref.${country}`, from: 'formBundleNumber', id: 'receipt-ref' },
  ];
}

/** An IBAN in groups of four (`PL56 1010 0071 2222 7831 9163 6600`; ibantools' friendly format), or the input unchanged when it cannot be formatted. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}
