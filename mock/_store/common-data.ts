/**
 * Static reference data and deterministic generators of the mock's "Common" calls (spec §7 Common,
 * §3 "Area data", "Countries-info entry", "Valid-date entry", "Settings entry"):
 *
 * - areas: all 34 provincial-level divisions (level 1) and the level-2 cities / districts of
 *   广东, 浙江, 福建, 江苏, 上海, 北京, with GB/T 2260 codes, pinyin and postal codes;
 * - the 8 enumeration groups of `GET /api/enum`;
 * - countries with Chinese and English names, currency and standard VAT rate;
 * - settings (including the default UK tax-agent email);
 * - a small company registry (for the company verification call) and generators of realistic
 *   unified social credit codes and identity card numbers (for OCR).
 *
 * Not a route module: everything under mock/_store is excluded from umi's mock scanning.
 */
import { fakerZH_CN as faker } from '@faker-js/faker';
import { VAT_REGISTER_COUNTRIES } from '../../src/constants/countries';
import { idCardCheckChar, usccCheckChar } from '../../src/core/china-ids';
import { EPR_SERVICE_LIST } from '../../src/core/epr/services';
import zhEpr from '../../src/locales/zh-CN/epr';
import type { AreaEntry, DistrictNode, EnumItem } from '../../src/core/common/types';


// ---------------------------------------------------------------------------------------------
// Areas


type Row = [code: string, name: string, pinyin: string, zip: string];

const PROVINCES: Row[] = [
  ['110000', '北京市', 'beijing', '100000'],
  ['120000', '天津市', 'tianjin', '300000'],
  ['130000', '河北省', 'hebei', '050000'],
  ['140000', '山西省', 'shanxi', '030000'],
  ['150000', '内蒙古自治区', 'neimenggu', '010000'],
  ['210000', '辽宁省', 'liaoning', '110000'],
  ['220000', '吉林省', 'jilin', '130000'],
  ['230000', '黑龙江省', 'heilongjiang', '150000'],
  ['310000', '上海市', 'shanghai', '200000'],
  ['320000', '江苏省', 'jiangsu', '210000'],
  ['330000', '浙江省', 'zhejiang', '310000'],
  ['340000', '安徽省', 'anhui', '230000'],
  ['350000', '福建省', 'fujian', '350000'],
  ['360000', '江西省', 'jiangxi', '330000'],
  ['370000', '山东省', 'shandong', '250000'],
  ['410000', '河南省', 'henan', '450000'],
  ['420000', '湖北省', 'hubei', '430000'],
  ['430000', '湖南省', 'hunan', '410000'],
  ['440000', '广东省', 'guangdong', '510000'],
  ['450000', '广西壮族自治区', 'guangxi', '530000'],
  ['460000', '海南省', 'hainan', '570000'],
  ['500000', '重庆市', 'chongqing', '400000'],
  ['510000', '四川省', 'sichuan', '610000'],
  ['520000', '贵州省', 'guizhou', '550000'],
  ['530000', '云南省', 'yunnan', '650000'],
  ['540000', '西藏自治区', 'xizang', '850000'],
  ['610000', '陕西省', 'shaanxi', '710000'],
  ['620000', '甘肃省', 'gansu', '730000'],
  ['630000', '青海省', 'qinghai', '810000'],
  ['640000', '宁夏回族自治区', 'ningxia', '750000'],
  ['650000', '新疆维吾尔自治区', 'xinjiang', '830000'],
  ['710000', '台湾省', 'taiwan', ''],
  ['810000', '香港特别行政区', 'xianggang', '999077'],
  ['820000', '澳门特别行政区', 'aomen', '999078'],
];

