/**
 * Issue #31, UK: the HMRC MTD "Submit VAT return for period" body built from the engine's own UK
 * return (the China-established seller's fixture, quarterly stagger 1, as cn-seller.test.ts runs
 * it), validated with the vendored schema (application.yaml's VATReturnDeclaration, ajv draft-04)
 * and HMRC's server rules; mutated bodies refused with HMRC's codes; the hand-made sample accepted;
 * the yaml and the legacy draft-04 file compared field by field.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import Big from 'big.js';
import Ajv04 from 'ajv-draft-04';
import { calculateQuarter, parseRegistration, TableRateProvider, type QuarterResult } from '../../../src/core/vat';
import { fromPath } from '../../../src/core/vat/node';
import { checkUkReturn, UK_BOX_FIELDS } from '../../../src/core/vat/checks';
import { gbFiling, legacyMtdBodySchema, mtdBodySchema, mtdPeriodKey, validateMtdBody } from '../../../src/core/filing/gb';
import type { FilingInput } from '../../../src/core/filing/types';

const SCHEMAS = join(__dirname, '../../../src/core/filing/schemas/gb');
const FIXTURE = join(__dirname, '../../fixtures/vat/cn_seller_q1_2025_vtr.csv');
const BOXES = ['box1', 'box2', 'box3', 'box4', 'box5', 'box6', 'box7', 'box8', 'box9'] as const;

let q: QuarterResult;
let input: FilingInput;
beforeAll(async () => {
  q = await calculateQuarter(
    [fromPath(FIXTURE)],
    ['DE:DE123456789:monthly', 'PL:PL5260250274:monthly', 'CZ:CZ699001234:monthly', 'GB:GB123456789:quarterly:1'].map(parseRegistration),
    '2025-01-01',
    { costs: [{ sku: 'CN-LAMP-01', cost: '5.00', currency: 'EUR', validFrom: '2025-01-01' }] },
    {
      rateProvider: new TableRateProvider(
        [
          { date: '2025-02-11', currency: 'PLN', perEur: '4.2000' },
          { date: '2025-02-14', currency: 'PLN', perEur: '4.1500' },
          { date: '2025-03-05', currency: 'CZK', perEur: '25.000' },
        ],
        'test',
      ),
    },
  );
  const gb = q.returns.find((r) => r.ret === 'GB')!.country!;
  input = {
    country: 'GB',
    currency: 'GBP',
    period: gb.period,
    frequency: 'quarterly',
    seller: { name: 'Shenzhen Lamp Co., Ltd.', vatNumbers: { GB: 'GB123456789' }, establishedIn: 'CN' },
    boxes: Object.fromEntries(BOXES.map((k) => [k, gb.boxes![k].value])),
    createdAt: '2025-04-02T08:00:00Z',
  };
});

async function built(i: FilingInput = input): Promise<Record<string, unknown>> {
  const out = await gbFiling.build(i);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return JSON.parse(out.files[0].text) as Record<string, unknown>;
}

const codes = (body: unknown) => validateMtdBody(body).map((p) => p.code);

describe('MTD body from the engine (China-established seller, Q1 2025, stagger 1)', () => {
  it('is valid, named by VRN and period key, and carries exactly the nine boxes of the return', async () => {
    const out = await gbFiling.build(input);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const [file] = out.files;
    // quarter ending March 2025, stagger 1 → 25A1 (the derived key, see gb.ts); VRN without GB
    expect(file.name).toBe('MTD-VAT-123456789-25A1.json');
    expect(file.mediaType).toBe('application/json');
    const body = JSON.parse(file.text) as Record<string, unknown>;
    expect(validateMtdBody(body)).toEqual([]);
    expect(body.periodKey).toBe('25A1');
    expect(body.finalised).toBe(true);
    // the figures inside the body are the return's boxes (cn-seller.test.ts worked them out by hand:
    // box 1 10.00, box 6 50)
    const gb = q.returns.find((r) => r.ret === 'GB')!.country!;
    for (const k of BOXES) expect([k, new Big(String(body[UK_BOX_FIELDS[k]])).eq(gb.boxes![k].value)]).toEqual([k, true]);
    expect([body.vatDueSales, body.totalValueSalesExVAT, body.netVatDue]).toEqual([10, 50, 10]);
    // the amounts are written as decimals, never through binary floating point text
    expect(file.text).toContain('"vatDueSales": 10.00,');
    expect(file.text).toContain('"totalValueSalesExVAT": 50,');
    // and the legacy draft-04 file accepts it too (our body has no extra field)
    const legacy = new Ajv04({ allErrors: true, strict: false }).compile(legacyMtdBodySchema());
    expect(legacy(body)).toBe(true);
  });

  it('is byte-for-byte reproducible and uses the obligation key when given', async () => {
    const a = await gbFiling.build(input);
    const b = await gbFiling.build({ ...input, createdAt: '2030-01-01T00:00:00Z' });
    expect(a).toEqual(b);
    expect((await built({ ...input, periodKey: '#001' })).periodKey).toBe('#001');
  });
});

describe('mutated bodies are refused with HMRC codes', () => {
  let ok: Record<string, unknown>;
  beforeAll(async () => {
    ok = await built();
  });

  it('box 3 ≠ box 1 + box 2 → VAT_TOTAL_VALUE on totalVatDue (netVatDue kept consistent)', () => {
    const bad = { ...ok, totalVatDue: 10.01, netVatDue: 10.01 };
    const p = validateMtdBody(bad);
    expect(p.map((x) => [x.code, x.element])).toEqual([['VAT_TOTAL_VALUE', 'totalVatDue']]);
    expect(p[0].message).toContain('第 3 栏 10.01 ≠ 第 1 栏 10.00 + 第 2 栏 0.00');
    // HMRC's own message, as application.yaml's 400 example writes it
    expect(p[0].detail).toContain('totalVatDue should be equal to the sum of vatDueSales and vatDueAcquisitions');
  });

  it('box 5 ≠ |box 3 − box 4| → VAT_NET_VALUE', () => {
    expect(codes({ ...ok, netVatDue: 9.99 })).toEqual(['VAT_NET_VALUE']);
  });

  it('box 6 with pence → INVALID_MONETARY_AMOUNT on totalValueSalesExVAT', () => {
    const p = validateMtdBody({ ...ok, totalValueSalesExVAT: 50.5 });
    expect(p.map((x) => [x.code, x.element, x.value])).toEqual([['INVALID_MONETARY_AMOUNT', 'totalValueSalesExVAT', '50.5']]);
    expect(p[0].message).toContain('整镑');
  });

  it('box 1 with three decimals or out of range → INVALID_MONETARY_AMOUNT (reported once, not again by the schema)', () => {
    expect(codes({ ...ok, vatDueSales: 10.001, totalVatDue: 10.001, netVatDue: 10.001 })).toEqual(['INVALID_MONETARY_AMOUNT', 'INVALID_MONETARY_AMOUNT', 'INVALID_MONETARY_AMOUNT']);
    expect(codes({ ...ok, netVatDue: -10 })).toEqual(['INVALID_MONETARY_AMOUNT', 'VAT_NET_VALUE']);
  });

  it('finalised false → NOT_FINALISED', () => {
    const p = validateMtdBody({ ...ok, finalised: false });
    expect(p.map((x) => [x.code, x.element])).toEqual([['NOT_FINALISED', 'finalised']]);
    expect(p[0].detail).toContain('User has not declared VAT return as final');
  });

  it('a bad period key → PERIOD_KEY_INVALID (lower case, 5 characters, a symbol other than #)', () => {
    for (const k of ['25a1', '25A12', '25-1']) expect(codes({ ...ok, periodKey: k })).toEqual(['PERIOD_KEY_INVALID']);
    expect(codes({ ...ok, periodKey: '#001' })).toEqual([]);
  });

  it('a missing field → INVALID_REQUEST from the schema, naming the field (MANDATORY_FIELD_MISSING)', () => {
    const { vatDueAcquisitions: _gone, ...rest } = ok;
    const p = validateMtdBody(rest);
    expect(p.map((x) => [x.kind, x.code, x.element])).toEqual([['SCHEMA', 'INVALID_REQUEST', 'vatDueAcquisitions']]);
    expect(p[0].detail).toContain('MANDATORY_FIELD_MISSING');
    expect(p[0].message).toContain('缺少字段 vatDueAcquisitions');
  });

  it('a string for a number, a number for the key, a non-object → INVALID_REQUEST', () => {
    const s = validateMtdBody({ ...ok, vatDueSales: '10.00' });
    expect(s.map((x) => [x.code, x.element])).toEqual([['INVALID_REQUEST', 'vatDueSales']]);
    expect(s[0].detail).toContain('INVALID_NUMERIC_VALUE');
    expect(validateMtdBody({ ...ok, periodKey: 2501 })[0].detail).toContain('INVALID_STRING_VALUE');
    expect(codes('periodKey=25A1')).toEqual(['INVALID_REQUEST']);
    expect(codes(null)).toEqual(['INVALID_REQUEST']);
  });

  it('an extra field is accepted as HMRC accepts it (the current yaml has no additionalProperties), the legacy file refused it', () => {
    expect(validateMtdBody({ ...ok, note: 'x' })).toEqual([]);
    expect(new Ajv04({ strict: false }).compile(legacyMtdBodySchema())({ ...ok, note: 'x' })).toBe(false);
  });
});

describe('the builder', () => {
  it('refuses without a GB VAT number (MISSING_FIELD naming it and where to fill it), or with a VRN that is not 9 digits', async () => {
    const out = await gbFiling.build({ ...input, seller: { name: 'x', vatNumbers: {} } });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.problems).toEqual([{ kind: 'MISSING_FIELD', element: 'seller.vatNumber', message: expect.stringContaining('GB 增值税号') }]);
    expect(out.problems[0].message).toContain('申报详情页的「申报主体信息」');
    const bad = await gbFiling.build({ ...input, seller: { name: 'x', vatNumbers: { GB: 'GB12345678' } } });
    expect(bad.ok ? [] : bad.problems.map((p) => p.code)).toEqual(['VRN_INVALID']);
  });

  it('refuses boxes that break HMRC rules as written (box 3 ≠ 1 + 2; 1.230 has three decimals even if it equals 1.23)', async () => {
    const sum = await gbFiling.build({ ...input, boxes: { ...input.boxes, box3: '10.01', box5: '10.01' } });
    expect(sum.ok ? [] : sum.problems.map((p) => [p.code, p.element])).toEqual([['VAT_TOTAL_VALUE', 'totalVatDue']]);
    const scale = await gbFiling.build({ ...input, boxes: { ...input.boxes, box4: '0.000' } });
    expect(scale.ok ? [] : scale.problems.map((p) => [p.code, p.element])).toEqual([['INVALID_MONETARY_AMOUNT', 'vatReclaimedCurrPeriod']]);
  });

  it('a period that is not a whole quarter has no period key → PERIOD (an explicit key is used as given)', async () => {
    const out = await gbFiling.build({ ...input, period: { from: '2025-01-15', to: '2025-03-31' } });
    expect(out.ok ? [] : out.problems.map((p) => p.kind)).toEqual(['PERIOD']);
    expect((await gbFiling.build({ ...input, period: { from: '2025-01-15', to: '2025-03-31' }, periodKey: '25A1' })).ok).toBe(true);
  });

  it('derives the key the mock issues: YY + A + month letter, quarter by stagger, Y for a year', () => {
    expect(mtdPeriodKey({ from: '2025-01-01', to: '2025-03-31' }, 'quarterly')).toBe('25A1');
    expect(mtdPeriodKey({ from: '2025-10-01', to: '2025-12-31' }, 'quarterly')).toBe('25A4');
    expect(mtdPeriodKey({ from: '2024-11-01', to: '2025-01-31' }, 'quarterly')).toBe('25AM'); // stagger 2, ends January
    expect(mtdPeriodKey({ from: '2025-05-01', to: '2025-07-31' }, 'quarterly')).toBe('25AP'); // stagger 2, ends July
    expect(mtdPeriodKey({ from: '2024-12-01', to: '2025-02-28' }, 'quarterly')).toBe('25AR'); // stagger 3, ends February
    expect(mtdPeriodKey({ from: '2025-09-01', to: '2025-11-30' }, 'quarterly')).toBe('25AU'); // stagger 3, ends November
    expect(mtdPeriodKey({ from: '2025-01-01', to: '2025-01-31' }, 'monthly')).toBe('25AA');
    expect(mtdPeriodKey({ from: '2025-12-01', to: '2025-12-31' }, 'monthly')).toBe('25AL');
    expect(mtdPeriodKey({ from: '2025-01-01', to: '2025-12-31' }, 'annual')).toBe('25AY');
    expect(mtdPeriodKey({ from: '2025-01-01', to: '2025-02-28' }, 'quarterly')).toBeNull();
    // every key of a year is distinct and matches HMRC's pattern
    const keys = new Set<string>();
    for (let m = 1; m <= 12; m++) {
      const to = new Date(Date.UTC(2025, m, 0)).toISOString().slice(0, 10);
      keys.add(mtdPeriodKey({ from: `2025-${String(m).padStart(2, '0')}-01`, to }, 'monthly')!);
      const start = new Date(Date.UTC(2025, m - 3, 1)).toISOString().slice(0, 10);
      keys.add(mtdPeriodKey({ from: start, to }, 'quarterly')!);
    }
    expect(keys.size).toBe(24);
    for (const k of keys) expect(k).toMatch(/^[#0-9A-Z]{4}$/);
  });
});

describe('the vendored schemas', () => {
  it('the hand-made sample passes (validator set-up check)', () => {
    const sample = JSON.parse(readFileSync(join(SCHEMAS, 'sample_vat_return_9box.json'), 'utf8')) as unknown;
    expect(validateMtdBody(sample)).toEqual([]);
  });

  it('application.yaml and the legacy draft-04 file agree on every field (the legacy file alone forbids extra fields)', () => {
    const yaml = mtdBodySchema() as { required: string[]; properties: Record<string, Record<string, unknown>>; additionalProperties?: unknown };
    const legacy = legacyMtdBodySchema() as { required: string[]; properties: Record<string, Record<string, unknown>>; definitions: Record<string, Record<string, unknown>>; additionalProperties?: unknown };
    expect(yaml.required).toEqual(legacy.required);
    expect(Object.keys(yaml.properties).sort()).toEqual(Object.keys(legacy.properties).sort());
    const KEYS = ['type', 'minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength'];
    for (const [field, lp] of Object.entries(legacy.properties)) {
      const ref = typeof lp.$ref === 'string' ? legacy.definitions[lp.$ref.replace('#/definitions/', '')] : lp;
      const pick = (o: Record<string, unknown>) => Object.fromEntries(KEYS.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
      expect([field, pick(yaml.properties[field])]).toEqual([field, pick(ref)]);
    }
    expect(legacy.additionalProperties).toBe(false);
    expect(yaml.additionalProperties).toBeUndefined();
  });

  it('the HMRC messages in `detail` are the ones application.yaml publishes, and the amount rules are checkUkReturn\'s own', () => {
    const yamlText = readFileSync(join(SCHEMAS, 'application.yaml'), 'utf8');
    const ok = { periodKey: '25A1', vatDueSales: 1, vatDueAcquisitions: 0, totalVatDue: 1, vatReclaimedCurrPeriod: 0, netVatDue: 1, totalValueSalesExVAT: 5, totalValuePurchasesExVAT: 0, totalValueGoodsSuppliedExVAT: 0, totalAcquisitionsExVAT: 0, finalised: true };
    const msg = (body: object) => validateMtdBody(body)[0].detail!.replace(/^[A-Z_]+: /, '').replace(/ \(path .*\)$/, '');
    for (const m of [msg({ ...ok, totalVatDue: 2, netVatDue: 2 }), msg({ ...ok, netVatDue: 2 }), msg({ ...ok, netVatDue: 1.001 }), msg({ ...ok, finalised: false })]) {
      expect(yamlText).toContain(m);
    }
    // the same rule text comes out of checkUkReturn for the same boxes (one rule set, two callers)
    const boxes = { box1: '1.00', box2: '0.00', box3: '2.00', box4: '0.00', box5: '2.00', box6: '5', box7: '0', box8: '0', box9: '0' };
    expect(checkUkReturn(boxes).map((c) => `${c.code}: ${c.rule}`)).toEqual(validateMtdBody({ ...ok, totalVatDue: 2, netVatDue: 2 }).map((p) => p.detail!.replace(/ \(path .*\)$/, '')));
  });
});
