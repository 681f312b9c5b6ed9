/**
 * Public types of the VAT engine. `VatResult` is exactly the JSON the CLI prints with `--json`
 * and the mock API returns, so every field is plain JSON: amounts are decimal strings in MAJOR
 * units with 2 decimals ("12.30", "-0.64"; HMRC boxes 6-9 whole pounds "1234"), dates are
 * `YYYY-MM-DD`, rates are fractions as Amazon writes them ("0.19").
 * Rule source throughout: /shared/design/vat-engine.md.
 */
import type { ExchangeRateProvider } from './fx';

/**
 * A readable source of report bytes: a browser File (see `fromBlob`), a Node file (`fromPath`) or
 * bytes in memory (`fromBytes`). `size` in bytes. `chunks()` may be called more than once (each
 * call streams from the start). `slice(start, end)`, when given, reads bytes [start, end) directly
 * (the reader looks at a file's end first: a zip's directory, a text file's last line — issue #19);
 * without it the reader streams the input to get there.
 */
export interface ReportInput {
  name: string;
  size: number;
  chunks(): AsyncIterable<Uint8Array>;
  slice?(start: number, end: number): Promise<Uint8Array>;
}

/** Error codes of file reading (one file's error never stops the others). */
export type VatErrorCode =
  | 'EMPTY_FILE' // 文件为空
  | 'HEADER_ONLY' // 只有表头
  | 'NOT_VTR' // 缺少必需列
  | 'TOO_LARGE' // 超过 100 MB
  | 'BAD_AMOUNT' // 金额无法识别
  | 'BAD_DATE' // 日期无法识别
  | 'BAD_NUMBER' // 数量或税率无法识别
  | 'UNTERMINATED_QUOTE' // 引号未闭合
  | 'UNSUPPORTED_FILE' // 不支持的文件类型
  | 'UNREADABLE' // 压缩包/Excel 损坏或无法读取
  | 'TOO_MANY_ERRORS' // 错误过多，后续错误省略
  | 'MOVEMENT_WITHOUT_COST'; // 跨国移库没有成本价：未计入任何申报（issue #20，不使文件不可用）

/** One error: `row` is the spreadsheet row number (header = row 1, first data row = 2); `column` the header name. */
export interface VatError {
  code: VatErrorCode;
  message: string;
  file: string;
  row?: number;
  column?: string;
  /** MOVEMENT_WITHOUT_COST (issue #20): the rows it names (spreadsheet rows, at most 20) and how many there are in all. */
  rows?: number[];
  rowCount?: number;
  /** MOVEMENT_WITHOUT_COST: ISO-2 codes of the departure and arrival countries of those transfers, sorted (whose returns lack them). */
  countries?: string[];
  /**
   * MOVEMENT_WITHOUT_COST of transfers carried to the next period (issue #32): this period's returns
   * are complete without them (not blocking, CLI exit 0); the next period needs their cost.
   */
  carriedForward?: boolean;
}

