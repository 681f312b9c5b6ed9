/**
 * The records the engine keeps while it reads (one calculation): a file's state, a row's reference,
 * a money row, its classification, a judged buyer VAT number, a return bucket, a row's drill-down
 * detail, and the small aggregates the warnings and the result are built from.
 *
 * Every record the row loop keeps is a class made by `new`, never an object literal, and every
 * field exists from the start (issue #25, third speed round): V8 gives each object literal an
 * allocation site; when most objects of a site survive a scavenge (refund rows, buckets, buyer
 * verdicts and classifications are kept), it switches the site to old-space allocation mid-run and
 * throws away the optimised code of every function that inlined the site (the row's maker,
 * `buyerOf`, `classify`, the bucket add: twice in the 100 MB bench, `--trace-deopt` "code
 * dependencies"; about 40 ms, the same run with `--no-allocation-site-pretenuring`). Objects made
 * by `new` have no allocation site, and a field written after an object is made would turn its
 * shape's field mutable and discard the optimised code of every function that read it. The classes
 * are the types themselves (no interface listing the fields a second time).
 */
import type { ColumnMap } from '../columns';
import type { FileReport, RowDetail, RowRef, Treatment, VatWarningCode } from '../types';

/** One input file while it is read: its report (`FileReport`, part of the result), its column map and its counters. */
export class FileState {
  map: ColumnMap | null = null;
  /** The 95-column layout (else the legacy 92-column one). */
  current = false;
  headerSeen = false;
  errorCount = 0;
  /** Smallest and largest TRANSACTION_COMPLETE_DATE seen (YYYYMMDD; 99999999 / 0 = none). */
  minDate = 99999999;
  maxDate = 0;
  /** ACTIVITY_PERIOD values seen (the first 24) and the last one. */
  aps = new Set<string>();
  lastAp = '';
  /** Rows of the file inside the period. */
  inPeriod = 0;
  /** The file cannot be used (not a VTR, damaged, too large…). */
  fatal = false;
  /** UNIQUE_ACCOUNT_IDENTIFIER of the file (read once: a VTR is one seller account's report); '' = not read yet. */
  acct = '';
  constructor(
    readonly report: FileReport,
    readonly index: number,
  ) {}
}

/**
 * The engine's {@link RowRef}: `file`, `row`, `eventId` (the only own enumerable fields, in that
 * order: what JSON, structured clone and `Object.keys` see), plus a private slot with the index of
 * the row's drill-down detail inputs (`-1` = none yet), so that a kept reference finds its detail
 * without a Map keyed by object (one lookup per figure row when the result is built), and a mark
 * telling a figure's distinct rows apart without a Set of objects.
 */
