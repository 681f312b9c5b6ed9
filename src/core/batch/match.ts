/**
 * Matching an uploaded Amazon report to one of an agent's client companies by what the report itself
 * says (issue #12, spec §2 `/user/declare/management/many-upload`): the seller account
 * (`UNIQUE_ACCOUNT_IDENTIFIER`) and the seller's own VAT numbers (`SELLER_DEPART_COUNTRY_VAT_NUMBER`,
 * `SELLER_ARRIVAL_COUNTRY_VAT_NUMBER`, `TRANSACTION_SELLER_VAT_NUMBER`), as the engine's local
 * inspection reads them (`InspectResult.files[].accountId`, `InspectResult.sellerVatNumbers`).
 * A report that names no client, or more than one, waits for the agent to pick the company.
 */

/** A client company as the matcher needs it. */
export interface MatchCompany {
  id: number;
  name: string;
  /** The company's VAT numbers with their country prefix (`DE322467841`, `GB980780684`). */
  vatNumbers: readonly string[];
  /** Amazon seller account identifiers (`UNIQUE_ACCOUNT_IDENTIFIER`, e.g. `A1XR4PLSYTA79B`). */
  accountIds: readonly string[];
}

/** What one report says about its seller. */
interface ReportFacts {
  /** `UNIQUE_ACCOUNT_IDENTIFIER` of the report; absent when no row names one. */
  accountId?: string;
  /** The seller's VAT numbers found in the report, by country (`{ DE: 'DE322467841' }`). */
  sellerVatNumbers: Readonly<Record<string, string>>;
}

/** Why a company was proposed: the identifier of the report that belongs to it. */
interface MatchEvidence {
  kind: 'account' | 'vat';
  value: string;
}

/** The verdict for one report. */
export type MatchResult =
  | { status: 'matched'; companyId: number; evidence: MatchEvidence[] }
  | { status: 'ambiguous'; candidates: { companyId: number; evidence: MatchEvidence[] }[] }
  | { status: 'none'; reason: 'noIdentifiers' | 'unknownIdentifiers'; identifiers: MatchEvidence[] };

/**
 * A VAT number in one spelling: upper case, without spaces, dots or dashes; Greece's `GR` prefix as
 * `EL` (the VIES prefix, which Amazon and sellers mix).
 */
export function normaliseVatNumber(value: string): string {
  const v = value.toUpperCase().replace(/[\s.-]/g, '');
  return v.startsWith('GR') ? `EL${v.slice(2)}` : v;
}

/** An account identifier in one spelling (trimmed, upper case). */
export function normaliseAccountId(value: string): string {
  return value.trim().toUpperCase();
}

/** The identifiers a report names, each once. */
export function reportIdentifiers(facts: ReportFacts): MatchEvidence[] {
  const out: MatchEvidence[] = [];
  const account = facts.accountId ? normaliseAccountId(facts.accountId) : '';
  if (account) out.push({ kind: 'account', value: account });
  const seen = new Set<string>();
  for (const raw of Object.values(facts.sellerVatNumbers)) {
    const vat = normaliseVatNumber(raw ?? '');
    if (vat.length < 4 || seen.has(vat)) continue;
    seen.add(vat);
    out.push({ kind: 'vat', value: vat });
  }
  return out;
}

/**
 * Index of the companies by identifier, built once for many reports (an agent drops hundreds of
 * files on a few hundred companies).
 */
export function companyIndex(companies: readonly MatchCompany[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  const add = (key: string, id: number) => {
    const list = index.get(key);
    if (!list) index.set(key, [id]);
    else if (!list.includes(id)) list.push(id);
  };
  for (const c of companies) {
    for (const a of c.accountIds) if (a.trim()) add(`account:${normaliseAccountId(a)}`, c.id);
    for (const v of c.vatNumbers) if (v.trim()) add(`vat:${normaliseVatNumber(v)}`, c.id);
  }
  return index;
}

/**
 * Matches one report: every company named by one of its identifiers is a candidate. Exactly one
 * candidate → `matched`; several (the account of one company and the VAT number of another, or an
 * identifier two companies share) → `ambiguous`, for the agent to decide; none → `none`.
 */
export function matchReport(facts: ReportFacts, index: Map<string, number[]>): MatchResult {
  const identifiers = reportIdentifiers(facts);
  if (!identifiers.length) return { status: 'none', reason: 'noIdentifiers', identifiers };
  const byCompany = new Map<number, MatchEvidence[]>();
  for (const e of identifiers) {
    for (const id of index.get(`${e.kind}:${e.value}`) ?? []) {
      const list = byCompany.get(id);
      if (list) list.push(e);
      else byCompany.set(id, [e]);
    }
  }
  if (byCompany.size === 0) return { status: 'none', reason: 'unknownIdentifiers', identifiers };
  const candidates = [...byCompany.entries()].map(([companyId, evidence]) => ({ companyId, evidence }));
  if (candidates.length === 1) return { status: 'matched', ...candidates[0] };
  return { status: 'ambiguous', candidates: candidates.sort((a, b) => b.evidence.length - a.evidence.length || a.companyId - b.companyId) };
}
