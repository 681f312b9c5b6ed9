/**
 * The wizard kit's legal-person fields (issue #18; spec §3, §5), inside a ProForm / StepForm: the
 * document type (ID card or passport), its upload (a {@link FileField}) whose OCR (`idcard` /
 * `passport`) suggests the name and number (and a passport's expiry) — {@link OcrSuggestions}: taken
 * only when the user says so, a typed value never overwritten, an unknown document says so (issue
 * #33); the number checked by its check
 * character (ID card, GB 11643) or format (passport) and, with `identifyCheck`, whether it is already
 * used (`GET /api/vat-tax/identify-exists`, a warning); a passport's expiry; optionally the family
 * and given name in pinyin (`legalFamilyName`, `legalLastName`, the spec §3 packaging-law names) and
 * the gender (`legalGender`: `male` | `female`). The automatic legal check of spec §5
 * (`validRegisterLegal`) runs only when the company name, the credit code (fields of the same form,
 * see CompanyInfoFields) and the legal name are all filled (src/core/vat-service
 * `shouldAutoCheckLegal`), debounced 400 ms; its result shows its message (-1 query failed,
 * 0 wrong credit code, 2 company name inconsistent, 3 the legal person should be …; src/core/vat-service
 * `legalResultKey`), and results 0, 2 and 3 block the legal name field.
 */
