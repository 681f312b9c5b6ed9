/**
 * Mock of the "Common" calls (spec §7 Common). Open calls (no token): districts, enum, countries,
 * area, countries-info, settings. Guarded calls (Bearer token): to-pdf, draft, ocr, company verify,
 * valid-dates, user clients. The upload sign and the storage certificate live in mock/upload.ts and
 * mock/storage.ts. Paths the spec does not name are ours (docs/mock-api.md "Common calls").
 * Every call's path, input and answer: its contract in src/core/common/api.ts (`commonApi`, issue #34).
 */
import { randomBytes } from 'crypto';
import { commonApi, draftKey, draftType, MAX_HTML_BYTES } from '../src/core/common/api';
import { clientsOf, db, fail, invalid, ok, paginate, route, routes, z } from './_store';
import type { Draft, StoredFile } from './_store';
import { signedFileUrl, storeFile } from './_store/files';
import { htmlTitle } from '../src/core/utils/text';
import { AREAS, buildPdf, companyRegistry, COUNTRIES, districtTree, ENUMS, SETTINGS, VALID_DATE_COUNTRIES } from './_store/common-data';
import { readDocument, type OcrKind } from './_store/ocr';
import { isValidUscc } from '../src/core/china-ids';
import { COMPANY_CHECK_CODE, companyCheckMessage } from '../src/constants/company-check';

const IMAGE_EXT = /\.(png|jpe?g|bmp|gif|webp|tiff?|pdf)$/i;

const drafts = (): Draft[] => db().drafts;

/** The stored key of a file-host URL (`/mock-oss/<key>?cert=…`, decoded once), or `''`. */
function keyOfFileUrl(url: string): string {
  const path = url.slice('/mock-oss/'.length).split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return '';
  }
}

/** Normalises company names for comparison: spaces removed, full-width parentheses as half-width. */
function normName(s: string): string {
  return s.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');
}

