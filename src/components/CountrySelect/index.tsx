import { useIntl } from '@umijs/max';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { CACHE_TTL_MS } from '@/constants/timing';
import { useApi } from '@/hooks/useApi';
import { fetchCountries } from '@/services/common';
import { countryName, countryOptions, countrySearchText } from './options';
import styles from './index.less';

export { countryName, countryOptions, countrySearchText } from './options';

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

/** Props of {@link CountrySelect}: antd Select props plus `codes` to restrict the list. */
export interface CountrySelectProps extends Omit<SelectProps<string | string[]>, 'options' | 'loading'> {
  /** Only these ISO codes (e.g. `VAT_REGISTER_COUNTRIES`); all countries when absent. */
  codes?: readonly string[];
}

/**
 * A Select of countries from `GET /api/countries` (cached 60 s across selects), sorted by the spec §9
 * order, each with a code badge and its Chinese name; searchable by code, Chinese or English name.
 * The value is the ISO code (or codes with `mode="multiple"`).
 */
export default function CountrySelect({ codes, placeholder, ...rest }: CountrySelectProps) {
  const intl = useIntl();
  const { data, loading, error, refresh } = useCountries();
  const options = useMemo(
    () =>
      countryOptions(data ?? [], codes).map((c) => ({
        value: c.code,
        search: countrySearchText(c),
        label: (
          <span className={styles.option}>
            <span className={styles.badge}>{c.code}</span>
            {c.name}
          </span>
        ),
      })),
    [data, codes],
  );
  return (
    <Select<string | string[]>
      showSearch
      allowClear
      loading={loading}
      placeholder={placeholder ?? intl.formatMessage({ id: 'common.country.placeholder' })}
      filterOption={(input, option) => !!option && String(option.search).includes(input.trim().toLowerCase())}
      notFoundContent={
        error ? (
          <a onClick={refresh} data-testid="country-select-retry">
            {intl.formatMessage({ id: 'common.country.loadFailed' })}
          </a>
        ) : undefined
      }
      data-testid="country-select"
      {...rest}
      options={options}
    />
  );
}
