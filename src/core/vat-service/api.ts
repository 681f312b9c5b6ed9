/**
 * The contract of every call of the VAT registration and transfer service (spec §7 "VAT tax
 * registration"; issue #10, issue #34): path, access, input and answer, written once. The mock
 * (`mock/vat-service.ts`) declares its routes with them and the services (`src/services/vat-service.ts`)
 * call them through the generated calls (types only: zod stays out of the bundle). Paths marked
 * *(ours)* are not named by the spec; access is a token unless marked open.
 *
 * Dates `YYYY-MM-DD`, times `YYYY-MM-DD HH:mm:ss` or ISO 8601 (`expiresAt`); fees CNY decimal strings.
 * Relative imports only (the mock loads this file).
 */
import { z } from 'zod';
import zh from '../../locales/zh-CN/vat-service';
import zhKit from '../../locales/zh-CN/wizard-kit';
import { defineContract, type Same } from '../contract';
import { idParam, qRequired, qText } from '../contract/fields';
import { checkStores } from '../rules/wizard';
import type { VatCountryConfig } from './countries';
import { withoutNulls, type VatApplication } from './types';

const L = { ...(zhKit as Record<string, string>), ...(zh as Record<string, string>) };
const msg = (key: string) => L[key] ?? key;

// ---- input -----------------------------------------------------------------------------------

const fileSchema = z.object({ key: z.string().trim().min(1).max(500), name: z.string().trim().max(255) });
const files = z.array(fileSchema).max(20).optional();
const bool = z.boolean().optional();
const str = (max = 200) => z.string().trim().max(max).optional();
/** An enumeration value (`GET /api/enum` values are numbers or strings). */
const enumValue = () => z.union([z.string().trim().max(40), z.number().int()]).optional();
const date = () => z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期应为 YYYY-MM-DD'), z.literal('')]).optional();
const years = z.number().int().min(1, '服务年限为 1–5 年').max(5, '服务年限为 1–5 年').optional();

const registerInfo = z.object({
  taxDeclare: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  hasAbroadBankAccount: bool,
  taxPayType: z.enum(['self', 'agent']).optional(),
  needEuVat: bool,
  checkIdentifyNo: bool,
  datePeriod: z.enum(['thisYear', 'nextYear']).optional(),
  mainlandCompanyType: enumValue(),
  firstDeclareDate: date(),
  declareMode: str(20),
  expectValidDate: years,
  agentEmail: z.union([z.string().trim().email(msg('vatService.rule.email.invalid')), z.literal('')]).optional(),
  fiscalRepresentative: z.enum(['ours', 'own']).optional(),
});
const transferInfo = z.object({
  vatMode: str(20),
  hasGatewayAccount: bool,
  declareType: z.enum(['periodic', 'annual']).optional(),
  lastYearDeclareMade: bool,
  thisYearReceiptUploadType: z.enum(['upload', 'later']).optional(),
  receiptFiles: files,
  euVatNumber: str(20),
  localVatNumber: str(20),
  hasEuVat: bool,
  needHaiyaAuth: bool,
  serviceBeginDate: date(),
  vatFile: files,
  expectValidDate: years,
});
const countryList = z.array(z.string().trim().toUpperCase().max(2)).max(12).optional();
/** The wizard's values as `POST /api/vat-tax/create` accepts them (src/core/vat-service/types.ts `VatServiceValues`; `clientId` for an agent's client). */
export const valuesObject = z.object({
  clientId: z.number().int().positive().optional(),
  storePlatform: enumValue(),
  storePlatformName: str(60),
  storeName: z.string({ required_error: msg('vatService.rule.storeName.required') }).trim().min(1, msg('vatService.rule.storeName.required')).max(100),
  urlToken: str(40),
  // Other stores or web shops (kit StoresField): the same rule as the form, so a hand-made request is refused too.
  otherStores: z
    .array(z.object({ store: z.string().trim().max(2048, msg('wizardKit.stores.url.invalid')) }))
    .max(20, '其他店铺最多填写 20 个')
    .optional()
    .superRefine((list, ctx) => {
      const bad = checkStores(list ?? [], false);
      if (bad) ctx.addIssue({ code: 'custom', message: msg(bad) });
    }),
  storeScreenshot: files,
  companyType: enumValue(),
  subCompanyType: enumValue(),
  businessLicense: files,
  companyName: z.string({ required_error: msg('vatService.rule.companyName.required') }).trim().min(1, msg('vatService.rule.companyName.required')).max(100),
  registerNumber: z.string({ required_error: msg('vatService.rule.registerNumber.required') }).trim().max(30),
  companyAddress: str(200),
  foundDate: date(),
  mainlandCompanyType: enumValue(),
  legalIdCardType: z.enum(['idcard', 'passport']).optional(),
  legalCertFile: files,
  legalName: z.string({ required_error: msg('vatService.rule.legalName.required') }).trim().min(1, msg('vatService.rule.legalName.required')).max(50),
  legalCertFileNum: str(30),
  legalCertExpiry: date(),
  registerCountry: countryList,
  transferCountry: countryList,
  information: z
    .object({ register: z.record(z.string().max(2), registerInfo).optional(), transfer: z.record(z.string().max(2), transferInfo).optional() })
    .optional(),
  japan: z
    .object({
      startSalesTime: date(),
      threeYearsSalesAmount: z.union([z.string().trim().regex(/^\d{1,13}(\.\d{1,2})?$/, msg('vatService.rule.amount.invalid')), z.literal('')]).optional(),
      storeInfoScreenshot: files,
      jpOfficeAddress: str(200),
      taxAgent: str(100),
      corporateNumber: str(20),
    })
    .optional(),
  signId: z.string({ required_error: msg('vatService.preview.sign.required') }).regex(/^[0-9a-f]{16}$/, msg('vatService.preview.sign.required')),
});
/** The values, `null` members dropped first (a cleared form field is `null`). */
const valuesSchema = z.preprocess((v) => withoutNulls(v), valuesObject);