/** Warning codes (vat-engine.md "What every result carries"). */
export type VatWarningCode =
  | 'B2B_INVALID_VAT' // B2B without a valid buyer VAT number
  | 'VIES_PENDING' // VIES check could not be made: number kept as B2B
  | 'MOVEMENT_WITHOUT_COST' // own-goods movement with no cost (rule 6): rows for drill-down, beside the error of the same code (issue #20)
  | 'PERIOD_MISMATCH' // rows outside the period / period not a calendar quarter for OSS / ACTIVITY_PERIOD ≠ complete date
  | 'UNKNOWN_CODE' // unknown transaction type, scheme, responsibility, country or currency
  | 'SCHEME_MISMATCH' // Amazon's TAX_REPORTING_SCHEME differs from the engine's treatment
  | 'JURISDICTION_MISMATCH' // Amazon taxed the row in another country than the engine's place of taxation
  | 'STOCK_WITHOUT_VAT_NUMBER' // stock held in a country without a seller VAT number: registration duty
  | 'OSS_NOT_REGISTERED' // UNION-OSS rows while the profile has no OSS registration
  | 'FX_MISSING' // no exchange rate: amounts left out of a return
  | 'RATE_MISSING' // no VAT rate for a country/date: row VAT taken as 0
  | 'AMOUNT_INCONSISTENT' // net + VAT ≠ gross in Amazon's own figures
  | 'UNSUPPORTED_TYPE' // transaction type the engine does not put in returns (fees, donations, commingling)
  | 'ROWS_SKIPPED' // rows skipped because of read errors: returns incomplete
  // EUR 10,000 threshold of VAT Directive Art. 59c (seller established in one EU member state)
  | 'EU_THRESHOLD_ASSUMED' // not answered, OSS starts inside the period: threshold assumed crossed on the OSS start date
  | 'EU_THRESHOLD_UNANSWERED' // not answered, no OSS start to go by: distance sales follow Amazon's taxable jurisdiction
  | 'EU_THRESHOLD_EXCEEDED' // answered "under the threshold", but this period's distance sales alone exceed EUR 10,000
  // nothing left out (result.unchosen / result.reconciliation)
  | 'UNCHOSEN_RETURN' // rows whose return was not asked for (one warning per country, see result.unchosen)
  | 'OUT_OF_SCOPE' // money rows of no EU/UK return (dispatched from outside the EU and the UK)
  // pre-filing checks
  | 'BUYER_VAT_CHECK_FAILED' // B2B buyer VAT number fails its country's format or check digits (jsvat)
  | 'BUYER_VAT_ENCRYPTED' // B2B buyer VAT number looks encrypted / obfuscated (SP-API models #5124)
  | 'SELLER_VAT_ENCRYPTED' // seller VAT number column looks encrypted: not used as the seller's number
  | 'RESPONSIBILITY_SWITCH' // TAX_COLLECTION_RESPONSIBILITY switched from SELLER to MARKETPLACE within the upload (#5147)
  | 'VINE_FULL_PRICE' // Vine / zero-price order at full list price without a promotion amount (#5191)
  | 'REFUND_WITHOUT_SALE' // refund whose sale is in none of the uploaded files (rule 3 fallback)
  | 'UK_RETURN_CHECK_FAILED' // the UK return fails one of HMRC's validation rules (see CountryReturn.checks)
  // carry-forward of transfers between periods (issue #32; VatResult.carriedForward / carriedIn)
  | 'TRANSFERS_CARRIED_FORWARD' // transfers of the period taxable in the next one (Art. 69 without an invoice): carried to the next period's calculation
  | 'TRANSFERS_CARRIED_IN' // transfers carried in from the previous period, in this period's returns
  | 'CARRIED_TO_FILED_PERIOD'; // transfers carried to a next period whose return was already filed: a correction is needed (added by the console, transfers.ts carriedToFiledWarning)

/** A row behind a figure: `file` name (zip members as `a.zip/b.csv`), `row` (header = 1), `eventId` = TRANSACTION_EVENT_ID (order id). */
export interface RowRef {
  file: string;
  row: number;
  eventId: string;
}

/**
 * A figure with the rows that make it up. `rows` holds at most `VatOptions.maxRowsPerFigure`
 * references (default 1000); `rowCount` is the full number and `rowsTruncated` says when
 * `rows` is shorter. Details of each referenced row are in `VatResult.rowDetails`.
 */
export interface Figure {
  value: string;
  rows: RowRef[];
  rowCount: number;
  rowsTruncated?: boolean;
}

/** Engine treatment of a row (vat-engine.md row rule 5; MOVEMENT = rule 6; NONE = no money, e.g. RETURN). */
export type Treatment = 'T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'T6' | 'MOVEMENT' | 'NONE';

/** HMRC nine boxes (VAT Notice 700/12). Boxes 1-5 to the penny, 6-9 whole pounds (pence dropped). */
export interface UkBoxes {
  box1: Figure;
  box2: Figure;
  box3: Figure;
  box4: Figure;
  box5: Figure;
  box6: Figure;
  box7: Figure;
  box8: Figure;
  box9: Figure;
}