const CITIES: Record<string, Row[]> = {
  '440000': [
    ['440100', '广州市', 'guangzhou', '510000'],
    ['440200', '韶关市', 'shaoguan', '512000'],
    ['440300', '深圳市', 'shenzhen', '518000'],
    ['440400', '珠海市', 'zhuhai', '519000'],
    ['440500', '汕头市', 'shantou', '515000'],
    ['440600', '佛山市', 'foshan', '528000'],
    ['440700', '江门市', 'jiangmen', '529000'],
    ['440800', '湛江市', 'zhanjiang', '524000'],
    ['440900', '茂名市', 'maoming', '525000'],
    ['441200', '肇庆市', 'zhaoqing', '526000'],
    ['441300', '惠州市', 'huizhou', '516000'],
    ['441400', '梅州市', 'meizhou', '514000'],
    ['441500', '汕尾市', 'shanwei', '516600'],
    ['441600', '河源市', 'heyuan', '517000'],
    ['441700', '阳江市', 'yangjiang', '529500'],
    ['441800', '清远市', 'qingyuan', '511500'],
    ['441900', '东莞市', 'dongguan', '523000'],
    ['442000', '中山市', 'zhongshan', '528400'],
    ['445100', '潮州市', 'chaozhou', '521000'],
    ['445200', '揭阳市', 'jieyang', '522000'],
    ['445300', '云浮市', 'yunfu', '527300'],
  ],
  '330000': [
    ['330100', '杭州市', 'hangzhou', '310000'],
    ['330200', '宁波市', 'ningbo', '315000'],
    ['330300', '温州市', 'wenzhou', '325000'],
    ['330400', '嘉兴市', 'jiaxing', '314000'],
    ['330500', '湖州市', 'huzhou', '313000'],
    ['330600', '绍兴市', 'shaoxing', '312000'],
    ['330700', '金华市', 'jinhua', '321000'],
    ['330800', '衢州市', 'quzhou', '324000'],
    ['330900', '舟山市', 'zhoushan', '316000'],
    ['331000', '台州市', 'taizhou', '318000'],
    ['331100', '丽水市', 'lishui', '323000'],
  ],
  '350000': [
    ['350100', '福州市', 'fuzhou', '350000'],
    ['350200', '厦门市', 'xiamen', '361000'],
    ['350300', '莆田市', 'putian', '351100'],
    ['350400', '三明市', 'sanming', '365000'],
    ['350500', '泉州市', 'quanzhou', '362000'],
    ['350600', '漳州市', 'zhangzhou', '363000'],
    ['350700', '南平市', 'nanping', '353000'],
    ['350800', '龙岩市', 'longyan', '364000'],
    ['350900', '宁德市', 'ningde', '352100'],
  ],
  '320000': [
    ['320100', '南京市', 'nanjing', '210000'],
    ['320200', '无锡市', 'wuxi', '214000'],
    ['320300', '徐州市', 'xuzhou', '221000'],
    ['320400', '常州市', 'changzhou', '213000'],
    ['320500', '苏州市', 'suzhou', '215000'],
    ['320600', '南通市', 'nantong', '226000'],
    ['320700', '连云港市', 'lianyungang', '222000'],
    ['320800', '淮安市', 'huaian', '223000'],
    ['320900', '盐城市', 'yancheng', '224000'],
    ['321000', '扬州市', 'yangzhou', '225000'],
    ['321100', '镇江市', 'zhenjiang', '212000'],
    ['321200', '泰州市', 'taizhou', '225300'],
    ['321300', '宿迁市', 'suqian', '223800'],
  ],
  '310000': [
    ['310101', '黄浦区', 'huangpu', '200001'],
    ['310104', '徐汇区', 'xuhui', '200030'],
    ['310105', '长宁区', 'changning', '200050'],
    ['310106', '静安区', 'jingan', '200040'],
    ['310107', '普陀区', 'putuo', '200333'],
    ['310109', '虹口区', 'hongkou', '200080'],
    ['310110', '杨浦区', 'yangpu', '200082'],
    ['310112', '闵行区', 'minhang', '201100'],
    ['310113', '宝山区', 'baoshan', '201900'],
    ['310114', '嘉定区', 'jiading', '201800'],
    ['310115', '浦东新区', 'pudongxinqu', '200120'],
    ['310116', '金山区', 'jinshan', '200540'],
    ['310117', '松江区', 'songjiang', '201600'],
    ['310118', '青浦区', 'qingpu', '201700'],
    ['310120', '奉贤区', 'fengxian', '201400'],
    ['310151', '崇明区', 'chongming', '202150'],
  ],
  '110000': [
    ['110101', '东城区', 'dongcheng', '100010'],
    ['110102', '西城区', 'xicheng', '100032'],
    ['110105', '朝阳区', 'chaoyang', '100020'],
    ['110106', '丰台区', 'fengtai', '100071'],
    ['110107', '石景山区', 'shijingshan', '100043'],
    ['110108', '海淀区', 'haidian', '100080'],
    ['110109', '门头沟区', 'mentougou', '102300'],
    ['110111', '房山区', 'fangshan', '102488'],
    ['110112', '通州区', 'tongzhou', '101100'],
    ['110113', '顺义区', 'shunyi', '101300'],
    ['110114', '昌平区', 'changping', '102200'],
    ['110115', '大兴区', 'daxing', '102600'],
    ['110116', '怀柔区', 'huairou', '101400'],
    ['110117', '平谷区', 'pinggu', '101200'],
    ['110118', '密云区', 'miyun', '101500'],
    ['110119', '延庆区', 'yanqing', '102100'],
  ],
};

