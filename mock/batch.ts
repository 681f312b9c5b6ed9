/**
 * Mock of the agents' report calls (issue #12; spec §7 "Seller reports and GB import" and the
 * many-report flow, whose paths the spec does not show: ours below). Rows are scoped by `scopeRows`
 * (an agent sees its client companies' reports, narrowed by `users`).
 *
 * - `GET /api/seller-report/companies` (agent) → `ClientCompany[]` of the agent: id, name, user,
 *   VAT numbers, seller accounts (what the console matches dropped reports against).
 * - `GET /api/seller-report` `page, perPage, year, month, isUpload (1 uploaded / 0 not yet), q,
 *   users` → `{ list, total, page, perPage }`, one row per client company and month:
 *   `{ key, companyId, companyName, userId, userName, year, month, isUpload, reports: [{ id,
 *   fileName, fileSize, uploadedAt }] }` (default: last month of the current year).
 * - `DELETE /api/seller-report/:id` → `{ id }` (one stored report).
 * - `POST /api/seller-report/many` `{ sellerReports: [{ fileName, fileSize, key }] }` (agent) →
 *   `{ batch_id }`: the remote parse of the stored files starts.
 * - `GET /api/seller-report/many/progress?batchId` → `{ progress, fileProgress: [{ fileName,
 *   fileSize, status, reportFileAddress, error?, accountId?, sellerVatNumbers?, period? }] }`.
 * - `POST /api/seller-report/import/batch` `{ companyId, sellerReports: [{ reportFileAddress,
 *   fileName, fileSize, year, month }], idempotencyKey }` (agent): the per-company submit; stores
 *   the company's reports once per idempotency key (the same key answers the stored result).
 * - `GET /api/seller-report/import/batch/result?batchId` → per company of the batch: `{ companyId,
 *   reportIds, stored }` (`stored`: times its reports were stored, 1 when exactly once).
 * - `GET /api/seller-report/board` `page, perPage, status, country, dueWithin (days), needsAction
 *   (1), q, users` (agent) → `{ list: BoardRow[], total, page, perPage, summary, countries }`: one row
 *   per client company, a cell per VAT number (src/core/batch/board.ts); `summary` over the whole
 *   filtered board, `countries` every country of the agent's companies. Our path (the spec names none).
 * - `POST /api/seller-report/company-import` `{ key }` (an uploaded `.xlsx`, columns of
 *   src/core/batch/companies.ts) → `{ added, updated, failed, rows: [{ row, name, status: 'added' |
 *   'updated' | 'error', errors }] }`: a company of the same name is updated (VAT numbers and seller
 *   ids merged), the others added; rows with errors change nothing.
 * - `POST /api/seller-report/download` `{ ids }` (stored report ids) → `{ url, fileName, files }`:
 *   one `.zip` of the reports on the file host, by company and month.
 * - The per-company submit also feeds the company's declarations: each month's reports go to the
 *   declaration of the period containing it (created when missing, then `upload` through the
 *   transition table), so the board shows 数据已上传.
 * - `POST /api/__test__/batch` `{ failRate?, lateMs?, parseMs?, companies? }` (test only): a share of
 *   submit calls fail (half before storing, half after storing with the answer lost) or answer late;
 *   `companies` tops the agent's client companies up to that many (benchmarks).
 *
 * Every call's path, input and answer: its contract in src/core/batch/api.ts (`batchApi`, issue #34).
 */
import { zipSync } from 'fflate';
import * as XLSX from 'xlsx';
import { boardSummary, rowMatches, type BoardFilter } from '../src/core/batch/board';
import { sortCountries } from '../src/constants/countries';
import { checkCompanyRow, companyInputOf, COMPANY_IMPORT_COLUMNS, COMPANY_IMPORT_MAX_ROWS } from '../src/core/batch/companies';
import { batchApi } from '../src/core/batch/api';
import { db, fail, invalid, ok, paginate, route, routes, scopeRows, testContract, z, type MockUser } from './_store';
import { accountIdFor, applyReportsToDeclarations, batchProgress, boardContext, boardRow, clientsStore, generateClientCompanies, runBatch, type ClientCompany } from './_store/clients';
import { signedFileUrl, storeFile } from './_store/files';

const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};

/** The agent's client companies (an agent only; anyone else has none). */
function companiesOf(user: MockUser): ClientCompany[] {
  return clientsStore().companies.filter((c) => c.agentId === user.id);
}

const sleep = (ms: number) =>
  new Promise<void>((r) => {
    setTimeout(r, ms);
  });

