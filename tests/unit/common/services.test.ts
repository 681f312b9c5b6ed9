import { request } from '@umijs/max';
import {
  ENUM_GROUPS,
  enumLabel,
  enumOptions,
  enumRetries,
  fetchEnum,
  isEnumGroup,
  retryCall,
  settingValue,
  verifyCompany,
  withCompanyCheckMessage,
} from '@/services/common';
import { RequestFailure } from '@/request/types';
import { countryName, countryOptions, countrySearchText } from '@/components/CountrySelect/options';

jest.mock('@umijs/max', () => ({ request: jest.fn() }));
const mockRequest = request as unknown as jest.Mock;

beforeEach(() => mockRequest.mockReset());

describe('enumeration groups (spec §7 Common)', () => {
  it('lists the eight groups', () => {
    expect(ENUM_GROUPS).toEqual([
      'he_gui_type',
      'epr_status',
      'epr_type',
      'ver_pack_type',
      'vat_company_type',
      'vat_store_platform',
      'vat_overseas_areas',
      'china_main_land_company_type',
    ]);
    expect(isEnumGroup('epr_type')).toBe(true);
    expect(isEnumGroup('nope')).toBe(false);
  });

  it('retries only china_main_land_company_type, 3 times', () => {
    expect(enumRetries('china_main_land_company_type')).toBe(3);
    expect(enumRetries('epr_status')).toBe(0);
  });

  it('fetchEnum of china_main_land_company_type makes up to 4 attempts, toasting only the last', async () => {
    const fail = new RequestFailure('status', '服务繁忙');
    mockRequest.mockRejectedValueOnce(fail).mockRejectedValueOnce(fail).mockRejectedValueOnce(fail).mockRejectedValueOnce(fail);
    await expect(fetchEnum('china_main_land_company_type')).rejects.toBe(fail);
    expect(mockRequest).toHaveBeenCalledTimes(4);
    expect(mockRequest.mock.calls.map((c) => c[1].skipErrorMessage)).toEqual([true, true, true, false]);
    expect(mockRequest.mock.calls[0]).toEqual(['/api/enum', expect.objectContaining({ method: 'GET', params: { group_name: 'china_main_land_company_type' } })]);
  });

  it('fetchEnum succeeds on a later attempt and sorts by sort', async () => {
    mockRequest.mockRejectedValueOnce(new RequestFailure('noStatus', 'x')).mockResolvedValueOnce([
      { value: 2, label: '股份有限公司', sort: 2 },
      { value: 1, label: '有限责任公司', sort: 1 },
    ]);
    const list = await fetchEnum('china_main_land_company_type');
    expect(list.map((i) => i.label)).toEqual(['有限责任公司', '股份有限公司']);
    expect(mockRequest).toHaveBeenCalledTimes(2);
  });

  it('other groups are tried once and a failure is toasted', async () => {
    mockRequest.mockRejectedValue(new RequestFailure('status', 'x'));
    await expect(fetchEnum('epr_status')).rejects.toBeInstanceOf(RequestFailure);
    expect(mockRequest).toHaveBeenCalledTimes(1);
    expect(mockRequest.mock.calls[0][1].skipErrorMessage).toBe(false);
  });

  it('retryCall does not retry 401/403', async () => {
    const attempt = jest.fn().mockRejectedValue(new RequestFailure('unauthorized', '请先登录'));
    await expect(retryCall(attempt, 3)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('enumLabel / enumOptions', () => {
    const items = [
      { value: 1, label: '中国大陆公司', sort: 1 },
      { value: 'amazon', label: '亚马逊 Amazon', sort: 2 },
    ];
    expect(enumLabel(items, '1')).toBe('中国大陆公司');
    expect(enumLabel(items, 'amazon')).toBe('亚马逊 Amazon');
    expect(enumLabel(items, 9)).toBe('-');
    expect(enumLabel(undefined, 1, '未知')).toBe('未知');
    expect(enumOptions(items)).toEqual([
      { label: '中国大陆公司', value: 1 },
      { label: '亚马逊 Amazon', value: 'amazon' },
    ]);
  });
});

describe('company verification (spec §4, §5)', () => {
  it('adds the spec §5 message per code', () => {
    expect(withCompanyCheckMessage({ status: -1 }).message).toBe('查询失败，请稍后重试');
    expect(withCompanyCheckMessage({ status: 0 }).message).toBe('统一社会信用代码错误');
    expect(withCompanyCheckMessage({ status: 2 }).message).toBe('公司名称不一致');
    expect(withCompanyCheckMessage({ status: 3, legalName: '王芳' }).message).toBe('法人应为「王芳」，与上传的不一致，请重新上传');
    expect(withCompanyCheckMessage({ status: 1, legalName: '王芳' })).toEqual({ status: 1, legalName: '王芳', message: null });
  });

  it('verifyCompany sends the three fields as query and resolves with the message', async () => {
    mockRequest.mockResolvedValue({ status: 3, legalName: '陈静' });
    const r = await verifyCompany({ registerNo: '914403001922038216', companyName: '某公司', legalName: '张三' });
    expect(mockRequest).toHaveBeenCalledWith('/api/company/verify', {
      method: 'GET',
      params: { registerNo: '914403001922038216', companyName: '某公司', legalName: '张三' },
    });
    expect(r.message).toContain('陈静');
  });
});

describe('settings and countries', () => {
  it('settingValue', () => {
    const s = [{ key: 'default_gb_tax_agent_email', value: 'gb-agent@yishui.example.cn' }];
    expect(settingValue(s, 'default_gb_tax_agent_email')).toBe('gb-agent@yishui.example.cn');
    expect(settingValue(s, 'missing', 'x')).toBe('x');
  });

  it('countryOptions sorts by the spec §9 order and restricts to codes', () => {
    const mk = (code: string, name: string) => ({ code, name, nameEn: code, currency: 'EUR' });
    const all = [mk('AU', '澳大利亚'), mk('US', '美国'), mk('DE', '德国'), mk('GB', '英国'), mk('BE', '比利时')];
    expect(countryOptions(all).map((c) => c.code)).toEqual(['GB', 'DE', 'US', 'AU', 'BE']);
    expect(countryOptions(all, ['BE', 'DE']).map((c) => c.code)).toEqual(['DE', 'BE']);
    expect(countrySearchText(mk('DE', '德国'))).toBe('de 德国 de');
  });
});

describe('country names of the lists (CountryLabel)', () => {
  const countries = [
    { code: 'GB', name: '英国', nameEn: 'United Kingdom', currency: 'GBP' },
    { code: 'DE', name: '德国', nameEn: 'Germany', currency: 'EUR' },
  ];
  it('the Chinese name of a code, any case; empty when unknown', () => {
    expect(countryName(countries, 'DE')).toBe('德国');
    expect(countryName(countries, 'gb')).toBe('英国');
    expect(countryName(countries, 'XX')).toBe('');
    expect(countryName([], 'GB')).toBe('');
    expect(countryName(countries, undefined)).toBe('');
  });
});
