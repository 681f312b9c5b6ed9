import { useIntl } from '@umijs/max';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useCountries } from './CountryLabel';
import { countryOptions, countrySearchText } from './options';
import styles from './index.less';

export { countryName } from './options';
// The label and the countries hook live apart from the select, so a page showing only labels does
// not load antd's Select (issue #25 "First load": the workbench).
export { CountryLabel, useCountries } from './CountryLabel';

/** Props of {@link CountrySelect}: antd Select props plus `codes` to restrict the list. */
interface CountrySelectProps extends Omit<SelectProps<string | string[]>, 'options' | 'loading'> {
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