export class Ref implements RowRef {
  file: string;
  row: number;
  eventId: string;
  #detail = -1;
  #mark = 0;
  constructor(file: string, row: number, eventId: string) {
    this.file = file;
    this.row = row;
    this.eventId = eventId;
  }
  /** Index of the row's pending detail, or -1. */
  detailIndex(): number {
    return this.#detail;
  }
  /** Sets the index of the row's pending detail. */
  setDetailIndex(i: number): void {
    this.#detail = i;
  }
  /** Marks the reference with `m`; returns false when it already carried that mark (one figure's distinct rows: no Set of objects). */
  mark(m: number): boolean {
    if (this.#mark === m) return false;
    this.#mark = m;
    return true;
  }
}

/** The detail index of a reference (-1 for a RowRef the engine did not make). */
export function detailIndexOf(r: RowRef): number {
  return r instanceof Ref ? r.detailIndex() : -1;
}

/**
 * A money row (sale, refund or own-goods movement) as the rules read it: dates YYYYMMDD, amounts in
 * units (1/10000 of the major unit; NaN = empty), `rateBp` the VAT rate in basis points of a unit
 * (-1 = none), country and currency codes as the report writes them. Every field present: one object
 * shape for all money rows (see the module comment).
 */
export class MRow {
  row = 0;
  eventId = '';
  date = 0;
  type = '';
  refund = false;
  /** Departure and arrival country (rule 3: the SALE_* countries, DEPARTURE_* / ARRIVAL_* as a fallback). */
  d = '';
  a = '';
  buyer = '';
  buyerCountry = '';
  exportYes = false;
  resp = '';
  scheme = '';
  cur = '';
  incl = NaN;
  excl = NaN;
  vat = NaN;
  rateBp = -1;
  qty = 1;
  /** TAX_CALCULATION_DATE (YYYYMMDD; 0 = Amazon did not calculate the VAT). */
  taxCalc = 0;
  /** TAXABLE_JURISDICTION as a country code ('' = none or unknown). */
  jur = '';
  /** VAT_INV_CONVERTED_AMT (units), its currency and VAT_INV_EXCHANGE_RATE ('' = none). */
  conv = NaN;
  convCur = '';
  convRate = '';
  sku = '';
  /** Seller account of a retained refund for the responsibility-switch check ('' = not tracked). */
  acct = '';
  constructor(
    public fs: FileState,
    /** The row's one RowRef object: every figure / warning of the row shares it (identity = row). */
    public ref: RowRef,
  ) {}
}

/**
 * A row's treatment (vat-engine.md row rule 5; `MOVEMENT` = rule 6): `taxCountry` where it is taxed,
 * the departure / arrival countries, the buyer VAT number ('' = consumer), whether a distance sale
 * stays taxed at origin under the EUR 10,000 threshold (`origin`, Art. 59c) or goes to OSS (`oss`).
 */
export class Cls {
  constructor(
    public t: Treatment,
    public taxCountry: string,
    public d: string,
    public a: string,
    public buyer: string,
    public buyerCountry: string,
    public origin: boolean,
    public oss: boolean,
  ) {}
}

/** A sale's treatment with its rate (basis points, -1 = derive again), date and SKU, for the refunds of its order (rule 3). */
export interface SaleLink extends Cls {
  rateBp: number;
  date: number;
  sku: string;
}

/** A pending warning of the row being classified: `key` is the full warnings-map key `code|…`. */
export interface PendingWarning {
  code: VatWarningCode;
  key: string;
  message: string;
}

/**
 * A judged buyer VAT number (classify.ts `judgeBuyer`): `v` the number with its country prefix,
 * `k` the verdict (0 ok, 1 bad format, 2 encrypted, 3 check digits failed, 4 no rules for its
 * country), `w` its BUYER_VAT_CHECK_FAILED warning once built (present from the start: one shape).
 */
export class BuyerVerdict {
  w: PendingWarning | undefined = undefined;
  constructor(
    public v: string,
    public k: number,
  ) {}
}

/**
 * A return bucket: the rows of one return `country` (or `OSS`), line `kind`, `rate` and `extra`
 * (EC Sales List customer, OSS route, tax-point tag) in one `currency`; amounts in units.
 */
export class Bucket {
  net = 0;
  vat = 0;
  count = 0;
  /** Rows whose place (reconciliation) is this bucket: sales / refunds but T1 (movement legs and deemed supplies are not). */
  prim = 0;
  refs: RowRef[] = [];
  constructor(
    public country: string,
    public kind: string,
    public rate: string,
    public extra: string,
    public currency: string,
  ) {}
}

/** A bucket with its amounts in a return's currency (units; returns/country.ts). */
export interface ConvBucket {
  b: Bucket;
  net: number;
  vat: number;
}

/** Rows counted somewhere, with the first references (capped like figures). */
export interface Agg {
  count: number;
  refs: RowRef[];
}

/** A warning being gathered (warnings.ts): code, Chinese message, rows, country. */
export interface WarnAgg extends Agg {
  code: VatWarningCode;
  message: string;
  country?: string;
}

/** Marketplace-collected rows of one scheme and currency (T1; units). */
export interface MpcAgg {
  scheme: string;
  currency: string;
  gross: number;
  vat: number;
  count: number;
}

/** One segment of the responsibility-switch check (seller account × route × B2B): date ranges of SELLER and MARKETPLACE rows. */
export interface RespSeg {
  acct: string;
  d: string;
  a: string;
  b2b: boolean;
  sellerMin: number;
  sellerMax: number;
  mktMin: number;
  mktMax: number;
  sellerRef: RowRef | null;
  mkt: Agg;
}

/** Transfers without a cost of one file (issue #20): spreadsheet rows (the first ones), count, SKUs, routes, countries. */
export interface NoCostAgg {
  rows: number[];
  count: number;
  skus: Set<string>;
  routes: Set<string>;
  countries: Set<string>;
}

// the fields come from RowDetail (declaration merging): assigned in its order, none declared twice
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface Detail extends RowDetail {}
/**
 * A row's detail (result.rowDetails) made by `new` (see the module comment): 54,000 of them in the
 * 100 MB bench, enough for V8 to switch a literal's site to old-space mid-result and discard
 * the detail builder's optimised code. Its own fields in RowDetail's order: the JSON is the literal's.
 */
export class Detail {
  // no class fields: the own properties are made by these assignments, in RowDetail's order
  constructor(r: RowRef, date: string, strs: (string | null)[], o: number, net: string | null, vat: string | null, gross: string | null) {
    this.file = r.file;
    this.row = r.row;
    this.eventId = r.eventId;
    this.date = date;
    this.type = strs[o] as string;
    this.depart = strs[o + 1] as string;
    this.arrival = strs[o + 2] as string;
    this.net = net;
    this.vat = vat;
    this.gross = gross;
    this.currency = strs[o + 3] as string;
    this.treatment = strs[o + 5] as Treatment;
    this.scheme = strs[o + 4] as string;
    this.taxCountry = strs[o + 6];
  }
}

/**
 * Where the row being applied goes (apply.ts): the return `country` (or `OSS`), the line `kind`,
 * its `rate` and `extra` (EC Sales List customer, OSS route or correction quarter), the VAT of the
 * line (units; 0 for VAT-free lines) and the `target` currency ('' = the return's own). One object
 * per calculation, written by the figure builder of the row's treatment and read by ONE call of the
 * bucket emit (issue #25: ten inlined copies of the emit made the row code slow to compile).
 */
export class Placement {
  country = '';
  kind = '';
  rate = '';
  extra = '';
  vat = 0;
  target = '';

  /** Sets every field at once (a builder's answer). */
  set(country: string, kind: string, rate: string, extra: string, vat: number, target: string): true {
    this.country = country;
    this.kind = kind;
    this.rate = rate;
    this.extra = extra;
    this.vat = vat;
    this.target = target;
    return true;
  }
}

/**
 * A transfer carried forward to the next period (issue #32; figures/transfers.ts): made on `date`,
 * taxable on `taxPoint` (YYYYMMDD) after the period; `unit` the cost per item found in this period
 * (units; NaN = none), `cur` its currency. Turned into a `CarriedRow` of the result.
 */
export class CarryRecord {
  constructor(
    readonly ref: RowRef,
    readonly type: 'FC_TRANSFER' | 'INBOUND',
    readonly date: number,
    readonly taxPoint: number,
    readonly d: string,
    readonly a: string,
    readonly sku: string,
    readonly qty: number,
    readonly unit: number,
    readonly cur: string,
  ) {}
}