import { ProFormDatePicker, ProFormDependency, ProFormItem, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { Alert, Form } from 'antd';
import { useRef, useState } from 'react';
import { revalidate, toAntdRule } from '@/core/rules';
import { checkPinyinName } from '@/core/rules/wizard';
import { checkLegalCertNumber, checkPassportExpiry, legalResultKey, normaliseLegalQuery, shouldAutoCheckLegal } from '@/core/vat-service';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { checkIdentifyExists, validRegisterLegal, type LegalCheckResult } from '@/services/vat-service';
import FileField, { type WizardUploader } from './FileField';
import OcrSuggestions, { recognise, type OcrOutcome } from './OcrSuggestions';
import '@/locales/areas/vat-service';
import '@/locales/areas/wizard-kit';

/** Props of {@link LegalPersonFields}. */
interface LegalPersonFieldsProps {
  /** Prefix of the `data-testid`s and input ids (`<prefix>-idcard`, `<prefix>-legal-result`…); default `wz`. */
  idPrefix?: string;
  /** Upload scene of the document (default `vat-idcard`: PNG/JPG/PDF, 20 MB). */
  scene?: string;
  /** How the document is sent (default the upload-sign flow). */
  upload?: WizardUploader;
  /** Also ask the family and given name in pinyin. */
  nameParts?: boolean;
  /** Also ask the gender. */
  gender?: boolean;
  /** Run the automatic legal check (default true). */
  legalCheck?: boolean;
  /** Warn when the document number is already used by another application. */
  identifyCheck?: boolean;
}

/** The key of a normalised legal query (what a check result is stored under). */
const queryKey = (q: { companyName: string; registerNumber: string; legalName: string }) => `${q.companyName}|${q.registerNumber}|${q.legalName}`;

/** The automatic legal-person check and its message; `onResult` stores each answer by its query key. */
function LegalCheck({ idPrefix, onResult }: { idPrefix: string; onResult: (key: string, r: LegalCheckResult) => void }) {
  const t = useT();
  const form = Form.useFormInstance();
  const legalName = Form.useWatch('legalName', form) as string | undefined;
  const query = normaliseLegalQuery({ companyName: form.getFieldValue('companyName'), registerNumber: form.getFieldValue('registerNumber'), legalName });
  const key = queryKey(query);
  const ready = shouldAutoCheckLegal(query);
  const check = useApi(async () => ({ key, result: await validRegisterLegal(query, { skipErrorMessage: true }) }), {
    ready,
    refreshDeps: [key],
    debounceWait: 400,
    onSuccess: (d) => {
      onResult(d.key, d.result);
      revalidate(form, ['legalName']);
    },
  });
  const style = { marginBottom: 16 };
  if (!ready) return <Alert type="info" showIcon message={t('vatService.legal.waiting')} style={style} />;
  if (check.error && !check.loading) return <Alert type="warning" showIcon message={check.error.message} style={style} data-testid={`${idPrefix}-legal-result`} />;
  const r = check.data?.key === key ? check.data.result : undefined;
  if (!r) return <Alert type="info" showIcon message={t('vatService.legal.checking')} style={style} data-testid={`${idPrefix}-legal-checking`} />;
  const failKey = legalResultKey(r.status);
  return (
    <Alert
      type={failKey ? (r.status === -1 ? 'warning' : 'error') : 'success'}
      showIcon
      style={style}
      data-testid={`${idPrefix}-legal-result`}
      data-status={r.status}
      message={failKey ? t(failKey, { legalName: r.legalName }) : t('vatService.legal.passed')}
    />
  );
}

/** The legal-person field group. */
export default function LegalPersonFields({ idPrefix = 'wz', scene = 'vat-idcard', upload, nameParts = false, gender = false, legalCheck = true, identifyCheck = false }: LegalPersonFieldsProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const results = useRef(new Map<string, LegalCheckResult>());
  const [identifyWarn, setIdentifyWarn] = useState(false);
  const [reading, setReading] = useState<{ doc: 'idcard' | 'passport'; outcome: OcrOutcome }>();
  const nameField = { name: 'legalName', label: t('vatService.field.legalName') };
  const numField = { name: 'legalCertFileNum', label: t('vatService.field.legalCertFileNum') };
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
          <ProFormItem name="legalCertFile" label={t('vatService.field.legalCertFile')} rules={[{ required: true, type: 'array', min: 1, message: t('vatService.rule.certFile.required') }]}>
            <FileField
              scene={scene}
              upload={upload}
              testId={`${idPrefix}-idcard`}
              onUploaded={async (f) => {
                setReading(undefined);
                if (legalIdCardType === 'passport') {
                  const outcome = await recognise(f.key, 'passport', (r) => [
                    { ...nameField, value: r.name ?? '' },
                    { ...numField, value: r.passportNo ?? '' },
                    { name: 'legalCertExpiry', label: t('vatService.field.legalCertExpiry'), value: r.expiryDate ?? '' },
                  ]);
                  setReading({ doc: 'passport', outcome });
                } else {
                  const outcome = await recognise(f.key, 'idcard', (r) => [
                    { ...nameField, value: r.name ?? '' },
                    { ...numField, value: r.idNumber ?? '' },
                  ]);
                  setReading({ doc: 'idcard', outcome });
                }
              }}
            />
          </ProFormItem>
        )}
      </ProFormDependency>
      <OcrSuggestions
        outcome={reading?.outcome}
        documentName={t(reading?.doc === 'passport' ? 'wizardKit.ocr.doc.passport' : 'wizardKit.ocr.doc.idcard')}
        testId={`${idPrefix}-idcard-ocr`}
        onClose={() => setReading(undefined)}
        onApplied={(names) => revalidate(form, names)}
      />
      <ProFormText
        name="legalName"
        label={t('vatService.field.legalName')}
        width="md"
        fieldProps={{ maxLength: 50, id: `${idPrefix}-legalName` }}
        rules={[
          { required: true, message: t('vatService.rule.legalName.required') },
          {
            validator: async (_: unknown, v: unknown) => {
              const r = results.current.get(queryKey(normaliseLegalQuery({ companyName: form.getFieldValue('companyName'), registerNumber: form.getFieldValue('registerNumber'), legalName: v })));
              const key = r ? legalResultKey(r.status) : null;
              if (r && key && r.status !== -1) throw new Error(t(key, { legalName: r.legalName }));
            },
          },
        ]}
      />
      {legalCheck && <LegalCheck idPrefix={idPrefix} onResult={(k, r) => results.current.set(k, r)} />}
      {nameParts && (
        <>
          <ProFormText name="legalFamilyName" label={t('wizardKit.legal.familyName')} width="sm" rules={[{ required: true, message: t('wizardKit.legal.pinyin.invalid') }, toAntdRule(checkPinyinName, t)]} fieldProps={{ maxLength: 40 }} />
          <ProFormText name="legalLastName" label={t('wizardKit.legal.givenName')} width="sm" rules={[{ required: true, message: t('wizardKit.legal.pinyin.invalid') }, toAntdRule(checkPinyinName, t)]} fieldProps={{ maxLength: 40 }} />
        </>
      )}
      {gender && (
        <ProFormRadio.Group
          name="legalGender"
          label={t('wizardKit.legal.gender')}
          options={['male', 'female'].map((g) => ({ value: g, label: t(`wizardKit.legal.gender.${g}`) }))}
        />
      )}
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
                id: `${idPrefix}-certNum`,
                onBlur: (e) => {
                  const v = e.target.value.trim();
                  // a hint only (the number is already on file): when the check fails there is no hint
                  if (identifyCheck && !checkLegalCertNumber(legalIdCardType, v)) void checkIdentifyExists(v, { skipErrorMessage: true }).then((r) => setIdentifyWarn(r.exists)).catch(() => undefined);
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
