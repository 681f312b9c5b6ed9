/**
 * The contract of every call of the agents' batch work (spec §7 "Seller reports and GB import" and
 * the many-report flow, whose paths the spec does not show: ours; issue #12, issue #34): path, access,
 * input and answer, written once. The mock (`mock/batch.ts`) declares its routes with them and the
 * services (`src/services/batch.ts`) call them through the generated calls (types only).
 *
 * Sizes in bytes; times ISO 8601 or `YYYY-MM-DD HH:mm:ss`; months 1-12. Relative imports only.
 */
import { z } from 'zod';
import { defineContract, type Same } from '../contract';
import { fileKey, qEnum, qInt, qText } from '../contract/fields';
import { declareAction, declareStatus } from '../declare/api';
import type { BoardRow, BoardSummary } from './board';
import type { ManyReportProgress } from './polling';

// ---- shapes ----------------------------------------------------------------------------------

/** A client company of the agent (what dropped reports are matched against): VAT numbers with their country prefix, Amazon seller account ids. */
const clientCompany = z
  .object({
    id: z.number().int().positive(),
    agentId: z.number().int().positive(),
    userId: z.number().int().positive(),
    name: z.string(),
    vatNumbers: z.array(z.object({ country: z.string(), number: z.string() }).strict()),
    accountIds: z.array(z.string()),
    createdAt: z.string(),
  })
  .strict();

/** One company and month of the report list. */
const sellerReportRow = z
  .object({
    key: z.string(),
    companyId: z.number().int().positive(),
    companyName: z.string(),
    userId: z.number().int().positive(),
    userName: z.string(),
    year: z.number().int(),
    month: z.number().int().min(1).max(12),
    isUpload: z.boolean(),
    reports: z.array(z.object({ id: z.number().int().positive(), fileName: z.string(), fileSize: z.number().int().nonnegative(), uploadedAt: z.string() }).strict()),
  })
  .strict();

const page = <T extends z.ZodTypeAny>(item: T) => z.object({ list: z.array(item), total: z.number().int().nonnegative(), page: z.number().int().positive(), perPage: z.number().int().positive() });

/** A cell of the board: one VAT number's declaration of the current period. */
const boardCell = z
  .object({
    country: z.string(),
    vatNumber: z.string(),
    declareId: z.number().int().positive().nullable(),
    status: declareStatus,
    periodStart: z.string(),
    periodEnd: z.string(),
    dueDate: z.string(),
    daysLeft: z.number().int(),
    actions: z.array(declareAction),
    needsAction: z.boolean(),
    reports: z.number().int().nonnegative(),
  })
  .strict();

/** One client company on the board. */
const boardRow = z.object({ companyId: z.number().int().positive(), companyName: z.string(), userId: z.number().int().positive(), userName: z.string(), cells: z.array(boardCell) }).strict();

/** Summary over the whole filtered board. */
const boardSummary = z
  .object({ companies: z.number().int().nonnegative(), cells: z.number().int().nonnegative(), overdue: z.number().int().nonnegative(), dueSoon: z.number().int().nonnegative(), needsAction: z.number().int().nonnegative() })
  .strict();

/** One file of a many-report batch, with what the engine read of it (for matching). */
const manyReportFile = z
  .object({
    fileName: z.string(),
    fileSize: z.number().int().nonnegative(),
    status: z.enum(['uploading', 'parsing', 'remoteParsing', 'parsed', 'failed']),
    reportFileAddress: z.string(),
    error: z.string().optional(),
    accountId: z.string().optional(),
    sellerVatNumbers: z.record(z.string()).optional(),
    period: z.object({ from: z.string().nullable(), to: z.string().nullable() }).strict().optional(),
  })
  .strict();

/** The many-report progress: 0-100 of the batch and each file. */
const manyReportProgress = z.object({ progress: z.number().int().min(0).max(100), fileProgress: z.array(manyReportFile) }).strict();

/** The company import's answer: counts and one line per sheet row (line numbers as in Excel). */
const companyImportResult = z
  .object({
    added: z.number().int().nonnegative(),
    updated: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    rows: z.array(z.object({ row: z.number().int().positive(), name: z.string(), status: z.enum(['added', 'updated', 'error']), errors: z.array(z.string()) }).strict()),
  })
  .strict();

// ---- input -----------------------------------------------------------------------------------

/** A report of a many-report batch: name, bytes, its stored key. */
const manyReportInput = z.object({
  fileName: z.string().trim().min(1, '缺少文件名').max(255),
  fileSize: z.number().int().min(1, '文件为空').max(100 * 1024 * 1024, '文件超过 100 MB 上限'),
  key: z.string().trim().min(1, '缺少文件地址').max(500),
});

/** The per-company submit: the company, its reports (stored key, name, bytes, month) and the idempotency key `<batchId>:<companyId>`. */
const submitInput = z.object({
  companyId: z.number().int().positive(),
  idempotencyKey: z.string().trim().min(3).max(120),
  sellerReports: z
    .array(
      z.object({
        reportFileAddress: z.string().trim().min(1, '缺少文件地址').max(500),
        fileName: z.string().trim().min(1).max(255),
        fileSize: z.number().int().min(1).max(100 * 1024 * 1024),
        year: z.number().int().min(2015).max(2100),
        month: z.number().int().min(1).max(12),
      }),
    )
    .min(1, '至少提交一个报告')
    .max(200, '一次最多提交 200 个报告'),
});

