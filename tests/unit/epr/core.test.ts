/**
 * The EPR core (issue #21 "Unit tests: every default of spec §9, the stage map of spec §4, the number
 * formats, the completeness-declaration thresholds, the fee totals"; src/core/epr).
 */
import { daysUntil, nextReportDeadline } from '@/core/epr/deadlines';
import { EPR_CATEGORIES, fixedData, isCategoryOf } from '@/core/epr/fixed-data';
import { checkCount, checkRegistrationNo, checkWeeeBrand, checkWeightKg, completenessCheck, COMPLETENESS_THRESHOLDS_KG, duplicateOf, eprFeeLines, isValidRegistrationNo } from '@/core/epr/rules';
import { feeTotal } from '@/core/fees';
import { defaultRecoveryFee, EPR_SERVICE_KEYS, EPR_SERVICES, PACK_MATERIALS } from '@/core/epr/services';
import { matchesStage, stageOf, stageParam } from '@/core/epr/status';
import { ENUMS } from '../../../mock/_store/common-data';
import zhEpr from '@/locales/zh-CN/epr';

describe('spec §9 defaults', () => {
  it('has the recovery fees, units, weight, Spanish defaults and French office ids of spec §9', () => {
    expect([defaultRecoveryFee('dePack'), defaultRecoveryFee('dePackTransfer'), defaultRecoveryFee('frPack'), defaultRecoveryFee('frPackTransfer'), defaultRecoveryFee('frBatt'), defaultRecoveryFee('frWeee')]).toEqual([36, 36, 80, 80, 200, 80]);
    expect(defaultRecoveryFee('deWeee')).toBeUndefined();
    const f = fixedData();
    expect([f.defaults.unit, f.defaults.weight]).toEqual([10000, 100]);
    expect(f.defaults.esPackItems).toEqual([
      { materialId: 258, weight: 100, cateId: 274 },
      { materialId: 259, weight: 10, cateId: 274 },
    ]);
    expect(f.defaults.esBattCateId).toBe(282);
    expect([f.defaults.frOfficePackWeee, f.defaults.frOfficeBatt]).toEqual([2, 3]);
    expect([EPR_SERVICES.frPack.defaults.officeId, EPR_SERVICES.frWeee.defaults.officeId, EPR_SERVICES.frPackTransfer.defaults.officeId, EPR_SERVICES.frBatt.defaults.officeId]).toEqual([2, 2, 2, 3]);
  });

  it('the fixed data names the spec §9 ids (Spanish materials 258/259, category 274, battery 282)', () => {
    for (const [g, id] of [['esPackMaterial', 258], ['esPackMaterial', 259], ['esPackCategory', 274], ['esBatt', 282]] as const) expect(isCategoryOf(g, id)).toBe(true);
    expect(EPR_CATEGORIES.esPackMaterial.find((c) => c.id === 258)?.nameLocal).toBe('Papel y cartón');
    const f = fixedData();
    expect(f.fees.find((x) => x.type === 'frBatt')).toEqual({ type: 'frBatt', recoveryFee: 200, currency: 'EUR' });
    expect(f.defaults.esPackItems).toHaveLength(2);
  });

  it('has the 14 service keys, each with country, stream and register', () => {
    expect(EPR_SERVICE_KEYS).toHaveLength(14);
    expect(EPR_SERVICE_KEYS.map((k) => `${EPR_SERVICES[k].country}:${EPR_SERVICES[k].stream}`)).toContain('DE:plastic');
    expect(EPR_SERVICES.dePackTransfer.transfer && !EPR_SERVICES.dePack.transfer).toBe(true);
    expect(ENUMS.epr_type.map((e) => e.value)).toEqual([...EPR_SERVICE_KEYS]);
    // The enum's labels are the console's names of the services (zh-CN epr.service.<key>), none blank.
    expect(ENUMS.epr_type.map((e) => e.label)).toEqual(EPR_SERVICE_KEYS.map((k) => zhEpr[`epr.service.${k}` as keyof typeof zhEpr]));
    expect(ENUMS.epr_type.find((e) => e.value === 'dePack')?.label).toBe('德国包装法注册（LUCID）');
  });

  it('ver_pack_type lists the eight German packaging materials, the same ids as PACK_MATERIALS', () => {
    expect(ENUMS.ver_pack_type.map((e) => [e.value, e.label])).toEqual(PACK_MATERIALS.map((m) => [m.id, m.zh]));
    expect(PACK_MATERIALS.map((m) => m.key)).toEqual(['glass', 'paper', 'ferrous', 'aluminium', 'plastic', 'beverageCarton', 'otherComposite', 'other']);
  });
});

