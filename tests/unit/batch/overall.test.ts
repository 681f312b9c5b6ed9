/**
 * The many-report upload's overall bar tells the truth (issue #25): never 100 % nor green while a
 * file waits for a company (it says how many), green only once every usable file is stored.
 */
import { overallState, type ManyFileLike } from '@/core/batch/files';

const f = (phase: ManyFileLike['phase'], companyId?: number, remote?: ManyFileLike['remote']): ManyFileLike => ({ phase, percent: 100, companyId, remote });

describe('overallState', () => {
  it('caps at 99 % and stays normal while files wait for a company, counting them', () => {
    const s = overallState([f('uploaded', 1), f('uploaded'), f('uploaded'), f('invalid')]);
    expect(s).toEqual({ percent: 99, status: 'normal', waitingCompany: 2 });
  });

  it('every file with a company and uploaded: 100 % but not green until the server stored them', () => {
    expect(overallState([f('uploaded', 1), f('uploaded', 2)])).toEqual({ percent: 100, status: 'normal', waitingCompany: 0 });
    expect(overallState([f('batch', 1, 'parsed'), f('batch', 2, 'parsing')], 50)).toMatchObject({ status: 'normal' });
    expect(overallState([f('batch', 1, 'parsed'), f('batch', 2, 'failed')], 100)).toMatchObject({ status: 'normal' });
  });

  it('green once every usable file is in the batch and parsed', () => {
    expect(overallState([f('batch', 1, 'parsed'), f('batch', 2, 'parsed'), f('invalid')], 100)).toEqual({ percent: 100, status: 'success', waitingCompany: 0 });
  });

  it('a file still being checked is not yet waiting for a company', () => {
    expect(overallState([{ phase: 'checking', percent: 40 }]).waitingCompany).toBe(0);
  });
});
