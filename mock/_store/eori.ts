/**
 * The EORI area of the mock (issue #23): the applications (UK and French, single or from an agent's
 * batch) and the EORI check's availability switch. Seeded (restored by `POST /api/__test__/reset`):
 * - the demo seller's UK EORI, granted: GB + its seeded GB VRN + 000 (HMRC EORIVAT rule);
 * - the demo seller's French application, in review (with its seeded German VAT number);
 * - a UK application of the agent's client `client1`, returned with a reason.
 */
import { eoriFromVrn, normalizeVrn, type EoriCountry, type EoriStatus } from '../../src/core/eori';
import { collection } from './collections';
import { vatTaxStore } from './vat-tax';

/** An application as the mock keeps it. */
export interface StoredEori {
  id: number;
  /** The applicant (the seller, or the agent's client). */
  userId: number;
  /** Who submitted it (an agent for its client). */
  createdBy: number;
  country: EoriCountry;
  source: 'single' | 'batch';
  /** The values submitted (the wizard's, or a batch row's). */
  values: Record<string, unknown>;
  eoriNumber: string;
  status: EoriStatus;
  reason: string;
  createdAt: string;
  updatedAt: string;
}

/** A number of the EORI register the check answers from (besides the issued applications). */
interface RegisteredEori {
  name?: string;
  address?: string;
}

/** The seller's seeded VAT number of `country` (mock/_store/vat-tax.ts), without its prefix. */
function sellerVat(country: string): string {
  return vatTaxStore().numbers.find((n) => n.userId === 1 && n.countryCode === country)?.vatNumber ?? '';
}

const SELLER_COMPANY = { companyName: '深圳市张伟电子商务有限公司', companyNameEn: 'SHENZHEN ZHANGWEI E-COMMERCE CO., LTD.' };
const LICENCE = [{ key: 'vat-licence/1/seed-licence.png', name: '营业执照.png' }];

function seed(): StoredEori[] {
  const vrn = normalizeVrn(sellerVat('GB'));
  const address = { companyAddress: '广东省深圳市南山区科技园南区高新南一道 8 号', companyAddressEn: 'No. 8 Gaoxin South 1st Road, Nanshan District', companyCityEn: 'SHENZHEN', companyCountryEn: 'CHINA' };
  const contact = { contactName: '张伟', contactEmail: 'zhangwei@example.cn', contactPhone: '+86 138 0013 8000' };
  return [
    {
      id: 1,
      userId: 1,
      createdBy: 1,
      country: 'GB',
      source: 'single',
      values: { ...SELLER_COMPANY, ...address, ...contact, businessLicense: LICENCE, companyPostalCode: '518057', companyFoundDate: '2016-03-18', sicCode: '47910', hasUtr: false, vatRegistered: true, vrn, vatEffectiveDate: '2024-02-01', amazonStoreLink: 'https://www.amazon.co.uk/s?me=A1ZHANGWEI2016' },
      eoriNumber: eoriFromVrn(vrn) ?? '',
      status: 'granted',
      reason: '',
      createdAt: '2024-02-20 10:12:00',
      updatedAt: '2024-02-20 10:12:05',
    },
    {
      id: 2,
      userId: 1,
      createdBy: 1,
      country: 'FR',
      source: 'single',
      values: { ...SELLER_COMPANY, ...contact, otherEoriVatNumber: sellerVat('DE'), otherEoriVatCert: [{ key: 'vat-certificate/1/seed-de.pdf', name: '德国VAT证书.pdf' }], companyFoundDate: '2016-03-18', companyAddressNumber: '8', companyAddressEn: address.companyAddressEn, companyZipCode: '518057', companyCityEn: 'SHENZHEN', companyCountryEn: 'CHINA', businessLicense: LICENCE, legalIdFile: [{ key: 'vat-idcard/1/seed-id.png', name: '法人身份证.png' }] },
      eoriNumber: '',
      status: 'review',
      reason: '',
      createdAt: '2026-11-12 15:40:00',
      updatedAt: '2026-11-12 15:40:00',
    },
    {
      id: 3,
      userId: 3,
      createdBy: 2,
      country: 'GB',
      source: 'single',
      values: {
        companyName: '深圳市星河跨境电子商务有限公司',
        companyNameEn: 'SHENZHEN XINGHE CROSS-BORDER E-COMMERCE CO., LTD.',
        companyAddress: '广东省深圳市宝安区西乡街道宝源路 1065 号',
        companyAddressEn: 'No. 1065 Baoyuan Road, Xixiang, Bao an District',
        companyCityEn: 'SHENZHEN',
        companyCountryEn: 'CHINA',
        companyPostalCode: '518102',
        companyFoundDate: '2019-07-02',
        sicCode: '47910',
        hasUtr: false,
        vatRegistered: false,
        businessLicense: [{ key: 'vat-licence/3/seed-licence.png', name: '营业执照.png' }],
        contactName: '陈晓',
        contactEmail: 'chenxiao@xinghe.example.cn',
        contactPhone: '+86 755 2788 1065',
      },
      eoriNumber: '',
      status: 'returned',
      reason: '英文地址与营业执照翻译件不一致，请按翻译件填写英文地址后重新提交',
      createdAt: '2026-11-03 09:20:00',
      updatedAt: '2026-11-05 16:02:00',
    },
  ];
}

/** EORIs of other traders the check knows (the public register's answer; name and address only where the holder consented). */
function seedRegister(): Map<string, RegisteredEori> {
  return new Map<string, RegisteredEori>([
    ['GB702601139907', {}],
    ['FR812345676', { name: 'SOCIETE EXEMPLE LOGISTIQUE' }],
    ['DE4471230', {}],
  ]);
}

/** The area's collections. */
export const eoriStore = collection('eori', () => ({
  applications: seed(),
  seq: 4,
  register: seedRegister(),
  /** Countries whose EORI check is down (`*`: all; set by `POST /api/__test__/eori`). */
  checkDown: new Set<string>(),
}));

