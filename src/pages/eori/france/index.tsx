/**
 * The French EORI application of one company (guarded; issue #23; spec §2 `/france-eori/single` →
 * `/single-credentials` → `/confirm` → `/finished`, §3 France draft) on the kit's WizardPage: the
 * company (the other EU country's VAT number checked by format and check digits, its certificate), the
 * documents French customs ask for, the read-back to confirm, the finished page. The page says that a
 * company registered for French VAT normally gets FR + SIREN and that using another EU country's VAT
 * number is not confirmed by every source (domain-facts §C.2 [UNVERIFIED]), and which source we follow.
 * Draft `{ type: 'fr-eori' }`; an agent chooses the client first (or uses the batch page).
 */
import { getSession, setSession } from '@/core/storage';
import { ProFormDatePicker, ProFormDependency, ProFormItem, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { history, Link, useAccess, useLocation } from '@umijs/max';
import { Alert, Button, Space, Typography } from 'antd';
import WizardPage, { type WizardStepPart } from '@/components/WizardPage';
import { FileField } from '@/components/wizard';
import { checkContactEmail, checkContactPhone, checkOtherEuVat, checkPostalCode, countryOfEnglishName, ESTABLISHMENT_COUNTRIES, FR_EORI_BATCH_PATH, FR_EORI_DRAFT_TYPE, FR_EORI_WIZARD, type FrEoriValues } from '@/core/eori';
import { FR_EORI_READ_WIZARD } from '@/core/eori/fields';
import { toAntdRule } from '@/core/rules';
import { useT } from '@/hooks/useT';
import { createFrEori, updateFrEori, type EoriApplication } from '@/services/eori';
import { englishRule, foundDateRule } from '../_shared';
import '@/locales/areas/eori';

const LAST_KEY = 'yishui.eori.fr.last';

function lastApplication(): EoriApplication | undefined {
  return getSession<EoriApplication | undefined>(LAST_KEY, undefined);
}

/** What the page says about French EORIs: FR + SIREN with French VAT; the conflict on another EU VAT number and the source we follow. */
function FranceNotes() {
  const t = useT();
  const access = useAccess();
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('eori.fr.intro')}
        {access.isAgent && (
          <>
            {' '}
            <Link to={FR_EORI_BATCH_PATH}>{t('eori.fr.batch.link')}</Link>
          </>
        )}
      </Typography.Paragraph>
      <Alert type="warning" showIcon message={t('eori.fr.conflict.title')} description={t('eori.fr.conflict.desc')} data-testid="fe-conflict" />
    </Space>
  );
}

/** Step 1 (`/france-eori/single`): the company, spec §3 France draft. */
function CompanyStep() {
  const t = useT();
  return (
    <>
      <FranceNotes />
      <ProFormText name="companyName" label={t('eori.field.companyName')} width="lg" rules={[{ required: true, message: t('eori.rule.companyName.required') }]} fieldProps={{ maxLength: 100, id: 'fe-companyName' }} />
      <ProFormText name="companyNameEn" label={t('eori.field.companyNameEn')} width="lg" rules={[englishRule(t, 'eori.rule.companyNameEn.required')]} fieldProps={{ maxLength: 200, id: 'fe-companyNameEn' }} />
      <ProFormText name="otherEoriVatNumber" label={t('eori.field.otherEoriVatNumber')} width="md" rules={[toAntdRule(checkOtherEuVat, t, { required: true })]} fieldProps={{ maxLength: 20, id: 'fe-otherEoriVatNumber' }} />
      <ProFormItem name="otherEoriVatCert" label={t('eori.field.otherEoriVatCert')} rules={[{ required: true, type: 'array', min: 1, message: t('eori.rule.vatCert.required') }]}>
        <FileField scene="eori-file" testId="fe-vatCert" />
      </ProFormItem>
      <ProFormDatePicker name="companyFoundDate" label={t('eori.field.companyFoundDate')} width="md" rules={[foundDateRule(t)]} fieldProps={{ id: 'fe-companyFoundDate' }} />
      <ProFormText name="companyAddressNumber" label={t('eori.field.companyAddressNumber')} width="sm" rules={[englishRule(t, 'eori.rule.addressNumber.required')]} fieldProps={{ maxLength: 20, id: 'fe-companyAddressNumber' }} />
      <ProFormText name="companyAddressEn" label={t('eori.field.companyAddressEn')} width="xl" rules={[englishRule(t, 'eori.rule.addressEn.required')]} fieldProps={{ maxLength: 200, id: 'fe-companyAddressEn' }} />
      <ProFormText name="companyCityEn" label={t('eori.field.companyCityEn')} width="md" rules={[englishRule(t, 'eori.rule.cityEn.required')]} fieldProps={{ maxLength: 100, id: 'fe-companyCityEn' }} />
      <ProFormSelect name="companyCountryEn" label={t('eori.field.companyCountryEn')} width="md" options={ESTABLISHMENT_COUNTRIES.map((c) => ({ value: c.en, label: c.en }))} rules={[{ required: true, message: t('eori.rule.country.invalid') }]} />
      <ProFormDependency name={['companyCountryEn']}>
        {({ companyCountryEn }) => (
          <ProFormText
            name="companyZipCode"
            label={t('eori.field.companyZipCode')}
            width="sm"
            rules={[toAntdRule((v) => checkPostalCode(countryOfEnglishName(companyCountryEn), v), t, { required: countryOfEnglishName(companyCountryEn) !== 'HK' })]}
            fieldProps={{ maxLength: 12, id: 'fe-companyZipCode' }}
          />
        )}
      </ProFormDependency>
    </>
  );
}

