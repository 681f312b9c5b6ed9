/**
 * The contract of every call of the German packaging-law registration (issue #21; spec §3 "German
 * packaging law draft"; issue #18 "One contract per call"). The spec names no paths; ours are
 * `/api/packaging-law/create|list|info` (mock/packaging-law.ts names them in its header). The mock
 * validates with these schemas and runs ./rules.ts again; the services take their types from them.
 * Masses in kg (decimal numbers, up to 3 decimals); dates `YYYY-MM-DD`, times `YYYY-MM-DD HH:mm:ss`.
 * Relative imports only.
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { paged } from '../contract/common';
import { fileKey, id, listQuery, qEnum, qInt, qText, text } from '../contract/fields';

/** The status map of the record list (src/core/list/status.ts). */
export const PACKAGING_LAW_STATUS_MAP = {
  0: { label: 'packagingLaw.status.0', color: 'processing' },
  1: { label: 'packagingLaw.status.1', color: 'warning' },
  2: { label: 'packagingLaw.status.2', color: 'success' },
  3: { label: 'packagingLaw.status.3', color: 'error' },
} as const;

/** A stored file: its key and the name the user chose. */
const storedFile = z.object({ key: fileKey({ message: '文件无效，请重新上传' }), name: text(200) }).strict();

/** A material line: `ver_pack_type` code 1–8 and its mass in kg per year. */
const materialLine = z
  .object({
    type: z.coerce.number({ invalid_type_error: '请选择包装材料' }).int().min(1).max(8),
    weight: z.union([z.number(), z.string().trim().max(20)]),
  })
  .strip();

/**
 * `POST /api/packaging-law/create`: the draft's fields (spec §3: companyCert, companyName,
 * companyAddressCn, companyAddressEn, legalFamilyName, legalLastName, legalGender, businessNo, phone,
 * amazonStoreUrl, brandName, materials) plus `legalName` (from the ID's OCR) and, for an agent,
 * `clientId`. Text fields' formats and the materials are checked by the mock with ./rules.ts.
 */
const createBody = z.object({
  clientId: id().optional(),
  companyCert: z.array(storedFile, { required_error: '请上传营业执照', invalid_type_error: '请上传营业执照' }).min(1, '请上传营业执照').max(3),
  companyName: z.string({ required_error: '请输入公司名称' }).trim().min(1, '请输入公司名称').max(100),
  companyAddressCn: z.string({ required_error: '请输入公司中文地址' }).trim().min(1, '请输入公司中文地址').max(200),
  companyAddressEn: z.string({ required_error: '请输入公司英文地址' }).trim().min(1, '请输入公司英文地址').max(200),
  legalFamilyName: z.string({ required_error: '请输入法人姓（拼音）' }).trim().min(1, '请输入法人姓（拼音）').max(40),
  legalLastName: z.string({ required_error: '请输入法人名（拼音）' }).trim().min(1, '请输入法人名（拼音）').max(40),
  legalGender: z.enum(['male', 'female'], { errorMap: () => ({ message: '请选择法人性别' }) }),
  legalName: text(40).optional(),
  businessNo: z.string({ required_error: '请输入统一社会信用代码' }).trim().min(1, '请输入统一社会信用代码').max(18, '统一社会信用代码应为 18 位'),
  phone: z.string({ required_error: '请输入联系电话' }).trim().max(30),
  amazonStoreUrl: z.string({ required_error: '请输入亚马逊店铺链接' }).trim().max(500),
  brandName: z.string({ required_error: '请输入品牌名称' }).trim().max(120),
  materials: z.array(materialLine, { required_error: '请至少填写一种包装材料及其重量', invalid_type_error: '请至少填写一种包装材料及其重量' }).max(8, '包装材料最多 8 种'),
});

/** An application as the record list shows it. */
const packagingLawRecord = z
  .object({
    id: z.number().int().positive(),
    /** The applicant (an agent sees its clients' applications, spec §6). */
    userId: z.number().int().positive(),
    userName: z.string(),
    /** Our application number, `DPL` + `YYYYMMDD` + 4 digits. */
    number: z.string(),
    companyName: z.string(),
    businessNo: z.string(),
    brandName: z.string(),
    /** Sum of the material masses, kg. */
    totalKg: z.number().nonnegative(),
    /** The LUCID number once registered (`DE` + 13 digits), else `null`. */
    lucidNumber: z.string().nullable(),
    status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    /** Why ops returned it (status 3), else `null`. */
    reason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();

/** An application with everything submitted. */
const packagingLawDetail = packagingLawRecord
  .extend({
    companyCert: z.array(storedFile),
    companyAddressCn: z.string(),
    companyAddressEn: z.string(),
    legalFamilyName: z.string(),
    legalLastName: z.string(),
    legalGender: z.enum(['male', 'female']),
    legalName: z.string(),
    phone: z.string(),
    amazonStoreUrl: z.string(),
    materials: z.array(z.object({ type: z.number().int().min(1).max(8), weight: z.number().positive() }).strict()),
  })
  .strict();

/** Filters of the record list: `status` (0–3), `q` (company, brand, number or LUCID number contains). */
export const packagingLawFilters = {
  status: qEnum(['0', '1', '2', '3']),
  q: qText(60),
};

/** `POST /api/packaging-law/create` → the new application (status 0). */
const create = defineContract({ method: 'POST', path: '/api/packaging-law/create', access: 'user', body: createBody, response: packagingLawDetail });

/** `GET /api/packaging-law/list` paging, `order_by` (`-createdAt` by default), filters, `users` → a page of applications. */
const list = defineContract({ method: 'GET', path: '/api/packaging-law/list', access: 'user', query: listQuery(packagingLawFilters), response: paged(packagingLawRecord) });

/** `GET /api/packaging-law/info?id=` → one application the caller may see. */
const info = defineContract({
  method: 'GET',
  path: '/api/packaging-law/info',
  access: 'user',
  query: z.object({ id: qInt(1).refine((v) => v !== undefined, '缺少参数 id') }),
  response: packagingLawDetail,
});

/** Every call of the area. */
export const packagingLawApi = { create, list, info };

/** An application as listed. */
export type PackagingLawRecord = z.infer<typeof packagingLawRecord>;
/** An application with everything submitted. */
export type PackagingLawDetail = z.infer<typeof packagingLawDetail>;
