/**
 * Mock of the EORI area (issue #23; spec §1 "EORI applications for England and France"). The spec names
 * no path here: every path is ours. Shapes: the contracts of src/core/eori/api.ts (`eoriApi`), rules:
 * src/core/eori. Applications are scoped by `users` (own, plus an agent's clients', narrowed by `users`).
 *
 * - `GET /api/eori/applications` `page, perPage, country (GB | FR), status, q, users, order_by` → paged `EoriApplication`s.
 * - `GET /api/eori/applications/info?id` → the application with its `values` (what a resubmission reopens).
 * - `GET /api/eori/status?id` → `{ id, status, eoriNumber, reason, updatedAt }`.
 * - `POST /api/eori/gb/create` the England values (+ `clientId` for an agent's client) → the application:
 *   HMRC's outcomes — with a UK VAT number `granted` at once with GB + VRN + 000; without, `review`
 *   (HMRC: up to 2 working days); the company already holding a GB EORI: `exists` with that number.
 * - `POST /api/eori/gb/update` `{ id, ...values }` → a `returned` application resubmitted (outcome as create).
 * - `POST /api/eori/fr/create` the French values → the application, `review` (French customs decide);
 *   `POST /api/eori/fr/update` `{ id, ...values }` → a returned one resubmitted.
 * - `GET /api/eori/credentials?id` → `{ url, fileName }`: the EORI certificate (PDF) of a granted / exists one.
 * - `GET /api/eori/fr/batch-template` (agents) → `{ url, fileName }` of the template `.xlsx`.
 * - `POST /api/eori/fr/batch-check` `{ key }` (agents) → `{ header, rows }`: the uploaded template checked
 *   row by row (nothing stored); `POST /api/eori/fr/batch-submit` `{ key }` → `{ created, refused }`:
 *   the valid rows stored as applications of the clients, the refused ones with their reasons.
 * - `POST /api/eori/check` `{ numbers }` (1-10, the EU service's limit; GB 12 or 15 digits) → per number
 *   `{ input, number, status: valid | invalid | unavailable | malformed, name?, address?, message, checkedAt }`;
 *   `unavailable` while the switch below takes the service down — never reported as invalid.
 * - *(test only)* `POST /api/__test__/eori` `{ checkDown?: string[] ('GB', 'FR'…, or '*' for all; [] restores),
 *   returnApp?: { id, reason }, grant?: { id } }`.
 */
import * as XLSX from 'xlsx';
import { randomBytes } from 'crypto';
import zh from '../src/locales/zh-CN/eori';
import {
  checkBatchRows,
  eoriFormat,
  eoriFromVrn,
  frEoriProblems,
  FR_BATCH_COLUMNS,
  FR_BATCH_TEMPLATE_NAME,
  gbEoriProblems,
  type BatchRowCheck,
  type EoriCountry,
  type FieldProblem,
  type GbEoriValues,
} from '../src/core/eori';
import { eoriApi, eoriFilters, type EoriApplication, type EoriCheckResult } from '../src/core/eori/api';
import { clientsOf, db, fail, invalid, listRoute, nowText, ok, route, routes, testContract, visibleUserIds, z, type ListSpec, type MockResponse, type MockUser, userNameOf } from './_store';
import { buildPdf } from './_store/common-data';
import { signedFileUrl, storeFile } from './_store/files';
import { eoriStore, type StoredEori } from './_store/eori';

