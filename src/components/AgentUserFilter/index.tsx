import type { ProColumns } from '@ant-design/pro-components';
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Select, type SelectProps } from 'antd';
import { fromUsersParam, toUsersParam } from './users-param';

export { fromUsersParam, toUsersParam } from './users-param';

/** The part of umi's `useIntl()` the column factory needs. */
export type IntlLike = { formatMessage: (descriptor: { id: string }) => string };

/** Props of {@link AgentUserFilter}: a controlled value (ids, or the comma-joined string) and its change. */
export interface AgentUserFilterProps extends Omit<SelectProps<number[]>, 'value' | 'onChange' | 'mode' | 'options'> {
  value?: number[] | string;
  onChange?: (ids: number[]) => void;
}

/**
 * The agent's client-user filter of lists (spec §6): a searchable multiple Select of the agent's
 * client users (`initialState.currentUser.clients`). Renders nothing unless the user is an agent.
 * The value is a list of ids; send it as `users: toUsersParam(ids)` (comma-joined). Inside a
 * ProTable search form use {@link agentUsersColumn}.
 */
export default function AgentUserFilter({ value, onChange, style, ...rest }: AgentUserFilterProps) {
  const intl = useIntl();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  if (!access.isAgent) return null;
  const clients = initialState?.currentUser?.clients ?? [];
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      maxTagCount="responsive"
      placeholder={intl.formatMessage({ id: 'common.agentUsers.placeholder' })}
      notFoundContent={intl.formatMessage({ id: 'common.agentUsers.empty' })}
      data-testid="agent-user-filter"
      style={{ minWidth: 200, ...style }}
      {...rest}
      value={fromUsersParam(value)}
      onChange={(ids) => onChange?.(fromUsersParam(ids))}
      options={clients.map((c) => ({ label: c.name, value: c.id }))}
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
