import {
  CACHE_TTL_ALT_MS,
  CACHE_TTL_MS,
  CERTIFICATE_CHECK_INTERVAL_MS,
  CERTIFICATE_RECHECK_AFTER_MS,
  CERTIFICATE_VALID_MS,
  COMPANY_CHECK_CODE,
  DEBOUNCE_MS,
  DECLARE_LIST_POLL_INTERVAL_MS,
  DEFAULT_FEES,
  DEFAULT_PAGE_SIZE,
  ES_BATT_DEFAULT_CATEGORY,
  ES_PACK_DEFAULT_CATEGORY,
  ES_PACK_DEFAULT_MATERIALS,
  FOCUS_REFRESH_MS,
  FR_OFFICE_IDS,
  HASH_CHUNK_SIZE_BYTES,
  IMAGE_EXTENSIONS,
  MANY_REPORT_POLL_INTERVAL_MS,
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_DURATION_S,
  PROFILE_REFRESH_INTERVAL_MS,
  PROGRESS_COLORS,
  REGISTER_TYPE,
  REGISTER_TYPE_OPTIONS,
  REPORT_UPLOAD_ACCEPT,
  REPORT_UPLOAD_ACCEPT_MIME,
  REPORT_UPLOAD_EXTENSIONS,
  REPORT_UPLOAD_EXTENSIONS_WITH_ZIP,
  SCROLL_LOAD_THRESHOLD_PX,
  SCROLL_OFFSET_PX,
  TAX_LOOKUP_RETRIES,
  TAX_PERIOD_YEAR_OPTIONS,
  UPLOAD_LIMIT_BYTES,
  LOCAL_CHECK_CONCURRENCY,
  UPLOAD_LIMIT_MB,
  canAutoCheckLegalPerson,
  companyCheckMessage,
  formatPageTitle,
  isCompanyCheckError,
  isSuccessStatus,
  isWithinUploadLimit,
  legalPersonMismatchMessage,
  toIsTransferParam,
  toStageCode,
} from '../../../src/constants';

describe('timing (spec §9)', () => {
  it('has the spec values in ms', () => {
    expect(PROFILE_REFRESH_INTERVAL_MS).toBe(7_200_000);
    expect(CERTIFICATE_RECHECK_AFTER_MS).toBe(7_200_000);
    expect(CERTIFICATE_CHECK_INTERVAL_MS).toBe(600_000);
    expect(CERTIFICATE_VALID_MS).toBe(6_900_000);
    expect(MANY_REPORT_POLL_INTERVAL_MS).toBe(4000);
    expect(DECLARE_LIST_POLL_INTERVAL_MS).toBe(60000);
    expect(Object.values(DEBOUNCE_MS)).toEqual([200, 330, 500, 1000]);
    expect(NOTIFICATION_DURATION_MS).toBe(5000);
    expect(NOTIFICATION_DURATION_S).toBe(5);
    expect(TAX_LOOKUP_RETRIES).toBe(3);
    expect(CACHE_TTL_MS).toBe(60000);
    expect(CACHE_TTL_ALT_MS).toBe(300000);
    expect(FOCUS_REFRESH_MS).toBe(5000);
  });
});

describe('ui (spec §9)', () => {
  it('has the spec values', () => {
    expect(PROGRESS_COLORS).toEqual({ background: '#F6F6F6', normal: '#6862B0', success: '#1AB76B', exception: '#FE5858' });
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(TAX_PERIOD_YEAR_OPTIONS).toEqual([1, 2, 3, 4, 5]);
    expect(SCROLL_LOAD_THRESHOLD_PX).toBe(100);
    expect(SCROLL_OFFSET_PX).toBe(98);
  });

  it('success status range is 200-299 inclusive', () => {
    expect(isSuccessStatus(200)).toBe(true);
    expect(isSuccessStatus(299)).toBe(true);
    expect(isSuccessStatus(199)).toBe(false);
    expect(isSuccessStatus(300)).toBe(false);
    expect(isSuccessStatus(250.5)).toBe(false);
  });

  it('formats page titles with the product name', () => {
    expect(formatPageTitle('登录')).toBe('登录 - 一税');
    expect(formatPageTitle('')).toBe('一税');
    expect(formatPageTitle(undefined)).toBe('一税');
  });
});

describe('fees and EPR defaults (spec §9)', () => {
  it('has the default fees', () => {
    expect(DEFAULT_FEES).toEqual({
      dePackRecoveryFee: 36,
      frPackRecoveryFee: 80,
      frBattRecoveryFee: 200,
      frWeeeRecoveryFee: 80,
      unit: 10000,
      weight: 100,
    });
  });

  it('has the Spanish and French defaults', () => {
    expect(ES_PACK_DEFAULT_MATERIALS).toEqual([
      { materialId: 258, weight: 100 },
      { materialId: 259, weight: 10 },
    ]);
    expect(ES_PACK_DEFAULT_CATEGORY).toBe(274);
    expect(ES_BATT_DEFAULT_CATEGORY).toBe(282);
    expect(FR_OFFICE_IDS).toEqual({ pack: 2, weee: 2, batt: 3 });
  });
});

