/**
 * The EPR-info step's sections (issue #21; spec §3 EPR sub-objects, §9 defaults): one section per
 * chosen service with exactly its sub-object's fields, under the form name of its service key
 * (`dePack.weight`, `frWeee.items`…). Lists use the wizard kit's BrandsField and ItemTableField
 * (src/components/wizard); each cell's rule is the one the mock holds (src/core/epr/rules.ts). Weights
 * say their unit (kg), sizes cm, fees EUR per year.
 */
import { ProCard, ProFormDatePicker, ProFormDateRangePicker, ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Alert, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BrandsField, ItemTableField, type ItemColumn, type ItemTableFieldProps } from '@/components/wizard';
import type { EprFixedData, EprOffice } from '@/core/epr/api';
import type { EprCategoryGroup } from '@/core/epr/fixed-data';
import { checkCount, checkFrenchName, checkWeeeBrand, checkWeightKg, completenessCheck } from '@/core/epr/rules';
import { EPR_SERVICES, type EprServiceKey } from '@/core/epr/services';
import { isBlankValue, type RuleCheck } from '@/core/rules';
import { useT } from '@/hooks/useT';
import '@/locales/areas/epr';

/** What every section needs: the fixed data (categories, materials) and the French offices. */
export interface SectionData {
  fixed?: EprFixedData;
  offices?: EprOffice[];
}

const required = (key: string): RuleCheck => (v) => (isBlankValue(v) ? key : null);
const name100: RuleCheck = (v) => (isBlankValue(v) ? 'epr.rule.name.required' : String(v).trim().length > 100 ? 'epr.rule.name.tooLong' : null);
const link: RuleCheck = (v) => (isBlankValue(v) || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(String(v).trim()) ? null : 'epr.rule.link.invalid');

