/**
 * The state of one calculation (or inspection) and its three steps: `read` the reports, then
 * `result` (or `inspection`). The rules are in the parts this folder holds, one named computation
 * each (docs/engine.md "Where each figure is computed" has the map):
 *
 * - reading and row classification: `reading.ts` (files, header, rule 1 dates), `money-row.ts` (a
 *   SALE / REFUND row's fields), `classify.ts` (rule 5 treatments, buyer VAT numbers), `prefiling.ts`
 *   (stock, responsibility switch, Vine orders);
 * - amounts and conversion: `amounts.ts` (rule 2), `conversion.ts` (exchange rates by national rule,
 *   tax from the converted base), `buckets.ts` (a row's amounts into its return's bucket);
 * - one builder per kind of figure (`figures/`): `domestic.ts`, `distance.ts`, `oss.ts`,
 *   `marketplace.ts`, `transfers.ts` (acquisitions and transfers, rule 6), `intra-eu.ts` (intra-EU
 *   supplies and the EC Sales List), `exports.ts`, `refunds.ts` (rule 3); `apply.ts` sends a
 *   classified row to its builder;
 * - the return per country (`returns/`: `country.ts`, `uk.ts`, `eu.ts`, `unchosen.ts`), the OSS
 *   return (`figures/oss.ts`), the reconciliation (`reconcile.ts`), the warnings (`warnings.ts`) and
 *   the result (`result.ts`).
 *
 * Hot loop: one pass over the records, reading ~35 of 95 columns through the byte parser's typed
 * accessors (interned codes, amounts parsed from bytes to integer units — money.ts — dates to
 * YYYYMMDD), with per-value caches instead of regular expressions and string keys per row.
 * Retained per row: each sale compactly in a SaleStore (order id bytes, rate, date, SKU,
 * treatment; rule 3 links are built after reading for refunded orders only), buffered refunds of
 * the period, and capped row references per figure with the inputs of their row details (one
 * RowRef object per row, so figures and warnings share it; it carries the index of its drill-down
 * detail). Every field of this class exists from construction (no field added later: issue #25),
 * and the parts read and write them as plain properties of one object of one shape.
 */
import { isoToInt } from '../dates';
import { TableRateProvider, type ExchangeRateProvider } from '../fx';
import type { FxRule } from '../fx-rules';
import type { StandardRate } from '../rates';
import { readInput, MAX_FILE_BYTES } from '../reader';
import { thresholdPlan, type ThresholdPlan } from '../threshold';
import { carryKey, checkCarriedRow, costIndex, type DatedCost } from '../transfers';
import type { DeemedSupplyChoice, FxUsed, InspectResult, RateUsed, ReportInput, Treatment, VatHooks, VatOptions, VatResult } from '../types';
import { OSS_START } from './classify';
import { Ids } from './codes';
import { processRefunds } from './figures/refunds';
import { bringCarriedIn } from './figures/transfers';
import { tableFor } from './reading';
import { buildInspection, buildResult } from './result';
import { Placement, type Agg, type CarryRecord, type Bucket, type BuyerVerdict, type Cls, type FileState, type MpcAgg, type MRow, type NoCostAgg, type PendingWarning, type RespSeg, type SaleLink, type WarnAgg } from './rows';
import { DetailStore, SaleStore, Tally } from './stores';

/** Internal engine state for one calculation (or inspection); see the module comment. */
export class Engine {
  // ------------------------------------------------------------ options
  /** Row references kept per figure / warning. */
  readonly cap: number;
  readonly maxBytes: number;
  readonly provider: ExchangeRateProvider;
  /** The period (YYYYMMDD, inclusive); `periodGiven` false = derived from the data. */
  from = 0;
  to = 99999999;
  periodGiven = false;
  /** Establishment country, or 'NON_EU'. */
  est: string;
  /**
   * Intra-EU transfers are declared in the period of their transfer day (default: the transfer
   * documents are issued when the goods move, Art. 69's invoice date); false = the seller chose
   * Art. 69 without an invoice (`VatOptions.transferInvoice: 'none'`: the 15th of the next month).
   */
  transferInvoiceDay = true;
  ossReg: boolean;
  ossFrom: number;
  /** EUR 10,000 threshold plan (Art. 59c; threshold.ts). */
  plan: ThresholdPlan;
  vineIds: Set<string> | null = null;

