/**
 * The wizard kit's company fields (issue #18; spec §3 company fields, §5 rules), inside a ProForm /
 * StepForm: the business licence upload (a {@link FileField}) whose OCR (`POST /api/ocr` `bizlicense`)
 * suggests the company name, the unified social credit code, the address and the founding date
 * ({@link OcrSuggestions}: nothing is written until the user takes a value, a typed value is never
 * overwritten; a licence the OCR does not know says so, issue #33); the
 * company lookup (`GET /api/vat-tax/qcc`) to fill or confirm them; the credit code checked by its
 * GB 32100-2015 check character (src/core/vat-service `checkRegisterNumber`) and, with `blacklist`,
 * against the blacklist (`GET /api/vat-tax/blacklist`, once per code). With `bilingual` it also asks
 * the English name and address (`companyNameEn`, `companyAddressEn`). Values set by code are reported
 * to the wizard (`useWizardSync`) so the draft keeps them.
 *
 * Field names: `businessLicense` (files), `companyName`, `registerNumber`, `companyAddress`,
 * `foundDate` (YYYY-MM-DD with the step's `dateFormatter: 'string'`; `foundDateName` renames it alone,
 * e.g. the EORI drafts' `companyFoundDate`, with `foundDateRules` for its checks), and the English pair; a flow
 * whose draft names them otherwise passes `names` (e.g. the German packaging-law draft of spec §3:
 * `{ businessLicense: 'companyCert', registerNumber: 'businessNo', companyAddress: 'companyAddressCn' }`).
 */
import { ProCard, ProFormDatePicker, ProFormItem, ProFormText } from '@ant-design/pro-components';
import { Button, Form, Input, Space, Typography, type FormItemProps } from 'antd';
import { useRef, useState } from 'react';
import { useWizardSync } from '@/components/WizardPage';
import { revalidate, toAntdRule } from '@/core/rules';
import { checkEnglishText } from '@/core/rules/wizard';
import { checkRegisterNumber } from '@/core/vat-service';
import { isValidUscc } from '@/core/china-ids';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { checkBlacklist, searchCompany } from '@/services/vat-service';
import FileField, { type WizardUploader } from './FileField';
import OcrSuggestions, { recognise, type OcrOutcome } from './OcrSuggestions';
import '@/locales/areas/vat-service';
import '@/locales/areas/wizard-kit';

/** Names of the group's fields in the form (each defaults to its key). */
interface CompanyFieldNames {
  businessLicense: string;
  companyName: string;
  registerNumber: string;
  companyAddress: string;
  foundDate: string;
  companyNameEn: string;
  companyAddressEn: string;
}

const DEFAULT_NAMES: CompanyFieldNames = {
  businessLicense: 'businessLicense',
  companyName: 'companyName',
  registerNumber: 'registerNumber',
  companyAddress: 'companyAddress',
  foundDate: 'foundDate',
  companyNameEn: 'companyNameEn',
  companyAddressEn: 'companyAddressEn',
};

/** The values OCR or the lookup found, under the form's field names. */
function filled(n: CompanyFieldNames, c: { companyName?: string; registerNo?: string; address?: string; foundDate?: string }) {
  return { [n.companyName]: c.companyName, [n.registerNumber]: c.registerNo, [n.companyAddress]: c.address, [n.foundDate]: c.foundDate };
}

/** Props of {@link CompanyInfoFields}. */
interface CompanyInfoFieldsProps {
  /** The form's names of the fields, where a flow's draft names them otherwise (default: the keys). */
  names?: Partial<CompanyFieldNames>;
  /** Prefix of the `data-testid`s and input ids (`<prefix>-licence`, `<prefix>-qcc-input`…); default `wz`. */
  idPrefix?: string;
  /** Upload scene of the licence (default `vat-licence`: PNG/JPG/PDF, 20 MB). */
  scene?: string;
  /** How the licence is sent (default the upload-sign flow). */
  upload?: WizardUploader;
  /** Also ask the English company name and address. */
  bilingual?: boolean;
  /** Refuse a blacklisted credit code (`GET /api/vat-tax/blacklist`). */
  blacklist?: boolean;
  /** Name of the founding-date field (default `foundDate`; the EORI drafts use `companyFoundDate`). */
  foundDateName?: string;
  /** Rules of the founding date (default none: optional), e.g. required and not in the future. */
  foundDateRules?: FormItemProps['rules'];
}

