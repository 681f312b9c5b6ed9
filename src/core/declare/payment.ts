/**
 * Payment references and payment guides by country (issue #11; domain-facts §A.2 table "Payment
 * reference / method" and §F.2 for the Netherlands). Pure TypeScript, relative imports only.
 *
 * Where our sources could not confirm a bank detail, the guide marks it `unverified` and the console
 * shows "请以税局通知为准" next to it. Amounts are decimal strings in major units; arithmetic through
 * big.js, never floats.
 */
import Big from 'big.js';
import { composeIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

// ----------------------------------------------------------------------------------- references

/**
 * GB: the reference of a VAT payment is the 9-digit VAT registration number, no spaces, no "GB"
 * (HMRC "Pay your VAT bill"; domain-facts §A.2). Returns `null` when `vatNumber` holds no 9 digits
 * (a 12-digit branch number keeps its first 9).
 */
export function gbPaymentReference(vatNumber: string): string | null {
  const v = vatNumber.replace(/[\s.-]/g, '').toUpperCase().replace(/^GB/, '');
  if (!/^\d{9}(\d{3})?$/.test(v)) return null;
  return v.slice(0, 9);
}

/**
 * CZ: the variable symbol of a VAT payment is the DIČ without the "CZ" prefix (8–10 digits;
 * financnisprava.cz payment order, domain-facts §A.2). `null` when not such a number.
 */
export function czVariableSymbol(dic: string): string | null {
  const v = dic.replace(/\s/g, '').toUpperCase().replace(/^CZ/, '');
  return /^\d{8,10}$/.test(v) ? v : null;
}

/**
 * ES: whether `nrc` has the shape of a Número de Referencia Completo: 22 alphanumeric characters
 * (AEAT "¿Qué es un NRC?"; the bank generates it, it encodes NIF, amount, model, year, period —
 * its internal check is the bank's, not ours).
 */
export function isEsNrc(nrc: string): boolean {
  return /^[A-Z0-9]{22}$/.test(nrc.replace(/\s/g, '').toUpperCase());
}

/** SE: whether an OCR reference passes its Luhn check digit (Skatteverket; 2–25 digits). */
export function isSeOcr(ocr: string): boolean {
  const v = ocr.replace(/\s/g, '');
  if (!/^\d{2,25}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < v.length; i += 1) {
    let d = Number(v[v.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// ------------------------------------------------------------------------------- PL micro-account

/** Whether `nip` is a Polish NIP: 10 digits, check digit = Σ digit × (6, 5, 7, 2, 3, 4, 5, 6, 7) mod 11 (never 10). Spaces, dashes and a `PL` prefix are ignored. */
export function isPlNip(nip: string): boolean {
  const v = nip.replace(/[\s-]/g, '').toUpperCase().replace(/^PL/, '');
  if (!/^\d{10}$/.test(v) || /^0+$/.test(v)) return false;
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const c = w.reduce((a, x, i) => a + x * Number(v[i]), 0) % 11;
  return c !== 10 && c === Number(v[9]);
}

/**
 * PL: the individual tax micro-account (mikrorachunek podatkowy) of a NIP, to which VAT is paid
 * since 1 Jan 2020 (podatki.gov.pl "Paying VAT", domain-facts §A.2): a Polish IBAN whose BBAN is the
 * NBP sort code `10100071`, the fixed `222`, the identifier type `2` (NIP; `1` would be PESEL), the
 * 10-digit NIP and `00`; the two IBAN check digits by ISO 13616 mod 97 (ibantools). Structure as the
 * Ministry of Finance publishes it for its generator on podatki.gov.pl; our test vector (NIP
 * 7831916366 → PL56 1010 0071 2222 7831 9163 6600) comes from a public repository's tests, a
 * SECONDARY source: the guide still tells the payer to compare with the podatki.gov.pl generator.
 * Returns the electronic form `PL56101000712222783191636600`, or `null` when `nip` is not a valid NIP.
 */
export function plMicroAccount(nip: string): string | null {
  if (!isPlNip(nip)) return null;
  const v = nip.replace(/[\s-]/g, '').toUpperCase().replace(/^PL/, '');
  const iban = composeIBAN({ countryCode: 'PL', bban: `101000712222${v}00` });
  return iban && isValidIBAN(iban) ? iban : null;
}

/** An IBAN in groups of four (`PL56 1010 0071 2222 7831 9163 6600`). */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

// ------------------------------------------------------------------------- NL betalingskenmerk

/** Frequency of a Dutch return, for its period code. */
export type NlFrequency = 'monthly' | 'quarterly' | 'annual';

/**
 * Period code of a Dutch OB return in the payment reference (pos 14–15): `00` year, `01`–`12`
 * months, `21`/`24`/`27`/`30` Q1–Q4 (domain-facts §F.2). `periodStart` is `YYYY-MM-DD`.
 */
export function nlPeriodCode(periodStart: string, frequency: NlFrequency): string {
  const month = Number(periodStart.slice(5, 7));
  if (frequency === 'annual') return '00';
  if (frequency === 'monthly') return String(month).padStart(2, '0');
  return String(18 + 3 * Math.ceil(month / 3));
}

const NL_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4, 8, 5, 10];

/**
 * Check digit (pos 1) of a 16-digit betalingskenmerk from its last 15 digits: weights 2, 4, 8, 5,
 * 10, 9, 7, 3, 6, 1, 2, 4, 8, 5, 10 from the right, 11 − (sum mod 11), 10 → 1, 11 → 0. Reproduces the
 * two published vectors (`4001.0411.4130.1240`, `2001.0411.4120.1080`; Sylvainbouwman/betalingskenmerk-tool,
 * a SECONDARY source, domain-facts §F.2).
 */
export function nlCheckDigit(last15: string): number {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) sum += Number(last15[14 - i]) * NL_WEIGHTS[i];
  const c = 11 - (sum % 11);
  return c === 10 ? 1 : c === 11 ? 0 : c;
}

/** The expected parts of a Dutch VAT return's payment reference. */
export interface NlReferenceParts {
  /** The RSIN/BSN of the OB number (9 digits; `NL001041149B01` → `001041149`). */
  rsin: string;
  /** Sub-number of the OB number (`B01` → `01`). */
  subNumber: string;
  /** Calendar year of the period. */
  year: number;
  periodStart: string;
  frequency: NlFrequency;
}

/** RSIN and sub-number of a Dutch OB/btw number `NL001041149B01`, or `null`. */
export function nlParts(vatNumber: string): { rsin: string; subNumber: string } | null {
  const m = /^(?:NL)?(\d{9})B(\d{2})$/.exec(vatNumber.replace(/[\s.]/g, '').toUpperCase());
  return m ? { rsin: m[1], subNumber: m[2] } : null;
}

/**
 * The payment reference the Belastingdienst issues with an OB return, built from its parts (pos 1
 * check, 2–9 RSIN without its last digit, 10 tax type `1` = OB return, 11 last digit of the year,
 * 12–13 sub-number, 14–15 period code, 16 `0`). ONLY the mock, playing the authority, uses this:
 * the console never invents a reference, it shows the one issued (`GET /api/vat-declare/nl/pay-remark/{id}`)
 * and checks it with {@link checkNlReference}.
 */
export function nlIssuedReference(p: NlReferenceParts): string {
  const body = `${p.rsin.slice(0, 8)}1${String(p.year % 10)}${p.subNumber}${nlPeriodCode(p.periodStart, p.frequency)}0`;
  return `${nlCheckDigit(body)}${body}`;
}

/** A 16-digit reference shown as 4×4 digits with dots (`4001.0411.4130.1240`). */
export function formatNlReference(ref: string): string {
  const v = ref.replace(/\D/g, '');
  return v.length === 16 ? v.replace(/(\d{4})(?=\d)/g, '$1.') : ref;
}

/**
 * Structure check of a Dutch payment reference against the return it should pay: returns the
 * locale keys (`declare.nlRef.*`) of what does not match (empty = consistent). Checks: 16 digits,
 * check digit, RSIN, tax type 1 (OB return), year digit, sub-number, period code, last digit 0.
 */
export function checkNlReference(ref: string, p: NlReferenceParts): string[] {
  const v = ref.replace(/[\s.]/g, '');
  if (!/^\d{16}$/.test(v)) return ['declare.nlRef.length'];
  const out: string[] = [];
  if (Number(v[0]) !== nlCheckDigit(v.slice(1))) out.push('declare.nlRef.check');
  if (v.slice(1, 9) !== p.rsin.slice(0, 8)) out.push('declare.nlRef.rsin');
  if (v[9] !== '1') out.push('declare.nlRef.taxType');
  if (v[10] !== String(p.year % 10)) out.push('declare.nlRef.year');
  if (v.slice(11, 13) !== p.subNumber) out.push('declare.nlRef.subNumber');
  if (v.slice(13, 15) !== nlPeriodCode(p.periodStart, p.frequency)) out.push('declare.nlRef.period');
  if (v[15] !== '0') out.push('declare.nlRef.last');
  return out;
}

// -------------------------------------------------------------------------------------- Italy

/**
 * Italian F24 tax code (codice tributo) of a periodic VAT payment (Agenzia Entrate "Paying VAT";
 * domain-facts §A.2): monthly 6001–6012 by month; quarterly Q1–Q3 6031–6033; Q4 and annual 6099
 * (the annual balance, due 16 March).
 */
export function itTaxCode(periodStart: string, frequency: NlFrequency): string {
  const month = Number(periodStart.slice(5, 7));
  if (frequency === 'monthly') return String(6000 + month);
  if (frequency === 'quarterly' && month <= 9) return String(6030 + Math.ceil(month / 3));
  return '6099';
}

/** Italian payment reason from abroad: P.IVA + codice tributo + period `MM/AAAA` (month of the period's end). */
export function itCausale(vatNumber: string, periodStart: string, periodEnd: string, frequency: NlFrequency): string {
  const piva = vatNumber.replace(/^IT/i, '');
  return `${piva} ${itTaxCode(periodStart, frequency)} ${periodEnd.slice(5, 7)}/${periodEnd.slice(0, 4)}`;
}

// --------------------------------------------------------------------------------------- France

/**
 * Surcharge of paying French VAT by manual transfer instead of the mandatory SEPA B2B direct debit:
 * 1 % of the amount, at least EUR 60 (Taxdoo; domain-facts §A.2). `amount` decimal string in EUR.
 */
export function frManualTransferSurcharge(amount: string): string {
  const one = new Big(amount).abs().times('0.01').round(2, Big.roundHalfUp);
  return (one.lt(60) ? new Big(60) : one).toFixed(2);
}

// --------------------------------------------------------------------------------------- guides

/** Where a bank detail comes from: the official page and the day we checked it (`YYYY-MM-DD`). */
export interface GuideSource {
  url: string;
  checked: string;
}

/** A line of a payment guide: a locale key and its value; `unverified` shows "请以税局通知为准". */
export interface GuideLine {
  key: string;
  value: string;
  unverified?: boolean;
  /** Monospace and copyable (references, account numbers). */
  copy?: boolean;
  /** The official source of the value (bank accounts), shown beside it. */
  source?: GuideSource;
}

/**
 * Bank accounts of the tax offices that serve a company established in China, with their sources
 * (issue #19; domain-facts §A.2). Checked 2026-11-24.
 * - DE: companies established in China are served by Finanzamt Neukölln (Berlin; §21 AO and the
 *   Umsatzsteuerzuständigkeitsverordnung §1(1) Nr. 23: "Volksrepublik China: Finanzamt Neukölln").
 *   The Berlin tax offices share two accounts; berlin.de lists the Berliner Sparkasse one first.
 * - IT: the Banca d'Italia account for VAT paid from abroad (Agenzia Entrate "Paying VAT" / the
 *   "Versamenti dall'estero" page).
 */
export const TAX_OFFICE_ACCOUNTS = {
  DE: { beneficiary: 'Finanzamt Neukölln', iban: 'DE94100500006600046463', bic: 'BELADEBEXXX', source: { url: 'https://www.berlin.de/sen/finanzen/steuern/finanzaemter/artikel.9060.php', checked: '2026-11-24' } },
  IT: { beneficiary: 'Agenzia delle Entrate (Banca d\'Italia)', iban: 'IT64W0100003245348008120301', bic: 'BITAITRRENT', source: { url: 'https://www.agenziaentrate.gov.it/portale/web/english/nse/business/vat-in-italy/paying-vat', checked: '2026-11-24' } },
} as const;

/**
 * Late payment by country (issue #19): the locale key of the rule (`declare.late.<country>`) and its
 * official source. Shown on the guide of an overdue period. Checked 2026-11-24; where a rate changes
 * every year the text says where it is published instead of a figure.
 */
export const LATE_PAYMENT_RULES: Readonly<Record<string, GuideSource>> = {
  GB: { url: 'https://www.gov.uk/guidance/vat-penalties-and-interest', checked: '2026-11-24' },
  DE: { url: 'https://www.gesetze-im-internet.de/ao_1977/__240.html', checked: '2026-11-24' },
  FR: { url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037545722', checked: '2026-11-24' },
  IT: { url: 'https://www.agenziaentrate.gov.it/portale/web/guest/schede/pagamenti/ravvedimento-operoso', checked: '2026-11-24' },
  ES: { url: 'https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/folleto-actividades-economicas/8-recargos-declaraciones-extemporaneas.html', checked: '2026-11-24' },
  PL: { url: 'https://www.podatki.gov.pl/zaplac-podatek/odsetki-za-zwloke/', checked: '2026-11-24' },
  CZ: { url: 'https://www.financnisprava.cz/cs/dane/placeni-dani/urok-z-prodleni', checked: '2026-11-24' },
  NL: { url: 'https://www.belastingdienst.nl/wps/wcm/connect/nl/btw/content/btw-te-laat-betalen', checked: '2026-11-24' },
  AT: { url: 'https://www.ris.bka.gv.at/NormDokument.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10003940&Paragraf=217', checked: '2026-11-24' },
  SE: { url: 'https://www.skatteverket.se/foretag/skatterochavdrag/skattekonto/rantapaskattekontot.4.18e1b10334ebe8bc80002497.html', checked: '2026-11-24' },
  BE: { url: 'https://finances.belgium.be/fr/entreprises/tva/paiement-remboursement/paiement', checked: '2026-11-24' },
};

/** The late-payment rule of `country`: its locale key and source, or `null` when we have none. */
export function lateRule(country: string): { key: string; source: GuideSource } | null {
  const source = LATE_PAYMENT_RULES[country];
  return source ? { key: `declare.late.${country}`, source } : null;
}

/**
 * DE: the payment reference the Berlin tax offices match: the Steuernummer, the tax type and the
 * period ("Bei allen Einzahlungen geben Sie bitte als Verwendungszweck die 10-stellige Steuernummer,
 * die Steuerart und den Zeitraum an", berlin.de, see {@link TAX_OFFICE_ACCOUNTS}): `37/123/45678 USt 10/2026`
 * for a month, `USt IV/2026` for a quarter, `USt 2026` for a year.
 */
export function dePaymentReference(steuernummer: string, periodStart: string, frequency: NlFrequency): string {
  const y = periodStart.slice(0, 4);
  const m = Number(periodStart.slice(5, 7));
  const period = frequency === 'monthly' ? `${String(m).padStart(2, '0')}/${y}` : frequency === 'quarterly' ? `${['I', 'II', 'III', 'IV'][Math.ceil(m / 3) - 1]}/${y}` : y;
  return `${steuernummer.trim()} USt ${period}`.trim();
}

/** What a payment guide is built from. */
export interface GuideInput {
  country: string;
  vatNumber: string;
  localTaxNumber: string;
  periodStart: string;
  periodEnd: string;
  frequency: NlFrequency;
  /** Amount due, decimal string > 0. */
  amount: string;
  currency: string;
  dueDate: string;
  /** NL: the reference issued with the return (pay-remark), SE: the OCR, ES: the NRC; `''` when not issued yet. */
  issuedReference?: string;
  /** Days past the due date today (> 0: overdue; the guide then shows the late-payment rule). */
  overdueDays?: number;
}

/** A payment guide: method (locale key), the reference (or `''` when the authority issues it later), lines. */
export interface PaymentGuide {
  method: string;
  reference: string;
  lines: GuideLine[];
  /** Locale keys of notes to show under the guide. */
  notes: string[];
  /** An overdue period: the late-payment rule (locale key) with its source and the days overdue; else `null`. */
  late?: { key: string; source: GuideSource; days: number } | null;
}

/**
 * The payment guide of a return by country (domain-facts §A.2 and §F): the method, the beneficiary
 * and the reference. Beneficiary details our sources could not confirm are `unverified`.
 */
export function paymentGuide(g: GuideInput): PaymentGuide {
  const guide = countryGuide(g);
  const rule = g.overdueDays && g.overdueDays > 0 ? lateRule(g.country) : null;
  return { ...guide, late: rule ? { ...rule, days: g.overdueDays! } : null };
}

function countryGuide(g: GuideInput): PaymentGuide {
  const common: GuideLine[] = [
    { key: 'declare.guide.amount', value: `${g.amount} ${g.currency}` },
    { key: 'declare.guide.dueDate', value: g.dueDate },
  ];
  switch (g.country) {
    case 'GB': {
      const ref = gbPaymentReference(g.vatNumber) ?? '';
      return {
        method: 'declare.guide.method.GB',
        reference: ref,
        lines: [
          ...common,
          { key: 'declare.guide.beneficiary', value: 'HMRC VAT' },
          { key: 'declare.guide.sortCode', value: '08 32 00', copy: true },
          { key: 'declare.guide.account', value: '11963155', copy: true },
          // CONFLICT in our sources (Citi vs Barclays, domain-facts §A.2 and §G.2): the newer gov.uk copies give Citi.
          { key: 'declare.guide.iban', value: 'GB25CITI08320011963155', copy: true, unverified: true },
          { key: 'declare.guide.bic', value: 'CITIGB2L', copy: true, unverified: true },
          { key: 'declare.guide.reference', value: ref, copy: true },
        ],
        notes: ['declare.guide.note.GB'],
      };
    }
    case 'DE': {
      const a = TAX_OFFICE_ACCOUNTS.DE;
      const ref = g.localTaxNumber ? dePaymentReference(g.localTaxNumber, g.periodStart, g.frequency) : '';
      return {
        method: 'declare.guide.method.DE',
        reference: ref,
        lines: [
          ...common,
          { key: 'declare.guide.beneficiary', value: a.beneficiary, source: a.source },
          { key: 'declare.guide.iban', value: a.iban, copy: true, source: a.source },
          { key: 'declare.guide.bic', value: a.bic, copy: true, source: a.source },
          { key: 'declare.guide.reference', value: ref, copy: true },
        ],
        notes: ['declare.guide.note.DE'],
      };
    }
    case 'FR':
      return {
        method: 'declare.guide.method.FR',
        reference: '',
        lines: [...common, { key: 'declare.guide.surcharge', value: `${frManualTransferSurcharge(g.amount)} EUR` }],
        notes: ['declare.guide.note.FR', 'declare.guide.where.FR'],
      };
    case 'IT': {
      const causale = itCausale(g.vatNumber, g.periodStart, g.periodEnd, g.frequency);
      return {
        method: 'declare.guide.method.IT',
        reference: causale,
        lines: [
          ...common,
          { key: 'declare.guide.taxCode', value: itTaxCode(g.periodStart, g.frequency), copy: true },
          { key: 'declare.guide.beneficiary', value: TAX_OFFICE_ACCOUNTS.IT.beneficiary, source: TAX_OFFICE_ACCOUNTS.IT.source },
          { key: 'declare.guide.iban', value: TAX_OFFICE_ACCOUNTS.IT.iban, copy: true, source: TAX_OFFICE_ACCOUNTS.IT.source },
          { key: 'declare.guide.bic', value: TAX_OFFICE_ACCOUNTS.IT.bic, copy: true, source: TAX_OFFICE_ACCOUNTS.IT.source },
          { key: 'declare.guide.reference', value: causale, copy: true },
        ],
        notes: ['declare.guide.note.IT'],
      };
    }
    case 'ES':
      return {
        method: 'declare.guide.method.ES',
        reference: g.issuedReference && isEsNrc(g.issuedReference) ? g.issuedReference : '',
        lines: [...common, { key: 'declare.guide.nrc', value: g.issuedReference ?? '', copy: true }],
        notes: ['declare.guide.note.ES', 'declare.guide.where.ES'],
      };
    case 'PL': {
      // the NIP: the local tax number, else the digits of the PL VAT number (PL + NIP)
      const nip = isPlNip(g.localTaxNumber) ? g.localTaxNumber : g.vatNumber;
      const micro = plMicroAccount(nip);
      const nipDigits = nip.replace(/[\s-]/g, '').toUpperCase().replace(/^PL/, '');
      return {
        method: 'declare.guide.method.PL',
        reference: micro ?? '',
        lines: [
          ...common,
          { key: 'declare.guide.nip', value: nipDigits, copy: true },
          // generated from the NIP by the published structure; the payer compares it with the podatki.gov.pl generator
          { key: 'declare.guide.microAccount', value: micro ? formatIban(micro) : '', copy: true },
          { key: 'declare.guide.bic', value: 'NBPLPLPW', copy: true, unverified: true },
          { key: 'declare.guide.title', value: `${nipDigits} VAT-7 ${g.periodEnd.slice(2, 4)}M${g.periodEnd.slice(5, 7)}`, copy: true, unverified: true },
        ],
        notes: micro ? ['declare.guide.note.PL'] : ['declare.guide.note.PL', 'declare.guide.note.PLnoNip'],
      };
    }
    case 'CZ': {
      const vs = czVariableSymbol(g.vatNumber) ?? '';
      return {
        method: 'declare.guide.method.CZ',
        reference: vs,
        lines: [
          ...common,
          // Office CONFLICT (Prague vs Moravskoslezský kraj, domain-facts §A.2 / §G.5): confirm per certificate.
          { key: 'declare.guide.account', value: '705-77628031/0710', copy: true, unverified: true },
          { key: 'declare.guide.variableSymbol', value: vs, copy: true },
          { key: 'declare.guide.constantSymbol', value: '1148', copy: true },
        ],
        notes: ['declare.guide.note.CZ', 'declare.guide.where.CZ'],
      };
    }
    case 'NL':
      return {
        method: 'declare.guide.method.NL',
        reference: g.issuedReference ?? '',
        lines: [
          ...common,
          { key: 'declare.guide.iban', value: 'NL86INGB0002445588', copy: true, unverified: true },
          { key: 'declare.guide.reference', value: g.issuedReference ? formatNlReference(g.issuedReference) : '', copy: true },
        ],
        notes: ['declare.guide.note.NL', 'declare.guide.where.NL'],
      };
    case 'SE':
      return {
        method: 'declare.guide.method.SE',
        reference: g.issuedReference ?? '',
        lines: [...common, { key: 'declare.guide.bankgiro', value: '5050-1055', copy: true }, { key: 'declare.guide.reference', value: g.issuedReference ?? '', copy: true }],
        notes: ['declare.guide.note.SE'],
      };
    default:
      return {
        method: 'declare.guide.method.other',
        reference: g.localTaxNumber || g.vatNumber,
        lines: [...common, { key: 'declare.guide.beneficiary', value: '', unverified: true }, { key: 'declare.guide.reference', value: g.localTaxNumber || g.vatNumber, copy: true, unverified: true }],
        notes: [],
      };
  }
}
