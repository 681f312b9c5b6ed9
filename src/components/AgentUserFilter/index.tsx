import type { ProColumns } from '@ant-design/pro-components';
import { useAccess, useIntl, useModel } from '@umijs/max';
import { useBelongingUsers, usersRecordOf, writeUsersRecord } from '@/components/BelongingUser';
import ClientUsersSelect, { type ClientUsersSelectProps } from '@/components/ClientUsersSelect';
import { fromUsersParam } from './users-param';


/** The part of umi's `useIntl()` the column factory needs. */
type IntlLike = { formatMessage: (descriptor: { id: string }) => string };

/** Props of {@link AgentUserFilter}: a controlled value (ids, or the comma-joined string) and its change. */
interface AgentUserFilterProps extends Omit<ClientUsersSelectProps, 'value' | 'onChange'> {
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
 * The list filter 所属用户 bound to the header's selector (issue #25 "One 所属用户"): it shows the
 * header's choice and changing it changes the header's (the session record the request layer sends
 * as `users` with every call), so the two never disagree; the list reloads through
 * `useReloadOnBelongingChange`. Renders nothing unless the user is an agent.
 */
export function HeaderUsersFilter(props: Omit<ClientUsersSelectProps, 'value' | 'onChange'>) {
  const { initialState } = useModel('@@initialState');
  const clients = initialState?.currentUser?.clients ?? [];
  const rec = useBelongingUsers();
  return <AgentUserFilter {...props} value={rec.ids} onChange={(ids) => writeUsersRecord(usersRecordOf(ids, clients))} />;
}

/**
 * A ProTable column for the agent `users` filter: shown only in the search form (never as a table
 * column) and only for agents. It is the header's 所属用户 ({@link HeaderUsersFilter}): the form
 * sends nothing of its own, the request layer adds the header's choice as `users` (issue #25).
 * `isAgent` comes from `useAccess().isAgent`.
 * @example columns={[...myColumns, agentUsersColumn(intl, access.isAgent)]}
 */
export function agentUsersColumn<T = Record<string, unknown>>(intl: IntlLike, isAgent: boolean): ProColumns<T> {
  return {
    title: intl.formatMessage({ id: 'common.agentUsers.label' }),
    dataIndex: 'users',
    key: 'users',
    hideInTable: true,
    search: isAgent ? { transform: () => ({}) } : false,
    renderFormItem: () => <HeaderUsersFilter />,
  };
}
