/**
 * The EPR registration wizard (issue #21; spec §2 "EPR: company info, legal person info, EPR info,
 * preview", §3 "Compliance and EPR drafts" and the EPR sub-objects, §9 defaults) on the kit's
 * WizardPage: its steps are the one list of src/core/epr/steps.ts (the route file reads it too).
 * `/user/epr/company-info` → `/legal-person-info` → `/epr-info` → `/preview` → `/preview/finished`.
 *
 * - Draft `{ type: 'epr', key: <client id> }`: the chosen services and one sub-object per service key
 *   (an unticked service keeps its data; ticking it again restores it). `?type=dePack` (the
 *   overview's cards) adds that service to a restored draft (`restoreOverride`).
 * - Company and legal person from the kit's CompanyInfoFields / LegalPersonFields, plus
 *   `companyCity`, `enterpriseType`, `isBoth`; the EPR-info step has one section per chosen service
 *   (./_sections.tsx).
 * - The preview reads every step back field by field (the kit's ReadBack over the step list's declared
 *   fields: every sub-object's fields derived from its service record, src/core/epr/readback.ts),
 *   with the kit's edit links, then the fee per service and the total (big.js, src/core/epr/rules
 *   `eprFeeLines`, src/core/fees `feeTotal`), then submits: `POST /api/epr/create`, or
 *   `POST /api/epr/update` for a registration returned for correction (`registrationId`).
 */
import { getSession, setSession } from '@/core/storage';
import { ProCard, ProFormCheckbox, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { Alert, Button, Form, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import WizardPage, { useWizardSync, type WizardStepPart } from '@/components/WizardPage';
import { CompanyInfoFields, LegalPersonFields } from '@/components/wizard';
import { completenessCheck, eprFeeLines } from '@/core/epr/rules';
import { feeTotal } from '@/core/fees';
import { eprOfficeSource } from '@/core/epr/readback';
import { defaultSubObject, EPR_COUNTRIES, EPR_DRAFT_TYPE, EPR_FEE_CURRENCY, EPR_SERVICE_LIST, EPR_SERVICES, isNone, servicesOf, type EprServiceKey } from '@/core/epr/services';
import { EPR_READ_WIZARD } from '@/core/epr/fields';
import { EPR_LIST_PATH, EPR_WIZARD } from '@/core/epr/steps';
import { useApi } from '@/hooks/useApi';
import { useQueryParam } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';
import { createEpr, getEprCompanyInfo, getEprFixedData, listEprOffices, updateEpr } from '@/services/epr';
import { isServiceParam, toDraftBody, type EprWizardValues } from '../_shared';
import { ServiceSection } from './_sections';
import '@/locales/areas/epr';

const LAST_KEY = 'yishui.epr.last';

/** The services of the last submit (the finished page names them; session storage across the route change). */
function lastSubmitted(): EprServiceKey[] {
  const v = getSession<unknown>(LAST_KEY, []);
  return Array.isArray(v) ? v.filter(isServiceParam) : [];
}

/** Step 1: the company (kit: licence OCR, lookup, credit code), its city, the enterprise type; "上次填写的公司信息". */
function CompanyStep() {
  const t = useT();
  const form = Form.useFormInstance();
  const sync = useWizardSync();
  const prev = useApi(() => getEprCompanyInfo({}, { skipErrorMessage: true }));
  const fill = () => {
    const c = prev.data;
    if (!c) return;
    form.setFieldsValue({ companyName: c.companyName, registerNumber: c.businessNo, companyCity: c.companyCity, enterpriseType: c.enterpriseType });
    sync();
  };
  return (
    <>
      {prev.data && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('epr.company.previous', { name: prev.data.companyName })}
          action={
            <Button size="small" onClick={fill} data-testid="epr-fill-previous">
              {t('epr.company.fill')}
            </Button>
          }
        />
      )}
      <CompanyInfoFields idPrefix="epr" />
      <ProFormText name="companyCity" label={t('epr.field.companyCity')} width="md" fieldProps={{ maxLength: 50, id: 'epr-companyCity' }} rules={[{ required: true, whitespace: true, message: t('epr.rule.companyCity') }]} />
      <ProFormSelect
        name="enterpriseType"
        label={t('epr.field.enterpriseType')}
        width="md"
        options={[1, 2, 3].map((n) => ({ value: n, label: t(`epr.enterpriseType.${n}`) }))}
        rules={[{ required: true, message: t('epr.rule.enterpriseType') }]}
        extra={t('epr.field.enterpriseType.extra')}
      />
    </>
  );
}

