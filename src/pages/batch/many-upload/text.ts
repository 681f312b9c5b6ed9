/** Small text helpers of the many-report upload. */
import type { useT } from '@/hooks/useT';
import '@/locales/areas/batch';

/** Names for a grouped message, each quoted: the first three, then how many in all. */
export const someNames = (names: string[], t: ReturnType<typeof useT>) => {
  const quoted = names.slice(0, 3).map((name) => t('batch.many.quoted', { name })).join(t('batch.many.sep'));
  return names.length <= 3 ? quoted : t('batch.many.names', { names: quoted, n: names.length });
};

/** A file size as `1.5 MB` or `12 KB` (at least 1 KB). */
export const mb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The server's Chinese reason of a failed call (its envelope's `errorMessage`, or a Chinese error message), else `fallback`. */
export const chineseReason = (e: unknown, fallback: string) => {
  const err = e as {
    message?: string;
    body?: { errorMessage?: string };
    response?: { data?: { errorMessage?: string } };
  };
  return (
    err.body?.errorMessage ||
    err.response?.data?.errorMessage ||
    (/[\u4e00-\u9fa5]/.test(err.message ?? '') ? err.message! : fallback)
  );
};