/** The query of `vat-check`: the country and the VAT number (with or without its prefix). */
const vatQuery = z.object({
  countryCode: qRequired('缺少参数 countryCode', 2).transform((s) => s.toUpperCase()),
  vatNumber: qRequired('请输入 VAT 税号', 30),
});

const signToken = () => z.string({ required_error: msg('vatService.sign.missing') }).regex(/^[0-9a-f]{32}$/, msg('vatService.sign.missing'));

// ---- shapes ----------------------------------------------------------------------------------

/** A company of the registry (`foundDate` YYYY-MM-DD). */
const qccCompany = z.object({ companyName: z.string(), registerNo: z.string(), legalName: z.string(), address: z.string(), foundDate: z.string(), companyType: z.string() }).strict();

/** A country's configuration with its Chinese document labels and note. */
const vatConfig = z
  .object({
    countryCode: z.string().length(2),
    fiscalRepRequired: z.boolean(),
    registerDocuments: z.array(z.string()),
    transferDocuments: z.array(z.string()),
    leadTimeWeeks: z.tuple([z.number(), z.number()]),
    transferLeadTimeWeeks: z.tuple([z.number(), z.number()]),
    firstFrequency: z.enum(['monthly', 'quarterly', 'annual']),
    fees: z.object({ register: z.string(), transfer: z.string().nullable(), annual: z.string() }).strict(),
    years: z.array(z.number().int()),
    documentLabels: z.record(z.string()),
    note: z.string(),
  })
  .strict();

/** The legal-person check: `status` 1 pass, -1 query failed, 0 credit code wrong, 2 company name, 3 legal person; `legalName` the registered one. */
const legalCheck = z.object({ status: z.number().int(), legalName: z.string(), message: z.string().nullable() }).strict();

/** The VAT number check: `unavailable` means the tax office could not answer (never "invalid"). */
const vatCheckResult = z
  .object({ status: z.enum(['valid', 'invalid', 'unavailable']), vatNumber: z.string(), name: z.string().optional(), address: z.string().optional(), message: z.string() })
  .strict();

/** State of a signature (`signedAt` `YYYY-MM-DD HH:mm:ss`, `''` while not signed). */
const signResult = z.object({ status: z.enum(['pending', 'signed', 'expired']), signerName: z.string(), signedAt: z.string() }).strict();

