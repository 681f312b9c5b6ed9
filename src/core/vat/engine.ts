/**
 * The VAT engine proper: reads rows (through {@link readInput}), applies row rules 1-6 of
 * vat-engine.md and builds the UK, EU-domestic and OSS returns, the returns not chosen and the
 * reconciliation (issue #13). T5 distance sales of a seller established in one EU state follow
 * the Art. 59c threshold plan (threshold.ts); buyer VAT numbers and VIES answers go through the
 * pure checks of checks.ts.
 *
 * Hot loop: one pass over the records, reading ~35 of 95 columns through the byte parser's typed
 * accessors (interned codes, amounts parsed from bytes to integer units — money.ts — dates to
 * YYYYMMDD), with per-value caches instead of regular expressions and string keys per row.
 * Retained per row: each sale compactly in a {@link SaleStore} (order id bytes, rate, date, SKU,
 * treatment; rule 3 links are built after reading for refunded orders only), buffered refunds of
 * the period, and capped row references per figure with the inputs of their row details (one
 * RowRef object per row, so figures and warnings share it; it carries the index of its drill-down detail).
 */
import { mapHeader, columnName, type ColumnMap } from './columns';
import { isEuVatArea, returnCurrency, JURISDICTION_NAMES, countryLabel, EU_COUNTRIES } from './countries';
import { decodeRange, type RecordView } from './csv';
import {
  intToIso, isoToInt, monthStart, monthEnd, quarterOf, quarterLabel, quarterEnd,
  parseActivityPeriod, activityPeriodLabel, quarterStart,
} from './dates';
import { checkUkReturn, checkVatNumber, looksEncrypted, viesStatus } from './checks';
import { TableRateProvider, type ExchangeRateProvider, type FxQuote } from './fx';
import { FX_RULE_ZH, fxRuleFor, perTaxPoint, rateDays, rateGroupDay, type FxRule } from './fx-rules';
import { vatError } from './messages';
import { divRound, roundCents, fmt2, fmtWhole, convertUnits, unitsOf, SCALE } from './money';
import { standardRate, bpToFraction, percentToBp, type StandardRate } from './rates';
import { readInput, MAX_FILE_BYTES, type TableHandler } from './reader';
import { EU_THRESHOLD_UNITS, taxedAtOrigin, thresholdPlan, thresholdSentence, type ThresholdPlan } from './threshold';
import { DEEMED_SUPPLY_OPTIONAL, nationalBox, taxOfBase } from './national';
import { costAt, costIndex, noCostMessage, NO_COST_ROWS_LISTED, outOfPeriodReasons, transferRuleOf, transferTaxPoint, type DatedCost } from './transfers';
import type {
  CountryReturn, DeemedSupplyChoice, EcslLine, FileReport, Figure, FxUsed, InspectResult, LineKind, MarketplaceCollected, OssReturn,
  Reconciliation, ReconciliationPlace, RateUsed, ReportInput, ReturnLine, RowDetail, RowRef, SkippedGroup, Treatment,
  UkBoxes, UnchosenReturn, VatError, VatErrorCode, VatHooks, VatOptions, VatResult, VatWarning, VatWarningCode,
} from './types';

const MAX_ERRORS_PER_FILE = 100;
const KNOWN_TYPES = new Set([
  'SALE', 'REFUND', 'RETURN', 'FC_TRANSFER', 'INBOUND', 'COMMINGLING_SELL', 'COMMINGLING_BUY', 'LIQUIDATION_SALE',
  'LIQUIDATION_REFUND', 'DONATION', 'INVOICE', 'CREDIT_NOTE',
]);
const KNOWN_SCHEMES = new Set([
  'REGULAR', 'UNION-OSS', 'UK_VOEC-DOMESTIC', 'UK_VOEC-IMPORT', 'CH_VOEC', 'NO_VOEC', 'DEEMED_RESELLER-IOSS',
  'DEEMED_RESELLER', 'IMPORT-OSS', 'COMMINGLE_VAT',
]);
const OSS_START = 20210701;

const TREATMENT_ZH: Record<Treatment, string> = {
  T1: 'T1 平台代扣代缴',
  T2: 'T2 出口（零税率）',
  T3: 'T3 欧盟内 B2B 免税供货',
  T4: 'T4 境内 B2B',
  T5: 'T5 欧盟内远程销售',
  T6: 'T6 境内 B2C 销售',
  MOVEMENT: '自有货物跨境移库',
  NONE: '无金额',
};

const LINE_LABELS: Record<LineKind, string> = {
  domestic: '境内销售销项税（按税率）',
  distance: '远程销售（未加入 OSS）',
  reverseCharge: '境内反向征收（买方缴税）',
  intraEuSupply: '欧盟内免税供货（含移库，见 EC Sales List）',
  acquisition: '欧盟内购进（移库入境，销项与进项同时计）',
  export: '出口（零税率）',
  marketplaceSupply: '向平台（视同供应商）的供货',
  importVatDeducted: '进口增值税抵扣（C79 / 进口税单）',
  postponedImportVat: '递延进口增值税',
};

interface FileState {
  report: FileReport;
  index: number;
  map: ColumnMap | null;
  current: boolean;
  headerSeen: boolean;
  errorCount: number;
  minDate: number;
  maxDate: number;
  aps: Set<string>;
  lastAp: string;
  inPeriod: number;
  fatal: boolean;
  /** UNIQUE_ACCOUNT_IDENTIFIER of the file (read once: a VTR is one seller account's report); '' = not read yet. */
  acct: string;
}

interface MRow {
  fs: FileState;
  /** The row's one RowRef object: every figure / warning of the row shares it (identity = row). */
  ref: RowRef;
  row: number;
  eventId: string;
  date: number;
  type: string;
  refund: boolean;
  d: string;
  a: string;
  buyer: string;
  buyerCountry: string;
  exportYes: boolean;
  resp: string;
  scheme: string;
  cur: string;
  incl: number;
  excl: number;
  vat: number;
  rateBp: number;
  qty: number;
  taxCalc: number;
  jur: string;
  conv: number;
  convCur: string;
  convRate: string;
  sku: string;
  /** Seller account of a retained refund for the responsibility-switch check ('' = not tracked). */
  acct: string;
}

interface Cls {
  t: Treatment;
  taxCountry: string;
  d: string;
  a: string;
  buyer: string;
  buyerCountry: string;
  origin: boolean;
  oss: boolean;
}

interface SaleLink extends Cls {
  rateBp: number;
  date: number;
  sku: string;
}

interface Bucket {
  country: string;
  kind: string;
  rate: string;
  extra: string;
  currency: string;
  net: number;
  vat: number;
  count: number;
  /** Rows whose place (reconciliation) is this bucket: sales / refunds but T1 (movement legs and deemed supplies are not). */
  prim: number;
  refs: RowRef[];
}

/** A bucket with its amounts in a return's currency (units; Engine.buildCountry). */
interface ConvBucket {
  b: Bucket;
  net: number;
  vat: number;
}

/** A figure of `value` over the same rows as `f` (a copy of its row list: the two figures stay independent). */
function sameRows(value: string, f: Figure): Figure {
  const g: Figure = { value, rows: f.rows.slice(), rowCount: f.rowCount };
  if (f.rowsTruncated) g.rowsTruncated = true;
  return g;
}

/** A pending warning of the row being classified: `key` is the full warnings-map key `code|…`. */
interface PendingWarning {
  code: VatWarningCode;
  key: string;
  message: string;
}

/** A judged buyer VAT number (see Engine.judgeBuyer); `w` = its BUYER_VAT_CHECK_FAILED warning, once built. */
interface BuyerVerdict {
  v: string;
  k: number;
  /** The check warning of a number failing its check digits, once built (present from the start: one object shape). */
  w: PendingWarning | undefined;
}

/** Import schemes: always marketplace-collected, never part of the responsibility-switch check. */
const IMPORT_SCHEMES = new Set(['DEEMED_RESELLER-IOSS', 'UK_VOEC-IMPORT', 'IMPORT-OSS', 'CH_VOEC', 'NO_VOEC']);

/** One segment of the responsibility-switch check (seller account × route × B2B): date ranges of SELLER and MARKETPLACE rows. */
interface RespSeg {
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

/**
 * What the RowDetails are formatted from, one entry per referenced row, as parallel arrays (copied
 * out of the MRow so that the row itself is not retained; no object and no boxed amounts per row,
 * which the young-generation collector would copy twice: issue #25). Amounts in units. The file,
 * row and order id are the row's reference's own (a detail is kept for exactly one Ref).
 */
class DetailStore {
  n = 0;
  /** Per detail, {@link STRIDE} strings: type, departure, arrival, currency, scheme, treatment, tax country (or null). */
  strs: (string | null)[] = [];
  date: Int32Array = new Int32Array(1024);
  net: Float64Array = new Float64Array(1024);
  vat: Float64Array = new Float64Array(1024);
  gross: Float64Array = new Float64Array(1024);
  /** Result building: the detail is in rowDetails already. */
  done: Uint8Array = new Uint8Array(1024);

  /** Strings per detail in {@link strs}. */
  static readonly STRIDE = 7;

  /** Adds the detail of row `m` (amounts in units); returns its index. */
  add(m: MRow, net: number, vat: number, gross: number, t: Treatment, taxCountry: string | null): number {
    const i = this.n++;
    if (i === this.date.length) this.grow();
    // one push of the seven (one inlined push where the compiler inlines this, not seven)
    this.strs.push(m.type, m.d, m.a, m.cur, m.scheme, t, taxCountry);
    this.date[i] = m.date;
    this.net[i] = net;
    this.vat[i] = vat;
    this.gross[i] = gross;
    return i;
  }