/** The select options of a category group (Chinese name and the register's own). */
function options(data: SectionData, group: EprCategoryGroup) {
  return (data.fixed?.categories[group] ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.nameLocal}）` }));
}

/** The fields shared by several French services: registration year, service period, fee (read-only default), office. */
function FrenchTerms({ k, data, unit }: { k: EprServiceKey; data: SectionData; unit?: boolean }) {
  const t = useT();
  const year = new Date().getFullYear();
  const officeId = EPR_SERVICES[k].officeId;
  const stream = EPR_SERVICES[k].stream;
  const offices = (data.offices ?? []).filter((o) => o.officeId === officeId && o.stream === stream);
  return (
    <>
      <ProFormSelect name={[k, 'registerYear']} label={t('epr.field.registerYear')} width="sm" options={[year, year + 1].map((y) => ({ value: y, label: String(y) }))} rules={[{ required: true, message: t('epr.rule.year.required') }]} />
      <ServicePeriod k={k} />
      {unit && (
        <ProFormDigit name={[k, 'unit']} label={t('epr.field.unit')} width="sm" min={1} max={99_999_999} fieldProps={{ precision: 0, addonAfter: t('epr.unit.pieces') }} extra={t('epr.field.unit.extra')} rules={[{ required: true, message: t('epr.rule.unit.required') }]} />
      )}
      <RecoveryFee k={k} />
      <ProFormText name={[k, 'officeId']} hidden />
      <Typography.Paragraph type="secondary" data-testid={`epr-office-${k}`}>
        {t('epr.field.office', { names: offices.map((o) => o.name).join(' / ') || '-' })}
      </Typography.Paragraph>
    </>
  );
}

function ServicePeriod({ k }: { k: EprServiceKey }) {
  const t = useT();
  return (
    <ProFormSelect
      name={[k, 'servicePeriod']}
      label={t('epr.field.servicePeriod')}
      width="sm"
      options={[1, 2, 3, 4, 5].map((y) => ({ value: y, label: t('epr.years', { n: y }) }))}
      rules={[{ required: true, message: t('epr.rule.period.required') }]}
    />
  );
}

/** The yearly recovery fee: the spec §9 default, shown, not typed. */
function RecoveryFee({ k }: { k: EprServiceKey }) {
  const t = useT();
  return <ProFormDigit name={[k, 'recoveryFee']} label={t('epr.field.recoveryFee')} width="sm" readonly fieldProps={{ precision: 2 }} extra={t('epr.field.recoveryFee.extra')} />;
}

/** Yes / no: the company holds a Spanish tax number (NIF). */
function HasLocalVat({ k }: { k: EprServiceKey }) {
  const t = useT();
  return (
    <ProFormRadio.Group
      name={[k, 'hasLocalVat']}
      label={t('epr.field.hasLocalVat')}
      options={[
        { value: 1, label: t('epr.yes') },
        { value: 0, label: t('epr.no') },
      ]}
      rules={[{ required: true, message: t('epr.rule.hasLocalVat.required') }]}
      extra={t('epr.field.hasLocalVat.extra')}
    />
  );
}

/** The German completeness-declaration hint of a dePack weight list (VerpackG §11 thresholds). */
function Completeness({ k }: { k: EprServiceKey }) {
  const t = useT();
  return (
    <ProFormDependency name={[[k, 'weight']]}>
      {(v) => {
        const lines = ((v?.[k]?.weight ?? []) as { type?: number; weight?: string }[]).map((l) => ({ type: Number(l.type), weight: l.weight ?? '' }));
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
  );
}

/** The product lines of service `k` (`<k>.items`): the kit's ItemTableField with the stream's columns. */
function ProductLines({ k, ...props }: { k: EprServiceKey } & Omit<ItemTableFieldProps, 'name' | 'label' | 'testId' | 'addText'>) {
  const t = useT();
  return <ItemTableField addText={t('epr.addLine')} name={[k, 'items']} label={t('epr.field.items')} testId={`epr-${k}-items`} {...props} />;
}

/** The section of service `k`: its sub-object's fields. */
export function ServiceSection({ k, data }: { k: EprServiceKey; data: SectionData }) {
  const t = useT();
  const svc = EPR_SERVICES[k];
  const col = (key: string, title: string, kind: ItemColumn['kind'], check?: RuleCheck, extra: Partial<ItemColumn> = {}): ItemColumn => ({ key, title, kind, check, ...extra });
  const weight = (key = 'weight', title = t('epr.field.weightKg')) => col(key, title, 'number', checkWeightKg, { width: 110 });
  const count = (key: string, title: string) => col(key, title, 'number', checkCount, { width: 110 });
  const select = (key: string, title: string, group: EprCategoryGroup, width = 200) => col(key, title, 'select', required('epr.rule.category.required'), { options: options(data, group), width });
  const itemName = col('name', t('epr.field.itemName'), 'text', name100, { width: 150 });
  const nameFr = col('nameFr', t('epr.field.nameFr'), 'text', checkFrenchName, { width: 150 });

  let body: ReactNode;
  switch (k) {
    case 'dePack':
    case 'dePackTransfer':
      body = (
        <>
          <RecoveryFee k={k} />
          <ServicePeriod k={k} />
          <ProFormText name={[k, 'brandName']} label={t('epr.field.brandName')} width="md" fieldProps={{ maxLength: 100 }} extra={t('epr.field.brandName.extra')} rules={[{ required: true, whitespace: true, message: t('epr.rule.brand.required') }]} />
          <ItemTableField
            addText={t('epr.addLine')}
            name={[k, 'weight']}
            label={t('epr.field.weightList')}
            testId={`epr-${k}-weight`}
            columns={[select('type', t('epr.field.material'), 'dePackMaterial', 220), weight('weight', t('epr.field.weightYearKg')), itemName]}
            newRecord={() => ({ weight: '' })}
          />
          <Completeness k={k} />
        </>
      );
      break;
    case 'dePlastic':
      body = <ProFormDatePicker name={[k, 'validDate']} label={t('epr.field.validDate')} width="md" extra={t('epr.field.validDate.extra')} rules={[{ required: true, message: t('epr.rule.date.required') }]} />;
      break;
    case 'deWeee':
      body = (
        <>
          <BrandsField name={[k, 'brand']} itemKey="name" nameCheck={checkWeeeBrand} label={t('epr.field.weeeBrand')} testId={`epr-${k}-brand`} />
          <Typography.Paragraph type="secondary">{t('epr.field.weeeBrand.extra')}</Typography.Paragraph>
          <ItemTableField addText={t('epr.addLine')} name={[k, 'category']} label={t('epr.field.weeeCategory')} testId={`epr-${k}-category`} columns={[select('cateId', t('epr.field.category'), 'deWeee', 280), weight('weight', t('epr.field.weightYearKg'))]} />
        </>
      );
      break;
    case 'deBatt':
      body = (
        <ItemTableField
            addText={t('epr.addLine')}
          name={[k, 'brand']}
          label={t('epr.field.battBrand')}
          testId={`epr-${k}-brand`}
          columns={[col('name', t('epr.field.brandName'), 'text', checkWeeeBrand, { width: 150 }), select('battId', t('epr.field.battCategory'), 'deBatt', 220), select('weightId', t('epr.field.battWeight'), 'deBattWeight', 160), count('number', t('epr.field.battNumber'))]}
        />
      );
      break;
    case 'frSpin':
    case 'frFurn':
      body = <ProductLines k={k} scrollX={820} columns={[itemName, nameFr, weight('weight', t('epr.field.weightItemKg')), count('salesNum', t('epr.field.salesNum')), select('cateId', t('epr.field.category'), k)]} />;
      break;
    case 'frPack':
    case 'frPackTransfer':
      body = <FrenchTerms k={k} data={data} unit />;
      break;
    case 'frBatt':
      body = (
        <>
          <FrenchTerms k={k} data={data} />
          <ProductLines k={k} columns={[count('salesNum', t('epr.field.salesNum')), select('cateId', t('epr.field.battCategory'), 'frBatt'), weight('weight', t('epr.field.weightItemKg'))]} />
        </>
      );
      break;
    case 'frWeee':
      body = (
        <>
          <FrenchTerms k={k} data={data} unit />
          <ProductLines
            k={k}
            scrollX={1180}
            columns={[
              itemName,
              nameFr,
              col('maxSize', t('epr.field.maxSizeCm'), 'number', checkWeightKg, { width: 110 }),
              count('salesNum', t('epr.field.salesNum')),
              col('productLink', t('epr.field.productLink'), 'text', link, { width: 200, maxLength: 2048 }),
              select('cateId', t('epr.field.category'), 'frWeee', 220),
              weight('weight', t('epr.field.weightItemKg')),
            ]}
          />
        </>
      );
      break;
    case 'esPack':
      body = (
        <>
          <ProFormDateRangePicker name={[k, 'datePeriod']} label={t('epr.field.datePeriod')} rules={[{ required: true, message: t('epr.rule.datePeriod') }]} />
          <HasLocalVat k={k} />
          <ProductLines
            k={k}
            columns={[itemName, select('materialId', t('epr.field.material'), 'esPackMaterial'), weight('weight', t('epr.field.weightYearKg')), select('cateId', t('epr.field.packCategory'), 'esPackCategory', 220)]}
            newRecord={() => ({ cateId: 274 })}
          />
        </>
      );
      break;
    case 'esWeee':
      body = (
        <>
          <HasLocalVat k={k} />
          <ProductLines
            k={k}
            scrollX={1300}
            columns={[
              itemName,
              col('product', t('epr.field.product'), 'text', name100, { width: 150 }),
              col('link', t('epr.field.productLink'), 'text', link, { width: 200, maxLength: 2048 }),
              select('raeeId', t('epr.field.raee'), 'esWeee', 220),
              weight('singleWeight', t('epr.field.weightItemKg')),
              col('maxSize', t('epr.field.maxSizeCm'), 'number', checkWeightKg, { width: 110 }),
              count('salesNum', t('epr.field.salesNum')),
              count('salesNum2', t('epr.field.salesNum2')),
            ]}
          />
        </>
      );
      break;
    case 'esBatt':
      body = (
        <>
          <HasLocalVat k={k} />
          <ProductLines
            k={k}
            columns={[itemName, select('cateId', t('epr.field.battCategory'), 'esBatt'), weight('weight', t('epr.field.weightItemKg')), weight('weight2', t('epr.field.weightYearKg'))]}
            newRecord={() => ({ cateId: 282 })}
          />
        </>
      );
      break;
    default:
      body = null;
  }
  return (
    <ProCard
      bordered
      style={{ marginBottom: 16 }}
      data-testid={`epr-section-${k}`}
      title={
        <Space wrap>
          <span>{t(`epr.service.${k}`)}</span>
          <Tag>{svc.register}</Tag>
        </Space>
      }
    >
      {body}
    </ProCard>
  );
}