const batchId = () => z.object({ batchId: z.string().trim().min(1, '缺少参数 batchId').max(60) });

// ---- calls -----------------------------------------------------------------------------------

/** `GET /api/seller-report/companies` (agent) → the agent's client companies. */
const companies = defineContract({ method: 'GET', path: '/api/seller-report/companies', access: 'agent', response: z.array(clientCompany) });

/** `GET /api/seller-report` `page, perPage, year, month, isUpload (1 uploaded / 0 not yet), q, users` → paged company-months (default: last month). */
const reports = defineContract({
  method: 'GET',
  path: '/api/seller-report',
  access: 'user',
  query: z.object({ page: qInt(1), perPage: qInt(1, 100), year: qInt(2015, 2100), month: qInt(1, 12), isUpload: qInt(0, 1), q: qText(100) }),
  response: page(sellerReportRow).strict(),
});

/** `DELETE /api/seller-report/:id` → `{ id }` of the removed report. */
const removeReport = defineContract({
  method: 'DELETE',
  path: '/api/seller-report/:id',
  access: 'user',
  params: z.object({ id: z.coerce.number().int().positive('报告编号无效') }),
  response: z.object({ id: z.number().int().positive() }).strict(),
});

/** `POST /api/seller-report/many` `{ sellerReports }` (agent) → `{ batch_id }`: the remote parse of the stored files starts. */
const startMany = defineContract({
  method: 'POST',
  path: '/api/seller-report/many',
  access: 'agent',
  body: z.object({ sellerReports: z.array(manyReportInput).min(1, '请先选择报告文件').max(500, '一次最多上传 500 个报告') }),
  response: z.object({ batch_id: z.string().min(1) }).strict(),
});

/** `GET /api/seller-report/many/progress?batchId` (agent) → the batch's progress, polled every 4 s. */
const manyProgress = defineContract({ method: 'GET', path: '/api/seller-report/many/progress', access: 'agent', query: batchId(), response: manyReportProgress });

/** `POST /api/seller-report/import/batch` (agent): stores the company's reports once per idempotency key (the same key answers the stored result, `replayed`). */
const submit = defineContract({
  method: 'POST',
  path: '/api/seller-report/import/batch',
  access: 'agent',
  body: submitInput,
  response: z.object({ companyId: z.number().int().positive(), reportIds: z.array(z.number().int().positive()), replayed: z.boolean() }).strict(),
});

/** `GET /api/seller-report/import/batch/result?batchId` (agent) → per company of the batch its stored reports and how many times they were stored. */
const submitResult = defineContract({
  method: 'GET',
  path: '/api/seller-report/import/batch/result',
  access: 'agent',
  query: batchId(),
  response: z.array(z.object({ companyId: z.number().int().positive(), reportIds: z.array(z.number().int().positive()), stored: z.number().int().nonnegative() }).strict()),
});

/**
 * `GET /api/seller-report/board` `page, perPage, status, country, dueWithin (days), needsAction (1),
 * q, users` (agent; our path) → paged board rows, the summary of the whole filtered board and every
 * country of the agent's companies (spec §9 order).
 */
const board = defineContract({
  method: 'GET',
  path: '/api/seller-report/board',
  access: 'agent',
  query: z.object({
    page: qInt(1),
    perPage: qInt(1, 100),
    status: qInt(0, 9),
    country: z.string().trim().regex(/^[A-Z]{2}$/, '国家代码应为两位大写字母').optional(),
    dueWithin: qInt(0, 366),
    needsAction: qEnum(['0', '1']),
    q: qText(100),
  }),
  response: page(boardRow).extend({ summary: boardSummary, countries: z.array(z.string()) }).strict(),
});

/** `POST /api/seller-report/company-import` `{ key }` (agent; an uploaded `.xlsx` of src/core/batch/companies.ts's columns) → counts and rows. */
const importCompanies = defineContract({ method: 'POST', path: '/api/seller-report/company-import', access: 'agent', body: z.object({ key: fileKey() }), response: companyImportResult });

/** `POST /api/seller-report/download` `{ ids }` → one `.zip` of the chosen reports: `{ url, fileName, files }`. */
const download = defineContract({
  method: 'POST',
  path: '/api/seller-report/download',
  access: 'user',
  body: z.object({ ids: z.array(z.number().int().positive()).min(1, '请选择要下载的报告').max(200, '一次最多下载 200 个报告') }),
  response: z.object({ url: z.string().min(1), fileName: z.string(), files: z.number().int().positive() }).strict(),
});

/** Every call of the agents' batch work, by name. */
export const batchApi = { companies, reports, removeReport, startMany, manyProgress, submit, submitResult, board, importCompanies, download };

// ---- types -----------------------------------------------------------------------------------

/** A client company of the agent. */
export type ClientCompany = z.infer<typeof clientCompany>;
/** One company and month of the report list. */
export type SellerReportRow = z.infer<typeof sellerReportRow>;
/** The company import's answer. */
export type CompanyImportResult = z.infer<typeof companyImportResult>;

// The hand-written board and progress shapes (./board.ts, ./polling.ts) and these schemas are the same (compile-time check).
const same: [Same<z.infer<typeof boardRow>, BoardRow>, Same<z.infer<typeof boardSummary>, BoardSummary>, Same<Omit<z.infer<typeof manyReportFile>, 'accountId' | 'sellerVatNumbers' | 'period'>, ManyReportProgress['fileProgress'][number]>] = [
  true,
  true,
  true,
];
void same;
