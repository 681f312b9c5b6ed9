/**
 * `/user/calculate-tax` (guarded): the tax-calculation basic data of spec §3 (country, period type
 * filling start/end dates, company, the seller's VAT number, VIES check, deducts, defers, seller
 * profile) and the sales reports (shared ReportUpload component). Messages of spec §5 at the fields.
 * Submitting creates a calculation (`POST /api/calculate-tax`) and opens its result. The address may
 * preset the country, the period, the company and its VAT number (`?countryCode=GB&startDate=…&endDate=…
 * &companyName=…&vatNumber=…`, the overdue list's "去申报"; src/core/calc/prefill.ts).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, Link } from '@umijs/max';
import { Alert, App, Button, Col, DatePicker, Form, Input, Radio, Row, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import ReportUpload, { type ReadyReport, type ReportItem } from '@/components/ReportUpload';
import { REPORT_FILE_STATUS } from '@/constants/report';
import { DEFAULT_TAX_CALC_COUNTRY } from '@/constants/countries';
import { useApi } from '@/hooks/useApi';
import type { RequestFailure } from '@/request/types';
import { createCalculation, fetchTaxRates, fallbackNotice } from '@/services/calc';
import { CALC_COUNTRIES, countryText, EU_MEMBER_STATES, isEuMemberState, periodRange, thresholdBasicData, type CalcBasicData, type EuThresholdAnswer, type TaxPeriodType } from '@/core/calc/model';
import { parseCalcPrefill } from '@/core/calc/prefill';
import { revalidate, toAntdRule } from '@/core/rules';
import { checkAmount, checkCalcCountry, checkCalcVatNumber, checkEndDate, checkOssFrom, checkSaleFiles, checkStartDate } from '@/core/rules/calc';
import { VAT_NUMBER_EXAMPLES, vatPrefix } from '@/core/rules/vat';
import { useQuery } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';
import ThresholdFields from './components/ThresholdFields';
import TransferInvoiceField from './components/TransferInvoiceField';
import { countrySelectOptions, countrySelectSearch } from '@/components/CalcResult/labels';

/** A DatePicker value as `YYYY-MM-DD` (what the rules check), or `undefined`. */
const day = (v: unknown): string | undefined => (dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : undefined);

interface FormValues {
  countryCode: string;
  taxPeriodType: TaxPeriodType;
  startDate?: Dayjs;
  endDate?: Dayjs;
  companyName?: string;
  vatNumber?: string;
  countries?: string[];
  isViesCheck?: boolean;
  establishment: string;
  ossRegistered?: boolean;
  ossFrom?: Dayjs;
  ossMemberState?: string;
  euThreshold?: EuThresholdAnswer;
  euThresholdCrossedOn?: Dayjs;
  euDestinationOption?: boolean;
  transferInvoice?: 'sameDay' | 'none';
  isDeduct?: boolean;
  deducts?: { amount: string; note?: string }[];
  isDefer?: boolean;
  defers?: { vat: string; value: string; note?: string }[];
  saleFiles?: ReadyReport[];
}

