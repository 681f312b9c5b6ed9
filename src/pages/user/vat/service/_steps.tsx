/**
 * The four data steps of the VAT service wizard (issue #10; spec §3 fields, §5 rules): each a set
 * of ProForm fields rendered inside the WizardPage's StepForm. Checks that need the server (blacklist,
 * legal person, VAT number) run as async field rules or next to the field, and show their Chinese
 * message at the field.
 */
import {
  ProCard,
  ProFormCheckbox,
  ProFormDatePicker,
  ProFormDependency,
  ProFormItem,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { CountryLabel, countryName, useCountries } from '@/components/CountrySelect';
import { isValidUscc } from '@/core/china-ids';
import { isBlankValue, toAntdRule } from '@/core/rules';
import { isValidVatNumber } from '@/core/rules/vat';
import {
  checkCountries,
  checkFiscalRep,
  checkJpCorporateNumber,
  checkLegalCertNumber,
  checkPassportExpiry,
  checkRegisterNumber,
  checkTransferVatNumber,
  datePeriodOptions,
  declareTypeOptions,
  defaultTaxDeclare,
  EU_REGISTER_COUNTRIES,
  firstFilingFrequency,
  japanFirstDeclareDefault,
  legalResultKey,
  needsFiscalRep,
  normaliseLegalQuery,
  shouldAutoCheckLegal,
  VAT_REGISTER_COUNTRIES,
  VAT_TRANSFER_COUNTRIES,
  type VatServiceFile,
} from '@/core/vat-service';
import { useWizardSync } from '@/components/WizardPage';
import { useApi } from '@/hooks/useApi';
import { useT, type Translate } from '@/hooks/useT';
import { DEFAULT_GB_TAX_AGENT_EMAIL_KEY, enumOptions, fetchEnum, fetchSettings, ocr, settingValue } from '@/services/common';
import {
  checkBlacklist,
  checkExists,
  checkIdentifyExists,
  fetchFbaOcrResult,
  fetchFrNumberInfo,
  fetchMtdInfo,
  searchCompany,
  startFbaOcr,
  validRegisterLegal,
  vatCheck,
  type LegalCheckResult,
  type VatCheckResult,
} from '@/services/vat-service';
import FileField from './_upload';
import '@/locales/areas/vat-service';

const yesNo = (t: (k: string) => string) => [
  { label: t('vatService.yes'), value: true },
  { label: t('vatService.no'), value: false },
];
const yearOptions = (t: Translate) => [1, 2, 3, 4, 5].map((n) => ({ label: t('vatService.years', { n }), value: n }));
const required = (t: (k: string) => string, key = 'vatService.rule.required') => ({ required: true, message: t(key) });
/** A required file field (an emptied list counts as missing). */
const requiredFiles = (t: (k: string) => string, key = 'vatService.rule.required') => ({ required: true, type: 'array' as const, min: 1, message: t(key) });

/** Step 1: the store (spec §3: storePlatform, storePlatformName, storeName, urlToken, screenshot, companyType, subCompanyType). */
export function StoreStep() {
  const t = useT();
  const platforms = useApi(() => fetchEnum('vat_store_platform', { skipErrorMessage: true }));
  const companyTypes = useApi(() => fetchEnum('vat_company_type', { skipErrorMessage: true }));
  return (
    <>
      <ProFormSelect name="storePlatform" label={t('vatService.field.storePlatform')} width="md" options={enumOptions(platforms.data ?? [])} rules={[required(t, 'vatService.rule.platform.required')]} fieldProps={{ loading: platforms.loading, 'data-testid': 'vs-platform' } as object} />
      <ProFormDependency name={['storePlatform']}>
        {({ storePlatform }) =>
          String(storePlatform ?? '').toLowerCase() === 'other' ? <ProFormText name="storePlatformName" label={t('vatService.field.storePlatformName')} width="md" rules={[required(t)]} /> : null
        }
      </ProFormDependency>
      <ProFormText name="storeName" label={t('vatService.field.storeName')} width="md" rules={[required(t, 'vatService.rule.storeName.required')]} fieldProps={{ maxLength: 100, id: 'vs-storeName' }} />
      <ProFormText
        name="urlToken"
        label={t('vatService.field.urlToken')}
        width="md"
        extra={t('vatService.field.urlToken.extra')}
        fieldProps={{ maxLength: 20, id: 'vs-urlToken' }}
        rules={[toAntdRule((v) => (isBlankValue(v) || /^[A-Z0-9]{10,20}$/.test(String(v).trim()) ? null : 'vatService.field.urlToken.invalid'), t)]}
      />
      <ProFormItem name="storeScreenshot" label={t('vatService.field.storeScreenshot')}>
        <FileField scene="vat-store" testId="vs-store-shot" max={3} />
      </ProFormItem>
      <ProFormSelect name="companyType" label={t('vatService.field.companyType')} width="md" options={enumOptions(companyTypes.data ?? [])} rules={[required(t)]} fieldProps={{ loading: companyTypes.loading }} />
      <ProFormText name="subCompanyType" label={t('vatService.field.subCompanyType')} width="md" fieldProps={{ maxLength: 40 }} />
    </>
  );
}

/** The company lookup (`GET /api/vat-tax/qcc`): search, then fill the company fields. */
function CompanyLookup() {
  const t = useT();
  const form = Form.useFormInstance();
  // Values set by code (OCR, the lookup's 填入) are reported to the wizard so the draft saves them.
  const sync = useWizardSync();
  const [q, setQ] = useState('');
  const found = useApi((k: string) => searchCompany(k, { skipErrorMessage: true }), { manual: true });
  return (
    <ProCard bordered size="small" style={{ marginBottom: 16 }}>
      <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
        <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('vatService.qcc.placeholder')} aria-label={t('vatService.qcc.placeholder')} onPressEnter={() => q.trim() && found.run(q.trim())} data-testid="vs-qcc-input" />
        <Button onClick={() => q.trim() && found.run(q.trim())} loading={found.loading} data-testid="vs-qcc-search">
          {t('vatService.qcc.search')}
        </Button>
      </Space.Compact>
      {found.error && <Typography.Text type="danger">{found.error.message}</Typography.Text>}
      {found.data && !found.data.length && <Typography.Text type="secondary">{t('vatService.qcc.none')}</Typography.Text>}
      {(found.data ?? []).map((c) => (
        <div key={c.registerNo} style={{ marginTop: 8 }}>
          <Space wrap>
            <span>{c.companyName}</span>
            <Typography.Text type="secondary">{c.registerNo}</Typography.Text>
            <Button
              size="small"
              type="link"
              data-testid="vs-qcc-fill"
              onClick={() => {
                form.setFieldsValue({ companyName: c.companyName, registerNumber: c.registerNo, companyAddress: c.address, foundDate: c.foundDate });
                sync();
                void form.validateFields(['registerNumber']).catch(() => undefined);
              }}
            >
              {t('vatService.qcc.fill')}
            </Button>
          </Space>
        </div>
      ))}
    </ProCard>
  );
}

