/**
 * What each upload accepts (issue #19 "An upload is what it says"): the per-scene accept lists and
 * size limits, and the check of a file by its name, size AND first bytes (magic numbers), used by
 * the console before it asks for a signature (`src/services/upload.ts`, the wizard kit's FileField)
 * and by the mock when it signs and stores (`mock/upload.ts`, `mock/_store/files.ts`), so the two
 * cannot disagree. Pure, relative imports only (the mock loads it from Node).
 *
 * A check returns `null` or a {@link UploadRefusal}: the locale key of the Chinese message
 * (`wizardKit.upload.*`, src/locales/zh-CN/wizard-kit.ts) and its parameters; the console shows it with
 * `t(key, params)`, the mock with {@link refusalText} over the zh-CN messages.
 *
 * Refused everywhere, whatever the scene: HTML / XHTML / SVG (documents that run script on the file
 * host's origin: issue #14) and scripts or programs (by extension, and by content: a text file that
 * starts like a web page, an SVG or a `#!` script).
 * Sources: spec §5 (report uploads csv, xlsx, txt, zip; image extensions; other kinds pdf, xls,
 * doc/docx), §9 (upload limit 100, MB), issue #19 (20 MB for the VAT wizard's files).
 */

/** One MiB in bytes. */
const MB = 1024 * 1024;

/** What the first bytes of a file say it is (see {@link sniffContent}). */
type ContentKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'zip' | 'ole' | 'rar' | 'text' | 'html' | 'svg' | 'script' | 'binary';

/** The content kind each accepted extension must have (xlsx / docx are zip archives; xls / doc OLE files). */
const EXTENSION_CONTENT: Readonly<Record<string, ContentKind>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  pdf: 'pdf',
  zip: 'zip',
  xlsx: 'zip',
  docx: 'zip',
  xls: 'ole',
  doc: 'ole',
  rar: 'rar',
  csv: 'text',
  txt: 'text',
};

/** Extensions refused in every scene: web pages, SVG, scripts and programs. */
const BLOCKED_EXTENSIONS = [
  'html', 'htm', 'xhtml', 'shtml', 'mht', 'mhtml', 'svg', 'svgz', 'xml', 'xsl',
  'js', 'mjs', 'cjs', 'jsx', 'ts', 'vbs', 'vbe', 'wsf', 'hta', 'ps1', 'bat', 'cmd', 'sh', 'php', 'asp', 'aspx', 'jsp', 'py', 'pl', 'rb',
  'exe', 'dll', 'msi', 'com', 'scr', 'jar', 'apk',
] as const;

/** An upload scene: the accepted extensions (lower case, no dot) and the size limit in MB (MiB). */
interface UploadScene {
  extensions: readonly string[];
  maxMb: number;
}

const IMAGES_PDF = ['png', 'jpg', 'jpeg', 'pdf'] as const;
const VAT_FILE: UploadScene = { extensions: IMAGES_PDF, maxMb: 20 };

/**
 * The upload scenes (the `scene` of `GET /api/upload/sign`), each with its accept list and limit.
 * A scene not listed here gets {@link DEFAULT_SCENE}.
 */
const UPLOAD_SCENES: Readonly<Record<string, UploadScene>> = {
  // The VAT service wizard (issue #10): licence, ID card / passport, screenshots, receipts, certificate.
  'vat-licence': VAT_FILE,
  'vat-idcard': VAT_FILE,
  'vat-store': VAT_FILE,
  'vat-jp-store': VAT_FILE,
  'vat-receipt': VAT_FILE,
  'vat-certificate': VAT_FILE,
  'vat-fba': { extensions: ['png', 'jpg', 'jpeg'], maxMb: 20 },
  // Marketplace reports (spec §5: csv, xlsx, txt, and zip; §9: 100 MB).
  report: { extensions: ['csv', 'xlsx', 'txt', 'zip'], maxMb: 100 },
  'seller-report': { extensions: ['csv', 'xlsx', 'txt', 'zip'], maxMb: 100 },
  // Templates and imports (src/core/imports: 5 MB sheets).
  'gb-import': { extensions: ['xlsx', 'csv'], maxMb: 5 },
  'tax-import': { extensions: ['xlsx'], maxMb: 5 },
  'italy-import': { extensions: ['xlsx'], maxMb: 5 },
  'company-import': { extensions: ['xlsx'], maxMb: 5 },
  // Payment proof of a declaration; the profile picture (src/core/rules/account: 2 MB raster image).
  'payment-proof': { extensions: IMAGES_PDF, maxMb: 20 },
  avatar: { extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'], maxMb: 2 },
  // Files of the wizard kit's FileField when a flow names no scene of its own.
  'wizard-file': VAT_FILE,
  // Amazon's Luxembourg fee invoices (issue #24): the PDF or the CSV of the tax document library.
  'lux-invoice': { extensions: ['pdf', 'csv'], maxMb: 10 },
  // EORI applications (issue #23): documents of the UK and French applications; the agents' batch template.
  'eori-file': VAT_FILE,
  'eori-batch': { extensions: ['xlsx'], maxMb: 5 },
};

/** The scene of an unnamed or unknown upload: the document kinds of spec §5, 100 MB (spec §9). */
const DEFAULT_SCENE: UploadScene = { extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'pdf', 'csv', 'txt', 'xlsx', 'xls', 'zip', 'doc', 'docx'], maxMb: 100 };