/**
 * Kinds of an EU domestic-return line:
 * - `domestic` output VAT by rate (T6, taxed T4, under-threshold distance sales taxed at origin);
 * - `distance` distance sales into the country when not in OSS (T5), by rate;
 * - `reverseCharge` domestic B2B with reverse charge (T4, VAT 0, seller not established);
 * - `intraEuSupply` exempt intra-EU supplies out of the country (T3 + rule-6 movements), detailed in `ecsl`;
 * - `acquisition` intra-EU acquisitions into the country (rule 6; VAT both due and deductible);
 * - `export` zero-rated exports (T2);
 * - `marketplaceSupply` supplies to the marketplace as deemed supplier (T1, seller outside the EU/UK);
 * - `importVatDeducted` / `postponedImportVat` from the `deducts` / `defers` inputs.
 */
export type LineKind =
  | 'domestic'
  | 'distance'
  | 'reverseCharge'
  | 'intraEuSupply'
  | 'acquisition'
  | 'export'
  | 'marketplaceSupply'
  | 'importVatDeducted'
  | 'postponedImportVat';

/** One line of a domestic return; `net`/`vat` decimal strings in the return currency; `rate` fraction or null. */
export interface ReturnLine {
  kind: LineKind;
  label: string;
  rate: string | null;
  net: Figure;
  /**
   * For lines with a rate (domestic, distance, acquisition): the tax computed from the line's base
   * in the return currency (`net` converted once, then × `rate`, rounded to the cent: Art. 91;
   * national.ts `taxOfBase`), so `vat` = round(`net` × `rate`) always holds.
   */
  vat: Figure;
  /** The field of the national form ("Kz 81", "K_19 / K_20", "ř. 26"; national.ts), where the engine knows it. */
  box?: string;
  /** A Chinese note on the line (e.g. the legal basis of the deemed supply to the marketplace). */
  note?: string;
}

/** EC Sales List line: `kind` goods = T3 sale to a business, transfer = own goods moved (rule 6). */
export interface EcslLine {
  customerVat: string;
  customerCountry: string;
  kind: 'goods' | 'transfer';
  value: Figure;
}

/**
 * Codes of HMRC's MTD VAT API validation (hmrc/vat-api, schemas/VatReturnDeclaration.json):
 * `VAT_TOTAL_VALUE` box 3 ≠ box 1 + box 2; `VAT_NET_VALUE` box 5 ≠ |box 3 − box 4|;
 * `INVALID_MONETARY_AMOUNT` a box outside its range or with the wrong number of decimals.
 */
type UkCheckCode = 'VAT_TOTAL_VALUE' | 'VAT_NET_VALUE' | 'INVALID_MONETARY_AMOUNT';

/**
 * One failed rule of a UK return (see `checkUkReturn` in checks.ts). `box` names the box at fault
 * (`box3` for VAT_TOTAL_VALUE, `box5` for VAT_NET_VALUE); `message` is Chinese; `rule` the rule as
 * HMRC states it (English, for support staff).
 */
export interface UkReturnCheck {
  code: UkCheckCode;
  box: keyof UkBoxes;
  rule: string;
  message: string;
}

/** A return for one country (GB → `boxes`; EU member state → `lines` + `ecsl`). Amounts in `currency`. */
export interface CountryReturn {
  country: string;
  currency: string;
  period: { from: string; to: string };
  boxes?: UkBoxes;
  lines?: ReturnLine[];
  ecsl?: EcslLine[];
  /** Output VAT, deductible input VAT and payable (negative = refundable), decimal strings. */
  totals: { outputVat: string; inputVat: string; payable: string };
  /**
   * GB only: HMRC's validation rules the boxes FAIL (`checkUkReturn`); `[]` = all passed. A UK
   * return with a failed check must not be shown or filed as final (a warning
   * `UK_RETURN_CHECK_FAILED` says so too).
   */
  checks?: UkReturnCheck[];
}

/**
 * Figures of a return that was NOT asked for (`VatOptions.countries`), so that nothing is left
 * out silently: `country` is an ISO-2 code or `'OSS'` (exactly the value to add to
 * `VatOptions.countries` to compute that return). `net` / `vat` are decimal strings in
 * `currency` (the country's return currency, EUR for OSS; converted like the return would be),
 * over every figure that return would hold: sales and refunds, deemed supplies to the
 * marketplace (VAT 0), own-goods movement legs (acquisition VAT in `vat`). `rowCount` = distinct
 * rows behind the figures (= `net.rowCount`); `net.rows` / `vat.rows` give the drill-down
 * (details in `VatResult.rowDetails`).
 */
