/**
 * The compliance services of the mock (issue #22): one record per ordered agent service (spec §1
 * gbAgent, euAgent, euAgentSpecial, usAgent, trAgent, caAgent, jpAgent, and transfers), seeded for
 * the demo seller — an active EU responsible person expiring within 30 days, a UK one in progress,
 * a US agent returned with its reason — and for the demo agent's clients (a transfer in progress, a
 * completed transfer, an active Japanese domestic administrator, an expired Turkish representative).
 * Dates are relative to the day the store is seeded, so "within 30 days" stays true.
 */
import type { z } from 'zod';
import type { serviceInput } from '../../src/core/compliance/api';
import { AGENT_SERVICES, officeFor, serviceFee, validUntil, type AgentServiceKey, type ComplianceStatus, type RepresentativeOffice } from '../../src/core/compliance/services';
import { collection } from './collections';
import { db } from './core';

/** A service as the mock keeps it. */
export interface StoredCompliance {
  id: number;
  userId: number;
  type: AgentServiceKey;
  isTransfer: 0 | 1;
  status: ComplianceStatus;
  companyName: string;
  businessNo: string;
  legalFullName: string;
  stores: { brandName: string; link?: string }[];
  categories: string[];
  documents: { key: string; name: string }[];
  year: number;
  expectValidDate: string;
  validDate: string;
  fee: string;
  representative: RepresentativeOffice;
  returnReason: string | null;
  currentAgent: string | null;
  mandateEnd: string | null;
  history: { at: string; by: string; text: string }[];
  createdAt: string;
  updatedAt: string;
}

/** One service as the wizard sends it (parsed). */
export type ServiceInput = z.output<typeof serviceInput>;

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface Seed {
  userId: number;
  type: AgentServiceKey;
  status: ComplianceStatus;
  /** Start relative to today (days). */
  start: number;
  year: number;
  brand: string;
  isTransfer?: boolean;
  returnReason?: string;
  euOffice?: string;
}

const SEEDS: Seed[] = [
  // 张伟 (seller 1): EU active, ends in 19 days; UK in progress; US returned
  { userId: 1, type: 'euAgent', status: 3, start: -346, year: 1, brand: 'ZW-Tech' },
  { userId: 1, type: 'gbAgent', status: 1, start: 10, year: 2, brand: 'ZW-Tech' },
  { userId: 1, type: 'usAgent', status: 2, start: 15, year: 1, brand: 'ZW-Home', returnReason: '产品类别与店铺在售商品不符：ZW-Home 在售的是化妆品，现登记为食品（FDA 按类别登记），请改正后重新提交' },
  // the agent's clients: client1 (3) EU transfer in progress, client2 (4) UK transfer completed, client3 (5) JP active and TR expired
  { userId: 3, type: 'euAgent', status: 1, start: 20, year: 1, brand: 'Lumina', isTransfer: true, euOffice: 'FR' },
  { userId: 4, type: 'gbAgent', status: 3, start: -120, year: 2, brand: 'HomeJoy', isTransfer: true },
  { userId: 5, type: 'jpAgent', status: 3, start: -60, year: 1, brand: 'KiraKira' },
  { userId: 5, type: 'trAgent', status: 4, start: -400, year: 1, brand: 'KiraKira' },
];

function seed(): { rows: StoredCompliance[]; seq: number } {
  const rows = SEEDS.map((s, i): StoredCompliance => {
    const owner = db().users.find((u) => u.id === s.userId)!;
    const start = day(s.start);
    const created = `${day(Math.min(s.start, 0) - 7)} 10:00:00`;
    const svc = AGENT_SERVICES[s.type];
    const history = [{ at: created, by: owner.name, text: '提交订单' }];
    if (s.status === 3 || s.status === 4) history.push({ at: `${start} 09:00:00`, by: '系统', text: '授权生效，标签信息可下载' });
    if (s.status === 2) history.push({ at: `${day(-1)} 15:30:00`, by: '审核员 王静', text: `退回：${s.returnReason}` });
    if (s.status === 4) history.push({ at: `${validUntil(start, s.year)} 23:59:59`, by: '系统', text: '授权到期' });
    return {
      id: 7001 + i,
      userId: s.userId,
      type: s.type,
      isTransfer: s.isTransfer ? 1 : 0,
      status: s.status,
      companyName: owner.company ?? owner.name,
      businessNo: '91440300MA5F0XXX1K'.replace('XXX', String(100 + i)),
      legalFullName: owner.name,
      stores: [{ brandName: s.brand, link: `https://www.amazon.${s.type === 'jpAgent' ? 'co.jp' : s.type === 'gbAgent' ? 'co.uk' : s.type === 'usAgent' ? 'com' : 'de'}/stores/${s.brand}` }],
      categories: [svc.categories[0]],
      documents: svc.needsDocuments ? [{ key: `seed/compliance/${s.userId}/${7001 + i}-doc.pdf`, name: `${s.brand}-DoC.pdf` }] : [],
      year: s.year,
      expectValidDate: start,
      validDate: validUntil(start, s.year),
      fee: serviceFee({ key: s.type, year: s.year, isTransfer: !!s.isTransfer }),
      representative: officeFor(s.type, s.euOffice),
      returnReason: s.returnReason ?? null,
      currentAgent: s.isTransfer ? 'EuroRep Services GmbH' : null,
      mandateEnd: s.isTransfer ? day(s.start + 5) : null,
      history,
      createdAt: created,
      updatedAt: created,
    };
  });
  return { rows, seq: 7001 + rows.length };
}

/** The compliance collection (restored by `resetStore()`). */
export const complianceStore = collection('compliance', seed);

/** A new id. */
export function nextComplianceId(): number {
  const s = complianceStore();
  const id = s.seq;
  s.seq += 1;
  return id;
}
