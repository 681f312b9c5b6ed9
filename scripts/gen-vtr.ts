/**
 * Deterministic generator of realistic current-layout (95-column) Amazon VAT Transactions Reports.
 *
 * `generateVtr({ seed, rows | targetBytes, period })` returns the CSV text; `generateVtrChunks`
 * yields it in ~1 MB pieces (for 100 MB benchmark files). Same seed → same bytes.
 * Layout per vat-engine.md: comma-separated, every non-empty value double-quoted, empty values
 * bare, LF. Content: domestic and cross-border B2C sales (REGULAR / UNION-OSS), B2B intra-EU and
 * domestic sales, marketplace-collected UK (UK_VOEC-DOMESTIC, UK_VOEC-IMPORT) and EU
 * (DEEMED_RESELLER-IOSS) rows, exports, non-VCS rows (VAT-inclusive amounts only), refunds linked
 * to earlier sales (same TRANSACTION_EVENT_ID and SKU), RETURN rows, FC transfers; currencies
 * EUR, GBP, PLN, SEK. Item descriptions contain commas and quotes. Buyer VAT numbers have valid
 * check digits (jsvat), so the engine's pre-filing check does not flag them.
 *
 * CLI: `npx tsx scripts/gen-vtr.ts --seed 1 --rows 500 --out x.csv [--from 2025-01-01 --to 2025-03-31] [--mb 100]`
 */
import { createWriteStream } from 'fs';
import { checkVatNumber } from '../src/core/vat/checks';
import { mulberry32 } from '../src/core/utils/random';
import { VTR_COLUMNS } from '../src/core/vat/columns';