const L = zh as Record<string, string>;
const msg = (key: string, values: Record<string, string | number> = {}) => (L[key] ?? key).replace(/\{(\w+)\}/g, (_m, k: string) => String(values[k] ?? ''));
const today = () => new Date().toISOString().slice(0, 10);
const norm = (s: unknown) => String(s ?? '').replace(/\s+/g, '').replace(/[（）]/g, (c) => (c === '（' ? '(' : ')')).toUpperCase();
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The application as the list shows it. */
function view(a: StoredEori): EoriApplication {
  return {
    id: a.id,
    userId: a.userId,
    userName: userNameOf(a.userId),
    country: a.country,
    source: a.source,
    companyName: String(a.values.companyName ?? ''),
    companyNameEn: String(a.values.companyNameEn ?? ''),
    eoriNumber: a.eoriNumber,
    status: a.status,
    reason: a.reason,
    hasCredentials: (a.status === 'granted' || a.status === 'exists') && !!a.eoriNumber,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** The application `id` if `user` may see it. */
function visible(user: MockUser, id: number): StoredEori | undefined {
  return eoriStore().applications.find((a) => a.id === id && visibleUserIds(user).includes(a.userId));
}

/** The applicant of a create: the caller, or its client `clientId` (refused when not its client). */
function applicant(res: MockResponse, user: MockUser, clientId?: number): number | undefined {
  if (clientId === undefined || clientId === user.id) return user.id;
  if (clientsOf(user).some((c) => c.id === clientId)) return clientId;
  invalid(res, 'clientId', '所选客户不存在或不属于您，请重新选择客户');
  return undefined;
}

/** Answers the first problem at its field; `true` when there was one. */
function refused(res: MockResponse, problems: FieldProblem[]): boolean {
  if (!problems.length) return false;
  invalid(res, problems[0].field, msg(problems[0].key));
  return true;
}

/** HMRC's outcome of a UK application of `userId` (domain-facts §C.1). */
function gbOutcome(userId: number, v: GbEoriValues, selfId?: number): Pick<StoredEori, 'status' | 'eoriNumber'> {
  const held = eoriStore().applications.find(
    (a) => a.id !== selfId && a.userId === userId && a.country === 'GB' && a.status === 'granted' && norm(a.values.companyName) === norm(v.companyName),
  );
  if (held) return { status: 'exists', eoriNumber: held.eoriNumber };
  if (v.vatRegistered) return { status: 'granted', eoriNumber: eoriFromVrn(v.vrn) ?? '' };
  return { status: 'review', eoriNumber: '' };
}

function add(a: Omit<StoredEori, 'id' | 'createdAt' | 'updatedAt'>): StoredEori {
  const s = eoriStore();
  const now = nowText();
  const stored: StoredEori = { ...a, id: s.seq, createdAt: now, updatedAt: now };
  s.seq += 1;
  s.applications.push(stored);
  return stored;
}

/** The values of a body without `clientId` / `id`. */
function valuesOf(body: Record<string, unknown>): Record<string, unknown> {
  const { clientId: _c, id: _i, ...values } = body;
  return values;
}

/** A returned application `id` of `country` the caller may resubmit, or answers why not. */
function returned(res: MockResponse, user: MockUser, id: number, country: EoriCountry): StoredEori | undefined {
  const a = visible(user, id);
  if (!a || a.country !== country) {
    fail(res, '申请不存在或无权修改', { errorCode: 'NOT_FOUND' });
    return undefined;
  }
  if (a.status !== 'returned') {
    fail(res, '只有被退回补充资料的申请可以修改后重新提交', { errorCode: 'NOT_RETURNED' });
    return undefined;
  }
  return a;
}

const list: ListSpec<StoredEori, EoriApplication, typeof eoriFilters> = {
  contract: eoriApi.list,
  filters: eoriFilters,
  rows: () => eoriStore().applications,
  where: (a, f) => {
    const v = view(a);
    const q = norm(f.q);
    return (!f.country || a.country === f.country) && (!f.status || a.status === f.status) && (!q || [v.companyName, v.companyNameEn, v.eoriNumber].some((s) => norm(s).includes(q)));
  },
  view,
  sortable: ['createdAt', 'updatedAt', 'companyName'],
  defaultOrder: '-createdAt',
};

/** The agent's clients by username (the batch's 客户账号 column). */
function clientMap(user: MockUser): Map<string, number> {
  return new Map(clientsOf(user).map((c) => [c.username, c.id]));
}

/** Reads the uploaded template `key` of `user` and checks it; answers the refusal itself and returns `undefined` then. */
function readBatch(res: MockResponse, user: MockUser, key: string): ReturnType<typeof checkBatchRows> | undefined {
  const file = db().files.get(key);
  if (!file || file.ownerId !== user.id) {
    invalid(res, 'key', '文件不存在或已过期，请重新上传模板');
    return undefined;
  }
  let cells: unknown[][];
  try {
    const wb = XLSX.read(file.data, { type: 'buffer', cellFormula: false, cellHTML: false });
    cells = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]], { header: 1, defval: '', raw: true, blankrows: false });
  } catch {
    invalid(res, 'key', '无法读取该文件，请使用下载的模板（.xlsx）填写后上传');
    return undefined;
  }
  return checkBatchRows(cells, clientMap(user), today());
}

