/**
 * The answers of the VAT-number services mapped to the four answers the console shows (issue #24):
 * `valid`, `invalid`, `notInVies` (registered nationally but not valid for intra-EU trade) and
 * `unavailable` (could not check now — NEVER shown as invalid: domain-facts §E.4 and §E.5, the
 * complaint that sets this product apart). Run by the mock on the answers it simulates, so the
 * mapping the console relies on is the code under test. Pure; relative imports only.
 *
 * Sources (domain-facts §E):
 * - VIES (§E.1): SOAP fault strings / REST `userError` (INVALID_INPUT, INVALID_REQUESTER_INFO,
 *   SERVICE_UNAVAILABLE, MS_UNAVAILABLE, TIMEOUT, VAT_BLOCKED, IP_BLOCKED, GLOBAL_MAX_CONCURRENT_REQ(_TIME),
 *   MS_MAX_CONCURRENT_REQ(_TIME)); `valid:false` also comes back when the number was never checked,
 *   only `VALID` / `INVALID` are definitive (Veltix ViesVatValidator); HTTP 200 with
 *   `{ actionSucceed: false, errorWrappers: [{ error }] }` (PHP vat-validator changelog); name and
 *   address `---` when not given; Germany gives none.
 * - HMRC check-a-UK-VAT-number v2 (§E.2, hmrc/vat-registered-companies-api): 200 `{ target { name,
 *   vatNumber, address { line1…, postcode, countryCode } }, processingDate, consultationNumber? }`;
 *   400 INVALID_REQUEST; 403 requester VRN not registered; 404 NOT_FOUND (not a registered company);
 *   429 rate limit; 500.
 * - BZSt eVatR (§E.3): 200 valid; 201 invalid; 202 not in the member state's register; 203 valid only
 *   from `Gueltig_ab`; 204 valid only between `Gueltig_ab` and `Gueltig_bis`; 205 member state cannot
 *   answer now; 208 request already running; 999 unavailable.
 */

/** The four answers of a check (locale `lookup.kind.<kind>`). */
export type VatAnswerKind = 'valid' | 'invalid' | 'notInVies' | 'unavailable';

/**
 * Why a check could not be made now (locale `lookup.reason.<reason>`): `msUnavailable` the member
 * state's system is down (VIES MS_UNAVAILABLE, eVatR 205); `serviceUnavailable` VIES itself or HMRC
 * (SERVICE_UNAVAILABLE, HTTP 500, eVatR 999); `timeout`; `tooManyRequests` (VIES *_MAX_CONCURRENT_REQ*,
 * eVatR 208); `rateLimit` (HMRC 429); `blocked` (VIES IP_BLOCKED / VAT_BLOCKED); `requester` (our own
 * requester details refused: VIES INVALID_REQUESTER_INFO, HMRC 403); `inputRefused` the service refused
 * a number that passed our format and check-digit test (VIES INVALID_INPUT, HMRC 400 INVALID_REQUEST:
 * the request, not the number, was judged — only VALID / INVALID are definitive, domain-facts §E.1).
 */
type UnavailableReason = 'msUnavailable' | 'serviceUnavailable' | 'timeout' | 'tooManyRequests' | 'rateLimit' | 'blocked' | 'requester' | 'inputRefused';

/** Which service answered. */
type VatService = 'VIES' | 'HMRC' | 'BZST';

/** A mapped answer. Dates `YYYY-MM-DD`. */
export interface VatAnswer {
  kind: VatAnswerKind;
  /** Set with `unavailable`. */
  reason?: UnavailableReason;
  /** The registered name where the service gives one (`null`: not given, e.g. Germany in VIES). */
  name: string | null;
  /** The registered address, one line (`null`: not given). */
  address: string | null;
  /** Proof of the check: VIES `requestIdentifier`, HMRC `consultationNumber`; `null` when none. */
  consultationNumber: string | null;
  /** First day of validity when the service says the number is valid only from then (eVatR 203/204). */
  validFrom?: string | null;
  /** Last day of validity (eVatR 204). */
  validTo?: string | null;
  source: VatService;
}

