/**
 * The shape of a VAT country pack (issue #31 "Country packs"; design/architecture.md "Country packs
 * and filing files"): EVERY fact the console knows about one VAT country, declared once, each with
 * its source and the day it holds from (OpenFisca's dated parameters are the model). Lists, selects,
 * switches and lookups elsewhere derive from the packs (`./index.ts`); nothing else spells out a list
 * of VAT countries (spec §9's constants in `src/constants/` excepted).
 *
 * Every field is required. A fact we do not know, or that does not apply, is written
 * `{ none: '<中文原因>' }` ({@link None}), never left out, so a reader sees why it is missing.
 *
 * Dates are `YYYY-MM-DD`; amounts decimal strings in major units of the named currency. This module
 * and the pack files import nothing at run time but this file, leaf libraries (big.js,
 * ibantools) and the layout kit `src/core/declare/layout-kit.ts` (itself a leaf: big.js and types):
 * the modules that READ the packs (periods.ts, holidays.ts, payment.ts, declare/layouts.ts…) import
 * `./index.ts`, so a pack importing them back would be an import cycle. The due-date rules therefore
 * get the generic calendar arithmetic of `src/core/vat-tax/periods.ts` as an argument
 * ({@link DueCalendar}).
 */
import type { CountryLayout } from '../declare/layout-kit';
import type { GuideInput, GuideLine, PaymentGuide } from '../declare/payment';
import type { DeclareReceipt } from '../declare/types';
import type { FxRule } from '../vat/fx-rules';
import type { Frequency, Period } from '../vat-tax/periods';

/** An absent fact: `none` says in Chinese why (not applicable, not found in our sources, not built yet). */
interface None {
  none: string;
}

/** A fact, or {@link None}. */
export type Maybe<T> = T | None;

/** Whether `x` is an absent fact ({@link None}). */
export function isNone(x: unknown): x is None {
  return !!x && typeof x === 'object' && !Array.isArray(x) && typeof (x as { none?: unknown }).none === 'string' && Object.keys(x as object).length === 1;
}

/** The fact itself, or `undefined` when it is {@link None}. */
export function present<T>(x: Maybe<T>): T | undefined {
  return isNone(x) ? undefined : (x as T);
}

/** Where a fact comes from: the law, form or authority page as the code and `design/domain-facts.md` cite it. */
export interface Source {
  /** The citation (`§18(1) UStG`, `HMRC MTD obligations (hmrc/vat-api)`, `domain-facts §A.2`). */
  ref: string;
  /** The official page, when one is cited. */
  url?: string;
  /** The day the page was read (`YYYY-MM-DD`), when recorded. */
  checked?: string;
}

/**
 * A dated, sourced value: `value` holds from `from` (`YYYY-MM-DD`) according to `source`; `from` is
 * `null` when the source names no start (the value then holds at least on the day it was checked).
 */
export interface Fact<T> {
  value: T;
  from: string | null;
  source: Source;
}

/** A fact (shorthand for pack files): `fact(value, source, from)`. */
export function fact<T>(value: T, source: Source | string, from: string | null = null): Fact<T> {
  return { value, from, source: typeof source === 'string' ? { ref: source } : source };
}

// ------------------------------------------------------------------------------------ membership

/**
 * The country's bloc: an EU member state (with its accession and, when it left, exit dates, from
 * `./eu.ts`), the United Kingdom (outside the EU VAT area after 2020-12-31; Northern Ireland `XI`
 * stays in it for goods), or another country.
 */
export type Membership =
  | { bloc: 'EU'; from: string; to: string | null; source: Source }
  | { bloc: 'UK'; euFrom: string; euTo: string; euVatAreaTo: string; source: Source }
  | { bloc: 'other'; note: string };

// ------------------------------------------------------------------------------- filing periods

/** Filing frequencies: those the law allows a non-established business, and the usual one for a new registration. */
interface Frequencies {
  allowed: readonly Frequency[];
  default: Frequency;
}

/**
 * The generic calendar arithmetic a due rule may use (implemented once in `src/core/vat-tax/periods.ts`,
 * passed in so that pack files import nothing). Dates `YYYY-MM-DD`.
 */