export interface UnchosenReturn {
  country: string;
  currency: string;
  rowCount: number;
  net: Figure;
  vat: Figure;
}

/**
 * Where an in-period row landed (each row counted at exactly one place):
 * - `return` (with `country`): a sale / refund in a return that was asked for;
 * - `oss`: a sale / refund in the OSS return (lines or corrections);
 * - `marketplace`: a marketplace-collected sale / refund (T1, `marketplaceCollected`; its deemed
 *   supply to the marketplace may also show as a VAT-free line of the departure country's return);
 * - `unchosen` (with `country`, ISO-2 or `'OSS'`): a sale / refund of a return not asked for (`unchosen`);
 * - `movement` (with `country` = departure): an own-goods movement valued at cost; its legs are
 *   figures of the departure and arrival countries' returns (or their `unchosen` entries);
 * - `movementWithoutCost`: a movement left out for want of a cost (error MOVEMENT_WITHOUT_COST of the result, issue #20);
 * - `noExchangeRate` (with `country`): a sale / refund left out of its return (or unchosen entry)
 *   for want of an exchange rate (warning FX_MISSING);
 * - `outOfScope`: a sale / refund of no EU/UK return (warning OUT_OF_SCOPE);
 * - `noVatFigure`: rows that carry no VAT figure by nature (RETURN rows, movements inside one
 *   country, goods coming into the EU/UK from outside: import VAT comes through deducts/defers);
 * - `skipped`: in-period rows listed in `VatResult.skipped` (no amount, unknown or unsupported type);
 * - `carriedForward`: transfers made in the period whose tax point is in the next one (Art. 69
 *   without an invoice): carried to the next period's calculation (`VatResult.carriedForward`).
 * Transfers carried IN from the previous period (`VatOptions.carriedIn`) are placed like the rows
 * of the files (`movement`, `movementWithoutCost`).
 */
type PlaceKind =
  | 'return'
  | 'oss'
  | 'marketplace'
  | 'unchosen'
  | 'movement'
  | 'movementWithoutCost'
  | 'noExchangeRate'
  | 'outOfScope'
  | 'noVatFigure'
  | 'skipped'
  | 'carriedForward';

/** A place of the reconciliation and the number of in-period rows that landed there. */
export interface ReconciliationPlace {
  place: PlaceKind;
  country?: string;
  rowCount: number;
}

/**
 * Rows in = rows placed. `rows` (= `counts.rows`, the rows of the files) + `carriedIn` (transfers
 * carried in from the previous period, absent when none) = `unreadable` (rows whose date or amounts
 * could not be read: their period is unknown; see `skipped` READ_ERROR) + `outOfPeriod` +
 * `inPeriod`; `inPeriod` = Σ `places[].rowCount` = `placed`. `balanced` is true when both hold (the
 * engine guarantees it; a false value is a bug to report). Places are sorted: returns, OSS,
 * marketplace, unchosen, then the rest.
 */
export interface Reconciliation {
  rows: number;
  /** Transfers carried in from the previous period (issue #32); absent when none. */
  carriedIn?: number;
  unreadable: number;
  outOfPeriod: number;
  inPeriod: number;
  places: ReconciliationPlace[];
  placed: number;
  balanced: boolean;
}

/** An OSS line per (consumption country, dispatch country, rate), EUR. */
interface OssLine {
  consumptionCountry: string;
  dispatchCountry: string;
  rate: string;
  net: Figure;
  vat: Figure;
}

/** An OSS correction: refunds in this period of sales declared in an earlier quarter `period` (`YYYY-Qn`). */
interface OssCorrection {
  period: string;
  consumptionCountry: string;
  net: Figure;
  vat: Figure;
}

/** The OSS return (Union scheme), EUR, converted at the rate of the quarter's last day. */
export interface OssReturn {
  currency: 'EUR';
  memberStateOfIdentification: string | null;
  period: { from: string; to: string };
  lines: OssLine[];
  corrections: OssCorrection[];
  totals: { vat: string; correctionsVat: string; payable: string };
}

/** VAT collected by the marketplace (T1), per scheme and transaction currency: not the seller's to declare. */
export interface MarketplaceCollected {
  scheme: string;
  currency: string;
  gross: string;
  vat: string;
  rowCount: number;
}

