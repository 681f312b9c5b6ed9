import { checkUpload, checkUploadName, refusalText, type UploadRefusal } from '@/core/upload';
import zhWizard from '@/locales/zh-CN/wizard-kit';
import { api } from '@/request/api';
import { call } from '@/request/call';
import { appEffects } from '@/request/feedback';
import type { AppRequestOptions } from '@/request/types';
import { uploadCalls } from './_generated/upload.calls';
import type { uploadApi } from '@/core/upload/api';
import type { ResponseOf } from '@/core/contract';

/**
 * A file refused before upload by the checks of src/core/upload: `refusal` holds the locale key and
 * parameters (a page shows `t(refusal.key, refusal.params)`); `message` is the Chinese text.
 */
export class UploadRefusedError extends Error {
  readonly refusal: UploadRefusal;

  constructor(refusal: UploadRefusal) {
    super(refusalText(refusal, zhWizard));
    this.name = 'UploadRefusedError';
    this.refusal = refusal;
  }
}

/** The first `n` bytes of `blob` (Blob.arrayBuffer, or FileReader where it is missing). */
async function readHead(blob: Blob, n = 4096): Promise<Uint8Array> {
  const part = blob.slice(0, n);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(new Uint8Array(r.result as ArrayBuffer));
    r.onerror = () => reject(r.error);
    r.readAsArrayBuffer(part);
  });
}

/**
 * Checks a chosen file for upload `scene` as the server will (src/core/upload): its name against the
 * scene's accept list (web pages, SVG and scripts never), its size (bytes) against the scene's
 * limit, and its first bytes against what its extension claims. `null` when it may be uploaded;
 * an unreadable file is refused with `wizardKit.upload.unreadable`.
 */
export async function checkUploadFile(file: File, scene?: string): Promise<UploadRefusal | null> {
  const byName = checkUploadName(scene, file.name, file.size);
  if (byName) return byName;
  try {
    return checkUpload(scene, file.name, file.size, await readHead(file));
  } catch {
    // The browser could not read the file's first bytes: the refusal says so in Chinese and names the file.
    return { key: 'wizardKit.upload.unreadable', params: { name: file.name } };
  }
}

/** Progress of one upload, in bytes. */
interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

/**
 * `GET /api/upload/sign`: a signed upload target for a file of `name` (with extension) and `size`
 * bytes. `scene` names what the file is for (`avatar`, `report`, `ocr`, …), for the storage path.
 */
export function getUploadSign(params: { name: string; size: number; scene?: string }, opts?: AppRequestOptions) {
  return call(uploadCalls.sign, { query: params }, opts);
}

/** What {@link uploadFile} needs besides the file: the storage `scene` and a progress observer. */
interface UploadFileOptions {
  scene?: string;
  onProgress?: (p: UploadProgress) => void;
}

/**
 * Uploads `file` through the upload-sign flow: checks it for its scene first ({@link checkUploadFile}),
 * asks for a signed target, then POSTs the file there with real progress. Resolves with the stored
 * key. `opts` apply to both calls (e.g. `signal` to abort, `skipErrorMessage` when the page shows the
 * failure itself).
 * @throws {UploadRefusedError} when the file is not what the scene accepts (nothing is sent; its
 *   message is toasted unless `opts.skipErrorMessage`);
 *   the request layer's error (its Chinese message) when signing or uploading fails (already shown
 *   to the user, unless `opts.skipErrorMessage`); an aborted upload rejects with axios' `CanceledError`.
 */
export async function uploadFile(file: File, options: UploadFileOptions = {}, opts?: AppRequestOptions): Promise<{ key: string; name: string; size: number }> {
  const refused = await checkUploadFile(file, options.scene);
  if (refused) {
    const err = new UploadRefusedError(refused);
    // Shown like a refusal of the server would be (the request layer's contract), unless the page shows it.
    if (!opts?.skipErrorMessage && !opts?.skipErrorHandler) appEffects.error(err.message);
    throw err;
  }
  const sign = await getUploadSign({ name: file.name, size: file.size, scene: options.scene }, opts);
  const form = new FormData();
  Object.entries(sign.fields).forEach(([k, v]) => form.append(k, v));
  form.append('file', file, file.name);
  // The signed target the sign call answered (`uploadApi.put`: `/api/upload/put/<sign>` at the mock).
  return api.post<ResponseOf<typeof uploadApi.put>>(sign.url, form, {
    ...opts,
    onUploadProgress: (e) => {
      const total = e.total || file.size;
      options.onProgress?.({ loaded: e.loaded, total, percent: total ? Math.min(100, Math.round((e.loaded / total) * 100)) : 0 });
    },
  });
}
