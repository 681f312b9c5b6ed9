/**
 * Mock of the upload-sign flow (spec §7 Common `GET /api/upload/sign`): a signed target that really
 * stores the file (served back by the file host, mock/storage.ts).
 *
 * - `GET /api/upload/sign?name&size&scene` → `{ url, key, fields, expiresAt }`; the signature is
 *   valid 15 minutes, once.
 * - `POST /api/upload/put/<sign>` (multipart `file`): no token, the signature is the credential as
 *   with object storage; an unknown, used or expired signature is refused.
 * Both check the scene's accept list and size limit (src/core/upload): the sign call by the name and
 * the announced size, the upload by the name, the real size and the first bytes (an HTML page named
 * `.png` is refused); web pages, SVG and scripts are refused in every scene.
 * A test can make the next upload fail with the fault `{ path: '/api/upload/put', kind: 'uploadFail' }`.
 */
import { randomBytes } from 'crypto';
import { uploadApi } from '../src/core/upload/api';
import { db, fail, invalid, ok, route, routes } from './_store';
import { refusedUpload, sceneOfKey, storeFile, uploadedName } from './_store/files';
import { takeFault } from './_store/faults';

/** Largest file the mock accepts: 100 MB (spec §5, §9 upload limit). */
const MAX_BYTES = 100 * 1024 * 1024;
/** Signatures are valid for 15 minutes. */
const SIGN_TTL_MS = 15 * 60 * 1000;

function safeName(name: string): string {
  return name.replace(/[\\/\u0000-\u001f%?#]/g, '_').slice(-120) || 'file';
}

export default routes([
  route({
    contract: uploadApi.sign,
    handler: ({ res, query, user }) => {
      const { name, size } = query;
      const scene = (query.scene || 'file').replace(/[^a-z0-9-]/gi, '') || 'file';
      if (!size) return invalid(res, 'size', '文件为空，请重新选择');
      if (size > MAX_BYTES) return invalid(res, 'size', '文件超过 100 MB 上限，请拆分后再上传');
      const refused = refusedUpload(name, '', new Uint8Array(), scene, size);
      if (refused) return invalid(res, /MB 上限/.test(refused) ? 'size' : 'name', refused);
      const sign = randomBytes(16).toString('hex');
      const key = `${scene}/${user.id}/${Date.now()}-${randomBytes(3).toString('hex')}-${safeName(name)}`;
      const expiresAt = Date.now() + SIGN_TTL_MS;
      db().uploadTickets.set(sign, { sign, key, userId: user.id, expiresAt });
      ok(res, { url: `/api/upload/put/${sign}`, key, fields: { key }, expiresAt: new Date(expiresAt).toISOString() });
    },
  }),

  route({
    contract: uploadApi.put,
    files: { field: 'file', maxBytes: MAX_BYTES },
    handler: ({ res, params, file }) => {
      const f = takeFault('/api/upload/put', 'POST', 'uploadFail');
      if (f) return fail(res, f.message || '文件上传失败，请重试', { status: 500, httpStatus: 500, errorCode: 'UPLOAD_FAILED' });
      const tickets = db().uploadTickets;
      const ticket = tickets.get(params.sign);
      if (!ticket || ticket.expiresAt < Date.now()) return fail(res, '上传签名无效或已过期，请重新上传', { errorCode: 'SIGN_EXPIRED' });
      const name = uploadedName(file!.originalname);
      const refused = refusedUpload(name, file!.mimetype, file!.buffer, sceneOfKey(ticket.key));
      if (refused) return invalid(res, 'file', refused);
      tickets.delete(ticket.sign);
      storeFile({ key: ticket.key, name, mime: file!.mimetype, data: file!.buffer, ownerId: ticket.userId });
      ok(res, { key: ticket.key, name, size: file!.size });
    },
  }),
]);
