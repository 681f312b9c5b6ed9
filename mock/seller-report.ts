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
 * - `POST /api/__test__/batch` `{ failRate?, lateMs?, parseMs? }` (test only): a share of submit
 *   calls fail (half before storing, half after storing with the answer lost) or answer late.
 */
import { db, fail, invalid, ok, paginate, qInt, qText, route, scopeRows, z, type MockUser } from './_store';
import { batchProgress, clientsStore, runBatch, type ClientCompany } from './_store/clients';

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

const reportInput = z.object({
  fileName: z.string().trim().min(1, '缺少文件名').max(255),
  fileSize: z.number().int().min(1, '文件为空').max(100 * 1024 * 1024, '文件超过 100 MB 上限'),
  key: z.string().trim().min(1, '缺少文件地址').max(500),
});

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

const sleep = (ms: number) =>
  new Promise<void>((r) => {
    setTimeout(r, ms);
  });

export default {
  'GET /api/seller-report/companies': route({
    access: 'agent',
    handler: ({ res, user }) => ok(res, companiesOf(user)),
  }),

  'GET /api/seller-report': route({
    access: 'user',
    query: z.object({
      page: qInt(1),
      perPage: qInt(1, 100),
      year: qInt(2015, 2100),
      month: qInt(1, 12),
      isUpload: qInt(0, 1),
      q: qText(100),
    }),
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

  'DELETE /api/seller-report/:id': route({
    access: 'user',
    params: z.object({ id: z.coerce.number().int().positive('报告编号无效') }),
    handler: ({ res, user, params }) => {
      const s = clientsStore();
      const report = scopeRows(s.reports, user).find((r) => r.id === params.id);
      if (!report) return fail(res, '报告不存在或已删除', { errorCode: 'NOT_FOUND' });
      s.reports = s.reports.filter((r) => r !== report);
      ok(res, { id: report.id });
    },
  }),

  'POST /api/seller-report/many': route({
    access: 'agent',
    body: z.object({ sellerReports: z.array(reportInput).min(1, '请先选择报告文件').max(500, '一次最多上传 500 个报告') }),
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

  'GET /api/seller-report/many/progress': route({
    access: 'agent',
    query: z.object({ batchId: z.string().trim().min(1, '缺少参数 batchId').max(60) }),
    handler: ({ res, user, query }) => {
      const batch = clientsStore().batches.get(query.batchId);
      if (!batch || batch.agentId !== user.id) return fail(res, '批次不存在或已过期，请重新上传', { errorCode: 'NOT_FOUND' });
      ok(res, {
        progress: batchProgress(batch),
        fileProgress: batch.files.map(({ key: _key, ...f }) => f),
      });
    },
  }),

  'POST /api/seller-report/import/batch': route({
    access: 'agent',
    body: submitInput,
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

  'GET /api/seller-report/import/batch/result': route({
    access: 'agent',
    query: z.object({ batchId: z.string().trim().min(1, '缺少参数 batchId').max(60) }),
    handler: ({ res, user, query }) => {
      const s = clientsStore();
      const mine = new Set(companiesOf(user).map((c) => c.id));
      const out = [...s.submits.entries()]
        .filter(([key, v]) => key.startsWith(`${query.batchId}:`) && mine.has(v.companyId))
        .map(([key, v]) => ({ companyId: v.companyId, reportIds: v.reportIds, stored: s.stored.get(key) ?? 0 }));
      ok(res, out);
    },
  }),

  'POST /api/__test__/batch': route({
    access: 'test',
    body: z.object({ failRate: z.number().min(0).max(0.9).optional(), lateMs: z.number().int().min(0).max(10_000).optional(), parseMs: z.number().int().min(0).max(10_000).optional() }),
    handler: ({ res, body }) => {
      const s = clientsStore();
      Object.assign(s.switches, Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)));
      ok(res, s.switches);
    },
  }),
};
