/**
 * The contract of every call of the compliance area (issue #22; the spec names the area's calls but
 * not their paths, §7: ours follow the EPR calls' pattern): request and response schemas written
 * once. The mock (`mock/compliance.ts`) validates with them — the rules of the wizard's info step
 * hold there too (an expected start date in the past, a year outside 1–5, no store or an empty
 * brand, a store URL failing the spec §5 rule, a document of a forbidden type) — and the services
 * (`src/services/compliance.ts`) take their types from them (`import type`). Dates `YYYY-MM-DD`,
 * times `YYYY-MM-DD HH:mm:ss`, fees CNY in major units as decimal strings. Relative imports only.
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { exportResultContract, exportStarted, paged } from '../contract/common';
import { fileKey, isoDate, listQuery, qEnum, qInt, requiredText, text } from '../contract/fields';
import { checkBrandLink } from '../rules/wizard';
import { extensionOf, uploadScene } from '../upload';
import zhCompliance from '../../locales/zh-CN/compliance';
import { checkServiceYears, checkStartDate, localToday } from './rules';
import { AGENT_SERVICE_KEYS, AGENT_SERVICES } from './services';

const zh = zhCompliance as Record<string, string>;
/** The Chinese message of a rule's locale key (the wizard shows the same text at the field). */
const say = (key: string) => zh[key] ?? key;

/** `schema`'s value checked by the wizard's own rule `check` (./rules.ts), refused with its Chinese message. */
const ruled = <T extends z.ZodTypeAny>(schema: T, check: (v: unknown) => string | null) =>
  schema.superRefine((v, ctx) => {
    const k = check(v);
    if (k) ctx.addIssue({ code: z.ZodIssueCode.custom, message: say(k) });
  });

/** The upload scene of the certificates and test reports (PNG, JPG, JPEG, PDF, 20 MB). */
export const COMPLIANCE_DOC_SCENE = 'wizard-file';

const serviceKey = z.enum(AGENT_SERVICE_KEYS, { errorMap: () => ({ message: '请选择有效的代理服务' }) });

/** One store of a service (spec §3 "stores (list of brandName)"): the brand and an optional store URL (spec §5 URL rule). */
const storeEntry = z
  .object({
    brandName: requiredText('品牌名称不能为空，请填写店铺销售的品牌', 100),
    link: text(2048)
      .optional()
      .refine((v) => !checkBrandLink(v), '店铺网址格式不正确，应为 https://www.amazon.de/… 这样的网址'),
  })
  .strict();

/** An uploaded document (declaration of conformity, test report): the stored key and its name (PNG, JPG, JPEG or PDF). */
const docEntry = z
  .object({
    key: fileKey({ message: '文件无效，请重新上传' }),
    name: requiredText('文件名不能为空', 255).refine(
      (n) => uploadScene(COMPLIANCE_DOC_SCENE).extensions.includes(extensionOf(n)),
      `证书文件类型不支持，请上传 ${uploadScene(COMPLIANCE_DOC_SCENE).extensions.map((e) => e.toUpperCase()).join('、')} 格式的文件`,
    ),
  })
  .strict();

/**
 * One chosen service in the wizard (spec §3 "Agent services each have expectValidDate, year (1-5),
 * validDate and stores"), with the categories and documents the service needs and, for a transfer,
 * the current representative and the end of its mandate.
 */
export const serviceInput = z
  .object({
    type: serviceKey,
    isTransfer: z.boolean().default(false),
    // The wizard's rules (./rules.ts): a past start or a length outside 1–5 is refused, never corrected.
    expectValidDate: ruled(z.string({ required_error: say('compliance.info.start.required'), invalid_type_error: say('compliance.info.start.invalid') }), (v) => checkStartDate(v, localToday())),
    year: ruled(z.number({ required_error: say('compliance.info.year.required'), invalid_type_error: say('compliance.info.year.invalid') }), checkServiceYears),
    /** Sent by the console; the mock recomputes it (`validUntil`). */
    validDate: isoDate().optional(),
    stores: z.array(storeEntry, { required_error: '请至少填写一个店铺品牌' }).min(1, '请至少填写一个店铺品牌').max(20),
    categories: z.array(text(40)).min(1, '请至少选择一个产品类别').max(20),
    documents: z.array(docEntry).max(10).default([]),
    currentAgent: text(100).optional(),
    mandateEnd: isoDate().optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const svc = AGENT_SERVICES[s.type];
    const bad = s.categories.filter((c) => !svc.categories.includes(c));
    if (bad.length) ctx.addIssue({ code: 'custom', path: ['categories'], message: `产品类别不适用于该服务：${bad.join('、')}` });
    if (svc.needsDocuments && !s.documents.length) ctx.addIssue({ code: 'custom', path: ['documents'], message: '请上传符合性声明（DoC）或检测报告' });
    const brands = s.stores.map((x) => x.brandName.trim().toLowerCase());
    if (new Set(brands).size !== brands.length) ctx.addIssue({ code: 'custom', path: ['stores'], message: '同一品牌填写了两次，请删除重复的一行' });
    if (s.isTransfer) {
      if (!svc.transferable) ctx.addIssue({ code: 'custom', path: ['isTransfer'], message: '该服务暂不支持转代理' });
      if (!s.currentAgent) ctx.addIssue({ code: 'custom', path: ['currentAgent'], message: '转代理请填写当前授权代表的名称' });
      if (!s.mandateEnd) ctx.addIssue({ code: 'custom', path: ['mandateEnd'], message: '转代理请填写当前授权的到期日' });
    }
  });

