import { leaveWarningOn, MANY_REPORT_POLL_MS, pollDecision, type ManyReportFile } from '../../../src/core/batch/polling';

const f = (status: ManyReportFile['status']): ManyReportFile => ({ fileName: 'a.csv', fileSize: 1, status, reportFileAddress: '' });

describe('many-report polling (spec §4)', () => {
  it('polls every 4 s (spec §9)', () => {
    expect(MANY_REPORT_POLL_MS).toBe(4000);
  });

  it('continues while any file is parsing or parsing remotely', () => {
    expect(pollDecision({ progress: 40, fileProgress: [f('parsed'), f('parsing')] })).toBe('continue');
    expect(pollDecision({ progress: 40, fileProgress: [f('remoteParsing')] })).toBe('continue');
  });

  it('stops at progress 100 even if a file still says parsing', () => {
    expect(pollDecision({ progress: 100, fileProgress: [f('parsing')] })).toBe('stop');
  });

  it('stops when no file is parsing any more', () => {
    expect(pollDecision({ progress: 80, fileProgress: [f('parsed'), f('failed')] })).toBe('stop');
  });

  it('an error with status code 0 stops and resets; other errors keep polling', () => {
    expect(pollDecision(undefined, { status: 0 })).toBe('reset');
    expect(pollDecision(undefined, { status: 500 })).toBe('continue');
    expect(pollDecision(undefined, {})).toBe('continue');
  });

  it('the leave-page warning is on while any file uploads', () => {
    expect(leaveWarningOn([f('parsed'), f('uploading')])).toBe(true);
    expect(leaveWarningOn([f('parsing')])).toBe(false);
  });
});
