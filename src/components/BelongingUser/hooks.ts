import { useEffect, useRef, useState } from 'react';
import type { UsersRecord } from '@/core/storage';
import { readUsersRecord, USERS_CHANGE_EVENT } from './users-record';

/**
 * The current belonging-user record, re-rendering when it changes (through {@link BelongingUser} or
 * {@link writeUsersRecord}). Lists can reload on change: `useEffect(() => reload(), [rec.ids.join()])`.
 */
export function useBelongingUsers(): UsersRecord {
  const [rec, setRec] = useState<UsersRecord>(() => readUsersRecord());
  useEffect(() => {
    const on = () => setRec(readUsersRecord());
    window.addEventListener(USERS_CHANGE_EVENT, on);
    return () => window.removeEventListener(USERS_CHANGE_EVENT, on);
  }, []);
  return rec;
}

/**
 * Calls `reload` whenever the header's belonging-user selection changes (not on mount: a list loads
 * by itself). ListPage uses it with ProTable's `reloadAndRest` (back to page 1).
 * @example useReloadOnBelongingChange(() => actionRef.current?.reloadAndRest?.());
 */
export function useReloadOnBelongingChange(reload: () => void): void {
  const idsKey = useBelongingUsers().ids.join(',');
  const seen = useRef(idsKey);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    if (seen.current === idsKey) return;
    seen.current = idsKey;
    reloadRef.current();
  }, [idsKey]);
}

