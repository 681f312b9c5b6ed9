/**
 * The Spanish EPR services (spec §1 "Spanish packaging, WEEE and battery", §3 sub-objects esPack,
 * esWeee, esBatt, §9 Spanish packaging default materials 258 (weight 100) and 259 (weight 10),
 * category 274, battery category 282): one declared record each (./../define.ts). One module for the
 * country: the three share the NIF question, the representative rule, the due day and one lenient
 * number format.
 *
 * Facts and sources (shared/design/domain-facts.md D.6): the Registro de Productores de Producto
 * (MITECO): packaging "ENV/<year>/<9 digits>" [weak source: es.rcrzj.com], WEEE RII-AEE and batteries
 * RII-PYA numbers [UNVERIFIED]: accepted leniently (one format for the three); a Spanish NIF and an
 * authorised representative for a foreign company (interzero.pl); the yearly report by 28 February
 * [weak source; end of February here].
 */
import { defineEprService, eprColumn, eprField, EPR_SPEC_DEFAULTS, type DueDay, type EprNumberFormat } from '../define';

const END_FEB: DueDay = { month: 2, day: 0 };

/** Spec §9: household packaging (Envases domésticos), the category of the default packaging lines. */
const ES_PACK_CATEGORY = 274;
/** Spec §9: portable batteries, the default battery category. */
const ES_BATT_CATEGORY = 282;

const NO_OFFICE = { none: '西班牙的服务不经法国生态组织（eco-organisme），没有生态组织编号（officeId）' };
const NO_COMPLETENESS = { none: '完整性声明（VerpackG §11）只适用于德国包装法，西班牙按年度申报投放重量' };
const NO_FEE = { none: '西班牙的回收费按材料、类别和重量由回收体系（SCRAP）报价，规格 §9 没有默认回收费，审核后报价' };

/** The Spanish producer registers: ENV/<year>/<9 digits>, or a RII-AEE / RII-PYA number (prefix optional, 1–8 digits). */
const ES_NUMBER = (example: string): EprNumberFormat => ({
  id: 'esRegister',
  pattern: /^(ENV\/\d{4}\/\d{9}|(RII[-_]?(AEE|PYA)[-_:]?)?\d{1,8})$/,
  example,
  message: '西班牙注册号应为 ENV/年份/9 位数字（包装），或 RII-AEE / RII-PYA 编号，例如 ENV/2025/000012345',
});

/** esPack: datePeriod (first and last day), hasLocalVat, items (name, materialId, weight kg per year, cateId). */
export const esPack = defineEprService({
  key: 'esPack',
  country: 'ES',
  stream: 'packaging',
  transfer: false,
  register: { id: 'MITECO-RPP', name: 'Registro de Productores de Producto（MITECO，envases）' },
  number: ES_NUMBER('ENV/2025/000012345'),
  needsRepresentative: true,
  reportDueDays: [END_FEB],
  defaults: {
    recoveryFee: NO_FEE,
    officeId: NO_OFFICE,
    values: {
      hasLocalVat: 0,
      // Spec §9: paper and cardboard 258 with 100 kg, plastics 259 with 10 kg, both household packaging 274.
      items: [
        { name: '', materialId: 258, weight: String(EPR_SPEC_DEFAULTS.weightKg), cateId: ES_PACK_CATEGORY },
        { name: '', materialId: 259, weight: '10', cateId: ES_PACK_CATEGORY },
      ],
    },
  },
  fields: [
    eprField.dateRange('datePeriod', { label: 'epr.field.datePeriod' }),
    eprField.hasLocalVat(),
    eprField.lines('items', {
      label: 'epr.field.items',
      columns: [
        eprColumn.name(),
        eprColumn.category('materialId', { label: 'epr.field.material', group: 'esPackMaterial' }),
        eprColumn.weightKg('weight', 'epr.field.weightYearKg'),
        eprColumn.category('cateId', { label: 'epr.field.packCategory', group: 'esPackCategory', width: 220 }),
      ],
      newLine: { cateId: ES_PACK_CATEGORY },
    }),
  ],
  section: 'fields',
  completeness: NO_COMPLETENESS,
  listColumns: [
    { label: 'epr.field.datePeriod', field: 'datePeriod', show: 'range' },
    { label: 'epr.summary.weightYearKg', field: 'items', show: 'sum', column: 'weight' },
  ],
});

/** esWeee: hasLocalVat, items (name, product, link, raeeId, singleWeight kg, maxSize cm, salesNum this year, salesNum2 last year). */
export const esWeee = defineEprService({
  key: 'esWeee',
  country: 'ES',
  stream: 'weee',
  transfer: false,
  register: { id: 'RII-AEE', name: 'Registro Integrado Industrial RII-AEE（MITECO）' },
  number: ES_NUMBER('RII-AEE 7654'),
  needsRepresentative: true,
  reportDueDays: [END_FEB],
  defaults: { recoveryFee: NO_FEE, officeId: NO_OFFICE, values: { hasLocalVat: 0, items: [{ name: '' }] } },
  fields: [
    eprField.hasLocalVat(),
    eprField.lines('items', {
      label: 'epr.field.items',
      scrollX: 1300,
      columns: [
        eprColumn.name(),
        eprColumn.name('product', 'epr.field.product'),
        eprColumn.link('link'),
        eprColumn.category('raeeId', { label: 'epr.field.raee', group: 'esWeee', width: 220 }),
        eprColumn.weightKg('singleWeight', 'epr.field.weightItemKg'),
        eprColumn.sizeCm(),
        eprColumn.count('salesNum', 'epr.field.salesNum'),
        eprColumn.count('salesNum2', 'epr.field.salesNum2'),
      ],
    }),
  ],
  section: 'fields',
  completeness: NO_COMPLETENESS,
  listColumns: [
    { label: 'epr.summary.items', field: 'items', show: 'lines' },
    { label: 'epr.summary.salesNum', field: 'items', show: 'sum', column: 'salesNum' },
  ],
});

/** esBatt: hasLocalVat, items (name, cateId 282 by default, weight kg per battery, weight2 kg per year). */
export const esBatt = defineEprService({
  key: 'esBatt',
  country: 'ES',
  stream: 'battery',
  transfer: false,
  register: { id: 'RII-PYA', name: 'Registro Integrado Industrial RII-PYA（MITECO）' },
  number: ES_NUMBER('RII-PYA 1234'),
  needsRepresentative: true,
  reportDueDays: [END_FEB],
  defaults: { recoveryFee: NO_FEE, officeId: NO_OFFICE, values: { hasLocalVat: 0, items: [{ name: '', cateId: ES_BATT_CATEGORY }] } },
  fields: [
    eprField.hasLocalVat(),
    eprField.lines('items', {
      label: 'epr.field.items',
      columns: [eprColumn.name(), eprColumn.category('cateId', { label: 'epr.field.battCategory', group: 'esBatt' }), eprColumn.weightKg('weight', 'epr.field.weightItemKg'), eprColumn.weightKg('weight2', 'epr.field.weightYearKg')],
      newLine: { cateId: ES_BATT_CATEGORY },
    }),
  ],
  section: 'fields',
  completeness: NO_COMPLETENESS,
  listColumns: [
    { label: 'epr.summary.items', field: 'items', show: 'lines' },
    { label: 'epr.summary.weightYearKg', field: 'items', show: 'sum', column: 'weight2' },
  ],
});
