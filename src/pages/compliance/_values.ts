/**
 * The compliance wizard's values (the draft `{ type: 'compliance' }`) and their mapping to the
 * create call (spec §3 compliance draft: companyName, businessNo, legalFullName, legalCertType,
 * companyCity, isBoth, enterpriseType and per-service sub-objects with expectValidDate, year,
 * validDate and stores as a list of brandName).
 */
import type { WizardFile } from '@/components/wizard';
import { AGENT_SERVICE_KEYS, serviceFeeLine, validUntil, type AgentServiceKey, type ServiceOrder } from '@/core/compliance/services';
import { feeTotal } from '@/core/fees';
import type { ComplianceCreate, ComplianceRecord, ComplianceServiceInput } from '@/services/compliance';

/** One chosen service's values. */
export interface ServiceValues {
  isTransfer?: boolean;
  /** `YYYY-MM-DD`. */
  expectValidDate?: string;
  year?: number;
  stores?: { brandName?: string; link?: string }[];
  categories?: string[];
  documents?: WizardFile[];
  currentAgent?: string;
  /** `YYYY-MM-DD`. */
  mandateEnd?: string;
}

/** All values of the wizard (company and legal fields of the kit's field groups, then the services). */
export interface ComplianceValues {
  companyName?: string;
  registerNumber?: string;
  companyAddress?: string;
  legalName?: string;
  legalIdCardType?: string;
  services?: AgentServiceKey[];
  euOffice?: string;
  svc?: Partial<Record<AgentServiceKey, ServiceValues>>;
  [k: string]: unknown;
}

/** The chosen services in catalogue order with their values. */
export function chosen(v: ComplianceValues): { key: AgentServiceKey; s: ServiceValues }[] {
  return AGENT_SERVICE_KEYS.filter((k) => (v.services ?? []).includes(k)).map((key) => ({ key, s: v.svc?.[key] ?? {} }));
}

/** The fee lines of the chosen services (a missing year counts as 1). */
function feeLines(v: ComplianceValues): ServiceOrder[] {
  return chosen(v).map(({ key, s }) => ({ key, year: s.year ?? 1, isTransfer: !!s.isTransfer }));
}

/** The fees and total (big.js). */
export function fees(v: ComplianceValues) {
  return feeTotal(feeLines(v).map(serviceFeeLine));
}

/** The body of `POST /api/compliance/create` from the values (`clientId` when an agent orders for a client). */
export function toCreateBody(v: ComplianceValues, clientId?: number): ComplianceCreate {
  return {
    companyName: v.companyName ?? '',
    businessNo: v.registerNumber ?? '',
    legalFullName: v.legalName ?? '',
    legalCertType: v.legalIdCardType,
    ...(v.euOffice ? { euOffice: v.euOffice } : {}),
    ...(clientId ? { clientId } : {}),
    services: chosen(v).map(({ key, s }) => toServiceInput(key, s)),
  };
}

/** One service of the create or update call from its values (`validDate` follows start and years). */
export function toServiceInput(key: AgentServiceKey, s: ServiceValues): ComplianceServiceInput {
  return {
    type: key,
    isTransfer: !!s.isTransfer,
    expectValidDate: s.expectValidDate ?? '',
    year: s.year ?? 1,
    validDate: s.expectValidDate ? validUntil(s.expectValidDate, s.year ?? 1) : undefined,
    stores: (s.stores ?? []).map((x) => ({ brandName: x.brandName ?? '', ...(x.link ? { link: x.link } : {}) })),
    categories: s.categories ?? [],
    documents: (s.documents ?? []).map((d) => ({ key: d.key, name: d.name })),
    ...(s.isTransfer ? { currentAgent: s.currentAgent, mandateEnd: s.mandateEnd } : {}),
  };
}

/** A listed service's values, to correct it after it was returned (the form of {@link toServiceInput}). */
export function serviceValuesOf(r: ComplianceRecord): ServiceValues {
  return {
    isTransfer: r.isTransfer === 1,
    expectValidDate: r.expectValidDate,
    year: r.year,
    stores: r.stores.map((x) => ({ brandName: x.brandName, ...(x.link ? { link: x.link } : {}) })),
    categories: r.categories,
    documents: r.documents.map((d): WizardFile => ({ key: d.key, name: d.name })),
    ...(r.currentAgent ? { currentAgent: r.currentAgent } : {}),
    ...(r.mandateEnd ? { mandateEnd: r.mandateEnd } : {}),
  };
}
