import { DisconnectOutlined, WechatOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { App, Button, Result, Space } from 'antd';
import { useState } from 'react';
import { wxBind, wxUnbind } from '@/services/account';
import { useT } from '@/hooks/useT';
import { useRefreshUser } from '@/hooks/useSession';
import WxQrPanel from '@/components/WxQrPanel';
import ProfileSubPage from '../_sub';

/**
 * `/user/info/wx` (guarded): bind WeChat by scanning a QR code (`GET /api/wx/bind`, then
 * `GET /api/wx/scan` polled), or unbind it after a confirmation (`GET /api/wx/unbind`).
 */
export default function WxBindPage() {
  const t = useT();
  const { message, modal } = App.useApp();
  const { initialState } = useModel('@@initialState');
  const refresh = useRefreshUser();
  const bound = !!initialState?.currentUser?.wx_bound;
  const [unbinding, setUnbinding] = useState(false);

  const onBound = async () => {
    await refresh();
    message.success(t('account.wx.bindSuccess'));
  };

  const unbind = () =>
    modal.confirm({
      title: t('account.wx.unbindTitle'),
      content: t('account.wx.unbindContent'),
      okText: t('account.wx.unbindOk'),
      okButtonProps: { danger: true },
      cancelText: t('account.cancel'),
      onOk: async () => {
        setUnbinding(true);
        try {
          await wxUnbind();
          await refresh();
          message.success(t('account.wx.unbindSuccess'));
        } finally {
          setUnbinding(false);
        }
      },
    });

  return (
    <ProfileSubPage title={t('account.wx.title')} content={t('account.wx.desc')} width={560}>
      {bound ? (
        <div data-testid="wx-bound">
          <Result
            icon={<WechatOutlined style={{ color: '#1AB76B' }} />}
            title={t('account.wx.bound')}
            subTitle={t('account.wx.boundDesc')}
            extra={
              <Space>
                <Button danger icon={<DisconnectOutlined />} onClick={unbind} loading={unbinding} data-testid="wx-unbind">
                  {t('account.wx.unbind')}
                </Button>
                <Button onClick={() => history.push('/user/info')}>{t('account.backProfile')}</Button>
              </Space>
            }
          />
        </div>
      ) : (
        <WxQrPanel load={() => wxBind()} onConfirmed={onBound} hint={t('account.wx.bindHint')} />
      )}
    </ProfileSubPage>
  );
}
