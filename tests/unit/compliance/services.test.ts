/**
 * The compliance catalogue (issue #22; src/core/compliance/services.ts): the spec §4 stage map, the
 * fee totals (big.js), the label text (GPSR Art. 16(3): name, postal and electronic address), the end
 * date of a period, renewal and the sub-lists' rule.
 */
import { AGENT_SERVICE_KEYS, AGENT_SERVICES, canRenew, EU_OFFICES, labelText, matchesStage, officeFor, serviceFee, serviceFeeLine, serviceOfType, stageParam, validUntil } from '@/core/compliance/services';
import { feeTotal } from '@/core/fees';

describe('the compliance catalogue', () => {
  it('maps the transfer sub-lists to stage codes 1 and 2 and passes other keys as they are (spec §4)', () => {
    expect(stageParam('transferAgentInProgress')).toBe('1');
    expect(stageParam('transferAgentCompleted')).toBe('2');
    expect(stageParam('returned')).toBe('returned');
    expect(stageParam('expiring')).toBe('expiring');
  });

  it('has the seven agent services of spec §1, one he_gui_type value each', () => {
    expect([...AGENT_SERVICE_KEYS].sort()).toEqual(['caAgent', 'euAgent', 'euAgentSpecial', 'gbAgent', 'jpAgent', 'trAgent', 'usAgent']);
    const types = AGENT_SERVICE_KEYS.map((k) => AGENT_SERVICES[k].heGuiType);
    expect(new Set(types).size).toBe(7);
    expect(serviceOfType(2)?.key).toBe('euAgent');
    expect(serviceOfType(99)).toBeUndefined();
  });

  it('sums the fees exactly: yearly fee × years, plus the transfer fee once', () => {
    expect(serviceFee({ key: 'euAgent', year: 2, isTransfer: false })).toBe('3600.00');
    expect(serviceFee({ key: 'gbAgent', year: 1, isTransfer: true })).toBe('2100.00');
    const r = feeTotal(
      [
        { key: 'euAgent', year: 2, isTransfer: false },
        { key: 'gbAgent', year: 1, isTransfer: true },
        { key: 'jpAgent', year: 5, isTransfer: false },
      ].map((o) => serviceFeeLine(o as Parameters<typeof serviceFeeLine>[0])),
    );
    expect(r.lines.map((l) => ({ key: l.key, fee: l.amount }))).toEqual([{ key: 'euAgent', fee: '3600.00' }, { key: 'gbAgent', fee: '2100.00' }, { key: 'jpAgent', fee: '17500.00' }]);
    expect(r.total).toBe('23200.00');
    expect(r.lines[1]).toMatchObject({ once: '300.00', perYear: '1800.00', years: 1 });
    expect(feeTotal([]).total).toBe('0.00');
  });

  it('writes the label text with the name, the postal and the electronic address', () => {
    const text = labelText('euAgent', EU_OFFICES.DE, 'ZW-Tech');
    expect(text.split('\n')).toEqual(['EU Responsible Person:', 'Yishui Compliance GmbH', 'Friedrichstraße 68, 10117 Berlin, Germany', 'E-mail: eu-rep@yishui.example.cn', 'Brand: ZW-Tech']);
    expect(labelText('gbAgent', AGENT_SERVICES.gbAgent.office)).toMatch(/^UK Responsible Person:\n.+\n.+United Kingdom\nE-mail: .+@/);
  });

  it('prints an agent’s chosen EU office only for the EU services and only when it is known', () => {
    expect(officeFor('euAgent', 'FR')).toBe(EU_OFFICES.FR);
    expect(officeFor('euAgent', 'XX')).toBe(EU_OFFICES.DE);
    expect(officeFor('gbAgent', 'FR')).toBe(AGENT_SERVICES.gbAgent.office);
  });

  it('ends a period the day before the same date years later (leap day clamped)', () => {
    expect(validUntil('2026-12-01', 1)).toBe('2027-11-30');
    expect(validUntil('2026-01-01', 5)).toBe('2030-12-31');
    expect(validUntil('2028-02-29', 1)).toBe('2029-02-27');
  });

  it('renews within 30 days of the end or after it, and selects the sub-lists', () => {
    expect(canRenew({ status: 3, daysLeft: 19 })).toBe(true);
    expect(canRenew({ status: 3, daysLeft: 31 })).toBe(false);
    expect(canRenew({ status: 4, daysLeft: -5 })).toBe(true);
    expect(canRenew({ status: 1, daysLeft: null })).toBe(false);
    expect(matchesStage({ status: 1, isTransfer: 1, daysLeft: null }, '1')).toBe(true);
    expect(matchesStage({ status: 1, isTransfer: 0, daysLeft: null }, '1')).toBe(false);
    expect(matchesStage({ status: 3, isTransfer: 1, daysLeft: 200 }, '2')).toBe(true);
    expect(matchesStage({ status: 3, isTransfer: 0, daysLeft: 10 }, 'expiring')).toBe(true);
  });
});
