/**
 * The EPR-info step's sections (issue #21; issue #31 "EPR services as declared records"; spec §3 EPR
 * sub-objects, §9 defaults): one section per chosen service, rendered from its declared record
 * (src/core/epr/services): the record's fields in the spec's order under the form name of its service
 * key (`dePack.weight`, `frWeee.items`…), by field kind, and the section component the record names
 * (`section`: `fields`, or `germanPackaging` which adds the completeness-declaration hint under the
 * weight list). Lists use the wizard kit's BrandsField and ItemTableField (src/components/wizard); each
 * cell's rule is the record's column rule, the one its zod schema runs in the mock. Weights say their
 * unit (kg), sizes cm, fees EUR per year.
 */
import { ProCard, ProFormDatePicker, ProFormDateRangePicker, ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Alert, Space, Tag, Typography } from 'antd';
import type { ComponentType } from 'react';
import { BrandsField, ItemTableField, type ItemColumn } from '@/components/wizard';
import type { EprFixedData, EprOffice } from '@/core/epr/api';
import { columnCheck, isNone, type EprColumn, type EprField, type EprSectionId } from '@/core/epr/define';
import { checkUnit, checkWeeeBrand, completenessCheck } from '@/core/epr/rules';
import { toAntdRule } from '@/core/rules';
import { EPR_SERVICE_LIST, EPR_SERVICES, type EprServiceKey, type EprServiceRecord } from '@/core/epr/services';
import { useT } from '@/hooks/useT';
import '@/locales/areas/epr';

/** What every section needs: the fixed data (categories, materials) and the French offices. */
interface SectionData {
  fixed?: EprFixedData;
  offices?: EprOffice[];
}

/** Props of a section component: the service's record and the section data. */
interface SectionProps {
  svc: EprServiceRecord;
  data: SectionData;
}

/** The wizard kit's column of a record's column: its kind, the options of a category, the record's rule. */
function itemColumn(c: EprColumn, data: SectionData, t: (id: string) => string): ItemColumn {
  const base = { key: c.name, title: t(c.label), check: columnCheck(c), width: c.width };
  if (c.kind === 'category') {
    return { ...base, kind: 'select', options: (data.fixed?.categories[c.group] ?? []).map((x) => ({ value: x.id, label: `${x.name}（${x.nameLocal}）` })) };
  }
  if (c.kind === 'link') return { ...base, kind: 'text', maxLength: 2048 };
  return { ...base, kind: c.kind === 'weightKg' || c.kind === 'sizeCm' || c.kind === 'count' ? 'number' : 'text' };
}

/** The French eco-organismes of the record's office id and stream (spec §9 office ids). */
function Offices({ svc, data }: SectionProps) {
  const t = useT();
  const officeId = isNone(svc.defaults.officeId) ? undefined : svc.defaults.officeId;
  const offices = (data.offices ?? []).filter((o) => o.officeId === officeId && o.stream === svc.stream);
  return (
    <>
      <ProFormText name={[svc.key, 'officeId']} hidden />
      <Typography.Paragraph type="secondary" data-testid={`epr-office-${svc.key}`}>
        {t('epr.field.office', { names: offices.map((o) => o.name).join(' / ') || '-' })}
      </Typography.Paragraph>
    </>
  );
}

