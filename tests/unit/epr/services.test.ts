/**
 * What the EPR service records drive (issue #31; src/core/epr/services, src/core/epr/define.ts): the
 * wizard's initial sub-objects equal the spec §9 defaults, every registration-number format accepts its
 * example and refuses a bad value with its Chinese message, every sub-object schema has exactly the
 * spec §3 fields and accepts a well-formed sub-object, refusals name the service and row in Chinese,
 * and the list summary adds up what the records say.
 *
 * The expectations are written from the spec text (§3 field lists, §9 numbers), not copied from output.
 */
import { EPR_VALUE_SCHEMAS } from '@/core/epr/api';
import { defineEprService, eprField, isNone } from '@/core/epr/define';
import { checkRegistrationNo, isValidRegistrationNo } from '@/core/epr/rules';
import { defaultRecoveryFee, defaultSubObject, EPR_COUNTRIES, EPR_SERVICE_KEYS, EPR_SERVICES, listSummary, servicesFilingWith, type EprServiceKey } from '@/core/epr/services';
import zh from '@/locales/zh-CN/epr';

const ZH = zh as Record<string, string>;

/** Spec §3 "EPR sub-objects", field by field. */
const SPEC_FIELDS: Record<EprServiceKey, string[]> = {
  dePack: ['recoveryFee', 'servicePeriod', 'brandName', 'weight'],
  dePackTransfer: ['recoveryFee', 'servicePeriod', 'brandName', 'weight'],
  dePlastic: ['validDate'],
  deWeee: ['brand', 'category'],
  deBatt: ['brand'],
  frSpin: ['items'],
  frFurn: ['items'],
  frPack: ['registerYear', 'servicePeriod', 'unit', 'recoveryFee', 'officeId'],
  frPackTransfer: ['registerYear', 'servicePeriod', 'unit', 'recoveryFee', 'officeId'],
  frBatt: ['registerYear', 'servicePeriod', 'recoveryFee', 'officeId', 'items'],
  frWeee: ['registerYear', 'servicePeriod', 'unit', 'recoveryFee', 'officeId', 'items'],
  esPack: ['datePeriod', 'hasLocalVat', 'items'],
  esWeee: ['hasLocalVat', 'items'],
  esBatt: ['hasLocalVat', 'items'],
};

/** Spec §3 line fields of the lists. */
const SPEC_LINES: Partial<Record<EprServiceKey, Record<string, string[]>>> = {
  dePack: { weight: ['type', 'weight', 'name'] },
  deWeee: { brand: ['name', 'link'], category: ['cateId', 'weight'] },
  deBatt: { brand: ['name', 'battId', 'weightId', 'number'] },
  frSpin: { items: ['name', 'nameFr', 'weight', 'salesNum', 'cateId'] },
  frBatt: { items: ['salesNum', 'cateId', 'weight'] },
  frWeee: { items: ['name', 'nameFr', 'maxSize', 'salesNum', 'productLink', 'cateId', 'weight'] },
  esPack: { items: ['name', 'materialId', 'weight', 'cateId'] },
  esWeee: { items: ['name', 'product', 'link', 'raeeId', 'singleWeight', 'maxSize', 'salesNum', 'salesNum2'] },
  esBatt: { items: ['name', 'cateId', 'weight', 'weight2'] },
};

