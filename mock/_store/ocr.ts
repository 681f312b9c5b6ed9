/**
 * The mock's OCR (issue #33 "a mock that never invents"): a small seeded table of sample documents
 * keyed by the MD5 of the file's bytes. A stored file whose MD5 is in the table reads exactly what
 * the table says for it, when asked as its own kind of document; any other file — or a sample asked
 * as another kind (an ID card read as a business licence) — is not recognised ("未能识别，请手动填写"),
 * and nothing is made up. Before, the recognition ignored the file and filled another company of the
 * registry (a PDF of one company filled 杭州优品…).
 *
 * The sample files are in `tests/fixtures/ocr/` (written by `scripts/gen-ocr-samples.ts`); upload one
 * of them in the console to see a reading. What a licence says comes from the company registry of
 * ./common-data.ts (the same companies the company lookup and the legal-person check know); the
 * people are fixed here, their identity-card numbers carry the GB 11643 check character.
 */
import { createHash } from 'crypto';
import { idCardCheckChar } from '../../src/core/china-ids';
import { companyRegistry } from './common-data';

/** The kinds of document the OCR reads (spec §3 "OCR options carry a type"). */
export type OcrKind = 'bizlicense' | 'idcard' | 'passport';

/** What the OCR reads from a business licence. */
interface LicenceReading {
  companyName: string;
  registerNo: string;
  legalName: string;
  address: string;
  /** YYYY-MM-DD. */
  foundDate: string;
  businessScope: string;
  companyType: string;
  validPeriod: string;
}

/** What the OCR reads from a resident identity card (`birth` YYYY-MM-DD, `validDate` `YYYY.MM.DD-YYYY.MM.DD`). */
interface IdCardReading {
  name: string;
  idNumber: string;
  sex: '男' | '女';
  birth: string;
  address: string;
  nation: string;
  issueAuthority: string;
  validDate: string;
}

/** What the OCR reads from a passport (dates YYYY-MM-DD, `nameEn` "SURNAME GIVEN", nationality ISO alpha-3). */
interface PassportReading {
  name: string;
  nameEn: string;
  passportNo: string;
  nationality: string;
  birth: string;
  sex: '男' | '女';
  birthPlace: string;
  issueDate: string;
  expiryDate: string;
}

/** A sample document of the table: its file (in tests/fixtures/ocr/), its kind and what it reads. */
type OcrSample =
  | { file: string; kind: 'bizlicense'; reading: LicenceReading }
  | { file: string; kind: 'idcard'; reading: IdCardReading }
  | { file: string; kind: 'passport'; reading: PassportReading };

/** The licence reading of registry company `name` (its registered data as the licence prints it). */
function licenceOf(name: string): LicenceReading {
  const c = companyRegistry().find((x) => x.companyName === name);
  if (!c) throw new Error(`OCR sample: ${name} is not in the company registry`);
  return { companyName: c.companyName, registerNo: c.registerNo, legalName: c.legalName, address: c.address, foundDate: c.foundDate, businessScope: c.businessScope, companyType: c.companyType, validPeriod: '长期' };
}

/** An identity-card number: region, birth date and sequence (odd for men) plus its check character. */
const idNumber = (region: string, birth: string, seq3: string) => {
  const body17 = `${region}${birth.replace(/-/g, '')}${seq3}`;
  return body17 + idCardCheckChar(body17);
};

let table: Map<string, OcrSample> | null = null;

/** The seeded table, by the MD5 (lower-case hex) of the sample file's bytes. Built once. */
export function ocrTable(): Map<string, OcrSample> {
  if (table) return table;
  const samples: [md5: string, sample: OcrSample][] = [
    ['d48be14397e49046fa4eca5327763fdf', { file: 'licence.png', kind: 'bizlicense', reading: licenceOf('深圳市张伟电子商务有限公司') }],
    ['70eb5a918d4f14e4af4337b9c8938943', { file: 'licence-baichuan.pdf', kind: 'bizlicense', reading: licenceOf('义乌市百川贸易有限公司') }],
    [
      'fcf34ae64fc54f47a223e701a58c129e',
      {
        file: 'idcard.png',
        kind: 'idcard',
        // Someone who is none of the registry's legal persons (the e2e tests' "the uploaded ID card is
        // not the legal person" case).
        reading: { name: '王芳', idNumber: idNumber('440304', '1988-06-15', '062'), sex: '女', birth: '1988-06-15', address: '广东省深圳市福田区福华路 88 号 3 栋 1201 室', nation: '汉', issueAuthority: '深圳市公安局福田分局', validDate: '2019.03.12-2039.03.12' },
      },
    ],
    [
      'bec11cb94c8c312938702552285a5bd2',
      {
        file: 'idcard-zhangwei.png',
        kind: 'idcard',
        reading: { name: '张伟', idNumber: idNumber('440304', '1985-09-02', '131'), sex: '男', birth: '1985-09-02', address: '广东省深圳市福田区福华路 15 号 2 栋 806 室', nation: '汉', issueAuthority: '深圳市公安局福田分局', validDate: '2018.07.20-2038.07.20' },
      },
    ],
    [
      '9a3e35e7326e2ecaef6d3b2942f67f35',
      {
        file: 'passport.png',
        kind: 'passport',
        reading: { name: '张伟', nameEn: 'ZHANG WEI', passportNo: 'EA3817264', nationality: 'CHN', birth: '1985-09-02', sex: '男', birthPlace: '广东', issueDate: '2021-04-16', expiryDate: '2031-04-15' },
      },
    ],
  ];
  table = new Map(samples);
  return table;
}

/** The MD5 (lower-case hex) of `bytes`. */
export function md5Of(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

/**
 * What the OCR reads from a file's `bytes` asked as `kind`: the table's reading of that file when
 * it is a sample of that kind, else `null` (not recognised — the caller answers "未能识别，请手动填写").
 */
export function readDocument(bytes: Buffer, kind: OcrKind): OcrSample['reading'] | null {
  const sample = ocrTable().get(md5Of(bytes));
  return sample && sample.kind === kind ? sample.reading : null;
}
