import { api } from '@/request/api';
import type { AppRequestOptions } from '@/request/types';

/**
 * A signed upload target from `GET /api/upload/sign` (spec §7 Common).
 * - `url`: where to POST the file (multipart field `file`, plus `fields`).
 * - `key`: the stored path of the file once uploaded (prefix it with the storage certificate url to
 *   read it back; see `src/services/storage.ts`).
 * - `expiresAt`: ISO time after which the signature is refused.
 */
export interface UploadSign {
  url: string;
  key: string;
  fields: Record<string, string>;
  expiresAt: string;
}

/** Progress of one upload, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

/**
 * `GET /api/upload/sign`: a signed upload target for a file of `name` (with extension) and `size`
 * bytes. `scene` names what the file is for (`avatar`, `report`, `ocr`, …), for the storage path.
 */
export function getUploadSign(params: { name: string; size: number; scene?: string }, opts?: AppRequestOptions) {
  return api.get<UploadSign>('/api/upload/sign', params, opts);
}

/** What {@link uploadFile} needs besides the file: the storage `scene` and a progress observer. */
export interface UploadFileOptions {
  scene?: string;
  onProgress?: (p: UploadProgress) => void;
}

/**
 * Uploads `file` through the upload-sign flow: asks for a signed target, then POSTs the file there
 * with real progress. Resolves with the stored key. `opts` apply to both calls (e.g. `signal` to
 * abort, `skipErrorMessage` when the page shows the failure itself).
 * @throws the request layer's error when signing or uploading fails (already shown to the user,
 *   unless `opts.skipErrorMessage`); an aborted upload rejects with axios' `CanceledError`.
 */
export async function uploadFile(file: File, options: UploadFileOptions = {}, opts?: AppRequestOptions): Promise<{ key: string; name: string; size: number }> {
  const sign = await getUploadSign({ name: file.name, size: file.size, scene: options.scene }, opts);
  const form = new FormData();
  Object.entries(sign.fields).forEach(([k, v]) => form.append(k, v));
  form.append('file', file, file.name);
  return api.post<{ key: string; name: string; size: number }>(sign.url, form, {
    ...opts,
    onUploadProgress: (e) => {
      const total = e.total || file.size;
      options.onProgress?.({ loaded: e.loaded, total, percent: total ? Math.min(100, Math.round((e.loaded / total) * 100)) : 0 });
    },
  });
}
