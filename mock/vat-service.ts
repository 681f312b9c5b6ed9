/**
 * Mock of the VAT registration and transfer calls (spec §7 "VAT tax registration"; issue #10).
 * Paths marked *(ours)* are not named by the spec. Access: token unless marked open.
 *
 * - `GET /api/vat-tax/qcc?keyword` → `[{ companyName, registerNo, legalName, address, foundDate, companyType }]`
 *   (≤ 10) from the seeded company registry, by name or credit-code fragment.
 * - `GET /api/vat-tax/is_black?registerNumber&companyName` → `{ black, reason }` (one seeded: 东莞市锐拓电子科技有限公司).
 * - `GET /api/vat-tax/exists?companyName&countryCode` (countries comma-joined) → `{ exists, countries }`:
 *   the countries where the company already has a number or a registration (the demo seller: GB, DE…).
 * - `GET /api/vat-tax/exists-identify?legalCertFileNum` → `{ exists }`: the document number is used in
 *   another user's application.
 * - `GET /api/vat-tax/valid-register-legal?companyName&registerNumber&legalName` → `{ status, legalName,
 *   message }`, the query normalised first (src/core/vat-service `normaliseLegalQuery`); status 1 pass,
 *   -1 query failed (code starting `00`), 0 credit code wrong, 2 company name, 3 legal person.
 * - `GET /api/vat-tax/vat-config?countryCode` → `VatCountryConfig & { documentLabels }`, or all 12.
 * - `GET /api/vat-tax/eu-country` → `[{ code, name }]` the 27 member states (Greece `EL` in VAT numbers).
 * - `GET /api/vat-tax/valid-date?countryCode` → `[{ year, validDate, validText }]`, 1–5 years.
 * - `GET /api/vat-tax/vat-check?countryCode&vatNumber` → `{ status: valid | invalid | unavailable, vatNumber,
 *   name?, address?, message }`: check digits (jsvat) first; `unavailable` while the country's service is down
 *   (test call), never reported as invalid.
 * - `GET /api/vat-tax/mtd-info?vatNumber` → `{ vatNumber, mtd, stagger, name }` (GB).
 * - `GET /api/fr/number-info?vatNumber` → `{ vatNumber, siren, name, office }` (FR).
 * - `GET /api/vat-tax/fba-ocr?key` → `{ taskId }`; `GET /api/vat-tax/fba-ocr-result?taskId` → `{ status:
 *   pending | done, countries, warehouses }` (done after {@link FBA_OCR_MS}).
 * - `GET /api/vat-tax/sign-url?companyName` → `{ signId, url, expiresAt }` (url `/global/signature?token=`, 30 min;
 *   `companyName`: the applicant company the agreement is for — an agent's client —, default the caller's company);
 *   `GET /api/vat-tax/sign-result?signId` → `{ status: pending | signed | expired, signerName?, signedAt? }`.
 * - *(ours, open, by token)* `GET /api/vat-tax/sign-info?token` → `{ status, agreement, companyName, expiresAt }`;
 *   `POST /api/vat-tax/sign` `{ token, signerName, mode: typed | drawn, signature }` → `{ status: 'signed' }`.
 * - `POST /api/vat-tax/create` body = the wizard's values (src/core/vat-service/types.ts, `clientId` for an
 *   agent's client) → `VatApplication` (stage `submitted`; one VAT record per country, status 1);
 *   `POST /api/vat-tax/update` `{ id, ...values }` → the application (stage back to `submitted`).
 * - *(ours)* `GET /api/vat-tax/applications` → `VatApplication[]` of the user (an agent: and the clients');
 *   a returned one (stage `needsAction`) carries `returnReason`.
 * - *(ours)* `GET /api/vat-tax/applications/:id` → `VatApplication & { values }` (the wizard's values, without
 *   `signId`): what "修改后重新提交" reopens the wizard with.
 * - `POST /api/vat-tax/upload` multipart `sign` (a `GET /api/upload/sign` signature) + `file` → `{ key, name, size }`.
 * - *(test only)* `POST /api/__test__/vat-service` `{ checkDown?: string[], expireSign?: signId, returnApp?: { id, reason } }`
 *   (`returnApp`: ops return an application for correction: its records to status 6, the reason stored).
 *
 * Every call's path, input and answer: its contract in src/core/vat-service/api.ts (`vatServiceApi`, issue #34).
 */
