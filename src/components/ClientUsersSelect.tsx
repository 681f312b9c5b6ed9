import { useIntl, useModel } from '@umijs/max';
import { Select, type SelectProps } from 'antd';

/** Props of {@link ClientUsersSelect}: antd Select props; the value is a list of client user ids. */
export type ClientUsersSelectProps = Omit<SelectProps<number[]>, 'mode' | 'options'>;

/**
 * A searchable multiple Select of the agent's client users (`initialState.currentUser.clients`,
 * spec §6), the value a list of their ids. The one control behind the agent users filter of lists
 * ({@link AgentUserFilter}) and the header's belonging-user selector ({@link BelongingUser}); each
 * adds its own gate, placeholder and storage.
 */
export default function ClientUsersSelect(props: ClientUsersSelectProps) {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const clients = initialState?.currentUser?.clients ?? [];
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      maxTagCount="responsive"
      notFoundContent={intl.formatMessage({ id: 'common.agentUsers.empty' })}
      {...props}
      options={clients.map((c) => ({ label: c.name, value: c.id }))}
    />
  );
}
