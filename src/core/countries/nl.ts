/**
 * Netherlands (NL): the VAT country pack (see `./define.ts`). Facts from design/domain-facts.md §A.2
 * and §F.2 (deadline for non-established businesses, the betalingskenmerk), §B.1 and the code's
 * earlier docstrings.
 */
import { defineVatCountry, fact, type PaymentAccount } from './define';
import { euMembership } from './eu';
import { EURO, PERIOD_END_FX, portalReceipt } from './shared';
import { MARKETPLACE_NOTE, OUTPUT_KINDS, section, sum, ZERO, type Built, type Sums } from '../declare/layout-kit';

/** Frequency of a Dutch return, for its period code. */
export type NlFrequency = 'monthly' | 'quarterly' | 'annual';

/**
 * Period code of a Dutch OB return in the payment reference (pos 14–15): `00` year, `01`–`12`
 * months, `21`/`24`/`27`/`30` Q1–Q4 (domain-facts §F.2). `periodStart` is `YYYY-MM-DD`.
 */
export function nlPeriodCode(periodStart: string, frequency: NlFrequency): string {
  const month = Number(periodStart.slice(5, 7));
  if (frequency === 'annual') return '00';
  if (frequency === 'monthly') return String(month).padStart(2, '0');
  return String(18 + 3 * Math.ceil(month / 3));
}

const NL_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4, 8, 5, 10];

/**
 * Check digit (pos 1) of a 16-digit betalingskenmerk from its last 15 digits: weights 2, 4, 8, 5,
 * 10, 9, 7, 3, 6, 1, 2, 4, 8, 5, 10 from the right, 11 − (sum mod 11), 10 → 1, 11 → 0. Reproduces the
 * two published vectors (`4001.0411.4130.1240`, `2001.0411.4120.1080`; Sylvainbouwman/betalingskenmerk-tool,
 * a SECONDARY source, domain-facts §F.2).
 */
export function nlCheckDigit(last15: string): number {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) sum += Number(last15[14 - i]) * NL_WEIGHTS[i];
  const c = 11 - (sum % 11);
  return c === 10 ? 1 : c === 11 ? 0 : c;
}

/** The expected parts of a Dutch VAT return's payment reference. */
interface NlReferenceParts {
  /** The RSIN/BSN of the OB number (9 digits; `NL001041149B01` → `001041149`). */
  rsin: string;
  /** Sub-number of the OB number (`B01` → `01`). */
  subNumber: string;
  /** Calendar year of the period. */
  year: number;
  periodStart: string;
  frequency: NlFrequency;
}

/** RSIN and sub-number of a Dutch OB/btw number `NL001041149B01`, or `null`. */
export function nlParts(vatNumber: string): { rsin: string; subNumber: string } | null {
  const m = /^(?:NL)?(\d{9})B(\d{2})$/.exec(vatNumber.replace(/[\s.]/g, '').toUpperCase());
  return m ? { rsin: m[1], subNumber: m[2] } : null;
}

/**
 * The payment reference the Belastingdienst issues with an OB return, built from its parts (pos 1
 * check, 2–9 RSIN without its last digit, 10 tax type `1` = OB return, 11 last digit of the year,
 * 12–13 sub-number, 14–15 period code, 16 `0`). ONLY the mock, playing the authority, uses this:
 * the console never invents a reference, it shows the one issued (`GET /api/vat-declare/nl/pay-remark/{id}`)
 * and checks it with {@link checkNlReference}.
 */
export function nlIssuedReference(p: NlReferenceParts): string {
  const body = `${p.rsin.slice(0, 8)}1${String(p.year % 10)}${p.subNumber}${nlPeriodCode(p.periodStart, p.frequency)}0`;
  return `${nlCheckDigit(body)}${body}`;
}

/** A 16-digit reference shown as 4×4 digits with dots (`4001.0411.4130.1240`); anything else unchanged. */
export function formatNlReference(ref: string): string {
  const v = ref.replace(/\D/g, '');
  return v.length === 16 ? v.replace(/(\d{4})(?=\d)/g, '$1.') : ref;
}

/**
 * Structure check of a Dutch payment reference against the return it should pay: returns the
 * locale keys (`declare.nlRef.*`) of what does not match (empty = consistent). Checks: 16 digits,
 * check digit, RSIN, tax type 1 (OB return), year digit, sub-number, period code, last digit 0.
 */
export function checkNlReference(ref: string, p: NlReferenceParts): string[] {
  const v = ref.replace(/[\s.]/g, '');
  if (!/^\d{16}$/.test(v)) return ['declare.nlRef.length'];
  const out: string[] = [];
  if (Number(v[0]) !== nlCheckDigit(v.slice(1))) out.push('declare.nlRef.check');
  if (v.slice(1, 9) !== p.rsin.slice(0, 8)) out.push('declare.nlRef.rsin');
  if (v[9] !== '1') out.push('declare.nlRef.taxType');
  if (v[10] !== String(p.year % 10)) out.push('declare.nlRef.year');
  if (v.slice(11, 13) !== p.subNumber) out.push('declare.nlRef.subNumber');
  if (v.slice(13, 15) !== nlPeriodCode(p.periodStart, p.frequency)) out.push('declare.nlRef.period');
  if (v[15] !== '0') out.push('declare.nlRef.last');
  return out;
}