/** Every area entry: the 34 level-1 divisions, then the level-2 entries of six of them. */
export const AREAS: AreaEntry[] = [
  ...PROVINCES.map(([code, name, pinyin, zip]) => ({ code, name, pinyin, level: 1 as const, parent_code: '', zip_code: zip })),
  ...Object.entries(CITIES).flatMap(([parent, rows]) =>
    rows.map(([code, name, pinyin, zip]) => ({ code, name, pinyin, level: 2 as const, parent_code: parent, zip_code: zip })),
  ),
];


/** The district tree: level-1 divisions with their level-2 children where known. */
export function districtTree(): DistrictNode[] {
  return PROVINCES.map(([code, name, pinyin, zip]) => {
    const kids = CITIES[code];
    return {
      value: code,
      label: name,
      pinyin,
      zip_code: zip,
      ...(kids ? { children: kids.map(([c, n, p, z]) => ({ value: c, label: n, pinyin: p, zip_code: z })) } : {}),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Enumerations


const items = (pairs: [string | number, string][]): EnumItem[] => pairs.map(([value, label], i) => ({ value, label, sort: i + 1 }));

/** The enumeration groups of spec §7 Common and their items. */
export const ENUMS: Record<string, EnumItem[]> = {
  // the compliance area's agent services (issue #22; src/core/compliance/services.ts `heGuiType`)
  he_gui_type: items([
    [1, '英国授权代表（英代）'],
    [2, '欧盟负责人（GPSR 欧代）'],
    [3, '欧盟授权代表（医疗器械、化妆品）'],
    [4, '美国 FDA 代理人'],
    [5, '土耳其授权代表'],
    [6, '加拿大代表'],
    [7, '日本国内管理人'],
  ]),
  epr_status: items([
    [0, '待提交'],
    [1, '审核中'],
    [2, '待补充资料'],
    [3, '注册中'],
    [4, '已完成'],
    [5, '已驳回'],
    [6, '已注销'],
    [7, '已过期'],
  ]),
  // The 14 EPR service keys of spec §3 (src/core/epr/services.ts EPR_SERVICE_KEYS; issue #21).
  // The EPR services, in display order, named as the console names them: derived from the service
  // records (src/core/epr/services EPR_SERVICE_LIST) and their zh-CN `epr.service.<key>` (issue #31).
  epr_type: items(EPR_SERVICE_LIST.map((svc) => [svc.key, (zhEpr as Record<string, string>)[`epr.service.${svc.key}`]])),
  // The eight material types of the German packaging law (verpackgo.com / Der Grüne Punkt; issue #21),
  // the same ids as src/core/epr/services.ts PACK_MATERIALS.
  ver_pack_type: items([
    [1, '玻璃'],
    [2, '纸、纸板、纸箱'],
    [3, '黑色金属（马口铁等）'],
    [4, '铝'],
    [5, '塑料'],
    [6, '饮料纸盒'],
    [7, '其他复合包装'],
    [8, '其他材料（木材、软木、纺织等）'],
  ]),
  vat_company_type: items([
    [1, '中国大陆公司'],
    [2, '香港公司'],
    [3, '海外公司'],
    [4, '个人'],
  ]),
  vat_store_platform: items([
    ['amazon', '亚马逊 Amazon'],
    ['ebay', 'eBay'],
    ['wish', 'Wish'],
    ['walmart', '沃尔玛 Walmart'],
    ['aliexpress', '速卖通 AliExpress'],
    ['shopee', '虾皮 Shopee'],
    ['tiktok', 'TikTok Shop'],
    ['temu', 'Temu'],
    ['etsy', 'Etsy'],
    ['independent', '独立站'],
  ]),
  vat_overseas_areas: items([
    ['HK', '中国香港'],
    ['MO', '中国澳门'],
    ['TW', '中国台湾'],
    ['US', '美国'],
    ['GB', '英国'],
    ['SG', '新加坡'],
    ['JP', '日本'],
    ['OTHER', '其他国家或地区'],
  ]),
  china_main_land_company_type: items([
    [1, '有限责任公司'],
    [2, '股份有限公司'],
    [3, '个人独资企业'],
    [4, '合伙企业'],
    [5, '个体工商户'],
  ]),
};

// ---------------------------------------------------------------------------------------------
// Countries

/** A country of `GET /api/countries` and `GET /api/countries-info`. */
interface CountryRecord {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Chinese name. */
  name: string;
  nameEn: string;
  /** ISO 4217 currency. */
  currency: string;
  /** Standard VAT / GST / sales-tax rate in percent (0 where there is no national VAT, e.g. US). */
  tax_rate: number;
}

/** Countries, deliberately in code order (the console sorts them by spec §9's order). */
export const COUNTRIES: CountryRecord[] = (
  [
    ['AE', '阿联酋', 'United Arab Emirates', 'AED', 5],
    ['AT', '奥地利', 'Austria', 'EUR', 20],
    ['AU', '澳大利亚', 'Australia', 'AUD', 10],
    ['BE', '比利时', 'Belgium', 'EUR', 21],
    ['CA', '加拿大', 'Canada', 'CAD', 5],
    ['CH', '瑞士', 'Switzerland', 'CHF', 8.1],
    ['CN', '中国', 'China', 'CNY', 13],
    ['CZ', '捷克', 'Czech Republic', 'CZK', 21],
    ['DE', '德国', 'Germany', 'EUR', 19],
    ['DK', '丹麦', 'Denmark', 'DKK', 25],
    ['EG', '埃及', 'Egypt', 'EGP', 14],
    ['ES', '西班牙', 'Spain', 'EUR', 21],
    ['FR', '法国', 'France', 'EUR', 20],
    ['GB', '英国', 'United Kingdom', 'GBP', 20],
    ['HK', '中国香港', 'Hong Kong, China', 'HKD', 0],
    ['HU', '匈牙利', 'Hungary', 'HUF', 27],
    ['IE', '爱尔兰', 'Ireland', 'EUR', 23],
    ['IN', '印度', 'India', 'INR', 18],
    ['IT', '意大利', 'Italy', 'EUR', 22],
    ['JP', '日本', 'Japan', 'JPY', 10],
    ['KR', '韩国', 'South Korea', 'KRW', 10],
    ['MO', '中国澳门', 'Macao, China', 'MOP', 0],
    ['MX', '墨西哥', 'Mexico', 'MXN', 16],
    ['MY', '马来西亚', 'Malaysia', 'MYR', 10],
    ['NL', '荷兰', 'Netherlands', 'EUR', 21],
    ['NO', '挪威', 'Norway', 'NOK', 25],
    ['NZ', '新西兰', 'New Zealand', 'NZD', 15],
    ['PH', '菲律宾', 'Philippines', 'PHP', 12],
    ['PL', '波兰', 'Poland', 'PLN', 23],
    ['PT', '葡萄牙', 'Portugal', 'EUR', 23],
    ['SA', '沙特阿拉伯', 'Saudi Arabia', 'SAR', 15],
    ['SE', '瑞典', 'Sweden', 'SEK', 25],
    ['SG', '新加坡', 'Singapore', 'SGD', 9],
    ['TH', '泰国', 'Thailand', 'THB', 7],
    ['TR', '土耳其', 'Türkiye', 'TRY', 20],
    ['US', '美国', 'United States', 'USD', 0],
    ['VN', '越南', 'Vietnam', 'VND', 10],
  ] as [string, string, string, string, number][]
).map(([code, name, nameEn, currency, tax_rate]) => ({ code, name, nameEn, currency, tax_rate }));

/** Countries with valid-date options: the VAT register countries (spec §9) and the agent-service countries. */
export const VALID_DATE_COUNTRIES: string[] = [...VAT_REGISTER_COUNTRIES, 'US', 'TR', 'CA'];

// ---------------------------------------------------------------------------------------------
// Settings

/** Key of the default UK tax-agent email setting (spec §3 "Settings entry"). */
const DEFAULT_GB_TAX_AGENT_EMAIL_KEY = 'default_gb_tax_agent_email';

/** Settings of `GET /api/settings` (spec §3: key and value). */
export const SETTINGS: { key: string; value: string }[] = [
  { key: DEFAULT_GB_TAX_AGENT_EMAIL_KEY, value: 'gb-agent@yishui.example.cn' },
  { key: 'service_phone', value: '400-820-2026' },
  { key: 'service_email', value: 'service@yishui.example.cn' },
  { key: 'service_hours', value: '工作日 9:00–18:00（北京时间）' },
  { key: 'service_wechat', value: 'yishui-kefu' },
  { key: 'platform_company', value: '一税（深圳）科技有限公司' },
];

// ---------------------------------------------------------------------------------------------
// Identifiers and the company registry

const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** Check character of a GB 11714 organisation code from its 8-character body. */
function orgCodeCheckChar(body8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) {
    const ch = body8[i];
    const v = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55; // A=10 … Z=35
    sum += v * ORG_WEIGHTS[i];
  }
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

/**
 * A valid unified social credit code of an enterprise (`91`) registered at `division`
 * (6 digits), with a random organisation code from the current faker seed.
 */
export function makeUscc(division: string): string {
  const body8 = faker.string.numeric({ length: 8, allowLeadingZeros: true });
  const body17 = `91${division}${body8}${orgCodeCheckChar(body8)}`;
  return body17 + usccCheckChar(body17);
}

/** A valid identity card number for someone born on `birth` (YYYY-MM-DD) in `region`, of `sex`. */
export function makeIdCard(region: string, birth: string, sex: '男' | '女'): string {
  const seq2 = faker.string.numeric({ length: 2, allowLeadingZeros: true });
  const odd = faker.helpers.arrayElement(sex === '男' ? [1, 3, 5, 7, 9] : [0, 2, 4, 6, 8]);
  const body17 = `${region}${birth.replace(/-/g, '')}${seq2}${odd}`;
  return body17 + idCardCheckChar(body17);
}

/** Common surnames with their passport spelling (GB/T 28039 pinyin, upper case). */
const SURNAMES: [string, string][] = [
  ['王', 'WANG'], ['李', 'LI'], ['张', 'ZHANG'], ['刘', 'LIU'], ['陈', 'CHEN'], ['杨', 'YANG'], ['黄', 'HUANG'],
  ['赵', 'ZHAO'], ['吴', 'WU'], ['周', 'ZHOU'], ['徐', 'XU'], ['孙', 'SUN'], ['马', 'MA'], ['朱', 'ZHU'],
  ['胡', 'HU'], ['郭', 'GUO'], ['何', 'HE'], ['林', 'LIN'], ['罗', 'LUO'], ['高', 'GAO'],
];

/** Given names with sex and passport spelling. */
const GIVEN_NAMES: [string, string, '男' | '女'][] = [
  ['伟', 'WEI', '男'], ['芳', 'FANG', '女'], ['秀英', 'XIUYING', '女'], ['敏', 'MIN', '女'], ['静', 'JING', '女'],
  ['磊', 'LEI', '男'], ['强', 'QIANG', '男'], ['洋', 'YANG', '男'], ['艳', 'YAN', '女'], ['勇', 'YONG', '男'],
  ['军', 'JUN', '男'], ['杰', 'JIE', '男'], ['娟', 'JUAN', '女'], ['涛', 'TAO', '男'], ['明', 'MING', '男'],
  ['晓燕', 'XIAOYAN', '女'], ['建华', 'JIANHUA', '男'], ['丽娟', 'LIJUAN', '女'], ['志强', 'ZHIQIANG', '男'],
  ['佳怡', 'JIAYI', '女'], ['浩然', 'HAORAN', '男'], ['子涵', 'ZIHAN', '女'], ['宇航', 'YUHANG', '男'], ['欣怡', 'XINYI', '女'],
];

/** A realistic person from the current faker seed: Chinese name, passport spelling and sex. */
function chinesePerson(): { name: string; nameEn: string; sex: '男' | '女' } {
  const [sn, snEn] = faker.helpers.arrayElement(SURNAMES);
  const [gn, gnEn, sex] = faker.helpers.arrayElement(GIVEN_NAMES);
  return { name: sn + gn, nameEn: `${snEn} ${gnEn}`, sex };
}

/** A company of the mock's business registry (the company verification call's source of truth). */
interface RegistryCompany {
  registerNo: string;
  companyName: string;
  legalName: string;
  address: string;
  foundDate: string;
  companyType: string;
  businessScope: string;
  /** Division code of the registration (first 6 digits of an ID number region, too). */
  division: string;
}

const REGISTRY_SEED: [name: string, division: string, street: string][] = [
  ['深圳市张伟电子商务有限公司', '440300', '深圳市南山区粤海街道科技园科苑路 15 号'],
  ['上海税通企业管理咨询有限公司', '310115', '上海市浦东新区张江路 665 号 3 楼'],
  ['深圳市星河跨境电子商务有限公司', '440300', '深圳市龙岗区坂田街道五和大道 4023 号'],
  ['义乌市百川贸易有限公司', '330782', '浙江省义乌市稠城街道国际商贸城二区 18 号'],
  ['广州市云帆进出口有限公司', '440100', '广州市天河区天河北路 233 号中信广场 2106 室'],
  ['东莞市锐拓电子科技有限公司', '441900', '东莞市长安镇乌沙社区兴发南路 88 号'],
  ['厦门海纳供应链管理有限公司', '350200', '厦门市思明区鹭江道 98 号建设银行大厦 15 楼'],
  ['杭州优品家居用品有限公司', '330100', '杭州市余杭区五常街道文一西路 998 号'],
  ['苏州博远纺织品有限公司', '320500', '苏州市吴江区盛泽镇市场东路 73 号'],
  ['宁波启航户外用品股份有限公司', '330200', '宁波市鄞州区首南街道天童南路 588 号'],
];

const SCOPES = [
  '从事货物及技术的进出口业务；电子商务（不得从事增值电信、金融业务）；日用百货、服装鞋帽、电子产品的销售。（依法须经批准的项目，经相关部门批准后方可开展经营活动）',
  '一般项目：互联网销售（除销售需要许可的商品）；家居用品销售；五金产品批发；技术服务、技术开发、技术咨询。（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）',
  '企业管理咨询；财务咨询；税务咨询（不含代理记账）；商务信息咨询；会议及展览服务。（依法须经批准的项目，经相关部门批准后方可开展经营活动）',
];

let registryCache: RegistryCompany[] | null = null;

/**
 * The seeded company registry: ten realistic companies (including the seeded users' companies),
 * keyed by a valid unified social credit code. Deterministic (own faker seed), computed once.
 */
export function companyRegistry(): RegistryCompany[] {
  if (registryCache) return registryCache;
  faker.seed(20260707);
  registryCache = REGISTRY_SEED.map(([companyName, division, address], i) => ({
    registerNo: makeUscc(division),
    companyName,
    legalName: i === 0 ? '张伟' : i === 1 ? '李娜' : chinesePerson().name,
    address,
    foundDate: faker.date.between({ from: '2012-01-01', to: '2023-12-31' }).toISOString().slice(0, 10),
    companyType: companyName.includes('股份') ? '股份有限公司' : '有限责任公司',
    businessScope: companyName.includes('咨询') ? SCOPES[2] : SCOPES[i % 2],
    division,
  }));
  return registryCache;
}

/** A stable 32-bit hash of a string (FNV-1a), to derive deterministic mock answers from a key. */
export function hashSeed(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// PDF

function pdfText(s: string): string {
  // Standard fonts only cover Latin-1: keep printable ASCII, escape the string delimiters.
  return s
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1')
    .slice(0, 110);
}

function utf16Hex(s: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < s.length; i += 1) hex += s.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

/**
 * A minimal valid one-page A4 PDF 1.4 document (Helvetica) showing `heading` and `lines`, with
 * `title` (any Unicode) in the document information. Non-ASCII text on the page is shown as `?`
 * (the standard fonts have no CJK glyphs); the xref table holds the real byte offsets.
 */
export function buildPdf(title: string, heading: string, lines: string[]): Buffer {
  const ops = [`BT /F1 18 Tf 56 780 Td (${pdfText(heading)}) Tj ET`];
  lines.forEach((line, i) => ops.push(`BT /F1 11 Tf 56 ${740 - i * 18} Td (${pdfText(line)}) Tj ET`));
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title ${utf16Hex(title)} /Producer (Yishui mock) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  offsets.forEach((o) => {
    out += `${String(o).padStart(10, '0')} 00000 n \n`;
  });
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