  // ------------------------------------------------------------ reading
  files: FileState[] = [];
  sellerVat = new Map<string, string>();
  /** Two-letter country codes (RecordView.code2) whose seller VAT number is known. */
  sellerVatKnown = new Uint8Array(65536);
  /** Costs by SKU, each SKU's entries sorted by valid-from (costIndex). */
  costs = new Map<string, DatedCost[]>();
  buyerVats = new Set<string>();
  currencies = new Set<string>();
  minDate = 99999999;
  maxDate = 0;
  /** The decimal separator of amounts is a comma (a `;`-delimited file). */
  comma = false;
  /** The reused MRow of sale rows (money-row.ts). */
  saleRow: MRow | null = null;
  /** Set by the amount reader when a field of the current row is unreadable. */
  badRow = false;
  // per-value caches of the row loop (values are interned by the parser, so few distinct keys)
  apCache = new Map<string, number>();
  buyerNorm = new Map<string, string>();
  jurCache = new Map<string, string>();
  lastCur = '';
  convRates = new Map<string, string>();
  fractions = new Map<number, string>();
  /** The last TAXABLE_JURISDICTION text and its country code (rows often repeat it). */
  lastJurS = '';
  lastJur = '';
  /** Bits of a TAX_REPORTING_SCHEME value: 1 known, 2 an import scheme (IOSS, VOEC import…); the last value's kept. */
  schemeBits = new Map<string, number>();
  lastScheme = '';
  lastSchemeBits = 0;
  /** The account of the last responsibility-switch row and its id (one account per file). */
  lastAcct = '';
  lastAcctId = 0;

  // ------------------------------------------------------------ classification
  /** Small ids of country / kind / rate / currency strings (codes.ts). */
  ids = new Ids();
  /** Shared treatments without a buyer VAT number (classify), by a numeric code of their fields. */
  clsIntern = new Map<number, Cls>();
  /** Buyer VAT numbers already judged: normalised number + verdict + its check warning. */
  buyerVerdicts = new Map<string, BuyerVerdict>();
  /** Warnings of the row being classified (`key` = the full map key `code|…`), issued once the row's detail is known (drill-down). */
  pendW: PendingWarning[] = [];
  /** BUYER_VAT_CHECK_FAILED warning key and message per country (built once: the row loop only looks them up). */
  chkWarn = new Map<string, PendingWarning>();
  /** Sales in reading order (order id + link), indexed into saleLinks by linkSales (refunds.ts). */
  readonly sales = new SaleStore();
  saleLinks = new Map<string, SaleLink>();
  /** Refunds of the period, applied after all sales are read (rule 3). */
  readonly refunds: MRow[] = [];

  // ------------------------------------------------------------ amounts of the current money row (amounts.ts: no object per row)
  aNet = 0;
  aVat = 0;
  aGross = 0;
  aRate = 0;
  /** Where the current row goes (apply.ts): one object, written by the figure builders, read by one emit. */
  readonly place = new Placement();