/** The commonly cited Belastingdienst account (domain-facts §F.2: confirmed by no source consulted). */
const BELASTINGDIENST: PaymentAccount = {
  beneficiary: 'Belastingdienst',
  iban: 'NL86INGB0002445588',
  bic: 'INGBNL2A',
  unverified: { fields: ['beneficiary', 'iban', 'bic'], why: '常被引用的 Belastingdienst 账户，所查资料均未确认（domain-facts §F.2 [UNVERIFIED]、§G.4）' },
  source: { ref: 'domain-facts §F.2 [UNVERIFIED]' },
};

/** NL aangifte omzetbelasting (Belastingdienst, rubrieken 1a–5g). Whole euros. */
function nl(s: Sums): Built {
  const r21 = s.pick(OUTPUT_KINDS, [21]);
  const r9 = s.pick(OUTPUT_KINDS, [9]);
  const rOther = s.pick(OUTPUT_KINDS, { other: [21, 9] });
  const zeroRc = s.pick(['reverseCharge', 'marketplaceSupply']);
  const post = s.pick(['postponedImportVat']);
  const acq = s.pick(['acquisition']);
  const imp = s.pick(['importVatDeducted']);
  const r5a = sum(r21.vat, r9.vat, rOther.vat, post.vat, acq.vat);
  const r5b = sum(acq.vat, post.vat, imp.vat);
  return {
    zh: '荷兰增值税申报表',
    name: 'Aangifte omzetbelasting (OB)',
    source: 'Belastingdienst, aangifte omzetbelasting, rubrieken 1 t/m 5',
    sections: [
      section(s, '1 在荷兰境内的供货/服务', 'Rubriek 1: Prestaties binnenland', [
        ['1a-omzet', '高税率（21%）销售额', 'Leveringen/diensten belast met hoog tarief — omzet', r21.net],
        ['1a', '高税率（21%）税额', 'Leveringen/diensten belast met hoog tarief — omzetbelasting', r21.vat],
        ['1b-omzet', '低税率（9%）销售额', 'Leveringen/diensten belast met laag tarief — omzet', r9.net],
        ['1b', '低税率（9%）税额', 'Leveringen/diensten belast met laag tarief — omzetbelasting', r9.vat],
        ['1c', '其他税率（0% 除外）税额', 'Leveringen/diensten belast met overige tarieven, behalve 0%', rOther.vat],
        ['1e', '0% 税率或非由您缴税的供货（反向征收、向平台供货）', 'Leveringen/diensten belast met 0% of niet bij u belast', zeroRc.net, MARKETPLACE_NOTE],
      ]),
      section(s, '3 向境外的供货', 'Rubriek 3: Prestaties naar of in het buitenland', [
        ['3a', '向欧盟外供货（出口）', 'Leveringen naar landen buiten de EU (uitvoer)', s.pick(['export']).net],
        ['3b', '向欧盟内其他国家供货', 'Leveringen naar of diensten in landen binnen de EU', s.pick(['intraEuSupply']).net],
      ]),
      section(s, '4 来自境外的供货', 'Rubriek 4: Prestaties vanuit het buitenland aan u verricht', [
        ['4a-omzet', '来自欧盟外（第 23 条进口）计税基础', 'Leveringen/diensten uit landen buiten de EU — omzet', post.net],
        ['4a', '来自欧盟外（第 23 条进口）税额', 'Leveringen/diensten uit landen buiten de EU — omzetbelasting', post.vat],
        ['4b-omzet', '来自欧盟内（欧盟内购进）计税基础', 'Leveringen/diensten uit landen binnen de EU — omzet', acq.net],
        ['4b', '来自欧盟内（欧盟内购进）税额', 'Leveringen/diensten uit landen binnen de EU — omzetbelasting', acq.vat],
      ]),
      section(s, '5 税额计算', 'Rubriek 5: Voorbelasting en totaal', [
        ['5a', '应纳增值税（1 至 4 栏小计）', 'Verschuldigde omzetbelasting (rubrieken 1 t/m 4)', r5a],
        ['5b', '进项税', 'Voorbelasting', r5b],
        ['5c', '小计（5a − 5b）', 'Subtotaal', r5a.minus(r5b)],
        ['5d', '小企业减免', 'Vermindering volgens de kleineondernemersregeling', ZERO, '非荷兰企业不适用'],
        ['5e', '以前申报的估算', 'Schatting vorige aangifte(n)', ZERO],
        ['5f', '本期估算', 'Schatting deze aangifte', ZERO],
        ['5g', '应缴或应退总额', 'Totaal te betalen / terug te vragen', r5a.minus(r5b)],
      ]),
    ],
    output: r5a,
    input: r5b,
    codes: ['5a', '5b', '5g'],
  };
}

