import { useIntl } from '@umijs/max';

/** `t(id, values?)`: the current locale's message of `id` (account screens). */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
}