/** A warning with the rows it concerns (bounded like figures). */
export interface VatWarning {
  code: VatWarningCode;
  message: string;
  rows: RowRef[];
  rowCount: number;
  country?: string;
}

/** Per-file report. `layout` current = 95 columns, legacy = 92; `rows` = data rows read. */
export interface FileReport {
  name: string;
  layout: 'current' | 'legacy' | null;
  rows: number;
  bytes: number;
  delimiter: string | null;
  errors: VatError[];
  /** Min/max TRANSACTION_COMPLETE_DATE (YYYY-MM-DD) and the ACTIVITY_PERIOD values seen. */
  period: { from: string | null; to: string | null; activityPeriods: string[] };
  /** UNIQUE_ACCOUNT_IDENTIFIER of the first row that names one (the seller account the report belongs to); absent when no row does. */
  accountId?: string;
}

/** Details of one referenced row for drill-down: amounts in the row's own currency (after rule 2). */
export interface RowDetail {
  file: string;
  row: number;
  eventId: string;
  date: string;
  type: string;
  depart: string;
  arrival: string;
  net: string | null;
  vat: string | null;
  gross: string | null;
  currency: string;
  treatment: Treatment;
  scheme: string;
  taxCountry: string | null;
}

/**
 * An exchange rate the result used: 1 `from` = `rate` `to` on `date` from `source`; `usedFor` names
 * the return; `rule` the national conversion rule it was chosen by (fx-rules.ts `FxRule`), `rows` /
 * `rowCount` the rows it served (bounded like figures).
 */
export interface FxUsed {
  from: string;
  to: string;
  rate: string;
  date: string;
  source: string;
  usedFor: string;
  rule?: string;
  rows?: RowRef[];
  rowCount?: number;
}

/**
 * Whether the deemed supplies to the marketplace (T1, Art. 14a(2) / VATA 1994 s.5A) are in a
 * country's return: `included`, whether the seller may leave them out there (`optional`,
 * national.ts DEEMED_SUPPLY_OPTIONAL) and a Chinese `note` saying which choice the result made and
 * how to switch it (`VatOptions.deemedSupplyOmit`, CLI `--deemed-supply XX:omit|include`).
 */
export interface DeemedSupplyChoice {
  country: string;
  included: boolean;
  optional: boolean;
  note: string;
}

/** A VAT rate the engine applied when deriving VAT (rule 2). */
export interface RateUsed {
  country: string;
  rate: string;
  validFrom: string;
  source: string;
}

/** Rows skipped, grouped by reason. */
export interface SkippedGroup {
  reason: string;
  message: string;
  rows: RowRef[];
  rowCount: number;
}

/** The engine's result (= CLI `--json`). */
export interface VatResult {
  period: { from: string; to: string; derived: boolean };
  files: FileReport[];
  counts: {
    rows: number;
    inPeriod: number;
    outOfPeriod: number;
    skipped: number;
    byType: Record<string, number>;
    byScheme: Record<string, number>;
    byTreatment: Record<string, number>;
  };
  returns: CountryReturn[];
  oss: OssReturn | null;
  marketplaceCollected: MarketplaceCollected[];
  warnings: VatWarning[];
  /** Rows out of the period (all of them), and by their true reason (`reasons`, issue #32; absent in results stored before it). */
  outOfPeriod: { rowCount: number; rows: RowRef[]; reasons?: OutOfPeriodReason[] };
  skipped: SkippedGroup[];
  ratesUsed: RateUsed[];
  exchangeRates: FxUsed[];
  /** Seller VAT numbers used (profile + report columns), by country. */
  sellerVatNumbers: Record<string, string>;
  /** Returns with figures that were not asked for (`VatOptions.countries`); empty when none (or no filter). */
  unchosen: UnchosenReturn[];
  /** Where every row went (rows in = rows placed, per place). */
  reconciliation: Reconciliation;
  /**
   * Details of every row referenced anywhere in the result, once each, in first-reference order
   * (returns, OSS, unchosen returns, then warnings). Each carries its `file` and `row`: find the
   * detail of a reference with `rowDetailOf(result, file, row)` or those of a figure with `rowsFor`
   * (index.ts). A list rather than an object keyed `"<file>#<row>"`: tens of thousands of keys
   * cost more to build and to send to the page than the rows themselves.
   */
  rowDetails: RowDetail[];
  /** Errors of all files, flat. */
  errors: VatError[];
  /**
   * Seller established in an EU member state (Art. 59c): one Chinese sentence saying which rule placed
   * its distance sales (threshold answered or presumed, option through OSS) and naming the answer used
   * (threshold.ts thresholdSentence); absent otherwise.
   */
  thresholdRule?: string;
  /** The tax-point rule applied to intra-EU transfers of own goods, with its sentence (issue #32; absent in results stored before it). */
  transferRule?: TransferRule;
  /**
   * Transfers made in the period whose tax point falls in the next one (Art. 69 without an invoice;
   * issue #32), every one of them: stored with the calculation and fed to the next period's
   * calculation as `VatOptions.carriedIn`. Absent when none.
   */
  carriedForward?: CarriedForward;
  /** Transfers carried in from the previous period (`VatOptions.carriedIn`) and where they went; absent when none. */
  carriedIn?: CarriedIn;
  /** Per country with deemed supplies to the marketplace: whether they are in its return and how to switch (issue #20). */
  deemedSupply?: DeemedSupplyChoice[];
}