  // ------------------------------------------------------------ figures
  buckets = new Map<string, Bucket>();
  /** The buckets of each return country (or `OSS`), in creation order (= their order in `buckets`). */
  bucketsOf = new Map<string, Bucket[]>();
  bucketIdx = new Map<number, Bucket>();
  bucketIdxX = new Map<number, Map<string, Bucket>>();
  /** The rate of the last bucket add and its id (most rows of a run of sales share it). */
  lastRate = '';
  lastRateId = 0;
  /** Whether the current emit is the row's place (sales / refunds but T1) — see Bucket.prim. */
  primary = true;
  mpc = new Map<string, MpcAgg>();
  mpcIdx = new Map<string, Map<string, MpcAgg>>();
  /** `A>D` route strings of OSS buckets, by a numeric code of the two country codes (no new string per row). */
  routes = new Map<number, string>();
  ratesUsed = new Map<string, RateUsed>();
  /** Rate objects already recorded in ratesUsed (standardRate returns cached objects). */
  ratesSeen = new Set<StandardRate>();
  fxUsed = new Map<string, FxUsed>();
  rules = new Map<string, FxRule>();
  tags = new Map<number, string>();
  /** Buckets left out of a return or an unchosen entry for want of an exchange rate (reconciliation place `noExchangeRate`). */
  fxFailed = new Set<Bucket>();
  /** Own-goods movements valued and placed, by departure country (reconciliation place `movement`). */
  movements = new Map<string, number>();
  /** Transfers without a cost, per file (issue #20: a Chinese error naming the rows, not a warning). */
  noCost = new Map<FileState, NoCostAgg>();
  /** The same for the transfers carried to the next period (their error does not make this period's returns incomplete). */
  noCostCarried = new Map<FileState, NoCostAgg>();
  /** Texts of a route's transfers without a cost, by the two countries (built once per route, not per row). */
  noCostRoutes = new Map<string, { label: string; key: string; message: string }>();
  /** Deemed-supply choices of the chosen returns (result.deemedSupply). */
  deemed: DeemedSupplyChoice[] = [];
  /** The mark of the figure being built (Ref.mark). */
  figureMark = 0;

  // ------------------------------------------------------------ rows outside the figures, counts, warnings
  warns = new Map<string, WarnAgg>();
  skipped = new Map<string, Agg & { message: string }>();
  oop: Agg = { count: 0, refs: [] };
  /** Of {@link oop}: rows whose transaction (completion date, or a transfer's tax point and day) is outside the period. */
  oopDate: Agg = { count: 0, refs: [] };
  /** Of {@link oop}: transfers of the reports already carried in from the previous period (placed once, as carried in). */
  oopCarried: Agg = { count: 0, refs: [] };

  // ------------------------------------------------------------ carry-forward of transfers (issue #32; figures/transfers.ts)
  /** Keys of the transfers carried in (transfers.ts carryKey); null = none carried in. */
  carriedKeys: Set<string> | null = null;
  /** The transfers carried in from the previous period (all of them, placed or out of the period). */
  carriedInAgg: Agg = { count: 0, refs: [] };
  /** The file state of each report the carried-in rows come from (by name; not in the result's files). */
  carriedFiles = new Map<string, FileState>();
  /** Transfers made in the period whose tax point is after it: carried to the next period. */
  carriedOut: CarryRecord[] = [];
  carriedOutAgg: Agg = { count: 0, refs: [] };
  stock = new Map<string, Agg>();
  outScope: Agg = { count: 0, refs: [] };
  /** T5 rows dispatched from the establishment state: kept at origin / sent to the arrival state. */
  thrOrigin: Agg = { count: 0, refs: [] };
  thrDest: Agg = { count: 0, refs: [] };
  /** Net of the T5 rows kept at origin, by currency (units), for EU_THRESHOLD_EXCEEDED. */
  thrNet = new Map<string, number>();
  /** Responsibility-switch segments by a numeric key (account × route × B2B). */
  respSegs = new Map<number, RespSeg>();
  // reconciliation counters of in-period rows that land outside returns
  unreadable = 0;
  noVatFigure = 0;
  movementNoCost = 0;
  // counters by value (Maps on the row loop; plain objects in the results, same order)
  byType = new Tally();
  byScheme = new Tally();
  byTreatment = new Tally();
  counts = {
    rows: 0,
    inPeriod: 0,
    outOfPeriod: 0,
    skipped: 0,
    byType: {} as Record<string, number>,
    byScheme: {} as Record<string, number>,
    byTreatment: {} as Record<string, number>,
  };

