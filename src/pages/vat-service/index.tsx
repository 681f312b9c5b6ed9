/**
 * `/user/vat` (guarded; menu "VAT 服务"; issue #10): the seller's VAT services at a glance — the
 * applications in progress with their stage and the next step (`GET /api/vat-tax/applications`),
 * the VAT numbers already held (the records area, `GET /api/vat-tax?all=1`), the buttons to register
 * in a new country or transfer a number (the wizard), a card per register country of spec §9 with
 * its documents, fiscal representative, lead time, first filing frequency and fees
 * (src/core/vat-service; the notes in the `vat-service` locale area), and the three guides.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, Link, useModel } from '@umijs/max';
import { useState } from 'react';
import { Alert, Button, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { CountryLabel } from '@/components/CountrySelect';
import {
  firstFilingFrequency,
  LEAD_TIME_WEEKS,
  needsFiscalRep,
  registerDocuments,
  VAT_REGISTER_COUNTRIES,
  VAT_SERVICE_DRAFT_TYPE,
  VAT_SERVICE_FEES,
  type VatApplication,
} from '@/core/vat-service';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { saveDraft } from '@/services/draft';
import { getApplication, listApplications } from '@/services/vat-service';
import { listAllVatTax } from '@/services/vat-tax';
import '@/locales/areas/vat-service';

const WIZARD = '/user/vat/service';

/** The card of one register country. */
function CountryCard({ code }: { code: string }) {
  const t = useT();
  const [min, max] = LEAD_TIME_WEEKS[code];
  const fees = VAT_SERVICE_FEES[code];
  const rep = needsFiscalRep(code);
  return (
    <ProCard
      bordered
      title={<CountryLabel code={code} />}
      extra={
        <Button
          size="small"
          type="link"
          onClick={() => history.push(`${WIZARD}?register=${code}`)}
          data-testid={`vs-card-register-${code}`}
        >
          {t('vatService.card.register')}
        </Button>
      }
      data-testid={`vs-card-${code}`}
    >
      <Space direction="vertical" size={6} style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t(`vatService.country.${code}.note`)}</Typography.Paragraph>
        <div>
          <Typography.Text strong>{t('vatService.card.fiscalRep')}：</Typography.Text>
          <Tag color={rep ? 'warning' : 'success'}>
            {t(rep ? 'vatService.card.fiscalRep.required' : 'vatService.card.fiscalRep.notRequired')}
          </Tag>
        </div>
        <div>
          <Typography.Text strong>{t('vatService.card.leadTime')}：</Typography.Text>
          {t('vatService.card.leadTime.value', { min, max })}
          <Typography.Text strong style={{ marginLeft: 16 }}>
            {t('vatService.card.frequency')}：
          </Typography.Text>
          {t(`vatService.frequency.${firstFilingFrequency(code)}`)}
        </div>
        <div>
          <Typography.Text strong>{t('vatService.card.fee')}：</Typography.Text>
          {t('vatService.card.fee.value', { register: fees.register, annual: fees.annual })}
        </div>
        <div>
          <Typography.Text strong>{t('vatService.card.documents')}：</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {registerDocuments(code).map((d) => (
              <li key={d}>{t(`vatService.doc.${d}`)}</li>
            ))}
          </ul>
        </div>
      </Space>
    </ProCard>
  );
}

/**
 * "修改后重新提交" of an application returned by ops: its values become the wizard's draft (every step
 * marked finished, resumed at the first step), tagged with `applicationId` so that the submit updates
 * this application instead of creating another; then the wizard opens (for an agent: on the client).
 */
