import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import type { ReactNode } from 'react';
import { useT } from '@/pages/account/_i18n';

/** Frame of the profile sub-pages: a page with a back arrow to `/user/info` and one card. */
export default function ProfileSubPage(props: { title: string; content?: ReactNode; children: ReactNode; width?: number }) {
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
