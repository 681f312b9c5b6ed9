/**
 * The VAT records area of the mock (issue #9): seeded VAT numbers of the demo seller and the agent's
 * clients across GB, DE, FR, IT, ES, PL, CZ (valid check digits, mock/_store/vat-numbers.ts) and one
 * fixed Dutch OB number (client3, the seeded NL declaration's), their
 * filed returns, certificates on the file host, share links; and the views the list, the periods and
 * the exports answer. Periods and due dates come from the console's own `src/core/vat-tax/periods.ts`,
 * never typed in by hand; "today" is the real date, so a fresh store always has some periods due,
 * some filed and a few overdue.
 */
import { fakerZH_CN as faker } from '@faker-js/faker';
import { randomBytes } from 'crypto';
import { countrySortIndex } from '../../src/constants/countries';
import { daysBetween, dueDate, defaultFrequency, periodsBetween, type Frequency, type Period } from '../../src/core/vat-tax/periods';
import {
  returnCurrency,
  VAT_TAX_STATUS,
  type ReturnType,
  type VatTaxPeriod,
  type VatTaxRecord,
  type VatTaxStatus,
  type VatTaxType,
} from '../../src/core/vat-tax/types';
import { collection } from './collections';
import { buildPdf } from './common-data';
import { db } from './core';
import { storeFile } from './files';
import { makeVatNumber } from './vat-numbers';

/** A VAT number as the mock keeps it. */
export interface StoredVatTax {
  id: number;
  userId: number;
  companyName: string;
  countryCode: string;
  vatNumber: string;
  localTaxNumber: string;
  type: VatTaxType;
  status: VatTaxStatus;
  effectiveDate: string | null;
  frequency: Frequency;
  stagger?: 1 | 2 | 3;
  tags: string[];
  operator: string;
  note: string;
  unread: boolean;
  certificates: { key: string; name: string; kind: 'vat' | 'local' | 'transfer' }[];
  history: { at: string; status: VatTaxStatus; text: string }[];
  createdAt: string;
  updatedAt: string;
  /**
   * The seller's tax-point rule for intra-EU transfers of own goods (VAT Directive Art. 69; issue
   * #32), the same on every record of the seller (see {@link setSellerTransferInvoice}): absent /
   * `sameDay` = declared in the period of the transfer day; `none` = Art. 69 without an invoice.
   */
  transferInvoice?: 'sameDay' | 'none';
}

/** A filed return of one period. */
interface FiledReturn {
  vatTaxId: number;
  userId: number;
  periodStart: string;
  periodEnd: string;
  returnType: ReturnType;
  currency: string;
  amount: string;
  submittedAt: string;
  paidAt: string | null;
  receiptNo: string;
}

/** A read-only share of some VAT numbers (`/user/vat-tax/temporaryDataSet?token=`). */
interface VatTaxShare {
  token: string;
  userId: number;
  ids: number[];
  title: string;
  createdAt: string;
  expiresAt: number;
}

/** How long a share link lives: 7 days. */
const SHARE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const today = () => new Date().toISOString().slice(0, 10);
const stamp = (date: string, hm = '10:00:00') => `${date} ${hm}`;

/** Months before today, as the first of that month. */
function monthsAgo(n: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
}

interface SeedSpec {
  userId: number;
  country: string;
  status: VatTaxStatus;
  type?: VatTaxType;
  /** Effective so many months ago. */
  since?: number;
  frequency?: Frequency;
  stagger?: 1 | 2 | 3;
  /** Due periods left unfiled (the newest ones): overdue. */
  unfiled?: number;
  tags?: string[];
  operator?: string;
  note?: string;
  unread?: boolean;
  /** A fixed number instead of a generated one (NL: the OB number of the seeded Dutch declaration, mock/_store/declare.ts). */
  vatNumber?: string;
}

