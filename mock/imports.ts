/**
 * Mock of the imports (issue #12; spec §7 `tax-import-template`, `batch-import/type`,
 * `batch-import/v2`, `batch-save`, and the GB data conversion). The rules are the console's own
 * (`src/core/imports`); the state is in `mock/_store/imports.ts`. Files are uploaded first through
 * the kit's signed upload (`uploadFile`: multipart `file` to `/api/upload/put/<sign>`) and named
 * here by their `key`, as the VAT Italy import does.
 *
 * - `GET /api/vat-declare/batch-import/type` → `[{ value, label }]` (其他平台销售, 自建站销售, 进口增值税/采购).
 * - `POST /api/vat-declare/tax-import-template` `{ type }` → `{ url, fileName }`: the `.xlsx`
 *   template (sheet 数据: header + example row with one of the caller's VAT numbers; sheet 说明)
 *   stored on the file host, `url` signed for the caller.
 * - `POST /api/vat-declare/batch-import/v2` `{ key, type }` → `TemplateImportView` `{ id, type,
 *   typeLabel, fileName, createdAt, status, rows: [{ line, values, errors: [{ field, message }] }],
 *   errorRows, savedTo, numbers }` (`numbers`: the caller's issued VAT numbers with frequency,
 *   stagger and effective date, which the console re-checks an edited row against); a file refused as a whole (not a workbook, wrong sheet, missing columns,
 *   no rows, over 2000 rows) answers a business error with the reason (`errorCode: 'FILE_INVALID'`).
 * - `GET /api/vat-declare/batch-import` *(our path)* `page, perPage, status (open|saved), users` → paged
 *   `{ id, userId, type, typeLabel, fileName, createdAt, status, rows, errorRows }`, newest first.
 * - `GET /api/vat-declare/batch-import/:id` *(our path)* → `TemplateImportView` (own and, for an
 *   agent, the clients' imports).
 * - `POST /api/vat-declare/batch-save` `{ importId, rows? }` (the start flow's body is handled by
 *   mock/declare.ts, which delegates here when `importId` is present; see `saveImportBody`) →
 *   `{ savedTo: [{ declarationId, label, rows, created }] }`; any row with an error → business error
 *   `ROWS_INVALID` with `data.errors` (the rows and their problems), nothing saved; a second save →
 *   `ALREADY_SAVED`.
 * - `GET /api/vat-declare/export-sample` is not needed: the template itself carries an example row.
 * - `GET /api/gb-tax-import` `page, perPage, status (pending|confirmed), q (file name)` → paged
 *   `{ id, userId, fileName, uploadedAt, rows, accepted, refused, duplicate, status, confirmedAt }`.
 * - `POST /api/gb-tax-import` `{ key }` (`.xlsx` or UTF-8 `.csv`) → the import view with `rows`;
 *   a refused file: `FILE_INVALID`.
 * - `GET /api/gb-tax-import/sample` *(our path)* → `{ url, fileName }` of a sample file.
 * - `GET /api/gb-tax-import/:id` *(our path)* → the import view with `rows: [{ line, vrn,
 *   periodStart, periodEnd, boxes, status, reasons, codes, duplicateOf, declarationId }]`.
 * - `POST /api/gb-tax-import/:id` `{}` → `{ created: id[], duplicates }` (a GB declaration per
 *   accepted row, status 待卖家确认); refused `ALREADY_CONFIRMED`, `NOTHING_ACCEPTED`.
 */
