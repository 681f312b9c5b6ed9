import { generateVtr } from '../../../scripts/gen-vtr';
import { companyIndex, matchReport, normaliseVatNumber, reportIdentifiers, type MatchCompany } from '../../../src/core/batch/match';
import { fromText, inspectReport } from '../../../src/core/vat';

const companies: MatchCompany[] = [
  { id: 1, name: '深圳市一税贸易有限公司', vatNumbers: ['DE322467841', 'GB980780684'], accountIds: ['A1XR4PLSYTA79B'] },
  { id: 2, name: '杭州二税电子商务有限公司', vatNumbers: ['FR93853250439'], accountIds: ['A2BBBBBBBBBBBB'] },
  { id: 3, name: '广州三税科技有限公司', vatNumbers: ['EL094259216', 'IT00247479991'], accountIds: [] },
  { id: 4, name: '厦门四税进出口有限公司', vatNumbers: ['IT00247479991'], accountIds: ['A4DDDDDDDDDDDD'] },
];
const index = companyIndex(companies);

describe('normaliseVatNumber', () => {
  it('folds case, spaces, dots and dashes, and Greece to EL', () => {
    expect(normaliseVatNumber(' de 322.467-841 ')).toBe('DE322467841');
    expect(normaliseVatNumber('GR094259216')).toBe('EL094259216');
  });
});

describe('matchReport', () => {
  it('matches by the seller account alone', () => {
    expect(matchReport({ accountId: 'a2bbbbbbbbbbbb', sellerVatNumbers: {} }, index)).toEqual({
      status: 'matched',
      companyId: 2,
      evidence: [{ kind: 'account', value: 'A2BBBBBBBBBBBB' }],
    });
  });

  it('matches by a seller VAT number in another spelling (GR for EL)', () => {
    const r = matchReport({ sellerVatNumbers: { GR: 'GR 094259216' } }, index);
    expect(r).toMatchObject({ status: 'matched', companyId: 3 });
  });

  it('the account and the VAT numbers of the same company make one match with all the evidence', () => {
    const r = matchReport({ accountId: 'A1XR4PLSYTA79B', sellerVatNumbers: { DE: 'DE322467841', GB: 'GB980780684' } }, index);
    expect(r.status).toBe('matched');
    expect(r.status === 'matched' && r.evidence.map((e) => e.kind)).toEqual(['account', 'vat', 'vat']);
  });

  it('an identifier two companies share, or identifiers of two companies, wait for the agent', () => {
    const shared = matchReport({ sellerVatNumbers: { IT: 'IT00247479991' } }, index);
    expect(shared).toMatchObject({ status: 'ambiguous' });
    expect(shared.status === 'ambiguous' && shared.candidates.map((c) => c.companyId)).toEqual([3, 4]);
    const two = matchReport({ accountId: 'A2BBBBBBBBBBBB', sellerVatNumbers: { DE: 'DE322467841' } }, index);
    expect(two.status === 'ambiguous' && two.candidates.map((c) => c.companyId).sort()).toEqual([1, 2]);
  });

  it('a report naming nobody, or nobody known, matches none and says which', () => {
    expect(matchReport({ sellerVatNumbers: {} }, index)).toEqual({ status: 'none', reason: 'noIdentifiers', identifiers: [] });
    expect(matchReport({ accountId: 'AZZZ', sellerVatNumbers: { PL: 'PL5263278971' } }, index)).toMatchObject({
      status: 'none',
      reason: 'unknownIdentifiers',
      identifiers: [
        { kind: 'account', value: 'AZZZ' },
        { kind: 'vat', value: 'PL5263278971' },
      ],
    });
  });

  it('reportIdentifiers drops blanks and duplicates', () => {
    expect(reportIdentifiers({ accountId: ' ', sellerVatNumbers: { DE: 'DE322467841', XI: 'de322467841', FR: '' } })).toEqual([{ kind: 'vat', value: 'DE322467841' }]);
  });
});

describe('on a generated report read by the engine', () => {
  it('the inspection names the account and the seller VAT numbers the matcher uses', async () => {
    const csv = generateVtr({ seed: 7, rows: 60, account: 'A2BBBBBBBBBBBB', sellerVat: { FR: 'FR93853250439' } });
    const r = await inspectReport(fromText('b.csv', csv));
    expect(r.files[0].accountId).toBe('A2BBBBBBBBBBBB');
    expect(matchReport({ accountId: r.files[0].accountId, sellerVatNumbers: r.sellerVatNumbers }, index)).toMatchObject({ status: 'matched', companyId: 2 });
  });
});
