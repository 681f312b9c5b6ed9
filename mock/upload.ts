/**
 * Mock of the upload-sign flow (spec §7 Common `GET /api/upload/sign`): a signed target that really
 * stores the file in the store (served back under the file host, see mock/storage.ts).
 * A test can make the next upload fail with the fault `{ path: '/api/upload/put', kind: 'uploadFail' }`.
 */
import { randomBytes } from 'crypto';
import { db, fail, guarded, invalid, ok, open } from './_store';

/** Largest file the mock accepts: 100 MB (spec §5, §9 upload limit). */
const MAX_BYTES = 100 * 1024 * 1024;
/** Signatures are valid for 15 minutes. */
const SIGN_TTL_MS = 15 * 60 * 1000;

function safeName(name: string): string {
  return name.replace(/[\\/\u0000-\u001f]/g, '_').slice(-120) || 'file';
}

export default {
  'GET /api/upload/sign': guarded((req, res, user) => {
    const name = String(req.query.name || '');
    const size = Number(req.query.size);
    const scene = String(req.query.scene || 'file').replace(/[^a-z0-9-]/gi, '') || 'file';
    if (!name) return invalid(res, 'name', '缺少文件名');
    if (!Number.isFinite(size) || size <= 0) return invalid(res, 'size', '文件为空，请重新选择');
    if (size > MAX_BYTES) return invalid(res, 'size', '文件超过 100 MB 上限，请拆分后再上传');
    const sign = randomBytes(16).toString('hex');
    const key = `${scene}/${user.id}/${Date.now()}-${randomBytes(3).toString('hex')}-${safeName(name)}`;
    const expiresAt = Date.now() + SIGN_TTL_MS;
    db().uploadTickets[sign] = { sign, key, userId: user.id, expiresAt };
    ok(res, { url: `/api/upload/put/${sign}`, key, fields: { key }, expiresAt: new Date(expiresAt).toISOString() });
  }),

  // The signed target needs no token: the signature is the credential, as with object storage.
  'POST /api/upload/put/:sign': open((req, res) => {
    const s = db();
    const faultIdx = s.faults.findIndex((f) => f.path === '/api/upload/put' && f.kind === 'uploadFail');
    if (faultIdx >= 0) {
      const f = s.faults[faultIdx];
      f.times -= 1;
      if (f.times <= 0) s.faults.splice(faultIdx, 1);
      return fail(res, f.message || '文件上传失败，请重试', { status: 500, httpStatus: 500, errorCode: 'UPLOAD_FAILED' });
    }
    const ticket = s.uploadTickets[req.params.sign];
    if (!ticket || ticket.expiresAt < Date.now()) return fail(res, '上传签名无效或已过期，请重新上传', { errorCode: 'SIGN_EXPIRED' });
    const file = (req.files || []).find((f) => f.fieldname === 'file');
    if (!file) return invalid(res, 'file', '没有收到文件，请重新上传');
    if (file.size > MAX_BYTES) return invalid(res, 'file', '文件超过 100 MB 上限，请拆分后再上传');
    delete s.uploadTickets[ticket.sign];
    const name = Buffer.from(file.originalname, 'latin1').toString('utf8');
    s.files[ticket.key] = {
      key: ticket.key,
      name,
      size: file.size,
      mime: file.mimetype,
      data: file.buffer,
      ownerId: ticket.userId,
      createdAt: new Date().toISOString(),
    };
    ok(res, { key: ticket.key, name, size: file.size });
  }),
};
