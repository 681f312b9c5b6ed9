/**
 * The French EPR services (spec §1 "French packaging, WEEE, battery, textile and furniture", §3
 * sub-objects frPack, frPackTransfer, frWeee, frBatt, frSpin, frFurn, §9 French packaging recovery fee
 * 80, battery 200, WEEE 80, units 10000, office ids 2 packaging and WEEE, 3 battery): one declared
 * record each (./../define.ts). One module for the country: all file with ADEME (SYDEREP) through an
 * eco-organisme and get one UID format; the transfer variant is the packaging record with another key;
 * textiles and furniture differ only in their categories.
 *
 * Facts and sources (shared/design/domain-facts.md D.5): the UID/IDU issued by ADEME through an
 * eco-organisme, "FR123456_78ZZZZ" (AbeBooks/ZVAB help) or "a 13-character alphanumeric code starting
 * with FR" (eprrepresentative.com): the sources conflict, both are accepted; non-EU producers in
 * practice through a French authorised representative. Report due days [UNVERIFIED, weak sources]:
 * packaging, batteries and textiles yearly by the end of February (textiles assumed alike), WEEE twice
 * yearly (end of January and of July), furniture paid by 15 February.
 */
import { defineEprService, eprColumn, eprField, EPR_SPEC_DEFAULTS, type DueDay, type EprNumberFormat, type EprServiceSpec } from '../define';

const END_FEB: DueDay = { month: 2, day: 0 };

const NO_COMPLETENESS = { none: '完整性声明（VerpackG §11）只适用于德国包装法，法国按生态组织的年度申报' };

/** The French UID (both published shapes, lenient). */
const UID = (example: string): EprNumberFormat => ({ id: 'frUid', pattern: /^FR(\d{6}_\d{2}[A-Z0-9]{4}|[A-Z0-9]{11})$/, example, message: '法国 UID 应以 FR 开头，例如 FR123456_01ABCD 或 FR 加 11 位字母数字' });

/** The terms every French service with a contract year has: registration year, service period, (units,) fee, office. */
const terms = (unit: boolean) => [eprField.registerYear(), eprField.servicePeriod(), ...(unit ? [eprField.unit()] : []), eprField.recoveryFee(), eprField.officeId()];

/** French packaging (Citeo / Léko), new registration and transfer alike: registerYear, servicePeriod, unit, recoveryFee, officeId 2. */
const PACKAGING: Omit<EprServiceSpec<string, 'FR'>, 'key' | 'transfer'> = {
  country: 'FR',
  stream: 'packaging',
  register: { id: 'ADEME-SYDEREP', name: 'ADEME SYDEREP（Citeo / Léko）' },
  number: UID('FR123456_01ABCD'),
  needsRepresentative: true,
  reportDueDays: [END_FEB],
  defaults: { recoveryFee: 80, officeId: 2, values: { servicePeriod: EPR_SPEC_DEFAULTS.servicePeriodYears, unit: EPR_SPEC_DEFAULTS.unit } },
  fields: terms(true),
  section: 'fields',
  completeness: NO_COMPLETENESS,
  listColumns: [
    { label: 'epr.field.registerYear', field: 'registerYear', show: 'number' },
    { label: 'epr.summary.unit', field: 'unit', show: 'number' },
  ],
};

/** frPack: French packaging, a new registration. */
export const frPack = defineEprService({ ...PACKAGING, key: 'frPack', transfer: false });

/** frPackTransfer: an existing French packaging UID moved to us (spec §4 register type 1). */
export const frPackTransfer = defineEprService({ ...PACKAGING, key: 'frPackTransfer', transfer: true });

/** frWeee: registerYear, servicePeriod, unit, recoveryFee, officeId 2, items (name, nameFr, maxSize cm, salesNum, productLink, cateId, weight kg per item). */
export const frWeee = defineEprService({
  key: 'frWeee',
  country: 'FR',
  stream: 'weee',
  transfer: false,
  register: { id: 'ADEME-SYDEREP', name: 'ADEME SYDEREP（ecosystem / Ecologic）' },
  number: UID('FR123456_02ABCD'),
  needsRepresentative: true,
  reportDueDays: [
    { month: 1, day: 0 },
    { month: 7, day: 0 },
  ],
  defaults: { recoveryFee: 80, officeId: 2, values: { servicePeriod: EPR_SPEC_DEFAULTS.servicePeriodYears, unit: EPR_SPEC_DEFAULTS.unit, items: [{ name: '' }] } },
  fields: [
    ...terms(true),
    eprField.lines('items', {
      label: 'epr.field.items',
      scrollX: 1180,
      columns: [
        eprColumn.name(),
        eprColumn.nameFr(),
        eprColumn.sizeCm(),
        eprColumn.count('salesNum', 'epr.field.salesNum'),
        eprColumn.link('productLink'),
        eprColumn.category('cateId', { label: 'epr.field.category', group: 'frWeee', width: 220 }),
        eprColumn.weightKg('weight', 'epr.field.weightItemKg'),
      ],
    }),
  ],
  section: 'fields',
  completeness: NO_COMPLETENESS,
  listColumns: [
    { label: 'epr.field.registerYear', field: 'registerYear', show: 'number' },
    { label: 'epr.summary.items', field: 'items', show: 'lines' },
    { label: 'epr.summary.salesNum', field: 'items', show: 'sum', column: 'salesNum' },
  ],
});

