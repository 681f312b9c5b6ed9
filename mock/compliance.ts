/**
 * Mock of the compliance area (issue #22; shapes and rules: src/core/compliance/api.ts, the catalogue
 * src/core/compliance/services.ts, data mock/_store/compliance.ts). Paths are ours, after the EPR
 * calls' pattern (spec §7 names none for this area):
 *
 * - `POST /api/compliance/create` `{ companyName, businessNo, legalFullName, …, euOffice?, clientId?, services: [...] }`
 *   → `{ ids, total }` (one service record per chosen service, 审核中; fees by the catalogue, big.js).
 * - `POST /api/compliance/update` `{ id, service }` → the record (only a returned one; back to 审核中).
 * - `GET /api/compliance/list` `type (he_gui_type), status, is_transfer, stage, users, page, perPage, order_by`
 *   → `{ list, total, page, perPage }` (own services, plus an agent's clients', narrowed by `users`).
 * - `GET /api/compliance/info?id=` → the record with `history` and `labelText`.
 * - `POST /api/compliance/renew` `{ id, year }` → the record (active within 30 days of its end, or expired).
 * - `POST /api/compliance/stop` `{ id }` → the record (已停止).
 * - `GET /api/compliance/export` (the list's filters) → `{ taskId }`; `GET /api/compliance/export-result?taskId=`.
 * - `GET /api/compliance/mandate?id=` → `{ url, fileName }` of the mandate (授权委托书, text).
 */
import { complianceApi, complianceFilters, type ComplianceRecord } from '../src/core/compliance/api';
import { AGENT_SERVICES, canRenew, COMPLIANCE_STATUS, labelText, matchesStage, officeFor, serviceFee, serviceFeeLine, validUntil } from '../src/core/compliance/services';
import { feeTotal } from '../src/core/fees';
import { daysBetween } from '../src/core/vat-tax/periods';
import type { XlsxColumn } from '../src/core/utils/xlsx';
import { clientsOf, db, EXPORT_NOT_FOUND, exportResult, fail, isAgent, listRoute, nowText, route, routes, scopeRows, selectRows, signedFileUrl, startExport, storeFile, type ListSpec, type MockUser, type RouteContext } from './_store';
import { complianceStore, nextComplianceId, type ServiceInput, type StoredCompliance } from './_store/compliance';

const today = () => new Date().toISOString().slice(0, 10);
const STATUS_TEXT: Record<number, string> = { 1: '审核中', 2: '退回待修改', 3: '生效中', 4: '已到期', 5: '已停止' };
const TYPE_TEXT: Record<string, string> = {
  euAgent: '欧盟负责人（GPSR 欧代）',
  gbAgent: '英国授权代表（英代）',
  euAgentSpecial: '欧盟授权代表（医疗器械、化妆品）',
  usAgent: '美国 FDA 代理人',
  trAgent: '土耳其授权代表',
  caAgent: '加拿大代表',
  jpAgent: '日本国内管理人',
};

/** The record of `r` as the list shows it. */
function view(r: StoredCompliance): ComplianceRecord {
  const owner = db().users.find((u) => u.id === r.userId);
  const live = r.status === COMPLIANCE_STATUS.ACTIVE || r.status === COMPLIANCE_STATUS.EXPIRED;
  const { history: _h, businessNo: _b, legalFullName: _l, ...rest } = r;
  return { ...rest, userName: owner?.name ?? '', heGuiType: AGENT_SERVICES[r.type].heGuiType, daysLeft: live ? daysBetween(today(), r.validDate) : null };
}

const list: ListSpec<StoredCompliance, ComplianceRecord, typeof complianceFilters> = {
  contract: complianceApi.list,
  filters: complianceFilters,
  rows: () => complianceStore().rows,
  view: (r) => view(r),
  where: (r, f) => {
    const v = view(r);
    if (f.type !== undefined && v.heGuiType !== f.type) return false;
    if (f.status !== undefined && String(r.status) !== f.status) return false;
    if (f.is_transfer !== undefined && String(r.isTransfer) !== f.is_transfer) return false;
    if (f.stage !== undefined && !matchesStage(v, f.stage)) return false;
    return true;
  },
  sortable: ['createdAt', 'validDate'],
  defaultOrder: '-createdAt',
};

const NOT_FOUND = '未找到该服务，或您无权查看';

function find(user: MockUser, id: number): StoredCompliance | undefined {
  return scopeRows(complianceStore().rows, user).find((r) => r.id === id);
}