/** An application as create lists it: stage from its records' statuses; `returnReason` while returned for correction. */
const vatApplication = z
  .object({
    id: z.number().int().positive(),
    number: z.string(),
    userId: z.number().int().positive(),
    userName: z.string(),
    companyName: z.string(),
    registerCountry: z.array(z.string()),
    transferCountry: z.array(z.string()),
    stage: z.enum(['submitted', 'reviewing', 'filed', 'issued', 'needsAction']),
    recordIds: z.array(z.number().int().positive()),
    total: z.string(),
    returnReason: z.string().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();

/** A stored file: key, name, bytes. */
const storedFile = z.object({ key: z.string().min(1), name: z.string(), size: z.number().int().nonnegative() }).strict();

// ---- calls -----------------------------------------------------------------------------------

const user = <M extends 'GET' | 'POST', P extends string>(method: M, path: P) => ({ method, path, access: 'user' as const });

/** `GET /api/vat-tax/qcc?keyword` → up to 10 registry companies by name or credit-code fragment. */
const qcc = defineContract({ ...user('GET', '/api/vat-tax/qcc'), query: z.object({ keyword: qRequired('请输入公司名称或统一社会信用代码', 100) }), response: z.array(qccCompany) });

/** `GET /api/vat-tax/is_black?registerNumber&companyName` → whether the company is refused, with the reason (Chinese). */
const isBlack = defineContract({
  ...user('GET', '/api/vat-tax/is_black'),
  query: z.object({ registerNumber: qText(30), companyName: qText(100) }),
  response: z.object({ black: z.boolean(), reason: z.string() }).strict(),
});

/** `GET /api/vat-tax/exists?companyName&countryCode` (countries comma-joined) → the countries where the company already has a number or a registration. */
const exists = defineContract({
  ...user('GET', '/api/vat-tax/exists'),
  query: z.object({ companyName: qRequired('请输入公司名称', 100), countryCode: qText(60) }),
  response: z.object({ exists: z.boolean(), countries: z.array(z.string()) }).strict(),
});

/** `GET /api/vat-tax/exists-identify?legalCertFileNum` → whether the document number is used in another user's application. */
const existsIdentify = defineContract({
  ...user('GET', '/api/vat-tax/exists-identify'),
  query: z.object({ legalCertFileNum: qRequired('请输入证件号码', 30) }),
  response: z.object({ exists: z.boolean() }).strict(),
});

/** `GET /api/vat-tax/valid-register-legal?companyName&registerNumber&legalName` (normalised first: `normaliseLegalQuery`) → the legal-person check. */
const validRegisterLegal = defineContract({
  ...user('GET', '/api/vat-tax/valid-register-legal'),
  query: z.object({ companyName: qText(100), registerNumber: qText(30), legalName: qText(50) }),
  response: legalCheck,
});

/** `GET /api/vat-tax/vat-config?countryCode` → the country's configuration, or all 12 register countries' without `countryCode`. */
const vatConfigs = defineContract({ ...user('GET', '/api/vat-tax/vat-config'), query: z.object({ countryCode: qText(2) }), response: z.union([vatConfig, z.array(vatConfig)]) });

/** `GET /api/vat-tax/eu-country` → the 27 member states `[{ code, name }]` (Greece `EL` in VAT numbers). */
const euCountries = defineContract({ ...user('GET', '/api/vat-tax/eu-country'), response: z.array(z.object({ code: z.string().length(2), name: z.string() }).strict()) });

/** `GET /api/vat-tax/valid-date?countryCode` → service years 1-5 with the end date. */
const validDates = defineContract({
  ...user('GET', '/api/vat-tax/valid-date'),
  query: z.object({ countryCode: qText(2) }),
  response: z.array(z.object({ year: z.number().int().min(1).max(5), validDate: z.string(), validText: z.string() }).strict()),
});

/** `GET /api/vat-tax/vat-check?countryCode&vatNumber` → the check (check digits first; `unavailable` while the country's service is down). */
const vatCheck = defineContract({ ...user('GET', '/api/vat-tax/vat-check'), query: vatQuery, response: vatCheckResult });

/** `GET /api/vat-tax/mtd-info?vatNumber` (GB) → MTD sign-up and the VAT stagger (1-3). */
const mtdInfo = defineContract({
  ...user('GET', '/api/vat-tax/mtd-info'),
  query: z.object({ vatNumber: qRequired('请输入 VAT 税号', 30) }),
  response: z.object({ vatNumber: z.string(), mtd: z.boolean(), stagger: z.number().int().min(1).max(3), name: z.string().nullable() }).strict(),
});

/** `GET /api/fr/number-info?vatNumber` (FR) → SIREN, the registered name (`null` where the register has none, issue #33) and the tax office. */
const frNumberInfo = defineContract({
  ...user('GET', '/api/fr/number-info'),
  query: z.object({ vatNumber: qRequired('请输入 VAT 税号', 30) }),
  response: z.object({ vatNumber: z.string(), siren: z.string(), name: z.string().nullable(), office: z.string() }).strict(),
});

/** `GET /api/vat-tax/fba-ocr?key` → `{ taskId }`: reading an FBA inventory screenshot starts. */
const fbaOcr = defineContract({ ...user('GET', '/api/vat-tax/fba-ocr'), query: z.object({ key: qRequired('请先上传 FBA 库存截图', 500) }), response: z.object({ taskId: z.string().min(1) }).strict() });

/** `GET /api/vat-tax/fba-ocr-result?taskId` → `pending`, or `done` with the countries and warehouses read. */
const fbaOcrResult = defineContract({
  ...user('GET', '/api/vat-tax/fba-ocr-result'),
  query: z.object({ taskId: qRequired('缺少参数 taskId', 32) }),
  response: z.object({ status: z.enum(['pending', 'done']), countries: z.array(z.string()), warehouses: z.array(z.object({ code: z.string(), countryCode: z.string() }).strict()) }).strict(),
});

/** `GET /api/vat-tax/sign-url?companyName` → a signing link (`/global/signature?token=`, 30 minutes) for the applicant company's agreement. */
const signUrl = defineContract({
  ...user('GET', '/api/vat-tax/sign-url'),
  query: z.object({ companyName: qText(100) }),
  response: z.object({ signId: z.string().regex(/^[0-9a-f]{16}$/), url: z.string(), expiresAt: z.string() }).strict(),
});

/** `GET /api/vat-tax/sign-result?signId` → the signature's state (polled by the preview). */
const signResultCall = defineContract({ ...user('GET', '/api/vat-tax/sign-result'), query: z.object({ signId: qRequired('缺少参数 signId', 32) }), response: signResult });

/** *(ours, open, by token)* `GET /api/vat-tax/sign-info?token` → the agreement of a signing link; expired or signed links are refused with their message. */
const signInfo = defineContract({
  method: 'GET',
  path: '/api/vat-tax/sign-info',
  access: 'open',
  query: z.object({ token: signToken() }),
  response: z.object({ status: z.enum(['pending', 'signed', 'expired']), agreement: z.string(), companyName: z.string(), expiresAt: z.string() }).strict(),
});

/** *(ours, open, by token)* `POST /api/vat-tax/sign` `{ token, signerName, mode: typed | drawn, signature }` → `{ status: 'signed' }`. */
const sign = defineContract({
  method: 'POST',
  path: '/api/vat-tax/sign',
  access: 'open',
  body: z.object({
    token: signToken(),
    signerName: z.string({ required_error: msg('vatService.sign.signer.required') }).trim().min(1, msg('vatService.sign.signer.required')).max(50),
    mode: z.enum(['typed', 'drawn']),
    signature: z.string({ required_error: msg('vatService.sign.drawn.required') }).min(1, msg('vatService.sign.drawn.required')).max(400_000),
  }),
  response: z.object({ status: z.literal('signed') }).strict(),
});

/** `POST /api/vat-tax/create` the wizard's values → the application (stage `submitted`; one VAT record per country, status 1). Field errors carry `data.field`. */
const create = defineContract({ ...user('POST', '/api/vat-tax/create'), body: valuesSchema, response: vatApplication });

/** `POST /api/vat-tax/update` `{ id, ...values }` → the application (stage back to `submitted`). */
const update = defineContract({
  ...user('POST', '/api/vat-tax/update'),
  body: z.preprocess((v) => withoutNulls(v), valuesObject.extend({ id: z.number({ required_error: '缺少参数 id' }).int().positive() })),
  response: vatApplication,
});

/** *(ours)* `GET /api/vat-tax/applications` → the user's (an agent: and the clients') applications, newest first. */
const applications = defineContract({ ...user('GET', '/api/vat-tax/applications'), response: z.array(vatApplication) });

/** *(ours)* `GET /api/vat-tax/applications/:id` → the application with the wizard's values (without `signId`), to correct a returned one. */
const application = defineContract({
  ...user('GET', '/api/vat-tax/applications/:id(\\d+)'),
  params: idParam('申请不存在或无权查看'),
  response: vatApplication.extend({ values: valuesObject.omit({ signId: true }) }).strict(),
});

/** `POST /api/vat-tax/upload` multipart `sign` (a `GET /api/upload/sign` signature) + `file` (≤ 20 MB) → the stored file. */
const upload = defineContract({ ...user('POST', '/api/vat-tax/upload'), body: z.object({ sign: qRequired('缺少上传签名 sign', 64) }), response: storedFile });

/** Every call of the VAT registration service, by name. */
export const vatServiceApi = {
  qcc,
  isBlack,
  exists,
  existsIdentify,
  validRegisterLegal,
  vatConfigs,
  euCountries,
  validDates,
  vatCheck,
  mtdInfo,
  frNumberInfo,
  fbaOcr,
  fbaOcrResult,
  signUrl,
  signResult: signResultCall,
  signInfo,
  sign,
  create,
  update,
  applications,
  application,
  upload,
};
/** A country's configuration with its Chinese document labels and note. */
type VatConfig = z.infer<typeof vatConfig>;
/** The legal-person check. */
export type LegalCheckResult = z.infer<typeof legalCheck>;

// The hand-written shapes of ./types.ts and ./countries.ts and these schemas are the same (compile-time check).
const same: [Same<z.infer<typeof vatApplication>, VatApplication>, Same<Omit<VatConfig, 'documentLabels' | 'note' | 'leadTimeWeeks' | 'transferLeadTimeWeeks'>, Omit<VatCountryConfig, 'leadTimeWeeks' | 'transferLeadTimeWeeks'>>] = [true, true];
void same;
