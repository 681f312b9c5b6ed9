/**
 * The German EPR services (spec §1 "German packaging, one-time plastic tax, WEEE and battery", §3
 * sub-objects dePack, dePackTransfer, dePlastic, deWeee, deBatt, §9 German packaging recovery fee 36,
 * default weight 100): one declared record each (./../define.ts). One module for the country: the
 * transfer variant is the packaging record with another key, and the two stiftung ear services share
 * their register and number format.
 *
 * Facts and sources (shared/design/domain-facts.md section D):
 * - packaging: LUCID (Zentrale Stelle Verpackungsregister), number "DE + a 13-digit sequence (in der
 *   Regel)" (modelgroup.com; D.1); the registration cannot be delegated (no representative); yearly
 *   quantity report and, above the VerpackG §11 thresholds, the completeness declaration by 15 May;
 * - one-time plastic levy: the UBA's DIVID platform (Einwegkunststofffondsgesetz; D.2 gives no number
 *   format: any 6–30 letters, digits or `-`); yearly report by 15 May (recyclingmagazin.de 2025-05-05);
 * - WEEE: stiftung ear, "WEEE-Reg.-Nr. DE 12345678" = DE + 8 digits (stiftung-ear.de; D.3), an
 *   authorised representative for producers without a German seat (ElektroG §8); batteries at stiftung
 *   ear under the BattDG, the same register's number (D.4 names the register, not the format: treated
 *   alike); yearly reports by 30 April [UNVERIFIED: D.3/D.4 give no date].
 */
import { defineEprService, eprColumn, eprField, EPR_SPEC_DEFAULTS, type DueDay, type EprNumberFormat, type EprServiceSpec } from '../define';

const MAY_15: DueDay = { month: 5, day: 15 };
const APR_30: DueDay = { month: 4, day: 30 };

const NO_OFFICE = { none: '德国的服务不经法国生态组织（eco-organisme），没有生态组织编号（officeId）' };
const NO_COMPLETENESS = { none: '完整性声明（VerpackG §11）只适用于德国包装法在 LUCID 申报的包装数量' };

/** LUCID: DE + 13 digits. */
const LUCID: EprNumberFormat = { id: 'lucid', pattern: /^DE\d{13}$/, example: 'DE1234567890123', message: 'LUCID 注册号应为 DE 加 13 位数字，例如 DE1234567890123' };
/** stiftung ear (WEEE and batteries): DE + 8 digits, with or without "WEEE-Reg.-Nr.". */
const EAR = (example: string): EprNumberFormat => ({ id: 'ear', pattern: /^DE\d{8}$/, example, message: 'stiftung ear 注册号应为 DE 加 8 位数字，例如 WEEE-Reg.-Nr. DE 12345678' });

/** German packaging (LUCID), new registration and transfer alike: recoveryFee, servicePeriod, brandName, weight list (type = `ver_pack_type`, weight kg per year, name). */
const PACKAGING: Omit<EprServiceSpec<string, 'DE'>, 'key' | 'transfer'> = {
  country: 'DE',
  stream: 'packaging',
  register: { id: 'LUCID', name: 'LUCID（Zentrale Stelle Verpackungsregister）' },
  number: LUCID,
  needsRepresentative: false,
  reportDueDays: [MAY_15],
  defaults: {
    recoveryFee: 36,
    officeId: NO_OFFICE,
    // The first material line: paper/cardboard (ver_pack_type 2, the shipping box), 100 kg (spec §9 default weight).
    values: { servicePeriod: EPR_SPEC_DEFAULTS.servicePeriodYears, brandName: '', weight: [{ type: 2, weight: String(EPR_SPEC_DEFAULTS.weightKg), name: '' }] },
  },
  fields: [
    eprField.recoveryFee(),
    eprField.servicePeriod(),
    eprField.text('brandName', { label: 'epr.field.brandName', extra: 'epr.field.brandName.extra', max: 100, message: 'epr.rule.brand.required', tooLong: 'epr.rule.brand.tooLong' }),
    eprField.lines('weight', {
      label: 'epr.field.weightList',
      columns: [
        eprColumn.category('type', { label: 'epr.field.material', group: 'dePackMaterial', width: 220, message: 'epr.rule.material.required' }),
        eprColumn.weightKg('weight', 'epr.field.weightYearKg'),
        eprColumn.name(),
      ],
      newLine: { weight: '' },
    }),
  ],
  section: 'germanPackaging',
  completeness: { field: 'weight' },
  listColumns: [
    { label: 'epr.field.brandName', field: 'brandName', show: 'text' },
    { label: 'epr.summary.weightYearKg', field: 'weight', show: 'sum', column: 'weight' },
  ],
};

