/**
 * The contract of every "Common" call (spec §7 Common; issue #34): path, access, input and answer,
 * written once. Open calls (no token): districts, enum, countries, area, countries-info, settings;
 * guarded: valid-dates, drafts, OCR, company verification, to-pdf, the agent's client users, the
 * storage certificate. Paths the spec does not name are ours (docs/mock-api.md "Common calls"). The
 * mocks (`mock/common.ts`, `mock/storage.ts`) declare their routes with them and the services
 * (`src/services/common.ts`, `draft.ts`, `storage.ts`) call them through the generated calls.
 *
 * Dates `YYYY-MM-DD`; times ISO 8601. Relative imports only (the mock loads this file).
 */
import { z } from 'zod';
import { defineContract, type Same } from '../contract';
import { boundedJson, fileKey, paging, qText, text } from '../contract/fields';
import type { AreaEntry, DistrictNode, EnumItem } from './types';

/** Draft types the mock accepts: letters, digits, `-` and `_`, up to 40 characters. */
const DRAFT_TYPE = /^[A-Za-z0-9_-]{1,40}$/;
/** Draft keys: up to 100 characters of letters, digits and `-_.:`. */
const DRAFT_KEY = /^[A-Za-z0-9_.:-]{0,100}$/;
/** Largest draft payload: 1 MB of JSON, at most 20 levels deep. */
const MAX_DRAFT_BYTES = 1024 * 1024;
/** Largest HTML accepted by to-pdf: 2 MB. */
export const MAX_HTML_BYTES = 2 * 1024 * 1024;

/** A draft type: required, letters, digits, `-` and `_`. */
export const draftType = () =>
  z
    .string({ required_error: '缺少草稿类型 type', invalid_type_error: '草稿类型 type 应为文本' })
    .trim()
    .min(1, '缺少草稿类型 type')
    .max(40, '草稿类型 type 不能超过 40 个字符')
    .regex(DRAFT_TYPE, '草稿类型 type 只能包含字母、数字、- 和 _');
/** A draft key (optional). */
export const draftKey = () => z.string().trim().regex(DRAFT_KEY, '草稿键 key 只能包含字母、数字和 -_.:，最多 100 个字符').optional();
/** Draft type and key of a DELETE, in its body or (when a proxy dropped the body) its query; checked by the route. */
const draftIdPart = z.object({ type: z.string().optional(), key: z.string().optional() });

// ---- shapes ----------------------------------------------------------------------------------

/** One enumeration item: `value` (number or string code), Chinese `label`, ascending `sort`. */
const enumItem = z.object({ value: z.union([z.string(), z.number()]), label: z.string(), sort: z.number() }).strict();

/** A node of the district tree (antd Cascader shape): GB/T 2260 `value`, Chinese `label`. */
const districtNode: z.ZodType<DistrictNode> = z.lazy(() =>
  z.object({ value: z.string(), label: z.string(), pinyin: z.string(), zip_code: z.string(), children: z.array(districtNode).optional() }).strict(),
);

/** An area entry (spec §3 "Area data: level 1 and 2, pinyin, name, zip_code"). */
const areaEntry = z.object({ code: z.string(), name: z.string(), pinyin: z.string(), level: z.union([z.literal(1), z.literal(2)]), parent_code: z.string(), zip_code: z.string() }).strict();

/** A country: ISO-2 `code`, Chinese and English names, currency. */
const country = z.object({ code: z.string(), name: z.string(), nameEn: z.string(), currency: z.string() }).strict();

/** A country's standard VAT rate (percent) and currency. */
const countryInfo = z.object({ code: z.string(), tax_rate: z.number(), currency: z.string() }).strict();

/** A service length of a country: `year` 1-5, the end date and its text. */
const validDate = z.object({ countryCode: z.string(), year: z.number().int().min(1).max(5), validDate: z.string(), validText: z.string() }).strict();

/** A platform setting. */
const setting = z.object({ key: z.string(), value: z.string() }).strict();

/** Fields read from a business licence (`foundDate` YYYY-MM-DD). */
const bizLicenseOcr = z
  .object({
    type: z.literal('bizlicense'),
    companyName: z.string(),
    registerNo: z.string(),
    legalName: z.string(),
    address: z.string(),
    foundDate: z.string(),
    businessScope: z.string(),
    companyType: z.string(),
    validPeriod: z.string().optional(),
  })
  .strict();
