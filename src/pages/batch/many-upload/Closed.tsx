import { history, useLocation } from '@umijs/max';
import { Button, Result, Typography } from 'antd';
import { buildLoginPath } from '@/core/utils/redirect';
import { useT } from '@/hooks/useT';
import '@/locales/areas/batch';

/** The many-report upload for someone who cannot use it: a guest gets what it is for and a login button, a seller is pointed to 开始申报. */
export function ManyUploadClosed({ loggedIn }: { loggedIn: boolean }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <div style={{ maxWidth: 1080, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={3}>{t('title.batch.manyUpload')}</Typography.Title>
      {loggedIn ? (
        <Result
          status="info"
          title={t('batch.many.sellerTitle')}
          subTitle={t('batch.many.sellerHint')}
          extra={
            <Button type="primary" onClick={() => history.push('/user/declare/my-declare')}>
              {t('batch.many.toStart')}
            </Button>
          }
        />
      ) : (
        <Result
          status="info"
          title={t('batch.many.guestTitle')}
          subTitle={t('batch.many.guestHint')}
          extra={
            <Button type="primary" onClick={() => history.push(buildLoginPath(`${pathname}${search}`))} data-testid="many-login">
              {t('batch.many.login')}
            </Button>
          }
        />
      )}
    </div>
  );
}
