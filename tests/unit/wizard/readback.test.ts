/**
 * The preview's read-back (issue #33 "every preview reads back every step"; src/core/wizard/readback.ts,
 * the declarations in src/core/<area>/fields.ts): the builder shows every declared field with its value
 * as entered — text trimmed, numbers never rounded, amounts with two decimals and their currency,
 * quantities with their unit, choices by label, files by name, tables as tables, one block per chosen
 * service or country — and every EPR sub-object (all 14 of spec §3) reads back every field of its
 * service record, with the record's labels and columns. Every label, unit and option key the
 * declarations name exists in both languages.
 *
 * The expectations are written from the records and the locale texts, not copied from output.
 */
import { COMPLIANCE_READ_WIZARD } from '@/core/compliance/fields';
import { FR_EORI_READ_WIZARD, GB_EORI_READ_WIZARD } from '@/core/eori/fields';
import { EPR_READ_WIZARD } from '@/core/epr/fields';
import { eprOfficeSource } from '@/core/epr/readback';
import { EPR_CATEGORIES } from '@/core/epr/categories';
import { defaultSubObject, EPR_SERVICE_KEYS, EPR_SERVICES, type EprServiceKey } from '@/core/epr/services';
import { PACKAGING_LAW_READ_WIZARD } from '@/core/packaging-law/fields';
import { VAT_SERVICE_READ_WIZARD } from '@/core/vat-service/fields';
import { companyReadFields, readBack, readKeysOf, rf, READ_UNITS, withFields, type ReadField, type ReadItem, type WizardDef } from '@/core/wizard';
import { ALL_MESSAGES } from '@/locales/areas/all';

const ZH = ALL_MESSAGES['zh-CN'] as Record<string, string>;
const EN = ALL_MESSAGES['en-US'] as Record<string, string>;

/** The zh-CN translator as the console's (unknown keys render as the key, `{name}` filled in). */
const t = (key: string, values?: Record<string, string | number>) => (ZH[key] ?? key).replace(/\{(\w+)\}/g, (m, k) => (values && k in values ? String(values[k]) : m));
const ctx = { t };

/** The item of a read-back by its label (groups searched too). */
function byLabel(items: ReadItem[], label: string): ReadItem | undefined {
  for (const it of items) {
    if (it.label === label) return it;
    if (it.kind === 'group') {
      const inner = byLabel(it.items, label);
      if (inner) return inner;
    }
  }
  return undefined;
}
const textOf = (items: ReadItem[], label: string) => {
  const it = byLabel(items, label);
  return it?.kind === 'value' ? it.text : `(no value "${label}")`;
};