/** Step 2: the company (licence OCR, lookup, credit code with check character and blacklist, mainland type retried 3 times). */
export function CompanyStep() {
  const t = useT();
  const form = Form.useFormInstance();
  // Values set by code (OCR, the lookup's 填入) are reported to the wizard so the draft saves them.
  const sync = useWizardSync();
  const mainland = useApi(() => fetchEnum('china_main_land_company_type', { skipErrorMessage: true }));
  const blackCache = useRef(new Map<string, string>());
  return (
    <>
      <ProFormItem name="businessLicense" label={t('vatService.field.businessLicense')} extra={t('vatService.field.businessLicense.extra')} rules={[requiredFiles(t, 'vatService.rule.licence.required')]}>
        <FileField
          scene="vat-licence"
          testId="vs-licence"
          onUploaded={async (f: VatServiceFile) => {
            const r = await ocr({ key: f.key }, 'bizlicense', { skipErrorMessage: true });
            form.setFieldsValue({ companyName: r.companyName, registerNumber: r.registerNo, companyAddress: r.address, foundDate: r.foundDate });
            sync();
          }}
        />
      </ProFormItem>
      <CompanyLookup />
      <ProFormText name="companyName" label={t('vatService.field.companyName')} width="lg" rules={[required(t, 'vatService.rule.companyName.required')]} fieldProps={{ maxLength: 100, id: 'vs-companyName' }} />
      <ProFormText
        name="registerNumber"
        label={t('vatService.field.registerNumber')}
        width="md"
        validateTrigger="onBlur"
        fieldProps={{ maxLength: 18, id: 'vs-registerNumber' }}
        rules={[
          toAntdRule(checkRegisterNumber, t, { required: true }),
          {
            validator: async (_: unknown, v: unknown) => {
              const code = String(v ?? '').trim().toUpperCase();
              if (!isValidUscc(code)) return;
              if (!blackCache.current.has(code)) {
                const r = await checkBlacklist({ registerNumber: code }, { skipErrorMessage: true }).catch(() => ({ black: false, reason: '' }));
                blackCache.current.set(code, r.black ? r.reason : '');
              }
              const reason = blackCache.current.get(code);
              if (reason) throw new Error(t('vatService.black.refused', { reason }));
            },
          },
        ]}
      />
      <ProFormText name="companyAddress" label={t('vatService.field.companyAddress')} width="xl" fieldProps={{ maxLength: 200 }} />
      <ProFormDatePicker name="foundDate" label={t('vatService.field.foundDate')} width="md" />
      <ProFormSelect name="mainlandCompanyType" label={t('vatService.field.mainlandCompanyType')} width="md" options={enumOptions(mainland.data ?? [])} fieldProps={{ loading: mainland.loading }} />
      {mainland.error && <Alert type="warning" showIcon message={mainland.error.message} style={{ marginBottom: 16 }} />}
    </>
  );
}