export default routes([
  route({
    contract: batchApi.companies,
    handler: ({ res, user }) => ok(res, companiesOf(user)),
  }),

  route({
    contract: batchApi.reports,
    handler: ({ res, user, users, query }) => {
      const s = clientsStore();
      const when = { ...lastMonth(), ...(query.year ? { year: query.year } : {}), ...(query.month ? { month: query.month } : {}) };
      const names = new Map(db().users.map((u) => [u.id, u.name]));
      const q = (query.q ?? '').toLowerCase();
      const rows = scopeRows(s.companies, user, users)
        .filter((c) => !q || c.name.toLowerCase().includes(q) || c.vatNumbers.some((v) => v.number.toLowerCase().includes(q)))
        .map((c) => {
          const reports = s.reports.filter((r) => r.companyId === c.id && r.year === when.year && r.month === when.month);
          return {
            key: `${c.id}-${when.year}-${when.month}`,
            companyId: c.id,
            companyName: c.name,
            userId: c.userId,
            userName: names.get(c.userId) ?? '',
            year: when.year,
            month: when.month,
            isUpload: reports.length > 0,
            reports: reports.map(({ id, fileName, fileSize, uploadedAt }) => ({ id, fileName, fileSize, uploadedAt })),
          };
        })
        .filter((r) => query.isUpload === undefined || r.isUpload === (query.isUpload === 1));
      ok(res, paginate(rows, { page: query.page, perPage: query.perPage }));
    },
  }),

  route({
    contract: batchApi.removeReport,
    handler: ({ res, user, params }) => {
      const s = clientsStore();
      const report = scopeRows(s.reports, user).find((r) => r.id === params.id);
      if (!report) return fail(res, '报告不存在或已删除', { errorCode: 'NOT_FOUND' });
      s.reports = s.reports.filter((r) => r !== report);
      ok(res, { id: report.id });
    },
  }),

  route({
    contract: batchApi.startMany,
    handler: ({ res, user, body }) => {
      const files = db().files;
      const missing = body.sellerReports.find((r) => files.get(r.key)?.ownerId !== user.id);
      if (missing) return invalid(res, 'sellerReports', `文件 ${missing.fileName} 未上传成功，请重新上传`);
      const s = clientsStore();
      const id = `mb${Date.now().toString(36)}${(++s.batchSeq).toString(36)}`;
      const batch = {
        id,
        agentId: user.id,
        createdAt: new Date().toISOString(),
        files: body.sellerReports.map((r) => ({ fileName: r.fileName, fileSize: r.fileSize, key: r.key, status: 'uploading' as const, reportFileAddress: '' })),
      };
      s.batches.set(id, batch);
      runBatch(batch);
      ok(res, { batch_id: id });
    },
  }),

  route({
    contract: batchApi.manyProgress,
    handler: ({ res, user, query }) => {
      const batch = clientsStore().batches.get(query.batchId);
      if (!batch || batch.agentId !== user.id) return fail(res, '批次不存在或已过期，请重新上传', { errorCode: 'NOT_FOUND' });
      ok(res, {
        progress: batchProgress(batch),
        fileProgress: batch.files.map(({ key: _key, ...f }) => f),
      });
    },
  }),

  route({
    contract: batchApi.submit,
    handler: async ({ res, user, body }) => {
      const s = clientsStore();
      const company = companiesOf(user).find((c) => c.id === body.companyId);
      if (!company) return invalid(res, 'companyId', '客户公司不存在，请重新选择');
      const known = s.submits.get(body.idempotencyKey);
      if (known && known.companyId !== body.companyId) return invalid(res, 'idempotencyKey', '提交编号已用于另一家公司，请刷新页面后重试');
      s.calls++;
      const roll = s.switches.failRate > 0 ? s.random() : 1;
      if (roll < s.switches.failRate / 2) return fail(res, '服务繁忙，提交失败，请稍后重试', { status: 500, httpStatus: 500, errorCode: 'BUSY' });
      let stored = known;
      if (!stored) {
        const files = db().files;
        const foreign = body.sellerReports.find((r) => files.get(r.reportFileAddress)?.ownerId !== user.id);
        if (foreign) return invalid(res, 'sellerReports', `文件 ${foreign.fileName} 未上传成功，请重新上传`);
        const reportIds = body.sellerReports.map((r) => {
          const id = ++s.reportSeq;
          s.reports.push({ id, userId: company.userId, companyId: company.id, year: r.year, month: r.month, fileName: r.fileName, fileSize: r.fileSize, key: r.reportFileAddress, batchId: body.idempotencyKey.split(':')[0], uploadedAt: new Date().toISOString() });
          return id;
        });
        applyReportsToDeclarations(company, s.reports.filter((r) => reportIds.includes(r.id)), user);
        stored = { companyId: company.id, reportIds };
        s.submits.set(body.idempotencyKey, stored);
        s.stored.set(body.idempotencyKey, (s.stored.get(body.idempotencyKey) ?? 0) + 1);
      }
      // Stored, but the answer is lost on the way back (the client retries with the same key).
      if (roll < s.switches.failRate) return fail(res, '网络超时，请稍后重试', { status: 504, httpStatus: 504, errorCode: 'TIMEOUT' });
      if (roll < s.switches.failRate * 2 && s.switches.lateMs > 0) await sleep(s.switches.lateMs);
      ok(res, { companyId: stored.companyId, reportIds: stored.reportIds, replayed: !!known });
    },
  }),

  route({
    contract: batchApi.submitResult,
    handler: ({ res, user, query }) => {
      const s = clientsStore();
      const mine = new Set(companiesOf(user).map((c) => c.id));
      const out = [...s.submits.entries()]
        .filter(([key, v]) => key.startsWith(`${query.batchId}:`) && mine.has(v.companyId))
        .map(([key, v]) => ({ companyId: v.companyId, reportIds: v.reportIds, stored: s.stored.get(key) ?? 0 }));
      ok(res, out);
    },
  }),

  route({
    contract: batchApi.board,
    handler: ({ res, user, users, query }) => {
      const ctx = boardContext();
      const names = new Map(db().users.map((u) => [u.id, u.name]));
      const q = (query.q ?? '').toLowerCase();
      const companies = scopeRows(companiesOf(user), user, users);
      const filter: BoardFilter = {
        status: query.status as BoardFilter['status'],
        country: query.country,
        dueWithin: query.dueWithin,
        needsAction: query.needsAction === '1',
      };
      const rows = companies
        .filter((c) => !q || c.name.toLowerCase().includes(q) || c.vatNumbers.some((v) => v.number.toLowerCase().includes(q)))
        .map((c) => boardRow(c, names.get(c.userId) ?? '', ctx))
        .filter((r) => rowMatches(r, filter));
      // In the spec §9 country order (GB, DE, FR, IT, ES, PL, CZ, NL…), as every country list (issue #25).
      const countries = sortCountries([...new Set(companies.flatMap((c) => c.vatNumbers.map((v) => v.country)))]);
      ok(res, { ...paginate(rows, { page: query.page, perPage: query.perPage }), summary: boardSummary(rows), countries });
    },
  }),

  route({
    contract: batchApi.importCompanies,
    handler: ({ res, user, body }) => {
      const file = db().files.get(body.key);
      if (!file || file.ownerId !== user.id) return invalid(res, 'key', '文件不存在或已过期，请重新上传');
      if (!/\.xlsx$/i.test(file.name)) return invalid(res, 'key', '请上传 .xlsx 格式的表格（可先下载导入模板）');
      let cells: unknown[][];
      try {
        const wb = XLSX.read(file.data, { type: 'buffer', cellFormula: false, cellHTML: false });
        cells = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]], { header: 1, defval: '', raw: false, blankrows: false });
      } catch {
        return invalid(res, 'key', '表格无法读取，请确认是 Excel（.xlsx）文件');
      }
      const head = (cells[0] ?? []).map((c) => String(c).trim());
      if (COMPANY_IMPORT_COLUMNS.some((c, i) => head[i] !== c)) return invalid(res, 'key', `表头不符：第一行应依次为「${COMPANY_IMPORT_COLUMNS.join('」「')}」，请使用导入模板`);
      const data = cells.slice(1);
      if (!data.length) return invalid(res, 'key', '表格中没有数据行（第 2 行起填写客户公司）');
      if (data.length > COMPANY_IMPORT_MAX_ROWS) return invalid(res, 'key', `一次最多导入 ${COMPANY_IMPORT_MAX_ROWS} 家公司，请拆分后分批导入`);
      const s = clientsStore();
      const clients = db().users.filter((u) => u.invitedBy === user.id);
      const out: { row: number; name: string; status: 'added' | 'updated' | 'error'; errors: string[] }[] = [];
      data.forEach((line, i) => {
        const row = i + 2;
        const v = checkCompanyRow(companyInputOf(line));
        const name = String(line[0] ?? '').trim();
        if (!v.ok) return out.push({ row, name, status: 'error', errors: v.errors });
        const owner = clients.find((u) => u.username === v.row.user || u.name === v.row.user);
        if (!owner) return out.push({ row, name, status: 'error', errors: [`「所属用户」${v.row.user}：不是您的客户（请填写客户的登录名或姓名，客户需先接受邀请）`] });
        const taken = [...v.row.vatNumbers.map((x) => x.number), ...v.row.accountIds].find((id) =>
          s.companies.some((c) => c.agentId === user.id && c.name !== v.row.name && (c.vatNumbers.some((x) => x.number === id) || c.accountIds.includes(id))),
        );
        if (taken) return out.push({ row, name, status: 'error', errors: [`${taken} 已属于另一家客户公司：同一税号或卖家编号只能属于一家公司`] });
        const existing = s.companies.find((c) => c.agentId === user.id && c.name === v.row.name);
        if (existing) {
          for (const x of v.row.vatNumbers) if (!existing.vatNumbers.some((y) => y.number === x.number)) existing.vatNumbers.push(x);
          for (const a of v.row.accountIds) if (!existing.accountIds.includes(a)) existing.accountIds.push(a);
          existing.userId = owner.id;
          return out.push({ row, name, status: 'updated', errors: [] });
        }
        s.companySeq = Math.max(s.companySeq, ...s.companies.map((c) => c.id)) + 1;
        s.companies.push({ id: s.companySeq, agentId: user.id, userId: owner.id, name: v.row.name, vatNumbers: v.row.vatNumbers, accountIds: v.row.accountIds.length ? v.row.accountIds : [accountIdFor(s.companySeq)], createdAt: new Date().toISOString() });
        return out.push({ row, name, status: 'added', errors: [] });
      });
      ok(res, {
        added: out.filter((r) => r.status === 'added').length,
        updated: out.filter((r) => r.status === 'updated').length,
        failed: out.filter((r) => r.status === 'error').length,
        rows: out,
      });
    },
  }),

  route({
    contract: batchApi.download,
    handler: ({ res, user, body }) => {
      const s = clientsStore();
      const mine = scopeRows(s.reports, user);
      const reports = body.ids.map((id) => mine.find((r) => r.id === id));
      if (reports.some((r) => !r)) return fail(res, '报告不存在或已删除，请刷新列表', { errorCode: 'NOT_FOUND' });
      const names = new Map(s.companies.map((c) => [c.id, c.name]));
      const entries: Record<string, Uint8Array> = {};
      for (const r of reports as typeof mine) {
        const stored = db().files.get(r.key);
        if (stored) entries[`${names.get(r.companyId) ?? r.companyId}/${r.year}-${String(r.month).padStart(2, '0')}/${r.id}-${r.fileName}`] = new Uint8Array(stored.data);
      }
      const files = Object.keys(entries).length;
      if (!files) return fail(res, '报告文件已过期，请重新上传', { errorCode: 'NO_FILES' });
      const fileName = `卖家报告-${new Date().toISOString().slice(0, 10)}.zip`;
      const key = `export/${user.id}/${Date.now()}-reports/${fileName}`;
      storeFile({ key, name: fileName, mime: 'application/zip', data: Buffer.from(zipSync(entries, { level: 6 })), ownerId: user.id });
      ok(res, { url: signedFileUrl(key, user.id), fileName, files });
    },
  }),

  route({
    contract: testContract('POST', '/api/__test__/batch', {
      body: z.object({
        failRate: z.number().min(0).max(0.9).optional(),
        lateMs: z.number().int().min(0).max(10_000).optional(),
        parseMs: z.number().int().min(0).max(10_000).optional(),
        companies: z.number().int().min(1).max(2000).optional(),
      }),
    }),
    handler: ({ res, body }) => {
      const s = clientsStore();
      const { companies, ...switches } = body;
      Object.assign(s.switches, Object.fromEntries(Object.entries(switches).filter(([, v]) => v !== undefined)));
      if (companies && companies > s.companies.length && s.companies.length) {
        const agentId = s.companies[0].agentId;
        const userIds = [...new Set(s.companies.map((c) => c.userId))];
        s.companies.push(...generateClientCompanies(companies - s.companies.length, s.companySeq + 1, agentId, userIds));
        s.companySeq = s.companies.length;
      }
      ok(res, { ...s.switches, companies: s.companies.length });
    },
  }),
]);
