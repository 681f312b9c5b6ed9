/**
 * Company / legal-person verification result codes and messages.
 *
 * Source: spec §4 "Company check result codes" and spec §5 "Company and legal
 * check messages"; spec §5 for when the legal-person check runs automatically.
 */

/**
 * Company check result codes: -1 query failed, 0 credit code wrong,
 * 2 company name mismatch, 3 legal person mismatch. Any other code (e.g. 1)
 * is not an error as far as the spec shows. Source: spec §4.
 */
export const COMPANY_CHECK_CODE = {
  QUERY_FAILED: -1,
  CREDIT_CODE_WRONG: 0,
  COMPANY_NAME_MISMATCH: 2,
  LEGAL_PERSON_MISMATCH: 3,
} as const;

/** A company check error code. Source: spec §4. */
type CompanyCheckErrorCode = (typeof COMPANY_CHECK_CODE)[keyof typeof COMPANY_CHECK_CODE];

/**
 * Static messages per code (code 3 depends on the returned legal name; see
 * {@link companyCheckMessage}). Source: spec §5.
 */
const COMPANY_CHECK_MESSAGES = {
  [COMPANY_CHECK_CODE.QUERY_FAILED]: '查询失败，请稍后重试',
  [COMPANY_CHECK_CODE.CREDIT_CODE_WRONG]: '统一社会信用代码错误',
  [COMPANY_CHECK_CODE.COMPANY_NAME_MISMATCH]: '公司名称不一致',
} as const;

/**
 * Message for code 3 (legal person mismatch), quoting the legal name returned
 * by the check. Source: spec §5.
 */
export function legalPersonMismatchMessage(legalName: string): string {
  return `法人应为「${legalName}」，与上传的不一致，请重新上传`;
}

/** True if `code` is one of the company-check error codes. Source: spec §4. */
export function isCompanyCheckError(code: unknown): code is CompanyCheckErrorCode {
  return (
    typeof code === 'number' &&
    (Object.values(COMPANY_CHECK_CODE) as number[]).includes(code)
  );
}

/**
 * User-facing error message for a company check result, or `null` when the
 * code is not an error code (the check passed). For code 3 the returned
 * `legalName` is quoted (empty string if missing). Source: spec §4, §5.
 */
export function companyCheckMessage(code: number | null | undefined, legalName?: string | null): string | null {
  if (!isCompanyCheckError(code)) return null;
  if (code === COMPANY_CHECK_CODE.LEGAL_PERSON_MISMATCH) {
    return legalPersonMismatchMessage(legalName ?? '');
  }
  return COMPANY_CHECK_MESSAGES[code];
}

/**
 * True when the legal-person check may run automatically: company name,
 * registration number and legal name are all non-blank. Source: spec §5.
 */
export function canAutoCheckLegalPerson(
  companyName: string | null | undefined,
  registerNumber: string | null | undefined,
  legalName: string | null | undefined,
): boolean {
  return [companyName, registerNumber, legalName].every((v) => typeof v === 'string' && v.trim() !== '');
}
