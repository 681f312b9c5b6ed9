/**
 * The layout plugin's default 403 / 404 result (as in the generated `plugin-layout/Exception.tsx`),
 * loaded by `config/stubs/layout-exception.tsx` when one is shown.
 */
import { history } from '@umijs/max';
import { Button, Result } from 'antd';

export default function ExceptionResult({ forbidden }: { forbidden: boolean }) {
  return (
    <Result
      status={forbidden ? '403' : '404'}
      title={forbidden ? '403' : '404'}
      subTitle={forbidden ? '抱歉，你无权访问该页面' : '抱歉，你访问的页面不存在'}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          返回首页
        </Button>
      }
    />
  );
}