/** Generator options: `rows` or `targetBytes` (stop after reaching it); `period` dates `YYYY-MM-DD` (default 2025-Q1). */
interface GenOptions {
  seed: number;
  rows?: number;
  targetBytes?: number;
  period?: { from: string; to: string };
  /** UNIQUE_ACCOUNT_IDENTIFIER of every row (default `A1XR4PLSYTA79B`). */
  account?: string;
  /** The seller's VAT numbers by country (default {@link GEN_SELLER_VAT}); a country left out has none. */
  sellerVat?: Record<string, string>;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const IDX: Record<string, number> = Object.fromEntries(VTR_COLUMNS.map((c, i) => [c, i]));

const RATE: Record<string, number> = { DE: 19, FR: 20, IT: 22, ES: 21, PL: 23, CZ: 21, GB: 20, NL: 21, AT: 20, BE: 21, SE: 25, IE: 23 };
const CUR: Record<string, string> = { PL: 'PLN', SE: 'SEK', GB: 'GBP', CZ: 'EUR' };
const MARKET: Record<string, string> = {
  DE: 'amazon.de', FR: 'amazon.fr', IT: 'amazon.it', ES: 'amazon.es', PL: 'amazon.pl', GB: 'amazon.co.uk', NL: 'amazon.nl',
  SE: 'amazon.se', BE: 'amazon.com.be', AT: 'amazon.de', CZ: 'amazon.de', IE: 'amazon.co.uk', CH: 'amazon.de',
};
const JUR: Record<string, string> = {
  DE: 'GERMANY', FR: 'FRANCE', IT: 'ITALY', ES: 'SPAIN', PL: 'POLAND', CZ: 'CZECH REPUBLIC', GB: 'UNITED KINGDOM',
  NL: 'NETHERLANDS', AT: 'AUSTRIA', BE: 'BELGIUM', SE: 'SWEDEN', IE: 'IRELAND',
};
const CITY: Record<string, [string, string]> = {
  DE: ['Leipzig', '04347'], FR: ['Saran', '45770'], IT: ['Castel San Giovanni', '29015'], ES: ['San Fernando de Henares', '28830'],
  PL: ['Sosnowiec', '41-208'], CZ: ['Dobrovíz', '25261'], GB: ['Dunfermline', 'KY11 8ST'], NL: ['Amsterdam', '1011'],
  AT: ['Graz', '8010'], BE: ['Bruxelles', '1000'], SE: ['Stockholm', '11122'], IE: ['Dublin', 'D01'], CH: ['Zürich', '8001'],
};
/** The generated seller's VAT numbers by country (written into the SELLER_* / TRANSACTION_SELLER_* columns). */
const GEN_SELLER_VAT: Record<string, string> = {
  DE: 'DE322467841', FR: 'FR93853250439', IT: 'IT00247479991', ES: 'ESN0012345E', PL: 'PL5263278971', CZ: 'CZ684824655', GB: 'GB123456789',
};
const PRODUCTS = [
  ['SKU-TSHIRT-01', 'B08DUW2TJW', 'Herren T-Shirt "Classic", Baumwolle, Schwarz, L', 1999],
  ['SKU-PANTS-39', 'B08P1F2R2D', 'SPECIALE Damen Pants Special !, Sand, 39 | Designed in California', 3450],
  ['SKU-LAMP-7', 'B07LAMP777', 'LED Schreibtischlampe, dimmbar, 7W', 2899],
  ['SKU-MUG-2', 'B09MUG2222', 'Tasse "Bonjour", 350 ml', 1290],
  ['SKU-BAG-5', 'B0BAG55555', 'Sac à dos, étanche, 25 L', 4599],
  ['SKU-CABLE-1', 'B0CABLE111', 'USB-C Kabel, 2 m, geflochten', 999],
] as const;

function pad(n: number, w = 2): string {
  return String(n).padStart(w, '0');
}

/**
 * A buyer VAT number with valid check digits (jsvat) built from random digits: `stem` + two
 * digits 00-99, the first pair that checks (+ `tail`, e.g. NL `B01`). Deterministic, draws no
 * random numbers (the rest of the report stays as it was).
 */
function validVat(stem: string, tail = ''): string {
  let v = `${stem}00${tail}`;
  for (let k = 0; k < 100; k++) {
    v = `${stem}${pad(k)}${tail}`;
    if (checkVatNumber(v) === 'ok') return v;
  }
  return v;
}

/** A valid buyer VAT number of country `a` from 8 or 9 random digits (formats: domain-facts §B.4). */
function buyerVat(a: string, digits: string): string {
  switch (a) {
    case 'IT':
      return validVat(`IT${digits.slice(0, 7)}01`); // 7 company digits, office 01x, check digit
    case 'ES':
      return validVat(`ESB${digits.slice(0, 6)}`);
    case 'NL':
      return validVat(`NL${digits.slice(0, 7)}`, 'B01');
    case 'AT':
      return validVat(`ATU${digits.slice(0, 6)}`);
    default:
      return validVat(`${a}${digits.slice(0, 7)}`); // DE, GB: 9 digits
  }
}
function money(cents: number): string {
  const neg = cents < 0;
  const a = Math.abs(cents);
  return `${neg ? '-' : ''}${Math.floor(a / 100)}.${pad(a % 100)}`;
}
function dmy(d: Date): string {
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}
function q(v: string): string {
  return v === '' ? '' : `"${v.replace(/"/g, '""')}"`;
}

interface SaleMemo {
  id: string;
  sku: number;
  d: string;
  a: string;
  cents: number;
  qty: number;
  calc: Date;
  cur: string;
  scheme: string;
  resp: string;
  buyer: string;
  rate: number;
}

/** Yields the report in pieces of about 1 MB (header first). Deterministic for a seed. */
function* generateVtrChunks(opts: GenOptions): Generator<string> {
  const rnd = mulberry32(opts.seed);
  const SELLER_VAT = opts.sellerVat ?? GEN_SELLER_VAT;
  const account = opts.account ?? 'A1XR4PLSYTA79B';
  const from = Date.parse(`${opts.period?.from ?? '2025-01-01'}T00:00:00Z`);
  const to = Date.parse(`${opts.period?.to ?? '2025-03-31'}T00:00:00Z`);
  const days = Math.max(1, Math.round((to - from) / 86400000) + 1);
  const maxRows = opts.rows ?? Number.MAX_SAFE_INTEGER;
  const maxBytes = opts.targetBytes ?? Number.MAX_SAFE_INTEGER;
  const pick = <T,>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)];
  const int = (a: number, b: number): number => a + Math.floor(rnd() * (b - a + 1));
  const id = (): string => `${int(302, 408)}-${pad(int(0, 9999999), 7)}-${pad(int(0, 9999999), 7)}`;
  const alnum = (n: number): string => {
    const cs = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let s = '';
    for (let i = 0; i < n; i++) s += cs[Math.floor(rnd() * cs.length)];
    return s;
  };
  const sales: SaleMemo[] = [];
  let bytes = 0;
  let out = `${VTR_COLUMNS.join(',')}\n`;
  bytes += out.length;
  const f: string[] = new Array(VTR_COLUMNS.length).fill('');
  const set = (c: string, v: string): void => {
    f[IDX[c]] = v;
  };
  for (let n = 0; n < maxRows && bytes < maxBytes; n++) {
    f.fill('');
    // dates in order through the period
    const day = Math.min(days - 1, Math.floor((n / Math.max(1, Math.min(maxRows, 2e6))) * days + rnd() * 3));
    const date = new Date(from + (opts.rows ? day : Math.floor(rnd() * days)) * 86400000);
    const ap = `${date.getUTCFullYear()}-${MONTHS[date.getUTCMonth()]}`;
    set('UNIQUE_ACCOUNT_IDENTIFIER', account);
    set('ACTIVITY_PERIOD', ap);
    set('SALES_CHANNEL', 'AFN');
    set('PROGRAM_TYPE', 'REGULAR');
    set('TRANSACTION_COMPLETE_DATE', dmy(date));
    const r = rnd();
    let type: string;
    if (r < 0.06 && sales.length > 10) type = 'REFUND';
    else if (r < 0.1) type = 'RETURN';
    else if (r < 0.14) type = 'FC_TRANSFER';
    else type = 'SALE';
    set('TRANSACTION_TYPE', type);
    set('ACTIVITY_TRANSACTION_ID', alnum(9));
    if (type === 'FC_TRANSFER') {
      const [d, a] = pick([['PL', 'DE'], ['CZ', 'DE'], ['DE', 'FR'], ['DE', 'IT'], ['FR', 'ES'], ['DE', 'PL']] as const);
      const p = pick(PRODUCTS);
      set('MARKETPLACE', 'N/A');
      set('TRANSACTION_EVENT_ID', String(int(4000000000, 4999999999)));
      set('TRANSACTION_DEPART_DATE', dmy(new Date(date.getTime() - 86400000)));
      set('TRANSACTION_ARRIVAL_DATE', dmy(date));
      set('SELLER_SKU', p[0]);
      set('ASIN', p[1]);
      set('ITEM_DESCRIPTION', p[2]);
      set('QTY', String(int(1, 40)));
      set('COST_PRICE_OF_ITEMS', '0.0');
      for (const c of ['TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL', 'TOTAL_ACTIVITY_VALUE_VAT_AMT', 'TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL']) set(c, '0.0');
      set('DEPATURE_CITY', CITY[d][0]);
      set('DEPARTURE_COUNTRY', d);
      set('DEPARTURE_POST_CODE', CITY[d][1]);
      set('ARRIVAL_CITY', CITY[a][0]);
      set('ARRIVAL_COUNTRY', a);
      set('ARRIVAL_POST_CODE', CITY[a][1]);
      set('TRANSPORTATION_MODE', 'TRANSPORT_BY_ROAD');
      set('DELIVERY_CONDITIONS', 'DAP');
      set('SELLER_DEPART_VAT_NUMBER_COUNTRY', d);
      set('SELLER_DEPART_COUNTRY_VAT_NUMBER', SELLER_VAT[d] ?? '');
      set('SELLER_ARRIVAL_VAT_NUMBER_COUNTRY', a);
      set('SELLER_ARRIVAL_COUNTRY_VAT_NUMBER', SELLER_VAT[a] ?? '');
    } else if (type === 'RETURN' || type === 'REFUND') {
      const s = type === 'REFUND' ? sales[Math.floor(rnd() * sales.length)] : sales.length ? pick(sales) : null;
      const p = PRODUCTS[s ? s.sku : 0];
      set('MARKETPLACE', MARKET[s?.a ?? 'DE'] ?? 'amazon.de');
      set('TRANSACTION_EVENT_ID', s ? s.id : id());
      set('SELLER_SKU', p[0]);
      set('ASIN', p[1]);
      set('ITEM_DESCRIPTION', p[2]);
      set('QTY', String(s?.qty ?? 1));
      if (s) {
        set('SALE_DEPART_COUNTRY', s.d);
        set('SALE_ARRIVAL_COUNTRY', s.a);
      }
      if (type === 'RETURN') {
        set('DEPARTURE_COUNTRY', s?.a ?? 'DE');
        set('ARRIVAL_COUNTRY', s?.d ?? 'DE');
      } else if (s) {
        set('TAX_CALCULATION_DATE', dmy(s.calc));
        set('DEPATURE_CITY', s.d);
        const g = -s.cents;
        set('PRICE_OF_ITEMS_AMT_VAT_INCL', money(g));
        set('TOTAL_PRICE_OF_ITEMS_AMT_VAT_INCL', money(g));
        set('TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL', money(g));
        set('TRANSACTION_CURRENCY_CODE', s.cur);
        set('TAX_REPORTING_SCHEME', s.scheme);
        set('TAX_COLLECTION_RESPONSIBILITY', s.resp);
        if (s.buyer) {
          set('BUYER_VAT_NUMBER_COUNTRY', s.buyer.slice(0, 2));
          set('BUYER_VAT_NUMBER', s.buyer);
        }
        set('TRANSACTION_SELLER_VAT_NUMBER_COUNTRY', s.d);
        set('TRANSACTION_SELLER_VAT_NUMBER', SELLER_VAT[s.d] ?? '');
      }
    } else {
      // SALE
      const k = rnd();
      let d: string;
      let a: string;
      let scheme = 'REGULAR';
      let resp = 'SELLER';
      let buyer = '';
      let exp = 'NO';
      if (k < 0.38) {
        d = pick(['DE', 'DE', 'FR', 'IT', 'ES', 'PL']);
        a = d;
      } else if (k < 0.6) {
        d = pick(['DE', 'PL', 'CZ', 'FR']);
        a = pick(['FR', 'IT', 'NL', 'AT', 'BE', 'SE', 'ES', 'DE'].filter((x) => x !== d));
        scheme = 'UNION-OSS';
      } else if (k < 0.68) {
        d = pick(['DE', 'FR']);
        a = pick(['IT', 'AT', 'NL', 'ES']);
        buyer = buyerVat(a, pad(int(0, 99999999), 8));
      } else if (k < 0.72) {
        d = 'DE';
        a = 'DE';
        buyer = buyerVat('DE', pad(int(100000000, 999999999), 9));
      } else if (k < 0.84) {
        d = 'GB';
        a = 'GB';
        scheme = 'UK_VOEC-DOMESTIC';
        if (rnd() < 0.15) buyer = buyerVat('GB', pad(int(100000000, 999999999), 9));
        else resp = 'MARKETPLACE';
      } else if (k < 0.88) {
        d = 'DE';
        a = 'GB';
        scheme = 'UK_VOEC-IMPORT';
        resp = 'MARKETPLACE';
        exp = 'YES';
      } else if (k < 0.92) {
        d = pick(['DE', 'FR']);
        a = d === 'DE' ? 'DE' : 'FR';
        scheme = 'DEEMED_RESELLER-IOSS';
        resp = 'MARKETPLACE';
      } else if (k < 0.95) {
        d = 'DE';
        a = 'CH';
        exp = 'YES';
      } else {
        d = 'PL';
        a = 'PL';
      }
      const pi = Math.floor(rnd() * PRODUCTS.length);
      const p = PRODUCTS[pi];
      const qty = rnd() < 0.85 ? 1 : int(2, 3);
      const cur = CUR[a === 'CH' ? d : scheme === 'UK_VOEC-IMPORT' ? 'GB' : a] ?? 'EUR';
      const fxm = cur === 'PLN' ? 4.3 : cur === 'SEK' ? 11 : cur === 'GBP' ? 0.85 : 1;
      const unitGross = Math.round((Number(p[3]) * fxm) / 10) * 10 - 1;
      const zero = buyer !== '' && d !== a;
      const taxC = a === 'CH' || (scheme === 'UK_VOEC-IMPORT') ? d : scheme === 'UNION-OSS' ? a : d;
      let rate = zero || a === 'CH' ? 0 : RATE[taxC] ?? 20;
      if (scheme === 'UK_VOEC-IMPORT') rate = 0;
      const gross = unitGross * qty;
      const ship = rnd() < 0.3 ? 399 : 0;
      const promoShip = ship && rnd() < 0.7 ? -ship : 0;
      const vcs = rnd() < 0.85;
      const memo: SaleMemo = { id: id(), sku: pi, d, a, cents: gross + ship + promoShip, qty, calc: date, cur, scheme, resp, buyer, rate };
      const net = (c: number): number => Math.round((c * 100) / (100 + rate));
      set('MARKETPLACE', MARKET[a] ?? 'amazon.de');
      set('TRANSACTION_EVENT_ID', memo.id);
      set('TRANSACTION_DEPART_DATE', dmy(date));
      set('SELLER_SKU', p[0]);
      set('ASIN', p[1]);
      set('ITEM_DESCRIPTION', p[2]);
      set('QTY', String(qty));
      set('ITEM_WEIGHT', '0.36');
      set('TOTAL_ACTIVITY_WEIGHT', (0.36 * qty).toFixed(2));
      set('PRICE_OF_ITEMS_AMT_VAT_INCL', money(gross));
      set('TOTAL_PRICE_OF_ITEMS_AMT_VAT_INCL', money(gross));
      if (ship) {
        set('SHIP_CHARGE_AMT_VAT_INCL', money(ship));
        if (promoShip) set('PROMO_SHIP_CHARGE_AMT_VAT_INCL', money(promoShip));
        set('TOTAL_SHIP_CHARGE_AMT_VAT_INCL', money(ship + promoShip));
      }
      const tg = gross + ship + promoShip;
      set('TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL', money(tg));
      if (vcs) {
        set('TAX_CALCULATION_DATE', dmy(date));
        const pn = net(gross);
        const sn = net(ship + promoShip);
        set('PRICE_OF_ITEMS_AMT_VAT_EXCL', money(pn));
        set('TOTAL_PRICE_OF_ITEMS_AMT_VAT_EXCL', money(pn));
        set('TOTAL_SHIP_CHARGE_AMT_VAT_EXCL', money(sn));
        set('TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL', money(pn + sn));
        set('PRICE_OF_ITEMS_VAT_RATE_PERCENT', String(rate / 100));
        set('PRICE_OF_ITEMS_VAT_AMT', money(gross - pn));
        set('TOTAL_PRICE_OF_ITEMS_VAT_AMT', money(gross - pn));
        set('TOTAL_SHIP_CHARGE_VAT_AMT', money(ship + promoShip - sn));
        set('TOTAL_ACTIVITY_VALUE_VAT_AMT', money(tg - pn - sn));
        set('PRODUCT_TAX_CODE', 'A_GEN_STANDARD');
        set('TAXABLE_JURISDICTION', JUR[taxC] ?? '');
        set('TAXABLE_JURISDICTION_LEVEL', 'Country');
        set('VAT_INV_NUMBER', `INV-${taxC}-${int(100000000, 999999999)}-${date.getUTCFullYear()}-${int(1, 9999)}`);
        set('VAT_CALCULATION_IMPUTATION_COUNTRY', a === 'CH' ? d : a);
      } else if (resp === 'MARKETPLACE') {
        set('TAX_CALCULATION_DATE', dmy(date));
        set('TOTAL_ACTIVITY_VALUE_VAT_AMT', money(tg - net(tg)));
        set('TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL', money(net(tg)));
      }
      memo.cents = tg;
      set('TRANSACTION_CURRENCY_CODE', cur);
      set('DEPATURE_CITY', CITY[d][0]);
      set('DEPARTURE_COUNTRY', d);
      set('DEPARTURE_POST_CODE', CITY[d][1]);
      set('ARRIVAL_CITY', CITY[a][0]);
      set('ARRIVAL_COUNTRY', a);
      set('ARRIVAL_POST_CODE', CITY[a][1]);
      set('SALE_DEPART_COUNTRY', d);
      set('SALE_ARRIVAL_COUNTRY', a);
      set('TRANSPORTATION_MODE', 'CONSIGNMENT_BY_POST');
      set('DELIVERY_CONDITIONS', 'DAP');
      set('SELLER_DEPART_VAT_NUMBER_COUNTRY', d);
      set('SELLER_DEPART_COUNTRY_VAT_NUMBER', SELLER_VAT[d] ?? '');
      if (SELLER_VAT[a]) {
        set('SELLER_ARRIVAL_VAT_NUMBER_COUNTRY', a);
        set('SELLER_ARRIVAL_COUNTRY_VAT_NUMBER', SELLER_VAT[a]);
      }
      set('TRANSACTION_SELLER_VAT_NUMBER_COUNTRY', d);
      set('TRANSACTION_SELLER_VAT_NUMBER', SELLER_VAT[d] ?? '');
      if (buyer) {
        set('BUYER_VAT_NUMBER_COUNTRY', buyer.slice(0, 2));
        set('BUYER_VAT_NUMBER', buyer);
        set('BUYER_NAME', pick(['Müller GmbH', 'Rossi S.r.l.', 'Dupont SARL, Service Achats', 'Jansen B.V.']));
      } else set('BUYER_NAME', pick(['Anna Schmidt', 'Luca Bianchi', 'Marie "Mimi" Durand', 'Jan de Vries', 'Jane Smith']));
      set('EXPORT_OUTSIDE_EU', exp);
      set('INVOICE_URL', `https://www.amazon.de/gp/invoice/download.html?v=urn%3aalx%3adoc%3a${alnum(8)}-${alnum(4)}-${alnum(4)}&t=EU_Retail_Forward`);
      set('ARRIVAL_ADDRESS', `${int(1, 200)} ${pick(['Hauptstraße', 'Rue de la Paix', 'Via Roma', 'High Street'])}, ${CITY[a][1]} ${CITY[a][0]}`);
      set('TAX_REPORTING_SCHEME', scheme);
      set('TAX_COLLECTION_RESPONSIBILITY', resp);
      sales.push(memo);
      if (sales.length > 5000) sales.splice(0, 1000);
    }
    set('TRANSACTION_COMPLETE_DATE', dmy(date));
    let line = '';
    for (let i = 0; i < f.length; i++) line += (i ? ',' : '') + q(f[i]);
    line += '\n';
    const lb = line.length + (/[^\x00-\x7f]/.test(line) ? new TextEncoder().encode(line).length - line.length : 0);
    if (bytes + lb > maxBytes) break; // never exceed targetBytes (the engine's limit is exact)
    bytes += lb;
    out += line;
    if (out.length > 1 << 20) {
      yield out;
      out = '';
    }
  }
  if (out) yield out;
}