export interface DueCalendar {
  /** Day `day` (`'last'` = the month's last day) of the month `months` after the month of `date`, clamped to the month's last day. */
  dayOfMonthAfter(date: string, months: number, day: number | 'last'): string;
  /** The same day `months` months after `date`; a month's last day stays a month's last day (31 Mar + 1 → 30 Apr). */
  sameDayMonthsAfter(date: string, months: number): string;
  /** `date` plus `days` (may be negative). */
  addDays(date: string, days: number): string;
}

/** A statutory due rule: the return and payment due date of `period` filed at `frequency` (`YYYY-MM-DD`), and the rule in Chinese. */
interface DueRule {
  text: string;
  due(period: Period, frequency: Frequency, cal: DueCalendar): string;
}

/**
 * A country's public holidays as rules, so any year works: fixed `MM-DD` dates, offsets in days from
 * Easter Sunday (Gregorian computus) and, per year, extra dates (moved or new holidays).
 */
export interface HolidayCalendar {
  fixed: readonly string[];
  easter: readonly number[];
  extra?: (year: number) => string[];
}

/**
 * Deadlines: the statutory rule, the shift of a deadline on a weekend or public holiday (to the next
 * working day; `None` where the date is not moved, e.g. GB) and the holidays that shift counts.
 */
interface DueFacts {
  rule: Fact<DueRule>;
  shift: Maybe<Fact<'nextWorkingDay'>>;
  holidays: Maybe<Fact<HolidayCalendar>>;
}

// ------------------------------------------------------------------------------------- payment

/**
 * A bank account of the tax authority. Fields the sources could not confirm are listed in
 * `unverified` (the guide then shows "请以税局通知为准" beside them).
 */
export interface PaymentAccount {
  beneficiary: string;
  iban?: string;
  bic?: string;
  /** UK sort code and account number. */
  sortCode?: string;
  accountNumber?: string;
  /** SE bankgiro. */
  bankgiro?: string;
  unverified?: { fields: readonly ('beneficiary' | 'iban' | 'bic' | 'sortCode' | 'accountNumber' | 'bankgiro')[]; why: string };
  source: Source;
}

/**
 * The payment reference: what it is (Chinese), how the console builds it from the return (`build`;
 * `None` when the authority or the bank issues it, or there is none) and how it checks one it is
 * given (`validate`; `true` = acceptable).
 */
interface PaymentReference {
  what: string;
  build: Maybe<(g: GuideInput) => string | null>;
  validate: Maybe<(ref: string, g: GuideInput) => boolean>;
  source: Source;
}

/** A country's payment guide without the late-payment part (`src/core/declare/payment.ts` adds that). */
type CountryGuide = Omit<PaymentGuide, 'late'>;

/**
 * How a return is paid: the accounts, the reference, the guide the console shows (`guide(g, common)`,
 * `common` = the amount and due-date lines; `None` = the generic guide "以税局通知为准") and the
 * late-payment rule's official page (locale key `declare.late.<CC>`).
 */
interface PaymentFacts {
  accounts: Maybe<Fact<readonly PaymentAccount[]>>;
  reference: Maybe<PaymentReference>;
  guide: Maybe<(g: GuideInput, common: GuideLine[]) => CountryGuide>;
  late: Maybe<Fact<{ url: string; checked: string }>>;
}

// -------------------------------------------------------------------------------- registration

/** Our service fees in CNY (decimal strings): once for a new number, once for a takeover (`null`: not offered), per service year. */
export interface ServiceFees {
  register: string;
  transfer: string | null;
  annual: string;
}

/**
 * What the VAT service wizard needs (spec §5, §9; domain-facts §B): whether a company established in
 * mainland China must appoint a fiscal representative, the documents beyond the common ones (keys of
 * `vatService.doc.<key>`), the lead time in weeks `[min, max]`, our fees.
 */
export interface RegistrationFacts {
  fiscalRep: Maybe<Fact<boolean>>;
  documents: Maybe<Fact<{ register: readonly string[]; transfer: readonly string[] }>>;
  leadTimeWeeks: Maybe<Fact<readonly [number, number]>>;
  fees: Maybe<Fact<ServiceFees>>;
}

