import type { ProColumns } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import ClientUsersSelect, { type ClientUsersSelectProps } from '@/components/ClientUsersSelect';
import { fromUsersParam, toUsersParam } from './users-param';

export { fromUsersParam, toUsersParam } from './users-param';

/** The part of umi's `useIntl()` the column factory needs. */
export type IntlLike = { formatMessage: (descriptor: { id: string }) => string };

/** Props of {@link AgentUserFilter}: a controlled value (ids, or the comma-joined string) and its change. */
export interface AgentUserFilterProps extends Omit<ClientUsersSelectProps, 'value' | 'onChange'> {
  value?: number[] | string;
  onChange?: (ids: number[]) => void;
}

/**
 * The agent's client-user filter of lists (spec §6): a {@link ClientUsersSelect}. Renders nothing
 * unless the user is an agent. The value is a list of ids; send it as `users: toUsersParam(ids)` (comma-joined). Inside a
 * ProTable search form use {@link agentUsersColumn}.
 */
export default function AgentUserFilter({ value, onChange, style, ...rest }: AgentUserFilterProps) {
  const intl = useIntl();
  const access = useAccess();
  if (!access.isAgent) return null;
  return (
    <ClientUsersSelect
      placeholder={intl.formatMessage({ id: 'common.agentUsers.placeholder' })}
      data-testid="agent-user-filter"
      style={{ minWidth: 200, ...style }}
      {...rest}
      value={fromUsersParam(value)}
      onChange={(ids) => onChange?.(fromUsersParam(ids))}
    />
  );
}

/**
 * A ProTable column for the agent `users` filter: shown only in the search form (never as a table
 * column) and only for agents; the form value (ids) is sent as `{ users: '3,4' }` (nothing when
 * empty). `isAgent` comes from `useAccess().isAgent`.
 * @example columns={[...myColumns, agentUsersColumn(intl, access.isAgent)]}
 */
export function agentUsersColumn<T = Record<string, unknown>>(intl: IntlLike, isAgent: boolean): ProColumns<T> {
  return {
    title: intl.formatMessage({ id: 'common.agentUsers.label' }),
    dataIndex: 'users',
    key: 'users',
    hideInTable: true,
    search: isAgent
      ? {
          transform: (value: unknown) => {
            const users = toUsersParam(fromUsersParam(value));
            return users ? { users } : {};
          },
        }
      : false,
    renderFormItem: () => <AgentUserFilter />,
  };
}
