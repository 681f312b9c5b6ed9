/**
 * Client companies imported from `.xlsx` (issue #12, spec §7 `POST /api/seller-report/company-import`):
 * the template's columns and the checks of one row, shared by the console (the template it offers for
 * download) and the mock (which reads the uploaded workbook with `xlsx` and answers row by row).
 *
 * Columns (sheet 1, first row the headers, in this order; more columns are ignored):
 * 公司名称 (required, ≤ 100 characters) · 所属用户 (the client user's login name or name, required) ·
 * VAT 税号 (VAT numbers with their country prefix, several separated by commas, semicolons or spaces;
 * each checked with its check digits, `isValidVatNumber`) · 亚马逊卖家编号 (Amazon seller account ids,
 * `UNIQUE_ACCOUNT_IDENTIFIER`, `A` + 9–15 letters/digits, several allowed). A row needs at least one
 * VAT number or one seller id (else no report could ever be matched to it).
 */
import { isValidVatNumber } from '../rules/vat';
import { normaliseAccountId, normaliseVatNumber } from './match';

/** Header cells of the template, in order. */
export const COMPANY_IMPORT_COLUMNS = ['公司名称', '所属用户', 'VAT 税号', '亚马逊卖家编号'] as const;
/** Rows one import may hold. */
export const COMPANY_IMPORT_MAX_ROWS = 1000;
/** The template's example row (a valid one: HMRC's published example VAT number). */
export const COMPANY_IMPORT_EXAMPLE = ['深圳市示例贸易有限公司', 'client1', 'GB980780684, DE136695976', 'A1EXAMPLE2SELLER'] as const;

/** One row read from the sheet, cells as text. */
interface CompanyImportInput {
  name: string;
  user: string;
  vatNumbers: string;
  accountIds: string;
}

/** One checked row. */
interface CompanyImportRow {
  name: string;
  user: string;
  /** Normalised VAT numbers with their prefix, `{ country, number }` (`EL` reported as `GR`). */
  vatNumbers: { country: string; number: string }[];
  accountIds: string[];
}

/** The verdict on one row: the checked row, or the Chinese problems (column, value, what is expected). */
type CompanyImportVerdict = { ok: true; row: CompanyImportRow } | { ok: false; errors: string[] };

const ACCOUNT_ID = /^A[0-9A-Z]{9,15}$/;
const split = (v: string) =>
  v
    .split(/[,，;；\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * Checks one row (`line`: its line number in the sheet, for the messages). Errors name the column,
 * the value and what is expected, e.g. `「VAT 税号」DE123：校验位不正确，请核对税号`.
 */
export function checkCompanyRow(input: CompanyImportInput): CompanyImportVerdict {
  const errors: string[] = [];
  const name = input.name.trim();
  if (!name) errors.push('「公司名称」为空：请填写客户公司的中文全称');
  else if (name.length > 100) errors.push(`「公司名称」过长（${name.length} 个字符）：最多 100 个字符`);
  const user = input.user.trim();
  if (!user) errors.push('「所属用户」为空：请填写该公司所属客户的登录名或姓名');
  const vatNumbers: CompanyImportRow['vatNumbers'] = [];
  for (const raw of split(input.vatNumbers)) {
    const v = normaliseVatNumber(raw);
    const prefix = v.slice(0, 2);
    const country = prefix === 'EL' ? 'GR' : prefix;
    if (!/^[A-Z]{2}$/.test(prefix)) errors.push(`「VAT 税号」${raw}：应以国家代码开头，如 GB980780684、DE136695976`);
    else if (!isValidVatNumber(country, prefix === 'EL' ? `GR${v.slice(2)}` : v)) errors.push(`「VAT 税号」${raw}：不是有效的 ${country} 税号（格式或校验位不正确），请核对`);
    else if (!vatNumbers.some((x) => x.number === v)) vatNumbers.push({ country, number: v });
  }
  const accountIds: string[] = [];
  for (const raw of split(input.accountIds)) {
    const a = normaliseAccountId(raw);
    if (!ACCOUNT_ID.test(a)) errors.push(`「亚马逊卖家编号」${raw}：应为 A 开头的 10–16 位字母或数字（卖家后台“账户信息 → 卖家记号”）`);
    else if (!accountIds.includes(a)) accountIds.push(a);
  }
  if (!errors.length && !vatNumbers.length && !accountIds.length) errors.push('「VAT 税号」和「亚马逊卖家编号」都为空：至少填写一项，否则报告无法自动匹配到该公司');
  return errors.length ? { ok: false, errors } : { ok: true, row: { name, user, vatNumbers, accountIds } };
}

/** Cells of a sheet row (array of cell values) as an input row (missing cells blank). */
export function companyInputOf(cells: readonly unknown[]): CompanyImportInput {
  const s = (i: number) => (cells[i] === undefined || cells[i] === null ? '' : String(cells[i]));
  return { name: s(0), user: s(1), vatNumbers: s(2), accountIds: s(3) };
}
