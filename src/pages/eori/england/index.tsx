/**
 * `/england-eori` (guarded; issue #23): the UK EORI application on the kit's WizardPage, its steps the
 * one list of src/core/eori/steps.ts — company (spec §3 England draft with the licence OCR of the kit's
 * company fields, plus the postal code and the SIC code HMRC asks), HMRC's questions (Corporation Tax
 * UTR, UK VAT registration: then the EORI is GB + VRN + 000, shown as it is typed), contact — then the
 * preview (the EORI it will get, HMRC's outcomes and usual times) and the finished page (the outcome
 * of `POST /api/eori/gb/create`). Draft `{ type: 'gb-eori' }`; an agent chooses the client first. A
 * returned application reopened from the records (`applicationId` in the draft) is resubmitted.
 */
import { getSession, setSession } from '@/core/storage';
import { ProFormDatePicker, ProFormDependency, ProFormItem, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { Alert, Button, List, Typography } from 'antd';
import WizardPage, { type WizardStepPart } from '@/components/WizardPage';
import { CompanyInfoFields } from '@/components/wizard';
import { checkContactEmail, checkContactPhone, checkPostalCode, checkSicCode, checkUtr, checkVrn, countryOfEnglishName, eoriFromVrn, ESTABLISHMENT_COUNTRIES, GB_EORI_DRAFT_TYPE, GB_EORI_WIZARD, type GbEoriValues } from '@/core/eori';
import { GB_EORI_READ_WIZARD } from '@/core/eori/fields';
import { isBlankValue, toAntdRule } from '@/core/rules';
import { isValidUrl } from '@/core/utils/url';
import { useT } from '@/hooks/useT';
import { createGbEori, updateGbEori, type EoriApplication } from '@/services/eori';
import { dateText, englishRule, foundDateRule, SicField, todayText } from '../_shared';
import '@/locales/areas/eori';

const LAST_KEY = 'yishui.eori.gb.last';

/** The application just submitted (kept for the finished page across the route change). */
function lastApplication(): EoriApplication | undefined {
  return getSession<EoriApplication | undefined>(LAST_KEY, undefined);
}

/** Step 1: the company. */
function CompanyStep() {
  const t = useT();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('eori.gb.intro')}</Typography.Paragraph>
      <CompanyInfoFields idPrefix="ge" scene="eori-file" foundDateName="companyFoundDate" foundDateRules={[foundDateRule(t)]} />
      <ProFormText name="companyNameEn" label={t('eori.field.companyNameEn')} width="lg" rules={[englishRule(t, 'eori.rule.companyNameEn.required')]} fieldProps={{ maxLength: 200, id: 'ge-companyNameEn' }} />
      <ProFormText name="companyAddressEn" label={t('eori.field.companyAddressEn')} width="xl" rules={[englishRule(t, 'eori.rule.addressEn.required')]} fieldProps={{ maxLength: 200, id: 'ge-companyAddressEn' }} />
      <ProFormText name="companyCityEn" label={t('eori.field.companyCityEn')} width="md" rules={[englishRule(t, 'eori.rule.cityEn.required')]} fieldProps={{ maxLength: 100, id: 'ge-companyCityEn' }} />
      <ProFormSelect name="companyCountryEn" label={t('eori.field.companyCountryEn')} width="md" options={ESTABLISHMENT_COUNTRIES.map((c) => ({ value: c.en, label: c.en }))} rules={[{ required: true, message: t('eori.rule.country.invalid') }]} />
      <ProFormDependency name={['companyCountryEn']}>
        {({ companyCountryEn }) => (
          <ProFormText
            name="companyPostalCode"
            label={t('eori.field.companyPostalCode')}
            width="sm"
            rules={[toAntdRule((v) => checkPostalCode(countryOfEnglishName(companyCountryEn), v), t, { required: countryOfEnglishName(companyCountryEn) !== 'HK' })]}
            fieldProps={{ maxLength: 12, id: 'ge-companyPostalCode' }}
          />
        )}
      </ProFormDependency>
      <ProFormItem name="sicCode" label={t('eori.field.sicCode')} extra={t('eori.field.sicCode.extra')} rules={[toAntdRule(checkSicCode, t, { required: true })]}>
        <SicField />
      </ProFormItem>
      <ProFormText
        name="amazonStoreLink"
        label={t('eori.field.amazonStoreLink')}
        width="xl"
        rules={[toAntdRule((v) => (isBlankValue(v) || isValidUrl(String(v).trim()) ? null : 'eori.rule.storeLink.invalid'), t)]}
        fieldProps={{ maxLength: 300, id: 'ge-amazonStoreLink' }}
      />
    </>
  );
}

