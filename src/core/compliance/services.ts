/**
 * Compliance and authorised representatives (issue #22; spec §1 agent services gbAgent, euAgent,
 * euAgentSpecial, usAgent, trAgent, caAgent, jpAgent and their transfer variants; §4 stage map; §9
 * agent country flags DE, FR, GB, EU, ES, US, TR, JP, CA). Pure, relative imports only (the mock runs
 * it). What each law asks is shown through locale keys `compliance.svc.<key>.*`; the sources are
 * cited here, by service:
 *
 * - euAgent — GPSR, Regulation (EU) 2023/988, applicable since 13 December 2024 (domain-facts D.7):
 *   Art. 16(1) a product may be placed on the EU market only if an economic operator established in
 *   the Union is responsible for it (manufacturer, importer, authorised representative or fulfilment
 *   service provider); Art. 16(2) its tasks are those of Art. 4(3) of Regulation (EU) 2019/1020
 *   (keep the declaration of conformity / technical documentation available, cooperate with market
 *   surveillance, report risks); Art. 16(3) its name, registered trade name or trade mark and contact
 *   details, INCLUDING THE POSTAL AND ELECTRONIC ADDRESS, appear on the product or its packaging, the
 *   parcel or an accompanying document. Documents are kept 10 years after the product is placed on
 *   the market (GPSR Art. 9(2) technical documentation; Decision 768/2008/EC Annex I R2(3)).
 *   https://eur-lex.europa.eu/eli/reg/2023/988/oj · https://eur-lex.europa.eu/eli/reg/2019/1020/oj
 * - euAgentSpecial — categories with their own EU representative: medical devices (MDR, Regulation
 *   (EU) 2017/745 Art. 11 mandate; Art. 10(8) documents 10 years, 15 for implantables) and cosmetics
 *   (Regulation (EC) No 1223/2009 Art. 4 responsible person; Art. 11 product information file kept
 *   10 years after the last batch). https://eur-lex.europa.eu/eli/reg/2017/745/oj ·
 *   https://eur-lex.europa.eu/eli/reg/2009/1223/oj
 * - gbAgent — Great Britain: the Product Safety and Metrology etc. (Amendment etc.) (EU Exit)
 *   Regulations 2019 (SI 2019/696) keep the authorised representative for UKCA goods, established in
 *   the UK; the importer's or representative's name and UK address go on the product, packaging or
 *   accompanying document; technical documentation 10 years; cosmetics need a UK Responsible Person
 *   (Schedule 34, UK Cosmetics Regulation Art. 4). Northern Ireland follows the GPSR.
 *   https://www.gov.uk/guidance/using-the-ukca-marking · https://www.legislation.gov.uk/uksi/2019/696
 * - usAgent — FDA: a foreign food facility designates a US agent who lives or keeps a place of
 *   business in the US (21 CFR 1.227, 1.232); so does a foreign device establishment
 *   (21 CFR 807.40); the FD&C Act §607 (MoCRA) cosmetics facility registration. The label names the
 *   manufacturer, packer or distributor with its place of business (21 CFR 101.5).
 *   https://www.ecfr.gov/current/title-21/part-1/section-1.227
 * - trAgent — Türkiye: Law No. 7223 on Product Safety and Technical Regulations (in force 12 March
 *   2021), Art. 12 traceability records kept 10 years; the Regulation on market surveillance of
 *   products offered through remote communication tools (Official Gazette 30.10.2024 No. 32707, in
 *   force 1 April 2025): the name, title and contact of the manufacturer or the Türkiye-based
 *   importer / authorised representative appear in the sales advertisement.
 *   https://www.resmigazete.gov.tr/eskiler/2024/10/20241030-3.htm
 * - caAgent — Canada: the Canada Consumer Product Safety Act (S.C. 2010, c. 21) s. 13 documents
 *   (suppliers' names and addresses) kept 6 years; the Consumer Packaging and Labelling Act and the
 *   Textile Labelling Act ask for the dealer's name and principal place of business on the label.
 *   https://laws-lois.justice.gc.ca/eng/acts/c-1.68/
 * - jpAgent — Japan: the four product safety laws as amended in 2024 (Consumer Product Safety Act,
 *   Electrical Appliances and Materials Safety Act, Gas Business Act, LPG Act; in force 25 December
 *   2025): an overseas seller selling directly to Japanese consumers through an online mall is a
 *   specified importer and appoints a domestic administrator (国内管理人) with an address in Japan
 *   who can act in Japanese; the PSE/PSC mark and the notifier's name are on the product.
 *   https://www.meti.go.jp/policy/consumer/seian/shouan/contents/tokuteiyunyu_kaisei_English.pdf
 */