const SEEDS: SeedSpec[] = [
  // 张伟 (seller)
  { userId: 1, country: 'GB', status: 3, since: 30, stagger: 1, unfiled: 1, tags: ['主力站点'], operator: '王静' },
  { userId: 1, country: 'DE', status: 3, since: 22, unfiled: 2, tags: ['主力站点'], operator: '王静', note: '德国税局 9 月来信询问仓储合同，已回复。' },
  { userId: 1, country: 'FR', status: 3, type: 1, since: 16, unfiled: 0, operator: '王静' },
  { userId: 1, country: 'IT', status: 2, unread: true },
  { userId: 1, country: 'ES', status: 1 },
  // client1 深圳市星河跨境电子商务有限公司
  { userId: 3, country: 'GB', status: 3, since: 26, stagger: 2, unfiled: 0, tags: ['重点客户'], operator: '陈晨' },
  { userId: 3, country: 'DE', status: 3, since: 20, unfiled: 0, tags: ['重点客户'], operator: '陈晨' },
  { userId: 3, country: 'PL', status: 3, since: 14, unfiled: 1, operator: '陈晨' },
  { userId: 3, country: 'CZ', status: 3, since: 12, unfiled: 1, operator: '陈晨', unread: true },
  // client2 义乌市百川贸易有限公司
  { userId: 4, country: 'GB', status: 3, type: 1, since: 40, stagger: 3, unfiled: 0, operator: '刘洋' },
  { userId: 4, country: 'ES', status: 3, since: 18, unfiled: 1, tags: ['需补资料'], operator: '刘洋', note: '西班牙 ROI（VIES）登记申请已递交，尚未批准。' },
  { userId: 4, country: 'IT', status: 3, since: 24, unfiled: 2, operator: '刘洋' },
  { userId: 4, country: 'FR', status: 6, tags: ['需补资料'], note: '法国税局要求补充公司章程的法语宣誓翻译件。', unread: true },
  // client3 广州市云帆进出口有限公司
  { userId: 5, country: 'DE', status: 5, since: 36, unfiled: 0, note: '2026 年 3 月起停止德国站销售，已注销。' },
  { userId: 5, country: 'FR', status: 3, since: 10, unfiled: 0, operator: '刘洋' },
  // NL (OB number of the published betalingskenmerk vectors, domain-facts §F.2) in place of a PL application, so the seeded counts stay
  { userId: 5, country: 'NL', status: 3, since: 9, unfiled: 0, operator: '刘洋', vatNumber: 'NL001041149B01' },
];

const STATUS_TEXT: Record<VatTaxStatus, string> = {
  0: '已创建申请，等待上传资料',
  1: '资料已提交，正在审核',
  2: '已递交税局，等待下发税号',
  3: '税号已下发，开始按期申报',
  4: '已申请注销',
  5: '税号已注销',
  6: '税局要求补充资料',
};

