/**
 * The mock's file host (`/mock-oss/<key>`): who may read a stored file, the short-lived signed
 * credential that reads it, and how a file is served.
 *
 * Access (spec §7 "Storage-certificate call": a url used as the file-host prefix, re-requested every
 * 10 minutes after 2 hours): `GET /api/storage/certificate` hands the logged-in user a certificate
 * (`cert=<userId>.<expiresAt>.<HMAC>`, valid 2 hours) that the console appends to file URLs. A read
 * needs a valid certificate or the Bearer token of a user who may read the file: its owner, or the
 * owner's agent. An expired certificate answers 403 "文件链接已过期，请刷新页面后重试"; no or a foreign
 * credential 403 "无权访问该文件"; an unknown key 404. Nothing is served to anyone else.
 *
 * Serving: `X-Content-Type-Options: nosniff` and a sandboxing `Content-Security-Policy` on every
 * file; raster images whose bytes really are PNG / JPEG / GIF / WebP / BMP are served inline with
 * that type, everything else (PDF, HTML, text, spreadsheets…) as an attachment, so an uploaded page
 * never runs script on the console's origin. What each upload scene accepts (by extension and content;
 * never SVG, HTML or scripts) is checked by {@link refusedUpload} with src/core/upload.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'crypto';
import { db, isAgent } from './core';
import type { MockUser, StoredFile } from './types';
import { acceptText, checkUpload, checkUploadName, refusalText } from '../../src/core/upload';
import zhWizard from '../../src/locales/zh-CN/wizard-kit';
import { FILE_HOST } from '../../src/core/upload/api';

/** The file-host prefix the mock hands out (the contract's, src/core/upload/api.ts). */
export { FILE_HOST };

/** Lifetime of a file-host certificate: 2 hours (the console assumes 115 minutes, spec §9). */
export const CERT_TTL_MS = 2 * 60 * 60 * 1000;

const SECRET_KEY = '__YISHUI_MOCK_FILE_SECRET__';
function secret(): Buffer {
  const g = globalThis as unknown as Record<string, Buffer | undefined>;
  g[SECRET_KEY] ??= randomBytes(32);
  return g[SECRET_KEY]!;
}

const sign = (payload: string) => createHmac('sha256', secret()).update(payload).digest('base64url');

/** A certificate for `userId`, valid until `now + CERT_TTL_MS`. */
export function issueCert(userId: number, now = Date.now()): { cert: string; expiresAt: number } {
  const expiresAt = now + CERT_TTL_MS;
  const payload = `${userId}.${expiresAt}`;
  return { cert: `${payload}.${sign(payload)}`, expiresAt };
}

/** The user id of a certificate; `'expired'` when its time is over; `undefined` when forged or malformed. */
export function readCert(cert: string | undefined, now = Date.now()): number | 'expired' | undefined {
  const m = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(cert ?? '');
  if (!m) return undefined;
  const expected = Buffer.from(sign(`${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return Number(m[2]) < now ? 'expired' : Number(m[1]);
}

/** Whether `user` may read `file`: its owner, or the agent of its owner (spec §6). */
export function canRead(user: MockUser | undefined, file: StoredFile): boolean {
  if (!user) return false;
  if (file.ownerId === user.id) return true;
  const owner = db().users.find((u) => u.id === file.ownerId);
  return isAgent(user) && owner?.invitedBy === user.id;
}

/** A stored key as a URL path: each segment percent-encoded once (names may hold `%`, spaces, Chinese). */
export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** The signed URL of a stored file for `userId` (what `fileUrl` of the console builds from the certificate). */
export function signedFileUrl(key: string, userId: number, now = Date.now()): string {
  return `${FILE_HOST}/${encodeKey(key)}?cert=${issueCert(userId, now).cert}`;
}

/** Stores a file (an upload, a PDF, an export) and returns it. */
export function storeFile(f: Omit<StoredFile, 'createdAt' | 'size'> & { size?: number }): StoredFile {
  const file: StoredFile = { ...f, size: f.size ?? f.data.length, createdAt: new Date().toISOString() };
  db().files.set(file.key, file);
  return file;
}

/** The raster image type of `data` by its first bytes (PNG, JPEG, GIF, WebP, BMP), or `undefined`. */
export function rasterType(data: Uint8Array): string | undefined {
  const b = data;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) return 'image/gif';
  if (b.length >= 12 && b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50) return 'image/webp';
  if (b.length >= 2 && b[0] === 0x42 && b[1] === 0x4d) return 'image/bmp';
  return undefined;
}

/** Whether `data` starts like a PDF (`%PDF-`). */
export function isPdf(data: Uint8Array): boolean {
  return data.length >= 5 && Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-';
}

/** The scene of a stored key (`<scene>/<userId>/…`, as the sign call builds it). */
export function sceneOfKey(key: string): string {
  return key.split('/')[0] ?? '';
}

/**
 * Why an upload is refused (in Chinese), or `undefined`: the checks of src/core/upload for `scene`
 * (accept list by extension AND by the first bytes, size limit; web pages, SVG and scripts refused
 * in every scene), plus an SVG or HTML content type. `size` defaults to the bytes' length (the sign
 * call passes the announced size and no bytes: then only the name and size are checked).
 */
export function refusedUpload(name: string, mime: string, data: Uint8Array, scene?: string, size: number = data.length): string | undefined {
  const verdict = data.length ? checkUpload(scene, name, size, data) : checkUploadName(scene, name, size);
  if (verdict) return refusalText(verdict, zhWizard);
  if (/svg|html|javascript/i.test(mime)) return refusalText({ key: /svg/i.test(mime) ? 'wizardKit.upload.svg' : 'wizardKit.upload.blocked', params: { name, accept: acceptText(scene) } }, zhWizard);
  return undefined;
}

/** Headers of a served file: its type, disposition and the sandboxing headers. */
export function servedHeaders(file: StoredFile): Record<string, string> {
  const raster = rasterType(file.data);
  const disposition = raster ? 'inline' : 'attachment';
  const type = raster ?? (isPdf(file.data) ? 'application/pdf' : file.mime && /^[\w.+-]+\/[\w.+-]+$/.test(file.mime) && !/html|xml|svg|javascript/i.test(file.mime) ? file.mime : 'application/octet-stream');
  return {
    'Content-Type': type,
    'Content-Length': String(file.data.length),
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    'Cache-Control': 'private, max-age=300',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * The uploaded file's name as the user chose it. The multipart parser gives it already decoded as
 * UTF-8 (`银行回单.pdf`); only a name whose characters are all single bytes and read as valid UTF-8
 * (`é` sent as two bytes, read as latin1 by an older parser) is decoded again.
 */
export function uploadedName(raw: string): string {
  if (/[^\u0000-\u00ff]/.test(raw)) return raw;
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  return utf8.includes('\uFFFD') ? raw : utf8;
}