describe('spec §4 stages', () => {
  it('maps transferAgentInProgress → 1, transferAgentCompleted → 2, other keys as they are', () => {
    expect(stageParam('transferAgentInProgress')).toBe(1);
    expect(stageParam('transferAgentCompleted')).toBe(2);
    expect(stageParam('needsAction')).toBe('needsAction');
    expect(stageParam('inProgress')).toBe('inProgress');
    expect(stageParam('all')).toBeUndefined();
  });

  it('puts a registration in its sub-list by status and transfer', () => {
    expect(stageOf(1, 1)).toBe('transferAgentInProgress');
    expect(stageOf(4, 1)).toBe('transferAgentCompleted');
    expect(stageOf(4, 0)).toBe('active');
    expect(stageOf(2, 1)).toBe('needsAction');
    expect(stageOf(6, 0)).toBe('closed');
    expect([matchesStage('1', 3, 1), matchesStage('1', 3, 0), matchesStage('2', 4, 1), matchesStage('2', 4, 0)]).toEqual([true, false, true, false]);
    expect([matchesStage('closed', 7, 0), matchesStage('bogus', 4, 0)]).toEqual([true, false]);
  });
});

describe('registration numbers', () => {
  it('LUCID: DE + 13 digits', () => {
    expect(isValidRegistrationNo('lucid', 'DE3081472605913')).toBe(true);
    expect(isValidRegistrationNo('lucid', 'de 308147 2605913')).toBe(true);
    expect(isValidRegistrationNo('lucid', 'DE308147260591')).toBe(false);
    expect(isValidRegistrationNo('lucid', 'FR3081472605913')).toBe(false);
  });
  it('stiftung ear: WEEE-Reg.-Nr. DE + 8 digits, prefix optional', () => {
    expect(isValidRegistrationNo('ear', 'WEEE-Reg.-Nr. DE 12345678')).toBe(true);
    expect(isValidRegistrationNo('ear', 'DE12345678')).toBe(true);
    expect(isValidRegistrationNo('ear', 'DE1234567')).toBe(false);
  });
  it('French UID: both published shapes (lenient), nothing else', () => {
    expect(isValidRegistrationNo('frUid', 'FR123456_78ZZZZ')).toBe(true);
    expect(isValidRegistrationNo('frUid', 'FR12345ABCDEF')).toBe(true);
    expect(isValidRegistrationNo('frUid', 'DE123456_78ZZZZ')).toBe(false);
    expect(isValidRegistrationNo('frUid', 'FR123')).toBe(false);
  });
  it('Spanish producer register: ENV/<year>/<9 digits> or RII numbers', () => {
    expect(isValidRegistrationNo('esRegister', 'ENV/2025/000012345')).toBe(true);
    expect(isValidRegistrationNo('esRegister', 'RII-AEE 7654')).toBe(true);
    expect(isValidRegistrationNo('esRegister', 'ENV/25/12')).toBe(false);
  });
  it('checks a number by its service, with a message key naming the format', () => {
    expect(checkRegistrationNo('dePack', 'DE123')).toBe('epr.rule.number.lucid');
    expect(checkRegistrationNo('deWeee', '')).toBe('epr.rule.number.required');
    expect(checkRegistrationNo('frWeee', 'FR123456_02ABCD')).toBeNull();
  });
});