/** The documents of `s` must be files `owner` uploaded (the mock's file store). */
function missingDocument(s: ServiceInput, uploader: number): string | null {
  const bad = s.documents.find((d) => db().files.get(d.key)?.ownerId !== uploader);
  return bad ? `文件「${bad.name}」不存在或已过期，请重新上传` : null;
}

/** A stored service of `owner` from the wizard's input. */
function stored(id: number, owner: MockUser, body: { companyName: string; businessNo: string; legalFullName: string; euOffice?: string }, s: ServiceInput, by: string): StoredCompliance {
  const at = nowText();
  return {
    id,
    userId: owner.id,
    type: s.type,
    isTransfer: s.isTransfer ? 1 : 0,
    status: COMPLIANCE_STATUS.IN_PROGRESS,
    companyName: body.companyName,
    businessNo: body.businessNo,
    legalFullName: body.legalFullName,
    stores: s.stores.map((x) => ({ brandName: x.brandName, ...(x.link ? { link: x.link } : {}) })),
    categories: s.categories,
    documents: s.documents,
    year: s.year,
    expectValidDate: s.expectValidDate,
    validDate: validUntil(s.expectValidDate, s.year),
    fee: serviceFee({ key: s.type, year: s.year, isTransfer: s.isTransfer }),
    representative: officeFor(s.type, body.euOffice),
    returnReason: null,
    currentAgent: s.isTransfer ? (s.currentAgent ?? null) : null,
    mandateEnd: s.isTransfer ? (s.mandateEnd ?? null) : null,
    history: [{ at, by, text: '提交订单' }],
    createdAt: at,
    updatedAt: at,
  };
}

const exportColumns: XlsxColumn<ComplianceRecord>[] = [
  { key: 'id', title: '编号' },
  { key: 'type', title: '服务', format: (v) => TYPE_TEXT[String(v)] ?? String(v) },
  { key: 'isTransfer', title: '类型', format: (v) => (v ? '转代理' : '新注册') },
  { key: 'userName', title: '所属用户' },
  { key: 'companyName', title: '公司' },
  { key: 'stores', title: '品牌', format: (_v, r) => r.stores.map((s) => s.brandName).join('、') },
  { key: 'status', title: '状态', format: (v) => STATUS_TEXT[Number(v)] ?? '' },
  { key: 'expectValidDate', title: '生效日期' },
  { key: 'validDate', title: '到期日期' },
  { key: 'fee', title: '费用（元）' },
];

