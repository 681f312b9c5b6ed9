/**
 * The imports of the mock (issue #12): template imports (the temporary data sets) and GB data
 * conversions, in one collection restored by `resetStore()`; the rules are the console's own
 * (`src/core/imports`), run here on the stored upload.
 *
 * - A template import belongs to the uploader (`userId`); an agent's import may name its clients'
 *   VAT numbers. Saving it (`saveTemplateImport`) groups the rows by VAT number and period, finds or
 *   creates each declaration (as the start flow's `batch-save` does) and applies the `upload`
 *   action through THE transition table (a declaration already confirmed refuses, with its reason on
 *   each of its rows); the saved rows are kept by declaration id (`importedRowsOf`), which
 *   `GET /api/vat-declare/:id` answers as `importedRows`.
 * - A GB conversion belongs to the uploader; confirming it creates a GB declaration per accepted row
 *   (status 待卖家确认, the boxes as its return, the history naming the file and line).
 */
import Big from 'big.js';
import { checkGbRows, type GbRow } from '../../src/core/imports/gb';
import { readGbFile } from '../../src/core/imports/gb-sheet';
import { readTemplate } from '../../src/core/imports/template-sheet';
import { checkImportRow, IMPORT_TYPE_LABEL, normalizeRow, periodOfRow, type ImportNumber, type ImportRow, type ImportRowValues, type ImportType } from '../../src/core/imports/template';
import { returnNameKey } from '../../src/core/declare/types';
import { periodOf } from '../../src/core/vat-tax/periods';
import ZH from '../../src/locales/zh-CN/declare';
import { collection, visibleUserIds } from './collections';
import { db, nowText } from './core';
import { actorOf, applyAction, declareStore, newDeclaration, refusalMessage, type StoredDeclaration } from './declare';
import type { MockUser } from './types';
import { vatTaxStore, type StoredVatTax } from './vat-tax';

/** A stored template import (a temporary data set until saved). */
export interface StoredTemplateImport {
  id: number;
  userId: number;
  type: ImportType;
  fileName: string;
  createdAt: string;
  rows: ImportRow[];
  /** `open` until saved; `saved` with where the rows went. */
  status: 'open' | 'saved';
  savedTo: { declarationId: number; label: string; rows: number; created: boolean }[];
  savedAt: string | null;
}

/** A row saved into a declaration (what `GET /api/vat-declare/:id` answers as `importedRows`). */
interface ImportedRow extends ImportRowValues {
  importId: number;
  type: ImportType;
  typeLabel: string;
  line: number;
}

/** A stored GB conversion. */
interface StoredGbImport {
  id: number;
  userId: number;
  fileName: string;
  uploadedAt: string;
  rows: (GbRow & { duplicateOf: number | null; declarationId: number | null })[];
  status: 'pending' | 'confirmed';
  confirmedAt: string | null;
}

const today = () => new Date().toISOString().slice(0, 10);

export const importsStore = collection('imports', seedImports);

/**
 * Seeds: for the seller (user 1) and the agent's client 1 (user 3) one unsaved temporary data set
 * (two good rows in the open GB period, one with a rate that is no number) and one GB conversion
 * awaiting confirmation (accepted, refused for VAT_TOTAL_VALUE, duplicate of the open declaration).
 * Ids 7001–7004: the seller's 7001 (template) and 7002 (GB), client 1's 7003 and 7004.
 */