describe('stage map and register type (spec §4)', () => {
  it('maps the two transfer-agent stages and passes others through', () => {
    expect(toStageCode('transferAgentInProgress')).toBe(1);
    expect(toStageCode('transferAgentCompleted')).toBe(2);
    expect(toStageCode('inProgress')).toBe('inProgress');
    expect(toStageCode('')).toBe('');
    expect(toStageCode('toString')).toBe('toString');
  });

  it('register type filter: all / 0 / 1', () => {
    expect(REGISTER_TYPE_OPTIONS.map((o) => o.value)).toEqual(['all', 0, 1]);
    expect(REGISTER_TYPE_OPTIONS.map((o) => o.label)).toEqual(['全部', '新注册', '转代理']);
    expect(toIsTransferParam(REGISTER_TYPE.ALL)).toBeUndefined();
    expect(toIsTransferParam(0)).toBe(0);
    expect(toIsTransferParam(1)).toBe(1);
    expect(toIsTransferParam(undefined)).toBeUndefined();
  });
});

describe('upload (spec §5, §9)', () => {
  it('has the image and report extensions', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff']);
    expect(REPORT_UPLOAD_EXTENSIONS).toEqual(['csv', 'xlsx', 'txt']);
    expect(REPORT_UPLOAD_EXTENSIONS_WITH_ZIP).toEqual(['csv', 'xlsx', 'txt', 'zip']);
    expect(REPORT_UPLOAD_ACCEPT_MIME).toEqual([
      'text/csv',
      'application/zip',
      'application/x-zip-compressed',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/plain',
    ]);
    expect(REPORT_UPLOAD_ACCEPT.split(',')).toEqual(expect.arrayContaining(['text/csv', '.csv', '.zip']));
  });

  it('has the upload limit and hash chunk size', () => {
    expect(UPLOAD_LIMIT_MB).toBe(100);
    expect(UPLOAD_LIMIT_BYTES).toBe(104_857_600);
    expect(isWithinUploadLimit(UPLOAD_LIMIT_BYTES)).toBe(true);
    expect(isWithinUploadLimit(UPLOAD_LIMIT_BYTES + 1)).toBe(false);
    expect(isWithinUploadLimit(-1)).toBe(false);
    expect(isWithinUploadLimit(NaN)).toBe(false);
    expect(HASH_CHUNK_SIZE_BYTES).toBe(5 * 1024 * 1024);
    // a product choice, not a spec value: two files checked locally at once
    expect(LOCAL_CHECK_CONCURRENCY).toBe(2);
  });
});

describe('company check (spec §4, §5)', () => {
  it('has the codes', () => {
    expect(COMPANY_CHECK_CODE).toEqual({
      QUERY_FAILED: -1,
      CREDIT_CODE_WRONG: 0,
      COMPANY_NAME_MISMATCH: 2,
      LEGAL_PERSON_MISMATCH: 3,
    });
  });

  it('gives the Chinese messages', () => {
    expect(companyCheckMessage(-1)).toBe('查询失败，请稍后重试');
    expect(companyCheckMessage(0)).toBe('统一社会信用代码错误');
    expect(companyCheckMessage(2)).toBe('公司名称不一致');
    expect(companyCheckMessage(3, '张三')).toBe('法人应为「张三」，与上传的不一致，请重新上传');
    expect(legalPersonMismatchMessage('李四')).toBe('法人应为「李四」，与上传的不一致，请重新上传');
    expect(companyCheckMessage(3)).toBe('法人应为「」，与上传的不一致，请重新上传');
  });

  it('returns null for non-error codes', () => {
    expect(companyCheckMessage(1)).toBeNull();
    expect(companyCheckMessage(undefined)).toBeNull();
    expect(companyCheckMessage(null)).toBeNull();
    expect(isCompanyCheckError(3)).toBe(true);
    expect(isCompanyCheckError('3')).toBe(false);
  });

  it('auto legal-person check needs all three fields', () => {
    expect(canAutoCheckLegalPerson('某公司', '91110000XXXXXXXXXX', '张三')).toBe(true);
    expect(canAutoCheckLegalPerson('某公司', '', '张三')).toBe(false);
    expect(canAutoCheckLegalPerson('某公司', '9111', '  ')).toBe(false);
    expect(canAutoCheckLegalPerson(undefined, '9111', '张三')).toBe(false);
  });
});