/** The company lookup (`GET /api/vat-tax/qcc`): search, then 填入 the company fields. */
function CompanyLookup({ idPrefix, names }: { idPrefix: string; names: CompanyFieldNames }) {
  const t = useT();
  const form = Form.useFormInstance();
  const sync = useWizardSync();
  const [q, setQ] = useState('');
  const found = useApi((k: string) => searchCompany(k, { skipErrorMessage: true }), { manual: true });
  return (
    <ProCard bordered size="small" style={{ marginBottom: 16 }}>
      <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
        <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('vatService.qcc.placeholder')} aria-label={t('vatService.qcc.placeholder')} onPressEnter={() => q.trim() && found.run(q.trim())} data-testid={`${idPrefix}-qcc-input`} />
        <Button onClick={() => q.trim() && found.run(q.trim())} loading={found.loading} data-testid={`${idPrefix}-qcc-search`}>
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
              data-testid={`${idPrefix}-qcc-fill`}
              onClick={() => {
                form.setFieldsValue(filled(names, c));
                sync();
                revalidate(form, [names.registerNumber]);
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

/** The company field group. */
export default function CompanyInfoFields({ idPrefix = 'wz', scene = 'vat-licence', upload, bilingual = false, blacklist = false, names: rename, foundDateName, foundDateRules }: CompanyInfoFieldsProps) {
  const t = useT();
  const n: CompanyFieldNames = { ...DEFAULT_NAMES, ...rename, ...(foundDateName ? { foundDate: foundDateName } : {}) };
  const form = Form.useFormInstance();
  const blackCache = useRef(new Map<string, string>());
  const [reading, setReading] = useState<OcrOutcome>();
  const blacklistRule = {
    validator: async (_: unknown, v: unknown) => {
      const code = String(v ?? '').trim().toUpperCase();
      if (!blacklist || !isValidUscc(code)) return;
      if (!blackCache.current.has(code)) {
        // the check could not run: no refusal here, the server refuses a blacklisted number on submit
        const r = await checkBlacklist({ registerNumber: code }, { skipErrorMessage: true }).catch(() => ({ black: false, reason: '' }));
        blackCache.current.set(code, r.black ? r.reason : '');
      }
      const reason = blackCache.current.get(code);
      if (reason) throw new Error(t('vatService.black.refused', { reason }));
    },
  };
  return (
    <>
      <ProFormItem
        name={n.businessLicense}
        label={t('vatService.field.businessLicense')}
        extra={t('vatService.field.businessLicense.extra')}
        rules={[{ required: true, type: 'array', min: 1, message: t('vatService.rule.licence.required') }]}
      >
        <FileField
          scene={scene}
          upload={upload}
          testId={`${idPrefix}-licence`}
          onUploaded={async (f) => {
            setReading(undefined);
            setReading(
              await recognise(f.key, 'bizlicense', (r) => [
                { name: n.companyName, label: t('vatService.field.companyName'), value: r.companyName ?? '' },
                { name: n.registerNumber, label: t('vatService.field.registerNumber'), value: r.registerNo ?? '' },
                { name: n.companyAddress, label: t('vatService.field.companyAddress'), value: r.address ?? '' },
                { name: n.foundDate, label: t('vatService.field.foundDate'), value: r.foundDate ?? '' },
              ]),
            );
          }}
        />
      </ProFormItem>
      <OcrSuggestions
        outcome={reading}
        documentName={t('wizardKit.ocr.doc.licence')}
        testId={`${idPrefix}-licence-ocr`}
        onClose={() => setReading(undefined)}
        onApplied={(names) => {
          if (names.includes(n.registerNumber)) revalidate(form, [n.registerNumber]);
        }}
      />
      <CompanyLookup idPrefix={idPrefix} names={n} />
      <ProFormText name={n.companyName} label={t('vatService.field.companyName')} width="lg" rules={[{ required: true, message: t('vatService.rule.companyName.required') }]} fieldProps={{ maxLength: 100, id: `${idPrefix}-companyName` }} />
      {bilingual && <ProFormText name={n.companyNameEn} label={t('wizardKit.company.nameEn')} width="lg" rules={[{ required: true, message: t('wizardKit.company.nameEn.required') }, toAntdRule(checkEnglishText, t)]} fieldProps={{ maxLength: 200 }} />}
      <ProFormText
        name={n.registerNumber}
        label={t('vatService.field.registerNumber')}
        width="md"
        validateTrigger="onBlur"
        fieldProps={{ maxLength: 18, id: `${idPrefix}-registerNumber` }}
        rules={[toAntdRule(checkRegisterNumber, t, { required: true }), blacklistRule]}
      />
      <ProFormText name={n.companyAddress} label={t('vatService.field.companyAddress')} width="xl" fieldProps={{ maxLength: 200 }} />
      {bilingual && <ProFormText name={n.companyAddressEn} label={t('wizardKit.company.addressEn')} width="xl" rules={[toAntdRule(checkEnglishText, t)]} fieldProps={{ maxLength: 200 }} />}
      <ProFormDatePicker name={n.foundDate} label={t('vatService.field.foundDate')} width="md" rules={foundDateRules} />
    </>
  );
}
