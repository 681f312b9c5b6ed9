/**
 * The four data steps of the VAT service wizard (issue #10; spec §3 fields, §5 rules), each a set of
 * ProForm fields rendered inside the WizardPage's StepForm, built from the wizard kit's field groups
 * (src/components/wizard: company with licence OCR and lookup, legal person with document OCR and
 * the automatic check, files, the VAT per-country sets). Checks that need the server run as async
 * field rules or next to the field, and show their Chinese message at the field.
 */
import { ProFormCheckbox, ProFormDependency, ProFormItem, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Alert, Form } from 'antd';
import { CountryLabel } from '@/components/CountrySelect';
import { CompanyInfoFields, LegalPersonFields, StoresField } from '@/components/wizard';
import { ExistsWarning, FbaScreenshot, JapanFields, RegisterFields, TransferFields, VatFileField, vatUpload } from '@/components/wizard/vat/CountryFields';
import { isBlankValue, toAntdRule } from '@/core/rules';
import { checkCountries, VAT_REGISTER_COUNTRIES, VAT_TRANSFER_COUNTRIES } from '@/core/vat-service';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { DEFAULT_GB_TAX_AGENT_EMAIL_KEY, enumOptions, fetchEnum, fetchSettings, settingValue } from '@/services/common';
import '@/locales/areas/vat-service';

const required = (t: (k: string) => string, key = 'vatService.rule.required') => ({ required: true, message: t(key) });
/** Spec §5 merchant token: 10–20 upper-case letters or digits (blank allowed). */
const checkUrlToken = (v: unknown) => (isBlankValue(v) || /^[A-Z0-9]{10,20}$/.test(String(v).trim()) ? null : 'vatService.field.urlToken.invalid');

/**
 * Step 1: the store (spec §3: storePlatform, storePlatformName, storeName, urlToken, screenshot, companyType,
 * subCompanyType), plus the seller's other stores or web shops (kit StoresField, optional): tax offices may
 * ask for the website URL (domain-facts "VAT registration", AVASK's list for Germany).
 */
export function StoreStep() {
  const t = useT();
  const platforms = useApi(() => fetchEnum('vat_store_platform', { skipErrorMessage: true }));
  const companyTypes = useApi(() => fetchEnum('vat_company_type', { skipErrorMessage: true }));
  return (
    <>
      <ProFormSelect name="storePlatform" label={t('vatService.field.storePlatform')} width="md" options={enumOptions(platforms.data ?? [])} rules={[required(t, 'vatService.rule.platform.required')]} fieldProps={{ loading: platforms.loading, 'data-testid': 'vs-platform' } as object} />
      <ProFormDependency name={['storePlatform']}>
        {({ storePlatform }) => (String(storePlatform ?? '').toLowerCase() === 'other' ? <ProFormText name="storePlatformName" label={t('vatService.field.storePlatformName')} width="md" rules={[required(t)]} /> : null)}
      </ProFormDependency>
      <ProFormText name="storeName" label={t('vatService.field.storeName')} width="md" rules={[required(t, 'vatService.rule.storeName.required')]} fieldProps={{ maxLength: 100, id: 'vs-storeName' }} />
      <ProFormText name="urlToken" label={t('vatService.field.urlToken')} width="md" extra={t('vatService.field.urlToken.extra')} fieldProps={{ maxLength: 20, id: 'vs-urlToken' }} rules={[toAntdRule(checkUrlToken, t)]} />
      <StoresField name="otherStores" required={false} label={t('vatService.field.otherStores')} extra={t('vatService.field.otherStores.extra')} testId="vs-other-stores" />
      <ProFormItem name="storeScreenshot" label={t('vatService.field.storeScreenshot')}>
        <VatFileField scene="vat-store" testId="vs-store-shot" max={3} />
      </ProFormItem>
      <ProFormSelect name="companyType" label={t('vatService.field.companyType')} width="md" options={enumOptions(companyTypes.data ?? [])} rules={[required(t)]} fieldProps={{ loading: companyTypes.loading }} />
      <ProFormText name="subCompanyType" label={t('vatService.field.subCompanyType')} width="md" fieldProps={{ maxLength: 40 }} />
    </>
  );
}

/** Step 2: the company (kit: licence OCR, lookup, credit code with check character and blacklist), then the mainland company type. */
export function CompanyStep() {
  const t = useT();
  const mainland = useApi(() => fetchEnum('china_main_land_company_type', { skipErrorMessage: true }));
  return (
    <>
      <CompanyInfoFields idPrefix="vs" upload={vatUpload} blacklist />
      <ProFormSelect name="mainlandCompanyType" label={t('vatService.field.mainlandCompanyType')} width="md" options={enumOptions(mainland.data ?? [])} fieldProps={{ loading: mainland.loading }} />
      {mainland.error && <Alert type="warning" showIcon message={mainland.error.message} style={{ marginBottom: 16 }} />}
    </>
  );
}

/** Step 3: the legal person (kit: document OCR, number with check character, passport expiry, automatic check). */
export function LegalStep() {
  return <LegalPersonFields idPrefix="vs" upload={vatUpload} identifyCheck />;
}

/** Step 4: the countries, then per country the register / transfer fields, Japan's fields, the FBA screenshot. */
export function OtherStep() {
  const t = useT();
  const settings = useApi(() => fetchSettings({ key: DEFAULT_GB_TAX_AGENT_EMAIL_KEY }, { skipErrorMessage: true }));
  const agentEmail = settingValue(settings.data, DEFAULT_GB_TAX_AGENT_EMAIL_KEY);
  const form = Form.useFormInstance();
  const countriesRule = toAntdRule(() => checkCountries(form.getFieldValue('registerCountry'), form.getFieldValue('transferCountry')), t);
  return (
    <>
      <FbaScreenshot />
      <div data-testid="vs-register-countries">
        <ProFormCheckbox.Group name="registerCountry" label={t('vatService.field.registerCountry')} options={VAT_REGISTER_COUNTRIES.map((c) => ({ value: c, label: <CountryLabel code={c} /> }))} rules={[countriesRule]} />
      </div>
      <div data-testid="vs-transfer-countries">
        <ProFormCheckbox.Group name="transferCountry" label={t('vatService.field.transferCountry')} options={VAT_TRANSFER_COUNTRIES.map((c) => ({ value: c, label: <CountryLabel code={c} /> }))} rules={[countriesRule]} />
      </div>
      <ProFormDependency name={['registerCountry', 'transferCountry']}>
        {({ registerCountry, transferCountry }) => {
          const reg = (registerCountry ?? []) as string[];
          return (
            <>
              <ExistsWarning countries={reg} />
              {reg.map((c) => (
                <RegisterFields key={c} country={c} agentEmail={agentEmail} />
              ))}
              {reg.includes('JP') && <JapanFields />}
              {((transferCountry ?? []) as string[]).map((c) => (
                <TransferFields key={c} country={c} />
              ))}
            </>
          );
        }}
      </ProFormDependency>
    </>
  );
}
