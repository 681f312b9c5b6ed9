/**
 * The contract of the upload-sign flow and the file host (spec §7 Common "upload sign"; issue #34):
 * path, access, input and answer, written once. The mocks (`mock/upload.ts`, `mock/storage.ts`)
 * declare their routes with them; the service (`src/services/upload.ts`) calls the sign through the
 * generated calls and then posts the file to the signed `url` the answer names (`put`), and stored
 * files are read at the file host through the storage certificate's prefix (`fileGet` / `fileHead`,
 * whose answer is the file itself: `raw`).
 *
 * Sizes in bytes; `expiresAt` ISO 8601. Relative imports only (the mock loads this file).
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { fileKey, qInt, qRequired, qText } from '../contract/fields';

/** The prefix of the file host the mock serves stored files under (`/mock-oss/<key>?cert=…`). */
export const FILE_HOST = '/mock-oss';

/** A stored file: its key, name and bytes. */
const storedUpload = z.object({ key: z.string().min(1), name: z.string(), size: z.number().int().nonnegative() }).strict();

/**
 * `GET /api/upload/sign?name&size&scene` → a signed upload target: where to POST the file (`url`,
 * multipart `file` plus `fields`), its stored `key`, when the signature expires. A file the scene
 * refuses (type, size) is refused here already, at `name` or `size`.
 */
const sign = defineContract({
  method: 'GET',
  path: '/api/upload/sign',
  access: 'user',
  query: z.object({ name: qRequired('缺少文件名', 255), size: qInt(0, Number.MAX_SAFE_INTEGER), scene: qText(40) }),
  response: z.object({ url: z.string().min(1), key: z.string().min(1), fields: z.record(z.string()), expiresAt: z.string() }).strict(),
});

/** `POST /api/upload/put/:sign` (open: the signature is the credential; multipart `file`) → the stored file. The console posts to the `url` the sign call answered. */
const put = defineContract({
  method: 'POST',
  path: '/api/upload/put/:sign',
  access: 'open',
  params: z.object({ sign: z.string().regex(/^[0-9a-f]{32}$/, '上传签名无效或已过期，请重新上传') }),
  response: storedUpload,
});

const fileParams = z.object({ key: fileKey() });
const fileQuery = z.object({ cert: qText(200) });

/** `GET /mock-oss/:key?cert` (open: the certificate or the Bearer token is the credential) → the stored file's bytes (`raw`). */
const fileGet = defineContract({ method: 'GET', path: `${FILE_HOST}/:key(.*)`, access: 'open', raw: true, params: fileParams, query: fileQuery, response: z.unknown() });

/** `HEAD /mock-oss/:key?cert` → the stored file's headers (whether it exists and may be read). */
const fileHead = defineContract({ method: 'HEAD', path: `${FILE_HOST}/:key(.*)`, access: 'open', raw: true, params: fileParams, query: fileQuery, response: z.unknown() });

/** Every call of the upload flow and the file host, by name. */
export const uploadApi = { sign, put, fileGet, fileHead };
