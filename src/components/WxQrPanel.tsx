import { ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import { Alert, Button, QRCode, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useApi } from '@/hooks/useApi';
import { usePolling } from '@/hooks/usePolling';
import { wxScan, type WxQrTicket, type WxScanResult } from '@/services/account';
import { useT } from '@/hooks/useT';

/** How often the ticket's state is polled: 2 s. */
export const WX_POLL_INTERVAL_MS = 2000;

type PanelState = WxScanResult['status'] | 'loading' | 'error';

/**
 * A WeChat QR code for login or binding (spec §1 "a QR-code login or binding"). `load` gets a ticket
 * (`GET /api/wx/qrcode` or `GET /api/wx/bind`); its state is polled with `GET /api/wx/scan` every
 * 2 s until it is confirmed, expired or refused (`unbound`). A refresh button (and the expired
 * overlay) asks for a new ticket. `onConfirmed` gets the confirmed answer (token and user for a login).
 * The wrapper carries `data-ticket` and `data-status` for tests.
 */
export default function WxQrPanel(props: {
  load: () => Promise<WxQrTicket>;
  onConfirmed: (r: WxScanResult) => void | Promise<void>;
  hint: string;
}) {
  const t = useT();
  const [state, setState] = useState<PanelState>('loading');
  const [notice, setNotice] = useState('');
  const qr = useApi(props.load, {
    onBefore: () => setState('loading'),
    onError: () => setState('error'),
  });
  const poll = usePolling((ticket: string) => wxScan({ ticket }, { skipErrorHandler: true }), WX_POLL_INTERVAL_MS, {
    manual: true,
    pollingErrorRetryCount: -1,
    onSuccess: async (r) => {
      if (r.status === 'confirmed' || r.status === 'expired' || r.status === 'unbound') poll.cancel();
      setState(r.status);
      setNotice(r.message ?? '');
      if (r.status === 'confirmed') await props.onConfirmed(r);
    },
  });

  const ticket = qr.data?.ticket;
  useEffect(() => {
    if (!qr.data) return undefined;
    setState('waiting');
    setNotice('');
    poll.run(qr.data.ticket);
    // The QR code also expires on the client, in case polling is paused (hidden page).
    const timer = setTimeout(() => {
      poll.cancel();
      setState((s) => (s === 'waiting' || s === 'scanned' ? 'expired' : s));
    }, qr.data.expiresIn * 1000);
    return () => {
      clearTimeout(timer);
      poll.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket]);

  const refresh = () => {
    poll.cancel();
    qr.refresh();
  };

  const qrStatus = state === 'loading' || state === 'error' ? 'loading' : state === 'expired' ? 'expired' : state === 'waiting' ? 'active' : 'scanned';
  const hint: Record<PanelState, string> = {
    loading: t('account.wx.loading'),
    error: t('account.wx.error'),
    waiting: props.hint,
    scanned: t('account.wx.scanned'),
    confirmed: t('account.wx.confirmed'),
    expired: t('account.wx.expired'),
    unbound: t('account.wx.unbound'),
  };

  return (
    <div style={{ textAlign: 'center', padding: '8px 0 16px' }} data-testid="wx-qr" data-ticket={ticket ?? ''} data-status={state}>
      <QRCode
        aria-label={t('account.wx.qrLabel')}
        value={qr.data?.url || 'https://open.weixin.qq.com'}
        size={188}
        status={qrStatus}
        onRefresh={refresh}
        style={{ margin: '0 auto' }}
      />
      <Space direction="vertical" size={12} style={{ marginTop: 16, width: '100%' }}>
        {state === 'unbound' && notice ? (
          <Alert type="warning" showIcon message={notice} style={{ textAlign: 'left' }} />
        ) : (
          <Typography.Text type={state === 'error' || state === 'unbound' ? 'danger' : 'secondary'} data-testid="wx-hint">
            <WechatOutlined style={{ color: '#1AB76B', marginRight: 6 }} />
            {hint[state]}
          </Typography.Text>
        )}
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={qr.loading} data-testid="wx-refresh">
          {t('account.wx.refresh')}
        </Button>
      </Space>
    </div>
  );
}