/** dePack: a new German packaging registration at LUCID. */
export const dePack = defineEprService({ ...PACKAGING, key: 'dePack', transfer: false });

/** dePackTransfer: an existing LUCID registration moved to us (spec §4 register type 1). */
export const dePackTransfer = defineEprService({ ...PACKAGING, key: 'dePackTransfer', transfer: true });

/** dePlastic: the one-time plastic fund at DIVID; validDate (the registration's start, `YYYY-MM-DD`). */
export const dePlastic = defineEprService({
  key: 'dePlastic',
  country: 'DE',
  stream: 'plastic',
  transfer: false,
  register: { id: 'DIVID', name: 'DIVID（Umweltbundesamt, Einwegkunststofffonds）' },
  number: { id: 'divid', pattern: /^[A-Z0-9-]{6,30}$/, example: 'DIVID-2024-000123', message: 'DIVID 注册号应为 6–30 位字母、数字或 -' },
  needsRepresentative: false,
  reportDueDays: [MAY_15],
  defaults: {
    recoveryFee: { none: '一次性塑料基金的费用由联邦环境署按申报数量核定，规格 §9 没有默认回收费，审核后报价' },
    officeId: NO_OFFICE,
    values: {},
  },
  fields: [eprField.date('validDate', { label: 'epr.field.validDate', extra: 'epr.field.validDate.extra' })],
  section: 'fields',
  completeness: NO_COMPLETENESS,
  listColumns: [{ label: 'epr.field.validDate', field: 'validDate', show: 'text' }],
});

/** deWeee: WEEE at stiftung ear; brand (name — never "no name" —, link), category (cateId of the 6 WEEE categories, weight kg per year). */
export const deWeee = defineEprService({
  key: 'deWeee',
  country: 'DE',
  stream: 'weee',
  transfer: false,
  register: { id: 'stiftung-ear', name: 'stiftung ear（ElektroG）' },
  number: EAR('WEEE-Reg.-Nr. DE 12345678'),
  needsRepresentative: true,
  reportDueDays: [APR_30],
  defaults: {
    recoveryFee: { none: 'WEEE 的回收费按设备类别和重量由回收体系报价，规格 §9 没有默认值' },
    officeId: NO_OFFICE,
    values: { brand: [{ name: '' }], category: [{ weight: String(EPR_SPEC_DEFAULTS.weightKg) }] },
  },
  fields: [
    eprField.weeeBrands('brand', { label: 'epr.field.weeeBrand', extra: 'epr.field.weeeBrand.extra' }),
    eprField.lines('category', { label: 'epr.field.weeeCategory', columns: [eprColumn.category('cateId', { label: 'epr.field.category', group: 'deWeee', width: 280 }), eprColumn.weightKg('weight', 'epr.field.weightYearKg')] }),
  ],
  section: 'fields',
  completeness: NO_COMPLETENESS,
  listColumns: [
    { label: 'epr.summary.brands', field: 'brand', show: 'join', column: 'name' },
    { label: 'epr.summary.weightYearKg', field: 'category', show: 'sum', column: 'weight' },
  ],
});

/** deBatt: batteries at stiftung ear (BattDG); brand (name, battId = battery category, weightId = weight class, number = batteries per year). */
export const deBatt = defineEprService({
  key: 'deBatt',
  country: 'DE',
  stream: 'battery',
  transfer: false,
  register: { id: 'stiftung-ear', name: 'stiftung ear（BattDG）' },
  number: EAR('DE 12345678'),
  needsRepresentative: true,
  reportDueDays: [APR_30],
  defaults: {
    recoveryFee: { none: '电池的回收费按类别和数量由生产者责任组织报价，规格 §9 没有默认值' },
    officeId: NO_OFFICE,
    values: { brand: [{ name: '' }] },
  },
  fields: [
    eprField.lines('brand', {
      label: 'epr.field.battBrand',
      columns: [
        eprColumn.brand(),
        eprColumn.category('battId', { label: 'epr.field.battCategory', group: 'deBatt', width: 220 }),
        eprColumn.category('weightId', { label: 'epr.field.battWeight', group: 'deBattWeight', width: 160 }),
        eprColumn.count('number', 'epr.field.battNumber'),
      ],
    }),
  ],
  section: 'fields',
  completeness: NO_COMPLETENESS,
  listColumns: [
    { label: 'epr.summary.brands', field: 'brand', show: 'join', column: 'name' },
    { label: 'epr.summary.battNumber', field: 'brand', show: 'sum', column: 'number' },
  ],
});