describe('values', () => {
  it('weights are numbers above 0 (kg)', () => {
    expect([checkWeightKg('0'), checkWeightKg(-1), checkWeightKg('abc'), checkWeightKg(''), checkWeightKg('1.2345')]).toEqual([
      'epr.rule.weight.positive',
      'epr.rule.weight.positive',
      'epr.rule.weight.number',
      'epr.rule.weight.required',
      'epr.rule.weight.format',
    ]);
    expect(checkWeightKg('12.5')).toBeNull();
    expect([checkCount('0'), checkCount('3'), checkCount('1.5')]).toEqual(['epr.rule.count.invalid', null, 'epr.rule.count.invalid']);
  });
  it('a WEEE brand is neither empty nor "no name"', () => {
    expect([checkWeeeBrand(''), checkWeeeBrand('No Name'), checkWeeeBrand('noname'), checkWeeeBrand('无品牌'), checkWeeeBrand('Yunfan')]).toEqual([
      'epr.rule.brand.required',
      'epr.rule.brand.noName',
      'epr.rule.brand.noName',
      'epr.rule.brand.noName',
      null,
    ]);
  });
  it('refuses a second registration of the same country and stream while one is held or in progress', () => {
    expect(duplicateOf('dePackTransfer', [{ type: 'dePack', status: 4 }])).toEqual({ type: 'dePack', status: 4 });
    expect(duplicateOf('dePack', [{ type: 'dePack', status: 6 }])).toBeUndefined();
    expect(duplicateOf('frPack', [{ type: 'dePack', status: 4 }])).toBeUndefined();
    expect(duplicateOf('esPack', [{ type: 'esPack', status: 2 }])).toBeDefined();
  });
});

describe('completeness declaration (VerpackG §11)', () => {
  it('has the thresholds 80,000 kg glass, 50,000 kg paper, 30,000 kg light packaging', () => {
    expect(COMPLETENESS_THRESHOLDS_KG).toEqual({ glass: 80000, paper: 50000, lvp: 30000 });
  });
  it('is due at the threshold, not below; light packaging sums Fe, Al, plastics, cartons, composites', () => {
    expect(completenessCheck([{ type: 1, weight: 79999.999 }]).required).toBe(false);
    expect(completenessCheck([{ type: 1, weight: 80000 }]).over).toEqual(['glass']);
    expect(completenessCheck([{ type: 2, weight: '49999' }]).required).toBe(false);
    expect(completenessCheck([{ type: 2, weight: '50000' }]).over).toEqual(['paper']);
    const lvp = completenessCheck([
      { type: 3, weight: 6000 },
      { type: 4, weight: 6000 },
      { type: 5, weight: 6000 },
      { type: 6, weight: 6000 },
      { type: 7, weight: 6000 },
      { type: 8, weight: 50000 },
    ]);
    expect([lvp.totals.lvp, lvp.over]).toEqual(['30000.000', ['lvp']]);
    expect(completenessCheck([{ type: 5, weight: 29999.9 }, { type: 8, weight: 1 }]).required).toBe(false);
  });
});

describe('fees (big.js)', () => {
  it('totals each service\'s recovery fee × years without float drift; services without a fee are quoted', () => {
    const r = feeTotal(eprFeeLines({ dePack: { recoveryFee: 36, servicePeriod: 2 }, frWeee: { recoveryFee: 80 }, deWeee: {}, frPack: { recoveryFee: '0.1', servicePeriod: 3 } }));
    expect(r.lines.map((l) => ({ type: l.key, amount: l.amount }))).toEqual([
      { type: 'dePack', amount: '72.00' },
      { type: 'frWeee', amount: '80.00' },
      { type: 'deWeee', amount: null },
      { type: 'frPack', amount: '0.30' },
    ]);
    expect(r.total).toBe('152.30');
    expect(feeTotal(eprFeeLines({})).total).toBe('0.00');
    expect(() => eprFeeLines({ dePack: { recoveryFee: -1 } })).toThrow('negative fee');
  });
});

describe('report deadlines', () => {
  it('German packaging: 15 May; French WEEE: end of January and July; days left', () => {
    expect(nextReportDeadline('dePack', '2026-11-24')).toBe('2027-05-15');
    expect(nextReportDeadline('dePack', '2026-05-15')).toBe('2026-05-15');
    expect(nextReportDeadline('frWeee', '2026-03-01')).toBe('2026-07-31');
    expect(nextReportDeadline('frWeee', '2026-08-01')).toBe('2027-01-31');
    expect(nextReportDeadline('esPack', '2028-01-10')).toBe('2028-02-29');
    expect(daysUntil('2027-05-15', '2026-11-24')).toBe(172);
  });
});
