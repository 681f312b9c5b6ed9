import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';

/** The 404 page: any path not in the route table (spec §2). */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title="404"
      subTitle={intl.formatMessage({ id: 'notFound.text' })}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {intl.formatMessage({ id: 'notFound.back' })}
        </Button>
      }
    />
  );
}
