/**
 * The frame of the monitoring table's open pages (`/columns`, `/filter-box`; spec §2 unguarded):
 * the title, for a guest a note with a login button above the sample data, for a user a link back
 * to the monitoring list; and the sample rows a guest sees. Messages of the `lookup` locale area.
 */
import { history, useLocation } from '@umijs/max';
import { Alert, Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { WatchRow } from '@/services/lookup';
import { getToken } from '@/core/storage';
import { buildLoginPath } from '@/core/utils/redirect';
import { useT } from '@/hooks/useT';
import '@/locales/areas/lookup';

/** Whether a user is logged in (a token in session storage). */
export function useLoggedIn(): boolean {
  return !!getToken();
}

/** The open page's frame. */
export function OpenFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const loggedIn = useLoggedIn();
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{intro}</Typography.Text>
        {loggedIn ? (
          <Button onClick={() => history.push('/public-service/vat-monitoring')} data-testid="lookup-back">
            {t('lookup.prefs.back')}
          </Button>
        ) : (
          <Alert
            type="info"
            showIcon
            message={t('lookup.prefs.guest')}
            action={
              <Button type="primary" onClick={() => history.push(buildLoginPath(`${pathname}${search}`))} data-testid="lookup-login">
                {t('lookup.prefs.login')}
              </Button>
            }
          />
        )}
        {children}
      </Space>
    </main>
  );
}

/** Sample rows (a guest's preview; made-up numbers with valid check digits, HMRC's documented example for GB). */
export const SAMPLE_ROWS: WatchRow[] = [
  { id: 1, userId: 1, vatNumber: 'DE100001100', prefix: 'DE', companyName: '示例：自有德国税号', relation: 'own', source: 'records', status: 'valid', reason: null, registeredName: null, address: null, lastCheckedAt: '2026-11-20 08:00:00', lastGood: { kind: 'valid', name: null, address: null, consultationNumber: 'WAPI0000SAMPLE1', checkedAt: '2026-11-20 08:00:00' }, nextCheckAt: '2026-11-21 08:00:00', retryCount: 0, unreadAlerts: 0, createdAt: '2026-10-01 09:00:00' },
  { id: 2, userId: 1, vatNumber: 'FR02123456100', prefix: 'FR', companyName: '示例：法国客户', relation: 'client', source: 'manual', status: 'unavailable', reason: 'msUnavailable', registeredName: 'SAMPLE CLIENT SA', address: '1 RUE EXEMPLE, 75001 PARIS', lastCheckedAt: '2026-11-20 08:00:00', lastGood: { kind: 'valid', name: 'SAMPLE CLIENT SA', address: '1 RUE EXEMPLE, 75001 PARIS', consultationNumber: 'WAPI0000SAMPLE2', checkedAt: '2026-11-19 08:00:00' }, nextCheckAt: '2026-11-20 08:15:00', retryCount: 1, unreadAlerts: 0, createdAt: '2026-10-01 09:00:00' },
  { id: 3, userId: 1, vatNumber: 'PL5260001200', prefix: 'PL', companyName: '示例：波兰供应商', relation: 'supplier', source: 'import', status: 'invalid', reason: null, registeredName: null, address: null, lastCheckedAt: '2026-11-20 08:00:00', lastGood: { kind: 'invalid', name: null, address: null, consultationNumber: 'WAPI0000SAMPLE3', checkedAt: '2026-11-20 08:00:00' }, nextCheckAt: '2026-11-21 08:00:00', retryCount: 0, unreadAlerts: 1, createdAt: '2026-10-01 09:00:00' },
  { id: 4, userId: 1, vatNumber: 'GB980780684', prefix: 'GB', companyName: '示例：英国自有税号', relation: 'own', source: 'records', status: 'valid', reason: null, registeredName: 'SAMPLE TRADING LTD', address: '1 SAMPLE STREET, LONDON, E14 5AB, GB', lastCheckedAt: '2026-11-20 08:00:00', lastGood: { kind: 'valid', name: 'SAMPLE TRADING LTD', address: '1 SAMPLE STREET, LONDON, E14 5AB, GB', consultationNumber: 'ABC-DEF-123', checkedAt: '2026-11-20 08:00:00' }, nextCheckAt: '2026-11-21 08:00:00', retryCount: 0, unreadAlerts: 0, createdAt: '2026-10-01 09:00:00' },
];