describe('readBack: values as entered', () => {
  it('text trimmed, empty as -, dates as stored, a range as first ~ last, yes/no of booleans and 1/0', () => {
    const fields = [rf.text('a', 'A'), rf.text('b', 'B'), rf.date('d', 'D'), rf.dateRange('r', 'R'), rf.yesNo('y1', 'Y1'), rf.yesNo('y0', 'Y0'), rf.yesNo('yb', 'YB'), rf.yesNo('yn', 'YN')];
    const items = readBack(fields, { a: '  深圳市  ', b: '', d: '2026-03-01', r: ['2026-01-01', '2026-12-31'], y1: 1, y0: 0, yb: false }, ctx);
    expect(items.map((i) => (i.kind === 'value' ? `${i.label}=${i.text}` : i.kind))).toEqual(['A=深圳市', 'B=-', 'D=2026-03-01', 'R=2026-01-01 ~ 2026-12-31', 'Y1=是', 'Y0=否', 'YB=否', 'YN=-']);
  });

  it('amounts with two decimals and their currency (big.js), quantities as typed with their unit, never rounded', () => {
    const fields = [
      rf.amount('fee', 'epr.field.recoveryFee', 'EUR', { per: 'wizardKit.readBack.perYear' }),
      rf.amount('jpy', 'J', 'JPY'),
      rf.quantity('w', 'W', READ_UNITS.kg),
      rf.quantity('s', 'S', READ_UNITS.cm),
      rf.quantity('n', 'N', READ_UNITS.pieces),
      rf.quantity('y', 'Y', READ_UNITS.years),
    ];
    const items = readBack(fields, { fee: 36, jpy: '1234567.5', w: '0.450', s: 18, n: '3000', y: 2 }, ctx);
    expect(items.map((i) => (i.kind === 'value' ? i.text : ''))).toEqual(['36.00 EUR / 年', '1234567.50 JPY', '0.450 千克', '18 厘米', '3000 件', '2 年']);
  });

  it('choices by their label (locale key, data names, the page\'s option list), unknown values as they are; files by name; lists joined', () => {
    const fields = [
      rf.choice('type', 'T', { key: 'epr.enterpriseType.{value}' }),
      rf.choice('cat', 'C', { text: [{ value: 105, text: '小型设备' }] }),
      rf.choice('platform', 'P', { source: 'platforms' }),
      rf.choice('odd', 'O', { key: 'epr.enterpriseType.{value}' }),
      rf.choices('services', 'S', { key: 'epr.service.{value}' }),
      rf.files('licence', 'L'),
      rf.list('stores', 'ST', 'store'),
    ];
    const items = readBack(
      fields,
      { type: 2, cat: '105', platform: 'amazon', odd: 9, services: ['dePack', 'frWeee'], licence: [{ key: 'k1', name: '营业执照.pdf' }, { key: 'k2', name: 'licence-2.png' }], stores: [{ store: 'shop.example.com' }, { store: '' }, { store: 'Yunfan Store' }] },
      { t, sources: { platforms: [{ value: 'amazon', label: '亚马逊' }] } },
    );
    expect(items.map((i) => (i.kind === 'value' ? i.text : ''))).toEqual([ZH['epr.enterpriseType.2'], '小型设备', '亚马逊', '9', `${ZH['epr.service.dePack']}、${ZH['epr.service.frWeee']}`, '营业执照.pdf、licence-2.png', 'shop.example.com、Yunfan Store']);
  });

  it('a table as a table: one column per declared column, one row per line, each cell formatted by its column', () => {
    const table = rf.table('weight', 'epr.field.weightList', [rf.choice('type', 'epr.field.material', { text: EPR_CATEGORIES.dePackMaterial.map((c) => ({ value: c.id, text: c.name })) }), rf.quantity('weight', 'epr.field.weightYearKg', READ_UNITS.kg), rf.text('name', 'epr.field.itemName')]);
    const [it] = readBack([table], { weight: [{ type: 2, weight: '100', name: '外箱' }, { type: 5, weight: '35.5', name: '' }] }, ctx);
    const paper = EPR_CATEGORIES.dePackMaterial.find((c) => c.id === 2)!.name;
    const plastic = EPR_CATEGORIES.dePackMaterial.find((c) => c.id === 5)!.name;
    expect(it).toEqual({ kind: 'table', id: 'weight', label: '包装材料与年重量', columns: ['包装材料', '年重量（千克）', '产品名称'], rows: [[paper, '100 千克', '外箱'], [plastic, '35.5 千克', '-']] });
  });

  it('`when` leaves out what was not asked; `get` computes; a group reads its object; `each` gives one titled block per chosen key', () => {
    const fields: ReadField[] = [
      rf.text('utr', 'UTR', { when: (s) => s.hasUtr === true }),
      rf.text('both', 'BOTH', { get: (s) => `${s.a}-${s.b}` }),
      rf.group('japan', 'JP', [rf.text('corporateNumber', 'CN')]),
      { kind: 'each', keys: 'countries', name: ['information', 'register'], title: { text: [{ value: 'DE', text: '德国' }] }, titleKey: 'vatService.register.title', titleParam: 'country', fields: { DE: [rf.quantity('expectValidDate', 'Y', READ_UNITS.years)] } },
    ];
    const items = readBack(fields, { hasUtr: false, a: 1, b: 2, japan: { corporateNumber: '1234567890123' }, countries: ['DE'], information: { register: { DE: { expectValidDate: 3 } } } }, ctx);
    expect(items).toEqual([
      { kind: 'value', id: 'both', label: 'BOTH', text: '1-2' },
      { kind: 'group', id: 'japan', label: 'JP', items: [{ kind: 'value', id: 'japan.corporateNumber', label: 'CN', text: '1234567890123' }] },
      { kind: 'group', id: 'information.register.DE', label: '德国 · 新注册', items: [{ kind: 'value', id: 'information.register.DE.expectValidDate', label: 'Y', text: '3 年' }] },
    ]);
  });
});

