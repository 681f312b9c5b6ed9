/**
 * The VAT registration and transfer wizard (issue #10; spec §2 "VAT service: store info
 * (/user/vat/service), company info, legal person, VAT info, preview", §3 fields, §5 rules) on the
 * kit's WizardPage: its steps, preview and finished paths are the one list of
 * src/core/vat-service/steps.ts (the route file reads it too); the open preview shows a guest what
 * the wizard asks (`guest`); an agent chooses the client first (`client`: `?client=<id>`, the
 * draft's key). Draft `{ type: 'vat-service' }`. Submit = `POST /api/vat-tax/create` with the signed
 * agreement's id — or `POST /api/vat-tax/update` of an application returned by ops (the draft's
 * `applicationId`); a failure keeps the draft and the values.
 */
import { history, useIntl, useLocation } from '@umijs/max';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useCountries } from '@/components/CountrySelect';
import WizardPage, { type WizardStepPart } from '@/components/WizardPage';
import { isRegisterCountry, VAT_SERVICE_DRAFT_TYPE, withoutNulls, type VatApplication, type VatServiceValues } from '@/core/vat-service';
import { normalizeVatServiceDraft } from '@/core/vat-service/rules';
import { VAT_SERVICE_READ_WIZARD, VAT_SERVICE_SOURCES } from '@/core/vat-service/fields';
import { VAT_SERVICE_WIZARD } from '@/core/vat-service/steps';
import { useApi } from '@/hooks/useApi';
import { useQueryParam } from '@/hooks/useQuery';
import { enumOptions, fetchEnum } from '@/services/common';
import { useT } from '@/hooks/useT';
import { getSession, setSession } from '@/core/storage';
import { createVatService, updateVatService } from '@/services/vat-service';
import PreviewExtra from './_preview';
import { CompanyStep, LegalStep, OtherStep, StoreStep } from './_steps';
import '@/locales/areas/vat-service';

const LAST_KEY = 'yishui.vatService.last';
const GUEST_ITEMS = ['store', 'company', 'legal', 'other', 'preview'];

/** The finished page's text: the application just submitted (kept in session storage across the route change). */
function lastApplication(): VatApplication | undefined {
  return getSession<VatApplication | undefined>(LAST_KEY, undefined);
}

/** The wizard page. */
export default function VatServicePage() {
  const t = useT();
  const intl = useIntl();
  const { pathname } = useLocation();
  const register = useQueryParam('register');
  const last = pathname.replace(/\/+$/, '') === VAT_SERVICE_WIZARD.finished.path ? lastApplication() : undefined;
  // A country chosen elsewhere (the overview's cards, the calculator's warning): `?register=DE`.
  const preset = useMemo(() => {
    const c = register.toUpperCase();
    return isRegisterCountry(c) ? [c] : [];
  }, [register]);

  const submit = async (v: VatServiceValues, ctx: { clientId?: number; signId?: string }) => {
    const { signId } = ctx;
    // A returned application being corrected is updated in place; anything else is a new application.
    const { applicationId, ...rest } = v;
    const body = withoutNulls({ ...rest, clientId: ctx.clientId, signId });
    const app = applicationId ? await updateVatService(applicationId, body) : await createVatService(body);
    setSession(LAST_KEY, app);
  };

  // What the preview reads back of each step is declared in src/core/vat-service/fields.ts.
  const parts: Record<string, WizardStepPart<VatServiceValues>> = {
    store: { content: <StoreStep /> },
    company: { content: <CompanyStep />, formProps: { dateFormatter: 'string' } },
    legal: { content: <LegalStep />, formProps: { dateFormatter: 'string' } },
    other: { content: <OtherStep />, formProps: { dateFormatter: 'string' } },
  };
  // The option lists of the read-back: the API's enumerations and the countries' names (`CODE 名称`).
  const platforms = useApi(() => fetchEnum('vat_store_platform', { skipErrorMessage: true }));
  const companyTypes = useApi(() => fetchEnum('vat_company_type', { skipErrorMessage: true }));
  const mainland = useApi(() => fetchEnum('china_main_land_company_type', { skipErrorMessage: true }));
  const countries = useCountries();
  const sources = useMemo(
    () => ({
      [VAT_SERVICE_SOURCES.platform]: enumOptions(platforms.data ?? []),
      [VAT_SERVICE_SOURCES.companyType]: enumOptions(companyTypes.data ?? []),
      [VAT_SERVICE_SOURCES.mainland]: enumOptions(mainland.data ?? []),
      [VAT_SERVICE_SOURCES.country]: (countries.data ?? []).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` })),
    }),
    [platforms.data, companyTypes.data, mainland.data, countries.data],
  );

  return (
    <WizardPage<VatServiceValues>
      testId="vs-wizard"
      def={VAT_SERVICE_READ_WIZARD}
      parts={parts}
      client
      guest={{ title: t('vatService.preview.guest.title'), desc: t('vatService.preview.guest.desc'), items: GUEST_ITEMS.map((s) => t(`vatService.preview.guest.${s}`)) }}
      draft={{ type: VAT_SERVICE_DRAFT_TYPE }}
      initialValues={{ legalIdCardType: 'idcard', registerCountry: preset, transferCountry: [] }}
      // `?register=DE` wins over a restored draft's countries: DE is added to its register countries
      // (and leaves its transfer countries); the countries step is then to be checked again.
      restoreOverride={(v) => {
        const c = preset[0];
        if (!c || (v.registerCountry ?? []).includes(c)) return undefined;
        return { values: { registerCountry: [...(v.registerCountry ?? []), c], transferCountry: (v.transferCountry ?? []).filter((x) => x !== c) }, step: 'other' };
      }}
      // Spec §5 date rules (issue #19): an annual report or next-year option restored after its window is
      // corrected with a Chinese notice, and the VAT-info step is to be checked again.
      normalizeDraft={(v, today) => {
        const r = normalizeVatServiceDraft(v, today, intl.messages as Record<string, string>);
        return r.notices.length ? { ...r, step: 'other' } : r;
      }}
      preview={{ sources, content: (v) => <PreviewExtra values={v} /> }}
      signature={{ companyName: (v) => v.companyName }}
      finished={{
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