/** Step 2: the legal person (kit: document OCR, automatic legal check) and whether they are also the contact. */
function LegalStep() {
  const t = useT();
  return (
    <>
      <LegalPersonFields idPrefix="epr" />
      <ProFormRadio.Group
        name="isBoth"
        label={t('epr.field.isBoth')}
        options={[
          { value: 1, label: t('epr.yes') },
          { value: 0, label: t('epr.no') },
        ]}
        rules={[{ required: true, message: t('epr.rule.isBoth') }]}
      />
    </>
  );
}

/** Step 3: the services by country, then one section per chosen service. A newly ticked service gets its spec §9 defaults. */
function EprStep() {
  const t = useT();
  const form = Form.useFormInstance();
  const sync = useWizardSync();
  const fixed = useApi(() => getEprFixedData({ skipErrorMessage: true }));
  const offices = useApi(() => listEprOffices(undefined, { skipErrorMessage: true }));
  const chosen = (Form.useWatch('services', form) ?? []) as EprServiceKey[];
  const seen = useRef<string>('');
  useEffect(() => {
    const key = chosen.join(',');
    if (key === seen.current) return;
    seen.current = key;
    let changed = false;
    for (const k of chosen) {
      if (form.getFieldValue(k) === undefined) {
        form.setFieldValue(k, defaultSubObject(k, new Date().getFullYear()));
        changed = true;
      }
    }
    if (changed) sync();
  }, [chosen, form, sync]);
  return (
    <>
      <div data-testid="epr-services">
        <ProFormCheckbox.Group
          name="services"
          label={t('epr.field.services')}
          rules={[{ required: true, type: 'array', min: 1, message: t('epr.rule.none') }]}
          options={EPR_COUNTRIES.flatMap((c) => servicesOf(c).map((s) => ({ value: s.key, label: t(`epr.service.${s.key}`) })))}
        />
      </div>
      {(fixed.error || offices.error) && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={(fixed.error ?? offices.error)!.message} />}
      {chosen.map((k) => (
        <ServiceSection key={k} k={k} data={{ fixed: fixed.data, offices: offices.data }} />
      ))}
    </>
  );
}

/** The preview's fees: per service (recovery fee × years, EUR) and the total; services without a fee are quoted after review. */
function FeesAndChecks({ values }: { values: EprWizardValues }) {
  const t = useT();
  const services = values.services ?? [];
  const fees = feeTotal(eprFeeLines(Object.fromEntries(services.map((k) => [k, (values[k] ?? {}) as { recoveryFee?: unknown; servicePeriod?: unknown }]))));
  return (
    <div data-testid="epr-preview">
      {values.registrationId ? <Alert type="info" showIcon style={{ marginTop: 16 }} message={t('epr.resubmit.preview')} data-testid="epr-resubmit-note" /> : null}
      <ProCard bordered title={t('epr.preview.fees')} style={{ marginTop: 16 }}>
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={fees.lines}
          data-testid="epr-fees"
          columns={[
            { title: t('epr.col.type'), dataIndex: 'key', render: (k: EprServiceKey) => t(`epr.service.${k}`) },
            { title: t('epr.preview.fee.perYear'), key: 'perYear', align: 'right', render: (_: unknown, l) => ((values[l.key] as { recoveryFee?: number })?.recoveryFee ?? '-') },
            { title: t('epr.preview.fee.years'), key: 'years', align: 'right', render: (_: unknown, l) => ((values[l.key] as { servicePeriod?: number })?.servicePeriod ?? 1) },
            { title: t('epr.preview.fee.subtotal'), dataIndex: 'amount', align: 'right', render: (a: string | null) => (a === null ? t('epr.preview.fee.quoted') : `${a} ${EPR_FEE_CURRENCY}`) },
          ]}
        />
        <Typography.Title level={5} style={{ textAlign: 'right', marginTop: 12 }} data-testid="epr-total">
          {t('epr.preview.fee.total', { total: fees.total, currency: EPR_FEE_CURRENCY })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('epr.preview.fee.note')}</Typography.Text>
      </ProCard>
      {services.map((k) => {
        // The German completeness declaration (VerpackG §11) of the services whose record declares it.
        const declared = EPR_SERVICES[k]?.completeness;
        if (!declared || isNone(declared)) return null;
        const lines = ((values[k] as Record<string, { type: number; weight: string }[] | undefined>)?.[declared.field] ?? []).map((l) => ({ type: Number(l.type), weight: l.weight }));
        const c = completenessCheck(lines);
        return c.required ? <Alert key={k} type="warning" showIcon style={{ marginTop: 16 }} message={t('epr.completeness.required', { groups: c.over.map((g) => t(`epr.completeness.group.${g}`)).join('、') })} /> : null;
      })}
    </div>
  );
}