describe('EPR: every field of all 14 sub-objects reads back, derived from the service records', () => {
  const year = 2026;
  const values: Record<string, unknown> = { services: [...EPR_SERVICE_KEYS], ...Object.fromEntries(EPR_SERVICE_KEYS.map((k) => [k, defaultSubObject(k, year)])) };
  const offices = Object.fromEntries(EPR_SERVICE_KEYS.map((k) => [eprOfficeSource(k), [{ value: 2, label: 'Citeo / Léko' }, { value: 3, label: 'Corepile / Screlec' }]]));
  const eprStep = EPR_READ_WIZARD.steps.find((s) => s.key === 'epr')!;
  const items = readBack(eprStep.fields!, values, { t, sources: offices });

  it('one block per chosen service, titled by its name, in the chosen order', () => {
    const groups = items.filter((i) => i.kind === 'group');
    expect(groups.map((g) => g.label)).toEqual(EPR_SERVICE_KEYS.map((k) => ZH[`epr.service.${k}`]));
  });

  it.each(EPR_SERVICE_KEYS)('%s: one line per declared field with the record\'s label; a list as a table with every column', (k: EprServiceKey) => {
    const g = items.find((i) => i.kind === 'group' && i.id === k) as Extract<ReadItem, { kind: 'group' }>;
    const svc = EPR_SERVICES[k];
    expect(g.items.map((i) => i.label)).toEqual(svc.fields.map((f) => ZH[f.label]));
    const shapes = svc.fields.map((f) => {
      const it = g.items.find((i) => i.id === `${k}.${f.name}`);
      return it?.kind === 'table' ? it.columns : it?.kind;
    });
    expect(shapes).toEqual(svc.fields.map((f) => (f.kind === 'lines' ? f.columns.map((c) => ZH[c.label]) : f.kind === 'brands' ? [ZH['epr.field.brandName'], ZH['epr.field.productLink']] : 'value')));
  });

  it('with units and currency: dePack fee 36.00 EUR per year, 1 year, 100 kg of paper; frWeee 10000 items and its eco-organisme; esPack 274 by name', () => {
    const de = items.find((i) => i.id === 'dePack') as Extract<ReadItem, { kind: 'group' }>;
    expect(textOf(de.items, ZH['epr.field.recoveryFee'])).toBe('36.00 EUR / 年');
    expect(textOf(de.items, ZH['epr.field.servicePeriod'])).toBe('1 年');
    const weight = de.items.find((i) => i.id === 'dePack.weight');
    const paper = EPR_CATEGORIES.dePackMaterial.find((c) => c.id === 2)!;
    expect(weight?.kind === 'table' && weight.rows).toEqual([[`${paper.name}（${paper.nameLocal}）`, '100 千克', '-']]);
    const fr = items.find((i) => i.id === 'frWeee') as Extract<ReadItem, { kind: 'group' }>;
    expect([textOf(fr.items, ZH['epr.field.unit']), textOf(fr.items, ZH['epr.field.recoveryFee']), textOf(fr.items, ZH['epr.field.officeId']), textOf(fr.items, ZH['epr.field.registerYear'])]).toEqual(['10000 件', '80.00 EUR / 年', 'Citeo / Léko', '2026']);
    const es = items.find((i) => i.id === 'esPack') as Extract<ReadItem, { kind: 'group' }>;
    const esItems = es.items.find((i) => i.id === 'esPack.items');
    const cat = EPR_CATEGORIES.esPackCategory.find((c) => c.id === 274)!;
    expect(esItems?.kind === 'table' && esItems.rows.map((r) => r[3])).toEqual([`${cat.name}（${cat.nameLocal}）`, `${cat.name}（${cat.nameLocal}）`]);
    expect(textOf(es.items, ZH['epr.field.hasLocalVat'])).toBe('否');
  });

  it('the typed French WEEE product reads back with its weight per item in kg and its units', () => {
    const v = { services: ['frWeee'], frWeee: { ...defaultSubObject('frWeee', year), unit: 12000, items: [{ id: 'frWeee-1', name: '蓝牙音箱', nameFr: 'Enceinte Bluetooth', maxSize: '18', salesNum: '3000', productLink: '', cateId: 115, weight: '0.45' }] } };
    const [, block] = readBack(eprStep.fields!, v, ctx);
    const table = (block as Extract<ReadItem, { kind: 'group' }>).items.find((i) => i.id === 'frWeee.items');
    expect(table?.kind === 'table' && table.rows[0]).toEqual(['蓝牙音箱', 'Enceinte Bluetooth', '18 厘米', '3000 件', '-', expect.stringContaining('小型设备'), '0.45 千克']);
    expect(textOf((block as Extract<ReadItem, { kind: 'group' }>).items, ZH['epr.field.unit'])).toBe('12000 件');
  });
});

