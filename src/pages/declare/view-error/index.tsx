/**
 * `/user/declare/view-error?id=` (guarded): what failed in a declaration's last calculation (the
 * engine's error, failed HMRC rules, missing return) and how to fix each, with the ways forward:
 * upload corrected data, recalculate, or declare zero when there were no sales.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, List, Result, Space, Spin, Typography } from 'antd';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getDeclaration } from '@/services/declare';
import { useIdParam } from '@/hooks/useIdParam';
import { actionPath } from '../_shared';
import '@/locales/areas/declare';

/** How to fix a problem line, by the code it starts with. */
function fixKey(problem: string): string {
  if (/^VAT_TOTAL_VALUE|^VAT_NET_VALUE|^INVALID_MONETARY_AMOUNT/.test(problem)) return 'declare.error.fix.mtd';
  if (/零申报/.test(problem)) return 'declare.error.fix.noReturn';
  return 'declare.error.fix.data';
}

/** The error page of a declaration. */
export default function ViewErrorPage() {
  const t = useT();
  const id = useIdParam();
  const detail = useApi(() => (id ? getDeclaration(id) : Promise.resolve(undefined)), { refreshDeps: [id] });
  const d = detail.data;
  if (!id) return <Result status="warning" title={t('declare.view.noId')} extra={<Button onClick={() => history.push('/user/declare')}>{t('declare.back')}</Button>} />;
  if (detail.error) return <Result status="error" title={t('declare.view.failed')} extra={<Button onClick={detail.refresh}>{t('declare.retry')}</Button>} />;
  if (!d) return <Spin style={{ display: 'block', margin: 48 }} />;
  const problems = d.calcs[0]?.problems ?? [];
  return (
    <PageContainer title={t('title.declare.error')} content={`${d.vatNumber} · ${d.periodStart} ~ ${d.periodEnd}`}>
      {!problems.length ? (
        <Result status="success" title={t('declare.error.none')} extra={<Button onClick={() => history.push(`/user/declare/view-data?id=${d.id}`)}>{t('declare.action.view')}</Button>} />
      ) : (
        <ProCard title={t('declare.error.title')}>
          <List
            dataSource={problems}
            renderItem={(p) => (
              <List.Item>
                <Space direction="vertical" size={2}>
                  <Typography.Text type="danger">{p}</Typography.Text>
                  <Typography.Text type="secondary">{t(fixKey(p))}</Typography.Text>
                </Space>
              </List.Item>
            )}
          />
          <Space style={{ marginTop: 16 }}>
            {d.actions.includes('upload') && <Button type="primary" onClick={() => history.push(actionPath('upload', d)!)}>{t('declare.action.upload')}</Button>}
            {d.actions.includes('zeroDeclare') && <Button onClick={() => history.push(actionPath('zeroDeclare', d)!)}>{t('declare.action.zeroDeclare')}</Button>}
          </Space>
        </ProCard>
      )}
    </PageContainer>
  );
}