/** A VIES answer as the REST call gives it (fields the mapping reads). */
export interface ViesRaw {
  valid?: boolean;
  /** `VALID`, `INVALID`, or a fault string. */
  userError?: string;
  name?: string;
  address?: string;
  requestIdentifier?: string;
  /** `false` with `errorWrappers` on a failure answered with HTTP 200. */
  actionSucceed?: boolean;
  errorWrappers?: { error: string; message?: string }[];
}

/** VIES fault strings → why it could not check (domain-facts §E.1 / §E.4). */
const VIES_UNAVAILABLE: Readonly<Record<string, UnavailableReason>> = {
  SERVICE_UNAVAILABLE: 'serviceUnavailable',
  MS_UNAVAILABLE: 'msUnavailable',
  TIMEOUT: 'timeout',
  GLOBAL_MAX_CONCURRENT_REQ: 'tooManyRequests',
  GLOBAL_MAX_CONCURRENT_REQ_TIME: 'tooManyRequests',
  MS_MAX_CONCURRENT_REQ: 'tooManyRequests',
  MS_MAX_CONCURRENT_REQ_TIME: 'tooManyRequests',
  IP_BLOCKED: 'blocked',
  VAT_BLOCKED: 'blocked',
  INVALID_REQUESTER_INFO: 'requester',
};

/** VIES fills name and address with `---` when it has none: `null` then. */
function given(v: string | undefined | null): string | null {
  const s = (v ?? '').replace(/\s+/g, ' ').trim();
  return !s || /^-+$/.test(s) ? null : s;
}

const unavailable = (reason: UnavailableReason, source: VatService): VatAnswer => ({ kind: 'unavailable', reason, name: null, address: null, consultationNumber: null, source });

/**
 * Maps a VIES answer. Only `userError` `VALID` / `INVALID` (or, without `userError`, a `valid`
 * flag with nothing else wrong) are definitive (domain-facts §E.1); every fault is `unavailable`
 * with its reason — INVALID_INPUT too (`inputRefused`: the console sends only numbers that passed
 * the format and check-digit test, so VIES refusing one is "could not check", never 无效); an
 * unknown fault is `unavailable` (`serviceUnavailable`), never invalid.
 */
export function fromVies(raw: ViesRaw): VatAnswer {
  const fault = raw.actionSucceed === false ? raw.errorWrappers?.[0]?.error ?? 'SERVICE_UNAVAILABLE' : raw.userError;
  const code = (fault ?? '').toUpperCase();
  const proof = given(raw.requestIdentifier);
  if (code === 'VALID' || (!code && raw.valid === true)) return { kind: 'valid', name: given(raw.name), address: given(raw.address), consultationNumber: proof, source: 'VIES' };
  if (code === 'INVALID') return { kind: 'invalid', name: null, address: null, consultationNumber: proof, source: 'VIES' };
  if (code === 'INVALID_INPUT') return unavailable('inputRefused', 'VIES');
  return unavailable(VIES_UNAVAILABLE[code] ?? 'serviceUnavailable', 'VIES');
}

/** An HMRC v2 answer (`status` the HTTP status; `body` the JSON of a 200). */
export interface HmrcRaw {
  status: number;
  body?: {
    target?: { name?: string; vatNumber?: string; address?: Record<string, string | undefined> };
    processingDate?: string;
    consultationNumber?: string;
  };
}

/** An HMRC address object as one line: `line1, line2, …, postcode, countryCode`. */
export function hmrcAddressLine(a: Record<string, string | undefined> | undefined): string | null {
  if (!a) return null;
  const keys = ['line1', 'line2', 'line3', 'line4', 'line5', 'postcode', 'countryCode'];
  return given(keys.map((k) => a[k]).filter((s) => s && s.trim()).join(', '));
}