import { randomBytes } from 'crypto';
import zh from '../src/locales/zh-CN/vat-service';
import zhKit from '../src/locales/zh-CN/wizard-kit';
import { isValidUscc } from '../src/core/china-ids';
import { feeTotal } from '../src/core/fees';
import { isValidVatNumber, withVatPrefix } from '../src/core/rules/vat';
import {
  checkCountries,
  checkFiscalRep,
  checkJpCorporateNumber,
  checkLegalCertNumber,
  checkPassportExpiry,
  checkRegisterNumber,
  checkTransferVatNumber,
  feeLines,
  isRegisterCountry,
  isTransferCountry,
  normaliseLegalQuery,
  vatCountryConfig,
  VAT_REGISTER_COUNTRIES,
  type ApplicationStage,
  type VatApplication,
  type VatServiceValues,
} from '../src/core/vat-service';
import { vatServiceDateProblems } from '../src/core/vat-service/rules';
import { COMPANY_CHECK_CODE, companyCheckMessage } from '../src/constants/company-check';
import { valuesObject, vatServiceApi } from '../src/core/vat-service/api';
import { clientsOf, db, fail, invalid, isAgent, nowText, ok, refusedUpload, route, routes, storeFile, testContract, visibleUserIds, z, type MockUser, userNameOf } from './_store';
import { companyRegistry, hashSeed as hashSeedOf } from './_store/common-data';
import { vatTaxStore } from './_store/vat-tax';
import { lookupStore } from './_store/lookup';
import { missingNameReason } from '../src/core/lookup/answers';
import { addRecords, createSignature, existingCountries, FBA_OCR_MS, removeRecords, returnApplication, sameCompany, signatureByToken, signatureState, vatServiceStore, type StoredApplication } from './_store/vat-service';

const L = { ...(zhKit as Record<string, string>), ...(zh as Record<string, string>) };
const msg = (key: string, values: Record<string, string | number> = {}) => (L[key] ?? key).replace(/\{(\w+)\}/g, (_m, k: string) => String(values[k] ?? ''));
const todayText = () => new Date().toISOString().slice(0, 10);

/** EU member states (VAT prefixes differ only for Greece, EL). */
const EU_COUNTRIES: [string, string][] = [
  ['AT', '奥地利'], ['BE', '比利时'], ['BG', '保加利亚'], ['HR', '克罗地亚'], ['CY', '塞浦路斯'], ['CZ', '捷克'], ['DK', '丹麦'],
  ['EE', '爱沙尼亚'], ['FI', '芬兰'], ['FR', '法国'], ['DE', '德国'], ['GR', '希腊'], ['HU', '匈牙利'], ['IE', '爱尔兰'],
  ['IT', '意大利'], ['LV', '拉脱维亚'], ['LT', '立陶宛'], ['LU', '卢森堡'], ['MT', '马耳他'], ['NL', '荷兰'], ['PL', '波兰'],
  ['PT', '葡萄牙'], ['RO', '罗马尼亚'], ['SK', '斯洛伐克'], ['SI', '斯洛文尼亚'], ['ES', '西班牙'], ['SE', '瑞典'],
];

/** Amazon fulfilment centres by country (real site codes), for the FBA screenshot recognition. */
const FBA_SITES: Record<string, string[]> = {
  GB: ['LTN4', 'BHX4', 'MAN1'],
  DE: ['DTM2', 'LEJ1', 'FRA7'],
  FR: ['ORY1', 'LIL1', 'MRS1'],
  IT: ['MXP5', 'FCO1'],
  ES: ['MAD4', 'BCN1'],
  PL: ['WRO5', 'POZ1', 'KTW1'],
  CZ: ['PRG2'],
};