/** One field of the record, by its kind (spec §3 field, §9 defaults). */
function Field({ svc, f, data }: SectionProps & { f: EprField }) {
  const t = useT();
  const k = svc.key;
  const name = [k, f.name];
  const extra = f.extra ? t(f.extra) : undefined;
  switch (f.kind) {
    case 'recoveryFee':
      // The yearly recovery fee: the spec §9 default, shown, not typed.
      return <ProFormDigit name={name} label={t(f.label)} width="sm" readonly fieldProps={{ precision: 2 }} extra={extra} />;
    case 'servicePeriod':
      return <ProFormSelect name={name} label={t(f.label)} width="sm" options={[1, 2, 3, 4, 5].map((y) => ({ value: y, label: t('epr.years', { n: y }) }))} rules={[{ required: true, message: t('epr.rule.period.required') }]} />;
    case 'registerYear': {
      const year = new Date().getFullYear();
      return <ProFormSelect name={name} label={t(f.label)} width="sm" options={[year, year + 1].map((y) => ({ value: y, label: String(y) }))} rules={[{ required: true, message: t('epr.rule.year.required') }]} />;
    }
    case 'unit':
      // No min / max / precision (InputNumber would quietly clamp or round): the record's rule refuses instead.
      return <ProFormDigit name={name} label={t(f.label)} width="sm" fieldProps={{ controls: false, addonAfter: t('epr.unit.pieces') }} extra={extra} rules={[toAntdRule(checkUnit, t, { required: true })]} />;
    case 'officeId':
      return <Offices svc={svc} data={data} />;
    case 'flag':
      return (
        <ProFormRadio.Group
          name={name}
          label={t(f.label)}
          options={[
            { value: 1, label: t('epr.yes') },
            { value: 0, label: t('epr.no') },
          ]}
          rules={[{ required: true, message: t(`epr.rule.${f.name}.required`) }]}
          extra={extra}
        />
      );
    case 'date':
      return <ProFormDatePicker name={name} label={t(f.label)} width="md" extra={extra} rules={[{ required: true, message: t('epr.rule.date.required') }]} />;
    case 'dateRange':
      return <ProFormDateRangePicker name={name} label={t(f.label)} extra={extra} rules={[{ required: true, message: t('epr.rule.datePeriod') }]} />;
    case 'text':
      return <ProFormText name={name} label={t(f.label)} width="md" fieldProps={{ maxLength: f.max }} extra={extra} rules={[{ required: true, whitespace: true, message: t(f.message) }]} />;
    case 'lines':
      return (
        <ItemTableField
          addText={t('epr.addLine')}
          name={name}
          label={t(f.label)}
          testId={`epr-${k}-${f.name}`}
          scrollX={f.scrollX}
          columns={f.columns.map((c) => itemColumn(c, data, t))}
          newRecord={f.newLine ? () => ({ ...f.newLine }) : undefined}
        />
      );
    case 'brands':
      return (
        <>
          <BrandsField name={name} itemKey="name" nameCheck={checkWeeeBrand} label={t(f.label)} testId={`epr-${k}-${f.name}`} />
          {extra && <Typography.Paragraph type="secondary">{extra}</Typography.Paragraph>}
        </>
      );
    default:
      return null;
  }
}

/** Section `fields`: the record's fields in order. */
function FieldsSection({ svc, data }: SectionProps) {
  return (
    <>
      {svc.fields.map((f) => (
        <Field key={f.name} svc={svc} f={f} data={data} />
      ))}
    </>
  );
}

/** Section `germanPackaging`: the fields, then the completeness-declaration hint of the weight list (VerpackG §11 thresholds). */
function GermanPackagingSection({ svc, data }: SectionProps) {
  const t = useT();
  const k = svc.key;
  const field = isNone(svc.completeness) ? undefined : svc.completeness.field;
  return (
    <>
      <FieldsSection svc={svc} data={data} />
      {field && (
        <ProFormDependency name={[[k, field]]}>
          {(v) => {
            const lines = ((v?.[k]?.[field] ?? []) as { type?: number; weight?: string }[]).map((l) => ({ type: Number(l.type), weight: l.weight ?? '' }));
            const c = completenessCheck(lines);
            return (
              <Alert
                type={c.required ? 'warning' : 'info'}
                showIcon
                style={{ marginBottom: 16 }}
                data-testid={`epr-completeness-${k}`}
                message={c.required ? t('epr.completeness.required', { groups: c.over.map((g) => t(`epr.completeness.group.${g}`)).join('、') }) : t('epr.completeness.none')}
                description={t('epr.completeness.totals', { glass: c.totals.glass, paper: c.totals.paper, lvp: c.totals.lvp })}
              />
            );
          }}
        </ProFormDependency>
      )}
    </>
  );
}

/** The section components the records can name (src/core/epr/define.ts `EPR_SECTIONS`). */
const SECTIONS: Record<EprSectionId, ComponentType<SectionProps>> = { fields: FieldsSection, germanPackaging: GermanPackagingSection };

/** Each service's section component, built from the records (not a second list of services). */
const SECTION_OF = Object.fromEntries(EPR_SERVICE_LIST.map((s) => [s.key, SECTIONS[s.section]])) as Record<EprServiceKey, ComponentType<SectionProps>>;

/** The section of service `k`: its register, then the section component its record names. */
export function ServiceSection({ k, data }: { k: EprServiceKey; data: SectionData }) {
  const t = useT();
  const svc = EPR_SERVICES[k];
  const Body = SECTION_OF[k];
  return (
    <ProCard
      bordered
      style={{ marginBottom: 16 }}
      data-testid={`epr-section-${k}`}
      title={
        <Space wrap>
          <span>{t(`epr.service.${k}`)}</span>
          <Tag>{svc.register.name}</Tag>
        </Space>
      }
    >
      <Body svc={svc} data={data} />
    </ProCard>
  );
}
