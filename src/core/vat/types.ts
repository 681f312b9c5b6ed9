/**
 * Public types of the VAT engine. `VatResult` is exactly the JSON the CLI prints with `--json`
 * and the mock API returns, so every field is plain JSON: amounts are decimal strings in MAJOR
 * units with 2 decimals ("12.30", "-0.64"; HMRC boxes 6-9 whole pounds "1234"), dates are
 * `YYYY-MM-DD`, rates are fractions as Amazon writes them ("0.19").
 * Rule source throughout: /shared/design/vat-engine.md.
 */
import type { ExchangeRateProvider } from './fx';

/** A readable source of report bytes: a browser File (see `fromBlob`), a Node file (`fromPath`) or bytes in memory (`fromBytes`). `size` in bytes. */
export interface ReportInput {
  name: string;
  size: number;
  chunks(): AsyncIterable<Uint8Array>;
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
  | 'TOO_MANY_ERRORS'; // 错误过多，后续错误省略

/** One error: `row` is the spreadsheet row number (header = row 1, first data row = 2); `column` the header name. */
export interface VatError {
  code: VatErrorCode;
  message: string;
  file: string;
  row?: number;
  column?: string;
}

/** Warning codes (vat-engine.md "What every result carries"). */
export type VatWarningCode =
  | 'B2B_INVALID_VAT' // B2B without a valid buyer VAT number
  | 'VIES_PENDING' // VIES check could not be made: number kept as B2B
  | 'MOVEMENT_WITHOUT_COST' // own-goods movement with no cost known (rule 6)
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
  | 'ROWS_SKIPPED'; // rows skipped because of read errors: returns incomplete

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
  vat: Figure;
}

/** EC Sales List line: `kind` goods = T3 sale to a business, transfer = own goods moved (rule 6). */
export interface EcslLine {
  customerVat: string;
  customerCountry: string;
  kind: 'goods' | 'transfer';
  value: Figure;
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
}

/** An OSS line per (consumption country, dispatch country, rate), EUR. */
export interface OssLine {
  consumptionCountry: string;
  dispatchCountry: string;
  rate: string;
  net: Figure;
  vat: Figure;
}

/** An OSS correction: refunds in this period of sales declared in an earlier quarter `period` (`YYYY-Qn`). */
export interface OssCorrection {
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

/** An exchange rate the result used: 1 `from` = `rate` `to` on `date` from `source`; `usedFor` names the return. */
export interface FxUsed {
  from: string;
  to: string;
  rate: string;
  date: string;
  source: string;
  usedFor: string;
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
  outOfPeriod: { rowCount: number; rows: RowRef[] };
  skipped: SkippedGroup[];
  ratesUsed: RateUsed[];
  exchangeRates: FxUsed[];
  /** Seller VAT numbers used (profile + report columns), by country. */
  sellerVatNumbers: Record<string, string>;
  /** Details keyed `"<file>#<row>"` for every row referenced anywhere in the result. */
  rowDetails: Record<string, RowDetail>;
  /** Errors of all files, flat. */
  errors: VatError[];
}

/** A cost for own-goods movements (rule 6): `cost` per unit, decimal string in `currency`. */
export interface CostEntry {
  sku: string;
  cost: string;
  currency: string;
}

/** Import VAT paid at the border to reclaim (C79/import certificates): `amount` in the return currency. */
export interface DeductEntry {
  country?: string;
  amount: string;
  note?: string;
}

/** Postponed import VAT: `vat` (to output and input) and the goods `value` (to purchases, UK box 7), return currency. */
export interface DeferEntry {
  country?: string;
  vat: string;
  value: string;
  note?: string;
}

/** Result of a VIES check of a buyer VAT number (`pending` = the check could not be made). */
export type ViesStatus = 'valid' | 'invalid' | 'pending';

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
  /** Costs by SKU for own-goods movements (rule 6). */
  costs?: CostEntry[];
  /** Spec: buyer numbers were checked; results by number (normalised, upper case, no spaces). */
  isViesCheck?: boolean;
  viesResults?: Record<string, ViesStatus>;
  isDeduct?: boolean;
  deducts?: DeductEntry[];
  isDefer?: boolean;
  defers?: DeferEntry[];
  /** Cap of row references per figure / warning (default 1000). */
  maxRowsPerFigure?: number;
  /** Size limit per file in bytes (default 100 MB, spec §5). */
  maxFileBytes?: number;
}

/** Progress of reading: bytes of the current file and data rows so far. */
export interface VatProgress {
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