/** `iso` plus `years`, the day before by default (a service or passport valid for N years ends the day before). */
function addYears(iso: string, years: number, dayBefore = true): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  if (dayBefore) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The answer to a file the OCR does not recognise (issue #33: nothing is made up; the page says so and the user types). */
const OCR_UNRECOGNISED = '未能识别，请手动填写';

export default routes([
  /** Open. The district tree (province → city) for cascaders: `[{ value, label, pinyin, zip_code, children? }]`. */
  route({ contract: commonApi.districts, handler: ({ res }) => ok(res, districtTree()) }),

  /**
   * Open. Enumeration of `group_name` (spec §7): `[{ value, label, sort }]`.
   * Errors: missing → "缺少参数 group_name"; unknown → "未知的枚举分组：xxx".
   */
  route({
    contract: commonApi.enums,
    handler: ({ res, query }) => {
      if (!Object.hasOwn(ENUMS, query.group_name)) return invalid(res, 'group_name', `未知的枚举分组：${query.group_name}`);
      ok(res, ENUMS[query.group_name]);
    },
  }),

  /** Open. Countries: `[{ code, name, nameEn, currency }]`, in code order. */
  route({ contract: commonApi.countries, handler: ({ res }) => ok(res, COUNTRIES.map(({ code, name, nameEn, currency }) => ({ code, name, nameEn, currency }))) }),

  /**
   * Open. Area data (spec §3): `level` 1 | 2, `parent_code`, `q` (name, pinyin or code prefix).
   * `[{ code, name, pinyin, level, parent_code, zip_code }]`.
   */
  route({
    contract: commonApi.areas,
    handler: ({ res, query }) => {
      const q = (query.q ?? '').toLowerCase();
      const list = AREAS.filter(
        (a) =>
          (!query.level || String(a.level) === query.level) &&
          (!query.parent_code || a.parent_code === query.parent_code) &&
          (!q || a.name.includes(q) || a.pinyin.startsWith(q) || a.code.startsWith(q)),
      );
      ok(res, list);
    },
  }),

  /** Open. Countries info (spec §3): `[{ code, tax_rate, currency }]`; `code` filters (comma-joined). */
  route({
    contract: commonApi.countriesInfo,
    handler: ({ res, query }) => {
      const codes = (query.code ?? '').toUpperCase().split(',').map((c) => c.trim()).filter(Boolean);
      const unknown = codes.find((c) => !COUNTRIES.some((x) => x.code === c));
      if (unknown) return invalid(res, 'code', `不支持的国家：${unknown.slice(0, 10)}`);
      ok(res, COUNTRIES.filter((c) => !codes.length || codes.includes(c.code)).map(({ code, tax_rate, currency }) => ({ code, tax_rate, currency })));
    },
  }),

  /** Open. Settings (spec §3): `[{ key, value }]`; `key` filters (comma-joined). */
  route({
    contract: commonApi.settings,
    handler: ({ res, query }) => {
      const keys = (query.key ?? '').split(',').map((k) => k.trim()).filter(Boolean);
      ok(res, SETTINGS.filter((s) => !keys.length || keys.includes(s.key)));
    },
  }),

  /**
   * Guarded. Valid dates per country (spec §3): `[{ countryCode, validDate, validText, year }]`, one per
   * service length of 1-5 years from today; `countryCode` filters.
   */
  route({
    contract: commonApi.validDates,
    handler: ({ res, query }) => {
      const code = (query.countryCode ?? '').toUpperCase();
      if (code && !VALID_DATE_COUNTRIES.includes(code)) return invalid(res, 'countryCode', `不支持的国家：${code}`);
      const today = new Date().toISOString().slice(0, 10);
      const list = (code ? [code] : VALID_DATE_COUNTRIES).flatMap((countryCode) =>
        [1, 2, 3, 4, 5].map((year) => {
          const validDate = addYears(today, year);
          return { countryCode, year, validDate, validText: `${year} 年（有效期至 ${validDate}）` };
        }),
      );
      ok(res, list);
    },
  }),

  /** Guarded. The current user's draft of `type` (+ optional `key`): `{ data, updatedAt }` or `null`. */
  route({
    contract: commonApi.getDraft,
    handler: ({ res, query, user }) => {
      const d = drafts().find((x) => x.userId === user.id && x.type === query.type && x.key === (query.key ?? ''));
      ok(res, d ? { data: d.data, updatedAt: d.updatedAt } : null);
    },
  }),

  /** Guarded. Upserts `{ type, key?, data }` for the current user (≤ 1 MB, ≤ 20 levels): `{ updatedAt }`. */
  route({
    contract: commonApi.saveDraft,
    handler: ({ res, body, user }) => {
      const key = body.key ?? '';
      const updatedAt = new Date().toISOString();
      const list = drafts();
      const found = list.find((x) => x.userId === user.id && x.type === body.type && x.key === key);
      if (found) Object.assign(found, { data: body.data, updatedAt });
      else list.push({ userId: user.id, type: body.type, key, data: body.data, updatedAt });
      ok(res, { updatedAt });
    },
  }),

  /** Guarded. Removes the current user's draft `{ type, key? }` (body, or query when the body was dropped; no error when none): `{ removed }`. */
  route({
    contract: commonApi.removeDraft,
    handler: ({ res, query, body, user }) => {
      const r = z.object({ type: draftType(), key: draftKey() }).safeParse({ type: body.type ?? query.type, key: body.key ?? query.key });
      if (!r.success) return invalid(res, String(r.error.issues[0].path[0] ?? 'type'), r.error.issues[0].message);
      const list = drafts();
      const idx = list.findIndex((x) => x.userId === user.id && x.type === r.data.type && x.key === (r.data.key ?? ''));
      if (idx >= 0) list.splice(idx, 1);
      ok(res, { removed: idx >= 0 });
    },
  }),

  /**
   * Guarded. OCR of a stored file (`key`, or its file-host URL `url`), `options.type` bizlicense |
   * idcard (default) | passport. The reading is tied to the file (issue #33): a file of the seeded
   * sample table (mock/_store/ocr.ts, by the MD5 of its bytes) reads what the table says of it when
   * asked as its own kind; any other file — and an outside URL, whose bytes the mock cannot read —
   * answers `OCR_UNRECOGNISED` "未能识别，请手动填写" (the page keeps the file and lets the user type).
   * A missing, empty, foreign, non-image or blurred (`模糊` / `blur` in the name) file is refused.
   */
  route({
    contract: commonApi.ocr,
    handler: ({ res, body, user }) => {
      const type = (body.options?.type || 'idcard') as OcrKind;
      let key = body.key ?? '';
      const url = body.url ?? '';
      if (!key && !url) return invalid(res, 'url', '请先上传需要识别的证件照片');
      if (!key && url.startsWith('/mock-oss/')) key = keyOfFileUrl(url);
      let file: StoredFile | undefined;
      let name = '';
      if (key) {
        file = db().files.get(key);
        if (!file || file.ownerId !== user.id) return fail(res, '文件不存在或已过期，请重新上传', { errorCode: 'OCR_FILE_MISSING', data: { field: 'url' } });
        if (!file.size) return fail(res, '文件内容为空，无法识别，请重新上传', { errorCode: 'OCR_UNREADABLE', data: { field: 'url' } });
        if (!/^image\//.test(file.mime) && file.mime !== 'application/pdf' && !IMAGE_EXT.test(file.name)) {
          return fail(res, '无法识别该文件，请上传 JPG、PNG 或 PDF 格式的证件照片', { errorCode: 'OCR_UNREADABLE', data: { field: 'url' } });
        }
        name = file.name;
      } else {
        if (!/^https?:\/\/[^\s/]+\/\S+$/i.test(url)) return invalid(res, 'url', '文件地址无效，请重新上传');
        if (!IMAGE_EXT.test(url.split('?')[0])) return fail(res, '无法识别该文件，请上传 JPG、PNG 或 PDF 格式的证件照片', { errorCode: 'OCR_UNREADABLE', data: { field: 'url' } });
        name = url;
      }
      if (/模糊|blur/i.test(name)) return fail(res, '图片模糊，无法识别，请上传清晰完整的证件照片', { errorCode: 'OCR_UNREADABLE', data: { field: 'url' } });
      const reading = file ? readDocument(file.data, type) : null;
      if (!reading) return fail(res, OCR_UNRECOGNISED, { errorCode: 'OCR_UNRECOGNISED', data: { field: 'url' } });
      ok(res, { type, ...reading });
    },
  }),

  /**
   * Guarded. Company verification (spec §3, §4, §5) of `registerNo`, `companyName`, `legalName`
   * against the seeded registry: `{ status, legalName, message }`. status 1 passed; -1 query failed
   * (registerNo starting with `00`); 0 code wrong (bad check character, or not registered);
   * 2 company name mismatch; 3 legal person mismatch (legalName = the registered one).
   */
  route({
    contract: commonApi.verifyCompany,
    handler: ({ res, query }) => {
      const registerNo = query.registerNo.toUpperCase();
      const answer = (status: number, legal = '') => ok(res, { status, legalName: legal, message: companyCheckMessage(status, legal) });
      if (registerNo.startsWith('00')) return answer(COMPANY_CHECK_CODE.QUERY_FAILED);
      if (!isValidUscc(registerNo)) return answer(COMPANY_CHECK_CODE.CREDIT_CODE_WRONG);
      const c = companyRegistry().find((x) => x.registerNo === registerNo);
      if (!c) return answer(COMPANY_CHECK_CODE.CREDIT_CODE_WRONG);
      if (normName(c.companyName) !== normName(query.companyName)) return answer(COMPANY_CHECK_CODE.COMPANY_NAME_MISMATCH);
      if (c.legalName !== query.legalName.replace(/\s+/g, '')) return answer(COMPANY_CHECK_CODE.LEGAL_PERSON_MISMATCH, c.legalName);
      answer(1, c.legalName);
    },
  }),

  /**
   * Guarded. Renders `url` or `html` "to PDF": the mock stores a minimal valid PDF naming the page and
   * answers `{ key, url, name, size }` (`url`: the signed file-host URL, an attachment).
   */
  route({
    contract: commonApi.toPdf,
    handler: ({ res, body, user }) => {
      const url = body.url ?? '';
      const html = body.html ?? '';
      if (!url && !html.trim()) return invalid(res, 'url', '缺少参数 url 或 html');
      if (url && !/^(https?:\/\/[^\s/]+)?\/\S*$/i.test(url)) return invalid(res, 'url', '页面地址无效');
      if (Buffer.byteLength(html) > MAX_HTML_BYTES) return invalid(res, 'html', '页面内容超过 2 MB，无法转换');
      let name = body.fileName || 'document.pdf';
      name = name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 100);
      if (!/\.pdf$/i.test(name)) name += '.pdf';
      const title = (htmlTitle(html) || name.replace(/\.pdf$/i, '')).trim();
      const created = new Date().toISOString();
      const data = buildPdf(title, 'Yishui document export', [
        `Title: ${title}`,
        url ? `Source: ${url}` : `Source: HTML (${html.length} characters)`,
        `Generated: ${created}`,
      ]);
      const key = `pdf/${user.id}/${Date.now()}-${randomBytes(3).toString('hex')}.pdf`;
      storeFile({ key, name, mime: 'application/pdf', data, ownerId: user.id });
      ok(res, { key, url: signedFileUrl(key, user.id), name, size: data.length });
    },
  }),

  /**
   * Guarded, agents only. The agent's client users, paged (`page`, `perPage`), filtered by `users`
   * (comma-joined ids, spec §6: unknown ids match nothing) and `q` (name, username, company or
   * mobile): `{ list: [{ id, name, username, company, mobile, createdAt }], total, page, perPage }`.
   */
  route({
    contract: commonApi.clientUsers,
    agentOnly: '仅代理商账号可以查看客户用户',
    handler: ({ res, query, user, users }) => {
      const q = query.q ?? '';
      const list = clientsOf(user)
        .filter((u) => !users.length || users.includes(u.id))
        .filter((u) => !q || [u.name, u.username, u.company || '', u.mobile].some((v) => v.includes(q)))
        .map((u) => ({ id: u.id, name: u.name, username: u.username, company: u.company || '', mobile: u.mobile, createdAt: u.createdAt }));
      ok(res, paginate(list, query));
    },
  }),
]);
