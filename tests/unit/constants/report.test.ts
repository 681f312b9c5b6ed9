import {
  MANY_REPORT_FILE_STATUS,
  REPORT_FILE_STATUS,
  REPORT_FILE_STATUS_LABELS,
  REPORT_PROGRESS_STATUS_A,
  REPORT_PROGRESS_STATUS_B,
  isReportFileStatus,
  reportFileStatusLabel,
  reportProgressStatus,
} from '../../../src/constants/report';

describe('report file processing codes (spec §4)', () => {
  it('has the codes', () => {
    expect(REPORT_FILE_STATUS).toEqual({
      REMOTE_PARSING: 0,
      SUCCEEDED: 5,
      FAILED: 10,
      UPLOADING: 10000,
      UPLOAD_FAILED: 10001,
      LOCAL_PARSING: 10002,
    });
  });

  it('labels every code', () => {
    expect(REPORT_FILE_STATUS_LABELS).toEqual({
      10000: '报告上传中',
      10001: '上传失败',
      0: '解析中',
      10002: '解析中',
      5: '解析成功',
      10: '解析失败',
    });
    expect(reportFileStatusLabel(5)).toBe('解析成功');
    expect(reportFileStatusLabel(42)).toBe('');
    expect(reportFileStatusLabel(undefined)).toBe('');
  });

  it('mapping A', () => {
    expect(REPORT_PROGRESS_STATUS_A).toEqual({
      10000: 'normal',
      0: 'normal',
      5: 'success',
      10002: 'success',
      10: 'exception',
      10001: 'exception',
    });
  });

  it('mapping B differs only for local parsing', () => {
    expect(REPORT_PROGRESS_STATUS_B).toEqual({ ...REPORT_PROGRESS_STATUS_A, 10002: 'normal' });
    expect(reportProgressStatus(10002)).toBe('success');
    expect(reportProgressStatus(10002, 'B')).toBe('normal');
    expect(reportProgressStatus(10, 'B')).toBe('exception');
    expect(reportProgressStatus(999)).toBe('normal');
  });

  it('recognises codes and many-report statuses', () => {
    expect(isReportFileStatus(10001)).toBe(true);
    expect(isReportFileStatus('5')).toBe(false);
    expect(Object.values(MANY_REPORT_FILE_STATUS)).toEqual(['uploading', 'parsing', 'remoteParsing']);
  });
});