/**
 * Why rows are out of the period (issue #32): `OUTSIDE_PERIOD` = the transaction's completion date
 * (a transfer: its day and its tax point) is outside the period; `CARRIED_IN` = a transfer the
 * report lists again although it was carried in from the previous period (placed once, as carried
 * in); `TAX_POINT_AFTER_PERIOD` = results stored before carry-forward only (a transfer made in the
 * period whose tax point is after it: now `VatResult.carriedForward`). `message` Chinese; `rows`
 * capped like every row list, `rowCount` all of them.
 */
export interface OutOfPeriodReason {
  reason: 'OUTSIDE_PERIOD' | 'CARRIED_IN' | 'TAX_POINT_AFTER_PERIOD';
  message: string;
  rowCount: number;
  rows: RowRef[];
}

/**
 * The transfer tax-point rule of a result (issue #32; `VatOptions.transferInvoice`): `sameDay` =
 * declared in the period of the transfer day (default), `none` = Art. 69 without an invoice (the 15th
 * of the next month); `sentence` = one Chinese sentence naming the rule and where to change it.
 */
export interface TransferRule {
  invoice: 'sameDay' | 'none';
  sentence: string;
  /**
   * The rules of the periods transfers were carried in from (issue #32): each keeps the rule of its
   * own period (the sentence names them, and says so when the seller changed the setting between
   * periods). Absent when nothing was carried in.
   */
  carriedIn?: { period: { from: string; to: string }; invoice: 'sameDay' | 'none'; rowCount: number }[];
}

/**
 * One intra-EU transfer of own goods carried from one period to the next (issue #32): made in
 * `period` (`date`, the transfer day), taxable on `taxPoint` after it under that period's rule
 * `transferInvoice` (Art. 69 without an invoice: the 15th of the next month). `file` / `row` /
 * `eventId` name the report row (spreadsheet row, header = 1); `cost` the unit cost found in its
 * period (the report's COST_PRICE_OF_ITEMS or the cost list valid on the transfer day; decimal
 * string in `currency`), null when none was (the next period looks again and names it if still
 * missing). Dates `YYYY-MM-DD`, countries ISO-2, `qty` items.
 */
export interface CarriedRow {
  file: string;
  row: number;
  eventId: string;
  type: 'FC_TRANSFER' | 'INBOUND';
  date: string;
  taxPoint: string;
  depart: string;
  arrival: string;
  sku: string;
  qty: number;
  cost: string | null;
  currency: string;
  transferInvoice: 'sameDay' | 'none';
  period: { from: string; to: string };
}

/**
 * Transfers carried to the next period (issue #32): `reason` TAX_POINT_AFTER_PERIOD, `message` one
 * Chinese sentence, `rowCount` and the first `rows` (capped like figures), and `entries` — every
 * transfer, for the next period's calculation (`VatOptions.carriedIn`).
 */
export interface CarriedForward {
  reason: 'TAX_POINT_AFTER_PERIOD';
  message: string;
  rowCount: number;
  rows: RowRef[];
  entries: CarriedRow[];
}

