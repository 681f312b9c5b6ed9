/**
 * The EORI check as the pages call it: `POST /api/eori/check`; a call that fails (no answer, a server
 * error) answers every number as `unavailable` ("暂时无法核验") — never as invalid (domain-facts §E.4).
 */
import { eoriFormat } from '@/core/eori';
import { checkEori, type EoriCheckResult } from '@/services/eori';
import dayjs from 'dayjs';

/** Checks `numbers` (≤ 10); a failed call yields `unavailable` answers with `failMessage`. */
export async function checkEoriSafely(numbers: string[], failMessage: string): Promise<EoriCheckResult[]> {
  try {
    return await checkEori(numbers, { skipErrorMessage: true });
  } catch {
    // shown: every number answers `unavailable` with failMessage (the page offers to check again)
    const at = dayjs().format('YYYY-MM-DD HH:mm:ss');
    return numbers.map((input) => ({ input, number: eoriFormat(input).number, status: 'unavailable' as const, message: failMessage, checkedAt: at }));
  }
}