/** frBatt: registerYear, servicePeriod, recoveryFee, officeId 3, items (salesNum, cateId, weight kg per battery). */
export const frBatt = defineEprService({
  key: 'frBatt',
  country: 'FR',
  stream: 'battery',
  transfer: false,
  register: { id: 'ADEME-SYDEREP', name: 'ADEME SYDEREP（Corepile / Screlec）' },
  number: UID('FR123456_03ABCD'),
  needsRepresentative: true,
  reportDueDays: [END_FEB],
  defaults: { recoveryFee: 200, officeId: 3, values: { servicePeriod: EPR_SPEC_DEFAULTS.servicePeriodYears, items: [{}] } },
  fields: [
    ...terms(false),
    eprField.lines('items', {
      label: 'epr.field.items',
      columns: [eprColumn.count('salesNum', 'epr.field.salesNum'), eprColumn.category('cateId', { label: 'epr.field.battCategory', group: 'frBatt' }), eprColumn.weightKg('weight', 'epr.field.weightItemKg')],
    }),
  ],
  section: 'fields',
  completeness: NO_COMPLETENESS,
  listColumns: [
    { label: 'epr.field.registerYear', field: 'registerYear', show: 'number' },
    { label: 'epr.summary.items', field: 'items', show: 'lines' },
    { label: 'epr.summary.salesNum', field: 'items', show: 'sum', column: 'salesNum' },
  ],
});

/** Textiles and furniture: items (name, nameFr, weight kg per item, salesNum per year, cateId of the stream's group). */
const products = (group: 'frSpin' | 'frFurn') =>
  [
    eprField.lines('items', {
      label: 'epr.field.items',
      scrollX: 820,
      columns: [eprColumn.name(), eprColumn.nameFr(), eprColumn.weightKg('weight', 'epr.field.weightItemKg'), eprColumn.count('salesNum', 'epr.field.salesNum'), eprColumn.category('cateId', { label: 'epr.field.category', group })],
    }),
  ] as const;

const PRODUCTS_DEFAULTS = { officeId: { none: '纺织品和家具的生态组织（Refashion、Ecomaison）规格 §9 没有给出生态组织编号，子对象没有 officeId' }, values: { items: [{ name: '' }] } } as const;
const PRODUCTS_LIST = [
  { label: 'epr.summary.items', field: 'items', show: 'lines' },
  { label: 'epr.summary.salesNum', field: 'items', show: 'sum', column: 'salesNum' },
] as const;

/** frSpin: textiles, clothing, household linen and shoes (Refashion). */
export const frSpin = defineEprService({
  key: 'frSpin',
  country: 'FR',
  stream: 'textile',
  transfer: false,
  register: { id: 'ADEME-SYDEREP', name: 'ADEME SYDEREP（Refashion）' },
  number: UID('FR123456_04ABCD'),
  needsRepresentative: true,
  reportDueDays: [END_FEB],
  defaults: { ...PRODUCTS_DEFAULTS, recoveryFee: { none: 'Refashion 的生态费按件数和类别计算，规格 §9 没有默认回收费，审核后报价' } },
  fields: products('frSpin'),
  section: 'fields',
  completeness: NO_COMPLETENESS,
  listColumns: PRODUCTS_LIST,
});

/** frFurn: furniture (Ecomaison). */
export const frFurn = defineEprService({
  key: 'frFurn',
  country: 'FR',
  stream: 'furniture',
  transfer: false,
  register: { id: 'ADEME-SYDEREP', name: 'ADEME SYDEREP（Ecomaison）' },
  number: UID('FR123456_05ABCD'),
  needsRepresentative: true,
  reportDueDays: [{ month: 2, day: 15 }],
  defaults: { ...PRODUCTS_DEFAULTS, recoveryFee: { none: 'Ecomaison 的生态费按件数和家具类别计算，规格 §9 没有默认回收费，审核后报价' } },
  fields: products('frFurn'),
  section: 'fields',
  completeness: NO_COMPLETENESS,
  listColumns: PRODUCTS_LIST,
});
