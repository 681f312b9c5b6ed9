/** The agent's batch template: header, duplicates, empty cells, clients, values (issue #23 "Bad input"). */
import { cellDate, checkBatchRows, FR_BATCH_COLUMNS } from '@/core/eori';

const HEAD = FR_BATCH_COLUMNS.map((c) => c.header);
const CLIENTS = new Map([
  ['client1', 3],
  ['client2', 4],
  ['client3', 5],
]);
const row = (over: Partial<Record<string, unknown>> = {}) => {
  const base: Record<string, unknown> = {
    clientUsername: 'client1',
    companyName: '深圳市星河跨境电子商务有限公司',
    companyNameEn: 'SHENZHEN XINGHE CO., LTD.',
    otherEoriVatNumber: 'DE136695976',
    companyFoundDate: '2019-07-02',
    companyAddressNumber: '1065',
    companyAddressEn: 'Baoyuan Road',
    companyZipCode: '518102',
    companyCityEn: 'SHENZHEN',
    companyCountryEn: 'CHINA',
    ...over,
  };
  return FR_BATCH_COLUMNS.map((c) => base[c.field]);
};

describe('the batch row checks', () => {
  it('a wrong header refuses the whole file', () => {
    const r = checkBatchRows([[...HEAD.slice(0, 3), '税号'], row()], CLIENTS, '2026-11-24');
    expect([r.header, r.rows]).toEqual(['eori.batch.header', []]);
    expect(r.expected).toContain('客户账号、公司中文名称');
  });

  it('no rows, and blank rows skipped', () => {
    expect(checkBatchRows([HEAD, ['', ''], []], CLIENTS, '2026-11-24').header).toBe('eori.batch.empty');
  });

  it('checks every row: valid, duplicate company, empty required cell, unknown client, bad VAT number, future date', () => {
    const r = checkBatchRows(
      [
        HEAD,
        row(),
        row({ clientUsername: 'client2', otherEoriVatNumber: 'DE129273398' }),
        [],
        row({ clientUsername: 'client3', companyName: '义乌市百川贸易有限公司', companyNameEn: '', otherEoriVatNumber: 'ATU13585627' }),
        row({ clientUsername: 'stranger', companyName: '广州市云帆进出口有限公司', otherEoriVatNumber: 'DE000000000' }),
        row({ clientUsername: 'client2', companyName: '杭州某某有限公司', otherEoriVatNumber: 'NL004495445B01', companyFoundDate: '2030-01-01' }),
      ],
      CLIENTS,
      '2026-11-24',
    );
    expect(r.header).toBeNull();
    expect(r.rows.map((x) => [x.row, x.clientId, x.problems.map((p) => p.key)])).toEqual([
      [2, 3, []],
      [3, 4, ['eori.batch.duplicate']],
      [5, 5, ['eori.rule.companyNameEn.required']],
      [6, undefined, ['eori.batch.client', 'eori.rule.otherVat.check']],
      [7, 4, ['eori.rule.foundDate.future']],
    ]);
    expect(r.rows[0].values.otherEoriVatNumber).toBe('DE136695976');
  });

  it('reads Excel serial dates and written dates', () => {
    expect(cellDate(43648)).toBe('2019-07-02');
    expect(cellDate('2019/7/2')).toBe('2019-07-02');
    expect(cellDate('2019年7月2日')).toBe('2019-07-02');
    expect(cellDate('soon')).toBe('soon');
  });
});