/** Fields read from an identity card (`validDate` `YYYY.MM.DD-YYYY.MM.DD`). */
const idCardOcr = z
  .object({
    type: z.literal('idcard'),
    name: z.string(),
    idNumber: z.string(),
    sex: z.string(),
    birth: z.string(),
    address: z.string(),
    nation: z.string(),
    issueAuthority: z.string().optional(),
    validDate: z.string(),
  })
  .strict();
/** Fields read from a passport (`nameEn` "SURNAME GIVEN", `nationality` ISO alpha-3, dates YYYY-MM-DD). */
const passportOcr = z
  .object({
    type: z.literal('passport'),
    name: z.string(),
    nameEn: z.string(),
    passportNo: z.string(),
    nationality: z.string(),
    birth: z.string(),
    sex: z.string(),
    birthPlace: z.string().optional(),
    issueDate: z.string().optional(),
    expiryDate: z.string(),
  })
  .strict();

/** The company check (spec §3-5): `status` 1 passed, -1 query failed, 0 code wrong, 2 company name, 3 legal person. */
const companyCheck = z.object({ status: z.number().int(), legalName: z.string(), message: z.string().nullable() }).strict();

/** A client user of an agent. */
const clientUser = z.object({ id: z.number().int().positive(), name: z.string(), username: z.string(), company: z.string(), mobile: z.string(), createdAt: z.string() }).strict();

/** A stored PDF: `key` under the file host, `url` to open it, `name` with `.pdf`, `size` in bytes. */
const storedPdf = z.object({ key: z.string(), url: z.string(), name: z.string(), size: z.number().int().nonnegative() }).strict();

/** The storage certificate: the file-host prefix of stored files and the signed query every file URL carries (`expiresIn` seconds). */
const storageCertificate = z.object({ url: z.string(), query: z.string(), expiresIn: z.number().int().positive() }).strict();

// ---- calls -----------------------------------------------------------------------------------

/** Open. `GET /api/districts` → the district tree (province → city) for cascaders. */
const districts = defineContract({ method: 'GET', path: '/api/districts', access: 'open', response: z.array(districtNode) });

/** Open. `GET /api/enum?group_name` → the enumeration `[{ value, label, sort }]`; an unknown group: "未知的枚举分组：xxx" (checked by the mock's list). */
const enums = defineContract({
  method: 'GET',
  path: '/api/enum',
  access: 'open',
  query: z.object({ group_name: z.string({ required_error: '缺少参数 group_name' }).trim().min(1, '缺少参数 group_name').max(60) }),
  response: z.array(enumItem),
});

/** Open. `GET /api/countries` → `[{ code, name, nameEn, currency }]`, in code order. */
const countries = defineContract({ method: 'GET', path: '/api/countries', access: 'open', response: z.array(country) });

/** Open. `GET /api/area` `level` 1 | 2, `parent_code`, `q` (name, pinyin or code prefix) → the areas. */
const areas = defineContract({
  method: 'GET',
  path: '/api/area',
  access: 'open',
  query: z.object({
    level: z.enum(['1', '2', ''], { message: '层级只能是 1 或 2' }).optional(),
    parent_code: z.string().regex(/^(\d{6})?$/, '上级地区代码应为 6 位数字').optional(),
    q: qText(30),
  }),
  response: z.array(areaEntry),
});

/** Open. `GET /api/countries-info?code` (comma-joined filter) → `[{ code, tax_rate, currency }]`. */
const countriesInfo = defineContract({ method: 'GET', path: '/api/countries-info', access: 'open', query: z.object({ code: qText(400) }), response: z.array(countryInfo) });

/** Open. `GET /api/settings?key` (comma-joined filter) → `[{ key, value }]`. */
const settings = defineContract({ method: 'GET', path: '/api/settings', access: 'open', query: z.object({ key: qText(400) }), response: z.array(setting) });

/** `GET /api/valid-dates?countryCode` → per country one service length of 1-5 years from today. */
const validDates = defineContract({ method: 'GET', path: '/api/valid-dates', access: 'user', query: z.object({ countryCode: qText(10) }), response: z.array(validDate) });

/** `GET /api/draft?type&key` → the current user's draft `{ data, updatedAt }`, or `null`. */
const getDraft = defineContract({
  method: 'GET',
  path: '/api/draft',
  access: 'user',
  query: z.object({ type: draftType(), key: draftKey() }),
  response: z.object({ data: z.unknown(), updatedAt: z.string() }).strict().nullable(),
});

