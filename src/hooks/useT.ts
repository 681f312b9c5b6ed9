import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

/** Values interpolated into a message (`{name}` placeholders of the locale files). */
type MessageValues = Record<string, string | number | boolean | null | undefined | Date>;

/** A translator: the current locale's message of `id`, with `values` filled in. */
export type Translate = (id: string, values?: MessageValues) => string;

/**
 * `t(id, values?)`: the current locale's message of `id` (a key of `src/locales/<lang>/*.ts`), with
 * `{placeholders}` filled from `values`. An unknown key renders as the key itself (umi's default).
 * The function is stable while the locale does not change, so it can sit in hook dependencies.
 *
 * @example
 * const t = useT();
 * <PageContainer title={t('calc.record.title')} content={t('home.welcome', { name: user.name })} />
 */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values as never), [intl]);
}
