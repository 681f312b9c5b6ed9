/**
 * `/user/epr` (guarded, menu "EPR 服务"; issue #21): the user's registrations in progress and held
 * on top, each with what to do next (a returned one with its reason and 修改后重新提交; a held one
 * with its number and next report deadline), then the EPR services by country and stream: the
 * register and number each gives, the duties that follow, the yearly fee with its spec §9 default,
 * and what a non-EU producer must have; 办理 opens the wizard with the service chosen
 * (`/user/epr/company-info?type=<key>`). A service the user already holds or has in progress (the
 * duplicate rule: one registration per user, country and stream, src/core/epr/rules `duplicateOf`)
 * says so and leads to the list instead — read from the all-items list (`GET /api/epr?all=1`,
 * `listAllEpr`: every registration, not a page of them; issue #33); for an agent, how many of the
 * clients (those chosen in the header) hold it. Facts: the service records of src/core/epr/services (domain-facts D).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useAccess, useModel } from '@umijs/max';
import { Alert, Button, Col, Empty, List, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { StatusTag } from '@/components/ListPage';
import { DueCell } from '@/components/VatCells';
import type { EprOption, EprRegistration } from '@/core/epr/api';
import { duplicateOf } from '@/core/epr/rules';
import { defaultRecoveryFee, EPR_COUNTRIES, EPR_FEE_CURRENCY, isNone, servicesOf, type EprServiceRecord } from '@/core/epr/services';
import { EPR_STATUS_MAP } from '@/core/epr/status';
import { EPR_LIST_PATH, EPR_WIZARD } from '@/core/epr/steps';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { useReloadOnBelongingChange } from '@/components/BelongingUser';
import { listAllEpr, listEpr } from '@/services/epr';
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

/** What the user already has of a service: their own clashing registration (a seller), or how many clients hold one (an agent). */
type Held = { own?: EprOption; clients: number };

/** One service's card: register and number, duties, yearly fee default, what a non-EU producer needs. */
function ServiceCard({ s, held }: { s: EprServiceRecord; held?: Held }) {
  const t = useT();
  const fee = defaultRecoveryFee(s.key);
  const own = held?.own;
  return (
    <ProCard
      bordered
      style={{ height: '100%' }}
      data-testid={`epr-card-${s.key}`}
      title={t(`epr.service.${s.key}`)}
      extra={<Tag>{t(`epr.stream.${s.stream}`)}</Tag>}
      actions={[
        own ? (
          <Button key="go" type="link" onClick={() => history.push(EPR_LIST_PATH)} data-testid={`epr-held-${s.key}`}>
            {t('epr.overview.held.view')}
          </Button>
        ) : (
          <Button key="go" type="link" onClick={() => history.push(`${START}?type=${s.key}`)} data-testid={`epr-start-${s.key}`}>
            {t(s.transfer ? 'epr.overview.transfer' : 'epr.overview.start')}
          </Button>
        ),
      ]}
    >
      <Space direction="vertical" size={6}>
        {own && (
          <Alert
            type="success"
            showIcon
            data-testid={`epr-card-held-${s.key}`}
            message={t('epr.overview.held.own', { service: t(`epr.service.${own.type}`), status: t(`epr.status.${own.status}`) })}
            description={own.registrationNo ?? undefined}
          />
        )}
        {!own && !!held?.clients && (
          <Typography.Text type="secondary" data-testid={`epr-card-clients-${s.key}`}>
            {t('epr.overview.held.clients', { n: held.clients })}
          </Typography.Text>
        )}
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

/**
 * What each service's card says the user already has, from every registration (`listAllEpr`): a
 * seller's own clashing one (held or in progress, the duplicate rule); for an agent, the number of
 * clients with one held or in progress.
 */
function useHeld(): Partial<Record<EprServiceRecord['key'], Held>> {
  const { isAgent } = useAccess();
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.id;
  const all = useApi(() => listAllEpr({}, { skipErrorMessage: true }));
  useReloadOnBelongingChange(() => all.refresh());
  const rows = all.data ?? [];
  const out: Partial<Record<EprServiceRecord['key'], Held>> = {};
  for (const c of EPR_COUNTRIES) {
    for (const s of servicesOf(c)) {
      if (isAgent) {
        const clients = new Set(rows.filter((r) => r.userId !== me && duplicateOf(s.key, [r])).map((r) => r.userId)).size;
        if (clients) out[s.key] = { clients };
      } else {
        const own = duplicateOf(s.key, rows) as EprOption | undefined;
        if (own) out[s.key] = { own, clients: 0 };
      }
    }
  }
  return out;
}

/** The overview page. */
export default function EprOverviewPage() {
  const t = useT();
  const held = useHeld();
  return (
    <PageContainer title={t('title.epr.overview')} content={t('epr.overview.intro')}>
      <Mine />
      {EPR_COUNTRIES.map((c) => (
        <section key={c} style={{ marginBottom: 24 }} data-testid={`epr-country-${c}`}>
          <Typography.Title level={4}>{t(`epr.country.${c}`)}</Typography.Title>
          <Row gutter={[16, 16]}>
            {servicesOf(c).map((s) => (
              <Col key={s.key} xs={24} md={12} xl={8}>
                <ServiceCard s={s} held={held[s.key]} />
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </PageContainer>
  );
}