/** A well-formed sub-object of each service (ids from src/core/epr/categories.ts; weights kg, sizes cm). */
const VALID: Record<EprServiceKey, Record<string, unknown>> = {
  dePack: { recoveryFee: 36, servicePeriod: 1, brandName: 'ZW', weight: [{ type: 2, weight: '12.5', name: '纸箱' }] },
  dePackTransfer: { recoveryFee: 36, servicePeriod: 2, brandName: 'ZW', weight: [{ type: 5, weight: 3, name: '塑料袋' }] },
  dePlastic: { validDate: '2026-12-01' },
  deWeee: { brand: [{ name: 'Yunfan', link: 'https://www.amazon.de/dp/B0C1234567' }], category: [{ cateId: 105, weight: 300 }] },
  deBatt: { brand: [{ name: 'Baichuan Power', battId: 121, weightId: 1, number: 5000 }] },
  frPack: { registerYear: 2026, servicePeriod: 1, unit: 10000, recoveryFee: 80, officeId: 2 },
  frPackTransfer: { registerYear: 2026, servicePeriod: 1, unit: 500, recoveryFee: 80, officeId: 2 },
  frWeee: { registerYear: 2026, servicePeriod: 1, unit: 10000, recoveryFee: 80, officeId: 2, items: [{ name: '音箱', nameFr: 'Enceinte', maxSize: 18, salesNum: 3000, productLink: '', cateId: 115, weight: 0.45 }] },
  frBatt: { registerYear: 2026, servicePeriod: 1, recoveryFee: 200, officeId: 3, items: [{ salesNum: 10, cateId: 131, weight: 0.1 }] },
  frSpin: { items: [{ name: 'T 恤', nameFr: 'T-shirt', weight: 0.2, salesNum: 500, cateId: 141 }] },
  frFurn: { items: [{ name: '椅子', nameFr: 'Chaise', weight: 4, salesNum: 20, cateId: 151 }] },
  esPack: { datePeriod: ['2026-01-01', '2026-12-31'], hasLocalVat: 0, items: [{ name: '纸箱', materialId: 258, weight: 100, cateId: 274 }] },
  esWeee: { hasLocalVat: 1, items: [{ name: '耳机', product: '耳机', link: '', raeeId: 166, singleWeight: 0.2, maxSize: 10, salesNum: 100, salesNum2: 80 }] },
  esBatt: { hasLocalVat: 0, items: [{ name: '纽扣电池', cateId: 282, weight: 0.003, weight2: 12 }] },
};

