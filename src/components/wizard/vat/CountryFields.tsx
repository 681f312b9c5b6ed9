/**
 * The VAT service's per-country field sets (issue #10, moved out of the page for issue #18): the
 * register fields of one country (spec §3, defaults of spec §9), the transfer fields (the number
 * checked by jsvat then by the tax office, GB MTD and FR number lookups), Japan's fields, the
 * already-registered warning, and the FBA inventory screenshot recognised by `fba-ocr` (polled with
 * `usePolling`). Used by the VAT service wizard's last data step; the EORI and representative
 * wizards can reuse the register / transfer sets.
 */
import { ProCard, ProFormCheckbox, ProFormDatePicker, ProFormDependency, ProFormItem, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Alert, Form, Typography } from 'antd';
import { useRef, useState } from 'react';
import { countryName, useCountries } from '@/components/CountrySelect';
import { countryText } from '@/core/calc/model';
import { isBlankValue, toAntdRule } from '@/core/rules';
import { isValidVatNumber } from '@/core/rules/vat';
import {
  checkFiscalRep,
  checkJpCorporateNumber,
  checkTransferVatNumber,
  datePeriodOptions,
  declareTypeOptions,
  defaultTaxDeclare,
  EU_REGISTER_COUNTRIES,
  firstFilingFrequency,
  japanFirstDeclareDefault,
  needsFiscalRep,
} from '@/core/vat-service';
import { useApi } from '@/hooks/useApi';
import { usePolling } from '@/hooks/usePolling';
import { useT, type Translate } from '@/hooks/useT';
import { missingNameReason } from '@/core/lookup/answers';
import { checkExists, fetchFbaOcrResult, fetchFrNumberInfo, fetchMtdInfo, startFbaOcr, uploadVatFile, vatCheck } from '@/services/vat-service';
import FileField, { type FileFieldProps, type WizardUploader } from '../FileField';
import '@/locales/areas/vat-service';

const yesNo = (t: Translate) => [
  { label: t('vatService.yes'), value: true },
  { label: t('vatService.no'), value: false },
];
const yearOptions = (t: Translate) => [1, 2, 3, 4, 5].map((n) => ({ label: t('vatService.years', { n }), value: n }));
const requiredFiles = (t: Translate) => ({ required: true, type: 'array' as const, min: 1, message: t('vatService.rule.required') });

/** The VAT wizard's uploader: signed by the upload-sign call, sent to `POST /api/vat-tax/upload` (spec §7). */
export const vatUpload: WizardUploader = (file, scene, opts) => uploadVatFile(file, scene, opts);

/** The kit's {@link FileField} sending through {@link vatUpload}. */
export function VatFileField(props: Omit<FileFieldProps, 'upload'>) {
  return <FileField upload={vatUpload} {...props} />;
}

/** The transferred number's lookups: tax-office check (`vat-check`), then GB MTD info or FR number info. */
function VatLookup({ country }: { country: string }) {
  const t = useT();
  const value = Form.useWatch(['information', 'transfer', country, 'localVatNumber'], Form.useFormInstance()) as string | undefined;
  const valid = !!value && isValidVatNumber(country, value);
  const res = useApi(
    async () => {
      const check = await vatCheck(country, value!, { skipErrorMessage: true });
      if (check.status === 'valid' && country === 'GB') {
        const m = await fetchMtdInfo(value!, { skipErrorMessage: true });
        return { check, extra: t('vatService.mtd.info', { mtd: t(m.mtd ? 'vatService.mtd.yes' : 'vatService.mtd.no'), stagger: m.stagger }) };
      }
      if (check.status === 'valid' && country === 'FR') {
        const f = await fetchFrNumberInfo(value!, { skipErrorMessage: true });
        return { check, extra: f.name ? t('vatService.fr.info', { name: f.name, siren: f.siren, office: f.office }) : t('vatService.fr.info.noName', { siren: f.siren, office: f.office }) };
      }
      return { check, extra: undefined };
    },
    { ready: valid, refreshDeps: [country, value] },
  );
  if (!valid) return null;
  const c = res.loading ? undefined : res.data?.check;
  return (
    <div data-testid={`vs-vatcheck-${country}`} data-status={c?.status ?? (res.loading ? 'loading' : '')} style={{ marginBottom: 16 }}>
      {res.loading && <Typography.Text type="secondary">{t('vatService.legal.checking')}</Typography.Text>}
      {res.error && !res.loading && <Alert type="warning" showIcon message={res.error.message} />}
      {c && (
        <Alert
          type={c.status === 'valid' ? 'success' : c.status === 'invalid' ? 'error' : 'warning'}
          showIcon
          message={c.status === 'valid' ? (c.name ? t('vatService.vatCheck.valid', { name: c.name }) : t(`vatService.vatCheck.valid.${missingNameReason(country)}`)) : t(c.status === 'invalid' ? 'vatService.vatCheck.invalid' : 'vatService.vatCheck.unavailable')}
          description={res.data?.extra}
        />
      )}
    </div>
  );
}