/** The EORI a VAT number gives, as typed (GB + VRN + 000), or why there is none yet. */
function EoriLine({ vrn, vatRegistered }: { vrn?: string; vatRegistered?: boolean }) {
  const t = useT();
  const eori = vatRegistered ? eoriFromVrn(vrn) : null;
  if (vatRegistered && !eori) return null;
  return (
    <Alert
      type={eori ? 'success' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      message={eori ? t('eori.gb.eoriPreview', { eori }) : t('eori.gb.eoriPreview.none')}
      data-testid="ge-eori-preview"
    />
  );
}

/** Step 2: what HMRC asks a company from outside the UK: UTR, UK VAT registration. */
function HmrcStep() {
  const t = useT();
  const yesNo = [
    { label: t('eori.yes'), value: true },
    { label: t('eori.no'), value: false },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('eori.gb.hmrc.desc')}</Typography.Paragraph>
      <div data-testid="ge-hasUtr">
        <ProFormRadio.Group name="hasUtr" label={t('eori.field.hasUtr')} options={yesNo} rules={[{ required: true, message: t('eori.rule.choose') }]} />
      </div>
      <ProFormDependency name={['hasUtr']}>
        {({ hasUtr }) => (hasUtr ? <ProFormText name="utr" label={t('eori.field.utr')} width="sm" rules={[toAntdRule(checkUtr, t, { required: true })]} fieldProps={{ maxLength: 14, id: 'ge-utr' }} /> : null)}
      </ProFormDependency>
      <div data-testid="ge-vatRegistered">
        <ProFormRadio.Group name="vatRegistered" label={t('eori.field.vatRegistered')} options={yesNo} rules={[{ required: true, message: t('eori.rule.choose') }]} />
      </div>
      <ProFormDependency name={['vatRegistered', 'vrn']}>
        {({ vatRegistered, vrn }) => (
          <>
            {vatRegistered ? (
              <>
                <ProFormText name="vrn" label={t('eori.field.vrn')} width="md" rules={[toAntdRule(checkVrn, t, { required: true })]} fieldProps={{ maxLength: 20, id: 'ge-vrn' }} />
                <ProFormDatePicker name="vatEffectiveDate" label={t('eori.field.vatEffectiveDate')} width="md" rules={[toAntdRule((v) => (isBlankValue(v) || String(dateText(v)) > todayText() ? 'eori.rule.vatDate.invalid' : null), t, { required: true })]} fieldProps={{ id: 'ge-vatEffectiveDate' }} />
              </>
            ) : null}
            {vatRegistered !== undefined && <EoriLine vrn={vrn} vatRegistered={vatRegistered} />}
          </>
        )}
      </ProFormDependency>
    </>
  );
}

/** Step 3: the contact HMRC writes to (the EORI is e-mailed). */
function ContactStep() {
  const t = useT();
  return (
    <>
      <ProFormText name="contactName" label={t('eori.field.contactName')} width="md" rules={[{ required: true, message: t('eori.rule.contactName.required') }]} fieldProps={{ maxLength: 50, id: 'ge-contactName' }} />
      <ProFormText name="contactEmail" label={t('eori.field.contactEmail')} width="md" rules={[toAntdRule(checkContactEmail, t, { required: true })]} fieldProps={{ maxLength: 100, id: 'ge-contactEmail' }} />
      <ProFormText name="contactPhone" label={t('eori.field.contactPhone')} width="md" rules={[toAntdRule(checkContactPhone, t, { required: true })]} fieldProps={{ maxLength: 30, id: 'ge-contactPhone' }} />
    </>
  );
}

/** The preview's extra: the EORI it will get, HMRC's outcomes and their usual times, the source. */
function PreviewExtra({ values }: { values: GbEoriValues }) {
  const t = useT();
  return (
    <div data-testid="ge-preview">
      {values.applicationId ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('eori.resubmit.note')} /> : null}
      <EoriLine vrn={values.vrn} vatRegistered={values.vatRegistered} />
      <List
        size="small"
        bordered
        header={<Typography.Text strong>{t('eori.gb.outcomes.title')}</Typography.Text>}
        dataSource={['complete', 'review', 'progress', 'rejected', 'exists']}
        renderItem={(k) => <List.Item>{t(`eori.gb.outcome.${k}`)}</List.Item>}
        footer={<Typography.Text type="secondary">{t('eori.gb.source')}</Typography.Text>}
      />
    </div>
  );
}

/** The wizard page. */
export default function EnglandEoriPage() {
  const t = useT();
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, '') === GB_EORI_WIZARD.finished.path ? lastApplication() : undefined;
  // What the preview reads back of each step is declared in src/core/eori/fields.ts.
  const parts: Record<string, WizardStepPart<GbEoriValues>> = {
    company: { content: <CompanyStep />, formProps: { dateFormatter: 'string' } },
    hmrc: { content: <HmrcStep />, formProps: { dateFormatter: 'string' } },
    contact: { content: <ContactStep /> },
  };
  const submit = async (v: GbEoriValues, ctx: { clientId?: number }) => {
    const { applicationId, ...values } = v;
    const body = { ...values, clientId: ctx.clientId };
    const app = applicationId ? await updateGbEori({ ...body, id: applicationId }) : await createGbEori(body);
    setSession(LAST_KEY, app);
  };
  const outcome = last ? t(`eori.gb.finished.${['granted', 'review', 'exists'].includes(last.status) ? last.status : 'submitted'}`, { eori: last.eoriNumber }) : undefined;
  return (
    <WizardPage<GbEoriValues>
      testId="ge-wizard"
      def={GB_EORI_READ_WIZARD}
      parts={parts}
      client
      draft={{ type: GB_EORI_DRAFT_TYPE }}
      initialValues={{ companyCountryEn: 'CHINA' }}
      preview={{ content: (v) => <PreviewExtra values={v} /> }}
      finished={{
        title: t('eori.gb.finished.title'),
        subTitle: <span data-testid="ge-outcome">{outcome}</span>,
        extra: [
          <Button key="records" type="primary" onClick={() => history.push('/user/eori-records')} data-testid="eori-to-records">
            {t('eori.finished.records')}
          </Button>,
          <Button key="again" onClick={() => history.push(GB_EORI_WIZARD.steps[0].path)}>
            {t('eori.finished.again')}
          </Button>,
        ],
      }}
      onSubmit={submit}
    />
  );
}