function seedImports() {
  const templates: StoredTemplateImport[] = [];
  const gb: StoredGbImport[] = [];
  let id = 7000;
  for (const userId of [1, 3]) {
    const user = db().users.find((u) => u.id === userId);
    const number = vatTaxStore().numbers.find((n) => n.userId === userId && n.countryCode === 'GB' && n.status === 3);
    if (!user || !number) continue;
    const p1 = periodOf(number.effectiveDate ?? '2025-01-01', number.frequency, number.stagger);
    const first = periodOf(dayjsAdd(p1.end, 1), number.frequency, number.stagger);
    const second = periodOf(dayjsAdd(first.end, 1), number.frequency, number.stagger);
    const third = periodOf(dayjsAdd(second.end, 1), number.frequency, number.stagger);
    // The template rows go to the open declaration when its period has ended, else to a period without one.
    const open = declareStore().list.find((d) => d.vatTaxId === number.id && d.status === 0 && d.periodEnd < today());
    const date = (open?.periodStart ?? third.start).slice(0, 8) + '15';
    const target = declareStore().list.find((d) => d.vatTaxId === number.id && d.periodEnd < today());
    if (!target) continue;
    const base: ImportRowValues = { vatNumber: number.vatNumber, date, ref: 'EB-0001', source: 'eBay', net: '120.00', rate: '20', vat: '24.00', currency: 'GBP', note: '' };
    const values = [base, { ...base, ref: 'EB-0002', net: '80.50', vat: '16.10' }, { ...base, ref: 'EB-0003', rate: '二十' }];
    id += 1;
    templates.push({
      id,
      userId,
      type: 'platform',
      fileName: 'eBay销售-示例.xlsx',
      createdAt: `${dayjsAdd(today(), -1)} 09:00:00`,
      rows: values.map((v, i) => ({ line: i + 2, values: v, errors: rowProblems(user, 'platform', i + 2, v) })),
      status: 'open',
      savedTo: [],
      savedAt: null,
    });
    const rows = checkGbRows(
      [
        { line: 2, values: { vrn: number.vatNumber, periodStart: first.start, periodEnd: first.end, box1: '1200.00', box2: '0.00', box3: '1200.00', box4: '300.00', box5: '900.00', box6: '6000', box7: '1500', box8: '0', box9: '0' } },
        { line: 3, values: { vrn: number.vatNumber, periodStart: second.start, periodEnd: second.end, box1: '800.00', box2: '0.00', box3: '900.00', box4: '100.00', box5: '800.00', box6: '4000', box7: '500', box8: '0', box9: '0' } },
        { line: 4, values: { vrn: number.vatNumber, periodStart: target.periodStart, periodEnd: target.periodEnd, box1: '100.00', box2: '0.00', box3: '100.00', box4: '20.00', box5: '80.00', box6: '500', box7: '100', box8: '0', box9: '0' } },
      ],
      {
        numbers: [{ vatNumber: number.vatNumber, frequency: number.frequency, stagger: number.stagger, effectiveDate: number.effectiveDate }],
        declared: (_vrn, start) => !!declarationOf(number.id, start),
        today: today(),
      },
    ).map((r) => ({ ...r, duplicateOf: r.status === 'duplicate' ? declarationOf(number.id, r.periodStart)?.id ?? null : null, declarationId: null }));
    id += 1;
    gb.push({ id, userId, fileName: '前代理-英国申报数据.xlsx', uploadedAt: `${dayjsAdd(today(), -1)} 09:05:00`, rows, status: 'pending', confirmedAt: null });
  }
  return { templates, gb, imported: new Map<number, ImportedRow[]>(), seq: 7100 };
}

function dayjsAdd(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}


/** The issued numbers (status 3) `user` may import for: own and (agents) the clients'. */
export function importNumbers(user: MockUser): StoredVatTax[] {
  const ids = visibleUserIds(user);
  return vatTaxStore().numbers.filter((n) => ids.includes(n.userId) && n.status === 3 && !!n.vatNumber);
}

/** A stored number as the row rules read it. */
export function asImportNumber(n: StoredVatTax): ImportNumber {
  return { vatNumber: n.vatNumber, countryCode: n.countryCode, frequency: n.frequency, stagger: n.stagger, effectiveDate: n.effectiveDate };
}

function nextId(): number {
  const s = importsStore();
  s.seq += 1;
  return s.seq;
}

/** The declaration of `number` and the period starting `periodStart`, if any. */
export function declarationOf(numberId: number, periodStart: string): StoredDeclaration | undefined {
  return declareStore().list.find((d) => d.vatTaxId === numberId && d.periodStart === periodStart);
}

/** A row's problems with the context of the store: the rules, then the target declaration's status. */
function rowProblems(user: MockUser, type: ImportType, line: number, values: ImportRowValues, cellErrors = {}) {
  const numbers = importNumbers(user);
  const errors = checkImportRow(line, values, type, { numbers: numbers.map(asImportNumber), today: today() }, cellErrors);
  if (errors.length) return errors;
  const hit = periodOfRow(values, numbers.map(asImportNumber))!;
  const number = numbers.find((n) => n.vatNumber === hit.number.vatNumber)!;
  const d = declarationOf(number.id, hit.period.start);
  if (d) {
    const r = applyActionDryRun(d, user);
    if (r) return [{ field: 'date' as const, message: `第 ${line} 行「交易日期」：所属期间 ${hit.period.start} ~ ${hit.period.end} 的申报不能再导入数据：${r}` }];
  }
  return [];
}

/** Whether the `upload` action is allowed on `d` for `user` now (the refusal's Chinese sentence, or null), without changing anything. */
function applyActionDryRun(d: StoredDeclaration, user: MockUser): string | null {
  const copy: StoredDeclaration = { ...d, history: [...d.history] };
  const r = applyAction(copy, 'upload', user);
  return r ? refusalMessage(r) : null;
}