/** The service provider as the agreement names it (the mock's operating company). */
const SERVICE_PROVIDER = '一税（深圳）信息技术有限公司';

/**
 * The service agreement the signing page shows (Chinese; the mock's text), naming both parties:
 * the applicant company (an agent's client, else the caller's company) and the service provider
 * (issue #19: not 甲方/乙方).
 */
function agreementFor(companyName: string): string {
  const client = companyName || '申请公司';
  return [
    '一税 VAT 注册与申报服务协议',
    `委托方（申请公司）：${client}`,
    `服务方：${SERVICE_PROVIDER}`,
    `一、服务内容：服务方（${SERVICE_PROVIDER}）为委托方（${client}）在所选国家办理 VAT 税号注册或转代理，并在服务期内按期代为申报。`,
    `二、委托方义务：${client}保证所提供的营业执照、法人证件、店铺资料真实、完整，因资料不实导致的税局处罚由委托方承担。`,
    '三、费用：按预览页所列国家、年限计收，注册费一次性收取，服务费按年收取；税款及税局罚款不包含在服务费内。',
    '四、财税代表：在法国、意大利、西班牙、波兰、比利时等要求委任财税代表的国家，由服务方合作的财税代表担任，可能另需担保或保证金。',
    '五、期限与终止：服务期届满前 30 日，服务方提醒委托方续费；委托方未续费的，服务方不再代为申报。',
    `六、本协议经委托方（${client}）电子签署后生效，与纸质协议具有同等效力。`,
  ].join('\n');
}

type Values = z.output<typeof valuesObject>;

/**
 * The business checks of a submitted application, in the wizard's order: the first failure as
 * `[field, message]`, or `null`. Field names are the draft's paths (`information.register.FR.fiscalRepresentative`).
 */
function checkApplication(v: Values, user: MockUser): [string, string] | null {
  const rule = (field: string, key: string | null): [string, string] | null => (key ? [field, msg(key)] : null);
  const code = v.registerNumber.toUpperCase();
  const r =
    rule('registerNumber', checkRegisterNumber(code)) ??
    rule('legalCertFileNum', v.legalCertFileNum ? checkLegalCertNumber(v.legalIdCardType, v.legalCertFileNum) : null) ??
    rule('legalCertExpiry', v.legalIdCardType === 'passport' ? checkPassportExpiry(v.legalCertExpiry, todayText()) : null) ??
    rule('registerCountry', checkCountries(v.registerCountry, v.transferCountry));
  if (r) return r;
  // spec §5 date rules (issue #19): the ES/IT annual report after its window, the closed next-year option
  const dated = vatServiceDateProblems(v, todayText())[0];
  if (dated) return [dated.field, msg(dated.key, dated.values)];
  const black = vatServiceStore().blacklist.get(code);
  if (black) return ['registerNumber', msg('vatService.black.refused', { reason: black })];
  for (const c of v.registerCountry ?? []) {
    if (!isRegisterCountry(c)) return ['registerCountry', `不支持在 ${c} 新注册`];
    const info = v.information?.register?.[c] ?? {};
    const f = rule(`information.register.${c}.fiscalRepresentative`, checkFiscalRep(c, info.fiscalRepresentative));
    if (f) return f;
  }
  if ((v.registerCountry ?? []).includes('JP')) {
    const j = rule('japan.corporateNumber', v.japan?.corporateNumber ? checkJpCorporateNumber(v.japan.corporateNumber) : null);
    if (j) return j;
  }
  for (const c of v.transferCountry ?? []) {
    if (!isTransferCountry(c)) return ['transferCountry', `不支持 ${c} 转代理`];
    const info = v.information?.transfer?.[c] ?? {};
    const t = rule(`information.transfer.${c}.localVatNumber`, checkTransferVatNumber(c, info.localVatNumber));
    if (t) return t;
  }
  const sig = vatServiceStore().signatures.get(v.signId);
  if (!sig || sig.userId !== user.id || signatureState(sig) !== 'signed') return ['signId', msg('vatService.preview.sign.required')];
  return null;
}

