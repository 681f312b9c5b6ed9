/**
 * XSD validation of filing files with libxml2 compiled to WebAssembly (`xmllint-wasm`): no native
 * build, no network (schemas and their imports are read from `./schemas/`, vendored from
 * shared/filing-schemas with their SOURCE.txt, and handed to xmllint as an in-memory file system).
 * Node only (the mock API, the CLI and the tests); the console shows what the mock answers.
 *
 * Where an official schema imports its siblings by URL (PL JPK_V7M (2): `http://crd.gov.pl/...`),
 * `rewrite` maps the URL to the sibling file in an in-memory copy, as that folder's SOURCE.txt says:
 * the schema files on disk are never edited.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { validateXML } from 'xmllint-wasm';
import type { FilingProblem, FilingSchemaRef } from './types';

/** A set of schema files: `main` validated against, `imports` preloaded; paths relative to `./schemas/`. */
export interface XsdSet {
  ref: FilingSchemaRef;
  /** Main schema, relative to `./schemas/` (`pl/jpk_v7m3/jpk_v7m.xsd`). */
  main: string;
  /** Other schema files it imports or includes, relative to `./schemas/`. */
  imports: string[];
  /** `schemaLocation` values to point at a sibling file (URL → file name), applied to an in-memory copy. */
  rewrite?: Record<string, string>;
}

const SCHEMA_DIR = join(__dirname, 'schemas');
const cache = new Map<string, string>();

/** The text of a vendored schema file (cached). Throws if the file is missing (a packaging bug). */
export function schemaText(rel: string): string {
  let t = cache.get(rel);
  if (t === undefined) {
    t = readFileSync(join(SCHEMA_DIR, rel), 'utf8');
    cache.set(rel, t);
  }
  return t;
}

function rewritten(text: string, rewrite?: Record<string, string>): string {
  if (!rewrite) return text;
  let out = text;
  for (const [from, to] of Object.entries(rewrite)) out = out.split(`schemaLocation="${from}"`).join(`schemaLocation="${to}"`);
  return out;
}

/** Local name of the element a libxml2 message names (`Element '{ns}P_38': …` → `P_38`). */
function elementOf(msg: string): string | undefined {
  const m = /Element '(?:\{[^}]*\})?([^']+)'/.exec(msg);
  if (m) return m[1];
  const a = /attribute '([^']+)'/.exec(msg);
  return a ? `@${a[1]}` : undefined;
}

/** The value a libxml2 message quotes (`The value '13' is …`, `'abc' is not a valid value`). */
function valueOf(msg: string): string | undefined {
  const m = /[Tt]he value '([^']*)'/.exec(msg) ?? /: '([^']*)' is not (?:a valid|accepted)/.exec(msg);
  return m ? m[1] : undefined;
}

/**
 * Validate `xml` (UTF-8 text) against `set`. Answers `[]` when the file is valid, otherwise one
 * `SCHEMA` problem per libxml2 error, each with the element's local name, the value and a Chinese
 * message naming both (the validator's English wording kept in `detail`).
 */
export async function validateXsd(set: XsdSet, xml: string): Promise<FilingProblem[]> {
  const base = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  const preload = set.imports.map((p) => ({ fileName: base(p), contents: rewritten(schemaText(p), set.rewrite) }));
  const result = await validateXML({
    xml: { fileName: 'filing.xml', contents: xml },
    schema: { fileName: base(set.main), contents: rewritten(schemaText(set.main), set.rewrite) },
    preload,
    maxMemoryPages: 4096,
  });
  if (result.valid) return [];
  const errors = result.errors.length ? result.errors : [{ message: result.rawOutput || 'invalid', rawMessage: result.rawOutput, loc: null }];
  return errors.map((e) => {
    const element = elementOf(e.message);
    const value = valueOf(e.message);
    const where = e.loc ? `（第 ${e.loc.lineNumber} 行）` : '';
    const what = element ? `元素 ${element}${value !== undefined ? ` 的值「${value}」` : ''}` : '文件';
    return {
      kind: 'SCHEMA' as const,
      ...(element ? { element } : {}),
      ...(value !== undefined ? { value } : {}),
      message: `申报文件未通过官方结构校验（${set.ref.name} ${set.ref.version}）：${what}不符合要求${where}`,
      detail: e.message.trim(),
    };
  });
}