/** `POST /api/compliance/create` body: the company, the legal person and the chosen services (spec §3 compliance draft). */
const createBody = z
  .object({
    companyName: requiredText('请填写公司名称', 100),
    businessNo: requiredText('请填写统一社会信用代码', 40),
    legalFullName: requiredText('请填写法人姓名', 50),
    legalCertType: text(20).optional(),
    companyCity: text(50).optional(),
    isBoth: z.boolean().optional(),
    enterpriseType: text(40).optional(),
    /** An agent's chosen EU office (spec §6 `default_eu_agent_offices`): DE, FR or ES. */
    euOffice: text(2).optional(),
    /** An agent orders for a client (the client's user id). */
    clientId: z.number().int().positive().optional(),
    services: z.array(serviceInput, { required_error: '请至少选择一项代理服务' }).min(1, '请至少选择一项代理服务').max(AGENT_SERVICE_KEYS.length),
  })
  .strict()
  .refine((b) => new Set(b.services.map((s) => s.type)).size === b.services.length, { message: '同一服务选择了两次', path: ['services'] });

/** A representative office (src/core/compliance/services.ts `RepresentativeOffice`). */
const office = z.object({ country: z.string(), name: z.string(), address: z.string(), email: z.string() }).strict();

/** One service as the list shows it. */
const complianceRecord = z
  .object({
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    userName: z.string(),
    type: serviceKey,
    /** The `he_gui_type` value of `type`. */
    heGuiType: z.number().int(),
    isTransfer: z.union([z.literal(0), z.literal(1)]),
    /** 1 审核中, 2 退回待修改, 3 生效中, 4 已到期, 5 已停止. */
    status: z.number().int().min(1).max(5),
    companyName: z.string(),
    stores: z.array(storeEntry),
    categories: z.array(z.string()),
    documents: z.array(docEntry),
    year: z.number().int(),
    expectValidDate: z.string(),
    validDate: z.string(),
    /** Days from today to `validDate` (negative: expired); `null` before it is active. */
    daysLeft: z.number().int().nullable(),
    fee: z.string(),
    representative: office,
    returnReason: z.string().nullable(),
    currentAgent: z.string().nullable(),
    mandateEnd: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();

/** The spec §3 filters of the compliance list (besides `users`, `page`, `perPage`) and the §4 sub-list `stage`. */
export const complianceFilters = {
  type: qInt(1, 99),
  status: qEnum(['1', '2', '3', '4', '5']),
  is_transfer: qEnum(['0', '1']),
  stage: qEnum(['1', '2', 'inProgress', 'returned', 'active', 'expiring']),
};

const idQuery = z.object({ id: qInt(1).refine((v) => v !== undefined, '缺少参数 id') });
const idBody = z.number({ required_error: '缺少参数 id', invalid_type_error: '参数 id 应为数字' }).int().positive();

/** `POST /api/compliance/create` → the new services' ids and the fee total (CNY). */
const create = defineContract({
  method: 'POST',
  path: '/api/compliance/create',
  access: 'user',
  body: createBody,
  response: z.object({ ids: z.array(z.number().int().positive()), total: z.string() }).strict(),
});

/** `POST /api/compliance/update` `{ id, service }`: corrects a returned service (back to 审核中). */
const update = defineContract({
  method: 'POST',
  path: '/api/compliance/update',
  access: 'user',
  body: z.object({ id: idBody, service: serviceInput }).strict(),
  response: complianceRecord,
});

/** `GET /api/compliance/list`: paging (`page`, `perPage`), `order_by` (`-createdAt` by default) and {@link complianceFilters}. */
const list = defineContract({ method: 'GET', path: '/api/compliance/list', access: 'user', query: listQuery(complianceFilters), response: paged(complianceRecord) });

/** `GET /api/compliance/info?id=` → the service, its history and the label text to print. */
const info = defineContract({
  method: 'GET',
  path: '/api/compliance/info',
  access: 'user',
  query: idQuery,
  response: complianceRecord.extend({ history: z.array(z.object({ at: z.string(), by: z.string(), text: z.string() }).strict()), labelText: z.string() }).strict(),
});

/** `POST /api/compliance/renew` `{ id, year }`: extends an active service within 30 days of its end, or an expired one, by 1–5 years. */
const renew = defineContract({
  method: 'POST',
  path: '/api/compliance/renew',
  access: 'user',
  body: z.object({ id: idBody, year: z.number({ invalid_type_error: '续费年限应为 1–5 年' }).int().min(1, '续费年限应为 1–5 年').max(5, '续费年限应为 1–5 年') }).strict(),
  response: complianceRecord,
});

/** `POST /api/compliance/stop` `{ id }`: stops a service (the representative withdraws; the label must change). */
const stop = defineContract({ method: 'POST', path: '/api/compliance/stop', access: 'user', body: z.object({ id: idBody }).strict(), response: complianceRecord });

/** `GET /api/compliance/export` (the list's filters) → `{ taskId }`. */
const exportAll = defineContract({ method: 'GET', path: '/api/compliance/export', access: 'user', query: listQuery(complianceFilters), response: exportStarted });

/** `GET /api/compliance/mandate?id=` → the signed URL of the mandate (授权委托书) as a text file. */
const mandate = defineContract({
  method: 'GET',
  path: '/api/compliance/mandate',
  access: 'user',
  query: idQuery,
  response: z.object({ url: z.string(), fileName: z.string() }).strict(),
});

/** Every call of the area. */
export const complianceApi = { create, update, list, info, renew, stop, export: exportAll, exportResult: exportResultContract('/api/compliance/export-result'), mandate };

/** A service of the compliance list. */
export type ComplianceRecord = z.infer<typeof complianceRecord>;
/** One chosen service as the wizard sends it. */
export type ComplianceServiceInput = z.input<typeof serviceInput>;
