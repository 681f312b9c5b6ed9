/**
 * `/user/epr` (guarded, menu "EPR 服务"; issue #21): the user's registrations in progress and held
 * on top, each with what to do next (a returned one with its reason and 修改后重新提交; a held one
 * with its number and next report deadline), then the EPR services by country and stream: the
 * register and number each gives, the duties that follow, the yearly fee with its spec §9 default,
 * and what a non-EU producer must have; 办理 opens the wizard with the service chosen
 * (`/user/epr/company-info?type=<key>`). Facts: the service records of src/core/epr/services (domain-facts D).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Alert, Button, Col, Empty, List, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { StatusTag } from '@/components/ListPage';
import { DueCell } from '@/components/VatCells';
import type { EprRegistration } from '@/core/epr/api';
import { defaultRecoveryFee, EPR_COUNTRIES, EPR_FEE_CURRENCY, isNone, servicesOf, type EprServiceRecord } from '@/core/epr/services';
import { EPR_STATUS_MAP } from '@/core/epr/status';
import { EPR_LIST_PATH, EPR_WIZARD } from '@/core/epr/steps';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { listEpr } from '@/services/epr';
import { ResubmitButton } from './_shared';
import '@/locales/areas/epr';

const START = EPR_WIZARD.steps[0].path;

/** What to do next with a registration, by status. */
function NextStep({ r }: { r: EprRegistration }) {
  const t = useT();
  if (r.status === 2) {
    return (
      <Space direction="vertical" size={4}>
        <Typography.Text type="warning">{t('epr.overview.returned', { reason: r.returnReason ?? '' })}</Typography.Text>
        <ResubmitButton id={r.id} userId={r.userId} />
      </Space>
    );
  }
  if (r.status === 4) {
    return (
      <Space direction="vertical" size={0}>
        <Typography.Text>{t('epr.overview.held', { no: r.registrationNo ?? '-' })}</Typography.Text>
        {r.nextDeadline && (
          <Space size={4}>
            <span>{t('epr.overview.nextReport')}</span>
            <DueCell date={r.nextDeadline} daysLeft={r.daysLeft} testId={`epr-overview-due-${r.id}`} />
          </Space>
        )}
      </Space>
    );
  }
  if (r.status === 7) return <Typography.Text type="danger">{t('epr.overview.expired')}</Typography.Text>;
  return <Typography.Text type="secondary">{t(`epr.overview.wait.${r.status}`)}</Typography.Text>;
}

/** The user's registrations in progress, returned and held (not the stopped or rejected ones). */
function Mine() {
  const t = useT();
  const mine = useApi(() => listEpr({ perPage: 50, order_by: '-updatedAt' }, { skipErrorMessage: true }));
  const rows = (mine.data?.list ?? []).filter((r) => ![5, 6].includes(r.status)).sort((a, b) => Number(b.status === 2) - Number(a.status === 2));
  return (
    <ProCard
      title={t('epr.overview.mine')}
      bordered
      style={{ marginBottom: 16 }}
      extra={
        <Button type="link" onClick={() => history.push(EPR_LIST_PATH)}>
          {t('epr.overview.all')}
        </Button>
      }
    >
      {mine.loading && <Skeleton active />}
      {mine.error && <Alert type="warning" showIcon message={mine.error.message} />}
      {mine.data && !rows.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('epr.overview.none')} />}
      {rows.length > 0 && (
        <List
          data-testid="epr-mine"
          dataSource={rows}
          renderItem={(r) => (
            <List.Item key={r.id} data-testid={`epr-mine-${r.id}`}>
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>{t(`epr.service.${r.type}`)}</span>
                    <StatusTag map={EPR_STATUS_MAP} value={r.status} />
                    {r.userName && <Typography.Text type="secondary">{r.companyName}</Typography.Text>}
                  </Space>
                }
                description={<NextStep r={r} />}
              />
            </List.Item>
          )}
        />
      )}
    </ProCard>
  );
}

/** One service's card: register and number, duties, yearly fee default, what a non-EU producer needs. */
function ServiceCard({ s }: { s: EprServiceRecord }) {
  const t = useT();
  const fee = defaultRecoveryFee(s.key);
  return (
    <ProCard
      bordered
      style={{ height: '100%' }}
      data-testid={`epr-card-${s.key}`}
      title={t(`epr.service.${s.key}`)}
      extra={<Tag>{t(`epr.stream.${s.stream}`)}</Tag>}
      actions={[
        <Button key="go" type="link" onClick={() => history.push(`${START}?type=${s.key}`)} data-testid={`epr-start-${s.key}`}>
          {t(s.transfer ? 'epr.overview.transfer' : 'epr.overview.start')}
        </Button>,
      ]}
    >
      <Space direction="vertical" size={6}>
        <Typography.Text>
          <Typography.Text strong>{t('epr.overview.register')}</Typography.Text>
          {s.register.name}
        </Typography.Text>
        <Typography.Text>
          <Typography.Text strong>{t('epr.overview.number')}</Typography.Text>
          {isNone(s.number) ? s.number.none : <span style={{ fontFamily: 'Menlo, Consolas, monospace' }}>{s.number.example}</span>}
        </Typography.Text>
        <Typography.Text>
          <Typography.Text strong>{t('epr.overview.duties')}</Typography.Text>
          {t(`epr.duty.${s.key}`)}
        </Typography.Text>
        <Typography.Text>
          <Typography.Text strong>{t('epr.overview.fee')}</Typography.Text>
          {fee !== undefined ? t('epr.overview.fee.default', { fee, currency: EPR_FEE_CURRENCY }) : t('epr.overview.fee.quoted')}
        </Typography.Text>
        <Typography.Text type="secondary">
          <Typography.Text strong type="secondary">
            {t('epr.overview.nonEu')}
          </Typography.Text>
          {t(`epr.nonEu.${s.key}`)}
        </Typography.Text>
      </Space>
    </ProCard>
  );
}

/** The overview page. */
export default function EprOverviewPage() {
  const t = useT();
  return (
    <PageContainer title={t('title.epr.overview')} content={t('epr.overview.intro')}>
      <Mine />
      {EPR_COUNTRIES.map((c) => (
        <section key={c} style={{ marginBottom: 24 }} data-testid={`epr-country-${c}`}>
          <Typography.Title level={4}>{t(`epr.country.${c}`)}</Typography.Title>
          <Row gutter={[16, 16]}>
            {servicesOf(c).map((s) => (
              <Col key={s.key} xs={24} md={12} xl={8}>
                <ServiceCard s={s} />
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </PageContainer>
  );
}