describe('spec §9 defaults from the records', () => {
  it('recovery fees: German packaging 36, French packaging 80, battery 200, WEEE 80 (EUR per year); none elsewhere', () => {
    const fees = Object.fromEntries(EPR_SERVICE_KEYS.map((k) => [k, defaultRecoveryFee(k)]));
    expect(fees).toEqual({
      dePack: 36,
      dePackTransfer: 36,
      dePlastic: undefined,
      deWeee: undefined,
      deBatt: undefined,
      frPack: 80,
      frPackTransfer: 80,
      frWeee: 80,
      frBatt: 200,
      frSpin: undefined,
      frFurn: undefined,
      esPack: undefined,
      esWeee: undefined,
      esBatt: undefined,
    });
  });

  it('the wizard starts each service with the spec §9 defaults (units 10000, weight 100, offices 2/3, Spanish 258/259 in 274, battery 282)', () => {
    const y = 2026;
    expect(defaultSubObject('dePack', y)).toEqual({ recoveryFee: 36, servicePeriod: 1, brandName: '', weight: [{ id: 'dePack-1', type: 2, weight: '100', name: '' }] });
    expect(defaultSubObject('frPack', y)).toEqual({ registerYear: 2026, servicePeriod: 1, unit: 10000, recoveryFee: 80, officeId: 2 });
    expect(defaultSubObject('frPackTransfer', y)).toEqual({ registerYear: 2026, servicePeriod: 1, unit: 10000, recoveryFee: 80, officeId: 2 });
    expect(defaultSubObject('frWeee', y)).toMatchObject({ unit: 10000, recoveryFee: 80, officeId: 2 });
    expect(defaultSubObject('frBatt', y)).toEqual({ registerYear: 2026, servicePeriod: 1, recoveryFee: 200, officeId: 3, items: [{ id: 'frBatt-1' }] });
    expect(defaultSubObject('deWeee', y)).toEqual({ brand: [{ name: '' }], category: [{ id: 'deWeee-1', weight: '100' }] });
    expect(defaultSubObject('esPack', y)).toEqual({
      hasLocalVat: 0,
      items: [
        { id: 'esPack-1', name: '', materialId: 258, weight: '100', cateId: 274 },
        { id: 'esPack-2', name: '', materialId: 259, weight: '10', cateId: 274 },
      ],
    });
    expect(defaultSubObject('esBatt', y)).toEqual({ hasLocalVat: 0, items: [{ id: 'esBatt-1', name: '', cateId: 282 }] });
    expect(defaultSubObject('dePlastic', y)).toEqual({});
  });

  it('row keys are unique across services (two tables of one form must not share a row key)', () => {
    const ids = EPR_SERVICE_KEYS.flatMap((k) => Object.values(defaultSubObject(k, 2026)).flatMap((v) => (Array.isArray(v) ? v.map((r) => (r as { id?: string }).id).filter(Boolean) : [])));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('countries and transfers: DE, FR, ES; the two transfer variants file with the same register as their base', () => {
    expect(EPR_COUNTRIES).toEqual(['DE', 'FR', 'ES']);
    expect(EPR_SERVICE_KEYS.filter((k) => EPR_SERVICES[k].transfer)).toEqual(['dePackTransfer', 'frPackTransfer']);
    expect(servicesFilingWith('LUCID').map((s) => s.key)).toEqual(['dePack', 'dePackTransfer']);
  });
});

describe('registration-number formats', () => {
  it.each(EPR_SERVICE_KEYS)('%s: accepts its example, refuses a bad value with its Chinese message', (k) => {
    const f = EPR_SERVICES[k].number;
    if (isNone(f)) throw new Error(`${k} has no number format`);
    expect(checkRegistrationNo(k, f.example)).toBeNull();
    const refused = checkRegistrationNo(k, 'X#1');
    expect(refused).toBe(`epr.rule.number.${f.id}`);
    expect(ZH[refused!]).toBe(f.message);
    expect(f.message).toMatch(/[\u4e00-\u9fff]/);
    expect(checkRegistrationNo(k, '  ')).toBe('epr.rule.number.required');
  });

  it('each register refuses the other registers\' numbers', () => {
    expect(checkRegistrationNo('dePack', 'DE12345678')).toBe('epr.rule.number.lucid');
    expect(checkRegistrationNo('deWeee', 'DE1234567890123')).toBe('epr.rule.number.ear');
    expect(checkRegistrationNo('frPack', 'DE1234567890123')).toBe('epr.rule.number.frUid');
    expect(checkRegistrationNo('esPack', 'FR123456_01ABCD')).toBe('epr.rule.number.esRegister');
    expect(isValidRegistrationNo('nonexistent', 'DE1234567890123')).toBe(false);
  });
});

describe('sub-object schemas from the records', () => {
  it.each(EPR_SERVICE_KEYS)('%s: exactly the spec §3 fields, in order', (k) => {
    expect(EPR_SERVICES[k].fields.map((f) => f.name)).toEqual(SPEC_FIELDS[k]);
    expect(Object.keys(EPR_VALUE_SCHEMAS[k].shape)).toEqual(SPEC_FIELDS[k]);
    for (const [list, cols] of Object.entries(SPEC_LINES[k] ?? {})) {
      const f = EPR_SERVICES[k].fields.find((x) => x.name === list)!;
      expect([k, list, f.kind === 'lines' ? f.columns.map((c) => c.name) : f.kind === 'brands' ? ['name', 'link'] : []]).toEqual([k, list, cols]);
    }
  });

  it.each(EPR_SERVICE_KEYS)('%s: accepts a well-formed sub-object, refuses one without its first field in Chinese', (k) => {
    const ok = EPR_VALUE_SCHEMAS[k].safeParse(VALID[k]);
    expect(ok.success ? 'ok' : ok.error.issues).toBe('ok');
    const first = SPEC_FIELDS[k][0];
    const { [first]: _dropped, ...rest } = VALID[k];
    const bad = EPR_VALUE_SCHEMAS[k].safeParse(rest);
    expect(bad.success ? 'accepted' : bad.error.issues[0].message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a refusal names the service, the row and the column; sizes speak of cm, weights of kg', () => {
    const brand = EPR_VALUE_SCHEMAS.deWeee.safeParse({ ...VALID.deWeee, brand: [{ name: 'no name' }] });
    expect(brand.success ? '' : brand.error.issues[0].message).toMatch(/^德国 WEEE 注册第 1 行「品牌名称」：品牌不能填写「no name」/);
    const items = VALID.frWeee.items as Record<string, unknown>[];
    const size = EPR_VALUE_SCHEMAS.frWeee.safeParse({ ...VALID.frWeee, items: [{ ...items[0], maxSize: 0 }] });
    expect(size.success ? '' : size.error.issues[0].message).toBe('法国 WEEE EPR第 1 行「最长边（厘米）」：尺寸必须大于 0（厘米）');
    const weight = EPR_VALUE_SCHEMAS.frWeee.safeParse({ ...VALID.frWeee, items: [{ ...items[0], weight: -1 }] });
    expect(weight.success ? '' : weight.error.issues[0].message).toBe('法国 WEEE EPR第 1 行「单件重量（千克）」：重量必须大于 0（千克）');
    const office = EPR_VALUE_SCHEMAS.frBatt.safeParse({ ...VALID.frBatt, officeId: 2 });
    expect(office.success ? '' : office.error.issues[0].message).toBe(ZH['epr.rule.office']);
  });

  it('the wizard defaults are accepted once the user filled what has no default', () => {
    const filled = { ...defaultSubObject('esPack', 2026), datePeriod: ['2026-01-01', '2026-12-31'] } as Record<string, unknown>;
    filled.items = (filled.items as Record<string, unknown>[]).map((l, i) => ({ ...l, name: `包装 ${i + 1}` }));
    expect(EPR_VALUE_SCHEMAS.esPack.safeParse(filled).success).toBe(true);
    expect(EPR_VALUE_SCHEMAS.frPack.safeParse(defaultSubObject('frPack', 2026)).success).toBe(true);
  });
});

describe('the list summary', () => {
  it('shows the records\' list columns: German packaging brand and yearly weight (180 + 42.5 = 222.5 kg, big.js)', () => {
    const v = { brandName: 'ZW Home', weight: [{ type: 2, weight: 180, name: '外箱' }, { type: 5, weight: '42.5', name: '气泡袋' }] };
    expect(listSummary('dePack', v)).toEqual([
      { label: 'epr.field.brandName', value: 'ZW Home' },
      { label: 'epr.summary.weightYearKg', value: '222.5' },
    ]);
    // 0.1 + 0.2 would drift in floating point.
    expect(listSummary('esBatt', { items: [{ weight2: '0.1' }, { weight2: '0.2' }, { weight2: 'abc' }] })).toEqual([
      { label: 'epr.summary.items', value: '3' },
      { label: 'epr.summary.weightYearKg', value: '0.3' },
    ]);
  });

  it('joins brands, shows a period as a range, a missing value as -', () => {
    expect(listSummary('deWeee', { brand: [{ name: 'A' }, { name: 'B' }] })[0]).toEqual({ label: 'epr.summary.brands', value: 'A、B' });
    expect(listSummary('esPack', { datePeriod: ['2026-01-01', '2026-12-31'] })[0].value).toBe('2026-01-01 ~ 2026-12-31');
    expect(listSummary('dePlastic', {})).toEqual([{ label: 'epr.field.validDate', value: '-' }]);
  });
});

describe('defineEprService refuses an inconsistent record', () => {
  const base = {
    key: 'xxDemo',
    country: 'XX',
    stream: 'packaging' as const,
    transfer: false,
    register: { id: 'DEMO', name: 'Demo' },
    number: { none: '演示' },
    needsRepresentative: false,
    reportDueDays: [{ month: 2, day: 0 }],
    defaults: { recoveryFee: { none: '演示' }, officeId: { none: '演示' }, values: {} },
    fields: [eprField.date('validDate', { label: 'epr.field.validDate' })],
    section: 'fields' as const,
    completeness: { none: '演示' },
    listColumns: [{ label: 'epr.field.validDate', field: 'validDate', show: 'text' as const }],
  };
  it('accepts a consistent one', () => {
    expect(defineEprService(base).schema.safeParse({ validDate: '2026-01-01' }).success).toBe(true);
  });
  it.each([
    ['a fee field without a default fee', { fields: [eprField.recoveryFee()], listColumns: [] }, /recoveryFee field without defaults\.recoveryFee/],
    ['an office field without an office id', { fields: [eprField.officeId()], listColumns: [] }, /officeId field without defaults\.officeId/],
    ['a list field without initial lines', { fields: [eprField.weeeBrands('brand', { label: 'epr.field.weeeBrand' })], listColumns: [] }, /defaults\.values\.brand lists no initial lines/],
    ['a list column naming no field', { listColumns: [{ label: 'x', field: 'nope', show: 'text' as const }] }, /list column nope is no field/],
    ['a key that is not the sub-object name', { key: 'Demo' }, /sub-object name/],
    ['a number example failing its pattern', { number: { id: 'x', pattern: /^DE\d{3}$/, example: 'DE12', message: '演示' } }, /example fails its pattern/],
  ])('%s', (_why, change, reason) => {
    expect(() => defineEprService({ ...base, ...change })).toThrow(reason);
  });
});
