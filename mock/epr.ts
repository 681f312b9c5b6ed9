/**
 * Mock of the EPR registrations (spec §7 "EPR"; issue #21 part A). Every call's input and answer
 * schemas are its contract in src/core/epr/api.ts (`eprApi`); rows are scoped by `scopeRows` (own
 * registrations, plus an agent's clients', narrowed by `users`). State: mock/_store/epr.ts.
 *
 * - `GET /api/epr` `page, perPage, type, status, is_transfer (0/1), stage (inProgress | needsAction |
 *   active | closed | 1 = transfer in progress | 2 = transfer completed, spec §4), country, q,
 *   order_by` → `{ list, total, page, perPage }`; `all=1` → every match for a select.
 * - `POST /api/epr/create` the draft (company part + the chosen services' sub-objects, `clientId` for
 *   an agent) → one registration per service (审核中); the same country and stream twice → `DUPLICATE`.
 * - `POST /api/epr/update` `{ id, ...company, [type] }` resubmits a registration returned for correction;
 *   `POST /api/epr/update2` `{ id, values }` changes its sub-object (status unchanged).
 * - `POST /api/epr/read` `{ id }`; `POST /api/epr/upload-cert` `{ id, file, registrationNo?, validTo? }`.
 * - `GET /api/epr/info?id`, `/batch-info?ids`, `/get-info` (company data to prefill), `/stop-reg?id`,
 *   `/office?officeId`, `/agent-renew?id&years`, `/fixed-data`, `/depack-account?id`.
 * - `POST /api/epr/export` (filters in the body) → `{ taskId }`, `GET /api/epr/export-result?taskId`;
 *   `GET /api/epr/batch-download?ids` → `{ taskId }`, `GET /api/epr/batch-download-result?taskId`
 *   (a `.zip` of the certificates, built in steps like an export).
 */
import { randomBytes } from 'crypto';
import { zipSync } from 'fflate';
import zhEpr from '../src/locales/zh-CN/epr';
import { EPR_VALUE_SCHEMAS, eprApi, eprFilters, type EprDetail, type EprRegistration } from '../src/core/epr/api';
import { daysUntil, nextReportDeadline } from '../src/core/epr/deadlines';
import { fixedData } from '../src/core/epr/fixed-data';
import { checkRegistrationNo, completenessCheck, duplicateOf, normalizeRegistrationNo } from '../src/core/epr/rules';
import { EPR_SERVICE_KEYS, EPR_SERVICES, isNone, listSummary, PACK_MATERIALS, servicesFilingWith, type EprServiceKey } from '../src/core/epr/services';
import { matchesStage, type EprStatus } from '../src/core/epr/status';
import type { XlsxColumn } from '../src/core/utils/xlsx';
import {
  clientsOf,
  collection,
  db,
  EXPORT_NOT_FOUND,
  exportResult,
  fail,
  invalid,
  isAgent,
  nowText,
  paginate,
  route,
  routes,
  selectRows,
  signedFileUrl,
  startExport,
  storeFile,
  visibleUserIds,
  type ListSpec,
  type MockUser,
  type RouteContext,
  userNameOf,
  z,
} from './_store';
import { firstIssue } from './_store/schema';
import { eprRegistrationsVisibleTo, eprStore, setEprStatus, type EprCompany, type StoredEprRegistration } from './_store/epr';

const L = zhEpr as Record<string, string>;
const say = (key: string, vars: Record<string, string> = {}) => Object.entries(vars).reduce((s, [k, v]) => s.replace(`{${k}}`, v), L[key] ?? key);
const today = () => new Date().toISOString().slice(0, 10);
const NOT_FOUND = 'EPR 注册记录不存在或无权查看';

/**
 * The registration as the list shows it. The next report deadline (and days left) of its register
 * while it is not closed: for one in progress, the first report it will owe once registered.
 */
