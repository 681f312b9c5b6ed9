import { history, useIntl } from '@umijs/max';
import { Button, Descriptions, Result } from 'antd';
import { useQuery } from '@/hooks/useQuery';

/**
 * `/exception` (spec §2, §8): shows `errorCode` and `errorMessage` from the query. They are rendered
 * as React text, so any markup in them is escaped.
 */
export default function ExceptionPage() {
  const intl = useIntl();
  const [params] = useQuery();
  const errorCode = params.get('errorCode') || '-';
  const errorMessage = params.get('errorMessage') || intl.formatMessage({ id: 'exception.text' });
  return (
    <Result
      status="error"
      title={intl.formatMessage({ id: 'title.exception' })}
      subTitle={intl.formatMessage({ id: 'exception.text' })}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {intl.formatMessage({ id: 'exception.back' })}
        </Button>
      }
    >
      <Descriptions column={1} bordered size="small" style={{ maxWidth: 560, margin: '0 auto' }}>
        <Descriptions.Item label={intl.formatMessage({ id: 'exception.code' })}>
          <span data-testid="error-code">{errorCode}</span>
        </Descriptions.Item>
        <Descriptions.Item label={intl.formatMessage({ id: 'exception.message' })}>
          <span data-testid="error-message">{errorMessage}</span>
        </Descriptions.Item>
      </Descriptions>
    </Result>
  );
}
