/**
 * The VAT registration and transfer wizard (issue #10; spec §2 "VAT service: store info
 * (/user/vat/service), company info, legal person, VAT info, preview", §3 fields, §5 rules): the
 * kit's WizardPage, one route per step, all rendering this page — `/user/vat/service`,
 * `/company-info`, `/legal-person`, `/other-info`, `/preview` (open: a guest sees what the wizard
 * asks and a way in), `/finished`. Draft `{ type: 'vat-service' }` (key: the client's id when an
 * agent works for a client, chosen first: `?client=<id>`), restored at the step left. Submit =
 * `POST /api/vat-tax/create` with the signed agreement's id — or, for an application returned by ops and
 * reopened from `/user/vat` (the draft's `applicationId`), `POST /api/vat-tax/update` of that same
 * application; a failure keeps the draft and the values.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useAccess, useLocation, useModel } from '@umijs/max';
import { Alert, Button, Descriptions, List, Result, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { CountryLabel } from '@/components/CountrySelect';
import WizardPage from '@/components/WizardPage';
import { isRegisterCountry, VAT_SERVICE_DRAFT_TYPE, withoutNulls, type VatApplication, type VatServiceValues } from '@/core/vat-service';
import { buildLoginPath } from '@/core/utils/redirect';
import { useT } from '@/hooks/useT';
import { createVatService, updateVatService } from '@/services/vat-service';
import PreviewExtra, { signKey, storedSignId } from './_preview';
import { CompanyStep, LegalStep, OtherStep, StoreStep } from './_steps';
import '@/locales/areas/vat-service';

const BASE = '/user/vat/service';
const LAST_KEY = 'yishui.vatService.last';

/** The client id of `?client=` (digits), or `undefined`. */
function clientOf(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('client') ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/** A guest on the open preview: what the wizard asks, and a way in. */
function GuestPreview() {
  const t = useT();
  const steps = ['store', 'company', 'legal', 'other', 'preview'];
  return (
    <PageContainer title={t('title.vatService.wizard')}>
      <ProCard data-testid="vs-guest">
        <Typography.Title level={4}>{t('vatService.preview.guest.title')}</Typography.Title>
        <Typography.Paragraph>{t('vatService.preview.guest.desc')}</Typography.Paragraph>
        <List bordered dataSource={steps} renderItem={(s, i) => <List.Item>{`${i + 1}. ${t(`vatService.preview.guest.${s}`)}`}</List.Item>} style={{ marginBottom: 16 }} />
        <Button type="primary" onClick={() => history.push(buildLoginPath(BASE))} data-testid="vs-guest-login">
          {t('vatService.preview.guest.login')}
        </Button>
      </ProCard>
    </PageContainer>
  );
}

/** An agent chooses the client first (the belonging user of the application). */
function ClientChooser() {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const clients = initialState?.currentUser?.clients ?? [];
  const [id, setId] = useState<number>();
  return (
    <PageContainer title={t('title.vatService.wizard')}>
      <ProCard data-testid="vs-client-chooser">
        <Typography.Title level={5}>{t('vatService.client.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('vatService.client.desc')}</Typography.Paragraph>
        <Space>
          <Select<number>
            style={{ width: 280 }}
            showSearch
            optionFilterProp="label"
            placeholder={t('vatService.client.placeholder')}
            aria-label={t('vatService.client.placeholder')}
            value={id}
            onChange={setId}
            options={clients.map((c) => ({ value: c.id, label: c.name }))}
            data-testid="vs-client-select"
          />
          <Button type="primary" disabled={!id} onClick={() => {
              const q = new URLSearchParams(window.location.search);
              q.set('client', String(id));
              history.push(`${BASE}?${q.toString()}`);
            }} data-testid="vs-client-start">
            {t('vatService.client.start')}
          </Button>
        </Space>
      </ProCard>
    </PageContainer>
  );
}

/** The finished page's text: the application just submitted (kept in session storage across the route change). */
function lastApplication(): VatApplication | undefined {
  try {
    return JSON.parse(window.sessionStorage.getItem(LAST_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** The wizard page. */
export default function VatServicePage() {
  const t = useT();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const { search, pathname } = useLocation();
  const user = initialState?.currentUser;
  const clientId = useMemo(() => clientOf(search), [search]);
  const isFinished = pathname.replace(/\/+$/, '') === `${BASE}/finished`;
  // A country chosen elsewhere (the overview's cards, the calculator's warning): `?register=DE`.
  const preset = useMemo(() => {
    const c = (new URLSearchParams(search).get('register') ?? '').toUpperCase();
    return isRegisterCountry(c) ? [c] : [];
  }, [search]);

  if (!user) return <GuestPreview />;
  if (access.isAgent && clientId === undefined && !isFinished) return <ClientChooser />;
  const client = clientId !== undefined ? (user.clients ?? []).find((c) => c.id === clientId) : undefined;
  if (clientId !== undefined && !client) {
    return (
      <PageContainer title={t('title.vatService.wizard')}>
        <Result status="warning" title={t('vatService.client.placeholder')} extra={<Button onClick={() => history.push(BASE)}>{t('vatService.client.change')}</Button>} />
      </PageContainer>
    );
  }
  const slot = `${user.id}|${clientId ?? ''}`;
  const last = isFinished ? lastApplication() : undefined;

  const submit = async (v: VatServiceValues) => {
    const signId = storedSignId(slot);
    if (!signId) throw new Error(t('vatService.preview.sign.required'));
    // A returned application being corrected is updated in place; anything else is a new application.
    const { applicationId, ...rest } = v;
    const body = withoutNulls({ ...rest, clientId, signId });
    const app = applicationId ? await updateVatService(applicationId, body) : await createVatService(body);
    window.sessionStorage.setItem(LAST_KEY, JSON.stringify(app));
    window.sessionStorage.removeItem(signKey(slot));
  };

  const countries = (v: VatServiceValues) => (
    <Space wrap>
      {(v.registerCountry ?? []).map((c) => (
        <Tag key={`r${c}`} color="processing">
          {t('vatService.kind.register')} · <CountryLabel code={c} />
        </Tag>
      ))}
      {(v.transferCountry ?? []).map((c) => (
        <Tag key={`t${c}`}>
          {t('vatService.kind.transfer')} · <CountryLabel code={c} />
        </Tag>
      ))}
    </Space>
  );

  return (
    <WizardPage<VatServiceValues>
      key={slot}
      testId="vs-wizard"
      draft={{ type: VAT_SERVICE_DRAFT_TYPE, key: clientId !== undefined ? String(clientId) : undefined }}
      initialValues={{ legalIdCardType: 'idcard', registerCountry: preset, transferCountry: [] }}
      // `?register=DE` wins over a restored draft's countries: DE is added to its register countries
      // (and leaves its transfer countries); the countries step is then to be checked again.
      restoreOverride={(v) => {
        const c = preset[0];
        if (!c || (v.registerCountry ?? []).includes(c)) return undefined;
        return { values: { registerCountry: [...(v.registerCountry ?? []), c], transferCountry: (v.transferCountry ?? []).filter((x) => x !== c) }, step: 'other' };
      }}
      content={
        client ? (
          <Space>
            <Alert type="info" showIcon message={t('vatService.client.current', { name: client.name })} data-testid="vs-client-current" />
            <Button size="small" onClick={() => history.push(BASE)}>
              {t('vatService.client.change')}
            </Button>
          </Space>
        ) : undefined
      }
      steps={[
        {
          key: 'store',
          path: BASE,
          title: t('vatService.step.store'),
          content: <StoreStep />,
          summary: (v) => (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('vatService.field.storeName')}>{v.storeName || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('vatService.field.urlToken')}>{v.urlToken || '-'}</Descriptions.Item>
            </Descriptions>
          ),
        },
        {
          key: 'company',
          path: `${BASE}/company-info`,
          title: t('vatService.step.company'),
          content: <CompanyStep />,
          formProps: { dateFormatter: 'string' },
          summary: (v) => (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('vatService.field.companyName')}>{v.companyName || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('vatService.field.registerNumber')}>{v.registerNumber || '-'}</Descriptions.Item>
            </Descriptions>
          ),
        },
        {
          key: 'legal',
          path: `${BASE}/legal-person`,
          title: t('vatService.step.legal'),
          content: <LegalStep />,
          formProps: { dateFormatter: 'string' },
          summary: (v) => (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('vatService.field.legalName')}>{v.legalName || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('vatService.field.legalCertFileNum')}>{v.legalCertFileNum || '-'}</Descriptions.Item>
            </Descriptions>
          ),
        },
        {
          key: 'other',
          path: `${BASE}/other-info`,
          title: t('vatService.step.other'),
          content: <OtherStep />,
          formProps: { dateFormatter: 'string' },
          summary: countries,
        },
      ]}
      preview={{ path: `${BASE}/preview`, content: (v, control) => <PreviewExtra values={v} slot={slot} onSigned={control.clearError} /> }}
      finished={{
        path: `${BASE}/finished`,
        title: t('vatService.finished.title'),
        subTitle: t('vatService.finished.subTitle', { number: last?.number ?? '' }),
        extra: [
          <Button key="follow" type="primary" onClick={() => history.push('/user/vat')} data-testid="vs-follow">
            {t('vatService.finished.follow')}
          </Button>,
          <Button key="records" onClick={() => history.push('/user/vat-tax')}>
            {t('vatService.finished.records')}
          </Button>,
        ],
      }}
      onSubmit={submit}
    />
  );
}