/** A checked row as the page shows it: its problems as Chinese messages. */
function rowView(r: BatchRowCheck) {
  return { row: r.row, clientUsername: r.clientUsername, companyName: r.values.companyName ?? '', problems: r.problems.map((p) => msg(p.key)) };
}

/** The check of one EORI number (domain-facts §C.1, §E.4: could-not-check is never invalid). */
function checkOne(input: string): EoriCheckResult {
  const f = eoriFormat(input);
  const checkedAt = nowText();
  const base = { input, number: f.number, checkedAt };
  if (f.problem) return { ...base, status: 'malformed', message: msg(f.problem) };
  const s = eoriStore();
  if (s.checkDown.has('*') || s.checkDown.has(f.country)) return { ...base, status: 'unavailable', message: msg('eori.check.unavailable') };
  const issued = s.applications.find((a) => a.eoriNumber === f.number && (a.status === 'granted' || a.status === 'exists'));
  if (issued) {
    const v = issued.values;
    const address = [v.companyAddressEn, v.companyCityEn, v.companyCountryEn].filter(Boolean).join(', ');
    return { ...base, status: 'valid', name: String(v.companyNameEn ?? ''), address, message: msg('eori.check.valid') };
  }
  const known = s.register.get(f.number);
  if (known) return { ...base, status: 'valid', ...(known.name ? { name: known.name } : {}), ...(known.address ? { address: known.address } : {}), message: msg('eori.check.valid') };
  return { ...base, status: 'invalid', message: msg('eori.check.invalid') };
}