/** Maps an HMRC answer: 200 valid; 404 invalid; 400 inputRefused (the request refused, not a verdict on the number); 429 rateLimit; 403 requester; else serviceUnavailable. */
export function fromHmrc(raw: HmrcRaw): VatAnswer {
  if (raw.status === 200 && raw.body?.target) {
    return { kind: 'valid', name: given(raw.body.target.name), address: hmrcAddressLine(raw.body.target.address), consultationNumber: given(raw.body.consultationNumber), source: 'HMRC' };
  }
  if (raw.status === 404) return { kind: 'invalid', name: null, address: null, consultationNumber: null, source: 'HMRC' };
  if (raw.status === 400) return unavailable('inputRefused', 'HMRC');
  if (raw.status === 429) return unavailable('rateLimit', 'HMRC');
  if (raw.status === 403) return unavailable('requester', 'HMRC');
  return unavailable('serviceUnavailable', 'HMRC');
}

/** A BZSt eVatR answer: its `ErrorCode` and the validity dates (`YYYY-MM-DD`). */
interface EvatrRaw {
  code: number;
  validFrom?: string;
  validTo?: string;
}

/** Maps an eVatR code: 200 valid, 203 valid from `validFrom`, 204 valid between the two dates, 201/202 invalid, 205/208/999 unavailable; others (requester or syntax problems) unavailable `requester`. */
export function fromEvatr(raw: EvatrRaw): VatAnswer {
  const base = { name: null, address: null, consultationNumber: null, source: 'BZST' as const };
  switch (raw.code) {
    case 200:
      return { kind: 'valid', ...base };
    case 203:
      return { kind: 'valid', ...base, validFrom: raw.validFrom ?? null };
    case 204:
      return { kind: 'valid', ...base, validFrom: raw.validFrom ?? null, validTo: raw.validTo ?? null };
    case 201:
    case 202:
      return { kind: 'invalid', ...base };
    case 205:
      return unavailable('msUnavailable', 'BZST');
    case 208:
      return unavailable('tooManyRequests', 'BZST');
    case 999:
      return unavailable('serviceUnavailable', 'BZST');
    default:
      return unavailable('requester', 'BZST');
  }
}

/**
 * A VIES `invalid` for a number the member state's own register holds (an active registration the
 * user or the tax office knows of) becomes `notInVies`: registered but not valid for intra-EU trade
 * (Spain outside the ROI, Italy excluded after 4 quarters without Intrastat; domain-facts §B.3,
 * §E.4 "show this as not valid for intra-EU, not as deregistered"). Every other answer as it is.
 */
export function withNationalRegister(answer: VatAnswer, registeredNationally: boolean): VatAnswer {
  return answer.kind === 'invalid' && registeredNationally ? { ...answer, kind: 'notInVies' } : answer;
}

/** Whether an answer is definitive (kept as the "last good answer"): every kind but `unavailable`. */
export function isDefinitive(a: { kind: VatAnswerKind }): boolean {
  return a.kind !== 'unavailable';
}

/** VAT prefixes whose tax office gives no name or address through VIES (domain-facts §E.1: Germany). */
const NAME_NOT_GIVEN_PREFIXES: readonly string[] = ['DE'];

/**
 * Why a valid answer has no registered name (issue #33, "the mock never invents"), as the key of
 * its message under `lookup.detail.`: `nameNotGiven` when the member state never gives one
 * ("该国税局不提供名称"), else `noRecord` — the service gave none for this number ("未查到登记信息").
 *
 * @param prefix the VAT prefix of the number (`DE`, `FR`, `GB`…)
 */
export function missingNameReason(prefix: string): 'nameNotGiven' | 'noRecord' {
  return NAME_NOT_GIVEN_PREFIXES.includes(prefix.toUpperCase()) ? 'nameNotGiven' : 'noRecord';
}