/** Polls of the FBA recognition before it is given up (600 ms apart: about 12 s). */
const FBA_MAX_POLLS = 20;

/**
 * The FBA inventory screenshot: upload, start the recognition (`fba-ocr`), poll its result every
 * 600 ms with `usePolling` (at most {@link FBA_MAX_POLLS} times), list the warehouses' countries.
 * The upload button stays busy until the recognition ends; a failure shows its message at the field.
 */
export function FbaScreenshot() {
  const t = useT();
  const [taskId, setTaskId] = useState<string>();
  const [countries, setCountries] = useState<string[]>();
  const waiter = useRef<{ resolve: () => void; reject: (e: Error) => void; polls: number }>();
  const settle = (e?: Error) => {
    setTaskId(undefined);
    if (e) waiter.current?.reject(e);
    else waiter.current?.resolve();
    waiter.current = undefined;
  };
  usePolling(() => fetchFbaOcrResult(taskId!, { skipErrorMessage: true }), taskId ? 600 : 0, {
    ready: !!taskId,
    refreshDeps: [taskId],
    onSuccess: (r) => {
      if (r.status === 'done') {
        setCountries(r.countries);
        settle();
      } else if (waiter.current && (waiter.current.polls += 1) >= FBA_MAX_POLLS) settle(new Error(t('vatService.fba.failed')));
    },
    onError: (e) => settle(e),
  });
  return (
    <ProFormItem label={t('vatService.field.fba')}>
      <VatFileField
        scene="vat-fba"
        testId="vs-fba"
        busyText={t('vatService.fba.running')}
        onUploaded={async (f) => {
          setCountries(undefined);
          const { taskId: id } = await startFbaOcr(f.key, { skipErrorMessage: true });
          await new Promise<void>((resolve, reject) => {
            waiter.current = { resolve, reject, polls: 0 };
            setTaskId(id);
          });
        }}
      />
      {countries && <Typography.Text data-testid="vs-fba-result">{t('vatService.fba.result', { countries: countries.join('、') })}</Typography.Text>}
    </ProFormItem>
  );
}

/** Register fields of one country (spec §3), with the defaults of spec §9 (declaration code, Japan first declare date). */
export function RegisterFields({ country, agentEmail }: { country: string; agentEmail: string }) {
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
export function TransferFields({ country }: { country: string }) {
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
              <VatFileField scene="vat-receipt" max={12} />
            </ProFormItem>
          ) : null
        }
      </ProFormDependency>
      <ProFormRadio.Group name={p('needHaiyaAuth')} label={t('vatService.field.needHaiyaAuth')} initialValue options={yesNo(t)} />
      <ProFormDatePicker name={p('serviceBeginDate')} label={t('vatService.field.serviceBeginDate')} width="md" />
      <ProFormItem name={p('vatFile')} label={t('vatService.field.vatFile')}>
        <VatFileField scene="vat-certificate" />
      </ProFormItem>
      <ProFormSelect name={p('expectValidDate')} label={t('vatService.field.expectValidDate')} width="sm" initialValue={1} options={yearOptions(t)} />
    </ProCard>
  );
}

/** Japan's fields (spec §3), asked when JP is a register country. */
export function JapanFields() {
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
        <VatFileField scene="vat-jp-store" />
      </ProFormItem>
    </ProCard>
  );
}

/** Warns when the company already has a number or registration in a chosen country (`GET /api/vat-tax/exists`). */
export function ExistsWarning({ countries }: { countries: string[] }) {
  const t = useT();
  const form = Form.useFormInstance();
  const companyName = form.getFieldValue('companyName') as string | undefined;
  const r = useApi(() => checkExists({ companyName: companyName!, countryCode: countries.join(',') }, { skipErrorMessage: true }), {
    ready: !!companyName && countries.length > 0,
    refreshDeps: [companyName, countries.join(',')],
    debounceWait: 300,
  });
  if (!r.data?.exists || !countries.length) return null;
  return <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="vs-exists" message={t('vatService.exists.warn', { countries: r.data.countries.map(countryText).join('、') })} />;
}
