/**
 * Mock of the batch packaging declaration (issue #21; spec §7 "EPR": `POST /api/epr-declare/download`,
 * `/create` (body), `GET /api/epr-declare/download_result` (query)); shapes:
 * src/core/epr-declare/api.ts; the row check: src/core/epr-declare/rows.ts (the same the page runs);
 * registrations: the EPR store (mock/_store/epr.ts), declarations: mock/_store/epr-declare.ts.
 *
 * - `GET /api/epr-declare/registrations` (our path) `q`, `users` → the caller's active German
 *   packaging registrations (dePack, dePackTransfer with a LUCID number; an agent's include its
 *   clients', narrowed by `users`) with the last declared period.
 * - `POST /api/epr-declare/download` `{ ids, period? }` → `{ taskId }`: the template `.xlsx` (sheet
 *   `sheet1`: 注册号（LUCID）, 公司名称, 申报期间, one column per material in kg) with one row per
 *   chosen registration, built in the background; an id the caller may not declare for is refused.
 * - `GET /api/epr-declare/download_result?taskId` → `{ taskId, status, progress, fileName, url, rows }`.
 * - `POST /api/epr-declare/create` `{ rows }` → `{ batchId, stored, refused, results }`: every row
 *   checked again (number one of the caller's declarable registrations, period ended, each material a
 *   number of kg ≥ 0, no repeated registration and period, and not declared before); the valid rows
 *   are stored, each refused row carries its Chinese reasons; a year's completeness flags are returned.
 */
import { randomBytes } from 'crypto';
import { eprDeclareApi, type DeclarableRegistrationRow, type DeclareResult } from '../src/core/epr-declare/api';
import { checkRow, DECLARE_COLUMNS, foldRegNo, MATERIAL_KEYS, type DeclarableRegistration, type DeclareColumnKey } from '../src/core/epr-declare/rows';
import type { XlsxColumn } from '../src/core/utils/xlsx';
import { exportResult, EXPORT_NOT_FOUND, fail, nowText, route, routes, startExport, type MockUser, userNameOf } from './_store';
import { eprRegistrationsVisibleTo, type StoredEprRegistration } from './_store/epr';
import { eprDeclareStore } from './_store/epr-declare';

const DECLARABLE_TYPES = new Set(['dePack', 'dePackTransfer']);
const ACTIVE = 4;


/** The registrations `user` may declare for, narrowed by `users`. */
function declarable(user: MockUser, users: readonly number[] = []): StoredEprRegistration[] {
  return eprRegistrationsVisibleTo(user, users).filter((r) => DECLARABLE_TYPES.has(r.type) && r.status === ACTIVE && !!r.registrationNo && /^DE\d{13}$/.test(foldRegNo(r.registrationNo)));
}

const lastPeriod = (regNo: string) => {
  const rows = eprDeclareStore().rows.filter((d) => d.registrationNo === regNo);
  return rows.length ? rows[rows.length - 1].period : null;
};

function view(r: StoredEprRegistration): DeclarableRegistrationRow {
  const regNo = foldRegNo(r.registrationNo);
  return { id: r.id, userId: r.userId, userName: userNameOf(r.userId), companyName: r.companyName, registrationNo: regNo, brandName: String(r.values.brandName ?? ''), lastPeriod: lastPeriod(regNo) };
}

const today = () => new Date().toISOString().slice(0, 10);

/** A template row: number, company and period filled, the material cells left blank. */
type TemplateRow = Partial<Record<DeclareColumnKey, string>>;

/** The template's columns: number, company, period, then the eight materials in kg (src/core/epr-declare/rows.ts). */
const TEMPLATE_COLUMNS: XlsxColumn<TemplateRow>[] = DECLARE_COLUMNS.map((c) => ({ key: c.key, title: c.header }));

export default routes([
  route({
    contract: eprDeclareApi.registrations,
    handler: ({ query, user, users, reply }) => {
      const q = (query.q ?? '').toUpperCase();
      reply(
        declarable(user, users)
          .map(view)
          .filter((r) => !q || r.companyName.toUpperCase().includes(q) || r.registrationNo.includes(q.replace(/\s+/g, ''))),
      );
    },
  }),

  route({
    contract: eprDeclareApi.download,
    handler: ({ res, body, user, reply }) => {
      const mine = new Map(declarable(user).map((r) => [r.id, r]));
      const bad = body.ids.find((i) => !mine.has(i));
      if (bad !== undefined) return fail(res, `所选注册中有无法申报的注册（编号 ${bad}）：只能为已生效的德国包装法注册申报，请刷新后重新选择`, { errorCode: 'NOT_DECLARABLE' });
      const period = body.period || String(new Date().getUTCFullYear() - 1);
      const rows = [...new Set(body.ids)].map((i) => mine.get(i)!).map((r): TemplateRow => ({ registrationNo: foldRegNo(r.registrationNo), companyName: r.companyName, period }));
      reply(startExport(user, `包装数据申报模板_${period}`, rows, TEMPLATE_COLUMNS));
    },
  }),

  route({
    contract: eprDeclareApi.downloadResult,
    handler: ({ res, query, user, reply }) => {
      const r = exportResult(user, query.taskId);
      if (!r) return fail(res, EXPORT_NOT_FOUND, { errorCode: 'EXPORT_NOT_FOUND' });
      reply(r);
    },
  }),

  route({
    contract: eprDeclareApi.create,
    handler: ({ body, user, reply }) => {
      const regs = declarable(user);
      const byNo = new Map<string, DeclarableRegistration>(regs.map((r) => [foldRegNo(r.registrationNo), { id: r.id, userId: r.userId, registrationNo: foldRegNo(r.registrationNo), companyName: r.companyName }]));
      const store = eprDeclareStore();
      const day = today();
      const seen = new Set<string>();
      const batchId = randomBytes(6).toString('hex');
      const now = nowText();
      const results: DeclareResult[] = body.rows.map((row) => {
        const weights = Object.fromEntries(MATERIAL_KEYS.map((k) => [k, row.weights[k] ?? null]));
        const c = checkRow({ ...row, weights }, byNo, day, seen);
        const regNo = foldRegNo(row.registrationNo);
        const period = c.period?.text ?? String(row.period);
        const reasons = [...c.errors];
        const before = c.registration && c.period ? store.rows.find((d) => d.registrationNo === regNo && d.period === c.period!.text) : undefined;
        if (before) reasons.push(`${regNo} 的 ${before.period} 已于 ${before.createdAt.slice(0, 10)} 申报过，不能重复申报；如需更正请联系客服`);
        const base = { line: row.line, registrationNo: regNo, companyName: c.registration?.companyName ?? '', period };
        if (reasons.length || !c.registration) return { ...base, status: 'refused' as const, reasons, declarationId: null, totalKg: 0, flags: [] };
        const id = store.seq;
        store.seq += 1;
        store.rows.push({ id, userId: c.registration.userId, createdBy: user.id, registrationId: c.registration.id, registrationNo: regNo, period, quantities: c.quantities, totalKg: c.totalKg, flags: c.flags, batchId, createdAt: now });
        return { ...base, status: 'stored' as const, reasons: [], declarationId: id, totalKg: c.totalKg, flags: c.flags };
      });
      const stored = results.filter((r) => r.status === 'stored').length;
      reply({ batchId, stored, refused: results.length - stored, results });
    },
  }),
]);
