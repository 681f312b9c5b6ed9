/**
 * The EPR registrations of the mock (issue #21; spec §3 "Compliance and EPR drafts" and the EPR
 * sub-objects, §4 stages, §7 `epr_status`): one row per registration (one service key of
 * src/core/epr/services for one user), seeded for the demo seller and the agent's clients:
 *
 * - seller (user 1): German packaging active with its LUCID number (`DE` + 13 digits; the 15 May
 *   report due, src/core/epr/deadlines.ts), French WEEE in progress, Spanish packaging returned for
 *   correction with a reason;
 * - the agent's clients (users 3–5): German packaging active for client1 and client2, German WEEE
 *   active for client3 (`WEEE-Reg.-Nr. DE` + 8 digits), a French packaging transfer in progress
 *   (client1), a German battery registration expired (client2), a French battery one stopped (client3).
 *
 * Who sees what: {@link eprRegistrationsVisibleTo} (own rows, an agent's clients', narrowed by `users`).
 */
import type { EprServiceKey } from '../../src/core/epr/services';
import { EPR_SERVICES } from '../../src/core/epr/services';
import { stageOf, type EprStageKey, type EprStatus } from '../../src/core/epr/status';
import { collection, scopeRows } from './collections';
import { buildPdf, companyRegistry } from './common-data';
import { storeFile } from './files';
import type { MockUser } from './types';

/** The company part of an EPR draft (spec §3 "Compliance and EPR drafts"). */
export interface EprCompany {
  companyName: string;
  /** Unified social credit code (18 characters, GB 32100 check character). */
  businessNo: string;
  legalFullName: string;
  /** `idcard` or `passport`. */
  legalCertType: string;
  companyCity: string;
  /** 1: the legal person is also the contact person; 0: not. */
  isBoth: 0 | 1;
  /** 1 manufacturer, 2 trader/brand owner, 3 importer (locale `epr.enterpriseType.<n>`). */
  enterpriseType: number;
}

/** One status change of a registration. */
interface EprHistoryEntry {
  at: string;
  status: EprStatus;
  text: string;
}

/** An EPR registration as the mock keeps it. */
export interface StoredEprRegistration {
  id: number;
  /** The owner (the seller, or the agent's client it was made for). */
  userId: number;
  /** Who submitted it (the owner, or the agent). */
  createdBy: number;
  /** The service key (spec §3 sub-object name). */
  type: EprServiceKey;
  /** ISO-2 of the service's country. */
  country: string;
  /** 1: a transfer of an existing registration to us (spec §4 register type); 0: a new registration. */
  isTransfer: 0 | 1;
  status: EprStatus;
  /** The sub-list it belongs to (`stageOf(status, isTransfer)`, kept in step with `status`). */
  stage: EprStageKey;
  companyName: string;
  /** The register's number once issued (format per service, src/core/epr/rules.ts). */
  registrationNo?: string;
  /** Last day of the paid service period (`YYYY-MM-DD`). */
  validTo?: string;
  /** A report due date set by ops; without it the register's next deadline is computed (src/core/epr/deadlines.ts). */
  nextDeadline?: string;
  /** Why ops returned it for correction (status 2). */
  returnReason?: string;
  company: EprCompany;
  /** The service's spec §3 sub-object (e.g. `{ recoveryFee, servicePeriod, brandName, weight: [...] }` for dePack). */
  values: Record<string, unknown>;
  /** Uploaded certificates (file host keys). */
  certificates: { key: string; name: string }[];
  /** A status change not read yet (cleared by `POST /api/epr/read`). */
  unread: boolean;
  history: EprHistoryEntry[];
  createdAt: string;
  updatedAt: string;
}

function company(userIndex: number): EprCompany {
  const c = companyRegistry()[userIndex];
  const city = c.address.match(/^(.{2,3}?市)/)?.[1] ?? '深圳市';
  return { companyName: c.companyName, businessNo: c.registerNo, legalFullName: c.legalName, legalCertType: 'idcard', companyCity: city, isBoth: 1, enterpriseType: 2 };
}

interface Seed {
  userId: number;
  /** Index of the owner's company in the seeded registry (mock/_store/common-data.ts). */
  registry: number;
  type: EprServiceKey;
  status: EprStatus;
  registrationNo?: string;
  validTo?: string;
  returnReason?: string;
  values: Record<string, unknown>;
  createdAt: string;
  history: [string, EprStatus, string][];
  unread?: boolean;
}

