import { CACHE_TTL_MS } from '@/constants/timing';
import { useApi } from '@/hooks/useApi';
import { fetchCountries } from '@/services/common';
import { countryName } from './options';
import styles from './index.less';

/** The countries of `GET /api/countries`, cached 60 s and shared by every select and label of the page. */
export function useCountries() {
  return useApi(() => fetchCountries({ skipErrorMessage: true }), {
    cacheKey: 'common.countries',
    staleTime: CACHE_TTL_MS,
  });
}

/**
 * A country as lists show it (no flags): the code badge of the select's options and the Chinese
 * name; the code alone while the names load or for an unknown code.
 * @example { title: t('vatTax.col.country'), dataIndex: 'countryCode', render: (_, r) => <CountryLabel code={r.countryCode} /> }
 */
export function CountryLabel({ code, 'data-testid': testId }: { code: string; 'data-testid'?: string }) {
  const { data } = useCountries();
  const name = countryName(data ?? [], code);
  return (
    <span className={styles.option} data-testid={testId} data-code={code}>
      <span className={styles.badge}>{code}</span>
      {name}
    </span>
  );
}