export default routes([
  route({
    contract: complianceApi.create,
    handler: ({ body, user, res, reply }) => {
      let owner = user;
      if (body.clientId !== undefined && body.clientId !== user.id) {
        const client = isAgent(user) ? clientsOf(user).find((c) => c.id === body.clientId) : undefined;
        if (!client) return fail(res, '只能为您的客户下单，请重新选择客户', { errorCode: 'NOT_CLIENT' });
        owner = client;
      }
      if (body.euOffice && !(user.other_settings.default_eu_agent_offices ?? []).includes(body.euOffice)) {
        return fail(res, '所选欧盟办公室不在您的可用办公室中，请重新选择', { errorCode: 'VALIDATION', data: { field: 'euOffice' } });
      }
      for (const s of body.services) {
        const missing = missingDocument(s, user.id);
        if (missing) return fail(res, missing, { errorCode: 'VALIDATION', data: { field: 'documents' } });
        const dup = complianceStore().rows.find((r) => r.userId === owner.id && r.type === s.type && (r.status === COMPLIANCE_STATUS.IN_PROGRESS || r.status === COMPLIANCE_STATUS.RETURNED));
        if (dup) return fail(res, `「${TYPE_TEXT[s.type]}」已有一笔正在处理的订单（编号 ${dup.id}），请在列表中查看或修改`, { errorCode: 'DUPLICATE' });
      }
      const rows = body.services.map((s) => stored(nextComplianceId(), owner, body, s, user.name));
      complianceStore().rows.push(...rows);
      reply({ ids: rows.map((r) => r.id), total: feeTotal(body.services.map((s) => serviceFeeLine({ key: s.type, year: s.year, isTransfer: s.isTransfer }))).total });
    },
  }),

  route({
    contract: complianceApi.update,
    handler: ({ body, user, res, reply }) => {
      const r = find(user, body.id);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      if (r.status !== COMPLIANCE_STATUS.RETURNED) return fail(res, '只有退回待修改的服务可以修改', { errorCode: 'ACTION_NOT_ALLOWED' });
      if (body.service.type !== r.type) return fail(res, '修改时不能更换服务类型', { errorCode: 'VALIDATION', data: { field: 'type' } });
      const missing = missingDocument(body.service, user.id);
      if (missing) return fail(res, missing, { errorCode: 'VALIDATION', data: { field: 'documents' } });
      const next = stored(r.id, db().users.find((u) => u.id === r.userId)!, r, body.service, user.name);
      Object.assign(r, { ...next, representative: r.representative, createdAt: r.createdAt, history: [...r.history, { at: next.updatedAt, by: user.name, text: '修改后重新提交' }] });
      reply(view(r));
    },
  }),

  listRoute(list),

  route({
    contract: complianceApi.info,
    handler: ({ query, user, res, reply }) => {
      const r = find(user, query.id!);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      reply({ ...view(r), history: r.history, labelText: labelText(r.type, r.representative, r.stores[0]?.brandName) });
    },
  }),

  route({
    contract: complianceApi.renew,
    handler: ({ body, user, res, reply }) => {
      const r = find(user, body.id);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      if (!canRenew(view(r))) return fail(res, '只有 30 天内到期或已到期的服务可以续费', { errorCode: 'ACTION_NOT_ALLOWED' });
      const from = r.status === COMPLIANCE_STATUS.EXPIRED ? today() : new Date(Date.parse(`${r.validDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      r.validDate = validUntil(from, body.year);
      r.year += body.year;
      r.status = COMPLIANCE_STATUS.ACTIVE;
      r.updatedAt = nowText();
      r.history.push({ at: r.updatedAt, by: user.name, text: `续费 ${body.year} 年，新到期日 ${r.validDate}（费用 ${serviceFee({ key: r.type, year: body.year, isTransfer: false })} 元）` });
      reply(view(r));
    },
  }),

  route({
    contract: complianceApi.stop,
    handler: ({ body, user, res, reply }) => {
      const r = find(user, body.id);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      if (r.status === COMPLIANCE_STATUS.STOPPED) return fail(res, '该服务已停止', { errorCode: 'ACTION_NOT_ALLOWED' });
      r.status = COMPLIANCE_STATUS.STOPPED;
      r.updatedAt = nowText();
      r.history.push({ at: r.updatedAt, by: user.name, text: '停止服务：授权代表不再为该产品承担责任，请更换标签上的信息' });
      reply(view(r));
    },
  }),

  route({
    contract: complianceApi.export,
    handler: (ctx) => {
      const views = selectRows(list, ctx as unknown as RouteContext<unknown, Record<string, unknown>, unknown, MockUser>);
      if (!views) return;
      ctx.reply(startExport(ctx.user, '授权代表服务', views, exportColumns));
    },
  }),

  route({
    contract: complianceApi.exportResult,
    handler: ({ res, query, user, reply }) => {
      const task = exportResult(user, query.taskId);
      if (!task) return fail(res, EXPORT_NOT_FOUND, { errorCode: 'EXPORT_NOT_FOUND' });
      reply(task);
    },
  }),

  route({
    contract: complianceApi.mandate,
    handler: ({ query, user, res, reply }) => {
      const r = find(user, query.id!);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      if (r.status === COMPLIANCE_STATUS.STOPPED) return fail(res, '服务已停止，授权委托书已失效', { errorCode: 'ACTION_NOT_ALLOWED' });
      const fileName = `授权委托书-${r.id}.txt`;
      const text = [
        '授权委托书 / Mandate',
        `委托方：${r.companyName}（统一社会信用代码 ${r.businessNo}，法定代表人 ${r.legalFullName}）`,
        `受托方：${r.representative.name}，${r.representative.address}，${r.representative.email}`,
        `服务：${TYPE_TEXT[r.type]}${r.isTransfer ? '（转代理）' : ''}`,
        `品牌：${r.stores.map((s) => s.brandName).join('、')}`,
        `有效期：${r.expectValidDate} 至 ${r.validDate}`,
        `受托方按法规保存技术文件与符合性声明 ${AGENT_SERVICES[r.type].retentionYears} 年，并配合市场监管机构的要求。`,
      ].join('\n');
      const key = `compliance/mandate/${r.userId}/${r.id}.txt`;
      storeFile({ key, name: fileName, mime: 'text/plain; charset=utf-8', ownerId: r.userId, data: Buffer.from(`\ufeff${text}`, 'utf8') });
      reply({ url: signedFileUrl(key, user.id), fileName });
    },
  }),
]);