/** The tax-calculation form page. */
export default function CalculateTaxPage() {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [items, setItems] = useState<ReportItem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const country = Form.useWatch('countryCode', form) ?? DEFAULT_TAX_CALC_COUNTRY;
  const isDeduct = Form.useWatch('isDeduct', form);
  const isDefer = Form.useWatch('isDefer', form);
  const ossRegistered = Form.useWatch('ossRegistered', form);
  const establishment = Form.useWatch('establishment', form);
  const rates = useApi(() => fetchTaxRates());
  const [query] = useQuery();
  // Read once, on the first render (the form's initial values).
  const [prefill] = useState(() => parseCalcPrefill(query));

  const busy = items.some((it) => [REPORT_FILE_STATUS.LOCAL_PARSING, REPORT_FILE_STATUS.UPLOADING, REPORT_FILE_STATUS.REMOTE_PARSING].includes(it.status as 0));

  const fillPeriod = (type: TaxPeriodType, start?: Dayjs) => {
    if (!start) return;
    const r = periodRange(type, start.format('YYYY-MM-DD'));
    form.setFieldsValue({ startDate: dayjs(r.startDate), endDate: dayjs(r.endDate) });
    void form.validateFields(['startDate', 'endDate']);
  };

  const onFinish = async (v: FormValues) => {
    if (busy) {
      message.warning(t('calc.form.busy'));
      return;
    }
    const body: CalcBasicData = {
      countryCode: { key: v.countryCode, text: countryText(v.countryCode) },
      taxPeriodType: v.taxPeriodType,
      startDate: v.startDate!.format('YYYY-MM-DD'),
      endDate: v.endDate!.format('YYYY-MM-DD'),
      companyName: v.companyName?.trim() || undefined,
      vatNumber: v.vatNumber?.trim() || undefined,
      countries: v.countries ?? [],
      isViesCheck: !!v.isViesCheck,
      establishment: v.establishment,
      ossRegistered: !!v.ossRegistered,
      ossFrom: v.ossRegistered ? v.ossFrom?.format('YYYY-MM-DD') : undefined,
      ossMemberState: v.ossRegistered ? v.ossMemberState : undefined,
      ...thresholdBasicData({ establishment: v.establishment, euThreshold: v.euThreshold, euThresholdCrossedOn: v.euThresholdCrossedOn?.format('YYYY-MM-DD'), euDestinationOption: v.euDestinationOption }),
      // sent only when changed on the form: else the choice stored with the seller's VAT records applies (issue #32)
      transferInvoice: form.isFieldTouched('transferInvoice') ? v.transferInvoice : undefined,
      isDeduct: !!v.isDeduct,
      deducts: v.isDeduct ? (v.deducts ?? []).map((d, i) => ({ key: `d${i + 1}`, amount: d.amount, note: d.note })) : [],
      isDefer: !!v.isDefer,
      defers: v.isDefer ? (v.defers ?? []).map((d, i) => ({ key: `p${i + 1}`, vat: d.vat, value: d.value, note: d.note })) : [],
      saleFiles: v.saleFiles ?? [],
    };
    setSubmitting(true);
    try {
      const created = await createCalculation(body);
      message.success(t('calc.form.created'));
      history.push(`/user/calculate-tax/result?id=${created.id}`);
    } catch (e) {
      const err = e as RequestFailure;
      const field = (err.body?.data as { field?: string } | undefined)?.field;
      if (field && field in body) form.setFields([{ name: field as keyof FormValues, errors: [err.message] }]);
      else message.error(err.message);
    } finally {
      setSubmitting(false);
    }
  };

  const rate = useMemo(() => rates.data?.rates.find((r) => r.country === country), [rates.data, country]);

  return (
    <PageContainer
      title={t('calc.form.title')}
      extra={
        <Link to="/user/calculate-tax/record">
          <Button>{t('calc.form.records')}</Button>
        </Link>
      }
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark
        scrollToFirstError
        initialValues={{
          countryCode: prefill.countryCode ?? DEFAULT_TAX_CALC_COUNTRY,
          taxPeriodType: prefill.taxPeriodType ?? 'quarter',
          startDate: prefill.startDate ? dayjs(prefill.startDate) : undefined,
          endDate: prefill.endDate ? dayjs(prefill.endDate) : undefined,
          companyName: prefill.companyName,
          vatNumber: prefill.vatNumber,
          establishment: 'NON_EU',
          transferInvoice: 'sameDay',
          countries: [],
          deducts: [{ amount: '' }],
          defers: [{ vat: '', value: '' }],
        }}
        onFinish={onFinish}
        data-testid="calc-form"
      >
        <ProCard title={t('calc.form.section.basic')} bordered headerBordered style={{ marginBottom: 16 }}>
          <Row gutter={24}>
            <Col xs={24} md={8}>
              <Form.Item name="countryCode" label={t('calc.form.countryCode')} rules={[toAntdRule(checkCalcCountry, t, { required: true })]}>
                <Select
                  id="countryCode"
                  {...countrySelectSearch}
                  options={countrySelectOptions(CALC_COUNTRIES)}
                  onChange={() => revalidate(form, ['vatNumber'])}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                name="countries"
                extra={t('calc.form.frequency.hint')}
                label={
                  <Space size={4}>
                    {t('calc.form.countries')}
                    <Tooltip title={t('calc.form.countries.tip')}>
                      <QuestionCircleOutlined />
                    </Tooltip>
                  </Space>
                }
              >
                <Select
                  id="countries"
                  mode="multiple"
                  allowClear
                  placeholder={t('calc.form.countries.placeholder')}
                  {...countrySelectSearch}
                  options={[...countrySelectOptions(CALC_COUNTRIES.filter((c) => c.key !== country)), { value: 'OSS', label: countryText('OSS') }]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="taxPeriodType" label={t('calc.form.taxPeriodType')} rules={[{ required: true }]}>
                <Radio.Group
                  optionType="button"
                  onChange={(e) => fillPeriod(e.target.value, form.getFieldValue('startDate'))}
                  options={(['month', 'quarter', 'year'] as const).map((p) => ({ value: p, label: t(`calc.form.period.${p}`) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="startDate" label={t('calc.form.startDate')} tooltip={t('calc.form.startDate.tip')} rules={[toAntdRule((v) => checkStartDate(day(v)), t, { required: true })]}>
                <DatePicker id="startDate" style={{ width: '100%' }} onChange={(d) => fillPeriod(form.getFieldValue('taxPeriodType'), d ?? undefined)} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item
                name="endDate"
                label={t('calc.form.endDate')}
                dependencies={['startDate']}
                rules={[({ getFieldValue }) => toAntdRule((v) => checkEndDate(day(v), day(getFieldValue('startDate'))), t, { required: true })]}
              >
                <DatePicker id="endDate" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={24}>
            <Col xs={24} md={8}>
              <Form.Item name="companyName" label={t('calc.form.companyName')} rules={[{ max: 100 }]}>
                <Input id="companyName" placeholder={t('calc.form.companyName.placeholder')} maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="vatNumber"
                label={t('calc.form.vatNumber', { country: countryText(country) })}
                rules={[toAntdRule((v) => checkCalcVatNumber(form.getFieldValue('countryCode'), v), t)]}
              >
                <Input id="vatNumber" placeholder={t('calc.form.vatNumber.placeholder', { example: VAT_NUMBER_EXAMPLES[country] ?? `${vatPrefix(country)}…` })} maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="isViesCheck" label={t('calc.form.isViesCheck')} tooltip={t('calc.form.isViesCheck.tip')} valuePropName="checked">
                <Switch id="isViesCheck" />
              </Form.Item>
            </Col>
          </Row>
        </ProCard>

        <ProCard title={t('calc.form.section.profile')} bordered headerBordered style={{ marginBottom: 16 }}>
          <Row gutter={24}>
            <Col xs={24} md={8}>
              <Form.Item name="establishment" label={t('calc.form.establishment')} tooltip={t('calc.form.establishment.tip')}>
                <Select id="establishment" {...countrySelectSearch} options={[{ value: 'NON_EU', label: t('calc.form.establishment.nonEu') }, ...countrySelectOptions(CALC_COUNTRIES)]} />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item name="ossRegistered" label={t('calc.form.ossRegistered')} valuePropName="checked">
                <Switch id="ossRegistered" />
              </Form.Item>
            </Col>
            {ossRegistered && (
              <>
                <Col xs={12} md={6}>
                  <Form.Item name="ossFrom" label={t('calc.form.ossFrom')} rules={[toAntdRule((v) => checkOssFrom(day(v)), t, { required: true })]}>
                    <DatePicker id="ossFrom" style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name="ossMemberState" label={t('calc.form.ossMemberState')}>
                    <Select id="ossMemberState" allowClear {...countrySelectSearch} options={countrySelectOptions(EU_MEMBER_STATES)} />
                  </Form.Item>
                </Col>
              </>
            )}
          </Row>
          {isEuMemberState(establishment) && <ThresholdFields establishment={establishment} />}
          <TransferInvoiceField seller={{ vatNumber: prefill.vatNumber, companyName: prefill.companyName }} />
        </ProCard>

        <ProCard title={t('calc.form.section.extra')} bordered headerBordered style={{ marginBottom: 16 }}>
          <Form.Item name="isDeduct" label={t('calc.form.isDeduct')} valuePropName="checked">
            <Switch id="isDeduct" />
          </Form.Item>
          {isDeduct && (
            <Form.List name="deducts">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key} align="baseline" wrap>
                      <Form.Item name={[f.name, 'amount']} rules={[toAntdRule(checkAmount, t, { required: true })]}>
                        <Input addonBefore={t('calc.form.deducts.amount')} style={{ width: 260 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'note']}>
                        <Input placeholder={t('calc.form.deducts.note')} style={{ width: 240 }} maxLength={50} />
                      </Form.Item>
                      {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} />}
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ amount: '' })}>
                    {t('calc.form.deducts.add')}
                  </Button>
                </>
              )}
            </Form.List>
          )}
          <Form.Item name="isDefer" label={t('calc.form.isDefer')} valuePropName="checked" style={{ marginTop: 16 }}>
            <Switch id="isDefer" />
          </Form.Item>
          {isDefer && (
            <Form.List name="defers">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key} align="baseline" wrap>
                      <Form.Item name={[f.name, 'vat']} rules={[toAntdRule(checkAmount, t, { required: true })]}>
                        <Input addonBefore={t('calc.form.defers.vat')} style={{ width: 220 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'value']} rules={[toAntdRule(checkAmount, t, { required: true })]}>
                        <Input addonBefore={t('calc.form.defers.value')} style={{ width: 220 }} />
                      </Form.Item>
                      {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} />}
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ vat: '', value: '' })}>
                    {t('calc.form.defers.add')}
                  </Button>
                </>
              )}
            </Form.List>
          )}
        </ProCard>

        <ProCard
          title={t('calc.form.section.files')}
          bordered
          headerBordered
          style={{ marginBottom: 16 }}
          extra={
            <Space size={4} wrap data-testid="tax-rates">
              {rates.loading ? (
                <Typography.Text type="secondary">{t('calc.rates.loading')}</Typography.Text>
              ) : rate ? (
                <>
                  <Typography.Text type="secondary">{t('calc.rates.title')}</Typography.Text>
                  <Tag color="purple">
                    {countryText(country)} {rate.standard}%
                  </Tag>
                  {rate.reduced.length > 0 && <Typography.Text type="secondary">{t('calc.rates.reduced', { list: rate.reduced.map((r) => `${r}%`).join('、') })}</Typography.Text>}
                </>
              ) : null}
            </Space>
          }
        >
          {rates.data?.fallback && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={fallbackNotice(rates.data.updatedAt)} data-testid="tax-rate-fallback" />}
          {rates.data && !rates.data.fallback && (
            <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
              {t('calc.rates.source', { source: rates.data.source, date: rates.data.updatedAt })}
            </Typography.Paragraph>
          )}
          <Form.Item name="saleFiles" label={t('calc.form.saleFiles')} rules={[toAntdRule(checkSaleFiles, t, { required: true })]}>
            <ReportUpload onItemsChange={setItems} />
          </Form.Item>
        </ProCard>

        <Space>
          {/* Not a submit button: Enter in a date or text field must not submit the form (issue #13). */}
          <Button type="primary" htmlType="button" size="large" loading={submitting} onClick={() => form.submit()} data-testid="calc-submit">
            {t('calc.form.submit')}
          </Button>
          {busy && <Typography.Text type="secondary">{t('calc.form.busy')}</Typography.Text>}
        </Space>
      </Form>
    </PageContainer>
  );
}