/** Reads and checks an uploaded template; answers the stored import or the file's refusal. */
export function createTemplateImport(user: MockUser, type: ImportType, fileName: string, data: Uint8Array): StoredTemplateImport | { error: string } {
  const read = readTemplate(data, fileName, type);
  if (!read.ok) return { error: read.error };
  const imp: StoredTemplateImport = {
    id: nextId(),
    userId: user.id,
    type,
    fileName,
    createdAt: nowText(),
    rows: read.rows.map((r) => ({ line: r.line, values: r.values as ImportRowValues, errors: rowProblems(user, type, r.line, r.values as ImportRowValues, r.cellErrors) })),
    status: 'open',
    savedTo: [],
    savedAt: null,
  };
  importsStore().templates.push(imp);
  return imp;
}

/** The template import `id` if `user` may see it (own, or an agent's client's). */
export function findTemplateImport(user: MockUser, id: number): StoredTemplateImport | undefined {
  return importsStore().templates.find((t) => t.id === id && visibleUserIds(user).includes(t.userId));
}

/** Rows edited in the temporary data set: replace the stored rows (by line; a line left out is dropped). */
type EditedRows = { line: number; values: ImportRowValues }[];

/**
 * Saves a temporary data set into the declarations its rows belong to. `rows` (optional) are the
 * rows as edited (a line left out was dropped). Every row is checked again; with any error nothing
 * is saved and `{ errors }` lists each row's problems. Else each VAT number/period group goes into
 * its declaration (created when missing) through the `upload` action.
 */
export function saveTemplateImport(user: MockUser, imp: StoredTemplateImport, edited?: EditedRows):
  | { ok: true; savedTo: StoredTemplateImport['savedTo'] }
  | { ok: false; code: string; message: string; errors?: ImportRow[] } {
  if (imp.status === 'saved') return { ok: false, code: 'ALREADY_SAVED', message: '该临时数据集已保存，不能重复保存' };
  const known = new Map(imp.rows.map((r) => [r.line, r]));
  if (edited) {
    const unknown = edited.find((r) => !known.has(r.line));
    if (unknown) return { ok: false, code: 'VALIDATION', message: `第 ${unknown.line} 行不在该临时数据集中，请刷新页面后重试` };
  }
  const source = edited ?? imp.rows.map((r) => ({ line: r.line, values: r.values }));
  if (!source.length) return { ok: false, code: 'EMPTY', message: '临时数据集中没有数据行，请重新上传' };
  const rows: ImportRow[] = source.map((r) => ({ line: r.line, values: r.values, errors: rowProblems(user, imp.type, r.line, r.values) }));
  const bad = rows.filter((r) => r.errors.length);
  if (bad.length) {
    imp.rows = rows;
    return { ok: false, code: 'ROWS_INVALID', message: `还有 ${bad.length} 行有错误，请修改或删除后再保存`, errors: bad };
  }
  const numbers = importNumbers(user);
  const groups = new Map<string, { number: StoredVatTax; start: string; end: string; rows: ImportRow[] }>();
  for (const r of rows) {
    const hit = periodOfRow(r.values, numbers.map(asImportNumber))!;
    const number = numbers.find((n) => n.vatNumber === hit.number.vatNumber)!;
    const k = `${number.id}|${hit.period.start}`;
    if (!groups.has(k)) groups.set(k, { number, start: hit.period.start, end: hit.period.end, rows: [] });
    groups.get(k)!.rows.push(r);
  }
  const savedTo: StoredTemplateImport['savedTo'] = [];
  const s = importsStore();
  for (const g of groups.values()) {
    let d = declarationOf(g.number.id, g.start);
    const created = !d;
    if (!d) {
      d = newDeclaration({ ...g.number, vatTaxId: g.number.id }, g.start, g.end);
      declareStore().list.push(d);
    }
    const target = d;
    const refused = applyAction(target, 'upload', user, undefined, `导入「${IMPORT_TYPE_LABEL[imp.type]}」${g.rows.length} 行（${imp.fileName}）`);
    if (refused) {
      // Checked above; a race cannot happen in one synchronous call. Keep the answer honest anyway.
      return { ok: false, code: refused.code, message: refusalMessage(refused) };
    }
    const list = s.imported.get(target.id) ?? [];
    list.push(...g.rows.map((r) => ({ ...normalizeRow(r.values), importId: imp.id, type: imp.type, typeLabel: IMPORT_TYPE_LABEL[imp.type], line: r.line })));
    s.imported.set(target.id, list);
    target.vatReturn = null;
    savedTo.push({ declarationId: target.id, label: `${target.vatNumber} ${target.periodStart} ~ ${target.periodEnd}`, rows: g.rows.length, created });
  }
  imp.rows = rows;
  imp.status = 'saved';
  imp.savedTo = savedTo;
  imp.savedAt = nowText();
  return { ok: true, savedTo };
}