function ResubmitButton({ app }: { app: VatApplication }) {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const [busy, setBusy] = useState(false);
  const me = initialState?.currentUser?.id;
  const open = async () => {
    setBusy(true);
    try {
      const { values } = await getApplication(app.id);
      const forClient = app.userId !== me;
      const { clientId: _c, signId: _s, ...rest } = values;
      await saveDraft(
        { type: VAT_SERVICE_DRAFT_TYPE, key: forClient ? String(app.userId) : undefined },
        { values: { ...rest, applicationId: app.id }, finished: { store: true, company: true, legal: true, other: true }, current: 'store' },
      );
      history.push(forClient ? `${WIZARD}?client=${app.userId}` : WIZARD);
    } catch {
      // The request layer showed the failure; nothing changed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" type="primary" loading={busy} onClick={() => void open()} data-testid={`vs-resubmit-${app.id}`}>
      {t('vatService.resubmit.action')}
    </Button>
  );
}

/** The applications in progress. */
function Applications() {
  const t = useT();
  const apps = useApi(() => listApplications({ skipErrorMessage: true }));
  if (apps.loading && !apps.data) return <Skeleton active />;
  if (apps.error)
    return (
      <Alert
        type="error"
        showIcon
        message={t('vatService.overview.loadFailed')}
        description={apps.error.message}
        action={<Button onClick={apps.refresh}>{t('vatService.retry')}</Button>}
      />
    );
  const list = (apps.data ?? []).filter((a) => a.stage !== 'issued');
  if (!list.length)
    return <Empty description={t('vatService.overview.applications.empty')} data-testid="vs-apps-empty" />;
  return (
    <div data-testid="vs-apps">
      <Table<VatApplication>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={list}
        columns={[
          { title: t('vatService.app.number'), dataIndex: 'number' },
          { title: t('vatService.field.companyName'), dataIndex: 'companyName' },
          {
            title: t('vatService.app.countries'),
            render: (_, a) => (
              <Space wrap size={4}>
                {a.registerCountry.map((c) => (
                  <Tag key={`r${c}`} color="processing">
                    {t('vatService.kind.register')} {c}
                  </Tag>
                ))}
                {a.transferCountry.map((c) => (
                  <Tag key={`t${c}`}>
                    {t('vatService.kind.transfer')} {c}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('vatService.app.stage'),
            dataIndex: 'stage',
            render: (s: string) => (
              <Tag color={s === 'needsAction' ? 'error' : 'processing'}>{t(`vatService.stage.${s}`)}</Tag>
            ),
          },
          {
            title: t('vatService.app.next'),
            dataIndex: 'stage',
            key: 'next',
            render: (s: string, a) =>
              s === 'needsAction' ? (
                <Space direction="vertical" size={4} data-testid={`vs-returned-${a.id}`}>
                  {a.returnReason && <Typography.Text type="danger">{t('vatService.resubmit.reason', { reason: a.returnReason })}</Typography.Text>}
                  <Typography.Text>{t(`vatService.next.${s}`)}</Typography.Text>
                  <ResubmitButton app={a} />
                </Space>
              ) : (
                t(`vatService.next.${s}`)
              ),
          },
          { title: t('vatService.app.total'), dataIndex: 'total', align: 'right', render: (v: string) => `¥${v}` },
          { title: t('vatService.app.createdAt'), dataIndex: 'createdAt' },
        ]}
      />
    </div>
  );
}

/** The VAT numbers held (issued). */
function Numbers() {
  const t = useT();
  const all = useApi(() => listAllVatTax({ status: 3 }, { skipErrorMessage: true }));
  if (all.loading && !all.data) return <Skeleton active />;
  if (all.error) return <Alert type="error" showIcon message={t('vatService.overview.loadFailed')} />;
  const rows = all.data ?? [];
  if (!rows.length) return <Empty description={t('vatService.overview.numbers.empty')} />;
  return (
    <Space wrap data-testid="vs-numbers">
      {rows.map((r) => (
        <Tag key={r.id} style={{ padding: '4px 8px' }}>
          <CountryLabel code={r.countryCode} /> {r.vatNumber}
        </Tag>
      ))}
    </Space>
  );
}

/** The overview page. */
export default function VatOverviewPage() {
  const t = useT();
  return (
    <PageContainer
      extra={[
        <Button key="r" type="primary" onClick={() => history.push(WIZARD)} data-testid="vs-register">
          {t('vatService.overview.register')}
        </Button>,
        <Button key="t" onClick={() => history.push(`${WIZARD}?transfer=1`)} data-testid="vs-transfer">
          {t('vatService.overview.transfer')}
        </Button>,
      ]}
    >
      <ProCard title={t('vatService.overview.applications')} style={{ marginBottom: 16 }}>
        <Applications />
      </ProCard>
      <ProCard
        title={t('vatService.overview.numbers')}
        extra={<Link to="/user/vat-tax">{t('vatService.overview.numbers.all')}</Link>}
        style={{ marginBottom: 16 }}
      >
        <Numbers />
      </ProCard>
      <ProCard title={t('vatService.overview.courses')} style={{ marginBottom: 16 }}>
        <Space wrap>
          <Link to="/user/vat/enterprise-course">{t('title.vatService.enterpriseCourse')}</Link>
          <Link to="/user/vat/es-course">{t('title.vatService.esCourse')}</Link>
          <Link to="/user/vat/hk-course">{t('title.vatService.hkCourse')}</Link>
        </Space>
      </ProCard>
      <Alert type="info" showIcon message={t('vatService.overview.apostille')} style={{ marginBottom: 16 }} />
      <ProCard title={t('vatService.overview.countries')} ghost>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))', gap: 16 }}>
          {VAT_REGISTER_COUNTRIES.map((c) => (
            <CountryCard key={c} code={c} />
          ))}
        </div>
      </ProCard>
    </PageContainer>
  );
}
