/**
 * The German packaging-law applications (LUCID registration service; mock/packaging-law.ts; issue
 * #21), restored by `POST /api/__test__/reset`. Seeded: the demo seller (user 1) has one registered
 * application with its LUCID number and one returned for correction; the agent's clients (users 3
 * and 4) one awaiting review and one registered. The agent sees its clients' rows (spec §6).
 */
import type { PackagingLawDetail } from '../../src/core/packaging-law/api';
import { collection } from './collections';

/** A stored application (the detail without the owner's display name, which is read from the users). */
export type StoredPackagingLaw = Omit<PackagingLawDetail, 'userName'>;

const cert = (userId: number) => [{ key: `de-pack/${userId}/licence.png`, name: '营业执照.png' }];

function seed(): StoredPackagingLaw[] {
  const base = {
    legalGender: 'male' as const,
    companyCert: [] as StoredPackagingLaw['companyCert'],
  };
  // The demo seller's company, as both of its registrations hold it.
  const zhang = {
    companyName: '深圳市张伟电子商务有限公司',
    businessNo: '91440300MA5G8XKQ24',
    companyAddressCn: '广东省深圳市南山区粤海街道科技园中区科苑路 15 号',
    companyAddressEn: 'No. 15 Keyuan Road, Nanshan District, Shenzhen, Guangdong, China',
    legalFamilyName: 'Zhang',
    legalLastName: 'Wei',
    legalName: '张伟',
    phone: '13800138000',
  };
  return [
    {
      ...base,
      id: 1,
      userId: 1,
      number: 'DPL202503110001',
      ...zhang,
      amazonStoreUrl: 'https://www.amazon.de/sp?seller=A1ZWTEK2026',
      brandName: 'ZWTEK',
      materials: [
        { type: 2, weight: 1250.5 },
        { type: 5, weight: 380 },
      ],
      totalKg: 1630.5,
      lucidNumber: 'DE4082716530291',
      status: 2,
      reason: null,
      companyCert: cert(1),
      createdAt: '2025-03-11 10:20:00',
      updatedAt: '2025-03-18 16:05:00',
    },
    {
      ...base,
      id: 2,
      userId: 1,
      number: 'DPL202610080002',
      ...zhang,
      amazonStoreUrl: 'https://www.amazon.de/sp?seller=A1ZWHOME2026',
      brandName: 'ZW Home',
      materials: [{ type: 1, weight: 86 }],
      totalKg: 86,
      lucidNumber: null,
      status: 3,
      reason: '英文地址与营业执照地址不一致，请按营业执照上的地址填写英文地址后重新提交',
      companyCert: cert(1),
      createdAt: '2026-10-08 09:12:00',
      updatedAt: '2026-10-10 14:40:00',
    },
    {
      ...base,
      id: 3,
      userId: 3,
      number: 'DPL202611020003',
      companyName: '深圳市星河跨境电子商务有限公司',
      businessNo: '91440300MA5FXH3N83',
      companyAddressCn: '广东省深圳市龙华区民治街道星河 WORLD 2 栋 1203',
      companyAddressEn: 'Room 1203, Building 2, Galaxy World, Minzhi, Longhua District, Shenzhen, China',
      legalFamilyName: 'Chen',
      legalLastName: 'Xinghe',
      legalName: '陈星河',
      legalGender: 'female',
      phone: '0755-86001234',
      amazonStoreUrl: 'https://www.amazon.de/sp?seller=A3XINGHE88',
      brandName: 'Starvia',
      materials: [
        { type: 2, weight: 5200 },
        { type: 5, weight: 940.25 },
        { type: 7, weight: 60 },
      ],
      totalKg: 6200.25,
      lucidNumber: null,
      status: 0,
      reason: null,
      companyCert: cert(3),
      createdAt: '2026-11-02 15:30:00',
      updatedAt: '2026-11-02 15:30:00',
    },
    {
      ...base,
      id: 4,
      userId: 4,
      number: 'DPL202604150004',
      companyName: '义乌市百川贸易有限公司',
      businessNo: '91330782MA2EC7PL5T',
      companyAddressCn: '浙江省义乌市稠城街道工人北路 1058 号',
      companyAddressEn: 'No. 1058 Gongren North Road, Choucheng, Yiwu, Zhejiang, China',
      legalFamilyName: 'Wang',
      legalLastName: 'Baichuan',
      legalName: '王百川',
      phone: '13957900123',
      amazonStoreUrl: 'https://www.amazon.de/sp?seller=A2BAICHUAN6',
      brandName: 'Baichuan',
      materials: [{ type: 2, weight: 18000 }],
      totalKg: 18000,
      lucidNumber: 'DE3150928847162',
      status: 2,
      reason: null,
      companyCert: cert(4),
      createdAt: '2026-04-15 11:00:00',
      updatedAt: '2026-04-22 09:45:00',
    },
  ];
}

/** The applications and the next id. */
export const packagingLawStore = collection('packagingLaw', () => ({ rows: seed(), seq: 5 }));