function seedVatTax() {
  faker.seed(20261122);
  const numbers: StoredVatTax[] = [];
  const filed: FiledReturn[] = [];
  SEEDS.forEach((s, i) => {
    const id = 1001 + i;
    const user = db().users.find((u) => u.id === s.userId)!;
    const issued = s.status >= VAT_TAX_STATUS.ACTIVE && s.status !== VAT_TAX_STATUS.REJECTED;
    const { vatNumber, localTaxNumber } = s.vatNumber ? { vatNumber: s.vatNumber, localTaxNumber: '' } : makeVatNumber(s.country, id);
    const effectiveDate = issued && s.since ? monthsAgo(s.since) : null;
    const frequency = s.frequency ?? defaultFrequency(s.country);
    const createdAt = stamp(monthsAgo((s.since ?? 2) + 2), '09:30:00');
    const history: StoredVatTax['history'] = [{ at: createdAt, status: 0, text: STATUS_TEXT[0] }];
    if (s.status >= 1) history.push({ at: stamp(monthsAgo((s.since ?? 1) + 1), '14:20:00'), status: 1, text: STATUS_TEXT[1] });
    if (s.status >= 2 && s.status !== 6) history.push({ at: stamp(monthsAgo((s.since ?? 1) + 1).replace(/-01$/, '-15'), '11:05:00'), status: 2, text: STATUS_TEXT[2] });
    if (issued) history.push({ at: stamp(effectiveDate!, '16:40:00'), status: 3, text: STATUS_TEXT[3] });
    if (s.status === 5 || s.status === 6) history.push({ at: stamp(monthsAgo(2), '10:10:00'), status: s.status, text: STATUS_TEXT[s.status] });
    const record: StoredVatTax = {
      id,
      userId: s.userId,
      companyName: user.company ?? user.name,
      countryCode: s.country,
      vatNumber: issued ? vatNumber : '',
      localTaxNumber: issued ? localTaxNumber : '',
      type: s.type ?? 0,
      status: s.status,
      effectiveDate,
      frequency,
      stagger: s.country === 'GB' ? s.stagger ?? 1 : undefined,
      tags: s.tags ?? [],
      operator: s.operator ?? '',
      note: s.note ?? '',
      unread: !!s.unread,
      certificates: [],
      history,
      createdAt,
      updatedAt: history[history.length - 1].at,
    };
    if (issued) {
      const cert = (kind: 'vat' | 'local' | 'transfer', label: string) => {
        const name = `${s.country}-${vatNumber}-${label}.pdf`;
        const key = `cert/${s.userId}/${id}-${kind}.pdf`;
        storeFile({
          key,
          name,
          mime: 'application/pdf',
          data: buildPdf(`${label} ${vatNumber}`, 'VAT registration certificate (mock)', [`Company: ${record.companyName}`, `VAT number: ${vatNumber}`, `Effective: ${effectiveDate}`]),
          ownerId: s.userId,
        });
        record.certificates.push({ key, name, kind });
      };
      cert('vat', 'VAT-certificate');
      if (localTaxNumber && s.country === 'DE') cert('local', 'Steuernummer');
      if (record.type === 1) cert('transfer', 'agent-appointment');
    }
    numbers.push(record);
    // Filed returns: every period due before today, except the newest `unfiled` ones.
    if (issued && effectiveDate) {
      // A deregistered number files up to its deregistration (the last history entry, as periodsOf reads it).
      const until = s.status === VAT_TAX_STATUS.DEREGISTERED ? record.updatedAt.slice(0, 10) : today();
      const due = periodsBetween(effectiveDate, until, frequency, record.stagger).filter((p) => dueDate(s.country, p, frequency) < today());
      const keep = due.slice(0, Math.max(0, due.length - (s.unfiled ?? 0)));
      for (const p of keep) filed.push(filedReturn(record, p));
    }
  });
  return { numbers, filed, shares: new Map<string, VatTaxShare>(), seq: 1001 + SEEDS.length };
}

/** A plausible filed return of `p` for `record` (deterministic through the seeded faker). */
function filedReturn(record: StoredVatTax, p: Period): FiledReturn {
  const due = dueDate(record.countryCode, p, record.frequency);
  const zero = faker.number.int({ min: 1, max: 10 }) === 1;
  const refund = !zero && faker.number.int({ min: 1, max: 12 }) === 1;
  const scale = record.countryCode === 'PL' ? 4.3 : record.countryCode === 'CZ' ? 25 : record.countryCode === 'GB' ? 0.86 : 1;
  const value = zero ? 0 : faker.number.float({ min: 150, max: 9000, fractionDigits: 2 }) * scale * (refund ? -0.2 : 1);
  const submitted = faker.date.between({ from: `${p.end}T00:00:00Z`, to: `${due}T12:00:00Z` }).toISOString();
  const paid = value > 0 ? faker.date.between({ from: submitted, to: `${due}T18:00:00Z` }).toISOString() : null;
  return {
    vatTaxId: record.id,
    userId: record.userId,
    periodStart: p.start,
    periodEnd: p.end,
    returnType: zero ? 'zero' : 'normal',
    currency: returnCurrency(record.countryCode),
    amount: value.toFixed(2),
    submittedAt: submitted.replace('T', ' ').slice(0, 19),
    paidAt: paid ? paid.replace('T', ' ').slice(0, 19) : null,
    receiptNo: `${record.countryCode}-${p.end.replace(/-/g, '')}-${faker.string.alphanumeric({ length: 8, casing: 'upper' })}`,
  };
}

/** The VAT records collections (seeded on first use, restored by `resetStore()`). */
export const vatTaxStore = collection('vatTax', seedVatTax);