/** `POST /api/draft` `{ type, key?, data }` (≤ 1 MB, ≤ 20 levels) → `{ updatedAt }`. */
const saveDraft = defineContract({
  method: 'POST',
  path: '/api/draft',
  access: 'user',
  body: z.object({ type: draftType(), key: draftKey(), data: boundedJson({ maxBytes: MAX_DRAFT_BYTES, required: '缺少草稿内容 data' }) }),
  response: z.object({ updatedAt: z.string() }).strict(),
});

/** `DELETE /api/draft` `{ type, key? }` (body, or query when the body was dropped; no error when none) → `{ removed }`. */
const removeDraft = defineContract({ method: 'DELETE', path: '/api/draft', access: 'user', query: draftIdPart, body: draftIdPart, response: z.object({ removed: z.boolean() }).strict() });

/** `POST /api/ocr` `{ key | url, options.type: bizlicense | idcard (default) | passport }` → the fields read (deterministic per file). */
const ocr = defineContract({
  method: 'POST',
  path: '/api/ocr',
  access: 'user',
  body: z.object({
    key: fileKey().optional(),
    url: text(1000).optional(),
    options: z
      .object({
        type: z
          .string()
          .refine((t) => ['bizlicense', 'idcard', 'passport'].includes(t), (t) => ({ message: `不支持的识别类型：${t.slice(0, 20)}，可选 bizlicense / idcard / passport` }))
          .optional(),
      })
      .optional(),
  }),
  response: z.discriminatedUnion('type', [bizLicenseOcr, idCardOcr, passportOcr]),
});

/** `GET /api/company/verify?registerNo&companyName&legalName` (our path) → the company check against the registry. */
const verifyCompany = defineContract({
  method: 'GET',
  path: '/api/company/verify',
  access: 'user',
  query: z.object({
    registerNo: z.string({ required_error: '请输入统一社会信用代码' }).trim().min(1, '请输入统一社会信用代码').max(30),
    companyName: z.string({ required_error: '请输入公司名称' }).trim().min(1, '请输入公司名称').max(100),
    legalName: z.string({ required_error: '请输入法人姓名' }).trim().min(1, '请输入法人姓名').max(50),
  }),
  response: companyCheck,
});

/** `POST /api/to-pdf` `{ url | html, fileName? }` → the stored PDF (`url` signed, an attachment). */
const toPdf = defineContract({
  method: 'POST',
  path: '/api/to-pdf',
  access: 'user',
  body: z.object({ url: text(2000).optional(), html: z.string().max(MAX_HTML_BYTES, '页面内容超过 2 MB，无法转换').optional(), fileName: text(100).optional() }),
  response: storedPdf,
});

/** Agents only. `GET /api/user/clients` `page, perPage, q, users` (our path) → the agent's client users, paged. */
const clientUsers = defineContract({
  method: 'GET',
  path: '/api/user/clients',
  access: 'agent',
  query: z.object({ ...paging, q: qText(50) }),
  response: z.object({ list: z.array(clientUser), total: z.number().int().nonnegative(), page: z.number().int().positive(), perPage: z.number().int().positive() }).strict(),
});

/** `GET /api/storage/certificate` (spec §7 "Storage-certificate call"; the path is ours) → the file-host prefix and the signed query of file URLs. */
const certificate = defineContract({ method: 'GET', path: '/api/storage/certificate', access: 'user', response: storageCertificate });

/** Every "Common" call, by name. */
export const commonApi = { districts, enums, countries, areas, countriesInfo, settings, validDates, getDraft, saveDraft, removeDraft, ocr, verifyCompany, toPdf, clientUsers, certificate };

// ---- types -----------------------------------------------------------------------------------

/** A country. */
export type Country = z.infer<typeof country>;
/** A platform setting. */
export type Setting = z.infer<typeof setting>;
/** Fields read from a business licence. */
export type BizLicenseOcr = z.infer<typeof bizLicenseOcr>;
/** Fields read from an identity card. */
export type IdCardOcr = z.infer<typeof idCardOcr>;
/** Fields read from a passport. */
export type PassportOcr = z.infer<typeof passportOcr>;
/** A client user of an agent. */
export type ClientUser = z.infer<typeof clientUser>;

// The hand-written lookup shapes of ./types.ts and these schemas are the same (compile-time check).
const same: [Same<z.infer<typeof enumItem>, EnumItem>, Same<z.infer<typeof areaEntry>, AreaEntry>] = [true, true];
void same;
