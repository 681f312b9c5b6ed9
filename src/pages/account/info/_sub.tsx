import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/hooks/useT';

/** Frame of the profile sub-pages: a page with a back arrow to `/user/info` and one card. */
export default function ProfileSubPage(props: {
  title: string;
  content?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const t = useT();
  return (
    <PageContainer
      title={props.title}
      content={props.content}
      onBack={() => history.push('/user/info')}
      breadcrumb={{
        items: [
          { title: <a onClick={() => history.push('/user/info')}>{t('userInfo.title')}</a> },
          { title: props.title },
        ],
      }}
    >
      <ProCard bordered>
        <div style={{ maxWidth: props.width ?? 480 }}>{props.children}</div>
      </ProCard>
    </PageContainer>
  );
}

/** The buttons under a profile sub-page form: submit (default 保存) and cancel back to `/user/info`. */
export function SubPageActions({ saving, submitText }: { saving: boolean; submitText?: string }) {
  const t = useT();
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitText ?? t('account.save')}
      </Button>
      <Button onClick={() => history.push('/user/info')}>{t('account.cancel')}</Button>
    </Space>
  );
}