/** The whole report as one string (for small sizes: tests). */
export function generateVtr(opts: GenOptions): string {
  let s = '';
  for (const c of generateVtrChunks(opts)) s += c;
  return s;
}

/** Writes a generated report to `path` (streamed); resolves with the byte count. */
export async function writeVtr(path: string, opts: GenOptions): Promise<number> {
  const ws = createWriteStream(path);
  let n = 0;
  for (const c of generateVtrChunks(opts)) {
    n += Buffer.byteLength(c);
    if (!ws.write(c)) {
      await new Promise<void>((r) => {
        ws.once('drain', () => r());
      });
    }
  }
  await new Promise<void>((res, rej) => {
    ws.end((e?: Error | null) => (e ? rej(e) : res()));
  });
  return n;
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  const get = (k: string): string | undefined => {
    const i = argv.indexOf(k);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const out = get('--out');
  const opts: GenOptions = {
    seed: Number(get('--seed') ?? 1),
    rows: get('--rows') ? Number(get('--rows')) : undefined,
    targetBytes: get('--mb') ? Number(get('--mb')) * 1024 * 1024 : undefined,
    period: get('--from') && get('--to') ? { from: get('--from')!, to: get('--to')! } : undefined,
  };
  if (!opts.rows && !opts.targetBytes) opts.rows = 500;
  if (!out) {
    for (const c of generateVtrChunks(opts)) process.stdout.write(c);
  } else {
    writeVtr(out, opts).then((n) => process.stderr.write(`已生成 ${out}（${(n / 1048576).toFixed(1)} MB）\n`));
  }
}