import { feeLine, type FeeLine } from '../fees';
import { lastDayOfMonth, monthEndDate } from '../utils/date';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The agent services (spec §1), in the overview's order. */
export const AGENT_SERVICE_KEYS = ['euAgent', 'gbAgent', 'euAgentSpecial', 'usAgent', 'trAgent', 'caAgent', 'jpAgent'] as const;
/** One agent service key. */
export type AgentServiceKey = (typeof AGENT_SERVICE_KEYS)[number];

/** One representative office: what is printed on the label (spec: name, postal and electronic address). */
export interface RepresentativeOffice {
  /** ISO code of the office's country (`EU` offices carry their member state: DE, FR, ES). */
  country: string;
  name: string;
  /** Postal address, one line, in the country's language and format. */
  address: string;
  /** Electronic address (e-mail). */
  email: string;
}

/** One service of the catalogue. */
interface AgentService {
  key: AgentServiceKey;
  /** Flag shown (spec §9 agent country flags). */
  flag: 'GB' | 'EU' | 'US' | 'TR' | 'CA' | 'JP';
  /** Value of the `he_gui_type` enumeration (the list's type filter). */
  heGuiType: number;
  /** Yearly fee, CNY, major units. */
  yearlyFee: string;
  /** Whether an existing representative can be transferred to us (transfer variant). */
  transferable: boolean;
  /** Product categories a seller picks (locale `compliance.cat.<id>`). */
  categories: readonly string[];
  /** Whether a declaration of conformity or test report must be uploaded. */
  needsDocuments: boolean;
  /** Years the representative keeps the documents. */
  retentionYears: number;
  /** The representative's office printed on the label. */
  office: RepresentativeOffice;
  /** Official sources (title, URL). */
  sources: readonly { title: string; url: string }[];
}

/** Fee of moving an existing representative mandate to us (transfer variant), CNY, once. */
export const TRANSFER_FEE = '300';

/** Our EU offices by member state (spec §6 `default_eu_agent_offices` names some of them for an agent). */
export const EU_OFFICES: Readonly<Record<string, RepresentativeOffice>> = {
  DE: { country: 'DE', name: 'Yishui Compliance GmbH', address: 'Friedrichstraße 68, 10117 Berlin, Germany', email: 'eu-rep@yishui.example.cn' },
  FR: { country: 'FR', name: 'Yishui Conformité SAS', address: '12 Rue de la Paix, 75002 Paris, France', email: 'fr-rep@yishui.example.cn' },
  ES: { country: 'ES', name: 'Yishui Cumplimiento S.L.', address: 'Calle de Alcalá 21, 28014 Madrid, Spain', email: 'es-rep@yishui.example.cn' },
};

const GENERAL = ['electronics', 'toys', 'textiles', 'home', 'kitchen', 'beauty', 'sports', 'other'] as const;