const thisYear = () => new Date().getUTCFullYear();

function seeds(): Seed[] {
  const y = thisYear();
  return [
    // 张伟 (seller)
    {
      userId: 1,
      registry: 0,
      type: 'dePack',
      status: 4,
      registrationNo: 'DE3081472605913',
      validTo: `${y + 1}-03-31`,
      values: {
        recoveryFee: 36,
        servicePeriod: 1,
        brandName: 'ZW Home',
        weight: [
          { type: 2, weight: 180, name: '外箱纸箱' },
          { type: 5, weight: 42.5, name: '气泡袋和塑料膜' },
        ],
      },
      createdAt: `${y - 1}-03-02 10:12:00`,
      history: [
        [`${y - 1}-03-02 10:12:00`, 1, '资料已提交，正在审核'],
        [`${y - 1}-03-06 15:30:00`, 3, '已在 LUCID 提交注册，等待系统签约'],
        [`${y - 1}-03-20 11:00:00`, 4, 'LUCID 注册号已下发，双元系统合同已签订'],
      ],
    },
    {
      userId: 1,
      registry: 0,
      type: 'frWeee',
      status: 1,
      values: {
        registerYear: y,
        servicePeriod: 1,
        unit: 10000,
        recoveryFee: 80,
        officeId: 2,
        items: [{ name: '蓝牙音箱', nameFr: 'Enceinte Bluetooth', maxSize: 18, salesNum: 3000, productLink: 'https://www.amazon.fr/dp/B0C1234567', cateId: 115, weight: 0.45 }],
      },
      createdAt: `${y}-10-28 09:40:00`,
      history: [[`${y}-10-28 09:40:00`, 1, '资料已提交，正在审核']],
    },
    {
      userId: 1,
      registry: 0,
      type: 'esPack',
      status: 2,
      returnReason: '西班牙税号（NIF）证明不清晰，且包装材料「纸和纸板」的年重量为 0，请重新上传清晰完整的 NIF 证明并填写实际重量后重新提交。',
      values: {
        datePeriod: [`${y}-01-01`, `${y}-12-31`],
        hasLocalVat: 0,
        items: [
          { name: '外箱纸箱', materialId: 258, weight: 100, cateId: 274 },
          { name: '塑料袋', materialId: 259, weight: 10, cateId: 274 },
        ],
      },
      createdAt: `${y}-09-15 14:05:00`,
      history: [
        [`${y}-09-15 14:05:00`, 1, '资料已提交，正在审核'],
        [`${y}-09-18 10:20:00`, 2, '资料需补充：NIF 证明不清晰'],
      ],
      unread: true,
    },
    // client1 深圳市星河跨境电子商务有限公司
    {
      userId: 3,
      registry: 2,
      type: 'dePack',
      status: 4,
      registrationNo: 'DE5529031846207',
      validTo: `${y + 1}-06-30`,
      values: { recoveryFee: 36, servicePeriod: 2, brandName: 'Xinghe', weight: [{ type: 2, weight: 620, name: '纸箱' }, { type: 5, weight: 85, name: '塑料包装' }, { type: 4, weight: 12, name: '铝箔袋' }] },
      createdAt: `${y - 1}-06-10 09:00:00`,
      history: [[`${y - 1}-06-25 16:00:00`, 4, 'LUCID 注册号已下发']],
    },
    {
      userId: 3,
      registry: 2,
      type: 'frPackTransfer',
      status: 3,
      values: { registerYear: y, servicePeriod: 1, unit: 10000, recoveryFee: 80, officeId: 2 },
      createdAt: `${y}-10-02 11:30:00`,
      history: [[`${y}-10-02 11:30:00`, 3, '已向 Citeo 提交转代理申请']],
    },
    // client2 义乌市百川贸易有限公司
    {
      userId: 4,
      registry: 3,
      type: 'dePack',
      status: 4,
      registrationNo: 'DE1907364452198',
      validTo: `${y}-12-31`,
      values: { recoveryFee: 36, servicePeriod: 1, brandName: 'Baichuan', weight: [{ type: 2, weight: 95, name: '纸箱' }, { type: 1, weight: 30, name: '玻璃瓶' }] },
      createdAt: `${y - 1}-11-20 10:00:00`,
      history: [[`${y - 1}-12-05 10:00:00`, 4, 'LUCID 注册号已下发']],
    },
    {
      userId: 4,
      registry: 3,
      type: 'deBatt',
      status: 7,
      registrationNo: 'DE 21874563',
      validTo: `${y}-06-30`,
      values: { brand: [{ name: 'Baichuan Power', battId: 121, weightId: 1, number: 5000 }] },
      createdAt: `${y - 2}-06-01 10:00:00`,
      history: [[`${y}-07-01 00:00:00`, 7, '服务期已结束，未续费']],
    },
    // client3 广州市云帆进出口有限公司
    {
      userId: 5,
      registry: 4,
      type: 'deWeee',
      status: 4,
      registrationNo: 'WEEE-Reg.-Nr. DE 73920461',
      validTo: `${y + 1}-02-28`,
      values: { brand: [{ name: 'Yunfan', link: 'https://www.amazon.de/s?k=yunfan' }], category: [{ cateId: 105, weight: 1200 }] },
      createdAt: `${y - 1}-02-10 10:00:00`,
      history: [[`${y - 1}-03-15 10:00:00`, 4, 'stiftung ear 注册号已下发']],
    },
    {
      userId: 5,
      registry: 4,
      type: 'frBatt',
      status: 6,
      registrationNo: 'FR318765_03XKQB',
      validTo: `${y}-03-31`,
      values: { registerYear: y - 1, servicePeriod: 1, recoveryFee: 200, officeId: 3, items: [{ salesNum: 2000, cateId: 131, weight: 0.05 }] },
      createdAt: `${y - 1}-01-20 10:00:00`,
      history: [[`${y}-04-01 09:00:00`, 6, '客户停止法国站电池类产品销售，已注销']],
    },
  ];
}

