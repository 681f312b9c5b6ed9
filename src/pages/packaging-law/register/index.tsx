/**
 * The German packaging-law registration wizard (LUCID service; issue #21; spec §2
 * `/public-service/german-packaging-law/register`, `/register/additionInfo`, `/register/preview`,
 * guarded; spec §3 German packaging law draft) on the kit's WizardPage: its steps are the one list of
 * src/core/packaging-law/steps.ts. Step 1: the licence (`companyCert`, OCR fills name, credit code
 * `businessNo` and the Chinese address `companyAddressCn`) and the company lookup (the kit's
 * CompanyInfoFields under the draft's names), the English address, the legal person (the kit's
 * LegalPersonFields: ID / passport OCR, pinyin family and given name, gender), the phone. Step 2: the
 * Amazon store link, the brand, the materials with kg per year (PackMaterialsField, completeness
 * declaration flagged). Preview with edit links, then `POST /api/packaging-law/create`; an agent
 * chooses the client first. Draft `{ type: 'de-pack' }`; a failed submit keeps it and the values.
 */
import { getSession, setSession } from '@/core/storage';
import { history, useLocation } from '@umijs/max';
import { ProFormText } from '@ant-design/pro-components';
import { Button } from 'antd';
import WizardPage, { type WizardStepPart } from '@/components/WizardPage';
import { CompanyInfoFields, LegalPersonFields, PackMaterialsField } from '@/components/wizard';
import type { WizardFile } from '@/components/wizard';
import { PACKAGING_LAW_COMPANY_NAMES, PACKAGING_LAW_READ_WIZARD } from '@/core/packaging-law/fields';
import { PACKAGING_LAW_BASE, PACKAGING_LAW_DRAFT_TYPE, PACKAGING_LAW_RECORD, PACKAGING_LAW_WIZARD } from '@/core/packaging-law/steps';
import { checkAmazonStoreUrl, checkPackBrand, checkPhone } from '@/core/packaging-law/rules';
import { toAntdRule } from '@/core/rules';
import { checkEnglishText } from '@/core/rules/wizard';
import { withoutNulls } from '@/core/vat-service';
import { useT } from '@/hooks/useT';
import { createPackagingLaw, type PackagingLawDetail } from '@/services/packaging-law';
import '@/locales/areas/packaging-law';

/** The draft's values (spec §3 German packaging law draft, plus the kit's legal-person fields). */
interface PackagingLawValues {
  companyCert?: WizardFile[];
  companyName?: string;
  businessNo?: string;
  companyAddressCn?: string;
  companyAddressEn?: string;
  legalIdCardType?: 'idcard' | 'passport';
  legalCertFile?: WizardFile[];
  legalName?: string;
  legalCertFileNum?: string;
  legalFamilyName?: string;
  legalLastName?: string;
  legalGender?: 'male' | 'female';
  phone?: string;
  amazonStoreUrl?: string;
  brandName?: string;
  materials?: { type: number; weight: number | string }[];
}

const LAST_KEY = 'yishui.packagingLaw.last';


function lastApplication(): PackagingLawDetail | undefined {
  return getSession<PackagingLawDetail | undefined>(LAST_KEY, undefined);
}

/** Step 1: company, legal person, phone. */
function CompanyStep() {
  const t = useT();
  return (
    <>
      <CompanyInfoFields idPrefix="pl" names={PACKAGING_LAW_COMPANY_NAMES} />
      <ProFormText
        name="companyAddressEn"
        label={t('packagingLaw.field.companyAddressEn')}
        extra={t('packagingLaw.field.companyAddressEn.extra')}
        width="xl"
        fieldProps={{ maxLength: 200, id: 'pl-companyAddressEn' }}
        rules={[{ required: true, message: t('packagingLaw.rule.addressEn.required') }, toAntdRule(checkEnglishText, t)]}
      />
      <LegalPersonFields idPrefix="pl" nameParts gender />
      <ProFormText name="phone" label={t('packagingLaw.field.phone')} width="md" placeholder={t('packagingLaw.field.phone.placeholder')} fieldProps={{ maxLength: 30, id: 'pl-phone' }} rules={[toAntdRule(checkPhone, t, { required: true })]} />
    </>
  );
}

/** Step 2: store, brand, materials. */
function AdditionStep() {
  const t = useT();
  return (
    <>
      <ProFormText name="amazonStoreUrl" label={t('packagingLaw.field.amazonStoreUrl')} width="xl" placeholder={t('packagingLaw.field.amazonStoreUrl.placeholder')} fieldProps={{ maxLength: 500, id: 'pl-storeUrl' }} rules={[toAntdRule(checkAmazonStoreUrl, t, { required: true })]} />
      <ProFormText name="brandName" label={t('packagingLaw.field.brandName')} extra={t('packagingLaw.field.brandName.extra')} width="md" fieldProps={{ maxLength: 100, id: 'pl-brand' }} rules={[toAntdRule(checkPackBrand, t, { required: true })]} />
      <PackMaterialsField testId="pl-materials" />
    </>
  );
}

/** The wizard page. */
export default function PackagingLawRegisterPage() {
  const t = useT();
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, '') === PACKAGING_LAW_WIZARD.finished.path ? lastApplication() : undefined;

  // What the preview reads back of each step is declared in src/core/packaging-law/fields.ts.
  const parts: Record<string, WizardStepPart<PackagingLawValues>> = {
    company: { content: <CompanyStep />, formProps: { dateFormatter: 'string' } },
    addition: { content: <AdditionStep /> },
  };

  const submit = async (v: PackagingLawValues, ctx: { clientId?: number }) => {
    const body = withoutNulls({ ...v, clientId: ctx.clientId }) as Parameters<typeof createPackagingLaw>[0];
    const app = await createPackagingLaw(body);
    setSession(LAST_KEY, app);
  };

  return (
    <WizardPage<PackagingLawValues>
      testId="pl-wizard"
      def={PACKAGING_LAW_READ_WIZARD}
      parts={parts}
      client
      draft={{ type: PACKAGING_LAW_DRAFT_TYPE }}
      initialValues={{ legalIdCardType: 'idcard', materials: [{ type: 2, weight: '' }] }}
      preview={{}}
      finished={{
        title: t('packagingLaw.finished.title'),
        subTitle: t('packagingLaw.finished.subTitle', { number: last?.number ?? '' }),
        extra: [
          <Button key="record" type="primary" onClick={() => history.push(PACKAGING_LAW_RECORD)} data-testid="pl-to-record">
            {t('packagingLaw.finished.record')}
          </Button>,
          <Button key="home" onClick={() => history.push(PACKAGING_LAW_BASE)}>
            {t('packagingLaw.finished.home')}
          </Button>,
        ],
      }}
      onSubmit={submit}
    />
  );
}