/** Step 2 (`/france-eori/single-credentials`): the documents and the contact French customs ask for. */
function CredentialsStep() {
  const t = useT();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('eori.fr.credentials.desc')}</Typography.Paragraph>
      <ProFormItem name="businessLicense" label={t('eori.field.businessLicense')} rules={[{ required: true, type: 'array', min: 1, message: t('eori.rule.licence.required') }]}>
        <FileField scene="eori-file" testId="fe-licence" />
      </ProFormItem>
      <ProFormItem name="licenceTranslation" label={t('eori.field.licenceTranslation')}>
        <FileField scene="eori-file" testId="fe-translation" />
      </ProFormItem>
      <ProFormItem name="legalIdFile" label={t('eori.field.legalIdFile')} rules={[{ required: true, type: 'array', min: 1, message: t('eori.rule.legalId.required') }]}>
        <FileField scene="eori-file" testId="fe-legalId" />
      </ProFormItem>
      <ProFormText name="contactName" label={t('eori.field.contactName')} width="md" rules={[{ required: true, message: t('eori.rule.contactName.required') }]} fieldProps={{ maxLength: 50, id: 'fe-contactName' }} />
      <ProFormText name="contactEmail" label={t('eori.field.contactEmail')} width="md" rules={[toAntdRule(checkContactEmail, t, { required: true })]} fieldProps={{ maxLength: 100, id: 'fe-contactEmail' }} />
      <ProFormText name="contactPhone" label={t('eori.field.contactPhone')} width="md" rules={[toAntdRule(checkContactPhone, t, { required: true })]} fieldProps={{ maxLength: 30, id: 'fe-contactPhone' }} />
    </>
  );
}

/** The wizard page. */
export default function FranceEoriPage() {
  const t = useT();
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, '') === FR_EORI_WIZARD.finished.path ? lastApplication() : undefined;
  // What the preview reads back of each step is declared in src/core/eori/fields.ts.
  const parts: Record<string, WizardStepPart<FrEoriValues>> = {
    company: { content: <CompanyStep />, formProps: { dateFormatter: 'string' } },
    credentials: { content: <CredentialsStep /> },
  };
  const submit = async (v: FrEoriValues, ctx: { clientId?: number }) => {
    const { applicationId, ...values } = v;
    const body = { ...values, clientId: ctx.clientId };
    const app = applicationId ? await updateFrEori({ ...body, id: applicationId }) : await createFrEori(body);
    setSession(LAST_KEY, app);
  };
  return (
    <WizardPage<FrEoriValues>
      testId="fe-wizard"
      def={FR_EORI_READ_WIZARD}
      parts={parts}
      client
      draft={{ type: FR_EORI_DRAFT_TYPE }}
      initialValues={{ companyCountryEn: 'CHINA' }}
      preview={{ content: (v) => (v.applicationId ? <Alert type="info" showIcon message={t('eori.resubmit.note')} /> : null) }}
      finished={{
        title: t('eori.fr.finished.title'),
        subTitle: <span data-testid="fe-outcome">{last ? t('eori.fr.finished.desc', { id: last.id }) : null}</span>,
        extra: [
          <Button key="records" type="primary" onClick={() => history.push('/user/eori-records')} data-testid="eori-to-records">
            {t('eori.finished.records')}
          </Button>,
          <Button key="again" onClick={() => history.push(FR_EORI_WIZARD.steps[0].path)}>
            {t('eori.finished.again')}
          </Button>,
        ],
      }}
      onSubmit={submit}
    />
  );
}
