import { request } from '@umijs/max';

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
export function getUploadSign(params: { name: string; size: number; scene?: string }) {
  return request<UploadSign>('/api/upload/sign', { method: 'GET', params });
}

/**
 * Uploads `file` through the upload-sign flow: asks for a signed target, then POSTs the file there
 * with real progress. Resolves with the stored key.
 * @throws the request layer's error when signing or uploading fails (already shown to the user,
 *   unless `quiet`); an aborted upload rejects with axios' `CanceledError`.
 */
export async function uploadFile(
  file: File,
  opts: { scene?: string; onProgress?: (p: UploadProgress) => void; signal?: AbortSignal; quiet?: boolean } = {},
): Promise<{ key: string; name: string; size: number }> {
  const sign = await getUploadSign({ name: file.name, size: file.size, scene: opts.scene });
  const form = new FormData();
  Object.entries(sign.fields).forEach(([k, v]) => form.append(k, v));
  form.append('file', file, file.name);
  const stored = await request<{ key: string; name: string; size: number }>(sign.url, {
    method: 'POST',
    data: form,
    signal: opts.signal,
    skipErrorMessage: opts.quiet,
    onUploadProgress: (e: { loaded: number; total?: number }) => {
      const total = e.total || file.size;
      opts.onProgress?.({ loaded: e.loaded, total, percent: total ? Math.min(100, Math.round((e.loaded / total) * 100)) : 0 });
    },
  });
  return stored;
}