/** THE catalogue (sources: see the module comment). */
export const AGENT_SERVICES: Readonly<Record<AgentServiceKey, AgentService>> = {
  euAgent: {
    key: 'euAgent',
    flag: 'EU',
    heGuiType: 2,
    yearlyFee: '1800',
    transferable: true,
    categories: GENERAL,
    needsDocuments: true,
    retentionYears: 10,
    office: EU_OFFICES.DE,
    sources: [
      { title: 'Regulation (EU) 2023/988 (GPSR) Art. 16', url: 'https://eur-lex.europa.eu/eli/reg/2023/988/oj' },
      { title: 'Regulation (EU) 2019/1020 Art. 4', url: 'https://eur-lex.europa.eu/eli/reg/2019/1020/oj' },
    ],
  },
  gbAgent: {
    key: 'gbAgent',
    flag: 'GB',
    heGuiType: 1,
    yearlyFee: '1800',
    transferable: true,
    categories: GENERAL,
    needsDocuments: true,
    retentionYears: 10,
    office: { country: 'GB', name: 'Yishui UK Compliance Ltd', address: '71-75 Shelton Street, London WC2H 9JQ, United Kingdom', email: 'uk-rep@yishui.example.cn' },
    sources: [
      { title: 'gov.uk: Using the UKCA marking', url: 'https://www.gov.uk/guidance/using-the-ukca-marking' },
      { title: 'SI 2019/696', url: 'https://www.legislation.gov.uk/uksi/2019/696' },
    ],
  },
  euAgentSpecial: {
    key: 'euAgentSpecial',
    flag: 'EU',
    heGuiType: 3,
    yearlyFee: '3800',
    transferable: true,
    categories: ['medicalDevice', 'cosmetics'],
    needsDocuments: true,
    retentionYears: 10,
    office: EU_OFFICES.DE,
    sources: [
      { title: 'Regulation (EU) 2017/745 (MDR) Art. 11', url: 'https://eur-lex.europa.eu/eli/reg/2017/745/oj' },
      { title: 'Regulation (EC) No 1223/2009 Art. 4', url: 'https://eur-lex.europa.eu/eli/reg/2009/1223/oj' },
    ],
  },
  usAgent: {
    key: 'usAgent',
    flag: 'US',
    heGuiType: 4,
    yearlyFee: '2600',
    transferable: false,
    categories: ['food', 'medicalDevice', 'cosmetics'],
    needsDocuments: false,
    retentionYears: 2,
    office: { country: 'US', name: 'Yishui US Agent LLC', address: '1000 N West Street, Suite 1200, Wilmington, DE 19801, USA', email: 'us-agent@yishui.example.cn' },
    sources: [{ title: '21 CFR 1.227', url: 'https://www.ecfr.gov/current/title-21/part-1/section-1.227' }],
  },
  trAgent: {
    key: 'trAgent',
    flag: 'TR',
    heGuiType: 5,
    yearlyFee: '3000',
    transferable: false,
    categories: GENERAL,
    needsDocuments: true,
    retentionYears: 10,
    office: { country: 'TR', name: 'Yishui Uyum Danışmanlık Ltd. Şti.', address: 'Büyükdere Cd. No: 100, 34394 Şişli/İstanbul, Türkiye', email: 'tr-rep@yishui.example.cn' },
    sources: [{ title: 'Resmî Gazete 30.10.2024 No. 32707', url: 'https://www.resmigazete.gov.tr/eskiler/2024/10/20241030-3.htm' }],
  },
  caAgent: {
    key: 'caAgent',
    flag: 'CA',
    heGuiType: 6,
    yearlyFee: '2800',
    transferable: false,
    categories: GENERAL,
    needsDocuments: false,
    retentionYears: 6,
    office: { country: 'CA', name: 'Yishui Compliance Canada Inc.', address: '100 King Street West, Suite 5600, Toronto, ON M5X 1C9, Canada', email: 'ca-rep@yishui.example.cn' },
    sources: [{ title: 'Canada Consumer Product Safety Act s. 13', url: 'https://laws-lois.justice.gc.ca/eng/acts/c-1.68/' }],
  },
  jpAgent: {
    key: 'jpAgent',
    flag: 'JP',
    heGuiType: 7,
    yearlyFee: '3500',
    transferable: false,
    categories: ['electronics', 'toys', 'home', 'other'],
    needsDocuments: true,
    retentionYears: 3,
    office: { country: 'JP', name: '一税コンプライアンス株式会社', address: '〒100-0005 東京都千代田区丸の内1-1-1', email: 'jp-admin@yishui.example.cn' },
    sources: [{ title: 'METI: amended product safety laws (2025-12-25)', url: 'https://www.meti.go.jp/policy/consumer/seian/shouan/contents/tokuteiyunyu_kaisei_English.pdf' }],
  },
};

/** Whether `v` is an agent service key. */
export function isAgentServiceKey(v: unknown): v is AgentServiceKey {
  return typeof v === 'string' && (AGENT_SERVICE_KEYS as readonly string[]).includes(v);
}

/** The service of `he_gui_type` value `type`, or `undefined`. */
export function serviceOfType(type: number): AgentService | undefined {
  return AGENT_SERVICE_KEYS.map((k) => AGENT_SERVICES[k]).find((s) => s.heGuiType === type);
}

/**
 * The stage query of a sub-list (spec §4 "Compliance and EPR sub-lists are filtered by stage.
 * transferAgentInProgress and transferAgentCompleted map to stage codes 1 and 2; other stage keys
 * pass as they are").
 */
export function stageParam(key: string): string {
  if (key === 'transferAgentInProgress') return '1';
  if (key === 'transferAgentCompleted') return '2';
  return key;
}

/** The sub-lists of `/user/compliance/list` in order (`all` sends no stage). */
export const COMPLIANCE_STAGE_KEYS = ['all', 'inProgress', 'returned', 'active', 'expiring', 'transferAgentInProgress', 'transferAgentCompleted'] as const;

/** Status of a service (locale `compliance.status.<code>`): 1 审核中, 2 退回待修改, 3 生效中, 4 已到期, 5 已停止. */
export const COMPLIANCE_STATUS = { IN_PROGRESS: 1, RETURNED: 2, ACTIVE: 3, EXPIRED: 4, STOPPED: 5 } as const;
/** A status code. */
export type ComplianceStatus = (typeof COMPLIANCE_STATUS)[keyof typeof COMPLIANCE_STATUS];

