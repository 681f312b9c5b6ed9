import { getIntl, history } from '@umijs/max';
import { Button, Result, Space } from 'antd';

/**
 * What the error boundary shows (loaded only when a page fails, so the first load of every page
 * stays small): a Chinese error state with a way back — reload, previous page, home.
 */
export default function ErrorState() {
  const t = (id: string) => getIntl().formatMessage({ id });
  return (
    <div data-testid="error-boundary">
      <Result
        status="warning"
        title={t('errorBoundary.title')}
        subTitle={t('errorBoundary.desc')}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('errorBoundary.reload')}
            </Button>
            <Button onClick={() => history.back()}>{t('errorBoundary.back')}</Button>
            <Button onClick={() => history.push('/')}>{t('errorBoundary.home')}</Button>
          </Space>
        }
      />
    </div>
  );
}
