/**
 * Mock of the VAT Italy records (spec §7 "VAT Italy"; issue #11, `/italy-local`), scoped by `scopeRows`.
 *
 * - `GET /api/vat-italy` `page, perPage, kind, q, users` → `{ list: VatItalyRecord[], total, page, perPage }`.
 * - `POST /api/vat-italy/add` `{ vatNumber, kind, period, amount, dueDate, taxCode?, note? }` → the record
 *   (the P.IVA must be one of the caller's Italian VAT numbers; period shape by kind).
 * - `POST /api/vat-italy/update` `{ id, …the same fields }` → the record.
 * - `POST /api/vat-italy/delete` `{ ids }` → `{ deleted }`.
 * - `POST /api/vat-italy/import` `{ key }` (an uploaded `.xlsx`, sheet 1, the export's columns) →
 *   `{ added, errors: [{ row, message }] }`: valid rows are added, the others listed by row number.
 * - `POST /api/vat-italy/export` `{ kind?, q? }` → `{ taskId }`; `GET /api/vat-italy/export-result?taskId`.
 *
 * Every call's path, input and answer: its contract in src/core/declare/italy-api.ts (`vatItalyApi`).
 */
import * as XLSX from 'xlsx';
import type { VatItalyRecord } from '../../src/core/declare/types';
import type { XlsxColumn } from '../../src/core/utils/xlsx';
import { checkItalyRecord, ITALY_KINDS } from '../../src/core/declare/italy';
import zhDeclare from '../../src/locales/zh-CN/declare';
import { italyFields, italyFilters, vatItalyApi } from '../../src/core/declare/italy-api';
import { exportResultRoute, fail, invalid, listRoute, ok, route, routes, scopeRows, startExport, visibleUserIds, z, db, type MockUser } from '../_store';
import { italyStore, italyView, type StoredItaly } from '../_store/vat-italy';
import { vatTaxStore } from '../_store/vat-tax';

const L = zhDeclare as Record<string, string>;
const filters = italyFilters;
const where = (r: StoredItaly, f: { kind?: string; q?: string }) => (!f.kind || r.kind === f.kind) && (!f.q || [r.vatNumber, r.companyName, r.note].some((v) => v.toUpperCase().includes(f.q!.toUpperCase())));

const fields = italyFields;
type Fields = z.output<z.ZodObject<typeof fields>>;

/** Checks a record's fields for `user`: the first problem `{ field, message }` or `null`. */
function problem(user: MockUser, f: Fields): { field: string; message: string } | null {
  const key = checkItalyRecord(f);
  if (key) return { field: key.field, message: L[key.key] };
  const mine = vatTaxStore().numbers.some((n) => n.countryCode === 'IT' && n.vatNumber === f.vatNumber.toUpperCase() && visibleUserIds(user).includes(n.userId));
  if (!mine) return { field: 'vatNumber', message: L['declare.italy.rule.vatNumber'] };
  return null;
}

function ownerOf(vatNumber: string): number {
  return vatTaxStore().numbers.find((n) => n.vatNumber === vatNumber.toUpperCase())!.userId;
}

const columns: XlsxColumn<VatItalyRecord>[] = [
  { key: 'vatNumber', title: 'P.IVA' },
  { key: 'companyName', title: '公司名称' },
  { key: 'kind', title: '事项', format: (v) => L[`declare.italy.kind.${v}`] },
  { key: 'period', title: '期间' },
  { key: 'amount', title: '金额（EUR）' },
  { key: 'dueDate', title: '截止日期' },
  { key: 'taxCode', title: '税目代码' },
  { key: 'note', title: '备注' },
];
const KIND_BY_LABEL = new Map(ITALY_KINDS.map((k) => [L[`declare.italy.kind.${k}`], k]));