  private grow(): void {
    this.date = doubled(this.date);
    this.net = doubled(this.net);
    this.vat = doubled(this.vat);
    this.gross = doubled(this.gross);
    this.done = doubled(this.done);
  }
}

interface MpcAgg {
  scheme: string;
  currency: string;
  gross: number;
  vat: number;
  count: number;
}

interface Agg {
  count: number;
  refs: RowRef[];
}

interface WarnAgg extends Agg {
  code: VatWarningCode;
  message: string;
  country?: string;
}

/**
 * The engine's {@link RowRef}: `file`, `row`, `eventId` (the only own enumerable fields, in that
 * order: what JSON, structured clone and `Object.keys` see), plus a private slot with the index of
 * the row's drill-down detail inputs in {@link Engine} (`-1` = none yet), so that a kept reference
 * finds its detail without a Map keyed by object (one lookup per figure row when the result is built).
 */
class Ref implements RowRef {
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
function detailIndexOf(r: RowRef): number {
  return r instanceof Ref ? r.detailIndex() : -1;
}

/** A 30-bit FNV-style hash of a string (a small integer, cheap to keep per row). */
function strHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h & 0x3fffffff;
}

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** `/^[A-Z]{2}[0-9A-Z+*]{2,13}$/` without a regular expression (hot loop). */
function vatFormatOk(v: string): boolean {
  const n = v.length;
  if (n < 4 || n > 15 || !isUpper(v.charCodeAt(0)) || !isUpper(v.charCodeAt(1))) return false;
  for (let i = 2; i < n; i++) {
    const c = v.charCodeAt(i);
    if (!(isUpper(c) || (c >= 48 && c <= 57) || c === 43 || c === 42)) return false;
  }
  return true;
}

/** A two-letter upper-case code as 1..676 (0 for ''), or -1 for anything else: a small key without a Map lookup. */
function code26(c: string): number {
  if (c.length === 0) return 0;
  if (c.length !== 2) return -1;
  const x = c.charCodeAt(0) - 65;
  const y = c.charCodeAt(1) - 65;
  return x >= 0 && x < 26 && y >= 0 && y < 26 ? x * 26 + y + 1 : -1;
}

/** Small code of a bucket kind (a switch on the literal: no map lookup on the row loop); 0 for another string. */
function kindCode(kind: string): number {
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
function ecslParts(extra: string): { kind: string; who: string; cc: string } {
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
 * Counts by value (result.counts.byType, byScheme, byTreatment) in first-seen order: a box per
 * value and the last value's box kept, so a run of equal values costs no map lookup (issue #25:
 * the row loop bumped three counters a row with a get and a set each).
 */
class Tally {
  private boxes = new Map<string, { n: number }>();
  private lastKey: string | null = null;
  private lastBox = { n: 0 };

  /** Adds one to `k`'s count. */
  bump(k: string): void {
    if (k === this.lastKey) {
      this.lastBox.n++;
      return;
    }
    let b = this.boxes.get(k);
    if (!b) this.boxes.set(k, (b = { n: 0 }));
    b.n++;
    this.lastKey = k;
    this.lastBox = b;
  }

  /** The counts as a plain object, keys in first-seen order. */
  toObject(): Record<string, number> {
    const o: Record<string, number> = {};
    for (const [k, b] of this.boxes) o[k] = b.n;
    return o;
  }
}


/**
 * An MRow made by `new`, not as an object literal (issue #25). V8 gives each object literal an
 * allocation site; when most objects of a site survive a scavenge (refund rows, buckets, buyer
 * verdicts and classifications are kept), it switches the site to old-space allocation mid-run
 * and throws away the optimised code of every function that inlined the site (blankRow, buyerOf,
 * classify, add: twice in the 100 MB bench, --trace-deopt "code dependencies"; about 40 ms, the
 * same run with --no-allocation-site-pretenuring). Objects made by `new` have no allocation site.
 */
class RowRecord implements MRow {
  row = 0;
  eventId = '';
  date = 0;
  type = '';
  refund = false;
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
  taxCalc = 0;
  jur = '';
  conv = NaN;
  convCur = '';
  convRate = '';
  sku = '';
  acct = '';
  constructor(
    public fs: FileState,
    public ref: RowRef,
  ) {}
}

/** A classification (row rule 5) made by `new` (see {@link RowRecord}). */
class Classification implements Cls {
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

/** A judged buyer VAT number made by `new` (see {@link RowRecord}). */
class Verdict implements BuyerVerdict {
  w: PendingWarning | undefined = undefined;
  constructor(
    public v: string,
    public k: number,
  ) {}
}

/** A return bucket made by `new` (see {@link RowRecord}). */
class BucketRecord implements Bucket {
  net = 0;
  vat = 0;
  count = 0;
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

// the fields come from RowDetail (declaration merging): assigned in its order, none declared twice
// eslint-disable-next-line @typescript-eslint/no-empty-interface
interface Detail extends RowDetail {}
/**
 * A row's detail (result.rowDetails) made by `new` (see {@link RowRecord}): 54,000 of them in the
 * 100 MB bench, enough for V8 to switch the literal's site to old-space mid-result and discard
 * rowDetail's optimised code. Its own fields in RowDetail's order: the JSON is the literal's.
 */
class Detail {
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

/** A money row with every field (one object shape for all MRows). */
function blankRow(fs: FileState, ref: RowRef): MRow {
  return new RowRecord(fs, ref);
}

/** A copy of `a` twice as long (the rest zero). */
function doubled<T extends Int32Array | Float64Array | Uint8Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/** `a`, or a copy twice as long when index `n` does not fit. */
function grown(a: Int32Array, n: number): Int32Array {
  return n < a.length ? a : doubled(a);
}

/**
 * A set of non-negative 32-bit integers (order-id hashes) in one open-addressing typed array
 * sized for `capacity` values: a probe is a few array reads, no Set lookup (issue #25).
 */
class IntSet {
  private table: Int32Array;
  private mask: number;

  constructor(capacity: number) {
    let size = 16;
    while (size < capacity * 4) size *= 2;
    this.mask = size - 1;
    this.table = new Int32Array(size).fill(-1);
  }

  /** The slot holding `h`, or the empty slot where it would go. */
  private slot(h: number): number {
    const t = this.table;
    let j = h & this.mask;
    while (t[j] !== -1 && t[j] !== h) j = (j + 1) & this.mask;
    return j;
  }

  add(h: number): void {
    this.table[this.slot(h)] = h;
  }

  has(h: number): boolean {
    return this.table[this.slot(h)] !== -1;
  }
}

/**
 * The sales of a calculation, kept compactly for rule 3 (refund linking after reading): order
 * ids as bytes in one buffer (no string per sale kept alive), their hashes, the shared treatment
 * object, rate, date and SKU. A SaleLink object is built only for the orders refunds ask for.
 */
class SaleStore {
  n = 0;
  hash: Int32Array = new Int32Array(1024);
  private start: Int32Array = new Int32Array(1025);
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  private wide = new Map<number, string>(); // ids with non-ASCII characters
  private cls: Cls[] = [];
  private rate: Int32Array = new Int32Array(1024);
  private date: Int32Array = new Int32Array(1024);
  private sku: string[] = [];

  add(id: string, cls: Cls, rateBp: number, date: number, sku: string): void {
    const i = this.n++;
    if (i === this.rate.length) {
      // the per-sale arrays grow together (start keeps one slot more than the others)
      this.hash = doubled(this.hash);
      this.rate = doubled(this.rate);
      this.date = doubled(this.date);
      this.start = doubled(this.start);
    }
    this.rate[i] = rateBp;
    this.date[i] = date;
    this.cls.push(cls);
    this.sku.push(sku);
    let o = this.used;
    const len = id.length;
    if (o + len > this.bytes.length) {
      const b = new Uint8Array(Math.max(this.bytes.length * 2, o + len));
      b.set(this.bytes.subarray(0, o));
      this.bytes = b;
    }
    // the hash (strHash's, inline) and the ASCII copy in one pass over the id (issue #25)
    const bytes = this.bytes;
    let h = 0x811c9dc5;
    let ascii = true;
    for (let k = 0; k < len; k++) {
      const c = id.charCodeAt(k);
      h = Math.imul(h ^ c, 0x01000193);
      if (c > 127) ascii = false;
      else bytes[o + k] = c;
    }
    this.hash[i] = h & 0x3fffffff;
    if (ascii) o += len;
    else this.wide.set(i, id);
    this.used = o;
    this.start[i + 1] = o;
  }

  /**
   * Empties the store, releasing its memory, and keeps the object (issue #25): a new store in
   * Engine.sales would turn that field from constant to mutable in V8's view and throw away the
   * optimised row code that inlined {@link add} (moneyRow, money, record: --trace-deopt "code
   * dependencies"), just before the refunds run through it. Typed arrays already replaced on growth,
   * the other containers emptied in place for the same reason.
   */
  clear(): void {
    this.n = 0;
    this.used = 0;
    this.hash = new Int32Array(1024);
    this.start = new Int32Array(1025);
    this.bytes = new Uint8Array(1 << 16);
    this.rate = new Int32Array(1024);
    this.date = new Int32Array(1024);
    this.wide.clear();
    this.cls.length = 0;
    this.sku.length = 0;
  }

  /** Order id of sale i. */
  id(i: number): string {
    if (this.wide.size > 0) {
      const w = this.wide.get(i);
      if (w !== undefined) return w;
    }
    // ASCII bytes (ids with other characters are kept whole in `wide`)
    return decodeRange(this.bytes, this.start[i], this.start[i + 1]);
  }

  /**
   * Indexes of the sales whose order-id hash is in `wanted`, in reading order: `[indexes, count]`.
   * One small loop over the hashes (issue #25: run once per calculation, it is compiled soon after
   * it starts).
   */
  hashHits(wanted: IntSet): [Int32Array, number] {
    const hash = this.hash;
    let out: Int32Array = new Int32Array(1024);
    let k = 0;
    for (let i = 0; i < this.n; i++) {
      if (!wanted.has(hash[i])) continue;
      out = grown(out, k);
      out[k++] = i;
    }
    return [out, k];
  }

  /** The link of sale i (a new object). */
  link(i: number): SaleLink {
    const c = this.cls[i];
    return {
      t: c.t, taxCountry: c.taxCountry, d: c.d, a: c.a, buyer: c.buyer, buyerCountry: c.buyerCountry, origin: c.origin, oss: c.oss,
      rateBp: this.rate[i], date: this.date[i], sku: this.sku[i],
    };
  }
}

/** Internal engine state for one calculation (or inspection). */
export class Engine {
  readonly cap: number;
  readonly maxBytes: number;
  readonly provider: ExchangeRateProvider;
  private from = 0;
  private to = 99999999;
  private periodGiven = false;
  private est: string;
  /**
   * Intra-EU transfers are declared in the period of their transfer day (default: the transfer
   * documents are issued when the goods move, Art. 69's invoice date); false = the seller chose
   * Art. 69 without an invoice (`VatOptions.transferInvoice: 'none'`: the 15th of the next month).
   */
  private transferInvoiceDay = true;
  private ossReg: boolean;
  private ossFrom: number;
  private files: FileState[] = [];
  private sellerVat = new Map<string, string>();
  /** Two-letter country codes (RecordView.code2) whose seller VAT number is known. */
  private sellerVatKnown = new Uint8Array(65536);
  /** Costs by SKU, each SKU's entries sorted by valid-from (costIndex). */
  private costs = new Map<string, DatedCost[]>();
  private buckets = new Map<string, Bucket>();
  /** The buckets of each return country (or `OSS`), in creation order (= their order in `buckets`). */
  private bucketsOf = new Map<string, Bucket[]>();
  private ids = new Map<string, number>();
  private bucketIdx = new Map<number, Bucket>();
  private bucketIdxX = new Map<number, Map<string, Bucket>>();
  private saleLinks = new Map<string, SaleLink>();
  /** Sales in reading order (order id + link), indexed into saleLinks by {@link linkSales}. */
  private readonly sales = new SaleStore();
  /** Shared treatments without a buyer VAT number (classify), by a numeric code of their fields. */
  private clsIntern = new Map<number, Cls>();
  private readonly refunds: MRow[] = [];
  private warns = new Map<string, WarnAgg>();
  private skipped = new Map<string, Agg & { message: string }>();
  private oop: Agg = { count: 0, refs: [] };
  /** Of {@link oop}: transfers whose transfer day is in the period and whose tax point (Art. 69) is after it. */
  private oopTaxPoint: Agg = { count: 0, refs: [] };
  /** Of {@link oop}: rows whose transaction (completion date, or a transfer's tax point and day) is outside the period. */
  private oopDate: Agg = { count: 0, refs: [] };
  private stock = new Map<string, Agg>();
  private mpc = new Map<string, MpcAgg>();
  private mpcIdx = new Map<string, Map<string, MpcAgg>>();
  private ratesUsed = new Map<string, RateUsed>();
  /** Rate objects already recorded in ratesUsed (standardRate returns cached objects). */
  private ratesSeen = new Set<StandardRate>();
  private fxUsed = new Map<string, FxUsed>();
  /** Detail inputs of rows referenced somewhere (formatted into RowDetails only for rows in the result). */
  private details = new DetailStore();
  private buyerVats = new Set<string>();
  /** EUR 10,000 threshold plan (Art. 59c; threshold.ts). */
  private plan: ThresholdPlan;
  /** T5 rows dispatched from the establishment state: kept at origin / sent to the arrival state. */
  private thrOrigin: Agg = { count: 0, refs: [] };
  private thrDest: Agg = { count: 0, refs: [] };
  /** Net of the T5 rows kept at origin, by currency (units), for EU_THRESHOLD_EXCEEDED. */
  private thrNet = new Map<string, number>();
  /** Buyer VAT numbers already judged: normalised number + verdict (0 ok, 1 bad format, 2 encrypted, 3 check digits failed, 4 no rules) + its check warning. */
  private buyerVerdicts = new Map<string, BuyerVerdict>();
  /** Whether the current emit is the row's place (sales / refunds but T1) — see Bucket.prim. */
  private primary = true;
  // reconciliation counters of in-period rows that land outside returns
  private unreadable = 0;
  private noVatFigure = 0;
  private movementNoCost = 0;
  /** Transfers without a cost, per file (issue #20: a Chinese error naming the rows, not a warning). */
  private noCost = new Map<FileState, { rows: number[]; count: number; skus: Set<string>; routes: Set<string>; countries: Set<string> }>();
  private movements = new Map<string, number>();
  private outScope: Agg = { count: 0, refs: [] };
  /** Responsibility-switch segments by a numeric key (account × route × B2B). */
  private respSegs = new Map<number, RespSeg>();
  private vineIds: Set<string> | null = null;
  private currencies = new Set<string>();
  private minDate = 99999999;
  private maxDate = 0;
  private totalRows = 0;
  private comma = false;
  // per-value caches of the row loop (values are interned by the parser, so few distinct keys)
  private apCache = new Map<string, number>();
  private buyerNorm = new Map<string, string>();
  private jurCache = new Map<string, string>();
  private lastCur = '';
  private convRates = new Map<string, string>();
  private fractions = new Map<number, string>();
  // counters by value (Maps on the row loop; plain objects in the results, same order)
  private byType = new Tally();
  private byScheme = new Tally();
  private byTreatment = new Tally();
  counts = {
    rows: 0,
    inPeriod: 0,
    outOfPeriod: 0,
    skipped: 0,
    byType: {} as Record<string, number>,
    byScheme: {} as Record<string, number>,
    byTreatment: {} as Record<string, number>,
  };

  constructor(
    private opts: VatOptions,
    hooks: VatHooks = {},
    private inspectOnly = false,
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
  }

  // ---------------------------------------------------------------- reading

  /** Reads all inputs; progress through hooks. */
  async read(inputs: ReportInput[], hooks: VatHooks): Promise<void> {
    for (const input of inputs) {
      await readInput(input, (name) => this.table(name), {
        maxBytes: this.maxBytes,
        onProgress: hooks.onProgress,
      });
    }
    if (!this.inspectOnly) this.processRefunds();
  }

  private table(name: string): TableHandler {
    const fs: FileState = {
      report: { name, layout: null, rows: 0, bytes: 0, delimiter: null, errors: [], period: { from: null, to: null, activityPeriods: [] } },
      index: this.files.length,
      map: null,
      current: false,
      headerSeen: false,
      errorCount: 0,
      minDate: 99999999,
      maxDate: 0,
      aps: new Set(),
      lastAp: '',
      inPeriod: 0,
      fatal: false,
      acct: '',
    };
    this.files.push(fs);
    return {
      header: (names, delim) => this.header(fs, names, delim),
      record: (rec, row) => this.record(fs, rec, row),
      parseError: (row) => this.fileErr(fs, 'UNTERMINATED_QUOTE', { row }),
      fileError: (code, detail, message) => {
        fs.fatal = true;
        this.fileErr(fs, code, { detail, message });
        if (code === 'TOO_LARGE' && fs.report.rows > 0 && !this.inspectOnly) {
          // a member whose actual size passed the limit while being read: its first rows are in already
          this.warn('ROWS_SKIPPED', `part|${name}`, `文件 ${name} 读到第 ${fs.report.rows} 行时超过大小上限：其余部分未读取，申报结果不完整，请解压后分开上传`, null);
        }
      },
      finish: (bytes, delim) => this.finish(fs, bytes, delim),
      rows: () => fs.report.rows,
    };
  }

  private fileErr(fs: FileState, code: VatErrorCode, extra: { row?: number; column?: string; value?: string; detail?: string; message?: string }): void {
    fs.errorCount++;
    if (fs.errorCount <= MAX_ERRORS_PER_FILE) fs.report.errors.push(vatError(code, fs.report.name, extra));
  }

  private header(fs: FileState, names: string[], delim: string): boolean {
    fs.headerSeen = true;
    fs.report.delimiter = delim;
    const { map, missing, layout } = mapHeader(names);
    if (missing.length) {
      fs.fatal = true;
      this.fileErr(fs, 'NOT_VTR', { detail: missing.join('、') });
      return false;
    }
    fs.map = map;
    fs.current = layout === 'current';
    fs.report.layout = layout;
    this.comma = delim === ';';
    return true;
  }

  private finish(fs: FileState, bytes: number, delim: string | null): void {
    fs.report.bytes = bytes;
    if (delim && !fs.report.delimiter) fs.report.delimiter = delim;
    if (!fs.fatal) {
      if (!fs.headerSeen) {
        fs.fatal = true;
        this.fileErr(fs, 'EMPTY_FILE', {});
      } else if (fs.map && fs.report.rows === 0) {
        fs.fatal = true;
        this.fileErr(fs, 'HEADER_ONLY', {});
      }
    }
    if (fs.errorCount > MAX_ERRORS_PER_FILE) {
      fs.report.errors.push(
        vatError('TOO_MANY_ERRORS', fs.report.name, { detail: `仅列出前 ${MAX_ERRORS_PER_FILE} 条（共 ${fs.errorCount} 条）` }),
      );
    }
    fs.report.period = {
      from: fs.maxDate ? intToIso(fs.minDate) : null,
      to: fs.maxDate ? intToIso(fs.maxDate) : null,
      activityPeriods: [...fs.aps].sort(),
    };
    if (this.periodGiven && fs.report.rows > 0 && fs.inPeriod === 0 && !this.inspectOnly) {
      this.warn('PERIOD_MISMATCH', `nofile|${fs.report.name}`, `文件 ${fs.report.name} 没有任何交易落在申报期内（文件日期 ${fs.report.period.from} 至 ${fs.report.period.to}）：请确认上传的是本期报告`, null);
    }
  }

  private addRef(agg: Agg, r: RowRef): void {
    agg.count++;
    if (agg.refs.length < this.cap) {
      agg.refs.push(r);
      this.flushDetail(r);
    }
  }

  private warn(code: VatWarningCode, key: string, message: string, r: RowRef | null, country?: string): void {
    this.warnAt(`${code}|${key}`, code, message, r, country);
  }

  /** {@link warn} with the map key `code|key` already built (warnings raised on many rows). */
  private warnAt(k: string, code: VatWarningCode, message: string, r: RowRef | null, country?: string): void {
    let w = this.warns.get(k);
    if (!w) {
      w = { code, message, count: 0, refs: [] };
      if (country) w.country = country;
      this.warns.set(k, w);
    }
    if (r) this.addRef(w, r);
  }

  private skip(reason: string, message: string, r: RowRef): void {
    let s = this.skipped.get(reason);
    if (!s) this.skipped.set(reason, (s = { message, count: 0, refs: [] }));
    this.addRef(s, r);
    this.counts.skipped++;
  }

  // pending detail of the row being applied: built only when one of its references is kept
  private pm: MRow | null = null;
  private pNet = 0;
  private pVat = 0;
  private pGross = 0;
  private pT: Treatment = 'NONE';
  private pTc: string | null = null;

  private detail(m: MRow, net: number, vat: number, gross: number, t: Treatment, taxCountry: string | null): void {
    this.pm = m;
    this.pNet = net;
    this.pVat = vat;
    this.pGross = gross;
    this.pT = t;
    this.pTc = taxCountry;
  }

  private flushDetail(r: RowRef): void {
    const m = this.pm;
    if (!m || m.ref !== r || !(r instanceof Ref) || r.detailIndex() >= 0) return;
    r.setDetailIndex(this.details.add(m, this.pNet, this.pVat, this.pGross, this.pT, this.pTc));
  }

  private isoCache = new Map<number, string>();

  /** intToIso, cached (few distinct dates). */
  private iso(d: number): string {
    let s = this.isoCache.get(d);
    if (s === undefined) {
      s = intToIso(d);
      this.isoCache.set(d, s);
    }
    return s;
  }

  /** The RowDetail of detail `i` of {@link details}, the detail of reference `r` (its file, row and order id). */
  private rowDetail(i: number, r: RowRef): RowDetail {
    const p = this.details;
    const net = p.net[i];
    const vat = p.vat[i];
    const gross = p.gross[i];
    return new Detail(
      r,
      this.iso(p.date[i]),
      p.strs,
      i * DetailStore.STRIDE,
      Number.isNaN(net) ? null : this.amountText(net),
      Number.isNaN(vat) ? null : this.amountText(vat),
      Number.isNaN(gross) ? null : this.amountText(gross),
    );
  }

  /** {@link fmt2} of the amounts of row details, by value (issue #25: 151,000 amounts, 1,062 distinct values in the 100 MB bench; one string each, not one per row). */
  private amountTexts = new Map<number, string>();

  /** `fmt2(u)` (units → "12.34"), cached while fewer than 100,000 distinct values are seen. */
  private amountText(u: number): string {
    let s = this.amountTexts.get(u);
    if (s === undefined) {
      s = fmt2(u);
      if (this.amountTexts.size < 100_000) this.amountTexts.set(u, s);
    }
    return s;
  }

  /** The reused MRow of sale rows (see record). */
  private saleRow: MRow | null = null;

  /** Set by {@link amount} when a field of the current row is unreadable. */
  private badRow = false;

  private amount(fs: FileState, rec: RecordView, col: number, key: keyof ColumnMap, row: number): number {
    const v = rec.units(col, this.comma);
    if (Number.isNaN(v) && !rec.empty(col)) {
      this.fileErr(fs, 'BAD_AMOUNT', { row, column: columnName(key), value: rec.get(col) });
      this.badRow = true;
    }
    return v;
  }

  private record(fs: FileState, rec: RecordView, row: number): boolean {
    const C = fs.map as ColumnMap;
    this.pm = null; // no row detail until this row's amounts are known (detail())
    const type = rec.key(C.TYPE);
    const eventId = rec.text(C.EVENT);
    if (!type && !eventId && rec.empty(C.COMPLETE)) return true; // blank or all-delimiter line
    fs.report.rows++;
    this.counts.rows++;
    this.byType.bump(type || '(空)');
    const scheme = fs.current ? rec.key(C.SCHEME) : '';
    const resp = fs.current ? rec.key(C.RESP) : '';
    if (fs.current) this.byScheme.bump(scheme || '(空)');
    else this.byScheme.bump('(旧版报告无此列)');
    const r0: RowRef = new Ref(fs.report.name, row, eventId);

    // rule 1: the date is TRANSACTION_COMPLETE_DATE (fallbacks for rows Amazon left without it)
    let date = rec.date(C.COMPLETE);
    if (date <= 0) {
      date = this.fallbackDate(fs, rec, row, r0, date);
      if (date <= 0) return true;
    }
    if (date < fs.minDate) fs.minDate = date;
    if (date > fs.maxDate) fs.maxDate = date;
    if (date < this.minDate) this.minDate = date;
    if (date > this.maxDate) this.maxDate = date;
    // the file's seller account as the report names it (matching a report to a client company, issue #12)
    if (fs.report.accountId === undefined && C.ACCT >= 0) {
      const id = rec.atom(C.ACCT);
      if (id) fs.report.accountId = id;
    }
    const apS = rec.atom(C.AP);
    if (apS) this.activityPeriod(fs, apS, date, r0);
    // seller VAT numbers from the report
    this.sellerVatFrom(rec, C.SDVC, C.SDVN);
    this.sellerVatFrom(rec, C.SAVC, C.SAVN);
    this.sellerVatFrom(rec, C.TSVC, C.TSVN);

    const refund = type === 'REFUND' || type === 'LIQUIDATION_REFUND';
    const sale = type === 'SALE' || type === 'LIQUIDATION_SALE';
    const inPeriod = date >= this.from && date <= this.to;
    const channel = rec.key(C.CHANNEL);

    if (type === 'FC_TRANSFER' || type === 'INBOUND') return this.transferRow(fs, rec, row, r0, type, date);
    if (!sale && !refund) return this.otherRow(fs, r0, type, inPeriod);
    return this.moneyRow(fs, rec, row, r0, type, eventId, date, scheme, resp, channel, refund, sale, inPeriod);
  }

  /** The last TAXABLE_JURISDICTION text and its country code (rows often repeat it). */
  private lastJurS = '';
  private lastJur = '';
  /** Bits of a TAX_REPORTING_SCHEME value: 1 known, 2 an import scheme (IOSS, VOEC import…); the last value's kept. */
  private schemeBits = new Map<string, number>();
  private lastScheme = '';
  private lastSchemeBits = 0;

  private schemeFlags(scheme: string): number {
    if (scheme === this.lastScheme) return this.lastSchemeBits;
    let f = this.schemeBits.get(scheme);
    if (f === undefined) {
      f = (KNOWN_SCHEMES.has(scheme) ? 1 : 0) | (IMPORT_SCHEMES.has(scheme) ? 2 : 0);
      if (this.schemeBits.size < 1000) this.schemeBits.set(scheme, f);
    }
    this.lastScheme = scheme;
    this.lastSchemeBits = f;
    return f;
  }

  /**
   * A SALE / REFUND row (rules 2-5) after {@link record} read its common fields. Its own method
   * (issue #25): the row handler as one 5,600-byte function was compiled by the optimising compiler
   * long after the first rows, and any deoptimisation of a part threw the whole of it away.
   */
  private moneyRow(
    fs: FileState,
    rec: RecordView,
    row: number,
    r0: RowRef,
    type: string,
    eventId: string,
    date: number,
    scheme: string,
    resp: string,
    channel: string,
    refund: boolean,
    sale: boolean,
    inPeriod: boolean,
  ): boolean {
    const C = fs.map as ColumnMap;
    // money rows (SALE / REFUND)
    this.badRow = false;
    const buyer = rec.atom(C.BVN);
    // a refund row is kept until all sales are read (rule 3): its own object; a sale row is done
    // with when record() returns: one reused object (pm is reset at the start of every record)
    const m = refund ? blankRow(fs, r0) : (this.saleRow ??= blankRow(fs, r0));
    m.fs = fs;
    m.ref = r0;
    m.row = row;
    m.eventId = eventId;
    m.date = date;
    m.type = type;
    m.refund = refund;
    // rule 3: on refund rows (and sales) the SALE_* countries, DEPARTURE_* / ARRIVAL_* as a fallback
    m.d = rec.key(C.SDEP) || rec.key(C.DEP);
    m.a = rec.key(C.SARR) || rec.key(C.ARR);
    m.buyer = buyer;
    m.buyerCountry = buyer ? rec.key(C.BVC) : ''; // only read with a buyer VAT number (rules 3-5)
    m.exportYes = rec.key(C.EXPORT) === 'YES';
    m.resp = resp;
    m.scheme = scheme;
    m.cur = rec.key(C.CUR);
    m.incl = this.amount(fs, rec, C.INCL, 'INCL', row);
    m.excl = this.amount(fs, rec, C.EXCL, 'EXCL', row);
    m.vat = this.amount(fs, rec, C.VAT, 'VAT', row);
    m.rateBp = -1;
    m.qty = 1;
    m.taxCalc = 0;
    m.jur = '';
    m.conv = NaN;
    m.convCur = '';
    m.convRate = '';
    m.sku = rec.atom(C.SKU);
    const rv = rec.units(C.RATE, this.comma);
    if (!Number.isNaN(rv) || !rec.empty(C.RATE)) {
      if (Number.isNaN(rv) || rv < 0 || rv > SCALE) {
        this.fileErr(fs, 'BAD_NUMBER', { row, column: columnName('RATE'), value: rec.text(C.RATE) });
        this.badRow = true;
      } else m.rateBp = rv;
    }
    const q = rec.num(C.QTY); // 0 when empty: QTY 1
    if (!Number.isFinite(q) || q < 0 || Math.floor(q) !== q) {
      this.fileErr(fs, 'BAD_NUMBER', { row, column: 'QTY', value: rec.text(C.QTY) });
      this.badRow = true;
    } else m.qty = q === 0 ? 1 : q;
    m.taxCalc = rec.date(C.TAXCALC); // 0 when empty
    if (m.taxCalc < 0) {
      this.fileErr(fs, 'BAD_DATE', { row, column: 'TAX_CALCULATION_DATE', value: rec.text(C.TAXCALC) });
      this.badRow = true;
    }
    if (this.badRow) {
      this.skip('READ_ERROR', '行内日期或金额无法识别，已跳过（见文件错误）', r0);
      this.unreadable++;
      return true;
    }
    if (m.buyer) {
      if (this.buyerVats.size < 1000) this.buyerVats.add(this.normVat(m.buyer));
    }
    if (m.cur && m.cur !== this.lastCur) {
      this.currencies.add(m.cur);
      this.lastCur = m.cur;
    }
    if (sale && channel === 'AFN' && m.d) this.addStock(m.d, r0);
    if (resp && resp !== 'SELLER' && resp !== 'MARKETPLACE') {
      this.warn('UNKNOWN_CODE', `resp|${resp}`, `未知的 TAX_COLLECTION_RESPONSIBILITY "${resp}"，按卖家负责处理`, r0);
    }
    const sf = scheme ? this.schemeFlags(scheme) : 0;
    if (scheme && (sf & 1) === 0) {
      this.warn('UNKNOWN_CODE', `scheme|${scheme}`, `未知的 TAX_REPORTING_SCHEME "${scheme}"`, r0);
    }
    if (this.inspectOnly) return true;
    const jurS = rec.key(C.JUR);
    if (jurS) {
      let j = jurS === this.lastJurS ? this.lastJur : this.jurCache.get(jurS);
      if (j === undefined) {
        j = Object.prototype.hasOwnProperty.call(JURISDICTION_NAMES, jurS) ? JURISDICTION_NAMES[jurS] : '';
        if (this.jurCache.size < 1000) this.jurCache.set(jurS, j);
      }
      this.lastJurS = jurS;
      this.lastJur = j;
      m.jur = j;
    }
    const convCur = rec.key(C.CONVCUR);
    if (convCur) {
      m.convCur = convCur;
      m.conv = rec.units(C.CONV, this.comma);
      const crS = rec.atom(C.CONVRATE);
      if (crS) {
        let cr = this.convRates.get(crS);
        if (cr === undefined) {
          cr = crS.replace(',', '.');
          if (!(/^\d+(\.\d+)?$/.test(cr) && Number(cr) > 0)) cr = '';
          if (this.convRates.size < 5000) this.convRates.set(crS, cr);
        }
        m.convRate = cr;
      }
    }
    if (m.d && !this.codeValid(m.d, 2)) this.warn('UNKNOWN_CODE', `country|${m.d}`, `无法识别的国家代码 "${m.d}"`, r0);
    if (m.a && !this.codeValid(m.a, 2)) this.warn('UNKNOWN_CODE', `country|${m.a}`, `无法识别的国家代码 "${m.a}"`, r0);
    if (m.cur && !this.codeValid(m.cur, 3)) this.warn('UNKNOWN_CODE', `cur|${m.cur}`, `无法识别的币种 "${m.cur}"`, r0);

    // responsibility-switch check (#5147): the file's seller account, read once per file
    let acct = '';
    if ((resp === 'SELLER' || resp === 'MARKETPLACE') && (sf & 2) === 0) {
      if (!fs.acct) fs.acct = (C.ACCT >= 0 && rec.atom(C.ACCT)) || '(未标明账户)';
      acct = fs.acct;
    }
    if (sale) {
      const cls = this.classify(m, r0, inPeriod);
      // indexed by order id only for refunded orders, after reading (linkSales); the rate only
      // when Amazon taxed where the engine does (else the refund derives at the engine's country)
      if (eventId) this.sales.add(eventId, cls, this.jurDiffers(m, cls) ? -1 : m.rateBp, date, m.sku);
      if (!inPeriod) {
        if (acct) this.respTrack(acct, m, r0);
        return this.outOfPeriod(fs, r0);
      }
      fs.inPeriod++;
      this.counts.inPeriod++;
      const vine = this.vineFullPrice(rec, C, m);
      this.money(m, cls, r0, -1, 0);
      // after money(): the row's detail is pending, so these warnings' rows get drill-down details
      if (acct) this.respTrack(acct, m, r0);
      if (vine) {
        this.warn('VINE_FULL_PRICE', 'vine', 'Vine 或零价订单按完整标价计入、且没有促销折扣金额（亚马逊报告问题 #5191，约 2025 年 6 月中起）：销售额与税额可能被高估，请核对订单实际收款，修正报告后重新计算', r0);
      }
    } else {
      if (!inPeriod) {
        if (acct) this.respTrack(acct, m, r0);
        return this.outOfPeriod(fs, r0);
      }
      fs.inPeriod++;
      this.counts.inPeriod++;
      m.acct = acct;
      this.refunds.push(m);
    }
    return true;
  }

  /**
   * Rule 1's fallbacks for a row without a readable TRANSACTION_COMPLETE_DATE (`date` 0 = empty,
   * -1 = unreadable): the departure, arrival or tax-calculation date; a row without any readable
   * date is a file error and skipped (returns ≤ 0).
   */
  private fallbackDate(fs: FileState, rec: RecordView, row: number, r0: RowRef, date: number): number {
    const C = fs.map as ColumnMap;
    let dateCol: keyof ColumnMap = 'COMPLETE';
    if (date === 0) {
      for (const k of ['DEPART_DATE', 'ARRIVAL_DATE', 'TAXCALC'] as const) {
        if (!rec.empty(C[k])) {
          date = rec.date(C[k]);
          dateCol = k;
          break;
        }
      }
    }
    if (date <= 0) {
      this.fileErr(fs, 'BAD_DATE', { row, column: columnName(dateCol), value: date === 0 ? '' : rec.get(C[dateCol]) });
      this.skip('READ_ERROR', '行内日期或金额无法识别，已跳过（见文件错误）', r0);
      this.unreadable++;
    }
    return date;
  }

  /** ACTIVITY_PERIOD of a row: the file's periods (first 24) and the rule-1 mismatch warning. */
  private activityPeriod(fs: FileState, apS: string, date: number, r0: RowRef): void {
    if (apS !== fs.lastAp && !fs.aps.has(apS)) {
      fs.aps.add(apS);
      if (fs.aps.size > 24) fs.aps.delete(apS);
    }
    fs.lastAp = apS;
    let ap = this.apCache.get(apS);
    if (ap === undefined) {
      ap = parseActivityPeriod(apS);
      if (this.apCache.size < 1000) this.apCache.set(apS, ap);
    }
    if (ap > 0 && ap !== Math.floor(date / 100) && !this.inspectOnly) {
      this.warn('PERIOD_MISMATCH', 'ap', 'ACTIVITY_PERIOD 与交易完成日期所在月份不一致：引擎按 TRANSACTION_COMPLETE_DATE 归期（规则 1）', r0);
    }
  }

  /** An FC_TRANSFER / INBOUND row: stock per country, and the own-goods movement of rules 4 and 6. */
  private transferRow(fs: FileState, rec: RecordView, row: number, r0: RowRef, type: string, date: number): boolean {
    const C = fs.map as ColumnMap;
    const d = rec.key(C.DEP) || rec.key(C.SDEP);
    const a = rec.key(C.ARR) || rec.key(C.SARR);
    if (type === 'FC_TRANSFER' && d) this.addStock(d, r0);
    if (a) this.addStock(a, r0);
    if (this.inspectOnly) return true;
    // an intra-EU transfer of own goods belongs to the period of its tax point (Art. 69)
    const tp = d && a && d !== a && isEuVatArea(d, date) && isEuVatArea(a, date) ? transferTaxPoint(date, this.transferInvoiceDay) : date;
    if (!(tp >= this.from && tp <= this.to)) {
      if (tp === date || !(date >= this.from && date <= this.to)) return this.outOfPeriod(fs, r0);
      // transferred in the period, taxable after it (Art. 69 without an invoice): the next period's
      // return; its cost is checked now, so a missing cost is named in this period's result
      this.movement(fs, rec, row, r0, type, date, d, a, tp, false);
      return this.outOfPeriod(fs, r0, true);
    }
    fs.inPeriod++;
    this.counts.inPeriod++;
    this.movement(fs, rec, row, r0, type, date, d, a, tp);
    return true;
  }

  /** A row of another type than SALE / REFUND / FC_TRANSFER / INBOUND: counted, warned or skipped, never in a return. */
  private otherRow(fs: FileState, r0: RowRef, type: string, inPeriod: boolean): boolean {
    if (this.inspectOnly) {
      if (!KNOWN_TYPES.has(type)) this.warn('UNKNOWN_CODE', `type|${type}`, `未知的交易类型 TRANSACTION_TYPE "${type}"`, r0);
      return true;
    }
    if (!inPeriod) return this.outOfPeriod(fs, r0);
    fs.inPeriod++;
    this.counts.inPeriod++;
    if (type === 'RETURN') {
      this.byTreatment.bump('NONE');
      this.noVatFigure++;
    } else if (!KNOWN_TYPES.has(type)) {
      this.warn('UNKNOWN_CODE', `type|${type}`, `未知的交易类型 TRANSACTION_TYPE "${type}"，该行未计入申报`, r0);
      this.skip(`UNKNOWN_TYPE`, '未知交易类型，未计入申报', r0);
    } else {
      const why =
        type === 'INVOICE' || type === 'CREDIT_NOTE'
          ? '亚马逊费用发票/贷项通知（服务费，不属于商品销售），未计入销售申报'
          : type === 'DONATION'
            ? '捐赠（无对价）未自动计入申报，请人工确认是否需按成本视同销售'
            : '混合库存（commingling）交易未自动计入申报，请人工确认';
      this.warn('UNSUPPORTED_TYPE', `type|${type}`, `${type}：${why}`, r0);
      this.skip(`TYPE_${type}`, why, r0);
    }
    return true;
  }

  /**
   * Vine / zero-price order reported at full list price without a promotion (SP-API models
   * #5191): a sale whose order id is in `vineOrderIds` (the report itself marks Vine orders
   * nowhere: PROGRAM_TYPE stays REGULAR) or whose total is 0 — with a positive
   * PRICE_OF_ITEMS_AMT_VAT_INCL and no PROMO_PRICE_OF_ITEMS amount.
   */
  private vineFullPrice(rec: RecordView, C: ColumnMap, m: MRow): boolean {
    const vine = this.vineIds !== null && this.vineIds.has(m.eventId);
    if (!vine && m.incl !== 0) return false;
    const price = rec.units(C.PRICE_INCL, this.comma);
    if (!(price > 0)) return false;
    const promo = rec.units(C.PROMO_INCL, this.comma);
    const promoX = rec.units(C.PROMO_EXCL, this.comma);
    return !(promo < 0 || promo > 0 || promoX < 0 || promoX > 0);
  }

  /** The account of the last {@link respTrack} and its id (one account per file). */
  private lastAcct = '';
  private lastAcctId = 0;

  /**
   * Responsibility switch (SP-API models #5147): per seller account (UNIQUE_ACCOUNT_IDENTIFIER of
   * the file), route (departure → arrival) and B2B / B2C, the dates of seller-collected and
   * marketplace-collected rows in the upload. The warning's rows are references (file, row, order
   * id); their drill-down details exist where the rows are in a figure.
   */
  private respTrack(acct: string, m: MRow, r: RowRef): void {
    const b2b = m.buyer !== '';
    // the account is the file's own (one per file): its id kept
    let ia = this.lastAcctId;
    if (acct !== this.lastAcct) {
      ia = this.lastAcctId = this.idOf(acct);
      this.lastAcct = acct;
    }
    const id = code26(m.d);
    const ib = code26(m.a);
    // a small integer (Smi) key while there are few accounts: no boxed number per row
    const key = ia < 64 && id >= 0 && ib >= 0 ? ((ia * 677 + id) * 677 + ib) * 2 + (b2b ? 1 : 0) : -1;
    if (key < 0) return;
    let g = this.respSegs.get(key);
    if (!g) {
      g = { acct, d: m.d, a: m.a, b2b, sellerMin: 99999999, sellerMax: 0, mktMin: 99999999, mktMax: 0, sellerRef: null, mkt: { count: 0, refs: [] } };
      this.respSegs.set(key, g);
    }
    if (m.resp === 'MARKETPLACE') {
      if (m.date < g.mktMin) g.mktMin = m.date;
      if (m.date > g.mktMax) g.mktMax = m.date;
      // references only (no drill-down detail kept for every marketplace row of the upload)
      g.mkt.count++;
      if (g.mkt.refs.length < this.cap) g.mkt.refs.push(r);
    } else {
      if (m.date < g.sellerMin) g.sellerMin = m.date;
      if (m.date > g.sellerMax) {
        g.sellerMax = m.date;
        g.sellerRef = r;
      }
    }
  }

  /** Whether `c` is a 2-letter country code (len 2) or a 3-letter currency code (len 3); cached per value. */
  private codeValid(c: string, len: 2 | 3): boolean {
    if (c.length !== len) return false;
    for (let i = 0; i < len; i++) if (!isUpper(c.charCodeAt(i))) return false;
    return true;
  }

  /** A VAT number upper-cased without spaces, dots and dashes; cached per value. */
  private normVat(raw: string): string {
    let plain = true;
    for (let i = 0; i < raw.length; i++) {
      const c = raw.charCodeAt(i);
      if ((c >= 97 && c <= 122) || c <= 32 || c === 45 || c === 46 || c >= 127) {
        plain = false;
        break;
      }
    }
    if (plain) return raw;
    let v = this.buyerNorm.get(raw);
    if (v === undefined) {
      v = raw.toUpperCase().replace(/[\s.-]/g, '');
      if (this.buyerNorm.size < 20000) this.buyerNorm.set(raw, v);
    }
    return v;
  }

  /** bpToFraction, cached. */
  private fraction(bp: number): string {
    let f = this.fractions.get(bp);
    if (f === undefined) {
      f = bpToFraction(bp);
      if (this.fractions.size < 1000) this.fractions.set(bp, f);
    }
    return f;
  }

  /** Counts a row out of the period: `taxPointAfter` = a transfer made in the period whose tax point is after it (Art. 69). */
  private outOfPeriod(fs: FileState, r: RowRef, taxPointAfter = false): boolean {
    this.counts.outOfPeriod++;
    this.addRef(this.oop, r);
    const agg = taxPointAfter ? this.oopTaxPoint : this.oopDate;
    agg.count++;
    if (agg.refs.length < this.cap) agg.refs.push(r);
    return true;
  }

  private sellerVatFrom(rec: RecordView, cc: number, nc: number): void {
    // fast skip: a two-letter country whose seller VAT number is already known
    const k = rec.code2(cc);
    if (k >= 0 && this.sellerVatKnown[k] === 1) return;
    const c = rec.key(cc);
    if (k >= 0 && this.sellerVat.has(c)) this.sellerVatKnown[k] = 1;
    if (!c || this.sellerVat.has(c)) return;
    const n = rec.text(nc);
    if (!n) return;
    if (looksEncrypted(n)) {
      // not a usable number (SP-API models #5124): never used as the seller's number (EC Sales
      // List); the column is not looked at again for this country (the fast skip above)
      this.warn('SELLER_VAT_ENCRYPTED', `sv|${c}`, `报告中卖家在 ${countryLabel(c)} 的 VAT 号疑似被加密或遮盖（亚马逊报告问题 #5124）：未采用，请在基础资料中填写该国 VAT 号`, null, c);
      if (k >= 0) this.sellerVatKnown[k] = 1;
      return;
    }
    this.sellerVat.set(c, n);
  }

  private addStock(country: string, r: RowRef): void {
    let s = this.stock.get(country);
    if (!s) this.stock.set(country, (s = { count: 0, refs: [] }));
    this.addRef(s, r);
  }

  // ---------------------------------------------------------------- rules

  /**
   * Judges a buyer VAT number once (cached): `k` 0 ok, 1 bad format (→ consumer sale), 2 looks
   * encrypted / masked (kept B2B, warned), 3 fails its country's format or check digits (jsvat;
   * kept B2B, warned), 4 no rules for its country. `v` = the number with its country prefix
   * (upper case, no separators), or the raw value when encrypted.
   */
  private judgeBuyer(raw: string, country: string): BuyerVerdict {
    if (looksEncrypted(raw)) return new Verdict(raw.trim(), 2);
    let v = this.normVat(raw);
    if (!isUpper(v.charCodeAt(0)) || !isUpper(v.charCodeAt(1))) {
      if (country) v = (country === 'GR' ? 'EL' : country) + v;
    }
    if (!vatFormatOk(v)) return new Verdict(v, 1);
    const c = checkVatNumber(v);
    return new Verdict(v, c === 'ok' ? 0 : c === 'failed' ? 3 : 4);
  }

  /** Warnings of the row being classified (`key` = the full map key `code|…`), issued by {@link money} once the row's detail is known (drill-down). */
  private pendW: PendingWarning[] = [];
  /** BUYER_VAT_CHECK_FAILED warning key and message per country (built once: the row loop only looks them up). */
  private chkWarn = new Map<string, PendingWarning>();

  private flushPendingWarnings(r: RowRef): void {
    for (const w of this.pendW) this.warnAt(w.key, w.code, w.message, r);
    this.pendW.length = 0;
  }

  /**
   * Buyer VAT number of a row (rules 3-5, pre-filing checks): '' when the row is treated as a
   * consumer sale (bad format, or VIES said invalid under isViesCheck). A number VIES could not
   * check is "pending" and stays B2B; one failing its check digits or looking encrypted stays B2B
   * with a warning (VIES or the seller must confirm it before the EC Sales List is filed).
   */
  private buyerOf(m: MRow, r: RowRef, warn: boolean): string {
    if (!m.buyer) return '';
    const c0 = m.buyer.charCodeAt(0);
    const c1 = m.buyer.charCodeAt(1);
    const key = isUpper(c0) && isUpper(c1) ? m.buyer : `${m.buyerCountry}|${m.buyer}`;
    let j = this.buyerVerdicts.get(key);
    if (!j) {
      j = this.judgeBuyer(m.buyer, m.buyerCountry);
      if (this.buyerVerdicts.size < 50000) this.buyerVerdicts.set(key, j);
    }
    const v = j.v;
    if (j.k === 1) {
      if (warn) this.pendW.push({ code: 'B2B_INVALID_VAT', key: `B2B_INVALID_VAT|fmt|${v}`, message: `买家 VAT 号 "${m.buyer}" 格式无效：按个人消费者（B2C）销售处理` });
      return '';
    }
    let st = 'unchecked';
    if (this.opts.isViesCheck) {
      const res = this.opts.viesResults ?? {};
      st = viesStatus(res[v] ?? res[m.buyer]);
      if (st === 'invalid') {
        if (warn) this.pendW.push({ code: 'B2B_INVALID_VAT', key: `B2B_INVALID_VAT|vies|${v}`, message: `买家 VAT 号 ${v} 经 VIES 校验无效：按个人消费者（B2C）销售处理` });
        return '';
      }
      if (st === 'pending' && warn) {
        this.pendW.push({ code: 'VIES_PENDING', key: `VIES_PENDING|vies|${v}`, message: `买家 VAT 号 ${v} 未能完成 VIES 校验（待定，例如成员国系统不可用）：暂按企业客户（B2B）处理，请稍后复核，不要当作无效税号` });
      }
    }
    if (warn && j.k === 2) {
      this.pendW.push({
        code: 'BUYER_VAT_ENCRYPTED',
        key: 'BUYER_VAT_ENCRYPTED|enc',
        message: `买家 VAT 号疑似被加密或遮盖（例如 "${v.length > 24 ? `${v.slice(0, 24)}…` : v}"，亚马逊报告问题 #5124）：仍按企业客户（B2B）处理，但无法填入 EC Sales List，请向亚马逊获取明文税号后重新计算`,
      });
    } else if (warn && j.k === 3 && st !== 'valid') {
      let w = j.w;
      if (!w) {
        const cc = v.slice(0, 2);
        w = this.chkWarn.get(cc);
        if (!w) {
          w = {
            code: 'BUYER_VAT_CHECK_FAILED',
            key: `BUYER_VAT_CHECK_FAILED|chk|${cc}`,
            message: `买家 VAT 号未通过 ${countryLabel(cc === 'EL' ? 'GR' : cc)} 税号的格式或校验位检查（例如 ${v}）：仍按企业客户（B2B）处理，申报前请核实税号（可勾选 VIES 校验）`,
          };
          this.chkWarn.set(cc, w);
        }
        j.w = w;
      }
      this.pendW.push(w);
    }
    return v;
  }

  /** Row rule 5 (first match wins) for a sale or an unlinked refund. */
  private classify(m: MRow, r: RowRef, warn: boolean): Cls {
    const { d, a, date } = m;
    let t: Treatment;
    let taxCountry: string;
    let buyer = '';
    let origin = false;
    let oss = false;
    if (m.resp === 'MARKETPLACE') {
      t = 'T1';
      taxCountry = a || d;
    } else {
      const dEu = isEuVatArea(d, date);
      const aEu = isEuVatArea(a, date);
      const same = d === a || (dEu && aEu) || ((d === 'GB' || d === 'XI') && (a === 'GB' || a === 'XI'));
      if (m.exportYes || (d && a && (dEu || d === 'GB') && !same)) {
        t = 'T2';
        taxCountry = d;
      } else {
        buyer = this.buyerOf(m, r, warn);
        if (buyer && d && a && d !== a && dEu && aEu) {
          t = 'T3';
          taxCountry = d;
        } else if (buyer && d && d === a) {
          t = 'T4';
          taxCountry = d;
        } else if (!buyer && d && a && d !== a && dEu && aEu) {
          // Art. 59c threshold (threshold.ts): dispatched from the establishment state and under the threshold
          origin = taxedAtOrigin(this.plan, d, date, m.jur);
          oss = !origin && date >= OSS_START && (m.scheme === 'UNION-OSS' || (this.ossReg && date >= this.ossFrom));
          t = 'T5';
          taxCountry = origin ? d : a;
        } else {
          t = 'T6';
          taxCountry = a || d;
        }
      }
    }
    if (buyer) return new Classification(t, taxCountry, d, a, buyer, m.buyerCountry, origin, oss);
    // Without a buyer VAT number a treatment takes few distinct values: one shared (never
    // modified) object per value, so the per-sale store for rule 3 stays small.
    const i1 = this.idOf(taxCountry);
    const i2 = this.idOf(d);
    const i3 = this.idOf(a);
    const i4 = this.idOf(m.buyerCountry);
    // a small integer key (Smi: no heap number per row) while the ids stay below 64, as they do
    // (a few dozen country strings); a larger (negative) number key beyond that
    const small = i1 < 64 && i2 < 64 && i3 < 64 && i4 < 64;
    if (!small && (i1 >= 512 || i2 >= 512 || i3 >= 512 || i4 >= 512)) return new Classification(t, taxCountry, d, a, buyer, m.buyerCountry, origin, oss);
    const flags = (origin ? 2 : 0) + (oss ? 1 : 0);
    const code = small
      ? ((((t.charCodeAt(1) - 48) * 64 + i1) * 64 + i2) * 64 + i3) * 256 + i4 * 4 + flags
      : -(((((t.charCodeAt(1) * 512 + i1) * 512 + i2) * 512 + i3) * 512 + i4) * 4 + flags);
    let c = this.clsIntern.get(code);
    if (!c) this.clsIntern.set(code, (c = new Classification(t, taxCountry, d, a, buyer, m.buyerCountry, origin, oss)));
    return c;
  }

  private zeroRated(cls: Cls): boolean {
    return cls.t === 'T2' || cls.t === 'T3';
  }

  // amounts of the current money row (set by amounts(): no object per row)
  private aNet = 0;
  private aVat = 0;
  private aGross = 0;
  private aRate = 0;

  private amt(net: number, vat: number, gross: number, rateBp: number): true {
    this.aNet = net;
    this.aVat = vat;
    this.aGross = gross;
    this.aRate = rateBp;
    return true;
  }

  /**
   * A distance sale (T5) Amazon taxed in another country than the engine's place of taxation
   * (threshold: Art. 59c; e.g. Amazon charged the arrival state's VAT while the sale stays taxed in
   * the establishment state): its VAT is derived again from the VAT-inclusive amount at the
   * engine's country's rate (rule 2), not taken as Amazon gave it.
   */
  private jurDiffers(m: MRow, cls: Cls): boolean {
    return cls.t === 'T5' && m.jur !== '' && m.jur !== cls.taxCountry;
  }

  /** Rule 2: amounts of a money row in its own currency (aNet, aVat, aGross, aRate); false when the row has no amount at all. */
  private amounts(m: MRow, cls: Cls, rateOverride: number, r: RowRef): boolean {
    if (m.taxCalc > 0 && !Number.isNaN(m.vat) && !this.jurDiffers(m, cls)) {
      const vat = m.vat;
      const net = !Number.isNaN(m.excl) ? m.excl : !Number.isNaN(m.incl) ? m.incl - vat : 0;
      const gross = !Number.isNaN(m.incl) ? m.incl : net + vat;
      if (!Number.isNaN(m.incl) && !Number.isNaN(m.excl) && Math.abs(m.excl + vat - m.incl) > 100) {
        this.warn('AMOUNT_INCONSISTENT', 'sum', '亚马逊已计税行的不含税金额 + 税额 ≠ 含税金额：按规则 2 采用不含税金额与税额原值，请核对', r);
      }
      let rateBp = m.rateBp;
      if (rateBp < 0) rateBp = net !== 0 ? divRound(vat * SCALE, net) : 0;
      return this.amt(net, vat, gross, rateBp);
    }
    const gross = !Number.isNaN(m.incl) ? m.incl : !Number.isNaN(m.excl) ? m.excl + (Number.isNaN(m.vat) ? 0 : m.vat) : NaN;
    if (Number.isNaN(gross)) return false;
    if (cls.t === 'T1') {
      // Deemed supplier (Art. 14a(2); VATA 1994 s.5A): the seller's supply to the marketplace is
      // valued WITHOUT the VAT the marketplace accounts for (Art. 136a; VATA 1994 Sch. 8 Group 21),
      // and a refund reduces it by the same measure (Art. 90; VAT Regulations 1995 reg. 38): a row
      // without a VAT figure (refunds often have none) is split at the sale's rate (rateOverride,
      // rule 3) or the standard rate of the country where the marketplace taxed it (rule 2).
      if (!Number.isNaN(m.vat)) return this.amt(gross - m.vat, m.vat, gross, m.rateBp);
      if (!Number.isNaN(m.excl) && Number.isNaN(m.incl)) return this.amt(m.excl, 0, m.excl, 0);
      if (rateOverride < 0 && !standardRate(cls.taxCountry, m.date)) return this.amt(gross, 0, gross, 0);
    } else if (this.zeroRated(cls)) {
      return this.amt(gross, 0, gross, 0);
    }
    if (cls.t === 'T4' && !Number.isNaN(m.vat) && m.vat === 0 && this.est !== cls.d) {
      return this.amt(gross, 0, gross, 0);
    }
    let bp = rateOverride;
    if (bp < 0) {
      const sr = standardRate(cls.taxCountry, m.date);
      if (!sr) {
        this.warn('RATE_MISSING', `rate|${cls.taxCountry}`, `没有 ${countryLabel(cls.taxCountry)} 在该日期的增值税税率：这些行的税额按 0 计，请人工核对`, r, cls.taxCountry);
        return this.amt(gross, 0, gross, 0);
      }
      bp = sr.bp;
      this.rateUsed(sr);
    }
    // per unit: net = round half-up(gross / (1 + rate), 2); VAT = gross - net; then × QTY
    const q = m.qty || 1;
    const netUnitCents = divRound(gross * SCALE, q * (SCALE + bp) * 100);
    const net = netUnitCents * 100 * q;
    return this.amt(net, gross - net, gross, bp);
  }

  /** Records a standard rate the engine applied (result.ratesUsed). */
  private rateUsed(sr: StandardRate): void {
    if (this.ratesSeen.has(sr)) return;
    this.ratesSeen.add(sr);
    const k = `${sr.country}|${sr.fraction}|${sr.validFrom}`;
    if (!this.ratesUsed.has(k)) this.ratesUsed.set(k, { country: sr.country, rate: sr.fraction, validFrom: sr.validFrom, source: sr.source });
  }

  /** Schemes Amazon should use for the engine's treatment (for the scheme-mismatch warning). */
  private schemeOk(scheme: string, cls: Cls): boolean {
    if (!scheme) return true;
    switch (cls.t) {
      case 'T1':
        return scheme !== 'REGULAR' && scheme !== 'UNION-OSS';
      case 'T5':
        return cls.oss ? scheme === 'UNION-OSS' : scheme === 'REGULAR';
      case 'T4':
        return scheme === 'REGULAR' || scheme === 'UK_VOEC-DOMESTIC';
      default:
        return scheme === 'REGULAR' || (scheme === 'UK_VOEC-DOMESTIC' && cls.d === 'GB');
    }
  }

  /** Applies a classified money row: rule 2 amounts, rule 5 lines. `saleDate` = date of the linked sale (refunds). */
  private money(m: MRow, cls: Cls, r: RowRef, rateOverride: number, saleDate: number): void {
    const ok = this.amounts(m, cls, rateOverride, r);
    this.byTreatment.bump(cls.t);
    if (!ok) {
      this.flushPendingWarnings(r);
      this.skip('NO_AMOUNT', '销售/退款行没有任何金额，已跳过', r);
      return;
    }
    const net = this.aNet;
    const vat = this.aVat;
    const gross = this.aGross;
    const rate = this.aRate >= 0 ? this.fraction(this.aRate) : '';
    this.detail(m, net, vat, gross, cls.t, cls.t === 'T1' ? null : cls.taxCountry);
    if (this.pendW.length) this.flushPendingWarnings(r);

    if (!this.schemeOk(m.scheme, cls)) {
      this.warn('SCHEME_MISMATCH', `${m.scheme}|${cls.t}`, `亚马逊申报方案 ${m.scheme} 与引擎判定「${TREATMENT_ZH[cls.t]}${cls.t === 'T5' ? (cls.oss ? '，OSS' : '，非 OSS') : ''}」不一致：已按引擎判定处理，请核对`, r);
    }
    if (m.scheme === 'UNION-OSS' && !this.ossReg && cls.t === 'T5' && cls.oss) {
      this.warn('OSS_NOT_REGISTERED', 'oss', '亚马逊将部分行标为 UNION-OSS，但卖家资料未填写 OSS 注册：这些行已计入 OSS 申报（UNION-OSS 行不进入各国本地申报），请补充 OSS 注册信息', r);
    }
    if (m.jur && m.taxCalc > 0 && (cls.t === 'T5' || cls.t === 'T6' || cls.t === 'T4') && m.jur !== cls.taxCountry && !(cls.taxCountry === 'XI' && m.jur === 'GB')) {
      this.warn(
        'JURISDICTION_MISMATCH',
        `${m.jur}>${cls.taxCountry}`,
        cls.t === 'T5'
          ? `亚马逊按 ${countryLabel(m.jur)} 计税，引擎判定纳税地为 ${countryLabel(cls.taxCountry)}：已按引擎判定计入 ${cls.taxCountry === cls.d ? `${cls.taxCountry} 境内销售` : cls.oss ? 'OSS' : `${cls.taxCountry} 申报`}，税额按 ${countryLabel(cls.taxCountry)} 的标准税率从含税金额重新计算，请核对`
          : `亚马逊按 ${countryLabel(m.jur)} 计税，引擎判定纳税地为 ${countryLabel(cls.taxCountry)}：已按引擎判定计入 ${cls.taxCountry} 申报（金额采用亚马逊原值），请核对`,
        r,
      );
    }
    if (cls.t === 'T5' && cls.d === this.plan.establishment && this.plan.mode !== 'none' && m.date >= OSS_START) this.threshold(m, cls, net, r);
    this.primary = cls.t !== 'T1';

    // where the row goes (rule 5), then one emit: a single call site keeps money() small for the
    // optimising compiler (issue #25: ten inlined copies of emit and add made it slow to compile)
    let country: string;
    let kind: string;
    let lineRate = '';
    let extra = '';
    let lineVat = 0;
    let target: string | undefined;
    switch (cls.t) {
      case 'T1': {
        const scheme = m.scheme || '(空)';
        let byCur = this.mpcIdx.get(scheme);
        if (!byCur) this.mpcIdx.set(scheme, (byCur = new Map()));
        let e = byCur.get(m.cur);
        if (!e) {
          e = { scheme, currency: m.cur, gross: 0, vat: 0, count: 0 };
          byCur.set(m.cur, e);
          this.mpc.set(`${scheme}|${m.cur}`, e);
        }
        e.gross += gross;
        e.vat += Number.isNaN(vat) ? 0 : vat;
        e.count++;
        const d = cls.d;
        const outside = !EU_COUNTRIES.has(this.est) && this.est !== d && !(this.est === 'GB' && d === 'XI');
        if (d && outside && (isEuVatArea(d, m.date) || d === 'GB') && m.scheme !== 'UK_VOEC-IMPORT') {
          country = d;
          kind = 'marketplaceSupply';
        } else if (d && outside && m.scheme === 'UK_VOEC-IMPORT' && isEuVatArea(d, m.date)) {
          // consignment ≤ GBP 135 shipped from the EU: out of the UK return; an export from the departure country
          country = d;
          kind = 'export';
        } else return;
        break;
      }
      case 'T2':
        if (isEuVatArea(cls.d, m.date) || cls.d === 'GB') {
          country = cls.d;
          kind = 'export';
        } else {
          this.addRef(this.outScope, r);
          this.warn('OUT_OF_SCOPE', 'scope', '发货国在欧盟和英国以外的出口/跨境销售：不属于任何欧盟或英国增值税申报，未计入申报（已单独列出）', r);
          return;
        }
        break;
      case 'T3':
        // customer country: the number's own; an encrypted value (> 16 characters) has none: the arrival country
        // a flat string (join): a concatenation would be a rope, copied out again on every hash and search
        country = cls.d;
        kind = 'intraEuSupply';
        extra = ['goods', cls.buyer, cls.buyerCountry || (cls.buyer.length <= 16 ? cls.buyer.slice(0, 2) : cls.a)].join('|');
        break;
      case 'T4':
        country = cls.d;
        if (vat === 0 && this.est !== cls.d) kind = 'reverseCharge';
        else {
          kind = 'domestic';
          lineRate = rate;
          lineVat = vat;
        }
        break;
      case 'T5':
        lineVat = vat;
        if (cls.origin) {
          country = cls.d;
          kind = 'domestic';
          lineRate = rate;
        } else if (cls.oss) {
          // the quarter asked of every row (the sales' too): the refunds, handled after all sales,
          // find this call compiled rather than throwing money()'s optimised code away
          const sq0 = quarterOf(saleDate > 0 ? saleDate : m.date);
          const sq = saleDate > 0 ? sq0 : 0;
          const q = quarterOf(m.date);
          const linked = sq > 0;
          const earlier = sq < q;
          country = 'OSS';
          target = 'EUR';
          if (m.refund && linked && earlier) {
            kind = 'corr';
            extra = `${sq}>${cls.a}`;
          } else {
            kind = 'oss';
            lineRate = rate;
            extra = this.route(cls.a, cls.d);
          }
        } else {
          country = cls.a;
          kind = 'distance';
          lineRate = rate;
        }
        break;
      default:
        country = cls.taxCountry;
        kind = 'domestic';
        lineRate = rate;
        lineVat = vat;
    }
    this.emit(country, kind, lineRate, extra, m, net, lineVat, target);
  }

  /**
   * Tracks a distance sale dispatched from the establishment state (Art. 59c): where the
   * threshold plan put it (origin / arrival state) for the EU_THRESHOLD_* warnings, and the net of
   * those kept at origin (by currency) to see whether this period alone passes EUR 10,000.
   */
  private threshold(m: MRow, cls: Cls, net: number, r: RowRef): void {
    if (cls.origin) {
      this.addRef(this.thrOrigin, r);
      this.thrNet.set(m.cur, (this.thrNet.get(m.cur) ?? 0) + net);
    } else this.addRef(this.thrDest, r);
  }

  /** Adds amounts to a bucket, in the return currency when the row allows it (own currency or VAT_INV_CONVERTED_AMT). */
  private emit(country: string, kind: string, rate: string, extra: string, m: MRow, net: number, vat: number, target?: string): void {
    const c = country === 'XI' ? 'GB' : country;
    const to = target ?? returnCurrency(c, this.to < 99999999 ? this.to : m.date);
    let cur = m.cur || to;
    if (cur !== to && m.convCur === to) {
      // Amazon's own conversion. In real files VAT_INV_CONVERTED_AMT is the VAT amount converted
      // (legacy: 8.60 EUR VAT -> 36.74 PLN at 4.27), VAT_INV_EXCHANGE_RATE the rate used.
      if (m.convRate) {
        net = convertUnits(net, m.convRate);
        const own = convertUnits(vat, m.convRate);
        if (!Number.isNaN(m.conv) && vat !== 0 && Math.abs(m.conv - own) > 500) {
          this.warn('AMOUNT_INCONSISTENT', 'conv', '亚马逊换算后的税额 VAT_INV_CONVERTED_AMT 与 税额 × VAT_INV_EXCHANGE_RATE 不一致：已采用亚马逊换算值，请核对', m.ref);
        }
        vat = !Number.isNaN(m.conv) && vat !== 0 ? m.conv : own;
        cur = to;
      } else if (!Number.isNaN(m.conv) && vat !== 0) {
        net = roundCents(divRound(net * m.conv, vat));
        vat = m.conv;
        cur = to;
      }
    }
    if (cur !== to && target === undefined && this.rowRate(c)) {
      const t = this.tag(rateGroupDay(this.ruleOf(c), m.date));
      extra = extra === '' ? t : `${extra}${t}`;
    }
    this.add(c, kind, rate, extra, cur, net, vat, m.ref);
  }

  /** `A>D` route strings of OSS buckets, by a numeric code of the two country codes (no new string per row). */
  private routes = new Map<number, string>();

  /** `${a}>${d}` (cached when both are two-letter codes or empty). */
  private route(a: string, d: string): string {
    const ia = code26(a);
    const id = code26(d);
    if (ia < 0 || id < 0) return `${a}>${d}`;
    const k = ia * 677 + id;
    let v = this.routes.get(k);
    if (v === undefined) this.routes.set(k, (v = `${a}>${d}`));
    return v;
  }

  private rules = new Map<string, FxRule>();
  private tags = new Map<number, string>();

  /** `@YYYYMMDD`: the tax-point tag of a bucket converted at its own day's rate (cached per date). */
  private tag(d: number): string {
    let t = this.tags.get(d);
    if (t === undefined) this.tags.set(d, (t = `@${d}`));
    return t;
  }

  /** The exchange-rate rule of a return (fx-rules.ts; CZ with `fxFixed.CZ` → the fixed annual rate). */
  private ruleOf(ret: string): FxRule {
    let r = this.rules.get(ret);
    if (r === undefined) {
      r = fxRuleFor(ret, !!this.opts.fxFixed?.[ret]);
      this.rules.set(ret, r);
    }
    return r;
  }

  /** Whether amounts of return `ret` in another currency are converted row by row at their tax point's rate. */
  private rowRate(ret: string): boolean {
    return perTaxPoint(this.ruleOf(ret));
  }

  /** Ids of '' and two-letter upper-case codes (countries), by {@link code26}: no map lookup for them. */
  private ids2 = new Int32Array(677);
  /** Ids of three-letter upper-case codes (currencies), by their letters' value in base 26. */
  private ids3 = new Int32Array(17576);
  private nextId = 1;

  /** Small id of a country / kind / rate / currency string (for the bucket index), in first-seen order. */
  private idOf(s: string): number {
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

  /** The rate of the last {@link add} and its id (most rows of a run of sales share it). */
  private lastRate = '';
  private lastRateId = 0;

  private add(country: string, kind: string, rate: string, extra: string, cur: string, net: number, vat: number, r: RowRef): void {
    // fast index: a numeric code of (country, kind, rate, currency) instead of a joined string per row
    const ic = this.idOf(country);
    const ik = kindCode(kind) || 16 + this.idOf(kind);
    let ir = this.lastRateId;
    if (rate !== this.lastRate) {
      ir = this.lastRateId = this.idOf(rate);
      this.lastRate = rate;
    }
    const iu = this.idOf(cur);
    // a small integer (no boxed number per row) while the ids stay below 128 (they do: a few dozen strings)
    const code = ic < 128 && ik < 128 && ir < 128 && iu < 128 ? ((ic * 128 + ik) * 128 + ir) * 128 + iu : -1;
    let b: Bucket | undefined;
    if (code >= 0) b = extra === '' ? this.bucketIdx.get(code) : this.bucketIdxX.get(code)?.get(extra);
    if (!b) {
      const key = [country, kind, rate, extra, cur].join('|');
      b = this.buckets.get(key);
      if (!b) {
        this.buckets.set(key, (b = new BucketRecord(country, kind, rate, extra, cur)));
        const l = this.bucketsOf.get(country);
        if (l) l.push(b);
        else this.bucketsOf.set(country, [b]);
      }
      if (code >= 0) {
        if (extra === '') this.bucketIdx.set(code, b);
        else {
          let x = this.bucketIdxX.get(code);
          if (!x) this.bucketIdxX.set(code, (x = new Map()));
          x.set(extra, b);
        }
      }
    }
    b.net += net;
    b.vat += vat;
    b.count++;
    if (this.primary) b.prim++;
    if (b.refs.length < this.cap) {
      b.refs.push(r);
      this.flushDetail(r);
    }
  }

  /**
   * Rule 4 + rule 6: own-goods movement across a border, valued at cost. `date` = the transfer
   * (dispatch) date, `taxPoint` = its tax point (Art. 69; {@link transferTaxPoint}): the rate of VAT,
   * the exchange rate and the period follow the tax point; the cost is the one valid on the transfer
   * date (Art. 76: the purchase price or cost price at the time of the supply; costIndex).
   * `placed` false = a transfer whose tax point is after the period: only its cost is checked (a
   * missing one is reported: MOVEMENT_WITHOUT_COST, issue #32), nothing is counted or emitted.
   */
  private movement(fs: FileState, rec: RecordView, row: number, r: RowRef, type: string, date: number, d: string, a: string, taxPoint = date, placed = true): void {
    const C = fs.map as ColumnMap;
    if (!placed && (!d || !a || d === a)) return;
    if (!d || !a || d === a) {
      this.byTreatment.bump('NONE');
      this.noVatFigure++;
      return;
    }
    if (placed) this.byTreatment.bump('MOVEMENT');
    const dEu = isEuVatArea(d, date);
    const aEu = isEuVatArea(a, date);
    if (!placed && !(dEu && aEu)) return;
    if (!dEu && d !== 'GB') {
      this.noVatFigure++; // import into the EU/UK: import VAT comes through deducts / defers
      return;
    }
    const qty = rec.empty(C.QTY) ? 1 : rec.num(C.QTY);
    if (!Number.isFinite(qty) || qty < 0) {
      if (!placed) return;
      this.fileErr(fs, 'BAD_NUMBER', { row, column: 'QTY', value: rec.text(C.QTY) });
      this.skip('READ_ERROR', '行内日期或金额无法识别，已跳过（见文件错误）', r);
      return;
    }
    const sku = rec.atom(C.SKU);
    let unit = rec.units(C.COST, this.comma);
    let cur = rec.key(C.CUR) || returnCurrency(d, date);
    if (!(unit > 0)) {
      const c = costAt(this.costs.get(sku), date);
      if (c) {
        unit = c.units;
        cur = c.currency;
      } else unit = NaN;
    }
    // one class of row record (RowRecord) for sales, refunds and movements: one object shape
    const m: MRow = blankRow(fs, r);
    m.row = row;
    m.eventId = r.eventId;
    m.date = taxPoint;
    m.type = type;
    m.d = d;
    m.a = a;
    m.cur = cur;
    m.qty = qty;
    m.sku = sku;
    if (Number.isNaN(unit)) {
      if (placed) this.movementNoCost++;
      this.detail(m, NaN, NaN, NaN, 'MOVEMENT', null);
      let agg = this.noCost.get(fs);
      if (!agg) this.noCost.set(fs, (agg = { rows: [], count: 0, skus: new Set(), routes: new Set(), countries: new Set() }));
      agg.count++;
      if (agg.rows.length < NO_COST_ROWS_LISTED) agg.rows.push(row);
      if (agg.skus.size < NO_COST_ROWS_LISTED) agg.skus.add(sku || '（无 SKU）');
      const rt = this.noCostRoute(d, a);
      agg.routes.add(rt.label);
      agg.countries.add(d).add(a);
      // the error (noCostErrors) is what stops the figures; the warning keeps its rows for drill-down
      // and for the declaration's list of warnings (declare.warnMeaning.MOVEMENT_WITHOUT_COST)
      this.warnAt(rt.key, 'MOVEMENT_WITHOUT_COST', rt.message, r);
      return;
    }
    if (!placed) return;
    const value = unit * (qty || 1);
    this.movements.set(d, (this.movements.get(d) ?? 0) + 1);
    this.primary = false;
    if (dEu && aEu) {
      const sr = standardRate(a === 'XI' ? 'GB' : a, taxPoint);
      const vat = sr ? roundCents(divRound(value * sr.bp, SCALE)) : 0;
      this.detail(m, value, 0, value, 'MOVEMENT', a);
      this.emit(d, 'intraEuSupply', '', `transfer|${a}|${a}`, m, value, 0);
      this.emit(a, 'acquisition', sr ? sr.fraction : '0', '', m, value, vat);
      if (sr) this.rateUsed(sr);
    } else {
      this.detail(m, value, 0, value, 'MOVEMENT', d);
      this.emit(d, 'export', '', '', m, value, 0);
    }
  }

  /** Texts of a route's transfers without a cost, by the two countries (built once per route, not per row). */
  private noCostRoutes = new Map<string, { label: string; key: string; message: string }>();

  /** The route label `德国(DE) → 波兰(PL)`, the warning's map key and its message for transfers from `d` to `a` without a cost. */
  private noCostRoute(d: string, a: string): { label: string; key: string; message: string } {
    const k = `${d}>${a}`;
    let rt = this.noCostRoutes.get(k);
    if (!rt) {
      const label = `${countryLabel(d)} → ${countryLabel(a)}`;
      rt = { label, key: `MOVEMENT_WITHOUT_COST|${k}`, message: `${label} 的自有货物移库没有成本价：未计入任何申报（见错误信息），请补充 SKU 成本后重新计算` };
      this.noCostRoutes.set(k, rt);
    }
    return rt;
  }

  /**
   * Rule 3 index: the sale link of each refunded order id (first sale of the order), plus
   * `id|sku` links for orders whose items ship from different places. Built once after reading,
   * only for the order ids the refunds need (a map over every sale would be large and slow).
   */
  private linkSales(): void {
    const want = new Set<string>();
    // the refunded orders' hashes (a typed-array probe per sale, no Set lookup)
    const wantHash = new IntSet(this.refunds.length);
    for (const m of this.refunds) {
      if (m.eventId) {
        want.add(m.eventId);
        wantHash.add(strHash(m.eventId));
      }
    }
    const sales = this.sales;
    const [hits, count] = want.size ? sales.hashHits(wantHash) : [new Int32Array(0), 0];
    for (let x = 0; x < count; x++) {
      const i = hits[x];
      const eventId = sales.id(i);
      if (!want.has(eventId)) continue;
      const link = sales.link(i);
      const prev = this.saleLinks.get(eventId);
      if (!prev) this.saleLinks.set(eventId, link);
      else if (link.sku && prev.sku !== link.sku && (prev.d !== link.d || prev.a !== link.a || prev.t !== link.t)) {
        // one order, items from different places: link refunds by order id + SKU
        if (!this.saleLinks.has(`${eventId}|${prev.sku}`)) this.saleLinks.set(`${eventId}|${prev.sku}`, prev);
        if (!this.saleLinks.has(`${eventId}|${link.sku}`)) this.saleLinks.set(`${eventId}|${link.sku}`, link);
      }
    }
    this.sales.clear();
  }

  /** Rule 3: refunds take their treatment from the sale with the same TRANSACTION_EVENT_ID. */
  private processRefunds(): void {
    this.linkSales();
    for (const m of this.refunds) {
      const r = m.ref;
      const link = (m.sku && this.saleLinks.get(`${m.eventId}|${m.sku}`)) || this.saleLinks.get(m.eventId);
      if (link) {
        // built whole (a field written after the object is made turns the shape's field mutable and
        // throws away the optimised code of every function that read it)
        const cls: Cls = new Classification(m.resp === 'MARKETPLACE' ? 'T1' : link.t, link.taxCountry, link.d, link.a, link.buyer, link.buyerCountry, link.origin, link.oss);
        this.money(m, cls, r, m.taxCalc > 0 && !Number.isNaN(m.vat) ? -1 : link.rateBp, link.date);
      } else {
        const cls = this.classify(m, r, true);
        this.money(m, cls, r, -1, m.taxCalc > 0 ? m.taxCalc : 0);
        this.warn('REFUND_WITHOUT_SALE', 'nosale', '退款在已上传的文件中找不到对应的销售（同一 TRANSACTION_EVENT_ID）：已按退款行自身的 SALE_* 国家和买家税号判定（规则 3）；请一并上传原销售所在期间的报告，以确认退款的处理方式（例如原销售是否在 OSS 中申报）', r);
      }
      if (m.acct) this.respTrack(m.acct, m, r);
    }
    // emptied in place: a new array would make the field mutable to V8 and discard the row code (see SaleStore.clear)
    this.refunds.length = 0;
  }

  // ---------------------------------------------------------------- results

  private periodFrom(): number {
    if (this.from > 0) return this.from;
    return this.maxDate ? monthStart(this.minDate) : 0;
  }
  private periodTo(): number {
    if (this.to < 99999999) return this.to;
    return this.maxDate ? monthEnd(this.maxDate) : 0;
  }

  /**
   * The rate converting `from` into `to` for `usedFor` under `rule` (fx-rules.ts): period rules at
   * `date` (the period's / quarter's last day), tax-point rules at the days `rateDays` names for the
   * tax point `taxPoint`, the fixed annual rate from `VatOptions.fxFixed`. Records the rate with the
   * rows it served (result.exchangeRates); null with an FX_MISSING warning naming currency, date and
   * rule when the source has no rate for the day (the amounts are left out, never converted at a guessed rate).
   */
  private fx(from: string, to: string, date: number, usedFor: string, refs: RowRef[], count: number, rule: FxRule = 'PERIOD_END', taxPoint = 0): string | null {
    if (from === to) return '1';
    let q: FxQuote | undefined;
    let asked = intToIso(date);
    if (rule === 'PERIOD_END' || rule === 'ECB_PERIOD_END') {
      q = this.provider.rate(from, to, asked);
    } else if (rule === 'CNB_FIXED_ANNUAL') {
      asked = intToIso(taxPoint);
      const fixed = this.opts.fxFixed?.[usedFor]?.[from];
      if (fixed) q = { rate: fixed, date: `${String(taxPoint).slice(0, 4)}-01-01`, source: '卖家选定的全年固定汇率（ZDPH § 38 odst. 2）' };
    } else {
      const days = rateDays(rule, taxPoint, date);
      asked = intToIso(days[0]);
      for (const d of days) {
        const ds = intToIso(d);
        const p = this.provider.rateByRule ? this.provider.rateByRule(from, to, ds, rule) : this.provider.rate(from, to, ds);
        if (p && p.date === ds) {
          q = p;
          break;
        }
      }
    }
    if (!q) {
      const k = `FX_MISSING|${from}>${to}|${asked}|${rule}`;
      let w = this.warns.get(k);
      if (!w) {
        const tp = taxPoint ? `（纳税义务发生日 ${intToIso(taxPoint)}）` : '';
        w = { code: 'FX_MISSING', message: `没有 ${from}→${to} 在 ${asked} 的汇率${tp}，汇率规则：${FX_RULE_ZH[rule]}：相关金额未计入 ${usedFor} 申报（不按估计汇率计算），请补充该日汇率后重新计算`, count: 0, refs: [] };
        this.warns.set(k, w);
      }
      w.count += count;
      for (const r of refs) if (w.refs.length < this.cap) w.refs.push(r);
      return null;
    }
    const k = `${from}|${to}|${q.date}|${usedFor}|${rule}`;
    let u = this.fxUsed.get(k);
    if (!u) this.fxUsed.set(k, (u = { from, to, rate: q.rate, date: q.date, source: q.source, usedFor, rule, rows: [], rowCount: 0 }));
    u.rowCount = (u.rowCount ?? 0) + count;
    const rows = u.rows ?? [];
    // a row is in one bucket per return, so the rows of one rate and return are distinct
    for (const r of refs) {
      if (rows.length >= this.cap) break;
      rows.push(r);
    }
    return q.rate;
  }

  /** Buckets left out of a return or an unchosen entry for want of an exchange rate (reconciliation place `noExchangeRate`). */
  private fxFailed = new Set<Bucket>();

  /** Converted bucket amounts in `to` (units), or null when no rate. */
  private conv(b: Bucket, to: string, date: number, usedFor: string): { net: number; vat: number } | null {
    // already in the return's currency (the rate would be 1, nothing recorded): most buckets
    if (b.currency === to) return { net: b.net, vat: b.vat };
    const rule = this.ruleOf(usedFor.startsWith('OSS') ? 'OSS' : usedFor);
    const at = b.extra.lastIndexOf('@');
    const taxPoint = at >= 0 ? Number(b.extra.slice(at + 1)) : date;
    const rate = this.fx(b.currency, to, date, usedFor, b.refs, b.count, at >= 0 || rule === 'CNB_FIXED_ANNUAL' || rule === 'ECB_PERIOD_END' ? rule : 'PERIOD_END', taxPoint);
    if (rate === null) {
      this.fxFailed.add(b);
      return null;
    }
    return { net: convertUnits(b.net, rate), vat: convertUnits(b.vat, rate) };
  }

  /** The mark of the figure being built (Ref.mark). */
  private figureMark = 0;

  private figure(value: string, parts: readonly Bucket[]): Figure {
    if (parts.length <= 1) {
      // one bucket: its refs are distinct rows already (a row adds to a bucket once)
      const p = parts[0];
      const f: Figure = { value, rows: p ? p.refs.slice(0, this.cap) : [], rowCount: p ? p.count : 0 };
      if (f.rows.length < f.rowCount && f.rows.length >= this.cap) f.rowsTruncated = true;
      return f;
    }
    const rows: RowRef[] = [];
    // distinct rows (one RowRef object per row, MRow.ref): a fresh mark per figure on the engine's
    // references, a Set for any other
    const mark = ++this.figureMark;
    let seen: Set<RowRef> | null = null;
    let count = 0;
    // index loops here and in buildCountry (issue #25): the result is built once, mostly before the
    // optimising compiler has these functions, and an unoptimised for-of makes an object per step
    for (let x = 0; x < parts.length; x++) {
      const p = parts[x];
      count += p.count;
      const refs = p.refs;
      for (let y = 0; y < refs.length; y++) {
        const r = refs[y];
        if (rows.length >= this.cap) break;
        if (r instanceof Ref) {
          if (!r.mark(mark)) continue;
        } else {
          seen ??= new Set();
          if (seen.has(r)) continue;
          seen.add(r);
        }
        rows.push(r);
      }
    }
    const f: Figure = { value, rows, rowCount: count };
    if (rows.length < count && rows.length >= this.cap) f.rowsTruncated = true;
    return f;
  }

  /** The buckets of `country` (or `OSS`) in creation order (do not modify the array). */
  private countryBuckets(country: string): readonly Bucket[] {
    return this.bucketsOf.get(country) ?? [];
  }

  private extrasFor(country: string): { deduct: number; deferVat: number; deferValue: number } {
    const primary = this.primaryCountry();
    let deduct = 0;
    let deferVat = 0;
    let deferValue = 0;
    if (this.opts.isDeduct !== false) {
      for (const e of this.opts.deducts ?? []) if ((e.country ?? primary)?.toUpperCase() === country) deduct += unitsOf(e.amount);
    }
    if (this.opts.isDefer !== false) {
      for (const e of this.opts.defers ?? []) {
        if ((e.country ?? primary)?.toUpperCase() === country) {
          deferVat += unitsOf(e.vat);
          deferValue += unitsOf(e.value);
        }
      }
    }
    return { deduct, deferVat, deferValue };
  }

  private primaryCountry(): string | undefined {
    if (this.opts.countryCode) return this.opts.countryCode.toUpperCase();
    return (this.opts.countries ?? []).map((c) => c.toUpperCase()).find((c) => c !== 'OSS');
  }

  private buildCountry(country: string): CountryReturn {
    const from = this.periodFrom();
    const to = this.periodTo();
    const cur = returnCurrency(country, to);
    const conv: ConvBucket[] = [];
    const omitDeemed = this.deemedChoice(country);
    const all = this.countryBuckets(country);
    for (let x = 0; x < all.length; x++) {
      const b = all[x];
      if (omitDeemed && b.kind === 'marketplaceSupply') continue;
      // already in the return's currency (most buckets): no intermediate object
      if (b.currency === cur) {
        conv.push({ b, net: b.net, vat: b.vat });
        continue;
      }
      const c = this.conv(b, cur, to, country);
      if (c) conv.push({ b, net: c.net, vat: c.vat });
    }
    const x = this.extrasFor(country);
    const sum = (kinds: string[], f: 'net' | 'vat'): { v: number; parts: Bucket[] } => {
      let v = 0;
      const parts: Bucket[] = [];
      for (const c of conv) {
        if (!kinds.includes(c.b.kind)) continue;
        v += c[f];
        parts.push(c.b);
      }
      return { v, parts };
    };
    const ret: CountryReturn = {
      country,
      currency: cur,
      period: { from: intToIso(from), to: intToIso(to) },
      totals: { outputVat: '0.00', inputVat: '0.00', payable: '0.00' },
    };
    if (country === 'GB') {
      // HMRC VAT Notice 700/12: boxes 1-5 to the penny, 6-9 whole pounds
      const out = sum(['domestic', 'distance'], 'vat');
      const acqV = sum(['acquisition'], 'vat');
      // tax from the base (issue #20; VAT Notice 700 § 17.5): per rate, the net in pounds × the rate
      out.v = this.taxByRate(conv, ['domestic', 'distance'], cur);
      acqV.v = this.taxByRate(conv, ['acquisition'], cur);
      const b1 = roundCents(out.v) + roundCents(x.deferVat);
      const b2 = roundCents(acqV.v);
      const b3 = b1 + b2;
      const b4 = roundCents(x.deduct) + roundCents(x.deferVat) + b2;
      const b5 = Math.abs(b3 - b4);
      const sales = sum(['domestic', 'distance', 'reverseCharge', 'intraEuSupply', 'export', 'marketplaceSupply'], 'net');
      const acqN = sum(['acquisition'], 'net');
      const supEu = sum(['intraEuSupply'], 'net');
      const boxes: UkBoxes = {
        box1: this.figure(fmt2(b1), out.parts),
        box2: this.figure(fmt2(b2), acqV.parts),
        box3: this.figure(fmt2(b3), [...out.parts, ...acqV.parts]),
        box4: this.figure(fmt2(b4), acqV.parts),
        box5: this.figure(fmt2(b5), [...out.parts, ...acqV.parts]),
        box6: this.figure(fmtWhole(sales.v), sales.parts),
        box7: this.figure(fmtWhole(acqN.v + x.deferValue), acqN.parts),
        box8: this.figure(fmtWhole(supEu.v), supEu.parts),
        box9: this.figure(fmtWhole(acqN.v), acqN.parts),
      };
      ret.boxes = boxes;
      ret.totals = { outputVat: fmt2(b3), inputVat: fmt2(b4), payable: fmt2(b3 - b4) };
      // HMRC's validation before anything is shown as final (checks.ts)
      ret.checks = checkUkReturn(boxes);
      if (ret.checks.length) {
        this.warn('UK_RETURN_CHECK_FAILED', 'uk', `英国申报未通过 HMRC 校验（${ret.checks.map((c) => c.code).join('、')}）：${ret.checks.map((c) => c.message).join('；')}。请勿提交，请联系客服`, null, 'GB');
      }
      return ret;
    }
    // EU member state: lines by kind and rate. The converted buckets by kind in one pass (issue #25:
    // seven passes over the buckets of 5,000 EC Sales List customers were a third of the result's time)
    const order: LineKind[] = ['domestic', 'distance', 'reverseCharge', 'intraEuSupply', 'acquisition', 'export', 'marketplaceSupply'];
    const byKind = new Map<string, ConvBucket[]>();
    for (let x = 0; x < conv.length; x++) {
      const c = conv[x];
      const l = byKind.get(c.b.kind);
      if (l) l.push(c);
      else byKind.set(c.b.kind, [c]);
    }
    const lines: ReturnLine[] = [];
    let outputVat = 0;
    let inputVat = 0;
    for (const kind of order) {
      const ofKind = byKind.get(kind);
      if (!ofKind) continue;
      const rated = !(kind === 'intraEuSupply' || kind === 'export' || kind === 'reverseCharge' || kind === 'marketplaceSupply');
      const groups = new Map<string, ConvBucket[]>();
      if (!rated) groups.set('', ofKind);
      else {
        for (let x = 0; x < ofKind.length; x++) {
          const c = ofKind[x];
          const g = groups.get(c.b.rate);
          if (g) g.push(c);
          else groups.set(c.b.rate, [c]);
        }
      }
      const keys = [...groups.keys()].sort((p, q) => Number(q || 0) - Number(p || 0));
      for (const k of keys) {
        const g = groups.get(k) ?? [];
        // a bucket is its own part ({ refs, count }): no object per bucket
        const parts: Bucket[] = new Array<Bucket>(g.length);
        let net = 0;
        for (let i = 0; i < g.length; i++) {
          parts[i] = g[i].b;
          net += g[i].net;
        }
        // tax from the converted base (Art. 91; national.ts taxOfBase): net in the return currency × rate
        const vat = kind === 'domestic' || kind === 'distance' || kind === 'acquisition' ? this.lineVat(g, k, kind, cur) : g.reduce((s, c) => s + c.vat, 0);
        const vatR = roundCents(vat);
        if (kind === 'domestic' || kind === 'distance' || kind === 'acquisition') outputVat += vatR;
        if (kind === 'acquisition') inputVat += vatR;
        const netF = this.figure(fmt2(net), parts);
        const line: ReturnLine = {
          kind,
          label: LINE_LABELS[kind],
          rate: k === '' ? null : k,
          net: netF,
          // the same rows as the net (the same buckets): copied, not gathered again
          vat: sameRows(fmt2(vat), netF),
        };
        const nb = nationalBox(country, kind, line.rate);
        if (nb) {
          line.box = nb.box;
          if (nb.note) line.note = nb.note;
        }
        lines.push(line);
      }
    }
    if (x.deduct) {
      inputVat += roundCents(x.deduct);
      lines.push({ kind: 'importVatDeducted', label: LINE_LABELS.importVatDeducted, rate: null, net: this.figure('0.00', []), vat: this.figure(fmt2(x.deduct), []) });
    }
    if (x.deferVat || x.deferValue) {
      outputVat += roundCents(x.deferVat);
      inputVat += roundCents(x.deferVat);
      lines.push({ kind: 'postponedImportVat', label: LINE_LABELS.postponedImportVat, rate: null, net: this.figure(fmt2(x.deferValue), []), vat: this.figure(fmt2(x.deferVat), []) });
    }
    ret.lines = lines;
    ret.ecsl = this.ecslLines(byKind.get('intraEuSupply') ?? []);
    ret.totals = { outputVat: fmt2(outputVat), inputVat: fmt2(inputVat), payable: fmt2(outputVat - inputVat) };
    return ret;
  }

  /**
   * The EC Sales List of a return from its intra-EU supply buckets (amounts in the return's
   * currency): one line per (kind, customer VAT number) in first-seen order, then sorted by number.
   * A method of its own (issue #25): the loop over 5,000 customers' buckets is compiled on its own,
   * not as part of the whole return.
   */
  private ecslLines(supplies: ConvBucket[]): EcslLine[] {
    type EcslAcc = { customerVat: string; customerCountry: string; kind: EcslLine['kind']; v: number; parts: Bucket[] };
    const ecsl: EcslAcc[] = [];
    const ecslBy = new Map<string, Map<string, EcslAcc>>();
    for (let x = 0; x < supplies.length; x++) {
      const c = supplies[x];
      // extra = `<goods|transfer>|<customer>|<country>[@<tax point>]` (emit, movement)
      const { kind, who, cc } = ecslParts(c.b.extra);
      const vatNo = kind === 'transfer' ? this.sellerVat.get(who) ?? `${who}（卖家在该国无 VAT 号）` : who;
      let byNo = ecslBy.get(kind);
      if (!byNo) ecslBy.set(kind, (byNo = new Map()));
      let e = byNo.get(vatNo);
      if (!e) {
        e = { customerVat: vatNo, customerCountry: cc, kind: kind === 'transfer' ? 'transfer' : 'goods', v: 0, parts: [] };
        byNo.set(vatNo, e);
        ecsl.push(e);
      }
      e.v += c.net;
      e.parts.push(c.b);
    }
    // each line built whole (issue #25: an object spread per line cost about 3 µs; 10,000 customers)
    const out: EcslLine[] = [];
    for (let x = 0; x < ecsl.length; x++) {
      const e = ecsl[x];
      out.push({ customerVat: e.customerVat, customerCountry: e.customerCountry, kind: e.kind, value: this.figure(fmt2(e.v), e.parts) });
    }
    return out.sort((p, q) => (p.customerVat < q.customerVat ? -1 : 1));
  }

  /**
   * VAT of a rated line (units) from its buckets. Tax from the base (issue #20; Art. 91(1) and
   * Art. 83: the taxable amount is converted into the national currency, then the rate applies;
   * PL art. 31a, CZ §§ 37–38): the self-assessed acquisitions always, and every line with amounts the
   * ENGINE converted (a bucket still in another currency than the return's) — the net converted once,
   * × rate, rounded to the cent (national.ts taxOfBase). Lines made only of amounts in the return
   * currency (the invoice's own VAT, or Amazon's VAT_INV_CONVERTED_AMT, the tax the invoice states
   * in the national currency: Art. 230) keep the invoices' VAT sum, as rule 2 takes it.
   */
  private lineVat(g: ConvBucket[], rate: string, kind: string, cur: string): number {
    const fromBase = rate !== '' && (kind === 'acquisition' || g.some((c) => c.b.currency !== cur));
    if (!fromBase) return g.reduce((s, c) => s + c.vat, 0);
    return taxOfBase(roundCents(g.reduce((s, c) => s + c.net, 0)), rate);
  }

  /** Σ over rates of {@link lineVat} (units) of the buckets of `kinds` (UK box 1 / box 2). */
  private taxByRate(conv: ConvBucket[], kinds: string[], cur: string): number {
    const by = new Map<string, ConvBucket[]>();
    for (const c of conv) {
      if (!kinds.includes(c.b.kind)) continue;
      let g = by.get(c.b.rate);
      if (!g) by.set(c.b.rate, (g = []));
      g.push(c);
    }
    let v = 0;
    for (const [rate, g] of by) v += this.lineVat(g, rate, g[0].b.kind === 'acquisition' ? 'acquisition' : 'domestic', cur);
    return v;
  }

  /** Deemed-supply choices of the chosen returns (result.deemedSupply), filled by {@link deemedChoice}. */
  private deemed: DeemedSupplyChoice[] = [];

  /**
   * Whether `country`'s return leaves the deemed supplies to the marketplace out (the seller's choice
   * where the law allows it: national.ts DEEMED_SUPPLY_OPTIONAL); records the choice with a note on
   * how to switch it when the country has such supplies.
   */
  private deemedChoice(country: string): boolean {
    let has = false;
    for (const b of this.countryBuckets(country)) {
      if (b.kind === 'marketplaceSupply') {
        has = true;
        break;
      }
    }
    if (!has) return false;
    const asked = (this.opts.deemedSupplyOmit ?? []).some((c) => c.toUpperCase() === country);
    const optional = DEEMED_SUPPLY_OPTIONAL.has(country);
    const omit = asked && optional;
    const name = countryLabel(country);
    const note = omit
      ? `${name}申报未包含向平台（视同供应商）的供货（按卖家选择）；如需计入，请去掉 --deemed-supply ${country}:omit（或基础资料中的对应选项）后重新计算`
      : optional
        ? `${name}申报已包含向平台（视同供应商）的供货（不含平台代扣的增值税，默认做法）；${name}允许卖家不填报这部分供货，如需不计入，请加 --deemed-supply ${country}:omit 后重新计算`
        : `${name}申报须包含向平台（视同供应商）的供货（免税并保留抵扣权，不含平台代扣的增值税）${asked ? `：${name}不允许省略，已忽略不计入的选择` : ''}`;
    this.deemed.push({ country, included: !omit, optional, note });
    return omit;
  }

  private buildOss(): OssReturn {
    const from = this.periodFrom();
    const to = this.periodTo();
    const qEnd = quarterEnd(quarterOf(to));
    if (from !== quarterStart(quarterOf(from)) || to !== quarterEnd(quarterOf(from))) {
      this.warn('PERIOD_MISMATCH', 'ossq', `OSS 按季度申报，但所选期间 ${intToIso(from)} 至 ${intToIso(to)} 不是一个完整的自然季度：OSS 结果仅供参考`, null);
    }
    const lines = new Map<string, { a: string; d: string; rate: string; net: number; vat: number; parts: Bucket[] }>();
    const corr = new Map<string, { q: number; a: string; net: number; vat: number; parts: Bucket[] }>();
    for (const b of this.countryBuckets('OSS')) {
      if (b.kind === 'oss') {
        const c = this.conv(b, 'EUR', qEnd, 'OSS');
        if (!c) continue;
        const [a, d] = b.extra.split('>');
        const k = `${a}|${d}|${b.rate}`;
        let l = lines.get(k);
        if (!l) lines.set(k, (l = { a, d, rate: b.rate, net: 0, vat: 0, parts: [] }));
        l.net += c.net;
        l.vat += c.vat;
        l.parts.push(b);
      } else {
        const [qs, a] = b.extra.split('>');
        const q = Number(qs);
        const c = this.conv(b, 'EUR', quarterEnd(q), `OSS ${quarterLabel(q)} 更正`);
        if (!c) continue;
        const k = `${q}|${a}`;
        let l = corr.get(k);
        if (!l) corr.set(k, (l = { q, a, net: 0, vat: 0, parts: [] }));
        l.net += c.net;
        l.vat += c.vat;
        l.parts.push(b);
      }
    }
    const ls = [...lines.values()].sort((p, q) => (p.a + p.d + p.rate < q.a + q.d + q.rate ? -1 : 1));
    const cs = [...corr.values()].sort((p, q) => p.q - q.q || (p.a < q.a ? -1 : 1));
    const vat = ls.reduce((s, l) => s + roundCents(l.vat), 0);
    const cvat = cs.reduce((s, l) => s + roundCents(l.vat), 0);
    return {
      currency: 'EUR',
      memberStateOfIdentification: this.opts.oss?.memberState?.toUpperCase() ?? null,
      period: { from: intToIso(from), to: intToIso(to) },
      lines: ls.map((l) => ({
        consumptionCountry: l.a,
        dispatchCountry: l.d,
        rate: l.rate,
        net: this.figure(fmt2(l.net), l.parts),
        vat: this.figure(fmt2(l.vat), l.parts),
      })),
      corrections: cs.map((l) => ({
        period: quarterLabel(l.q),
        consumptionCountry: l.a,
        net: this.figure(fmt2(l.net), l.parts),
        vat: this.figure(fmt2(l.vat), l.parts),
      })),
      totals: { vat: fmt2(vat), correctionsVat: fmt2(cvat), payable: fmt2(vat + cvat) },
    };
  }

  /**
   * Returns with figures that were not asked for: per country (or OSS) the net and VAT of every
   * bucket that return would hold, converted as the return would be (OSS: at each quarter's end,
   * EUR), with one UNCHOSEN_RETURN warning per country. Empty when every return was computed.
   */
  private buildUnchosen(chosen: Set<string>): UnchosenReturn[] {
    const to = this.periodTo();
    const by = new Map<string, Bucket[]>();
    for (const b of this.buckets.values()) {
      if (chosen.has(b.country)) continue;
      let l = by.get(b.country);
      if (!l) by.set(b.country, (l = []));
      l.push(b);
    }
    const out: UnchosenReturn[] = [];
    const keys = [...by.keys()].sort((p, q) => (p === 'OSS' ? 1 : q === 'OSS' ? -1 : p < q ? -1 : 1));
    for (const c of keys) {
      const cur = c === 'OSS' ? 'EUR' : returnCurrency(c, to);
      let net = 0;
      let vat = 0;
      const parts: Bucket[] = [];
      const rated = new Map<string, { b: Bucket; net: number; vat: number }[]>();
      for (const b of by.get(c) ?? []) {
        const cv =
          c !== 'OSS'
            ? this.conv(b, cur, to, c)
            : b.kind === 'oss'
              ? this.conv(b, 'EUR', quarterEnd(quarterOf(to)), 'OSS')
              : this.conv(b, 'EUR', quarterEnd(Number(b.extra.split('>')[0])), `OSS ${quarterLabel(Number(b.extra.split('>')[0]))} 更正`);
        if (!cv) continue;
        net += cv.net;
        parts.push(b);
        if (c !== 'OSS' && (b.kind === 'domestic' || b.kind === 'distance' || b.kind === 'acquisition')) {
          // the VAT the return's line would show (tax from the base: lineVat)
          const k = `${b.kind}|${b.rate}`;
          let g = rated.get(k);
          if (!g) rated.set(k, (g = []));
          g.push({ b, ...cv });
        } else vat += cv.vat;
      }
      for (const g of rated.values()) vat += roundCents(this.lineVat(g, g[0].b.rate, g[0].b.kind, cur));
      const fn = this.figure(fmt2(net), parts);
      if (fn.rowCount === 0) continue;
      const u: UnchosenReturn = { country: c, currency: cur, rowCount: fn.rowCount, net: fn, vat: this.figure(fmt2(vat), parts) };
      out.push(u);
      const name = c === 'OSS' ? 'OSS 申报' : `${countryLabel(c)} 申报`;
      this.warns.set(`UNCHOSEN_RETURN|${c}`, {
        code: 'UNCHOSEN_RETURN',
        message: `${u.rowCount} 行属于未选择的${name}（不含税 ${u.net.value} ${cur}，税额 ${u.vat.value} ${cur}）：这些行不在所选申报中，请确认是否需要一并申报（加入 ${c} 后重新计算）`,
        count: fn.rowCount,
        refs: fn.rows,
        country: c,
      });
    }
    return out;
  }

  /**
   * Rows in = rows placed (see {@link Reconciliation}): sales / refunds by the bucket that is their
   * place (chosen return, OSS, or unchosen), marketplace-collected rows, movements, and the
   * in-period rows that carry no figure (with the reason).
   */
  private reconcile(chosen: Set<string>): Reconciliation {
    const places = new Map<string, ReconciliationPlace>();
    const put = (place: ReconciliationPlace['place'], n: number, country?: string): void => {
      if (n <= 0) return;
      const k = `${place}|${country ?? ''}`;
      const e = places.get(k);
      if (e) e.rowCount += n;
      else places.set(k, country === undefined ? { place, rowCount: n } : { place, country, rowCount: n });
    };
    // sales / refunds by country first (there may be a bucket per EC Sales List customer)
    const placedBy = new Map<string, number>();
    const fxBy = new Map<string, number>();
    for (const b of this.buckets.values()) {
      if (!b.prim) continue;
      const m = this.fxFailed.size && this.fxFailed.has(b) ? fxBy : placedBy;
      m.set(b.country, (m.get(b.country) ?? 0) + b.prim);
    }
    for (const [c, n] of placedBy) {
      if (c === 'OSS') put(chosen.has('OSS') ? 'oss' : 'unchosen', n, chosen.has('OSS') ? undefined : 'OSS');
      else put(chosen.has(c) ? 'return' : 'unchosen', n, c);
    }
    for (const [c, n] of fxBy) put('noExchangeRate', n, c);
    let mp = 0;
    for (const e of this.mpc.values()) mp += e.count;
    put('marketplace', mp);
    for (const [c, n] of this.movements) put('movement', n, c);
    put('movementWithoutCost', this.movementNoCost);
    put('outOfScope', this.outScope.count);
    put('noVatFigure', this.noVatFigure);
    put('skipped', this.counts.skipped - this.unreadable);
    const order: ReconciliationPlace['place'][] = ['return', 'oss', 'marketplace', 'unchosen', 'movement', 'movementWithoutCost', 'noExchangeRate', 'outOfScope', 'noVatFigure', 'skipped'];
    const list = [...places.values()].sort(
      (p, q) => order.indexOf(p.place) - order.indexOf(q.place) || ((p.country ?? '') < (q.country ?? '') ? -1 : (p.country ?? '') > (q.country ?? '') ? 1 : 0),
    );
    const placed = list.reduce((n, p) => n + p.rowCount, 0);
    const { rows, inPeriod, outOfPeriod } = this.counts;
    return {
      rows,
      unreadable: this.unreadable,
      outOfPeriod,
      inPeriod,
      places: list,
      placed,
      balanced: rows === this.unreadable + outOfPeriod + inPeriod && placed === inPeriod,
    };
  }

  /** EU_THRESHOLD_* warnings (Art. 59c; threshold.ts) from the distance sales dispatched from the establishment state. */
  private thresholdWarnings(from: number, to: number): void {
    const p = this.plan;
    const n = this.thrOrigin.count + this.thrDest.count;
    if (p.mode === 'none' || n === 0) return;
    const est = countryLabel(p.establishment);
    if (p.mode === 'crossing' && p.assumed && from < p.since && p.since <= to) {
      const since = intToIso(p.since);
      this.warns.set('EU_THRESHOLD_ASSUMED', {
        code: 'EU_THRESHOLD_ASSUMED',
        message: `卖家设立于 ${est}，但未填写其欧盟跨境 B2C 销售是否低于 10,000 欧元阈值（增值税指令第 59c 条）；OSS 自 ${since} 起生效、落在申报期内，因此假定阈值在 ${since} 被超过：此前自 ${p.establishment} 发往其他欧盟国家的 ${this.thrOrigin.count} 行远程销售按 ${p.establishment} 境内销售（${p.establishment} 税率）计入 ${p.establishment} 申报，自该日起的 ${this.thrDest.count} 行按到达国征税（OSS）。如与实际不符，请在基础资料中填写阈值情况（是否低于阈值、超过阈值的日期、是否选择在到达国纳税）后重新计算`,
        count: this.thrOrigin.count,
        refs: this.thrOrigin.refs,
        country: p.establishment,
      });
    } else if (p.mode === 'amazon') {
      const refs = [...this.thrOrigin.refs, ...this.thrDest.refs].slice(0, this.cap);
      this.warns.set('EU_THRESHOLD_UNANSWERED', {
        code: 'EU_THRESHOLD_UNANSWERED',
        message: `卖家设立于 ${est}，有 ${n} 行自 ${p.establishment} 发往其他欧盟国家的 B2C 远程销售，但未填写是否低于 10,000 欧元阈值（增值税指令第 59c 条）：暂按亚马逊的计税国处理（${this.thrOrigin.count} 行按 ${p.establishment} 境内销售，${this.thrDest.count} 行按到达国征税）。低于阈值且未选择到达国纳税时，这些销售应在 ${p.establishment} 按其税率申报；请在基础资料中填写后重新计算`,
        count: n,
        refs,
        country: p.establishment,
      });
    }
    if ((p.mode === 'origin' || p.mode === 'crossing') && this.thrOrigin.count > 0) {
      let eur = 0;
      for (const [cur, units] of this.thrNet) {
        // a check, not a figure: the rate is not listed in exchangeRates; without one the currency is left out
        const q = !cur || cur === 'EUR' ? { rate: '1' } : this.provider.rate(cur, 'EUR', intToIso(to));
        if (q) eur += convertUnits(units, q.rate);
      }
      if (eur > EU_THRESHOLD_UNITS) {
        this.warns.set('EU_THRESHOLD_EXCEEDED', {
          code: 'EU_THRESHOLD_EXCEEDED',
          message: `本期按 ${est} 境内销售计入的跨境 B2C 远程销售不含税合计约 ${fmt2(eur)} EUR，已超过 10,000 欧元阈值（增值税指令第 59c 条）：超过阈值的那笔销售起应在到达国纳税（OSS 或当地申报）。请核实阈值情况，并填写超过阈值的日期后重新计算`,
          count: this.thrOrigin.count,
          refs: this.thrOrigin.refs,
          country: p.establishment,
        });
      }
    }
  }

  /** RESPONSIBILITY_SWITCH warnings: segments whose seller-collected rows all come before their marketplace-collected ones. */
  private responsibilityWarnings(): void {
    for (const [k, g] of this.respSegs) {
      if (!g.sellerMax || !g.mktMax || g.sellerMax >= g.mktMin) continue;
      const refs = g.sellerRef ? [g.sellerRef, ...g.mkt.refs].slice(0, this.cap) : g.mkt.refs;
      this.warns.set(`RESPONSIBILITY_SWITCH|${k}`, {
        code: 'RESPONSIBILITY_SWITCH',
        message: `账户 ${g.acct} 的 ${g.d || '?'}→${g.a || '?'}（${g.b2b ? 'B2B' : 'B2C'}）交易：${intToIso(g.sellerMax)} 及以前由卖家负责计税（SELLER），${intToIso(g.mktMin)} 起变为平台代扣代缴（MARKETPLACE）（亚马逊报告问题 #5147）：请核实亚马逊是否确为视同供应商；若非如此，平台代扣的行需按卖家负责重新申报`,
        count: g.mkt.count + (g.sellerRef ? 1 : 0),
        refs,
        country: g.a || g.d,
      });
    }
  }

  private stockWarnings(): void {
    const date = this.periodTo() || 99999999;
    for (const [c, s] of [...this.stock.entries()].sort()) {
      if (!(isEuVatArea(c, date) || c === 'GB')) continue;
      const has = this.sellerVat.has(c) || (c === 'GR' && this.sellerVat.has('EL')) || (c === 'XI' && this.sellerVat.has('GB'));
      if (has) continue;
      const w: WarnAgg = {
        code: 'STOCK_WITHOUT_VAT_NUMBER',
        message: `卖家在 ${countryLabel(c)} 存有库存（亚马逊仓发货或移库），但没有该国 VAT 号：存储货物即产生在该国注册 VAT 的义务`,
        count: s.count,
        refs: s.refs,
        country: c,
      };
      this.warns.set(`STOCK|${c}`, w);
    }
  }

  /** `counts` with the per-value counters copied in. */
  private materialisedCounts(): Engine['counts'] {
    this.counts.byType = this.byType.toObject();
    this.counts.byScheme = this.byScheme.toObject();
    this.counts.byTreatment = this.byTreatment.toObject();
    return this.counts;
  }

  /**
   * Issue #20 (vat-engine.md rule 6; Art. 17, 76): a cross-border transfer of own goods without a
   * cost price (none in the report, none valid on the transfer day in the cost list) cannot be
   * valued, so it is left out of every return — an ERROR of the result (code MOVEMENT_WITHOUT_COST,
   * in `VatResult.errors`, not in the file's own read errors: the file is sound), one per file,
   * naming its rows (the first {@link NO_COST_ROWS_LISTED}), SKUs and routes and how to fix it.
   */
  private noCostErrors(): VatError[] {
    const out: VatError[] = [];
    for (const [fs, g] of this.noCost) {
      out.push({ ...vatError('MOVEMENT_WITHOUT_COST', fs.report.name, { row: g.rows[0], message: noCostMessage(fs.report.name, g) }), rows: g.rows, rowCount: g.count, countries: [...g.countries].sort() });
    }
    return out;
  }


  /**
   * Builds the full result: the chosen returns (GB ones with HMRC's checks), OSS, the returns not
   * chosen, the reconciliation, the threshold / responsibility / stock warnings, and the row
   * details of every row referenced anywhere.
   */
  result(): VatResult {
    const from = this.periodFrom();
    const to = this.periodTo();
    let countries = [...(this.opts.countries ?? [])].map((c) => c.toUpperCase());
    if (this.opts.countryCode && !countries.includes(this.opts.countryCode.toUpperCase())) countries.unshift(this.opts.countryCode.toUpperCase());
    if (!countries.length) {
      const set = new Set<string>();
      for (const b of this.buckets.values()) set.add(b.country);
      for (const e of this.opts.deducts ?? []) if (e.country) set.add(e.country.toUpperCase());
      countries = [...set].sort((p, q) => (p === 'OSS' ? 1 : q === 'OSS' ? -1 : p < q ? -1 : 1));
    }
    const chosen = new Set(countries.map((c) => (c === 'XI' ? 'GB' : c)));
    const returns = [...chosen].filter((c) => c !== 'OSS').map((c) => this.buildCountry(c));
    const oss = chosen.has('OSS') ? this.buildOss() : null;
    const unchosen = this.buildUnchosen(chosen);
    this.thresholdWarnings(from, to);
    this.responsibilityWarnings();
    const oopReasons = outOfPeriodReasons(this.oopDate, this.oopTaxPoint, from, to);
    for (const o of oopReasons) {
      const k = o.reason === 'TAX_POINT_AFTER_PERIOD' ? 'oop-taxpoint' : 'oop';
      this.warn('PERIOD_MISMATCH', k, o.message, null);
      const w = this.warns.get(`PERIOD_MISMATCH|${k}`) as WarnAgg;
      w.count = o.rowCount;
      w.refs = o.rows;
    }
    const readErr = this.skipped.get('READ_ERROR');
    if (readErr) {
      this.warns.set('ROWS_SKIPPED', { code: 'ROWS_SKIPPED', message: `${readErr.count} 行因日期或金额无法识别被跳过：申报结果不完整，请修正文件后重新计算`, count: readErr.count, refs: readErr.refs });
    }
    this.stockWarnings();
    const warnings: VatWarning[] = [...this.warns.values()].map((w) => {
      const o: VatWarning = { code: w.code, message: w.message, rows: w.refs, rowCount: w.count };
      if (w.country) o.country = w.country;
      return o;
    });
    const marketplaceCollected: MarketplaceCollected[] = [...this.mpc.values()]
      .sort((p, q) => (p.scheme + p.currency < q.scheme + q.currency ? -1 : 1))
      .map((e) => ({ scheme: e.scheme, currency: e.currency, gross: fmt2(e.gross), vat: fmt2(e.vat), rowCount: e.count }));
    const skipped: SkippedGroup[] = [...this.skipped.entries()].map(([reason, s]) => ({ reason, message: s.message, rows: s.refs, rowCount: s.count }));
    const files = this.files.map((f) => f.report);
    const res: VatResult = {
      period: { from: from ? intToIso(from) : '', to: to ? intToIso(to) : '', derived: !this.periodGiven },
      files,
      counts: this.materialisedCounts(),
      returns,
      oss,
      marketplaceCollected,
      warnings,
      outOfPeriod: { rowCount: this.oop.count, rows: this.oop.refs, reasons: oopReasons },
      skipped,
      ratesUsed: [...this.ratesUsed.values()].sort((p, q) => (p.country < q.country ? -1 : 1)),
      exchangeRates: [...this.fxUsed.values()],
      sellerVatNumbers: Object.fromEntries([...this.sellerVat.entries()].sort()),
      unchosen,
      reconciliation: this.reconcile(chosen),
      rowDetails: [],
      errors: [...files.flatMap((f) => f.errors), ...this.noCostErrors()],
    };
    if (this.deemed.length) res.deemedSupply = this.deemed;
    const thr = thresholdSentence(this.plan, this.opts);
    if (thr) res.thresholdRule = thr;
    res.transferRule = transferRuleOf(this.transferInvoiceDay);
    // row details for every referenced row
    // in first-reference order; a pending detail is formatted once (`done`)
    const details = res.rowDetails;
    const done = this.details.done;
    // an index loop (this runs once, mostly before the optimising compiler has it: no iterator)
    const visit = (rows: RowRef[]): void => {
      for (let k = 0; k < rows.length; k++) {
        const r = rows[k];
        const i = detailIndexOf(r);
        if (i >= 0 && done[i] === 0) {
          done[i] = 1;
          details.push(this.rowDetail(i, r));
        }
      }
    };
    for (const r of returns) {
      if (r.boxes) for (const f of Object.values(r.boxes)) visit(f.rows);
      for (const l of r.lines ?? []) visit(l.net.rows);
      const ecsl = r.ecsl ?? [];
      for (let x = 0; x < ecsl.length; x++) visit(ecsl[x].value.rows);
    }
    for (const l of oss?.lines ?? []) visit(l.net.rows);
    for (const l of oss?.corrections ?? []) visit(l.net.rows);
    for (const u of unchosen) visit(u.net.rows);
    for (const w of warnings) visit(w.rows);
    done.fill(0);
    return res;
  }

  /** Builds the inspection result. */
  inspection(): InspectResult {
    this.stockWarnings();
    const files = this.files.map((f) => f.report);
    const aps = new Set<string>();
    for (const f of files) for (const a of f.period.activityPeriods) aps.add(a.toUpperCase());
    return {
      files,
      counts: { rows: this.counts.rows, byType: this.materialisedCounts().byType, byScheme: this.counts.byScheme },
      period: {
        from: this.maxDate ? intToIso(this.minDate) : null,
        to: this.maxDate ? intToIso(this.maxDate) : null,
        activityPeriods: [...aps].sort(),
      },
      buyerVatNumbers: [...this.buyerVats].sort(),
      sellerVatNumbers: Object.fromEntries([...this.sellerVat.entries()].sort()),
      currencies: [...this.currencies].sort(),
      errors: files.flatMap((f) => f.errors),
      warnings: [...this.warns.values()].map((w) => ({ code: w.code, message: w.message, rows: w.refs, rowCount: w.count, ...(w.country ? { country: w.country } : {}) })),
    };
  }
}

export { percentToBp, activityPeriodLabel };