/**
 * Transfers carried in from the previous period (issue #32): `message` one Chinese sentence,
 * `rowCount` / `rows` (capped), `entries` as given, `duplicates` the rows of this period's reports
 * that list one of them again (out of the period, reason CARRIED_IN: placed once).
 */
export interface CarriedIn {
  message: string;
  rowCount: number;
  rows: RowRef[];
  entries: CarriedRow[];
  duplicates: number;
}

/**
 * A cost for own-goods movements (rule 6): `cost` per unit, decimal string in `currency`; valid from
 * `validFrom` (YYYY-MM-DD, inclusive; absent = always) to `validTo` (inclusive; absent = until the
 * next entry of the SKU). Art. 76 values a transfer at the cost at the time (transfers.ts).
 */
export interface CostEntry {
  sku: string;
  cost: string;
  currency: string;
  validFrom?: string;
  validTo?: string;
}

/** Import VAT paid at the border to reclaim (C79/import certificates): `amount` in the return currency. */
export interface DeductEntry {
  country?: string;
  amount: string;
  note?: string;
}

/** Postponed import VAT: `vat` (to output and input) and the goods `value` (to purchases, UK box 7), return currency. */
interface DeferEntry {
  country?: string;
  vat: string;
  value: string;
  note?: string;
}

/** Result of a VIES check of a buyer VAT number (`pending` = the check could not be made). */
export type ViesStatus = 'valid' | 'invalid' | 'pending';

/**
 * A VIES answer as the service gives it, for `VatOptions.viesResults` (mapped by `viesStatus` in
 * checks.ts): REST `{ valid | isValid, userError }`, REST errors `{ actionSucceed: false,
 * errorWrappers: [{ error }] }`, or a SOAP fault string in `userError` / `error`. `valid: false`
 * with MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE, *_MAX_CONCURRENT_REQ(_TIME), IP_BLOCKED… is
 * "pending" (never checked), not "invalid" (domain-facts §E.1, E.4).
 */
export interface ViesAnswer {
  valid?: boolean;
  isValid?: boolean;
  userError?: string;
  error?: string;
  actionSucceed?: boolean;
  errorWrappers?: { error?: string; message?: string }[];
}

/**
 * Inputs beside the files (seller profile and the spec's tax-calculation fields). Dates `YYYY-MM-DD`.
 */
