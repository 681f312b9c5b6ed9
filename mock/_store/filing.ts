/**
 * Filing files of the mock's declarations (issue #31): the filer's identity kept with the VAT number
 * (NIP, tax office, codice fiscale, DIČ, e-mail: what the authority's file needs beyond the VAT
 * number), the file built from the declaration's return with the REAL builder of
 * `src/core/filing` and validated against the official schema before it is stored, and the file a
 * submission sends (its name and SHA-256 go on the receipt). A country without a public format
 * (its pack's `filing: { none }`) has no file; the console shows the boxes instead.
 *
 * The UK is special: HMRC takes the MTD JSON body through its API, and the mock plays HMRC too —
 * `hmrcAnswer()` validates the body it is sent exactly as HMRC does (`validateMtdBody`) and answers
 * HMRC's codes and messages.
 */
import { createHash } from 'crypto';
import { vatCountry } from '../../src/core/countries';
import { buildFiling, isFilingFormatId, type FilingFile, type FilingInput, type FilingProblem } from '../../src/core/filing';
import { layoutInputFromDeclare } from '../../src/core/declare/layouts';
import type { DeclareFiler, DeclareFilingFile, DeclareFilingInfo } from '../../src/core/declare/filing-api';
import type { DeclareReturn } from '../../src/core/declare/types';
import { collection } from './collections';
import { nowText } from './core';
import type { StoredDeclaration } from './declare';

/** A stored filing file: the file and its SHA-256 (hex). */
export interface StoredFilingFile extends FilingFile {
  sha256: string;
  size: number;
  generatedAt: string;
}

/** What the filing area keeps: filers by VAT number record (or `d<id>` for a declaration without one), files by declaration id, and test tampering. */
interface FilingState {
  filers: Map<string, DeclareFiler>;
  files: Map<number, StoredFilingFile[]>;
}

/** Seed: the filers the demo VAT numbers have on record (client1's PL 1008 lacks its e-mail, so a seller sees the refusal and where to fill it). */
function seedFilers(): Map<string, DeclareFiler> {
  return new Map<string, DeclareFiler>([
    ['1008', { legalName: 'Shenzhen Yunfan Trading Co., Ltd.', taxId: '', taxOffice: '1471', email: '', phone: '' }],
    ['1009', { legalName: 'Shenzhen Yunfan Trading Co., Ltd.', taxId: '', taxOffice: '451/2001', email: 'tax@yunfan.example.cn', phone: '' }],
    ['1011', { legalName: 'Guangzhou Mingde Electronics Co., Ltd.', taxId: '', taxOffice: '', email: 'vat@mingde.example.cn', phone: '' }],
    ['1012', { legalName: 'Guangzhou Mingde Electronics Co., Ltd.', taxId: '00743110157', taxOffice: '', email: 'vat@mingde.example.cn', phone: '' }],
  ]);
}

const filingStore = collection<FilingState>('filing', () => ({ filers: seedFilers(), files: new Map() }));

const keyOf = (d: StoredDeclaration) => (d.vatTaxId ? String(d.vatTaxId) : `d${d.id}`);

/** The filer of `d` as stored (empty fields when nothing was entered). */
function filerOf(d: StoredDeclaration): DeclareFiler {
  return filingStore().filers.get(keyOf(d)) ?? { legalName: '', taxId: '', taxOffice: '', email: '', phone: '' };
}

/** Stores the filer of `d` (kept with its VAT number: later periods use it too). Any previously built file of `d` is dropped: it named the old identity. */
export function saveFiler(d: StoredDeclaration, filer: DeclareFiler): void {
  filingStore().filers.set(keyOf(d), filer);
  filingStore().files.delete(d.id);
}

/** The pack's filing format id of `d`'s country, or the Chinese reason there is none. */
export function formatOf(country: string): { id: string } | { none: string } {
  const pack = vatCountry(country);
  if (!pack) return { none: '该国家不在一税支持的申报国家内' };
  const f = pack.filing;
  return 'none' in f ? { none: f.none } : { id: f.format };
}

