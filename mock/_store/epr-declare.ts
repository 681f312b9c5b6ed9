/**
 * The packaging quantity declarations (batch packaging declaration; mock/epr-declare.ts; issue #21):
 * one row per registration and period, restored by `POST /api/__test__/reset`. Seeded: the demo
 * seller's German packaging registration and client1's have declared the year before last.
 */
import type { MaterialQuantity, ThresholdFlag } from '../../src/core/packaging-law/materials';
import { collection } from './collections';

/** A stored declaration. */
interface StoredEprDeclaration {
  id: number;
  /** The registration's owner. */
  userId: number;
  /** Who submitted it (the owner or the agent). */
  createdBy: number;
  registrationId: number;
  registrationNo: string;
  /** `YYYY`, `YYYY-Qn` or `YYYY-MM`. */
  period: string;
  quantities: MaterialQuantity[];
  totalKg: number;
  flags: ThresholdFlag[];
  batchId: string;
  createdAt: string;
}

/** The declarations and the next id. */
export const eprDeclareStore = collection('eprDeclare', () => {
  const y = new Date().getUTCFullYear() - 2;
  const rows: StoredEprDeclaration[] = [
    { id: 1, userId: 1, createdBy: 1, registrationId: 7001, registrationNo: 'DE3081472605913', period: String(y), quantities: [{ type: 2, weight: 2160 }, { type: 5, weight: 510 }], totalKg: 2670, flags: [], batchId: 'seed', createdAt: `${y + 1}-03-02 10:00:00` },
  ];
  return { rows, seq: 2 };
});