/** The owner of an application: the agent's client when `clientId` is given (must be a client), else the caller. */
function ownerOf(user: MockUser, clientId: number | undefined): number | string {
  if (clientId === undefined || clientId === user.id) return user.id;
  if (!isAgent(user) || !clientsOf(user).some((c) => c.id === clientId)) return '只能为自己的客户办理';
  return clientId;
}

/** The application as the console sees it. */
function view(a: StoredApplication): VatApplication {
  return {
    id: a.id,
    number: a.number,
    userId: a.userId,
    userName: userNameOf(a.userId),
    companyName: a.values.companyName ?? '',
    registerCountry: a.values.registerCountry ?? [],
    transferCountry: a.values.transferCountry ?? [],
    stage: a.stage,
    recordIds: a.recordIds,
    total: a.total,
    ...(a.returnReason && stageOf(a) === 'needsAction' ? { returnReason: a.returnReason } : {}),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** Stage of an application from its records' statuses (the records area moves them on). */
function stageOf(a: StoredApplication): ApplicationStage {
  const recs = a.recordIds.map((id) => vatTaxStore().numbers.find((r) => r.id === id));
  const statuses = recs.filter(Boolean).map((r) => r!.status);
  if (statuses.includes(6)) return 'needsAction';
  if (statuses.length && statuses.every((s) => s >= 3 && s !== 6)) return 'issued';
  if (statuses.includes(2)) return 'filed';
  return a.stage;
}

/**
 * What the tax office's register says of `vatNumber` (with its prefix): the registered name and
 * address of the lookup's register (mock/_store/lookup.ts: the users' VAT records and the seeded
 * cases), `null` where it has none — Germany gives no name in VIES — so nothing is invented (issue #33).
 */
function registeredOf(vatNumber: string): { name: string | null; address: string | null } {
  const reg = lookupStore().register.get(vatNumber);
  if (!reg || reg.state !== 'valid' || vatNumber.startsWith('DE')) return { name: null, address: null };
  return { name: reg.name ?? null, address: reg.address ?? null };
}

export default routes([
  route({
    contract: vatServiceApi.qcc,
    handler: ({ res, query }) => {
      const k = query.keyword.replace(/[\s\u3000]+/g, '').replace(/（/g, '(').replace(/）/g, ')').toUpperCase();
      const list = companyRegistry()
        .filter((c) => c.companyName.includes(k) || c.registerNo.includes(k))
        .slice(0, 10)
        .map(({ companyName, registerNo, legalName, address, foundDate, companyType }) => ({ companyName, registerNo, legalName, address, foundDate, companyType }));
      ok(res, list);
    },
  }),

  route({
    contract: vatServiceApi.isBlack,
    handler: ({ res, query }) => {
      const bl = vatServiceStore().blacklist;
      let reason = bl.get((query.registerNumber ?? '').toUpperCase());
      if (!reason && query.companyName) {
        const c = companyRegistry().find((x) => sameCompany(x.companyName, query.companyName!));
        if (c) reason = bl.get(c.registerNo);
      }
      if (!query.registerNumber && !query.companyName) return invalid(res, 'registerNumber', '请输入统一社会信用代码或公司名称');
      ok(res, { black: !!reason, reason: reason ?? '' });
    },
  }),

  route({
    contract: vatServiceApi.exists,
    handler: ({ res, query }) => {
      const wanted = (query.countryCode ?? '').toUpperCase().split(',').filter(Boolean);
      const found = existingCountries(query.companyName).filter((c) => !wanted.length || wanted.includes(c));
      ok(res, { exists: found.length > 0, countries: found });
    },
  }),

  route({
    contract: vatServiceApi.existsIdentify,
    handler: ({ res, query, user }) => {
      const n = query.legalCertFileNum.toUpperCase();
      const mine = new Set(visibleUserIds(user));
      const exists = vatServiceStore().applications.some((a) => (a.values.legalCertFileNum ?? '').toUpperCase() === n && !mine.has(a.userId));
      ok(res, { exists });
    },
  }),

  route({
    contract: vatServiceApi.validRegisterLegal,
    handler: ({ res, query }) => {
      const q = normaliseLegalQuery(query);
      if (!q.registerNumber) return invalid(res, 'registerNumber', msg('vatService.rule.registerNumber.required'));
      if (!q.companyName) return invalid(res, 'companyName', msg('vatService.rule.companyName.required'));
      if (!q.legalName) return invalid(res, 'legalName', msg('vatService.rule.legalName.required'));
      const answer = (status: number, legal = '') => ok(res, { status, legalName: legal, message: companyCheckMessage(status, legal) });
      if (q.registerNumber.startsWith('00')) return answer(COMPANY_CHECK_CODE.QUERY_FAILED);
      if (!isValidUscc(q.registerNumber)) return answer(COMPANY_CHECK_CODE.CREDIT_CODE_WRONG);
      const c = companyRegistry().find((x) => x.registerNo === q.registerNumber);
      if (!c) return answer(COMPANY_CHECK_CODE.CREDIT_CODE_WRONG);
      if (!sameCompany(c.companyName, q.companyName)) return answer(COMPANY_CHECK_CODE.COMPANY_NAME_MISMATCH);
      if (c.legalName !== q.legalName.replace(/ /g, '')) return answer(COMPANY_CHECK_CODE.LEGAL_PERSON_MISMATCH, c.legalName);
      answer(1, c.legalName);
    },
  }),

  route({
    contract: vatServiceApi.vatConfigs,
    handler: ({ res, query }) => {
      const codes = query.countryCode ? [query.countryCode.toUpperCase()] : [...VAT_REGISTER_COUNTRIES];
      const list = codes.map((c) => vatCountryConfig(c));
      if (list.some((c) => !c)) return invalid(res, 'countryCode', `不支持的国家：${query.countryCode}`);
      const withLabels = list.map((c) => ({
        ...c!,
        documentLabels: Object.fromEntries([...c!.registerDocuments, ...c!.transferDocuments].map((d) => [d, msg(`vatService.doc.${d}`)])),
        note: msg(`vatService.country.${c!.countryCode}.note`),
      }));
      ok(res, query.countryCode ? withLabels[0] : withLabels);
    },
  }),

  route({
    contract: vatServiceApi.euCountries,
    handler: ({ res }) => ok(res, EU_COUNTRIES.map(([code, name]) => ({ code, name }))),
  }),

  route({
    contract: vatServiceApi.validDates,
    handler: ({ res, query }) => {
      const c = (query.countryCode ?? '').toUpperCase();
      if (c && !isRegisterCountry(c)) return invalid(res, 'countryCode', `不支持的国家：${c}`);
      const today = todayText();
      ok(
        res,
        [1, 2, 3, 4, 5].map((year) => {
          const d = new Date(`${today}T00:00:00Z`);
          d.setUTCFullYear(d.getUTCFullYear() + year);
          d.setUTCDate(d.getUTCDate() - 1);
          const validDate = d.toISOString().slice(0, 10);
          return { year, validDate, validText: `${year} 年（有效期至 ${validDate}）` };
        }),
      );
    },
  }),

  route({
    contract: vatServiceApi.vatCheck,
    handler: ({ res, query }) => {
      const c = query.countryCode;
      const vatNumber = withVatPrefix(c, query.vatNumber);
      if (!isValidVatNumber(c, query.vatNumber)) return ok(res, { status: 'invalid', vatNumber, message: msg('vatService.vatCheck.invalid') });
      if (vatServiceStore().checkDown.has(c)) return ok(res, { status: 'unavailable', vatNumber, message: msg('vatService.vatCheck.unavailable') });
      // Issue #33 "the mock never invents": the name and address the tax office's register gives
      // (the lookup's register: the users' VAT records, the seeded cases; Germany gives none), else none.
      const { name, address } = registeredOf(vatNumber);
      if (!name) return ok(res, { status: 'valid', vatNumber, message: msg(`vatService.vatCheck.valid.${missingNameReason(c)}`) });
      ok(res, { status: 'valid', vatNumber, name, ...(address ? { address } : {}), message: msg('vatService.vatCheck.valid', { name }) });
    },
  }),

  route({
    contract: vatServiceApi.mtdInfo,
    handler: ({ res, query }) => {
      if (!isValidVatNumber('GB', query.vatNumber)) return invalid(res, 'vatNumber', msg('vatService.rule.vatNumber.invalid'));
      const vatNumber = withVatPrefix('GB', query.vatNumber);
      const seed = hashSeedOf(vatNumber);
      ok(res, { vatNumber, mtd: seed % 5 !== 0, stagger: (seed % 3) + 1, name: registeredOf(vatNumber).name });
    },
  }),

  route({
    contract: vatServiceApi.frNumberInfo,
    handler: ({ res, query }) => {
      if (!isValidVatNumber('FR', query.vatNumber)) return invalid(res, 'vatNumber', msg('vatService.rule.vatNumber.invalid'));
      const vatNumber = withVatPrefix('FR', query.vatNumber);
      ok(res, { vatNumber, siren: vatNumber.slice(4), name: registeredOf(vatNumber).name, office: 'SIEE（非居民企业税务局），Noisy-le-Grand' });
    },
  }),

  route({
    contract: vatServiceApi.fbaOcr,
    handler: ({ res, query, user }) => {
      const f = db().files.get(query.key);
      if (!f || f.ownerId !== user.id) return fail(res, '文件不存在或已过期，请重新上传', { errorCode: 'OCR_FILE_MISSING', data: { field: 'key' } });
      if (!/^image\//.test(f.mime) && !/\.(png|jpe?g|bmp|gif|webp)$/i.test(f.name)) return fail(res, '无法识别该文件，请上传 JPG 或 PNG 格式的截图', { errorCode: 'OCR_UNREADABLE', data: { field: 'key' } });
      if (/模糊|blur/i.test(f.name)) return fail(res, '图片模糊，无法识别，请上传清晰完整的截图', { errorCode: 'OCR_UNREADABLE', data: { field: 'key' } });
      const seed = hashSeedOf(query.key);
      const all = Object.keys(FBA_SITES);
      const countries = all.filter((_c, i) => i === 0 || ((seed >> i) & 1) === 1).slice(0, 4);
      const warehouses = countries.map((c, i) => ({ code: FBA_SITES[c][(seed + i) % FBA_SITES[c].length], countryCode: c }));
      const taskId = randomBytes(8).toString('hex');
      vatServiceStore().fbaTasks.set(taskId, { taskId, userId: user.id, key: query.key, startedAt: Date.now(), countries, warehouses });
      ok(res, { taskId });
    },
  }),

  route({
    contract: vatServiceApi.fbaOcrResult,
    handler: ({ res, query, user }) => {
      const t = vatServiceStore().fbaTasks.get(query.taskId);
      if (!t || t.userId !== user.id) return fail(res, '识别任务不存在或已过期，请重新上传', { errorCode: 'NOT_FOUND' });
      if (Date.now() - t.startedAt < FBA_OCR_MS) return ok(res, { status: 'pending', countries: [], warehouses: [] });
      ok(res, { status: 'done', countries: t.countries, warehouses: t.warehouses });
    },
  }),

  route({
    contract: vatServiceApi.signUrl,
    handler: ({ res, user, query }) => {
      // The agreement is the applicant's: the company of the application (an agent's client), else the caller's own.
      const s = createSignature(user.id, Date.now(), query.companyName?.trim() || undefined);
      ok(res, { signId: s.signId, url: `/global/signature?token=${s.token}`, expiresAt: new Date(s.expiresAt).toISOString() });
    },
  }),

  route({
    contract: vatServiceApi.signResult,
    handler: ({ res, query, user }) => {
      const s = vatServiceStore().signatures.get(query.signId);
      if (!s || s.userId !== user.id) return fail(res, '签署记录不存在，请重新发起签署', { errorCode: 'NOT_FOUND' });
      ok(res, { status: signatureState(s), signerName: s.signerName ?? '', signedAt: s.signedAt ?? '' });
    },
  }),

  route({
    contract: vatServiceApi.signInfo,
    handler: ({ res, query }) => {
      const s = signatureByToken(query.token);
      if (!s) return fail(res, '签署链接无效，请从申请预览页重新发起签署', { errorCode: 'SIGN_INVALID' });
      const state = signatureState(s);
      if (state === 'expired') return fail(res, '签署链接已过期，请回到申请预览页重新发起签署', { errorCode: 'SIGN_EXPIRED' });
      if (state === 'signed') return fail(res, `该协议已于 ${s.signedAt} 由 ${s.signerName} 签署，无需重复签署`, { errorCode: 'SIGN_DONE' });
      const u = db().users.find((x) => x.id === s.userId);
      ok(res, { status: state, agreement: agreementFor(s.companyName ?? u?.company ?? ''), companyName: s.companyName ?? u?.company ?? '', expiresAt: new Date(s.expiresAt).toISOString() });
    },
  }),

  route({
    contract: vatServiceApi.sign,
    handler: ({ res, body }) => {
      const s = signatureByToken(body.token);
      if (!s) return fail(res, '签署链接无效，请从申请预览页重新发起签署', { errorCode: 'SIGN_INVALID' });
      const state = signatureState(s);
      if (state === 'expired') return fail(res, '签署链接已过期，请回到申请预览页重新发起签署', { errorCode: 'SIGN_EXPIRED' });
      if (state === 'signed') return fail(res, `该协议已于 ${s.signedAt} 由 ${s.signerName} 签署，无需重复签署`, { errorCode: 'SIGN_DONE' });
      if (body.mode === 'typed' && body.signature.replace(/\s+/g, '') !== body.signerName.replace(/\s+/g, '')) return invalid(res, 'signature', msg('vatService.sign.typed.mismatch'));
      if (body.mode === 'drawn' && !/^data:image\/png;base64,[A-Za-z0-9+/=]{100,}$/.test(body.signature)) return invalid(res, 'signature', msg('vatService.sign.drawn.required'));
      Object.assign(s, { status: 'signed', signerName: body.signerName, mode: body.mode, signedAt: nowText() });
      ok(res, { status: 'signed' });
    },
  }),

  route({
    contract: vatServiceApi.create,
    handler: ({ res, body, user }) => {
      const owner = ownerOf(user, body.clientId);
      if (typeof owner === 'string') return invalid(res, 'clientId', owner);
      const bad = checkApplication(body, user);
      if (bad) return invalid(res, bad[0], bad[1]);
      const store = vatServiceStore();
      const at = nowText();
      const values = { ...body, registerNumber: body.registerNumber.toUpperCase() } as VatServiceValues;
      const id = store.seq;
      store.seq += 1;
      const app: StoredApplication = {
        id,
        number: `VS${todayText().replace(/-/g, '')}-${String(id).padStart(4, '0')}`,
        userId: owner,
        createdBy: user.id,
        values,
        stage: 'submitted',
        recordIds: addRecords(owner, values),
        total: feeTotal(feeLines(values)).total,
        createdAt: at,
        updatedAt: at,
      };
      store.applications.push(app);
      ok(res, view(app));
    },
  }),

  route({
    contract: vatServiceApi.update,
    handler: ({ res, body, user }) => {
      const app = vatServiceStore().applications.find((a) => a.id === body.id && visibleUserIds(user).includes(a.userId));
      if (!app) return fail(res, '申请不存在或无权修改', { errorCode: 'NOT_FOUND' });
      if (!['submitted', 'needsAction'].includes(stageOf(app))) return fail(res, '申请已递交税局，无法修改；如需变更请联系顾问', { errorCode: 'LOCKED' });
      const bad = checkApplication(body, user);
      if (bad) return invalid(res, bad[0], bad[1]);
      const { id: _id, ...rest } = body;
      removeRecords(app.recordIds);
      app.values = { ...rest, clientId: app.userId === user.id ? undefined : app.userId, registerNumber: rest.registerNumber.toUpperCase() } as VatServiceValues;
      app.recordIds = addRecords(app.userId, app.values);
      app.total = feeTotal(feeLines(app.values)).total;
      app.stage = 'submitted';
      app.returnReason = undefined;
      app.updatedAt = nowText();
      ok(res, view(app));
    },
  }),

  route({
    contract: vatServiceApi.applications,
    handler: ({ res, user, users }) => {
      const visible = new Set(visibleUserIds(user));
      const wanted = users.length ? new Set(users.filter((u) => visible.has(u))) : visible;
      const list = vatServiceStore()
        .applications.filter((a) => wanted.has(a.userId))
        .map((a) => ({ ...view(a), stage: stageOf(a) }))
        .reverse();
      ok(res, list);
    },
  }),

  route({
    contract: vatServiceApi.application,
    handler: ({ res, params, user }) => {
      const app = vatServiceStore().applications.find((a) => a.id === params.id && visibleUserIds(user).includes(a.userId));
      if (!app) return fail(res, '申请不存在或无权查看', { errorCode: 'NOT_FOUND' });
      const { signId: _s, ...values } = app.values;
      ok(res, { ...view(app), stage: stageOf(app), values });
    },
  }),

  route({
    contract: vatServiceApi.upload,
    files: { field: 'file', maxBytes: 20 * 1024 * 1024 },
    handler: ({ res, body, file, user }) => {
      const ticket = db().uploadTickets.get(body.sign);
      if (!ticket || ticket.userId !== user.id || ticket.expiresAt < Date.now()) return invalid(res, 'sign', '上传签名无效或已过期，请重新上传');
      const data = new Uint8Array(file!.buffer);
      const refused = refusedUpload(file!.originalname, file!.mimetype, data, ticket.key.split('/')[0]);
      if (refused) return invalid(res, 'file', refused);
      db().uploadTickets.delete(body.sign);
      storeFile({ key: ticket.key, name: file!.originalname, mime: file!.mimetype, data: Buffer.from(data), ownerId: user.id });
      ok(res, { key: ticket.key, name: file!.originalname, size: data.length });
    },
  }),

  route({
    contract: testContract('POST', '/api/__test__/vat-service', {
      body: z.object({
        checkDown: z.array(z.string().max(2)).max(30).optional(),
        expireSign: z.string().max(32).optional(),
        returnApp: z.object({ id: z.number().int().positive(), reason: z.string().trim().min(1).max(200) }).optional(),
      }),
    }),
    handler: ({ res, body }) => {
      const store = vatServiceStore();
      if (body.returnApp) {
        const app = store.applications.find((a) => a.id === body.returnApp!.id);
        if (!app) return fail(res, '申请不存在', { errorCode: 'NOT_FOUND' });
        returnApplication(app, body.returnApp.reason);
      }
      if (body.checkDown) store.checkDown = new Set(body.checkDown.map((c) => c.toUpperCase()));
      if (body.expireSign) {
        const s = store.signatures.get(body.expireSign) ?? signatureByToken(body.expireSign);
        if (s) s.expiresAt = Date.now() - 1;
      }
      ok(res, { checkDown: [...store.checkDown] });
    },
  }),
]);