export default routes([
  listRoute({
    contract: vatItalyApi.list,
    filters,
    rows: () => italyStore().rows,
    where,
    view: italyView,
    sortable: ['dueDate', 'period', 'createdAt'],
    defaultOrder: 'dueDate',
  }),

  route({
    contract: vatItalyApi.add,
    handler: ({ res, body, user }) => {
      const p = problem(user, body);
      if (p) return invalid(res, p.field, p.message);
      const s = italyStore();
      const row: StoredItaly = { id: s.seq, userId: ownerOf(body.vatNumber), vatNumber: body.vatNumber.toUpperCase(), companyName: vatTaxStore().numbers.find((n) => n.vatNumber === body.vatNumber.toUpperCase())!.companyName, kind: body.kind, period: body.period, amount: body.amount, dueDate: body.dueDate, taxCode: body.taxCode ?? '', note: body.note ?? '', createdAt: new Date().toISOString().replace('T', ' ').slice(0, 19) };
      s.seq += 1;
      s.rows.push(row);
      ok(res, italyView(row));
    },
  }),

  route({
    contract: vatItalyApi.update,
    handler: ({ res, body, user }) => {
      const row = scopeRows(italyStore().rows, user).find((r) => r.id === body.id);
      if (!row) return fail(res, '记录不存在或无权查看', { errorCode: 'NOT_FOUND' });
      const p = problem(user, body);
      if (p) return invalid(res, p.field, p.message);
      Object.assign(row, { vatNumber: body.vatNumber.toUpperCase(), kind: body.kind, period: body.period, amount: body.amount, dueDate: body.dueDate, taxCode: body.taxCode ?? '', note: body.note ?? '' });
      ok(res, italyView(row));
    },
  }),

  route({
    contract: vatItalyApi.remove,
    handler: ({ res, body, user }) => {
      const s = italyStore();
      const mine = new Set(scopeRows(s.rows, user).map((r) => r.id));
      if (body.ids.some((id) => !mine.has(id))) return fail(res, '记录不存在或无权查看', { errorCode: 'NOT_FOUND' });
      const before = s.rows.length;
      s.rows = s.rows.filter((r) => !body.ids.includes(r.id));
      ok(res, { deleted: before - s.rows.length });
    },
  }),

  route({
    contract: vatItalyApi.importRows,
    handler: ({ res, body, user }) => {
      const file = db().files.get(body.key);
      if (!file || file.ownerId !== user.id) return invalid(res, 'key', '文件不存在或已过期，请重新上传');
      if (!/\.xlsx$/i.test(file.name)) return invalid(res, 'key', '请上传 .xlsx 格式的表格（可先导出一份作为模板）');
      let rows: Record<string, unknown>[];
      try {
        const wb = XLSX.read(file.data, { type: 'buffer' });
        rows = XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { defval: '', raw: false });
      } catch {
        return invalid(res, 'key', '表格无法读取，请确认是 Excel（.xlsx）文件');
      }
      if (!rows.length) return invalid(res, 'key', '表格中没有数据行');
      if (rows.length > 500) return invalid(res, 'key', '一次最多导入 500 行');
      const errors: { row: number; message: string }[] = [];
      let added = 0;
      rows.forEach((raw, i) => {
        const f: Fields = {
          vatNumber: String(raw['P.IVA'] ?? '').trim(),
          kind: (KIND_BY_LABEL.get(String(raw['事项'] ?? '').trim()) ?? String(raw['事项'] ?? '').trim()) as Fields['kind'],
          period: String(raw['期间'] ?? '').trim(),
          amount: String(raw['金额（EUR）'] ?? '').trim(),
          dueDate: String(raw['截止日期'] ?? '').trim(),
          taxCode: String(raw['税目代码'] ?? '').trim(),
          note: String(raw['备注'] ?? '').trim().slice(0, 200),
        };
        if (!ITALY_KINDS.includes(f.kind)) return void errors.push({ row: i + 2, message: '事项应为：定期结算、LIPE、年度申报、预缴（acconto）之一' });
        const p = problem(user, f);
        if (p) return void errors.push({ row: i + 2, message: p.message });
        const s = italyStore();
        s.rows.push({ id: s.seq, userId: ownerOf(f.vatNumber), vatNumber: f.vatNumber.toUpperCase(), companyName: vatTaxStore().numbers.find((n) => n.vatNumber === f.vatNumber.toUpperCase())!.companyName, kind: f.kind, period: f.period, amount: f.amount, dueDate: f.dueDate, taxCode: f.taxCode ?? '', note: f.note ?? '', createdAt: new Date().toISOString().replace('T', ' ').slice(0, 19) });
        s.seq += 1;
        added += 1;
      });
      ok(res, { added, errors });
    },
  }),

  route({
    contract: vatItalyApi.exportStart,
    handler: ({ res, body, user, users }) => {
      const rows = scopeRows(italyStore().rows, user, users).filter((r) => where(r, body)).map(italyView);
      ok(res, startExport(user, `意大利VAT记录-${new Date().toISOString().slice(0, 10)}`, rows, columns));
    },
  }),
  exportResultRoute(vatItalyApi.exportResult),
]);
