/**
 * `/user/epr/list/batchDeclarationPackaging` (open, spec §2; issue #21): the batch packaging
 * declaration, step 1. A guest sees what it is and a login button. A user sees the registrations it
 * may declare for (`GET /api/epr-declare/registrations`: active German packaging registrations with
 * their LUCID number and last declared period; an agent filters by client — the header's 所属用户,
 * shown and set here — sent as `users`), selects
 * some, downloads the template for them (`POST /api/epr-declare/download` → `GET
 * /api/epr-declare/download_result`, asynchronous, `.xlsx` sheet `sheet1`, through the list kit's
 * ExportButton) and goes on to the declaration page with `?ids=`.
 */
import { history, useAccess } from '@umijs/max';
import { Alert, Button, Card, Empty, Form, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { HeaderUsersFilter } from '@/components/AgentUserFilter';
import { useBelongingUsers } from '@/components/BelongingUser';
import { ExportButton } from '@/components/ListPage';
import { LoadFailed, OpenPage } from '@/components/OpenPage';
import { parsePeriod } from '@/core/epr-declare/rows';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { declareTemplateResult, listDeclarable, startDeclareTemplate, type DeclarableRegistrationRow } from '@/services/epr-declare';
import { DECLARE_RUN, lastYear } from './_shared';
import '@/locales/areas/epr-declare';

function Registrations() {
  const t = useT();
  const { isAgent } = useAccess();
  // The agent's client filter is the header's 所属用户 (one state, issue #33): this page has no
  // header, but the choice made elsewhere applies here and shows in the filter, and changing it here
  // changes it everywhere.
  const clients = useBelongingUsers().ids;
  const [selected, setSelected] = useState<number[]>([]);
  const [period, setPeriod] = useState(lastYear());
  const regs = useApi(() => listDeclarable(clients.length ? { users: clients.join(',') } : {}, { skipErrorMessage: true }), { refreshDeps: [clients.join(',')] });
  const periodOk = !!parsePeriod(period);
  const service = useMemo(() => ({ start: startDeclareTemplate, result: declareTemplateResult }), []);

  if (regs.error) return <LoadFailed error={regs.error} onRetry={regs.refresh} />;

  const columns: ColumnsType<DeclarableRegistrationRow> = [
    { title: t('eprDeclare.col.registrationNo'), dataIndex: 'registrationNo' },
    { title: t('eprDeclare.col.company'), dataIndex: 'companyName' },
    ...(isAgent ? [{ title: t('eprDeclare.col.user'), dataIndex: 'userName' }] : []),
    { title: t('eprDeclare.col.brand'), dataIndex: 'brandName', render: (v: string) => v || '-' },
    { title: t('eprDeclare.col.lastPeriod'), dataIndex: 'lastPeriod', render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('eprDeclare.never')}</Typography.Text> },
  ];
  const visible = new Set((regs.data ?? []).map((r) => r.id));
  const chosen = selected.filter((id) => visible.has(id));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph style={{ maxWidth: 960, marginBottom: 0 }}>{t('eprDeclare.intro')}</Typography.Paragraph>
      <Card>
        <Form layout="inline" style={{ rowGap: 12 }}>
          {isAgent && (
            <Form.Item label={t('eprDeclare.clients')}>
              <div data-testid="ed-clients">
                <HeaderUsersFilter style={{ width: 280 }} placeholder={t('eprDeclare.clients.placeholder')} aria-label={t('eprDeclare.clients')} />
              </div>
            </Form.Item>
          )}
          <Form.Item label={t('eprDeclare.period')} validateStatus={periodOk ? undefined : 'error'} help={periodOk ? undefined : t('eprDeclare.period.invalid')}>
            <Input id="ed-period" value={period} onChange={(e) => setPeriod(e.target.value)} placeholder={t('eprDeclare.period.placeholder')} style={{ width: 200 }} />
          </Form.Item>
        </Form>
      </Card>
      <Card
        title={t('title.eprDeclare.batch')}
        extra={
          <Space wrap>
            {chosen.length && periodOk ? (
              <ExportButton service={service} params={() => ({ ids: chosen, period: parsePeriod(period)!.text })} fileName={t('eprDeclare.template.file')} label={t('eprDeclare.template')} />
            ) : (
              <Button disabled title={t('eprDeclare.selectFirst')}>
                {t('eprDeclare.template')}
              </Button>
            )}
            <Button type="primary" disabled={!regs.data?.length} onClick={() => history.push(chosen.length ? `${DECLARE_RUN}?ids=${chosen.join(',')}` : DECLARE_RUN)} data-testid="ed-go">
              {chosen.length ? t('eprDeclare.go', { count: chosen.length }) : t('eprDeclare.goAll')}
            </Button>
          </Space>
        }
      >
        {!chosen.length && !!regs.data?.length && <Alert type="info" showIcon message={t('eprDeclare.selectFirst')} style={{ marginBottom: 12 }} />}
        <Table<DeclarableRegistrationRow>
          rowKey="id"
          data-testid="ed-registrations"
          loading={regs.loading}
          columns={columns}
          dataSource={regs.data ?? []}
          pagination={false}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setSelected(keys.map(Number)), getCheckboxProps: (r) => ({ disabled: false, 'aria-label': t('eprDeclare.select', { no: r.registrationNo }) }) }}
          locale={{
            emptyText: (
              <Empty description={t('eprDeclare.none')}>
                <Button onClick={() => history.push('/user/epr/list')}>{t('eprDeclare.none.action')}</Button>
              </Empty>
            ),
          }}
        />
      </Card>
    </Space>
  );
}

/** The page. */
export default function BatchDeclarationPackagingPage() {
  const t = useT();
  return (
    <OpenPage title={t('title.eprDeclare.batch')} guestTitle={t('eprDeclare.guest.title')} guestText={t('eprDeclare.guest.text')}>
      {() => <Registrations />}
    </OpenPage>
  );
}
