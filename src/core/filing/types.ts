/**
 * Filing files (issue #31): a computed VAT return leaves 一税 as the authority's own file (HMRC MTD
 * JSON body, PL JPK_V7M/V7K XML, IT LIPE IVP18 XML, CZ EPO DPHDP3/DPHKH1/DPHSHV XML, ES modelo 303
 * fixed-width record), built from the engine's one return shape and validated against the vendored
 * official schema (`./schemas/`, each folder with its SOURCE.txt) before it is ever offered.
 *
 * Shapes shared by the builders (`./<cc>.ts`), the registry (`./index.ts`), the mock API and the CLI.
 * Dates `YYYY-MM-DD`; timestamps ISO 8601 UTC (`2026-03-05T10:00:00Z`); amounts decimal strings in
 * MAJOR units of the return currency (`"1234.50"`), never binary floating point.
 */
import type { LayoutInput } from '../declare/layouts';
import type { Frequency } from '../vat-tax/periods';

/**
 * Who files: the seller's identity as the authority knows it (the CLI's `--seller seller.json`, the
 * mock's VAT record). Per-country maps are keyed by ISO-2 country code.
 */
export interface FilingSeller {
  /** Legal name as registered (Latin script where the authority needs it). */
  name: string;
  /** VAT numbers per country, with or without the country prefix (`{ PL: "PL5262837411" }`). */
  vatNumbers: Record<string, string>;
  /**
   * National tax identifiers where they differ from the VAT number: IT codice fiscale (11 digits
   * for a company), CZ DIČ without `CZ` when given apart, PL NIP (10 digits; defaults to the VAT
   * number's digits).
   */
  taxIds?: Record<string, string>;
  /** Tax office codes per country: PL `KodUrzedu` (4 digits), CZ `c_ufo` / `c_pracufo` as `"451/2001"`. */
  taxOffices?: Record<string, string>;
  /** Contact e-mail (JPK requires it). */
  email?: string;
  /** Contact phone (optional everywhere). */
  phone?: string;
  /** ISO-2 country of establishment (`CN` for most of our sellers). */
  establishedIn?: string;
}

/** One evidence row (PL JPK sales register, CZ kontrolní hlášení): a document or a summary of the engine's rows. */
export interface FilingSaleRow {
  /** Document number (order id, invoice number or `WEW/2026/03/1` for an internal summary). */
  docId: string;
  /** Issue / supply date, `YYYY-MM-DD`. */
  date: string;
  /** Engine line kind (`LineKind`). */
  kind: LayoutInput['lines'][number]['kind'];
  /** Rate as a fraction (`"0.23"`) or null. */
  rate: string | null;
  /** Net and VAT, decimal strings in the return currency. */
  net: string;
  vat: string;
  /** Buyer's VAT number and country (B2B), absent for consumers. */
  buyerVat?: string;
  buyerCountry?: string;
  buyerName?: string;
  /** How many engine rows the row sums (1 for a single document). */
  rowCount?: number;
}

/** What a filing file is built from. */
export interface FilingInput {
  /** ISO-2 country of the return. */
  country: string;
  /** Return currency (ISO 4217). */
  currency: string;
  /** The filing period, `YYYY-MM-DD`. */
  period: { from: string; to: string };
  frequency: Frequency;
  seller: FilingSeller;
  /** GB: the nine boxes as decimal strings (`box1`…`box9`; boxes 6–9 whole pounds). */
  boxes?: Record<string, string>;
  /** EU: the computed return (lines by kind and rate, EC Sales List, services received). */
  layoutInput?: LayoutInput;
  /** Evidence rows; when absent, the builders derive summary rows from `layoutInput`. */
  sales?: FilingSaleRow[];
  /** GB: HMRC's period key of the obligation (`"24A1"`, `"#001"`); when absent the builder derives the quarter key. */
  periodKey?: string;
  /** When the file is made, ISO 8601 UTC; fixed in tests so that files are byte-for-byte reproducible. */
  createdAt: string;
}

/** The schema a file was checked against. */
export interface FilingSchemaRef {
  /** Stable id (`pl-jpk-v7m-3`). */
  id: string;
  /** As the authority names it (`JPK_V7M (3)`). */
  name: string;
  /** Version of the structure (`1-0E`, `IVP18 v1`, `DPHDP3 EPO2`). */
  version: string;
  /** Where it was published (URL or publication) — from the vendored SOURCE.txt. */
  source: string;
  /** How the file was checked (`XSD (xmllint-wasm, libxml2)`, `JSON Schema draft-04 (ajv) + HMRC rules`). */
  checkedWith: string;
}

/** A problem that keeps a file from being offered. All messages Chinese. */
export interface FilingProblem {
  /** `MISSING_FIELD` a required identity field is empty; `SCHEMA` the official schema refuses the file; `RULE` an authority's rule (sums, ranges, code lists); `PERIOD` no variant of the format covers the period; `UNSUPPORTED` no public format. */
  kind: 'MISSING_FIELD' | 'SCHEMA' | 'RULE' | 'PERIOD' | 'UNSUPPORTED';
  /** The element, field or box (`P_38`, `KodUrzedu`, `box5`, `seller.email`). */
  element?: string;
  /** The offending value as written. */
  value?: string;
  /** The authority's code where it has one (HMRC `VAT_NET_VALUE`). */
  code?: string;
  /** Chinese: what is wrong and how to fix it (for MISSING_FIELD: which field and where to fill it). */
  message: string;
  /** The schema validator's or the rule's own wording (English/Polish/…), kept for support. */
  detail?: string;
}

/** One file as the authority takes it. */
export interface FilingFile {
  /** File name by the authority's convention (`JPK_V7M_2026-03_5262837411.xml`). */
  name: string;
  /** `application/xml`, `application/json`, `text/plain`. */
  mediaType: string;
  /** The file's text (UTF-8; ES 303 is ISO-8859-1-safe ASCII). */
  text: string;
  schema: FilingSchemaRef;
}

/** What a builder answers: the files (all valid) or the problems (nothing half-built is offered). */
export type FilingOutcome = { ok: true; files: FilingFile[] } | { ok: false; problems: FilingProblem[] };

/**
 * A country's filing format: which returns it covers and how to build them. `build` never throws for
 * bad data: it answers `{ ok: false, problems }` (an exception means a bug).
 */
export interface FilingFormat {
  country: string;
  /** Chinese name of what is filed (`波兰 JPK_V7M 申报文件`). */
  zh: string;
  build: (input: FilingInput) => Promise<FilingOutcome>;
}

