/**
 * VAT Italy records of the mock (issue #11; spec §7 "VAT Italy"): the Italian obligations a seller
 * tracks per P.IVA (periodic settlements, LIPE, annual return, December advance), seeded for the
 * sellers with an Italian number in mock/_store/vat-tax.ts. Dates `YYYY-MM-DD`, amounts EUR strings.
 */
import { nextWorkingDay } from '../../src/core/declare/holidays';
import type { VatItalyRecord } from '../../src/core/declare/types';
import { collection } from './collections';
import { userNameOf } from './core';
import { vatTaxStore } from './vat-tax';

/** A stored record (the list adds the owner's name). */
export type StoredItaly = Omit<VatItalyRecord, 'userName'>;

function seedItaly() {
  const rows: StoredItaly[] = [];
  const nextId = () => 7001 + rows.length;
  for (const n of vatTaxStore().numbers.filter((x) => x.countryCode === 'IT' && x.vatNumber)) {
    const y = new Date().getUTCFullYear();
    const add = (r: Omit<StoredItaly, 'id' | 'userId' | 'vatNumber' | 'companyName' | 'createdAt'>) => {
      rows.push({ id: nextId(), userId: n.userId, vatNumber: n.vatNumber, companyName: n.companyName, createdAt: `${y}-01-15 10:00:00`, ...r });
    };
    // due dates on a weekend or Italian holiday move to the next working day (src/core/declare/holidays)
    add({ kind: 'liquidation', period: `${y}-Q1`, amount: '1320.50', dueDate: nextWorkingDay('IT', `${y}-05-16`), taxCode: '6031', note: '' });
    add({ kind: 'lipe', period: `${y}-Q1`, amount: '0.00', dueDate: nextWorkingDay('IT', `${y}-05-31`), taxCode: '', note: 'LIPE 为信息申报，不缴款' });
    // the annual balance (6099) is paid by 16 March; the annual return itself is filed by 30 April (no code)
    add({ kind: 'annual', period: `${y - 1}`, amount: '215.00', dueDate: nextWorkingDay('IT', `${y}-03-16`), taxCode: '6099', note: '年度差额（saldo IVA）3 月 16 日缴纳；年度申报表须在 4 月 30 日前提交' });
  }
  return { rows, seq: nextId() };
}

/** The VAT Italy collection (seeded on first use, restored by `resetStore()`). */
export const italyStore = collection('vatItaly', seedItaly);

/** The list view of a stored record. */
export function italyView(r: StoredItaly): VatItalyRecord {
  return { ...r, userName: userNameOf(r.userId) };
}