export interface VatOptions {
  /** Returns to compute: ISO-2 codes and/or `'OSS'`. Default: `[countryCode]` if given, else every country with figures, plus OSS if any OSS sale. */
  countries?: string[];
  /** Spec field: the country of the tax calculation (added to `countries`). */
  countryCode?: string;
  /** Spec field (informational): month | quarter | year. */
  taxPeriodType?: string;
  /** Period start/end (inclusive). Without them the period spans the months of the data (`period.derived`). */
  startDate?: string;
  endDate?: string;
  /** Establishment country ISO-2; default `'NON_EU'` (outside the EU and the UK). */
  establishment?: string;
  /** Seller VAT numbers by country (merged with the report's SELLER_* columns). */
  vatNumbers?: Record<string, string>;
  /** OSS registration: from `from` (inclusive), member state of identification `memberState`. */
  oss?: { registered: boolean; from?: string; memberState?: string };
  /** Costs by SKU for own-goods movements (rule 6), dated (Art. 76); overlapping validity throws (Chinese). */
  costs?: CostEntry[];
  /**
   * Tax point of intra-EU transfers of own goods (Art. 69; issue #32): absent / `'sameDay'` (default)
   * = the transfer documents are issued on the transfer day, which is then the tax point (the
   * transfer is declared in the period of the report that lists it); `'none'` = the seller's
   * choice of Art. 69 without an invoice: the 15th of the month after the transfer (a March transfer
   * is in April's return: the March result carries it forward, `carriedForward`).
   */
  transferInvoice?: 'none' | 'sameDay';
  /**
   * Transfers carried in from the previous period (issue #32): the previous calculation's
   * `carriedForward.entries`, placed in this period when their tax point is in it (each with the
   * rule of its own period), exactly once — a row of this period's reports listing one again is
   * left out (out of the period, reason CARRIED_IN). Invalid entries throw Error (Chinese).
   */
  carriedIn?: CarriedRow[];
  /** Spec: buyer numbers were checked; results by number (normalised, upper case, no spaces). */
  isViesCheck?: boolean;
  /** VIES result per buyer number: a status, or the service's raw answer (see {@link ViesAnswer}); missing = pending. */
  viesResults?: Record<string, ViesStatus | ViesAnswer>;
  /**
   * EUR 10,000 threshold (VAT Directive Art. 59c; vat-engine.md rule 5 T5), for a seller
   * established in ONE EU member state (`establishment`) dispatching goods from it: whether its
   * EU cross-border consumer sales (intra-EU distance sales of goods + telecom, broadcasting and
   * electronic services to consumers in other member states), excluding VAT, stayed under
   * EUR 10,000 in the current AND the previous calendar year. `true` under → such sales are taxed
   * in the establishment state at its rates (its domestic return), unless `euDestinationOption`;
   * `false` over → taxed in the arrival state (OSS from `oss.from`, a local return before it);
   * absent = not answered: when `oss.from` falls inside the period the threshold is assumed crossed
   * on that date (warning EU_THRESHOLD_ASSUMED), otherwise rows follow Amazon's taxable
   * jurisdiction (warning EU_THRESHOLD_UNANSWERED). Ignored for sellers established outside the
   * EU and for goods dispatched from another state than the establishment state.
   */
  euThresholdUnder?: boolean;
  /**
   * With `euThresholdUnder: false`: the date (`YYYY-MM-DD`) of the supply by which the threshold
   * was crossed in the current year (Art. 59c(1)(c)): earlier sales stay taxed in the
   * establishment state, that one and later ones in the arrival state. Absent = crossed before the period.
   */
  euThresholdCrossedOn?: string;
  /** Art. 59c(3): the seller opted for taxation in the arrival state (binding for two calendar years). */
  euDestinationOption?: boolean;
  /**
   * Order ids (TRANSACTION_EVENT_ID) of Amazon Vine or other zero-price orders, e.g. from the
   * Vine dashboard: checked for the full-list-price reporting of SP-API models #5191.
   */
  vineOrderIds?: string[];
  isDeduct?: boolean;
  deducts?: DeductEntry[];
  isDefer?: boolean;
  defers?: DeferEntry[];
  /**
   * Countries (ISO-2) whose return leaves the deemed supplies to the marketplace out, where the law
   * lets the seller choose (national.ts DEEMED_SUPPLY_OPTIONAL; elsewhere ignored with a note).
   * Default: included (box 6 / Kz 43 / K_10 / ř. 26).
   */
  deemedSupplyOmit?: string[];
  /**
   * The seller's fixed exchange rates for the calendar year, by return country and currency:
   * `{ CZ: { EUR: '25.000' } }` = 1 EUR = 25.000 CZK for the whole year (CZ ZDPH § 38 odst. 2; rule
   * `CNB_FIXED_ANNUAL` instead of the ČNB rate of each tax point). fx-rules.ts.
   */
  fxFixed?: Record<string, Record<string, string>>;
  /** Cap of row references per figure / warning (default 1000). */
  maxRowsPerFigure?: number;
  /** Size limit per file in bytes (default 100 MB, spec §5). */
  maxFileBytes?: number;
}

/** Progress of reading: bytes of the current file and data rows so far. */
interface VatProgress {
  file: string;
  bytesRead: number;
  bytesTotal: number;
  rows: number;
}

/** Optional hooks: progress callback and the exchange-rate provider (default: the mock table). */
export interface VatHooks {
  onProgress?(p: VatProgress): void;
  rateProvider?: ExchangeRateProvider;
}

/** Result of `inspectReport` (upload screen's local check). */
export interface InspectResult {
  files: FileReport[];
  counts: { rows: number; byType: Record<string, number>; byScheme: Record<string, number> };
  period: { from: string | null; to: string | null; activityPeriods: string[] };
  /** Distinct buyer VAT numbers (at most 1000), for a VIES check before calculating. */
  buyerVatNumbers: string[];
  sellerVatNumbers: Record<string, string>;
  currencies: string[];
  errors: VatError[];
  warnings: VatWarning[];
}