const WIZARDS: [string, WizardDef][] = [
  ['EPR', EPR_READ_WIZARD],
  ['compliance', COMPLIANCE_READ_WIZARD],
  ['VAT service', VAT_SERVICE_READ_WIZARD],
  ['German packaging register', PACKAGING_LAW_READ_WIZARD],
  ['UK EORI', GB_EORI_READ_WIZARD],
  ['French EORI', FR_EORI_READ_WIZARD],
];

describe('every wizard declares every step', () => {
  it.each(WIZARDS)('%s: every step has declared fields; every key they name exists in zh-CN and en-US', (_name, def) => {
    for (const s of def.steps) {
      expect([s.key, (s.fields ?? []).length > 0]).toEqual([s.key, true]);
      const keys = readKeysOf(s.fields!);
      // `{value}` templates: at least one key of the template's family exists.
      const missing = keys.filter((k) => (k.includes('{value}') ? !Object.keys(ZH).some((z) => z.startsWith(k.split('{value}')[0])) : !(k in ZH) || !(k in EN)));
      expect([s.key, missing]).toEqual([s.key, []]);
    }
  });

  it('withFields refuses a step without fields and fields of an unknown step', () => {
    const def: WizardDef = { steps: [{ key: 'a', path: '/a', titleKey: 'x' }, { key: 'b', path: '/b', titleKey: 'y' }], preview: { path: '/p' }, finished: { path: '/f' } };
    expect(() => withFields(def, { a: [rf.text('x', 'X')] })).toThrow(/no declared fields for step b/);
    expect(() => withFields(def, { a: [rf.text('x', 'X')], b: [rf.text('y', 'Y')], c: [rf.text('z', 'Z')] })).toThrow(/unknown step c/);
    expect(withFields(def, { a: [rf.text('x', 'X')], b: [rf.text('y', 'Y')] }).steps.map((s) => s.fields?.length)).toEqual([1, 1]);
  });
});

