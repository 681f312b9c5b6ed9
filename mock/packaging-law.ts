/**
 * Mock of the German packaging-law registration (LUCID registration service; issue #21; spec §3
 * "German packaging law draft"). The spec names no paths; ours are below. Shapes:
 * src/core/packaging-law/api.ts; rules: src/core/packaging-law/rules.ts (run again here, so a
 * request that skips the form is refused the same way); data: mock/_store/packaging-law.ts.
 *
 * - `POST /api/packaging-law/create` the draft's fields (+ `clientId` for an agent) → the new
 *   application, status 0 (submitted). Refusals (Chinese, at the field): missing fields, a credit
 *   code with a wrong check character, pinyin names, an English address with other characters, the
 *   phone, a store link that is no URL or not on Amazon, an empty or "no name" brand, materials
 *   (none, unknown, twice, a mass that is missing, not a number, ≤ 0, more than 3 decimals), a
 *   client that is not the agent's, and a duplicate: the same company and brand already submitted,
 *   registering or registered.
 * - `GET /api/packaging-law/list` `page, perPage, order_by, status, q, users` → a page of the
 *   caller's applications (an agent's include its clients', narrowed by `users`).
 * - `GET /api/packaging-law/info?id=` → one application the caller may see (else "申请不存在或无权查看").
 */
import { isValidUscc } from '../src/core/china-ids';
import { packagingLawApi, packagingLawFilters, type PackagingLawDetail, type PackagingLawRecord } from '../src/core/packaging-law/api';
import { checkAmazonStoreUrl, checkMaterials, checkPackBrand, checkPhone } from '../src/core/packaging-law/rules';
import { checkEnglishText, checkPinyinName } from '../src/core/rules/wizard';
import zh from '../src/locales/zh-CN/packaging-law';
import zhKit from '../src/locales/zh-CN/wizard-kit';
import { clientsOf, fail, invalid, isAgent, listRoute, nowText, route, routes, scopeRows, type ListSpec, type MockUser, userNameOf } from './_store';
import { packagingLawStore, type StoredPackagingLaw } from './_store/packaging-law';

const msg = (key: string) => (zh as Record<string, string>)[key] ?? (zhKit as Record<string, string>)[key] ?? key;


const STATUS_TEXT: Record<number, string> = { 0: '待审核', 1: '注册中', 2: '已注册', 3: '已退回' };

function detail(r: StoredPackagingLaw): PackagingLawDetail {
  return { ...r, userName: userNameOf(r.userId) };
}

function record(r: StoredPackagingLaw): PackagingLawRecord {
  const { id, userId, number, companyName, businessNo, brandName, totalKg, lucidNumber, status, reason, createdAt, updatedAt } = r;
  return { id, userId, userName: userNameOf(userId), number, companyName, businessNo, brandName, totalKg, lucidNumber, status, reason, createdAt, updatedAt };
}

const list: ListSpec<StoredPackagingLaw, PackagingLawRecord, typeof packagingLawFilters> = {
  contract: packagingLawApi.list,
  filters: packagingLawFilters,
  rows: () => packagingLawStore().rows,
  where: (r, f) => {
    if (f.status !== undefined && String(r.status) !== f.status) return false;
    if (!f.q) return true;
    const q = f.q.toLowerCase();
    return [r.companyName, r.brandName, r.number, r.lucidNumber ?? ''].some((s) => s.toLowerCase().includes(q));
  },
  view: (r) => record(r),
  sortable: ['createdAt', 'updatedAt', 'totalKg'],
  defaultOrder: '-createdAt',
};

/** Today as `YYYYMMDD` (UTC), for application numbers. */
const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

export default routes([
  route({
    contract: packagingLawApi.create,
    handler: ({ res, body, user, reply }) => {
      let owner: MockUser = user;
      if (body.clientId !== undefined) {
        const client = isAgent(user) ? clientsOf(user).find((c) => c.id === body.clientId) : undefined;
        if (!client) return invalid(res, 'clientId', '只能为您名下的客户提交申请，请重新选择客户');
        owner = client;
      }
      const businessNo = body.businessNo.toUpperCase();
      const checks: [string, string | null][] = [
        ['businessNo', isValidUscc(businessNo) ? null : 'packagingLaw.rule.businessNo'],
        ['companyAddressEn', checkEnglishText(body.companyAddressEn)],
        ['legalFamilyName', checkPinyinName(body.legalFamilyName)],
        ['legalLastName', checkPinyinName(body.legalLastName)],
        ['phone', checkPhone(body.phone)],
        ['amazonStoreUrl', checkAmazonStoreUrl(body.amazonStoreUrl)],
        ['brandName', checkPackBrand(body.brandName)],
        ['materials', checkMaterials(body.materials)],
      ];
      for (const [field, key] of checks) if (key) return invalid(res, field, msg(key));
      const s = packagingLawStore();
      const brand = body.brandName.trim().toLowerCase();
      const dup = s.rows.find((r) => r.userId === owner.id && r.businessNo === businessNo && r.brandName.toLowerCase() === brand && r.status !== 3);
      if (dup) {
        return fail(res, `该公司的品牌「${dup.brandName}」已有德国包装法注册申请 ${dup.number}（${STATUS_TEXT[dup.status]}），请勿重复提交；如需修改，请在注册记录中查看该申请`, { errorCode: 'DUPLICATE' });
      }
      const materials = body.materials.map((m) => ({ type: m.type, weight: Number(m.weight) }));
      const now = nowText();
      const row: StoredPackagingLaw = {
        id: s.seq,
        userId: owner.id,
        number: `DPL${stamp()}${String(s.seq).padStart(4, '0')}`,
        companyCert: body.companyCert,
        companyName: body.companyName,
        companyAddressCn: body.companyAddressCn,
        companyAddressEn: body.companyAddressEn,
        legalFamilyName: body.legalFamilyName,
        legalLastName: body.legalLastName,
        legalGender: body.legalGender,
        legalName: body.legalName ?? '',
        businessNo,
        phone: body.phone,
        amazonStoreUrl: body.amazonStoreUrl,
        brandName: body.brandName,
        materials,
        totalKg: Math.round(materials.reduce((a, m) => a + m.weight, 0) * 1000) / 1000,
        lucidNumber: null,
        status: 0,
        reason: null,
        createdAt: now,
        updatedAt: now,
      };
      s.seq += 1;
      s.rows.push(row);
      reply(detail(row));
    },
  }),

  listRoute(list),

  route({
    contract: packagingLawApi.info,
    handler: ({ res, query, user, reply }) => {
      const row = scopeRows(packagingLawStore().rows, user).find((r) => r.id === query.id);
      if (!row) return fail(res, '申请不存在或无权查看', { errorCode: 'NOT_FOUND' });
      reply(detail(row));
    },
  }),
]);
