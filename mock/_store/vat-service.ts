/**
 * The VAT service area of the mock (issue #10): the blacklist, e-signatures of the service agreement,
 * FBA screenshot recognition tasks, the VIES/HMRC availability switch of `vat-check`, and the
 * applications. A submitted application adds one record per country to the VAT records
 * (`vatTaxStore().numbers`, status 1 "资料审核中", type 0 register / 1 transfer), so it shows in
 * `GET /api/vat-tax` and on `/user/vat`.
 */
import { randomBytes } from 'crypto';
import type { ApplicationStage, VatServiceValues } from '../../src/core/vat-service/types';
import { defaultFrequency } from '../../src/core/vat-tax/periods';
import { collection } from './collections';
import { companyRegistry } from './common-data';
import { nowText } from './core';
import { vatTaxStore, type StoredVatTax } from './vat-tax';

/** How long a signing link lives: 30 minutes. */
const SIGN_TTL_MS = 30 * 60 * 1000;
/** How long an FBA recognition takes in the mock (ms); `fba-ocr-result` answers `pending` before. */
export const FBA_OCR_MS = 1200;

/** A signature of the service agreement. */
interface Signature {
  signId: string;
  /** The token of the signing link (`/global/signature?token=`). */
  token: string;
  userId: number;
  status: 'pending' | 'signed';
  expiresAt: number;
  signerName?: string;
  mode?: 'typed' | 'drawn';
  signedAt?: string;
  /** The applicant company the agreement is for (the application's company; an agent signs for a client). */
  companyName?: string;
}

/** An FBA inventory screenshot being read. */
interface FbaTask {
  taskId: string;
  userId: number;
  key: string;
  startedAt: number;
  countries: string[];
  warehouses: { code: string; countryCode: string }[];
}

/** An application as the mock keeps it. */
export interface StoredApplication {
  id: number;
  number: string;
  userId: number;
  createdBy: number;
  values: VatServiceValues;
  stage: ApplicationStage;
  recordIds: number[];
  total: string;
  /** Why ops returned it for correction (their records then have status 6 "需补充资料"); cleared by an update. */
  returnReason?: string;
  createdAt: string;
  updatedAt: string;
}

/** Registration numbers refused by `is_black` with their reason (one seeded: 东莞市锐拓电子科技有限公司). */
function seedBlacklist(): Map<string, string> {
  const c = companyRegistry().find((x) => x.companyName === '东莞市锐拓电子科技有限公司')!;
  return new Map([[c.registerNo, '该公司存在未结清的海外税务欠款，暂时无法受理 VAT 业务，请联系客服核实']]);
}

/** The area's collections (restored by `POST /api/__test__/reset`). */
export const vatServiceStore = collection('vatService', () => ({
  blacklist: seedBlacklist(),
  signatures: new Map<string, Signature>(),
  fbaTasks: new Map<string, FbaTask>(),
  /** Countries whose VAT lookup service is down (VIES "MS_UNAVAILABLE"; set by the test call). */
  checkDown: new Set<string>(),
  applications: [] as StoredApplication[],
  seq: 1,
}));

/** A new signature for `userId`. */
export function createSignature(userId: number, now = Date.now(), companyName?: string): Signature {
  const s: Signature = { signId: randomBytes(8).toString('hex'), token: randomBytes(16).toString('hex'), userId, status: 'pending', expiresAt: now + SIGN_TTL_MS, ...(companyName ? { companyName } : {}) };
  vatServiceStore().signatures.set(s.signId, s);
  return s;
}

/** The signature of a signing-link token. */
export function signatureByToken(token: string): Signature | undefined {
  return [...vatServiceStore().signatures.values()].find((s) => s.token === token);
}

/** A signature's state as the console sees it: `signed`, `expired` (pending past its time) or `pending`. */
export function signatureState(s: Signature, now = Date.now()): 'pending' | 'signed' | 'expired' {
  if (s.status === 'signed') return 'signed';
  return s.expiresAt < now ? 'expired' : 'pending';
}

/** Company names compared as the registry does: spaces dropped, parentheses half-width. */
export function sameCompany(a: string, b: string): boolean {
  const n = (s: string) => s.replace(/[\s\u3000]+/g, '').replace(/（/g, '(').replace(/）/g, ')');
  return n(a) === n(b);
}

/** The countries where `companyName` already has a VAT number or a registration in progress (deregistered ones excluded). */
export function existingCountries(companyName: string): string[] {
  return [...new Set(vatTaxStore().numbers.filter((r) => r.status !== 5 && sameCompany(r.companyName, companyName)).map((r) => r.countryCode))];
}

/** Adds the VAT records of an application (one per country), answering their ids. */
export function addRecords(userId: number, v: VatServiceValues): number[] {
  const store = vatTaxStore();
  const at = nowText();
  const make = (countryCode: string, type: 0 | 1): number => {
    const id = store.seq;
    store.seq += 1;
    const vatNumber = type === 1 ? (v.information?.transfer?.[countryCode]?.localVatNumber ?? '').replace(/[\s.-]/g, '').toUpperCase() : '';
    const rec: StoredVatTax = {
      id,
      userId,
      companyName: v.companyName ?? '',
      countryCode,
      vatNumber,
      localTaxNumber: '',
      type,
      status: 1,
      effectiveDate: null,
      frequency: defaultFrequency(countryCode),
      stagger: countryCode === 'GB' ? 1 : undefined,
      tags: [],
      operator: '',
      note: '',
      unread: false,
      certificates: [],
      history: [
        { at, status: 0, text: type === 1 ? '已提交转代理申请' : '已提交注册申请' },
        { at, status: 1, text: '资料已提交，正在审核' },
      ],
      createdAt: at,
      updatedAt: at,
    };
    store.numbers.push(rec);
    return id;
  };
  return [...(v.registerCountry ?? []).map((c) => make(c, 0)), ...(v.transferCountry ?? []).map((c) => make(c, 1))];
}

/** Removes records of an application (before an update re-adds them). */
export function removeRecords(ids: readonly number[]): void {
  const store = vatTaxStore();
  store.numbers = store.numbers.filter((r) => !ids.includes(r.id));
}


/**
 * Ops return application `a` for correction with `reason`: its records move to status 6 "需补充资料"
 * (with the reason in their history), so the application's stage becomes `needsAction`.
 */
export function returnApplication(a: StoredApplication, reason: string): void {
  const at = nowText();
  for (const r of vatTaxStore().numbers) {
    if (!a.recordIds.includes(r.id)) continue;
    r.status = 6;
    r.history.push({ at, status: 6, text: `退回修改：${reason}` });
    r.updatedAt = at;
  }
  a.returnReason = reason;
  a.updatedAt = at;
}