export default routes([
  listRoute(list),

  route({
    contract: eoriApi.info,
    handler: ({ res, query, user, reply }) => {
      const a = visible(user, query.id!);
      if (!a) return fail(res, '申请不存在或无权查看', { errorCode: 'NOT_FOUND' });
      reply({ ...view(a), values: a.values });
    },
  }),

  route({
    contract: eoriApi.status,
    handler: ({ res, query, user, reply }) => {
      const a = visible(user, query.id!);
      if (!a) return fail(res, '申请不存在或无权查看', { errorCode: 'NOT_FOUND' });
      reply({ id: a.id, status: a.status, eoriNumber: a.eoriNumber, reason: a.reason, updatedAt: a.updatedAt });
    },
  }),

  route({
    contract: eoriApi.gbCreate,
    handler: ({ res, body, user, reply }) => {
      const userId = applicant(res, user, body.clientId);
      if (userId === undefined) return;
      const values = valuesOf(body) as GbEoriValues;
      if (refused(res, gbEoriProblems(values, today()))) return;
      reply(view(add({ userId, createdBy: user.id, country: 'GB', source: 'single', values: values as Record<string, unknown>, reason: '', ...gbOutcome(userId, values) })));
    },
  }),

  route({
    contract: eoriApi.gbUpdate,
    handler: ({ res, body, user, reply }) => {
      const a = returned(res, user, body.id, 'GB');
      if (!a) return;
      const values = valuesOf(body) as GbEoriValues;
      if (refused(res, gbEoriProblems(values, today()))) return;
      Object.assign(a, { values, reason: '', updatedAt: nowText(), ...gbOutcome(a.userId, values, a.id) });
      reply(view(a));
    },
  }),

  route({
    contract: eoriApi.frCreate,
    handler: ({ res, body, user, reply }) => {
      const userId = applicant(res, user, body.clientId);
      if (userId === undefined) return;
      const values = valuesOf(body);
      if (refused(res, frEoriProblems(values, today()))) return;
      reply(view(add({ userId, createdBy: user.id, country: 'FR', source: 'single', values, reason: '', status: 'review', eoriNumber: '' })));
    },
  }),

  route({
    contract: eoriApi.frUpdate,
    handler: ({ res, body, user, reply }) => {
      const a = returned(res, user, body.id, 'FR');
      if (!a) return;
      const values = valuesOf(body);
      if (refused(res, frEoriProblems(values, today()))) return;
      Object.assign(a, { values, reason: '', status: 'review', updatedAt: nowText() });
      reply(view(a));
    },
  }),

  route({
    contract: eoriApi.credentials,
    handler: ({ res, query, user, reply }) => {
      const a = visible(user, query.id!);
      if (!a) return fail(res, '申请不存在或无权查看', { errorCode: 'NOT_FOUND' });
      if (!view(a).hasCredentials) return fail(res, '该申请尚未获得 EORI 号码，暂无可下载的凭证', { errorCode: 'NO_CREDENTIALS' });
      const fileName = `EORI-${a.eoriNumber}.pdf`;
      const data = buildPdf(`EORI ${a.eoriNumber}`, a.country === 'GB' ? 'HM Revenue & Customs - EORI number' : 'Douane - numero EORI', [
        `EORI: ${a.eoriNumber}`,
        `Company: ${String(a.values.companyNameEn ?? '')}`,
        `Issued: ${a.updatedAt.slice(0, 10)}`,
      ]);
      const key = `eori/${a.userId}/${Date.now()}-${randomBytes(3).toString('hex')}.pdf`;
      storeFile({ key, name: fileName, mime: 'application/pdf', data, ownerId: a.userId });
      reply({ url: signedFileUrl(key, user.id), fileName });
    },
  }),

  route({
    contract: eoriApi.batchTemplate,
    handler: ({ user, reply }) => {
      const example = ['client1', '深圳市星河跨境电子商务有限公司', 'SHENZHEN XINGHE CROSS-BORDER E-COMMERCE CO., LTD.', 'DE136695976', '2019-07-02', '1065', 'Baoyuan Road, Bao an District', '518102', 'SHENZHEN', 'CHINA'];
      const ws = XLSX.utils.aoa_to_sheet([FR_BATCH_COLUMNS.map((c) => c.header), example]);
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, ws, 'sheet1');
      const data = Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
      const key = `eori-batch/${user.id}/template-${Date.now()}.xlsx`;
      storeFile({ key, name: FR_BATCH_TEMPLATE_NAME, mime: XLSX_MIME, data, ownerId: user.id });
      reply({ url: signedFileUrl(key, user.id), fileName: FR_BATCH_TEMPLATE_NAME });
    },
  }),

  route({
    contract: eoriApi.batchCheck,
    handler: ({ res, body, user, reply }) => {
      const c = readBatch(res, user, body.key);
      if (!c) return;
      reply({ header: c.header ? msg(c.header, { expected: c.expected }) : null, rows: c.rows.map(rowView) });
    },
  }),

  route({
    contract: eoriApi.batchSubmit,
    handler: ({ res, body, user, reply }) => {
      const c = readBatch(res, user, body.key);
      if (!c) return;
      if (c.header) return invalid(res, 'key', msg(c.header, { expected: c.expected }));
      const ok = c.rows.filter((r) => !r.problems.length);
      if (!ok.length) return fail(res, '模板中没有可以提交的有效行，请按提示修改后重新上传', { errorCode: 'NO_VALID_ROWS', data: { refused: c.rows.map(rowView) } });
      const created = ok.map((r) => view(add({ userId: r.clientId!, createdBy: user.id, country: 'FR', source: 'batch', values: r.values as Record<string, unknown>, reason: '', status: 'review', eoriNumber: '' })));
      reply({ created, refused: c.rows.filter((r) => r.problems.length).map(rowView) });
    },
  }),

  route({
    contract: eoriApi.check,
    handler: ({ body, reply }) => reply(body.numbers.map(checkOne)),
  }),

  route({
    contract: testContract('POST', '/api/__test__/eori', { body: z.object({
      checkDown: z.array(z.string().max(2)).max(30).optional(),
      returnApp: z.object({ id: z.number().int().positive(), reason: z.string().trim().min(1).max(200) }).optional(),
      grant: z.object({ id: z.number().int().positive() }).optional(),
    }) }),
    handler: ({ res, body }) => {
      const s = eoriStore();
      if (body.checkDown) s.checkDown = new Set(body.checkDown.map((c) => c.toUpperCase()));
      const find = (id: number) => s.applications.find((x) => x.id === id);
      if (body.returnApp) {
        const a = find(body.returnApp.id);
        if (!a) return fail(res, '申请不存在', { errorCode: 'NOT_FOUND' });
        Object.assign(a, { status: 'returned', reason: body.returnApp.reason, updatedAt: nowText() });
      }
      if (body.grant) {
        const a = find(body.grant.id);
        if (!a) return fail(res, '申请不存在', { errorCode: 'NOT_FOUND' });
        // French customs' answer: FR + a SIREN-like number (mock), unless it already has one.
        Object.assign(a, { status: 'granted', reason: '', eoriNumber: a.eoriNumber || 'FR812345676', updatedAt: nowText() });
      }
      ok(res, { checkDown: [...s.checkDown] });
    },
  }),
]);