// ------------------------------------------------------------------------------------- receipt

/** One field of the authority's receipt: its label (locale key), the stored receipt field it shows, a test id; `optional` fields are left out when empty; `time` fields are formatted in the seller's time. */
export interface ReceiptFieldDef {
  key: string;
  from: keyof DeclareReceipt;
  id: string;
  optional?: boolean;
  time?: boolean;
}

// ------------------------------------------------------------------------ filled in by the owner

/**
 * The return layout: the builder of the country's own form, whether the form takes whole units, and
 * the name of its recapitulative statement (`CountryLayout` of `src/core/declare/layout-kit.ts`; the
 * pack file writes the builder with that kit, and `returnLayout` of `src/core/declare/layouts.ts`
 * runs it). Every box code, note and citation lives with the builder in the pack file.
 */
type LayoutSpec = CountryLayout;

/**
 * The seller's identity fields a filing file of this country needs beyond the name, VAT number and
 * e-mail (`src/core/filing/common.ts` `sellerFieldName`): the Chinese label of the local tax
 * identifier (`taxId`, e.g. `NIP 税号`) and of the tax office code (`taxOffice`, e.g.
 * `税务局代码（KodUrzedu）`), as the console names them in its messages; `{ none }` with the reason
 * where the country's file asks for no such field (the messages then say `当地税号` /
 * `主管税务局代码`).
 */
interface FilerFields {
  taxId: Maybe<string>;
  taxOffice: Maybe<string>;
}

/** The authority's filing file format: its id in the filing registry (`FILING_FORMATS` of `src/core/filing/`, e.g. `pl-jpk`), where the builder and the official schema are wired. */
interface FilingRef {
  format: string;
}

// ------------------------------------------------------------------------------------------ pack

/** One VAT country: every fact the console knows about it (see the module comment). */
export interface VatCountryPack {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** Locale key of the country's name (`common.country.name.<CC>`, zh-CN and en-US, `src/locales/*\/common.ts`). */
  name: string;
  membership: Membership;
  /** ISO 4217 code of the return's currency. */
  currency: Fact<string>;
  /** The national exchange-rate rule as the engine applies it (`src/core/vat/fx-rules.ts` `fxRuleFor`; `fixed` = with a fixed annual rate chosen). */
  fx: Fact<{ rule: FxRule; fixed?: FxRule }>;
  frequencies: Maybe<Fact<Frequencies>>;
  due: Maybe<DueFacts>;
  payment: PaymentFacts;
  registration: RegistrationFacts;
  /** Offered for a transfer (takeover of an existing number): `true`, or why not. */
  transfer: true | None;
  /** Locale key of the return's name (`declare.returnName.<CC>`). */
  returnName: Maybe<string>;
  /** The fields of the authority's receipt, in display order. */
  receipt: Maybe<readonly ReceiptFieldDef[]>;
  layout: LayoutSpec | None;
  filing: FilingRef | None;
  /** The local identity fields of the filing file (see {@link FilerFields}). */
  filer: FilerFields;
}

/**
 * Declares a VAT country pack: returns it frozen, after checking its shape.
 * @throws Error (Chinese) when the code is not two upper-case letters, a `None` reason is empty, or
 * a fact's date is not `YYYY-MM-DD` — a pack file with such a mistake fails when it loads.
 */
export function defineVatCountry(pack: VatCountryPack): Readonly<VatCountryPack> {
  if (!/^[A-Z]{2}$/.test(pack.code)) throw new Error(`国家包代码应为两位大写字母：${pack.code}`);
  const walk = (v: unknown, path: string): void => {
    if (!v || typeof v !== 'object') return;
    if (isNone(v) && !(v as None).none.trim()) throw new Error(`国家包 ${pack.code} 的 ${path} 缺少原因：{ none } 须写明中文原因`);
    const from = (v as { from?: unknown }).from;
    if ('value' in (v as object) && from !== null && from !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(from))) throw new Error(`国家包 ${pack.code} 的 ${path}.from 应为 YYYY-MM-DD：${String(from)}`);
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (typeof x === 'object') walk(x, `${path}.${k}`);
  };
  walk(pack, pack.code);
  return Object.freeze(pack);
}