function build(s: Seed, id: number): StoredEprRegistration {
  const svc = EPR_SERVICES[s.type];
  const c = company(s.registry);
  const last = s.history[s.history.length - 1];
  const certificates: StoredEprRegistration['certificates'] = [];
  if (s.registrationNo) {
    // The register's confirmation as a one-page PDF on the file host (the batch download zips these).
    const name = `${s.type}-${s.registrationNo.replace(/[^A-Za-z0-9]+/g, '')}.pdf`;
    const key = `epr-cert/${s.userId}/${id}/${name}`;
    storeFile({ key, name, mime: 'application/pdf', data: buildPdf(`EPR ${s.registrationNo}`, `${svc.register.name} registration (mock)`, [`Company: ${c.companyName}`, `Number: ${s.registrationNo}`, `Valid to: ${s.validTo ?? ''}`]), ownerId: s.userId });
    certificates.push({ key, name });
  }
  return {
    id,
    userId: s.userId,
    createdBy: s.userId === 1 ? 1 : 2,
    type: s.type,
    country: svc.country,
    isTransfer: svc.transfer ? 1 : 0,
    status: s.status,
    stage: stageOf(s.status, svc.transfer ? 1 : 0),
    companyName: c.companyName,
    registrationNo: s.registrationNo,
    validTo: s.validTo,
    returnReason: s.returnReason,
    company: c,
    values: s.values,
    certificates,
    unread: !!s.unread,
    history: s.history.map(([at, status, text]) => ({ at, status, text })),
    createdAt: s.createdAt,
    updatedAt: last[0],
  };
}

/** The EPR collection: the registrations and the next id (restored by `POST /api/__test__/reset`). */
export const eprStore = collection('epr', () => {
  const rows = seeds().map((s, i) => build(s, 7001 + i));
  return { rows, seq: 7001 + rows.length };
});

/** Sets a registration's status (and its stage), with a history line; `at` `YYYY-MM-DD HH:mm:ss`. */
export function setEprStatus(r: StoredEprRegistration, status: EprStatus, text: string, at: string): void {
  r.status = status;
  r.stage = stageOf(status, r.isTransfer);
  r.history.push({ at, status, text });
  r.updatedAt = at;
}

/**
 * The registrations `user` may see (spec §6): their own, plus an agent's clients', narrowed by the
 * `users` filter (ids; an id the user may not see matches nothing).
 */
export function eprRegistrationsVisibleTo(user: MockUser, users: readonly number[] = []): StoredEprRegistration[] {
  return scopeRows(eprStore().rows, user, users);
}