/** The builder's input for `d` and its return. */
function filingInputOf(d: StoredDeclaration, ret: DeclareReturn, at = nowText()): FilingInput {
  const f = filerOf(d);
  const c = d.countryCode;
  return {
    country: c,
    currency: ret.currency,
    period: { from: d.periodStart, to: d.periodEnd },
    frequency: d.frequency,
    seller: {
      name: f.legalName || d.companyName,
      vatNumbers: { [c]: d.vatNumber },
      taxIds: f.taxId ? { [c]: f.taxId } : {},
      taxOffices: f.taxOffice ? { [c]: f.taxOffice } : {},
      ...(f.email ? { email: f.email } : {}),
      ...(f.phone ? { phone: f.phone } : {}),
      establishedIn: 'CN',
    },
    ...(ret.boxes ? { boxes: ret.boxes } : { layoutInput: layoutInputFromDeclare(ret, c, { frequency: d.frequency, periodStart: d.periodStart }) }),
    createdAt: `${at.replace(' ', 'T')}Z`,
  };
}

/** The stored files of `d` (after a successful build), as the console lists them (no text). */
export function storedFiles(d: StoredDeclaration): StoredFilingFile[] {
  return filingStore().files.get(d.id) ?? [];
}

/** A stored file's listing entry. */
export function fileEntry(f: StoredFilingFile): DeclareFilingFile {
  return { name: f.name, mediaType: f.mediaType, size: f.size, sha256: f.sha256, schema: f.schema, generatedAt: f.generatedAt };
}

/** What the console shows in the declaration's 申报文件 card. */
export function filingInfo(d: StoredDeclaration): DeclareFilingInfo {
  const fmt = formatOf(d.countryCode);
  return {
    format: 'id' in fmt ? { id: fmt.id } : null,
    none: 'none' in fmt ? fmt.none : null,
    filer: filerOf(d),
    files: storedFiles(d).map(fileEntry),
  };
}

/** Drops the stored files of `d` (a new calculation or a cancelled confirmation makes them stale). */
export function dropFiles(d: StoredDeclaration): void {
  filingStore().files.delete(d.id);
}

/**
 * Builds and stores the filing file(s) of `d` from its return `ret`: `{ files }` (all valid against
 * their official schema) or `{ problems }` (Chinese, nothing stored). A country without a format
 * answers `{ files: [] }`.
 */
export async function buildAndStore(d: StoredDeclaration, ret: DeclareReturn): Promise<{ files: StoredFilingFile[] } | { problems: FilingProblem[] }> {
  const fmt = formatOf(d.countryCode);
  if ('none' in fmt || !isFilingFormatId(fmt.id)) return { files: [] };
  const at = nowText();
  const out = await buildFiling(fmt.id, filingInputOf(d, ret, at));
  if (!out.ok) return { problems: out.problems };
  const files = out.files.map((f) => ({ ...f, sha256: createHash('sha256').update(f.text, 'utf8').digest('hex'), size: Buffer.byteLength(f.text, 'utf8'), generatedAt: at }));
  filingStore().files.set(d.id, files);
  return { files };
}

/** The Chinese one-line summary of problems for an error message (at most three, then how many more). */
export function problemsText(problems: FilingProblem[]): string {
  const head = problems.slice(0, 3).map((p) => p.message);
  return head.join('；') + (problems.length > 3 ? `；另有 ${problems.length - 3} 处问题` : '');
}

/**
 * Test hook (`POST /api/__test__/declare { tamperFiling }`): overwrites fields of `d`'s stored JSON
 * file (the UK MTD body) as if it had been changed after it was built, without re-validating it, so a
 * test can see HMRC (the mock) refuse the submission. Answers whether a JSON file was changed.
 */
export function tamperStoredFile(d: StoredDeclaration, set: Record<string, string | number | boolean>): boolean {
  const f = storedFiles(d).find((x) => x.mediaType === 'application/json');
  if (!f) return false;
  const body = JSON.parse(f.text) as Record<string, unknown>;
  Object.assign(body, set);
  f.text = JSON.stringify(body, null, 2);
  f.sha256 = createHash('sha256').update(f.text, 'utf8').digest('hex');
  f.size = Buffer.byteLength(f.text, 'utf8');
  return true;
}