/** Rows saved into declaration `id` by template imports (oldest first). */
export function importedRowsOf(id: number): ImportedRow[] {
  return importsStore().imported.get(id) ?? [];
}

// ------------------------------------------------------------------------------------------- GB

/** The GB numbers of `user` (own and the clients'), issued. */
export function gbNumbers(user: MockUser): StoredVatTax[] {
  return importNumbers(user).filter((n) => n.countryCode === 'GB');
}

/** Reads and checks a GB conversion file; answers the stored import or the file's refusal. */
export function createGbImport(user: MockUser, fileName: string, data: Uint8Array): StoredGbImport | { error: string } {
  const read = readGbFile(data, fileName);
  if (!read.ok) return { error: read.error };
  const numbers = gbNumbers(user);
  const byVrn = (vrn: string) => numbers.find((n) => n.vatNumber === vrn);
  const rows = checkGbRows(read.rows, {
    numbers: numbers.map((n) => ({ vatNumber: n.vatNumber, frequency: n.frequency, stagger: n.stagger, effectiveDate: n.effectiveDate })),
    declared: (vrn, start) => {
      const n = byVrn(vrn);
      return !!n && !!declarationOf(n.id, start);
    },
    today: today(),
  }).map((r) => {
    const n = byVrn(r.vrn);
    const dup = r.status === 'duplicate' && n ? declarationOf(n.id, r.periodStart)?.id ?? null : null;
    return { ...r, duplicateOf: dup, declarationId: null };
  });
  const imp: StoredGbImport = { id: nextId(), userId: user.id, fileName, uploadedAt: nowText(), rows, status: 'pending', confirmedAt: null };
  importsStore().gb.push(imp);
  return imp;
}

/** The GB import `id` if `user` may see it. */
export function findGbImport(user: MockUser, id: number): StoredGbImport | undefined {
  return importsStore().gb.find((t) => t.id === id && visibleUserIds(user).includes(t.userId));
}

/** What the list shows of a GB import. */
export function gbImportView(imp: StoredGbImport) {
  const count = (s: GbRow['status']) => imp.rows.filter((r) => r.status === s).length;
  return {
    id: imp.id,
    userId: imp.userId,
    fileName: imp.fileName,
    uploadedAt: imp.uploadedAt,
    rows: imp.rows.length,
    accepted: count('accepted'),
    refused: count('refused'),
    duplicate: count('duplicate'),
    status: imp.status,
    confirmedAt: imp.confirmedAt,
  };
}

/**
 * Confirms a GB import: a declaration per accepted row (a period declared meanwhile becomes a
 * duplicate instead). Refused when already confirmed or with nothing accepted.
 */
export function confirmGbImport(user: MockUser, imp: StoredGbImport): { ok: true; created: number[]; duplicates: number } | { ok: false; code: string; message: string } {
  if (imp.status === 'confirmed') return { ok: false, code: 'ALREADY_CONFIRMED', message: '该导入已确认，申报已创建，不能重复确认' };
  if (!imp.rows.some((r) => r.status === 'accepted')) return { ok: false, code: 'NOTHING_ACCEPTED', message: '该导入没有可创建申报的行（全部被拒绝或重复），请修改文件后重新上传' };
  const numbers = gbNumbers(user);
  const created: number[] = [];
  let duplicates = 0;
  const at = nowText();
  for (const r of imp.rows.filter((x) => x.status === 'accepted')) {
    const n = numbers.find((x) => x.vatNumber === r.vrn);
    if (!n) continue;
    const existing = declarationOf(n.id, r.periodStart);
    if (existing) {
      r.status = 'duplicate';
      r.duplicateOf = existing.id;
      duplicates += 1;
      continue;
    }
    const p = periodOf(r.periodStart, n.frequency, n.stagger);
    const d = newDeclaration({ ...n, vatTaxId: n.id }, p.start, p.end);
    const box3 = new Big(r.boxes.box3);
    const box4 = new Big(r.boxes.box4);
    const payable = box3.minus(box4);
    d.status = 3;
    d.amount = payable.toFixed(2);
    d.vatReturn = {
      returnName: (ZH as Record<string, string>)[returnNameKey('GB')],
      currency: 'GBP',
      boxes: { ...r.boxes },
      totals: { output: box3.toFixed(2), input: box4.toFixed(2), payable: payable.toFixed(2) },
      checks: [],
      generatedAt: null,
    };
    d.history.push({ at, action: 'upload', actor: actorOf(user), by: user.name, from: 0, to: 3, note: `GB 数据转换：${imp.fileName} 第 ${r.line} 行（九栏数据），待卖家确认` });
    declareStore().list.push(d);
    r.declarationId = d.id;
    created.push(d.id);
  }
  imp.status = 'confirmed';
  imp.confirmedAt = at;
  return { ok: true, created, duplicates };
}