/** The wizard page. */
export default function EprWizardPage() {
  const t = useT();
  const { pathname } = useLocation();
  const type = useQueryParam('type');
  const finishedPage = pathname.replace(/\/+$/, '') === EPR_WIZARD.finished.path;
  const last = finishedPage ? lastSubmitted() : [];
  // A service chosen on the overview: `?type=dePack`.
  const preset = useMemo(() => {
    return isServiceParam(type) ? type : undefined;
  }, [type]);

  const submit = async (v: EprWizardValues, ctx: { clientId?: number }) => {
    const body = toDraftBody(v, ctx.clientId);
    if (v.registrationId) {
      const { clientId: _c, ...rest } = body;
      await updateEpr({ ...rest, id: v.registrationId });
    } else {
      await createEpr(body);
    }
    setSession(LAST_KEY, v.services ?? []);
  };

  const parts: Record<string, WizardStepPart<EprWizardValues>> = {
    company: { content: <CompanyStep />, formProps: { dateFormatter: 'string' } },
    legal: { content: <LegalStep />, formProps: { dateFormatter: 'string' } },
    epr: { content: <EprStep />, formProps: { dateFormatter: 'string' } },
  };
  // The French eco-organismes' names of the services with an office id (the read-back's officeId).
  const offices = useApi(() => listEprOffices(undefined, { skipErrorMessage: true }));
  const sources = useMemo(
    () =>
      Object.fromEntries(
        EPR_SERVICE_LIST.filter((s) => !isNone(s.defaults.officeId)).map((s) => [
          eprOfficeSource(s.key),
          [{ value: s.defaults.officeId, label: (offices.data ?? []).filter((o) => o.officeId === s.defaults.officeId && o.stream === s.stream).map((o) => o.name).join(' / ') || String(s.defaults.officeId) }],
        ]),
      ),
    [offices.data],
  );

  return (
    <WizardPage<EprWizardValues>
      testId="epr-wizard"
      def={EPR_READ_WIZARD}
      parts={parts}
      client
      draft={{ type: EPR_DRAFT_TYPE }}
      initialValues={{ services: preset ? [preset] : [], legalIdCardType: 'idcard', isBoth: 1, ...(preset ? { [preset]: defaultSubObject(preset, new Date().getFullYear()) } : {}) }}
      // `?type=` wins over a restored draft's services: it is added (with its defaults when new) and
      // the EPR-info step is to be checked again.
      restoreOverride={(v) => {
        if (!preset || (v.services ?? []).includes(preset)) return undefined;
        return { values: { services: [...(v.services ?? []), preset], ...(v[preset] === undefined ? { [preset]: defaultSubObject(preset, new Date().getFullYear()) } : {}) }, step: 'epr' };
      }}
      preview={{ sources, content: (v) => <FeesAndChecks values={v} /> }}
      finished={{
        title: t('epr.finished.title'),
        subTitle: (
          <Space direction="vertical" size={4} data-testid="epr-finished-next">
            <span>{t('epr.finished.subTitle')}</span>
            {last.map((k) => (
              <span key={k}>
                {t(`epr.service.${k}`)}：{t(`epr.next.${k}`)}
              </span>
            ))}
          </Space>
        ),
        extra: [
          <Button key="list" type="primary" onClick={() => history.push(EPR_LIST_PATH)} data-testid="epr-to-list">
            {t('epr.finished.list')}
          </Button>,
          <Button key="overview" onClick={() => history.push('/user/epr')}>
            {t('epr.finished.overview')}
          </Button>,
        ],
      }}
      onSubmit={submit}
    />
  );
}