  // ------------------------------------------------------------ row details (details.ts)
  /** Detail inputs of rows referenced somewhere (formatted into RowDetails only for rows in the result). */
  details = new DetailStore();
  // pending detail of the row being applied: built only when one of its references is kept
  pm: MRow | null = null;
  pNet = 0;
  pVat = 0;
  pGross = 0;
  pT: Treatment = 'NONE';
  pTc: string | null = null;
  isoCache = new Map<number, string>();
  /** fmt2 of the amounts of row details, by value (issue #25: 151,000 amounts, 1,062 distinct values in the 100 MB bench; one string each, not one per row). */
  amountTexts = new Map<number, string>();

  /**
   * The options of one run (see `VatOptions`); throws Error (Chinese) for a date that is not
   * `YYYY-MM-DD`, a start after the end, an unreadable OSS start or cost list (transfers.ts costIndex).
   */
  constructor(
    readonly opts: VatOptions,
    hooks: VatHooks = {},
    readonly inspectOnly = false,
  ) {
    this.cap = opts.maxRowsPerFigure ?? 1000;
    this.maxBytes = opts.maxFileBytes ?? MAX_FILE_BYTES;
    this.provider = hooks.rateProvider ?? new TableRateProvider();
    if (opts.startDate) {
      const f = isoToInt(opts.startDate);
      if (f < 0) throw new Error(`开始日期 "${opts.startDate}" 无法识别（应为 YYYY-MM-DD）`);
      this.from = f;
      this.periodGiven = true;
    }
    if (opts.endDate) {
      const t = isoToInt(opts.endDate);
      if (t < 0) throw new Error(`结束日期 "${opts.endDate}" 无法识别（应为 YYYY-MM-DD）`);
      this.to = t;
      this.periodGiven = true;
    }
    if (this.from > this.to) throw new Error('开始日期晚于结束日期');
    this.est = (opts.establishment || 'NON_EU').toUpperCase();
    this.plan = thresholdPlan(opts);
    this.transferInvoiceDay = opts.transferInvoice !== 'none';
    if (opts.vineOrderIds?.length) this.vineIds = new Set(opts.vineOrderIds.map((x) => x.trim()));
    this.ossReg = !!opts.oss?.registered;
    this.ossFrom = opts.oss?.from ? isoToInt(opts.oss.from) : OSS_START;
    if (this.ossFrom < 0) throw new Error(`OSS 起始日期 "${opts.oss?.from}" 无法识别`);
    for (const [c, n] of Object.entries(opts.vatNumbers ?? {})) if (n) this.sellerVat.set(c.toUpperCase(), n.trim());
    this.costs = costIndex(opts.costs ?? []);
    if (opts.carriedIn?.length) {
      this.carriedKeys = new Set();
      for (const c of opts.carriedIn) {
        checkCarriedRow(c);
        this.carriedKeys.add(carryKey(c.type, c.eventId, isoToInt(c.date), c.sku, c.qty, c.depart, c.arrival));
      }
    }
  }

  /** Places the transfers carried in from the previous period, reads all inputs (progress through `hooks`), then applies the refunds to their sales (rule 3). */
  async read(inputs: ReportInput[], hooks: VatHooks): Promise<void> {
    if (!this.inspectOnly) bringCarriedIn(this);
    for (const input of inputs) {
      await readInput(input, (name) => tableFor(this, name), {
        maxBytes: this.maxBytes,
        onProgress: hooks.onProgress,
      });
    }
    if (!this.inspectOnly) processRefunds(this);
  }

  /** The full result (result.ts). */
  result(): VatResult {
    return buildResult(this);
  }

  /** The inspection result (result.ts). */
  inspection(): InspectResult {
    return buildInspection(this);
  }
}
