/**
 * German packaging law: the completeness-declaration thresholds (VerpackG §11(4), domain-facts D.1:
 * 80,000 kg glass, 50,000 kg paper, 30,000 kg light packaging), the material groups, the field
 * rules (mass in kg, materials, phone, brand, Amazon link, LUCID number), and the wizard's routes.
 */
import { completenessFlags, COMPLETENESS_THRESHOLDS_KG, groupTotals, PACK_MATERIALS } from '@/core/packaging-law/materials';
import { checkAmazonStoreUrl, checkMaterials, checkMaterialWeight, checkPackBrand, checkPhone, normalizeLucidNumber } from '@/core/packaging-law/rules';
import { PACKAGING_LAW_WIZARD } from '@/core/packaging-law/steps';
import { wizardRoutes } from '@/core/wizard/steps';

describe('completeness-declaration thresholds', () => {
  it('are 80,000 kg glass, 50,000 kg paper, 30,000 kg light packaging', () => {
    expect(COMPLETENESS_THRESHOLDS_KG).toEqual({ glass: 80_000, paper: 50_000, lvp: 30_000 });
  });

  it('light packaging sums ferrous metals, aluminium, plastics, beverage cartons and other composites; other materials count nowhere', () => {
    expect(PACK_MATERIALS.filter((m) => m.group === 'lvp').map((m) => m.code)).toEqual([3, 4, 5, 6, 7]);
    expect(groupTotals([{ type: 5, weight: 10_000 }, { type: 4, weight: 10_000 }, { type: 7, weight: 9_999.999 }, { type: 8, weight: 50_000 }])).toEqual({ glass: 0, paper: 0, lvp: 29_999.999, other: 50_000 });
  });

  it('flags a group from its threshold on, not below', () => {
    expect(completenessFlags([{ type: 1, weight: 79_999.999 }, { type: 2, weight: 49_999 }, { type: 5, weight: 29_999 }])).toEqual([]);
    expect(completenessFlags([{ type: 1, weight: 80_000 }, { type: 2, weight: 50_000 }, { type: 5, weight: 20_000 }, { type: 3, weight: 10_000 }])).toEqual([
      { group: 'glass', totalKg: 80_000, thresholdKg: 80_000 },
      { group: 'paper', totalKg: 50_000, thresholdKg: 50_000 },
      { group: 'lvp', totalKg: 30_000, thresholdKg: 30_000 },
    ]);
  });
});

describe('packaging-law field rules', () => {
  it('a mass is a number of kg above 0 with at most 3 decimals', () => {
    expect(checkMaterialWeight('125.5')).toBeNull();
    expect(checkMaterialWeight(0.001)).toBeNull();
    expect(checkMaterialWeight('')).toBe('packagingLaw.rule.weight.required');
    expect(checkMaterialWeight('12kg')).toBe('packagingLaw.rule.weight.number');
    expect(checkMaterialWeight('abc')).toBe('packagingLaw.rule.weight.number');
    expect(checkMaterialWeight(0)).toBe('packagingLaw.rule.weight.positive');
    expect(checkMaterialWeight('-3')).toBe('packagingLaw.rule.weight.positive');
    expect(checkMaterialWeight('1.0001')).toBe('packagingLaw.rule.weight.decimals');
    expect(checkMaterialWeight('100000000')).toBe('packagingLaw.rule.weight.max');
  });

  it('the material list needs a row, known materials, each once', () => {
    expect(checkMaterials([])).toBe('packagingLaw.rule.materials.required');
    expect(checkMaterials([{ type: 9, weight: 1 }])).toBe('packagingLaw.rule.material.type');
    expect(checkMaterials([{ type: 1, weight: 1 }, { type: 1, weight: 2 }])).toBe('packagingLaw.rule.materials.duplicate');
    expect(checkMaterials([{ type: 1, weight: 1 }, { type: 2, weight: -2 }])).toBe('packagingLaw.rule.weight.positive');
    expect(checkMaterials([{ type: 1, weight: 1 }, { type: '3', weight: '2.5' }])).toBeNull();
  });

  it('phone, brand, store link and LUCID number', () => {
    for (const p of ['13800138000', '0755-86001234', '+4930123456']) expect(checkPhone(p)).toBeNull();
    expect(checkPhone('12345')).toBe('packagingLaw.rule.phone.invalid');
    expect(checkPackBrand('No Name')).toBe('packagingLaw.rule.brand.noName');
    expect(checkPackBrand('无品牌')).toBe('packagingLaw.rule.brand.noName');
    expect(checkPackBrand('Lumivo')).toBeNull();
    expect(checkAmazonStoreUrl('https://www.amazon.de/sp?seller=A1B2C3')).toBeNull();
    expect(checkAmazonStoreUrl('https://shop.example.com/x')).toBe('packagingLaw.rule.storeUrl.amazon');
    expect(checkAmazonStoreUrl('not a link')).toBe('packagingLaw.rule.storeUrl.invalid');
    expect(normalizeLucidNumber('de 4082716530291')).toBe('DE4082716530291');
    expect(normalizeLucidNumber('DE408271653029')).toBeNull();
  });
});

describe('the registration wizard routes (spec §2)', () => {
  it('are /register, /register/additionInfo and /register/preview, guarded, plus our finished page', () => {
    const r = wizardRoutes(PACKAGING_LAW_WIZARD, { component: 'x', title: 'y' });
    expect(r.open).toEqual([]);
    expect(r.guarded.map((x) => x.path)).toEqual([
      '/public-service/german-packaging-law/register',
      '/public-service/german-packaging-law/register/additionInfo',
      '/public-service/german-packaging-law/register/preview',
      '/public-service/german-packaging-law/register/finished',
    ]);
  });
});