/** The rules of `scene` ({@link DEFAULT_SCENE} when unknown or blank). */
export function uploadScene(scene: string | undefined): UploadScene {
  return (scene && Object.prototype.hasOwnProperty.call(UPLOAD_SCENES, scene) ? UPLOAD_SCENES[scene] : undefined) ?? DEFAULT_SCENE;
}

/** The `accept` attribute of a file input for `scene` (`.png,.jpg,…`). */
export function acceptAttr(scene: string | undefined): string {
  return uploadScene(scene).extensions.map((e) => `.${e}`).join(',');
}

/** The accept list as people read it: `PNG、JPG、JPEG、PDF`. */
export function acceptText(scene: string | undefined): string {
  return uploadScene(scene).extensions.map((e) => e.toUpperCase()).join('、');
}

/** The lower-case extension of `name` without the dot (`''` when none). */
export function extensionOf(name: string): string {
  const m = /\.([^./\\]+)$/.exec(String(name ?? '').trim());
  return m ? m[1].toLowerCase() : '';
}

/** Why a file is refused: the locale key of its message and the message's parameters. */
export interface UploadRefusal {
  key: string;
  params: Record<string, string | number>;
}

const refusal = (key: string, scene: string | undefined, name: string, extra: Record<string, string | number> = {}): UploadRefusal => ({
  key,
  params: { name, accept: acceptText(scene), maxMb: uploadScene(scene).maxMb, ...extra },
});

/**
 * The check by name and size (what is known before any byte is read, and what the sign call gets):
 * an empty file, a blocked extension (web page, SVG, script), an extension outside the scene's list,
 * a size over the scene's limit (`size` in bytes). `null` when it may be uploaded.
 */
export function checkUploadName(scene: string | undefined, name: string, size: number): UploadRefusal | null {
  const ext = extensionOf(name);
  const rules = uploadScene(scene);
  if ((BLOCKED_EXTENSIONS as readonly string[]).includes(ext)) return refusal(ext === 'svg' || ext === 'svgz' ? 'wizardKit.upload.svg' : 'wizardKit.upload.blocked', scene, name);
  if (!rules.extensions.includes(ext)) return refusal('wizardKit.upload.type', scene, name);
  if (!(size > 0)) return refusal('wizardKit.upload.empty', scene, name);
  if (size > rules.maxMb * MB) return refusal('wizardKit.upload.size', scene, name);
  return null;
}

const startsWith = (b: Uint8Array, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x);

/** The text of the first bytes (UTF-8, or UTF-16 after its byte order mark), lower-cased, leading blanks and BOM removed. */
function headText(b: Uint8Array): string {
  let s = '';
  if (startsWith(b, [0xff, 0xfe]) || startsWith(b, [0xfe, 0xff])) {
    const le = b[0] === 0xff;
    for (let i = 2; i + 1 < Math.min(b.length, 1024); i += 2) s += String.fromCharCode(le ? b[i] | (b[i + 1] << 8) : (b[i] << 8) | b[i + 1]);
  } else {
    for (let i = 0; i < Math.min(b.length, 1024); i += 1) s += String.fromCharCode(b[i]);
  }
  return s.replace(/^(\u00ef\u00bb\u00bf|\ufeff)/, '').trimStart().toLowerCase();
}

/**
 * What the first bytes of a file are (give at least 1 KB when the file has it): the raster images,
 * PDF (`%PDF-`), ZIP (`PK\3\4`, also xlsx / docx; an empty archive `PK\5\6`), OLE (xls / doc), RAR;
 * otherwise text (no NUL byte, or UTF-16 with its mark) — classed `html`, `svg` or `script` when it
 * starts like a web page, an SVG or a `#!` script — or `binary`.
 */
export function sniffContent(b: Uint8Array): ContentKind {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(b, [0x42, 0x4d]) && b.length >= 14) return 'bmp';
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(b, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return 'rar';
  const utf16 = startsWith(b, [0xff, 0xfe]) || startsWith(b, [0xfe, 0xff]);
  if (!utf16 && b.subarray(0, 4096).includes(0)) return 'binary';
  const head = headText(b);
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg';
  if (/^<(!doctype\s+html|html|head|body|script|iframe|meta|object|embed|\?xml)/.test(head) || /^<!--[\s\S]*?-->\s*<(!doctype|html)/.test(head)) return 'html';
  if (head.startsWith('#!')) return 'script';
  return 'text';
}

/**
 * The full check of a chosen or received file: {@link checkUploadName}, then its first bytes `head`
 * (at least the first 1 KB) against what its extension claims — an HTML page renamed `.png`, an SVG
 * under any name, a script, or any other mismatch is refused. `null` when it may be stored.
 */
export function checkUpload(scene: string | undefined, name: string, size: number, head: Uint8Array): UploadRefusal | null {
  const byName = checkUploadName(scene, name, size);
  if (byName) return byName;
  const kind = sniffContent(head);
  if (kind === 'svg') return refusal('wizardKit.upload.svg', scene, name);
  if (kind === 'html' || kind === 'script') return refusal('wizardKit.upload.blocked', scene, name);
  const ext = extensionOf(name);
  return EXTENSION_CONTENT[ext] === kind ? null : refusal('wizardKit.upload.content', scene, name, { ext: ext.toUpperCase() });
}

/** The message of `r` from a locale's messages (`{placeholders}` filled); the key itself when missing. */
export function refusalText(r: UploadRefusal, messages: Record<string, string>): string {
  return (messages[r.key] ?? r.key).replace(/\{(\w+)\}/g, (m, k: string) => (k in r.params ? String(r.params[k]) : m));
}
