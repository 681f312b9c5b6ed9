import { useIntl } from '@umijs/max';
import { Result } from 'antd';

/** `/global/in-maint` (open): the maintenance notice. */
export default function InMaintPage() {
  const intl = useIntl();
  return (
    <Result
      status="warning"
      title={intl.formatMessage({ id: 'inMaint.title' })}
      subTitle={intl.formatMessage({ id: 'inMaint.text' })}
    />
  );
}
