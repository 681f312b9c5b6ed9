/**
 * The agent's batch of French EORI applications from a template (issue #23 `/france-eori/batch-credentials`):
 * the template's columns, and the row-by-row check that the console shows and the mock holds before
 * it stores the valid rows (a wrong header refuses the file; a duplicate company, an empty required
 * cell or a bad value refuses that row with its reasons). Pure; relative imports only.
 */
import { frCompanyProblems, type FieldProblem, type FrEoriValues } from './types';

/** A template column: the value's field and its Chinese header (the file's first row, exactly). */
interface BatchColumn {
  field: keyof FrEoriValues | 'clientUsername';
  header: string;
}

/** The template's columns in order (the header row of `法国EORI批量申请模板.xlsx`). */
export const FR_BATCH_COLUMNS: readonly BatchColumn[] = [
  { field: 'clientUsername', header: '客户账号' },
  { field: 'companyName', header: '公司中文名称' },
  { field: 'companyNameEn', header: '公司英文名称' },
  { field: 'otherEoriVatNumber', header: '其他欧盟国家VAT税号' },
  { field: 'companyFoundDate', header: '成立日期' },
  { field: 'companyAddressNumber', header: '门牌号' },
  { field: 'companyAddressEn', header: '英文地址' },
  { field: 'companyZipCode', header: '邮编' },
  { field: 'companyCityEn', header: '英文城市' },
  { field: 'companyCountryEn', header: '英文国家' },
];

/** At most this many application rows in one file. */
const FR_BATCH_MAX_ROWS = 200;

/** The template file's name. */
export const FR_BATCH_TEMPLATE_NAME = '法国EORI批量申请模板.xlsx';

/** One checked row: its row number in the sheet (header = 1), values, the client's user id, its problems (none: valid). */
export interface BatchRowCheck {
  row: number;
  clientUsername: string;
  values: FrEoriValues;
  clientId?: number;
  problems: FieldProblem[];
}

/** The check of a whole file: `header` is the locale key of a refused header (then no rows), else `null`. */
interface BatchCheck {
  header: string | null;
  /** With `header`: the expected header text, comma-joined (for the message). */
  expected: string;
  rows: BatchRowCheck[];
}

/** An Excel serial date (days since 1899-12-30) or a text date → `YYYY-MM-DD`, else the text as given. */
export function cellDate(v: unknown): string {
  if (typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 200000) return new Date(Date.UTC(1899, 11, 30) + Math.round(v) * 86400000).toISOString().slice(0, 10);
  const s = String(v ?? '').trim();
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(s);
  return m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : s;
}

const norm = (s: unknown) => String(s ?? '').replace(/\s+/g, '').replace(/[（）]/g, (c) => (c === '（' ? '(' : ')')).toUpperCase();

/**
 * Checks the sheet `cells` (rows of cells, the header first; blank rows skipped) for the agent whose
 * clients are `clients` (username → user id), `today` `YYYY-MM-DD`:
 * - the header must be {@link FR_BATCH_COLUMNS}' headers in order (`eori.batch.header`);
 * - no data row: `eori.batch.empty`; more than {@link FR_BATCH_MAX_ROWS}: `eori.batch.tooMany`;
 * - per row: the client must be one of the agent's (`eori.batch.client`), the company step's rules
 *   (`frCompanyProblems`), and a company (Chinese name) or VAT number already in an earlier row is
 *   refused as a duplicate (`eori.batch.duplicate`).
 */
export function checkBatchRows(cells: unknown[][], clients: ReadonlyMap<string, number>, today: string): BatchCheck {
  const expected = FR_BATCH_COLUMNS.map((c) => c.header).join('、');
  const [head = [], ...body] = cells;
  const header = FR_BATCH_COLUMNS.every((c, i) => String(head[i] ?? '').trim() === c.header);
  if (!header) return { header: 'eori.batch.header', expected, rows: [] };
  const data = body.map((r, i) => ({ cells: r ?? [], row: i + 2 })).filter((r) => r.cells.some((c) => String(c ?? '').trim() !== ''));
  if (!data.length) return { header: 'eori.batch.empty', expected, rows: [] };
  if (data.length > FR_BATCH_MAX_ROWS) return { header: 'eori.batch.tooMany', expected, rows: [] };
  const seenCompany = new Set<string>();
  const seenVat = new Set<string>();
  const rows = data.map(({ cells: c, row }) => {
    const values: FrEoriValues = {};
    let clientUsername = '';
    FR_BATCH_COLUMNS.forEach((col, i) => {
      const text = col.field === 'companyFoundDate' ? cellDate(c[i]) : String(c[i] ?? '').trim();
      if (col.field === 'clientUsername') clientUsername = text;
      else (values as Record<string, string>)[col.field] = col.field === 'otherEoriVatNumber' || col.field === 'companyCountryEn' ? text.toUpperCase() : text;
    });
    const clientId = clients.get(clientUsername);
    const problems: FieldProblem[] = [];
    if (!clientId) problems.push({ field: 'clientUsername', key: clientUsername ? 'eori.batch.client' : 'eori.batch.client.required' });
    problems.push(...frCompanyProblems(values, today));
    const company = norm(values.companyName);
    const vat = norm(values.otherEoriVatNumber);
    if ((company && seenCompany.has(company)) || (vat && seenVat.has(vat))) problems.push({ field: 'companyName', key: 'eori.batch.duplicate' });
    if (company) seenCompany.add(company);
    if (vat) seenVat.add(vat);
    return { row, clientUsername, values, clientId, problems };
  });
  return { header: null, expected, rows };
}