export default defineVatCountry({
  code: 'NL',
  name: 'common.country.name.NL',
  membership: euMembership('NL'),
  currency: EURO,
  fx: PERIOD_END_FX,
  frequencies: fact({ allowed: ['quarterly', 'monthly', 'annual'], default: 'quarterly' }, 'domain-facts §A.2、§F.2：标准为按季；可申请或因逾期缴款改为按月；税额很小者可按年（Avalara）'),
  due: {
    rule: fact(
      { text: '申报期结束后第 2 个月的最后一日（非荷兰设立企业；须在当日到账）', due: (p, _f, cal) => cal.dayOfMonthAfter(p.end, 2, 'last') },
      { ref: 'belastingdienst.nl “Latest date for receipt of VAT return and payment for entrepreneurs not based in the Netherlands”（domain-facts §A.2）' },
    ),
    shift: fact('nextWorkingDay', 'Algemene termijnenwet'),
    holidays: fact(
      {
        fixed: ['01-01', '05-05', '12-25', '12-26'],
        easter: [-2, 1, 39, 50],
        // Koningsdag 27 April, the 26th when the 27th is a Sunday
        extra: (y) => [new Date(`${y}-04-27T12:00:00Z`).getUTCDay() === 0 ? `${y}-04-26` : `${y}-04-27`],
      },
      { ref: 'Algemene termijnenwet art. 3 en Besluit van 1999 (wetten.overheid.nl; Goede Vrijdag gelijkgesteld)；核对 date-holidays 3.37.0（2024–2030）', checked: '2026-11-24' },
    ),
  },
  payment: {
    accounts: fact([BELASTINGDIENST], BELASTINGDIENST.source),
    reference: {
      what: '付款识别码（betalingskenmerk），16 位，每份申报不同，由税局随申报签发',
      build: { none: '付款识别码由税局随申报签发，控制台不自行生成（domain-facts §F.2）；nlIssuedReference 仅供模拟接口扮演税局' },
      validate: (ref, g) => {
        const parts = nlParts(g.localTaxNumber) ?? nlParts(g.vatNumber);
        return !!parts && checkNlReference(ref, { ...parts, year: Number(g.periodStart.slice(0, 4)), periodStart: g.periodStart, frequency: g.frequency }).length === 0;
      },
      source: { ref: 'domain-facts §F.2：结构由 Sylvainbouwman/betalingskenmerk-tool 还原（二手来源），含两组测试向量' },
    },
    guide: (g, common) => ({
      method: 'declare.guide.method.NL',
      reference: g.issuedReference ?? '',
      lines: [
        ...common,
        { key: 'declare.guide.iban', value: BELASTINGDIENST.iban!, copy: true, unverified: true },
        { key: 'declare.guide.reference', value: g.issuedReference ? formatNlReference(g.issuedReference) : '', copy: true },
      ],
      notes: ['declare.guide.note.NL', 'declare.guide.where.NL'],
    }),
    late: fact({ url: 'https://www.belastingdienst.nl/wps/wcm/connect/nl/btw/content/btw-te-laat-betalen', checked: '2026-11-24' }, { ref: 'belastingdienst.nl “Btw te laat betalen”', url: 'https://www.belastingdienst.nl/wps/wcm/connect/nl/btw/content/btw-te-laat-betalen', checked: '2026-11-24' }),
  },
  registration: {
    fiscalRep: fact(false, 'domain-facts §B.1：荷兰不要求财税代表（fiscalsolutions）'),
    documents: fact({ register: [], transfer: [] }, 'domain-facts §B.2：通用材料外无荷兰特有材料'),
    leadTimeWeeks: fact([4, 8] as const, 'domain-facts §B.2：各国 4–12 周（vatontime.com），荷兰取我方估计'),
    fees: fact({ register: '3000.00', transfer: '1000.00', annual: '4800.00' }, '我方价目表（人民币）'),
  },
  transfer: true,
  returnName: 'declare.returnName.NL',
  receipt: portalReceipt('NL'),
  layout: { whole: true, build: nl, ecsl: { zh: '欧盟内供货申报', name: 'Opgaaf intracommunautaire prestaties (ICP)' } },
  filing: { none: '荷兰 OB 申报的 XBRL 格式不可用（shared/filing-schemas/README：不可离线取得）' },
  filer: { taxId: { none: '荷兰没有可离线生成的申报文件（见 filing），无需为文件填写当地税号' }, taxOffice: { none: '荷兰没有可离线生成的申报文件（见 filing），无需为文件填写税务局代码' } },
});
