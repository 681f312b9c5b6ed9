/**
 * The wizard's product compliance step (spec §2 `/user/compliance/info`): the services to order
 * and, per chosen service, the expected start (not before today: a past date is kept and refused with
 * the reason), the years (1–5, spec §9: 6 is refused, never turned into 5), the end
 * date that follows, the stores as brands with their store URL (the kit's BrandsField, spec §5 URL
 * rule), the product categories, the declaration of conformity or test report (the kit's FileField)
 * where the service needs one, and for a transfer the current representative and the end of its
 * mandate. An agent with EU offices (spec §6 `default_eu_agent_offices`) chooses the label's EU
 * address. The mock holds the same rules (src/core/compliance/api.ts).
 */
import { ProCard, ProFormCheckbox, ProFormDatePicker, ProFormDependency, ProFormDigit, ProFormItem, ProFormRadio, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Form, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { CountryLabel } from '@/components/CountrySelect';
import { BrandsField, FileField } from '@/components/wizard';
import { COMPLIANCE_DOC_SCENE } from '@/core/compliance/api';
import { checkServiceYears, checkStartDate, localToday } from '@/core/compliance/rules';
import { toAntdRule } from '@/core/rules';
import { AGENT_SERVICE_KEYS, AGENT_SERVICES, EU_OFFICES, serviceFee, validUntil, type AgentServiceKey } from '@/core/compliance/services';
import { useT } from '@/hooks/useT';
import type { ServiceValues } from '../_values';
import '@/locales/areas/compliance';

/**
 * The fields of one chosen service, named `['svc', k, …]` in the surrounding form: the wizard's
 * info step shows one per chosen service; the list's correction dialog shows the returned one.
 */
export function ServiceCard({ k }: { k: AgentServiceKey }) {
  const t = useT();
  const svc = AGENT_SERVICES[k];
  const today = localToday();
  // The service's values as typed (Form.useWatch: nested names re-render reliably).
  const s: ServiceValues = Form.useWatch(['svc', k], Form.useFormInstance()) ?? {};
  // The fee and end date of a valid length; an invalid one is refused at its field (never counted as another).
  const year = checkServiceYears(s.year) ? undefined : Number(s.year);
  return (
    <ProCard bordered title={<Space><CountryLabel code={svc.flag} />{t(`compliance.svc.${k}.name`)}</Space>} style={{ marginBottom: 16 }} data-testid={`cp-svc-${k}`}>
      {svc.transferable && <ProFormSwitch name={['svc', k, 'isTransfer']} label={t('compliance.info.transfer')} fieldProps={{ id: `cp-${k}-transfer` }} />}
      <Space wrap align="start" size={24}>
        {/* No disabledDate: a past date typed or picked stays in the field and is refused with the reason (issue #33). */}
        <ProFormDatePicker
          name={['svc', k, 'expectValidDate']}
          label={t('compliance.info.start')}
          width="sm"
          fieldProps={{ id: `cp-${k}-start` }}
          rules={[toAntdRule((v) => checkStartDate(v, today), t, { required: true })]}
        />
        {/* No min / max / precision: InputNumber would quietly turn 6 into 5 or 2.5 into 3; the rule refuses them instead. */}
        <ProFormDigit
          name={['svc', k, 'year']}
          label={t('compliance.info.year')}
          width="xs"
          initialValue={1}
          fieldProps={{ id: `cp-${k}-year`, controls: false }}
          rules={[toAntdRule(checkServiceYears, t, { required: true })]}
        />
        <Space direction="vertical" size={0} style={{ paddingTop: 30 }}>
          {s.expectValidDate && year !== undefined && <Typography.Text data-testid={`cp-${k}-end`}>{t('compliance.info.validDate', { date: validUntil(dayjs(s.expectValidDate).format('YYYY-MM-DD'), year) })}</Typography.Text>}
          {year !== undefined && <Typography.Text type="secondary" data-testid={`cp-${k}-fee`}>{t('compliance.info.fee', { fee: serviceFee({ key: k, year, isTransfer: !!s.isTransfer }) })}</Typography.Text>}
        </Space>
      </Space>
      {s.isTransfer ? (
        <Space wrap size={24}>
          <ProFormText name={['svc', k, 'currentAgent']} label={t('compliance.info.currentAgent')} width="md" fieldProps={{ id: `cp-${k}-current`, maxLength: 100 }} rules={[{ required: true, whitespace: true, message: t('compliance.info.currentAgent.required') }]} />
          <ProFormDatePicker name={['svc', k, 'mandateEnd']} label={t('compliance.info.mandateEnd')} width="sm" fieldProps={{ id: `cp-${k}-mandate-end` }} rules={[{ required: true, message: t('compliance.info.mandateEnd.required') }]} />
        </Space>
      ) : null}
      <BrandsField name={['svc', k, 'stores']} label={t('compliance.info.stores')} testId={`cp-${k}-stores`} linkPlaceholder="https://www.amazon.de/stores/…" />
      <ProFormCheckbox.Group
        name={['svc', k, 'categories']}
        label={t('compliance.info.categories')}
        options={svc.categories.map((c) => ({ label: t(`compliance.cat.${c}`), value: c }))}
        rules={[{ required: true, type: 'array', min: 1, message: t('compliance.info.categories.required') }]}
        fieldProps={{ id: `cp-${k}-categories` } as never}
      />
      {svc.needsDocuments && (
        <ProFormItem name={['svc', k, 'documents']} label={t('compliance.info.documents')} rules={[{ required: true, type: 'array', min: 1, message: t('compliance.info.documents.required') }]}>
          <FileField scene={COMPLIANCE_DOC_SCENE} max={3} testId={`cp-${k}-doc`} />
        </ProFormItem>
      )}
    </ProCard>
  );
}

/** The step's content. */
export function InfoStep() {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const offices = (initialState?.currentUser?.other_settings?.default_eu_agent_offices ?? []).filter((c) => EU_OFFICES[c]);
  return (
    <>
      <ProFormCheckbox.Group
        name="services"
        label={t('compliance.info.services')}
        options={AGENT_SERVICE_KEYS.map((k) => ({ label: t(`compliance.svc.${k}.name`), value: k }))}
        rules={[{ required: true, type: 'array', min: 1, message: t('compliance.info.services.required') }]}
        fieldProps={{ id: 'cp-services' } as never}
      />
      {offices.length > 0 && (
        <ProFormRadio.Group
          name="euOffice"
          label={t('compliance.info.euOffice')}
          options={[{ label: t('compliance.info.euOffice.default'), value: '' }, ...offices.map((c) => ({ label: `${EU_OFFICES[c].name}（${EU_OFFICES[c].address}）`, value: c }))]}
        />
      )}
      <ProFormDependency name={['services']}>{({ services }) => AGENT_SERVICE_KEYS.filter((k) => (services ?? []).includes(k)).map((k) => <ServiceCard key={k} k={k} />)}</ProFormDependency>
    </>
  );
}