describe('the UK EORI preview reads back what HMRC matches', () => {
  it('the address, the city, the founding date, the store link and the licence by name', () => {
    const v = {
      businessLicense: [{ key: 'eori-file/1/a', name: '营业执照-2024.pdf' }],
      companyName: '深圳市云帆科技有限公司',
      registerNumber: '91440300MA5F0XXX1K',
      companyAddress: '深圳市南山区科技园 1 号',
      companyFoundDate: '2019-05-20',
      companyNameEn: 'Shenzhen Yunfan Technology Co., Ltd.',
      companyAddressEn: 'No. 1 Science Park, Nanshan District',
      companyCityEn: 'Shenzhen',
      companyCountryEn: 'CHINA',
      companyPostalCode: '518057',
      sicCode: '47910',
      amazonStoreLink: 'https://www.amazon.co.uk/sp?seller=A1B2C3D4E5',
    };
    const items = readBack(GB_EORI_READ_WIZARD.steps[0].fields!, v, ctx);
    expect([
      textOf(items, ZH['vatService.field.companyAddress']),
      textOf(items, ZH['eori.field.companyAddressEn']),
      textOf(items, ZH['eori.field.companyCityEn']),
      textOf(items, ZH['vatService.field.foundDate']),
      textOf(items, ZH['eori.field.amazonStoreLink']),
      textOf(items, ZH['vatService.field.businessLicense']),
    ]).toEqual([v.companyAddress, v.companyAddressEn, 'Shenzhen', '2019-05-20', v.amazonStoreLink, '营业执照-2024.pdf']);
    expect(textOf(items, ZH['eori.field.sicCode'])).toMatch(/^47910 \S/);
  });

  it('the kit company group under another draft\'s names (the packaging register\'s companyCert, businessNo, companyAddressCn)', () => {
    const fields = companyReadFields({ names: { businessLicense: 'companyCert', registerNumber: 'businessNo', companyAddress: 'companyAddressCn' } });
    const items = readBack(fields, { companyCert: [{ name: 'cert.png' }], businessNo: '91440300MA5F0XXX1K', companyAddressCn: '深圳' }, ctx);
    expect([textOf(items, ZH['vatService.field.businessLicense']), textOf(items, ZH['vatService.field.registerNumber']), textOf(items, ZH['vatService.field.companyAddress'])]).toEqual(['cert.png', '91440300MA5F0XXX1K', '深圳']);
  });
});

describe('compliance: each chosen service with its dates, length, stores and documents; transfer fields only for a transfer', () => {
  it('reads the card back', () => {
    const info = COMPLIANCE_READ_WIZARD.steps.find((s) => s.key === 'info')!;
    const v = {
      services: ['euAgent', 'usAgent'],
      svc: {
        euAgent: { isTransfer: false, expectValidDate: '2030-03-01', year: 2, stores: [{ brandName: 'Yunfan', link: 'https://www.amazon.de/stores/Yunfan' }], categories: ['toys', 'home'], documents: [{ key: 'k', name: 'DoC.pdf' }] },
        usAgent: { expectValidDate: '2030-01-10', year: 1, stores: [{ brandName: 'Yunfan' }], categories: ['other'] },
      },
    };
    const items = readBack(info.fields!, v, ctx);
    const eu = items.find((i) => i.id === 'svc.euAgent') as Extract<ReadItem, { kind: 'group' }>;
    expect(eu.label).toBe(ZH['compliance.svc.euAgent.name']);
    expect(eu.items.map((i) => i.label)).not.toContain(ZH['compliance.info.currentAgent']);
    expect([textOf(eu.items, ZH['compliance.info.year']), textOf(eu.items, ZH['compliance.readBack.validDate']), textOf(eu.items, ZH['compliance.info.documents']), textOf(eu.items, ZH['compliance.info.categories'])]).toEqual([
      '2 年',
      '2032-02-29',
      'DoC.pdf',
      `${ZH['compliance.cat.toys']}、${ZH['compliance.cat.home']}`,
    ]);
    const stores = eu.items.find((i) => i.id === 'svc.euAgent.stores');
    expect(stores?.kind === 'table' && stores.rows).toEqual([['Yunfan', 'https://www.amazon.de/stores/Yunfan']]);
    const transfer = readBack(info.fields!, { services: ['euAgent'], svc: { euAgent: { ...v.svc.euAgent, isTransfer: true, currentAgent: 'Old Rep GmbH', mandateEnd: '2030-02-28' } } }, ctx);
    expect(textOf(transfer, ZH['compliance.info.currentAgent'])).toBe('Old Rep GmbH');
  });
});
