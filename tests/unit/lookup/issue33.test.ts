/**
 * Issue #33 (the lookup items) in the core: a missing name says why with a message that exists in
 * both languages (该国税局不提供名称 / 未查到登记信息); every "could not check" reason the contract
 * allows has its Chinese message; changed numbers are pinned first.
 */
import { missingNameReason } from '@/core/lookup/answers';
import { vatCheckRow } from '@/core/lookup/api';
import { isPinned, pinnedFirst } from '@/core/lookup/monitoring';
import enUS from '@/locales/en-US/lookup';
import zhCN from '@/locales/zh-CN/lookup';

const zh = zhCN as Record<string, string>;
const en = enUS as Record<string, string>;

describe('a valid answer without a name says why', () => {
  it('Germany gives none; any other state: no registration details found', () => {
    expect(['DE', 'de', 'FR', 'GB', 'PL', 'IT'].map(missingNameReason)).toEqual(['nameNotGiven', 'nameNotGiven', 'noRecord', 'noRecord', 'noRecord', 'noRecord']);
    expect(zh[`lookup.detail.${missingNameReason('DE')}`]).toBe('该国税局不提供名称');
    expect(zh[`lookup.detail.${missingNameReason('IT')}`]).toBe('未查到登记信息');
    for (const k of ['nameNotGiven', 'noRecord']) expect(en[`lookup.detail.${k}`]).toBeTruthy();
  });
});

describe('every reason of "could not check" has its message', () => {
  it('each reason the contract allows, and the failed call, in Chinese and English; none says 无效 as a verdict', () => {
    const reasons = vatCheckRow.shape.reason.unwrap().options as string[];
    expect(reasons).toContain('inputRefused');
    for (const r of [...reasons, 'callFailed']) {
      expect(zh[`lookup.reason.${r}`]).toMatch(/[\u4e00-\u9fff]/);
      expect(en[`lookup.reason.${r}`]).toBeTruthy();
    }
    expect(zh['lookup.reason.inputRefused']).toContain('不代表税号无效');
  });
});

describe('changed numbers first', () => {
  it('a row with unread alerts is pinned; pinnedFirst keeps the order within each group', () => {
    expect([isPinned(0), isPinned(1)]).toEqual([false, true]);
    const rows = [{ id: 1, unreadAlerts: 0 }, { id: 2, unreadAlerts: 2 }, { id: 3, unreadAlerts: 0 }, { id: 4, unreadAlerts: 1 }];
    expect(pinnedFirst(rows).map((r) => r.id)).toEqual([2, 4, 1, 3]);
  });
});
