/**
 * `/user/compliance` (guarded, menu 授权代表总览; issue #22): the representative services by country
 * (spec §9 agent flags as code badges), each saying what the law asks — who may act, what goes on
 * the label, which categories, which documents the representative keeps and how long — with the
 * yearly fee and its sources (src/core/compliance/services.ts); the user's services in progress and
 * active with their end dates on top; an agent's own EU offices (spec §6
 * `other_settings.default_eu_agent_offices`, not empty) offered as the label's address.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, Link, useModel } from '@umijs/max';
import { Alert, Button, Col, Descriptions, List, Row, Space, Typography } from 'antd';
import { StatusTag } from '@/components/ListPage';
import { CountryLabel } from '@/components/CountrySelect';
import { AGENT_SERVICE_KEYS, AGENT_SERVICES, COMPLIANCE_STATUS_MAP, EU_OFFICES, TRANSFER_FEE } from '@/core/compliance/services';
import { COMPLIANCE_WIZARD } from '@/core/compliance/steps';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { listCompliance } from '@/services/compliance';
import '@/locales/areas/compliance';

const ENTRY = COMPLIANCE_WIZARD.steps[0].path;

/** The user's services in progress or active. */
function Mine() {
  const t = useT();
  const q = useApi(() => listCompliance({ perPage: 50 }));
  const rows = (q.data?.list ?? []).filter((r) => r.status === 1 || r.status === 2 || r.status === 3);
  return (
    <ProCard title={t('compliance.overview.mine')} extra={<Link to="/user/compliance/list">{t('compliance.overview.toList')}</Link>} loading={q.loading} data-testid="cp-mine">
      {rows.length ? (
        <List
          size="small"
          dataSource={rows}
          renderItem={(r) => (
            <List.Item data-testid={`cp-mine-${r.id}`}>
              <Space wrap>
                <CountryLabel code={AGENT_SERVICES[r.type].flag} />
                <Typography.Text strong>{t(`compliance.svc.${r.type}.name`)}</Typography.Text>
                <StatusTag map={COMPLIANCE_STATUS_MAP} value={r.status} />
                <Typography.Text type={r.daysLeft !== null && r.daysLeft <= 30 ? 'warning' : 'secondary'}>
                  {r.daysLeft !== null ? t('compliance.overview.expires', { date: r.validDate, days: r.daysLeft }) : t('compliance.overview.starts', { date: r.expectValidDate })}
                </Typography.Text>
                {r.returnReason && <Typography.Text type="danger">{t('compliance.returned', { reason: r.returnReason })}</Typography.Text>}
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Typography.Text type="secondary">{t('compliance.overview.mine.empty')}</Typography.Text>
      )}
    </ProCard>
  );
}

/** The overview page. */
export default function ComplianceOverviewPage() {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const offices = (initialState?.currentUser?.other_settings?.default_eu_agent_offices ?? []).filter((c) => EU_OFFICES[c]);
  return (
    <PageContainer content={t('compliance.overview.intro')}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Mine />
        {offices.length > 0 && (
          <Alert
            type="info"
            showIcon
            data-testid="cp-offices"
            message={t('compliance.overview.offices')}
            description={
              <Space direction="vertical" size={2}>
                <span>{t('compliance.overview.offices.desc')}</span>
                {offices.map((c) => (
                  <span key={c}>{`${EU_OFFICES[c].name} · ${EU_OFFICES[c].address} · ${EU_OFFICES[c].email}`}</span>
                ))}
              </Space>
            }
          />
        )}
        <Row gutter={[16, 16]}>
          {AGENT_SERVICE_KEYS.map((k) => {
            const s = AGENT_SERVICES[k];
            return (
              <Col key={k} xs={24} xl={12}>
                <ProCard
                  bordered
                  data-testid={`cp-card-${k}`}
                  title={
                    <Space>
                      <CountryLabel code={s.flag} />
                      {t(`compliance.svc.${k}.name`)}
                    </Space>
                  }
                  extra={
                    <Button type="primary" size="small" onClick={() => history.push(`${ENTRY}?service=${k}`)} data-testid={`cp-order-${k}`}>
                      {t('compliance.overview.order')}
                    </Button>
                  }
                >
                  <Descriptions column={1} size="small" labelStyle={{ width: 110 }}>
                    {(['law', 'who', 'label', 'categories', 'documents'] as const).map((f) => (
                      <Descriptions.Item key={f} label={t(`compliance.overview.${f}`)}>
                        {t(`compliance.svc.${k}.${f}`)}
                      </Descriptions.Item>
                    ))}
                    <Descriptions.Item label={t('compliance.overview.sources')}>
                      <Space direction="vertical" size={0}>
                        {s.sources.map((x) => (
                          <Typography.Link key={x.url} href={x.url} target="_blank" rel="noreferrer">
                            {x.title}
                          </Typography.Link>
                        ))}
                      </Space>
                    </Descriptions.Item>
                  </Descriptions>
                  <Space wrap>
                    <Typography.Text strong>{t('compliance.overview.fee', { fee: s.yearlyFee })}</Typography.Text>
                    {s.transferable && <Typography.Text type="secondary">{t('compliance.overview.transferFee', { fee: TRANSFER_FEE })}</Typography.Text>}
                  </Space>
                </ProCard>
              </Col>
            );
          })}
        </Row>
      </Space>
    </PageContainer>
  );
}