import { randomBytes } from 'crypto';
import { IMPORT_TYPES, IMPORT_TYPE_LABEL, templateFileName } from '../src/core/imports/template';
import { templateBytes } from '../src/core/imports/template-sheet';
import { gbSamplePeriods } from '../src/core/imports/gb';
import { gbSampleBytes } from '../src/core/imports/gb-sheet';
import { gbFilters, importsApi, templateFilters } from '../src/core/imports/api';
import { db, fail, invalid, listRoute, ok, route, routes, signedFileUrl, storeFile, type MockHandler, type MockRequest, type MockResponse, type MockUser, type z } from './_store';
import {
  confirmGbImport,
  createGbImport,
  createTemplateImport,
  declarationOf,
  findGbImport,
  gbNumbers,
  findTemplateImport,
  gbImportView,
  asImportNumber,
  importNumbers,
  importsStore,
  saveTemplateImport,
  type StoredTemplateImport,
} from './_store/imports';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The body of `batch-save` for a temporary data set (the contract's: `importsApi.save`). */
const saveImportBody = importsApi.save.body;

/** A template import as the API answers it. */
function templateView(imp: StoredTemplateImport, user: MockUser) {
  return {
    /** The caller's issued VAT numbers: what the console re-checks an edited row against. */
    numbers: importNumbers(user).map(asImportNumber),
    id: imp.id,
    userId: imp.userId,
    type: imp.type,
    typeLabel: IMPORT_TYPE_LABEL[imp.type],
    fileName: imp.fileName,
    createdAt: imp.createdAt,
    status: imp.status,
    rows: imp.rows,
    errorRows: imp.rows.filter((r) => r.errors.length).length,
    savedTo: imp.savedTo,
    savedAt: imp.savedAt,
  };
}

/** Saves a temporary data set (`batch-save` with `importId`); answers on `res`. */
function saveImport(res: MockResponse, user: MockUser, body: z.output<typeof saveImportBody>): void {
  const imp = findTemplateImport(user, body.importId);
  if (!imp) return fail(res, '临时数据集不存在或无权查看', { errorCode: 'NOT_FOUND' });
  const r = saveTemplateImport(user, imp, body.rows);
  if (!r.ok) return fail(res, r.message, { errorCode: r.code, ...(r.errors ? { data: { errors: r.errors } } : {}) });
  ok(res, { savedTo: r.savedTo });
}

const saveImportRoute = route({ contract: importsApi.save, handler: ({ res, body, user }) => saveImport(res, user, body) });

/**
 * `POST /api/vat-declare/batch-save` serves two bodies: the start flow's (mock/declare.ts, `handler`)
 * and a temporary data set's (`{ importId, rows? }`, here). Wraps the start flow's route so a body
 * with `importId` comes here (validated and answered on `importsApi.save`); anything else goes on
 * unchanged. The route's meta (access, schemas, contract) stays the start flow's, and names the second
 * contract it serves (`alsoServes`).
 */
export function withImportSave(handler: MockHandler): MockHandler {
  const fn = (req: MockRequest, res: MockResponse) => {
    const b = req.body as Record<string, unknown> | undefined;
    return b && typeof b === 'object' && !Array.isArray(b) && 'importId' in b ? saveImportRoute(req, res) : handler(req, res);
  };
  return Object.assign(fn, { meta: { ...handler.meta, alsoServes: [importsApi.save] } });
}

/** Stores generated bytes as a file of `user` and answers `{ url, fileName }`. */
function serveFile(res: MockResponse, user: MockUser, name: string, bytes: Uint8Array) {
  const key = `imports/${user.id}/${randomBytes(8).toString('hex')}/${name}`;
  storeFile({ key, name, mime: XLSX_MIME, data: Buffer.from(bytes), ownerId: user.id });
  ok(res, { url: signedFileUrl(key, user.id), fileName: name });
}

/** The stored upload `key` of `user`, or answers the refusal. */
function uploaded(res: MockResponse, user: MockUser, key: string) {
  const file = db().files.get(key);
  if (!file || file.ownerId !== user.id) {
    invalid(res, 'key', '文件不存在或已过期，请重新上传');
    return undefined;
  }
  return file;
}

export default routes([
  route({
    contract: importsApi.types,
    handler: ({ res }) => ok(res, IMPORT_TYPES.map((t) => ({ value: t, label: IMPORT_TYPE_LABEL[t] }))),
  }),

  route({
    contract: importsApi.template,
    handler: ({ res, body, user }) => {
      const example = importNumbers(user).find((n) => n.userId === user.id) ?? importNumbers(user)[0];
      serveFile(res, user, templateFileName(body.type), templateBytes(body.type, example?.vatNumber));
    },
  }),

  route({
    contract: importsApi.upload,
    handler: ({ res, body, user }) => {
      const file = uploaded(res, user, body.key);
      if (!file) return;
      const r = createTemplateImport(user, body.type, file.name, new Uint8Array(file.data));
      if ('error' in r) return fail(res, r.error, { errorCode: 'FILE_INVALID' });
      ok(res, templateView(r, user));
    },
  }),

  listRoute({
    contract: importsApi.list,
    filters: templateFilters,
    rows: () => importsStore().templates,
    where: (r, f) => !f.status || r.status === f.status,
    view: (r) => ({ id: r.id, userId: r.userId, type: r.type, typeLabel: IMPORT_TYPE_LABEL[r.type], fileName: r.fileName, createdAt: r.createdAt, status: r.status, rows: r.rows.length, errorRows: r.rows.filter((x) => x.errors.length).length }),
    defaultOrder: '-id',
  }),

  route({
    contract: importsApi.get,
    handler: ({ res, params, user }) => {
      const imp = findTemplateImport(user, params.id);
      if (!imp) return fail(res, '临时数据集不存在或无权查看', { errorCode: 'NOT_FOUND' });
      ok(res, templateView(imp, user));
    },
  }),

  listRoute({
    contract: importsApi.gbList,
    filters: gbFilters,
    rows: () => importsStore().gb,
    where: (r, f) => (!f.status || r.status === f.status) && (!f.q || r.fileName.toLowerCase().includes(f.q.toLowerCase())),
    view: (r) => gbImportView(r),
    sortable: ['uploadedAt'],
    defaultOrder: '-id',
  }),

  route({
    contract: importsApi.gbUpload,
    handler: ({ res, body, user }) => {
      const file = uploaded(res, user, body.key);
      if (!file) return;
      const r = createGbImport(user, file.name, new Uint8Array(file.data));
      if ('error' in r) return fail(res, r.error, { errorCode: 'FILE_INVALID' });
      ok(res, { ...gbImportView(r), rows: r.rows });
    },
  }),

  // Issue #25: the sample follows the chosen number (`vatNumber`, default the caller's first GB
  // number): its stagger's latest ended periods without a declaration, so every row can be created.
  route({
    contract: importsApi.gbSample,
    handler: ({ res, user, query }) => {
      const numbers = gbNumbers(user);
      const wanted = (query.vatNumber ?? '').toUpperCase().replace(/\s+/g, '');
      const gb = wanted ? numbers.find((n) => n.vatNumber === wanted) : numbers[0];
      if (wanted && !gb) return invalid(res, 'vatNumber', `${wanted} 不是您名下已下号的英国 VAT 税号，请从列表中选择`);
      if (!gb) return serveFile(res, user, 'GB数据转换示例.xlsx', gbSampleBytes());
      const periods = gbSamplePeriods(gb, new Date().toISOString().slice(0, 10), (start) => !!declarationOf(gb.id, start));
      serveFile(res, user, `GB数据转换示例-${gb.vatNumber}.xlsx`, gbSampleBytes(gb.vatNumber, periods));
    },
  }),

  route({
    contract: importsApi.gbGet,
    handler: ({ res, params, user }) => {
      const imp = findGbImport(user, params.id);
      if (!imp) return fail(res, '导入记录不存在或无权查看', { errorCode: 'NOT_FOUND' });
      ok(res, { ...gbImportView(imp), rows: imp.rows });
    },
  }),

  route({
    contract: importsApi.gbConfirm,
    handler: ({ res, params, user }) => {
      const imp = findGbImport(user, params.id);
      if (!imp) return fail(res, '导入记录不存在或无权查看', { errorCode: 'NOT_FOUND' });
      const r = confirmGbImport(user, imp);
      if (!r.ok) return fail(res, r.message, { errorCode: r.code });
      ok(res, { created: r.created, duplicates: r.duplicates });
    },
  }),
]);