/** The automatic legal-person check (spec §5): runs when company name, credit code and legal name are all filled. */
function LegalCheck({ onResult }: { onResult: (key: string, r: LegalCheckResult | undefined) => void }) {
  const t = useT();
  const form = Form.useFormInstance();
  const legalName = Form.useWatch('legalName', form) as string | undefined;
  const companyName = form.getFieldValue('companyName') as string | undefined;
  const registerNumber = form.getFieldValue('registerNumber') as string | undefined;
  const [state, setState] = useState<{ loading: boolean; result?: LegalCheckResult; error?: string }>({ loading: false });
  const query = normaliseLegalQuery({ companyName, registerNumber, legalName });
  const key = `${query.companyName}|${query.registerNumber}|${query.legalName}`;
  useEffect(() => {
    if (!shouldAutoCheckLegal(query)) {
      setState({ loading: false });
      return undefined;
    }
    let live = true;
    setState({ loading: true });
    const timer = window.setTimeout(() => {
      validRegisterLegal(query, { skipErrorMessage: true })
        .then((r) => {
          if (!live) return;
          setState({ loading: false, result: r });
          onResult(key, r);
          void form.validateFields(['legalName']).catch(() => undefined);
        })
        .catch((e: Error) => live && setState({ loading: false, error: e.message }));
    }, 400);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!shouldAutoCheckLegal(query)) return <Alert type="info" showIcon message={t('vatService.legal.waiting')} style={{ marginBottom: 16 }} />;
  if (state.loading) return <Alert type="info" showIcon message={t('vatService.legal.checking')} style={{ marginBottom: 16 }} data-testid="vs-legal-checking" />;
  if (state.error) return <Alert type="warning" showIcon message={state.error} style={{ marginBottom: 16 }} data-testid="vs-legal-result" />;
  const r = state.result;
  if (!r) return null;
  const failKey = legalResultKey(r.status);
  return (
    <Alert
      type={failKey ? (r.status === -1 ? 'warning' : 'error') : 'success'}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="vs-legal-result"
      data-status={r.status}
      message={failKey ? t(failKey, { legalName: r.legalName }) : t('vatService.legal.passed')}
    />
  );
}

/** Step 3: the legal person (document OCR, number with check character, passport expiry, automatic check). */
export function LegalStep() {
  const t = useT();
  const form = Form.useFormInstance();
  // Values set by code (OCR, the lookup's 填入) are reported to the wizard so the draft saves them.
  const sync = useWizardSync();
  const results = useRef(new Map<string, LegalCheckResult | undefined>());
  const [identifyWarn, setIdentifyWarn] = useState(false);
  return (
    <>
      <ProFormRadio.Group
        name="legalIdCardType"
        label={t('vatService.field.legalIdCardType')}
        initialValue="idcard"
        options={[
          { label: t('vatService.field.legalIdCardType.idcard'), value: 'idcard' },
          { label: t('vatService.field.legalIdCardType.passport'), value: 'passport' },
        ]}
      />
      <ProFormDependency name={['legalIdCardType']}>
        {({ legalIdCardType }) => (
          <ProFormItem name="legalCertFile" label={t('vatService.field.legalCertFile')} rules={[requiredFiles(t, 'vatService.rule.certFile.required')]}>
            <FileField
              scene="vat-idcard"
              testId="vs-idcard"
              onUploaded={async (f) => {
                if (legalIdCardType === 'passport') {
                  const r = await ocr({ key: f.key }, 'passport', { skipErrorMessage: true });
                  form.setFieldsValue({ legalName: r.name, legalCertFileNum: r.passportNo, legalCertExpiry: r.expiryDate });
                } else {
                  const r = await ocr({ key: f.key }, 'idcard', { skipErrorMessage: true });
                  form.setFieldsValue({ legalName: r.name, legalCertFileNum: r.idNumber });
                }
                sync();
              }}
            />
          </ProFormItem>
        )}
      </ProFormDependency>
      <ProFormText
        name="legalName"
        label={t('vatService.field.legalName')}
        width="md"
        fieldProps={{ maxLength: 50, id: 'vs-legalName' }}
        rules={[
          required(t, 'vatService.rule.legalName.required'),
          {
            validator: async (_: unknown, v: unknown) => {
              const q = normaliseLegalQuery({ companyName: form.getFieldValue('companyName'), registerNumber: form.getFieldValue('registerNumber'), legalName: v });
              const r = results.current.get(`${q.companyName}|${q.registerNumber}|${q.legalName}`);
              const key = r ? legalResultKey(r.status) : null;
              if (r && key && r.status !== -1) throw new Error(t(key, { legalName: r.legalName }));
            },
          },
        ]}
      />
      <LegalCheck onResult={(k, r) => results.current.set(k, r)} />
      <ProFormDependency name={['legalIdCardType']}>
        {({ legalIdCardType }) => (
          <>
            <ProFormText
              name="legalCertFileNum"
              label={t('vatService.field.legalCertFileNum')}
              width="md"
              validateTrigger="onBlur"
              fieldProps={{
                maxLength: 20,
                id: 'vs-certNum',
                onBlur: (e) => {
                  const v = e.target.value.trim();
                  if (!checkLegalCertNumber(legalIdCardType, v)) void checkIdentifyExists(v, { skipErrorMessage: true }).then((r) => setIdentifyWarn(r.exists)).catch(() => undefined);
                },
              }}
              rules={[toAntdRule((v) => checkLegalCertNumber(legalIdCardType, v), t, { required: true })]}
            />
            {identifyWarn && <Alert type="warning" showIcon message={t('vatService.identify.warn')} style={{ marginBottom: 16 }} />}
            {legalIdCardType === 'passport' && (
              <ProFormDatePicker name="legalCertExpiry" label={t('vatService.field.legalCertExpiry')} width="md" rules={[toAntdRule((v) => checkPassportExpiry(v), t, { required: true })]} />
            )}
          </>
        )}
      </ProFormDependency>
    </>
  );
}

/** The transferred number's lookups: tax-office check (`vat-check`), GB MTD info, FR number info. */
function VatLookup({ country }: { country: string }) {
  const t = useT();
  const form = Form.useFormInstance();
  const value = Form.useWatch(['information', 'transfer', country, 'localVatNumber'], form) as string | undefined;
  const [res, setRes] = useState<{ check?: VatCheckResult; extra?: string; loading?: boolean; error?: string }>({});
  const valid = !!value && isValidVatNumber(country, value);
  useEffect(() => {
    if (!valid) {
      setRes({});
      return undefined;
    }
    let live = true;
    setRes({ loading: true });
    void (async () => {
      try {
        const check = await vatCheck(country, value!, { skipErrorMessage: true });
        let extra: string | undefined;
        if (check.status === 'valid' && country === 'GB') {
          const m = await fetchMtdInfo(value!, { skipErrorMessage: true });
          extra = t('vatService.mtd.info', { mtd: t(m.mtd ? 'vatService.mtd.yes' : 'vatService.mtd.no'), stagger: m.stagger });
        }
        if (check.status === 'valid' && country === 'FR') {
          const f = await fetchFrNumberInfo(value!, { skipErrorMessage: true });
          extra = t('vatService.fr.info', { name: f.name, siren: f.siren, office: f.office });
        }
        if (live) setRes({ check, extra });
      } catch (e) {
        if (live) setRes({ error: (e as Error).message });
      }
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [country, value, valid]);
  if (!valid) return null;
  const c = res.check;
  return (
    <div data-testid={`vs-vatcheck-${country}`} data-status={c?.status ?? (res.loading ? 'loading' : '')} style={{ marginBottom: 16 }}>
      {res.loading && <Typography.Text type="secondary">{t('vatService.legal.checking')}</Typography.Text>}
      {res.error && <Alert type="warning" showIcon message={res.error} />}
      {c && (
        <Alert
          type={c.status === 'valid' ? 'success' : c.status === 'invalid' ? 'error' : 'warning'}
          showIcon
          message={c.status === 'valid' ? t('vatService.vatCheck.valid', { name: c.name ?? '' }) : t(c.status === 'invalid' ? 'vatService.vatCheck.invalid' : 'vatService.vatCheck.unavailable')}
          description={res.extra}
        />
      )}
    </div>
  );
}

/** The FBA inventory screenshot: upload, recognise (`fba-ocr`, result polled), list the warehouses' countries. */
function FbaScreenshot() {
  const t = useT();
  const [state, setState] = useState<{ countries?: string[]; error?: string }>({});
  return (
    <ProFormItem label={t('vatService.field.fba')}>
      <FileField
        scene="vat-fba"
        testId="vs-fba"
        accept=".png,.jpg,.jpeg"
        busyText={t('vatService.fba.running')}
        onUploaded={async (f) => {
          setState({});
          const { taskId } = await startFbaOcr(f.key, { skipErrorMessage: true });
          for (let i = 0; i < 20; i += 1) {
            // eslint-disable-next-line no-await-in-loop
            await new Promise<void>((r) => {
              window.setTimeout(r, 600);
            });
            // eslint-disable-next-line no-await-in-loop
            const r = await fetchFbaOcrResult(taskId, { skipErrorMessage: true });
            if (r.status === 'done') {
              setState({ countries: r.countries });
              return;
            }
          }
          throw new Error(t('vatService.fba.failed'));
        }}
      />
      {state.countries && (
        <Typography.Text data-testid="vs-fba-result">
          {t('vatService.fba.result', { countries: state.countries.join('、') })}
        </Typography.Text>
      )}
    </ProFormItem>
  );
}

/** Register fields of one country (spec §3), with the defaults of spec §9 (declaration code, Japan first declare date). */
function RegisterFields({ country, agentEmail }: { country: string; agentEmail: string }) {
  const t = useT();
  const countries = useCountries();
  const p = (f: string) => ['information', 'register', country, f];
  const periods = datePeriodOptions();
  return (
    <ProCard bordered title={t('vatService.register.title', { country: countryName(countries.data ?? [], country) || country })} style={{ marginBottom: 16 }} data-testid={`vs-register-${country}`}>
      <ProFormSelect
        name={p('taxDeclare')}
        label={t('vatService.field.taxDeclare')}
        width="md"
        initialValue={defaultTaxDeclare(country)}
        options={[1, 2, 3].map((v) => ({ value: v, label: t(`vatService.field.taxDeclare.${v}`) }))}
      />
      <ProFormRadio.Group name={p('hasAbroadBankAccount')} label={t('vatService.field.hasAbroadBankAccount')} initialValue={false} options={yesNo(t)} />
      <ProFormRadio.Group
        name={p('taxPayType')}
        label={t('vatService.field.taxPayType')}
        initialValue="agent"
        options={[
          { label: t('vatService.field.taxPayType.agent'), value: 'agent' },
          { label: t('vatService.field.taxPayType.self'), value: 'self' },
        ]}
      />
      {(EU_REGISTER_COUNTRIES as readonly string[]).includes(country) && <ProFormRadio.Group name={p('needEuVat')} label={t('vatService.field.needEuVat')} initialValue options={yesNo(t)} />}
      <ProFormRadio.Group
        name={p('datePeriod')}
        label={t('vatService.field.datePeriod')}
        initialValue="thisYear"
        options={periods.map((o) => ({ value: o.value, disabled: o.disabled, label: t(`vatService.field.datePeriod.${o.value}`) }))}
      />
      <ProFormSelect
        name={p('declareMode')}
        label={t('vatService.field.declareMode')}
        width="sm"
        initialValue={firstFilingFrequency(country)}
        options={['monthly', 'quarterly', 'annual'].map((v) => ({ value: v, label: t(`vatService.frequency.${v}`) }))}
      />
      <ProFormDatePicker name={p('firstDeclareDate')} label={t('vatService.field.firstDeclareDate')} width="md" initialValue={country === 'JP' ? japanFirstDeclareDefault() : undefined} />
      <ProFormSelect name={p('expectValidDate')} label={t('vatService.field.expectValidDate')} width="sm" initialValue={1} options={yearOptions(t)} fieldProps={{ 'data-testid': `vs-years-${country}` } as object} />
      {country === 'GB' && (
        <ProFormText name={p('agentEmail')} label={t('vatService.field.agentEmail')} width="md" initialValue={agentEmail || undefined} rules={[{ type: 'email', message: t('vatService.rule.email.invalid') }]} />
      )}
      {needsFiscalRep(country) && (
        <ProFormRadio.Group
          name={p('fiscalRepresentative')}
          label={t('vatService.field.fiscalRepresentative')}
          extra={t(`vatService.country.${country}.note`)}
          rules={[toAntdRule((v) => checkFiscalRep(country, v), t, { required: true })]}
          options={[
            { label: t('vatService.field.fiscalRepresentative.ours'), value: 'ours' },
            { label: t('vatService.field.fiscalRepresentative.own'), value: 'own' },
          ]}
        />
      )}
      <ProFormCheckbox name={p('checkIdentifyNo')} initialValue={false}>
        {t('vatService.field.checkIdentifyNo')}
      </ProFormCheckbox>
    </ProCard>
  );
}

/** Transfer fields of one country (spec §3), the number checked by jsvat then by the tax office. */
function TransferFields({ country }: { country: string }) {
  const t = useT();
  const countries = useCountries();
  const p = (f: string) => ['information', 'transfer', country, f];
  const declareTypes = declareTypeOptions(country);
  const deadline = country === 'ES' ? '1 月 30 日' : country === 'IT' ? '4 月 30 日' : '';
  return (
    <ProCard bordered title={t('vatService.transfer.title', { country: countryName(countries.data ?? [], country) || country })} style={{ marginBottom: 16 }} data-testid={`vs-transfer-${country}`}>
      <ProFormText
        name={p('localVatNumber')}
        label={t('vatService.field.localVatNumber')}
        width="md"
        validateTrigger="onBlur"
        fieldProps={{ maxLength: 20, id: `vs-vat-${country}` }}
        rules={[toAntdRule((v) => checkTransferVatNumber(country, v), t, { required: true })]}
      />
      <VatLookup country={country} />
      <ProFormSelect
        name={p('vatMode')}
        label={t('vatService.field.vatMode')}
        width="sm"
        initialValue="standard"
        options={(country === 'GB' ? ['standard', 'flatRate'] : ['standard']).map((v) => ({ value: v, label: t(`vatService.field.vatMode.${v}`) }))}
      />
      {country === 'GB' ? (
        <ProFormRadio.Group name={p('hasGatewayAccount')} label={t('vatService.field.hasGatewayAccount')} initialValue options={yesNo(t)} />
      ) : (
        <>
          <ProFormRadio.Group name={p('hasEuVat')} label={t('vatService.field.hasEuVat')} initialValue options={yesNo(t)} />
          <ProFormDependency name={[p('hasEuVat')]}>
            {(v) =>
              v?.information?.transfer?.[country]?.hasEuVat ? (
                <ProFormText name={p('euVatNumber')} label={t('vatService.field.euVatNumber')} width="md" rules={[toAntdRule((x) => (isBlankValue(x) || isValidVatNumber(country, x) ? null : 'vatService.rule.vatNumber.invalid'), t)]} />
              ) : null
            }
          </ProFormDependency>
        </>
      )}
      <ProFormRadio.Group
        name={p('declareType')}
        label={t('vatService.field.declareType')}
        initialValue="periodic"
        extra={deadline && !declareTypes.includes('annual') ? t('vatService.field.declareType.annualClosed', { date: deadline }) : undefined}
        options={(['periodic', 'annual'] as const).map((v) => ({ value: v, label: t(`vatService.field.declareType.${v}`), disabled: !declareTypes.includes(v) }))}
      />
      <ProFormRadio.Group name={p('lastYearDeclareMade')} label={t('vatService.field.lastYearDeclareMade')} initialValue options={yesNo(t)} />
      <ProFormRadio.Group
        name={p('thisYearReceiptUploadType')}
        label={t('vatService.field.thisYearReceiptUploadType')}
        initialValue="later"
        options={['upload', 'later'].map((v) => ({ value: v, label: t(`vatService.field.thisYearReceiptUploadType.${v}`) }))}
      />
      <ProFormDependency name={[p('thisYearReceiptUploadType')]}>
        {(v) =>
          v?.information?.transfer?.[country]?.thisYearReceiptUploadType === 'upload' ? (
            <ProFormItem name={p('receiptFiles')} label={t('vatService.field.receiptFiles')} rules={[requiredFiles(t)]}>
              <FileField scene="vat-receipt" max={12} />
            </ProFormItem>
          ) : null
        }
      </ProFormDependency>
      <ProFormRadio.Group name={p('needHaiyaAuth')} label={t('vatService.field.needHaiyaAuth')} initialValue options={yesNo(t)} />
      <ProFormDatePicker name={p('serviceBeginDate')} label={t('vatService.field.serviceBeginDate')} width="md" />
      <ProFormItem name={p('vatFile')} label={t('vatService.field.vatFile')}>
        <FileField scene="vat-certificate" />
      </ProFormItem>
      <ProFormSelect name={p('expectValidDate')} label={t('vatService.field.expectValidDate')} width="sm" initialValue={1} options={yearOptions(t)} />
    </ProCard>
  );
}

/** Japan's fields (spec §3), asked when JP is a register country. */
function JapanFields() {
  const t = useT();
  return (
    <ProCard bordered title={t('vatService.japan.title')} style={{ marginBottom: 16 }} data-testid="vs-japan">
      <ProFormText name={['japan', 'corporateNumber']} label={t('vatService.field.corporateNumber')} width="md" fieldProps={{ maxLength: 16, id: 'vs-jp-cn' }} rules={[toAntdRule((v) => (isBlankValue(v) ? null : checkJpCorporateNumber(v)), t)]} />
      <ProFormDatePicker name={['japan', 'startSalesTime']} label={t('vatService.field.startSalesTime')} width="md" />
      <ProFormText
        name={['japan', 'threeYearsSalesAmount']}
        label={t('vatService.field.threeYearsSalesAmount')}
        width="md"
        rules={[toAntdRule((v) => (isBlankValue(v) || /^\d{1,13}(\.\d{1,2})?$/.test(String(v).trim()) ? null : 'vatService.rule.amount.invalid'), t)]}
      />
      <ProFormText name={['japan', 'jpOfficeAddress']} label={t('vatService.field.jpOfficeAddress')} width="xl" fieldProps={{ maxLength: 200 }} />
      <ProFormText name={['japan', 'taxAgent']} label={t('vatService.field.taxAgent')} width="md" initialValue="ours" fieldProps={{ maxLength: 100 }} />
      <ProFormItem name={['japan', 'storeInfoScreenshot']} label={t('vatService.field.storeInfoScreenshot')}>
        <FileField scene="vat-jp-store" />
      </ProFormItem>
    </ProCard>
  );
}

/** Warns when the company already has a number or registration in a chosen country (`GET /api/vat-tax/exists`). */
function ExistsWarning({ countries }: { countries: string[] }) {
  const t = useT();
  const form = Form.useFormInstance();
  const companyName = form.getFieldValue('companyName') as string | undefined;
  const r = useApi(() => checkExists({ companyName: companyName!, countryCode: countries.join(',') }, { skipErrorMessage: true }), {
    ready: !!companyName && countries.length > 0,
    refreshDeps: [companyName, countries.join(',')],
    debounceWait: 300,
  });
  if (!r.data?.exists || !countries.length) return null;
  return <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="vs-exists" message={t('vatService.exists.warn', { countries: r.data.countries.join('、') })} />;
}

/** Step 4: the countries, then per country the register / transfer fields, Japan's fields, the FBA screenshot. */
export function OtherStep() {
  const t = useT();
  const settings = useApi(() => fetchSettings({ key: DEFAULT_GB_TAX_AGENT_EMAIL_KEY }, { skipErrorMessage: true }));
  const agentEmail = settingValue(settings.data, DEFAULT_GB_TAX_AGENT_EMAIL_KEY);
  const form = Form.useFormInstance();
  return (
    <>
      <FbaScreenshot />
      <div data-testid="vs-register-countries">
        <ProFormCheckbox.Group
          name="registerCountry"
          label={t('vatService.field.registerCountry')}
          options={VAT_REGISTER_COUNTRIES.map((c) => ({ value: c, label: <CountryLabel code={c} /> }))}
          rules={[toAntdRule(() => checkCountries(form.getFieldValue('registerCountry'), form.getFieldValue('transferCountry')), t)]}
        />
      </div>
      <div data-testid="vs-transfer-countries">
        <ProFormCheckbox.Group
          name="transferCountry"
          label={t('vatService.field.transferCountry')}
          options={VAT_TRANSFER_COUNTRIES.map((c) => ({ value: c, label: <CountryLabel code={c} /> }))}
          rules={[toAntdRule(() => checkCountries(form.getFieldValue('registerCountry'), form.getFieldValue('transferCountry')), t)]}
        />
      </div>
      <ProFormDependency name={['registerCountry', 'transferCountry']}>
        {({ registerCountry, transferCountry }) => {
          const reg = (registerCountry ?? []) as string[];
          const tr = (transferCountry ?? []) as string[];
          return (
            <>
              <ExistsWarning countries={reg} />
              {reg.map((c) => (
                <RegisterFields key={c} country={c} agentEmail={agentEmail} />
              ))}
              {reg.includes('JP') && <JapanFields />}
              {tr.map((c) => (
                <TransferFields key={c} country={c} />
              ))}
            </>
          );
        }}
      </ProFormDependency>
    </>
  );
}
