/**
 * The filing-file registry (issue #31), Node only (the builders validate with xmllint-wasm and read
 * the vendored schemas from disk): the mock API, the CLI (`npm run vat -- … --filing DIR`) and the
 * tests build and check files through it. A country's pack (`src/core/countries/<cc>.ts`) names its
 * format id (`filing: { format: 'pl-jpk' }`) or says why it has none; the console never imports this
 * module (it shows what the mock answers).
 */
import { czFiling } from './cz';
import { esFiling } from './es';
import { gbFiling } from './gb';
import { itFiling } from './it';
import { plFiling } from './pl';
import type { FilingFormat, FilingInput, FilingOutcome } from './types';

export type { FilingFile, FilingInput, FilingProblem, FilingSeller } from './types';

/** Format ids a pack may name, each with its builder. */
const FILING_FORMATS = {
  'gb-mtd': gbFiling,
  'pl-jpk': plFiling,
  'it-lipe': itFiling,
  'cz-epo': czFiling,
  'es-303': esFiling,
} satisfies Record<string, FilingFormat>;

/** A format id of {@link FILING_FORMATS}. */
type FilingFormatId = keyof typeof FILING_FORMATS;

/** Whether `id` names a format of the registry. */
export function isFilingFormatId(id: string): id is FilingFormatId {
  return Object.prototype.hasOwnProperty.call(FILING_FORMATS, id);
}

/**
 * Builds the filing file(s) of `input` with format `id`: every file valid against its official
 * schema, or the problems (Chinese) and no file. Never throws for bad data.
 */
export function buildFiling(id: FilingFormatId, input: FilingInput): Promise<FilingOutcome> {
  return FILING_FORMATS[id].build(input);
}