function view(r: StoredEprRegistration): EprRegistration {
  const t = today();
  const next = [5, 6, 7].includes(r.status) ? null : r.nextDeadline ?? nextReportDeadline(r.type, t);
  return {
    id: r.id,
    userId: r.userId,
    userName: userNameOf(r.userId),
    type: r.type,
    country: r.country,
    isTransfer: r.isTransfer,
    status: r.status,
    stage: r.stage,
    companyName: r.companyName,
    registrationNo: r.registrationNo ?? null,
    validTo: r.validTo ?? null,
    nextDeadline: next,
    daysLeft: next ? daysUntil(next, t) : null,
    returnReason: r.status === 2 ? r.returnReason ?? null : null,
    unread: r.unread,
    certificateCount: r.certificates.length,
    summary: listSummary(r.type, r.values),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

function detail(r: StoredEprRegistration, user: MockUser): EprDetail {
  return {
    ...view(r),
    company: { ...r.company },
    values: r.values,
    certificates: r.certificates.map((f) => ({ ...f, url: signedFileUrl(f.key, user.id) })),
    history: [...r.history].reverse(),
  };
}

type Filters = z.output<z.ZodObject<typeof eprFilters>>;

/** The list (and its export): spec §3 filters, spec §4 stages; newest first. */
const listSpec: ListSpec<StoredEprRegistration, EprRegistration, typeof eprFilters> = {
  filters: eprFilters,
  rows: () => eprStore().rows,
  where: (r, f: Filters) =>
    (!f.type || r.type === f.type) &&
    (f.status === undefined || r.status === f.status) &&
    (f.is_transfer === undefined || String(r.isTransfer) === f.is_transfer) &&
    (!f.stage || f.stage === 'all' || matchesStage(f.stage, r.status, r.isTransfer)) &&
    (!f.country || r.country === f.country) &&
    (!f.q || [r.companyName, r.registrationNo ?? ''].some((v) => v.toUpperCase().includes(f.q!.toUpperCase()))),
  view,
  sortable: ['createdAt', 'updatedAt', 'nextDeadline', 'daysLeft', 'validTo', 'type'],
  defaultOrder: '-createdAt',
};

function findVisible(user: MockUser, id: number): StoredEprRegistration | undefined {
  return eprStore().rows.find((r) => r.id === id && visibleUserIds(user).includes(r.userId));
}

const columns: XlsxColumn<EprRegistration>[] = [
  { key: 'type', title: L['epr.col.type'], format: (v) => L[`epr.service.${v}`] ?? String(v) },
  { key: 'country', title: L['epr.col.country'], format: (v) => L[`epr.country.${v}`] ?? String(v) },
  { key: 'isTransfer', title: L['epr.col.isTransfer'], format: (v) => L[`epr.registerType.${v}`] },
  { key: 'companyName', title: L['epr.col.company'] },
  { key: 'summary', title: L['epr.col.summary'], format: (v) => (v as EprRegistration['summary']).map((e) => `${L[e.label] ?? e.label}：${e.value}`).join('；') },
  { key: 'userName', title: L['epr.col.user'] },
  { key: 'status', title: L['epr.col.status'], format: (v) => L[`epr.status.${v}`] },
  { key: 'registrationNo', title: L['epr.col.registrationNo'] },
  { key: 'validTo', title: L['epr.col.validTo'] },
  { key: 'nextDeadline', title: L['epr.col.nextDeadline'] },
  { key: 'daysLeft', title: L['epr.col.daysLeft'] },
  { key: 'createdAt', title: L['epr.col.createdAt'] },
];

/** Whose registration a submit makes: the caller, or an agent's client (`clientId`); a string is the refusal. */
function ownerOf(user: MockUser, clientId: number | undefined): MockUser | string {
  if (clientId === undefined || clientId === user.id) return user;
  if (!isAgent(user)) return '只有代理商账号可以为客户提交注册';
  return clientsOf(user).find((c) => c.id === clientId) ?? '所选客户不存在或不属于您';
}

const companyOf = (b: EprCompany): EprCompany => ({
  companyName: b.companyName,
  businessNo: b.businessNo,
  legalFullName: b.legalFullName,
  legalCertType: b.legalCertType,
  companyCity: b.companyCity,
  isBoth: b.isBoth,
  enterpriseType: b.enterpriseType,
});

const duplicateMessage = (clash: { type: EprServiceKey; status: EprStatus }) => say('epr.rule.duplicate', { service: L[`epr.service.${clash.type}`], status: L[`epr.status.${clash.status}`] });

// ---- batch download tasks ------------------------------------------------------------------------

interface ZipTask {
  taskId: string;
  userId: number;
  status: 'pending' | 'running' | 'done' | 'failed';
  progress: number;
  fileName: string;
  rows: number;
  key?: string;
}
const zipTasks = collection('eprZipTasks', () => new Map<string, ZipTask>());
/** Delay between two steps of a batch download (ms). */
const ZIP_STEP_MS = 150;

function startZip(user: MockUser, regs: StoredEprRegistration[]): ZipTask {
  const task: ZipTask = { taskId: randomBytes(8).toString('hex'), userId: user.id, status: 'pending', progress: 0, fileName: `EPR证书-${today()}.zip`, rows: regs.length };
  zipTasks().set(task.taskId, task);
  setTimeout(() => {
    task.status = 'running';
    task.progress = 50;
    setTimeout(() => {
      const entries: Record<string, Uint8Array> = {};
      for (const r of regs) {
        for (const f of r.certificates) {
          const stored = db().files.get(f.key);
          if (stored) entries[`${r.type}-${(r.registrationNo ?? String(r.id)).replace(/[^A-Za-z0-9]+/g, '')}/${f.name}`] = new Uint8Array(stored.data);
        }
      }
      const key = `export/${user.id}/${Date.now()}-${task.taskId}/${task.fileName}`;
      storeFile({ key, name: task.fileName, mime: 'application/zip', data: Buffer.from(zipSync(entries, { level: 6 })), ownerId: user.id });
      task.key = key;
      task.progress = 100;
      task.status = 'done';
    }, ZIP_STEP_MS);
  }, ZIP_STEP_MS);
  return task;
}

/** The French eco-organismes (domain-facts D.5), with the spec §9 office ids (2 packaging and WEEE, 3 battery). */
const OFFICES = [
  { id: 1, officeId: 2 as const, name: 'CITEO', stream: 'packaging' as const, website: 'https://www.citeo.com', note: '家用包装与纸张（2024 年 3 月 18 日起纸张并入包装）' },
  { id: 2, officeId: 2 as const, name: 'Léko', stream: 'packaging' as const, website: 'https://www.leko-organisme.fr', note: '家用包装' },
  { id: 3, officeId: 2 as const, name: 'ecosystem', stream: 'weee' as const, website: 'https://www.ecosystem.eco', note: '电子电气设备' },
  { id: 4, officeId: 2 as const, name: 'Ecologic', stream: 'weee' as const, website: 'https://www.ecologic-france.com', note: '电子电气设备' },
  { id: 5, officeId: 3 as const, name: 'Corepile', stream: 'battery' as const, website: 'https://www.corepile.fr', note: '便携式电池' },
  { id: 6, officeId: 3 as const, name: 'Screlec', stream: 'battery' as const, website: 'https://www.screlec.fr', note: '电池（Batribox）' },
];

export default routes([
  route({
    contract: eprApi.list,
    handler: (ctx) => {
      const c = ctx as unknown as RouteContext<unknown, Record<string, unknown>, unknown, MockUser>;
      const views = selectRows(listSpec, c);
      if (!views) return;
      if (ctx.query.all) return ctx.reply(views.map(({ id, userId, userName, type, country, status, companyName, registrationNo }) => ({ id, userId, userName, type, country, status, companyName, registrationNo })));
      ctx.reply(paginate(views, ctx.query));
    },
  }),

  route({
    contract: eprApi.create,
    handler: ({ res, body, user, reply }) => {
      const owner = ownerOf(user, body.clientId);
      if (typeof owner === 'string') return invalid(res, 'clientId', owner);
      const chosen = EPR_SERVICE_KEYS.filter((k) => body[k] !== undefined);
      if (!chosen.length) return invalid(res, 'services', L['epr.rule.none']);
      const held = eprStore().rows.filter((r) => r.userId === owner.id);
      const taken: { type: EprServiceKey; status: EprStatus }[] = [...held];
      for (const k of chosen) {
        const clash = duplicateOf(k, taken);
        if (clash) return fail(res, duplicateMessage(clash), { errorCode: 'DUPLICATE', data: { field: k } });
        taken.push({ type: k, status: 1 });
      }
      const at = nowText();
      const s = eprStore();
      const made = chosen.map((k) => {
        const svc = EPR_SERVICES[k];
        const r: StoredEprRegistration = {
          id: s.seq,
          userId: owner.id,
          createdBy: user.id,
          type: k,
          country: svc.country,
          isTransfer: svc.transfer ? 1 : 0,
          status: 1,
          stage: 'inProgress',
          companyName: body.companyName,
          company: companyOf(body),
          values: body[k] as Record<string, unknown>,
          certificates: [],
          unread: false,
          history: [],
          createdAt: at,
          updatedAt: at,
        };
        s.seq += 1;
        setEprStatus(r, 1, '资料已提交，正在审核', at);
        s.rows.push(r);
        return r;
      });
      reply(made.map(view));
    },
  }),

  route({
    contract: eprApi.update,
    handler: ({ res, body, user, reply }) => {
      const r = findVisible(user, body.id);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      if (r.status !== 2) return fail(res, '只有「待补充资料」的注册可以修改后重新提交', { errorCode: 'NOT_RETURNED' });
      const values = body[r.type];
      if (values === undefined) return invalid(res, r.type, `请填写「${L[`epr.service.${r.type}`]}」的资料`);
      r.company = companyOf(body);
      r.companyName = body.companyName;
      r.values = values as Record<string, unknown>;
      r.returnReason = undefined;
      setEprStatus(r, 1, '已按要求修改，重新提交审核', nowText());
      reply(view(r));
    },
  }),

  route({
    contract: eprApi.update2,
    handler: ({ res, body, user, reply }) => {
      const r = findVisible(user, body.id);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      if ([5, 6, 7].includes(r.status)) return fail(res, '该注册已结束（已驳回、已注销或已过期），不能再修改', { errorCode: 'CLOSED' });
      const parsed = EPR_VALUE_SCHEMAS[r.type].safeParse(body.values);
      if (!parsed.success) {
        const { field, message } = firstIssue(parsed.error);
        return invalid(res, `values.${field}`, message);
      }
      r.values = parsed.data as Record<string, unknown>;
      // The same status, one more line in the history: what changed is visible in 详情 (进度).
      setEprStatus(r, r.status, '已修改申报内容', nowText());
      reply(view(r));
    },
  }),

  route({
    contract: eprApi.read,
    handler: ({ res, body, user, reply }) => {
      const r = findVisible(user, body.id);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      r.unread = false;
      reply({ id: r.id, unread: false });
    },
  }),

  route({
    contract: eprApi.uploadCert,
    handler: ({ res, body, user, reply }) => {
      const r = findVisible(user, body.id);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      const file = db().files.get(body.file.key);
      if (!file || !visibleUserIds(user).includes(file.ownerId)) return invalid(res, 'file', '证书文件不存在或已过期，请重新上传');
      if (body.registrationNo) {
        const bad = checkRegistrationNo(r.type, body.registrationNo);
        if (bad) return invalid(res, 'registrationNo', L[bad]);
      }
      if ([5, 6].includes(r.status)) return fail(res, '该注册已驳回或已注销，不能上传证书', { errorCode: 'CLOSED' });
      r.certificates.push({ key: body.file.key, name: body.file.name });
      if (body.registrationNo) r.registrationNo = normalizeRegistrationNo(body.registrationNo) === normalizeRegistrationNo(r.registrationNo ?? '') ? r.registrationNo : body.registrationNo.trim();
      if (body.validTo) r.validTo = body.validTo;
      const at = nowText();
      if (r.registrationNo && [0, 1, 3].includes(r.status)) setEprStatus(r, 4, `已上传证书，注册号 ${r.registrationNo}`, at);
      else r.updatedAt = at;
      reply(view(r));
    },
  }),

  route({
    contract: eprApi.exportStart,
    handler: (ctx) => {
      const c = ctx as unknown as RouteContext<unknown, Record<string, unknown>, unknown, MockUser>;
      const b = ctx.body;
      c.query = { ...b, is_transfer: b.is_transfer === undefined ? undefined : String(b.is_transfer) };
      const views = selectRows(listSpec, c);
      if (views) ctx.reply(startExport(ctx.user, `EPR注册-${today()}`, views, columns));
    },
  }),

  route({
    contract: eprApi.exportResult,
    handler: ({ res, query, user, reply }) => {
      const task = exportResult(user, query.taskId);
      if (!task) return fail(res, EXPORT_NOT_FOUND, { errorCode: 'EXPORT_NOT_FOUND' });
      reply(task);
    },
  }),

  route({
    contract: eprApi.info,
    handler: ({ res, query, user, reply }) => {
      const r = findVisible(user, query.id!);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      reply(detail(r, user));
    },
  }),

  route({
    contract: eprApi.batchInfo,
    handler: ({ res, query, user, reply }) => {
      const regs = [...new Set(query.ids.split(',').map(Number))].map((id) => findVisible(user, id));
      if (regs.some((r) => !r)) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      reply((regs as StoredEprRegistration[]).map((r) => detail(r, user)));
    },
  }),

  route({
    contract: eprApi.getInfo,
    handler: ({ user, users, reply }) => {
      const rows = eprRegistrationsVisibleTo(user, users).filter((r) => users.length || r.userId === user.id);
      const latest = [...rows].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      reply(latest ? { ...latest.company } : null);
    },
  }),

  route({
    contract: eprApi.stopReg,
    handler: ({ res, query, user, reply }) => {
      const r = findVisible(user, query.id!);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      if ([5, 6, 7].includes(r.status)) return fail(res, '该注册已结束，无需停止', { errorCode: 'CLOSED' });
      setEprStatus(r, 6, query.reason ? `已停止服务：${query.reason}` : '已停止服务', nowText());
      reply(view(r));
    },
  }),

  route({
    contract: eprApi.office,
    handler: ({ query, reply }) => reply(OFFICES.filter((o) => !query.officeId || String(o.officeId) === query.officeId)),
  }),

  route({
    contract: eprApi.agentRenew,
    handler: ({ res, query, user, reply }) => {
      const r = findVisible(user, query.id!);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      if (r.status !== 4 && r.status !== 7) return fail(res, '只有「已完成」或「已过期」的注册可以续费', { errorCode: 'NOT_RENEWABLE' });
      const years = query.years ?? 1;
      const from = r.validTo && r.validTo > today() ? r.validTo : today();
      const to = `${Number(from.slice(0, 4)) + years}${from.slice(4)}`.replace(/-02-29$/, '-02-28');
      r.validTo = to;
      setEprStatus(r, 4, `已续费 ${years} 年，服务期至 ${to}`, nowText());
      reply(view(r));
    },
  }),

  route({ contract: eprApi.fixedData, handler: ({ reply }) => reply(fixedData()) }),

  route({
    contract: eprApi.depackAccount,
    handler: ({ res, query, user, users, reply }) => {
      // The LUCID account: the registrations filing with LUCID (German packaging, new and transferred).
      const lucid = servicesFilingWith('LUCID').map((s) => s.key as EprServiceKey);
      const isPack = (r: StoredEprRegistration) => lucid.includes(r.type);
      let r: StoredEprRegistration | undefined;
      if (query.id) {
        r = findVisible(user, query.id);
        if (!r || !isPack(r)) return fail(res, '该记录不是德国包装法注册或无权查看', { errorCode: 'NOT_FOUND' });
      } else {
        r = eprRegistrationsVisibleTo(user, users)
          .filter((x) => isPack(x) && x.status === 4 && (users.length || x.userId === user.id))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      }
      if (!r || !r.registrationNo) return reply(null);
      const declared = EPR_SERVICES[r.type].completeness;
      const lines = ((isNone(declared) ? undefined : (r.values[declared.field] as { type: number; weight: number; name: string }[] | undefined)) ?? []).map((l) => ({ type: l.type, name: PACK_MATERIALS.find((m) => m.id === l.type)?.zh ?? String(l.type), weight: l.weight }));
      const t = today();
      const next = nextReportDeadline(r.type, t);
      const last = `${Number(next.slice(0, 4)) - 1}${next.slice(4)}`;
      reply({
        id: r.id,
        registrationNo: r.registrationNo,
        companyName: r.companyName,
        brandNames: String(r.values.brandName ?? '').split(/[,，]/).map((s) => s.trim()).filter(Boolean),
        system: 'Interzero（Lizenzero）',
        contractNo: `LZ-${r.createdAt.slice(0, 4)}-${String(r.id).padStart(6, '0')}`,
        materials: lines,
        completeness: completenessCheck(lines),
        lastReport: last > r.createdAt.slice(0, 10) ? last : null,
        nextDeadline: next,
      });
    },
  }),

  route({
    contract: eprApi.batchDownload,
    handler: ({ res, query, user, reply }) => {
      const regs = [...new Set(query.ids.split(',').map(Number))].map((id) => findVisible(user, id));
      if (regs.some((r) => !r)) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      if (!(regs as StoredEprRegistration[]).some((r) => r.certificates.length)) return fail(res, '所选注册暂无可下载的证书（注册完成或上传证书后才有）', { errorCode: 'NO_CERTIFICATES' });
      reply({ taskId: startZip(user, regs as StoredEprRegistration[]).taskId });
    },
  }),

  route({
    contract: eprApi.batchDownloadResult,
    handler: ({ res, query, user, reply }) => {
      const t = zipTasks().get(query.taskId);
      if (!t || t.userId !== user.id) return fail(res, '下载任务不存在或已过期，请重新下载', { errorCode: 'EXPORT_NOT_FOUND' });
      reply({ taskId: t.taskId, status: t.status, progress: t.progress, fileName: t.fileName, rows: t.rows, url: t.key ? signedFileUrl(t.key, user.id) : undefined });
    },
  }),
]);