/** THE status map (`StatusMap` of src/core/list/status). */
export const COMPLIANCE_STATUS_MAP = {
  1: { label: 'compliance.status.1', color: 'processing' },
  2: { label: 'compliance.status.2', color: 'error' },
  3: { label: 'compliance.status.3', color: 'success' },
  4: { label: 'compliance.status.4', color: 'warning' },
  5: { label: 'compliance.status.5', color: 'default' },
} as const;

/** Days before expiry from which a service counts as expiring and may be renewed (the list's 即将到期 sub-list). */
const RENEW_WINDOW_DAYS = 30;

/** What the stage filter of the list selects (the mock's rule). */
export function matchesStage(r: { status: number; isTransfer: number; daysLeft: number | null }, stage: string): boolean {
  switch (stage) {
    case '1':
      return r.isTransfer === 1 && r.status === COMPLIANCE_STATUS.IN_PROGRESS;
    case '2':
      return r.isTransfer === 1 && r.status === COMPLIANCE_STATUS.ACTIVE;
    case 'inProgress':
      return r.status === COMPLIANCE_STATUS.IN_PROGRESS;
    case 'returned':
      return r.status === COMPLIANCE_STATUS.RETURNED;
    case 'active':
      return r.status === COMPLIANCE_STATUS.ACTIVE;
    case 'expiring':
      return r.status === COMPLIANCE_STATUS.ACTIVE && r.daysLeft !== null && r.daysLeft <= RENEW_WINDOW_DAYS;
    default:
      return true;
  }
}

/** Whether a service may be renewed: active within {@link RENEW_WINDOW_DAYS} days of expiry, or expired. */
export function canRenew(r: { status: number; daysLeft: number | null }): boolean {
  return r.status === COMPLIANCE_STATUS.EXPIRED || (r.status === COMPLIANCE_STATUS.ACTIVE && r.daysLeft !== null && r.daysLeft <= RENEW_WINDOW_DAYS);
}

/** One chosen service for the fee: key, years (1–5), transfer variant. */
export interface ServiceOrder {
  key: AgentServiceKey;
  year: number;
  isTransfer: boolean;
}

/**
 * The fee line of one chosen service in the one fee model (src/core/fees.ts): the yearly fee ×
 * years, plus {@link TRANSFER_FEE} once for a transfer; CNY, 2 decimals. Total them with `feeTotal`.
 */
export function serviceFeeLine(order: ServiceOrder): FeeLine<AgentServiceKey> & { amount: string } {
  return feeLine(order.key, { once: order.isTransfer ? TRANSFER_FEE : 0, perYear: AGENT_SERVICES[order.key].yearlyFee }, order.year) as FeeLine<AgentServiceKey> & { amount: string };
}

/** The fee of one chosen service (the `amount` of its {@link serviceFeeLine}), CNY, 2 decimals. */
export function serviceFee(order: ServiceOrder): string {
  return serviceFeeLine(order).amount;
}

/**
 * The label text of a representative, ready to print on the product, its packaging, the parcel or
 * an accompanying document (GPSR Art. 16(3): name, postal and electronic address). The heading is
 * in English, the language the marketplaces and market surveillance read on EU/UK packaging (it is
 * printed matter, not console text); the seller's brand line is added when given.
 */
export function labelText(key: AgentServiceKey, office: RepresentativeOffice, brand?: string): string {
  const heading: Record<AgentServiceKey, string> = {
    euAgent: 'EU Responsible Person',
    euAgentSpecial: 'EU Authorised Representative',
    gbAgent: 'UK Responsible Person',
    usAgent: 'US Agent',
    trAgent: 'Türkiye Authorised Representative',
    caAgent: 'Canadian Representative',
    jpAgent: 'Domestic Administrator (国内管理人)',
  };
  return [`${heading[key]}:`, office.name, office.address, `E-mail: ${office.email}`, ...(brand ? [`Brand: ${brand}`] : [])].join('\n');
}

/** The office printed for `key`: for the EU services, the agent's chosen member-state office when given and known. */
export function officeFor(key: AgentServiceKey, euOffice?: string): RepresentativeOffice {
  if ((key === 'euAgent' || key === 'euAgentSpecial') && euOffice && EU_OFFICES[euOffice]) return EU_OFFICES[euOffice];
  return AGENT_SERVICES[key].office;
}

/**
 * The end of a service that starts on `start` (`YYYY-MM-DD`) for `year` years: the day before the
 * same date `year` years later (`2026-12-01` + 1 → `2027-11-30`), leap days clamped to 28 February.
 */
export function validUntil(start: string, year: number): string {
  const [y, m, d] = start.split('-').map(Number);
  const day = Math.min(d, lastDayOfMonth(y + year, m));
  if (day > 1) return `${y + year}-${pad2(m)}-${pad2(day - 1)}`;
  return m === 1 ? monthEndDate(y + year - 1, 12) : monthEndDate(y + year, m - 1);
}
