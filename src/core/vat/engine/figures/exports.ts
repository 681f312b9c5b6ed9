/**
 * Exports (T2; VAT Directive Art. 146, VATA 1994 s.30(6)): goods dispatched from an EU state or the
 * UK to a place outside its VAT area are zero-rated in the departure country's return (line
 * `export`). Goods dispatched from outside the EU and the UK belong to no EU or UK return: counted
 * at `outOfScope` with a warning, never silently dropped.
 */
import { isEuVatArea } from '../../countries';
import type { RowRef } from '../../types';
import { addRef } from '../details';
import type { Engine } from '../engine';
import type { Cls, MRow } from '../rows';
import { warn } from '../warnings';

/** Places a T2 row (see the module comment); false = out of scope. */
export function placeExport(e: Engine, m: MRow, cls: Cls, r: RowRef): boolean {
  if (isEuVatArea(cls.d, m.date) || cls.d === 'GB') return e.place.set(cls.d, 'export', '', '', 0, '');
  addRef(e, e.outScope, r);
  warn(e, 'OUT_OF_SCOPE', 'scope', '发货国在欧盟和英国以外的出口/跨境销售：不属于任何欧盟或英国增值税申报，未计入申报（已单独列出）', r);
  return false;
}
