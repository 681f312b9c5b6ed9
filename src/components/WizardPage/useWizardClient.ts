import { useModel } from '@umijs/max';
import { useMemo } from 'react';
import { clientOfSearch } from '@/core/wizard';
import { useQuery } from '@/hooks/useQuery';

/** The agent's client of a wizard with the `client` option: its id from `?client=` and the client (`undefined` when not one of the user's). */
interface WizardClient {
  clientId?: number;
  client?: { id: number; name: string };
}

/**
 * The client an agent works for in a wizard (WizardPage's `client` option): `?client=<id>` of the
 * URL (digits only) and the matching entry of the user's `clients`. For pages that need the id
 * besides the wizard (e.g. to key what they keep per draft).
 */
export function useWizardClient(): WizardClient {
  const [query] = useQuery();
  const { initialState } = useModel('@@initialState');
  const clients = initialState?.currentUser?.clients;
  return useMemo(() => {
    const clientId = clientOfSearch(query);
    const c = clientId !== undefined ? (clients ?? []).find((x) => x.id === clientId) : undefined;
    return { clientId, client: c ? { id: c.id, name: c.name } : undefined };
  }, [query, clients]);
}