/** Every period of `record` from its effective date to the period containing today (oldest first). */
export function periodsOf(record: StoredVatTax, on = today()): VatTaxPeriod[] {
  if (!record.effectiveDate) return [];
  const until = record.status === VAT_TAX_STATUS.DEREGISTERED ? record.updatedAt.slice(0, 10) : on;
  const filed = vatTaxStore().filed.filter((f) => f.vatTaxId === record.id);
  const owner = db().users.find((u) => u.id === record.userId);
  return periodsBetween(record.effectiveDate, until, record.frequency, record.stagger).map((p) => {
    const due = dueDate(record.countryCode, p, record.frequency);
    const f = filed.find((x) => x.periodStart === p.start);
    const overdue = !f && due < on;
    return {
      id: `${record.id}:${p.start}`,
      vatTaxId: record.id,
      userId: record.userId,
      userName: owner?.name ?? '',
      companyName: record.companyName,
      countryCode: record.countryCode,
      vatNumber: record.vatNumber,
      periodStart: p.start,
      periodEnd: p.end,
      dueDate: due,
      state: f ? 'filed' : overdue ? 'overdue' : 'open',
      daysOverdue: overdue ? daysBetween(due, on) : 0,
      returnType: f?.returnType ?? null,
      currency: returnCurrency(record.countryCode),
      amount: f?.amount ?? null,
      submittedAt: f?.submittedAt ?? null,
      paidAt: f?.paidAt ?? null,
      receiptNo: f?.receiptNo ?? null,
    };
  });
}

/** The list view of a record: next period to file, its due date, days left, overdue count. */
export function recordView(record: StoredVatTax, on = today()): VatTaxRecord {
  const periods = record.status === VAT_TAX_STATUS.ACTIVE || record.status === VAT_TAX_STATUS.DEREGISTERING ? periodsOf(record, on) : [];
  const next = periods.find((p) => p.state !== 'filed');
  const owner = db().users.find((u) => u.id === record.userId);
  return {
    id: record.id,
    userId: record.userId,
    userName: owner?.name ?? '',
    companyName: record.companyName,
    countryCode: record.countryCode,
    vatNumber: record.vatNumber,
    localTaxNumber: record.localTaxNumber,
    type: record.type,
    status: record.status,
    effectiveDate: record.effectiveDate,
    frequency: record.frequency,
    stagger: record.stagger,
    nextPeriod: next ? { start: next.periodStart, end: next.periodEnd } : null,
    nextDueDate: next?.dueDate ?? null,
    daysLeft: next ? daysBetween(on, next.dueDate) : null,
    overdueCount: periods.filter((p) => p.state === 'overdue').length,
    tags: [...record.tags],
    operator: record.operator,
    note: record.note,
    unread: record.unread,
    certificateCount: record.certificates.length,
    countryOrder: countrySortIndex(record.countryCode),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Creates a share link of `ids` for `userId`. */
export function createShare(userId: number, ids: number[], title: string): VatTaxShare {
  const share: VatTaxShare = { token: randomBytes(16).toString('hex'), userId, ids, title, createdAt: new Date().toISOString().replace('T', ' ').slice(0, 19), expiresAt: Date.now() + SHARE_TTL_MS };
  vatTaxStore().shares.set(share.token, share);
  return share;
}

/**
 * The seller's transfer tax-point rule (issue #32): `none` when any VAT record of `userId` (one user
 * = one seller company in the mock) holds the Art. 69 choice without an invoice, else `sameDay` (the
 * default: transfers declared in the period of their transfer day).
 */
export function sellerTransferInvoice(userId: number): 'sameDay' | 'none' {
  return vatTaxStore().numbers.some((r) => r.userId === userId && r.transferInvoice === 'none') ? 'none' : 'sameDay';
}

/**
 * Stores the seller's transfer tax-point rule on every VAT record of `userId` (issue #32), with a
 * history line when it changes; returns how many records changed. `sameDay` clears the field (the default).
 */
export function setSellerTransferInvoice(userId: number, v: 'sameDay' | 'none', by: string): number {
  let n = 0;
  const at = new Date().toISOString().replace('T', ' ').slice(0, 19);
  for (const r of vatTaxStore().numbers) {
    if (r.userId !== userId || (r.transferInvoice ?? 'sameDay') === v) continue;
    if (v === 'none') r.transferInvoice = 'none';
    else delete r.transferInvoice;
    r.history.push({ at, status: r.status, text: `${by} 将移库计税规则改为：${v === 'none' ? '次月 15 日（第 69 条，不开票）' : '移库当天（默认）'}` });
    r.updatedAt = at;
    n++;
  }
  return n;
}
