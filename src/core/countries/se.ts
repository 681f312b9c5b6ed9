/**
 * Sweden (SE): the VAT country pack (see `./define.ts`). Facts from design/domain-facts.md §A.2
 * (frequencies, deadline, bankgiro and OCR), §B.1 and the code's earlier docstrings.
 */
import { defineVatCountry, fact, type PaymentAccount } from './define';
import { euMembership } from './eu';
import { portalReceipt } from './shared';
import { MARKETPLACE_NOTE, OUTPUT_KINDS, section, sum, type Built, type Sums } from '../declare/layout-kit';

/** SE: whether an OCR reference passes its Luhn check digit (Skatteverket; 2–25 digits, spaces ignored). */
export function isSeOcr(ocr: string): boolean {
  const v = ocr.replace(/\s/g, '');
  if (!/^\d{2,25}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < v.length; i += 1) {
    let d = Number(v[v.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Skatteverket's bankgiro (domain-facts §A.2, primary: skatteverket.se "Paying into the tax account"). */
const SKATTEVERKET: PaymentAccount = {
  beneficiary: 'Skatteverket',
  bankgiro: '5050-1055',
  source: { ref: 'skatteverket.se “Paying into the tax account”（domain-facts §A.2）' },
};

/** SE momsdeklaration (Skatteverket SKV 4700, rutor 05–62). Whole kronor. */
function se(s: Sums): Built {
  const r25 = s.pick(OUTPUT_KINDS, [25]);
  const r12 = s.pick(OUTPUT_KINDS, [12]);
  const r6 = s.pick(OUTPUT_KINDS, [6]);
  const dom = s.pick(OUTPUT_KINDS);
  const acq = s.pick(['acquisition']);
  const a25 = s.pick(['acquisition'], [25]);
  const aRed = s.pick(['acquisition'], { other: [25] });
  const post = s.pick(['postponedImportVat']);
  const imp = s.pick(['importVatDeducted']);
  const output = sum(r25.vat, r12.vat, r6.vat, a25.vat, aRed.vat, post.vat);
  const input = sum(acq.vat, post.vat, imp.vat);
  return {
    zh: '瑞典增值税申报表',
    name: 'Momsdeklaration (SKV 4700)',
    source: 'Skatteverket, momsdeklaration SKV 4700, rutor 05–62',
    sections: [
      section(s, 'A 应税销售', 'A. Momspliktig försäljning eller uttag', [['05', '应税销售额（不含 06–08）', 'Momspliktig försäljning som inte ingår i ruta 06, 07 eller 08', dom.net]]),
      section(s, 'B 销项税', 'B. Utgående moms på försäljning eller uttag i fält 05–08', [
        ['10', '25% 销项税', 'Utgående moms 25 %', r25.vat],
        ['11', '12% 销项税', 'Utgående moms 12 %', r12.vat],
        ['12', '6% 销项税', 'Utgående moms 6 %', r6.vat],
      ]),
      section(s, 'C 买方缴税的采购（计税基础）', 'C. Momspliktiga inköp vid omvänd skattskyldighet', [['20', '自其他欧盟国家购进货物', 'Inköp av varor från ett annat EU-land', acq.net]]),
      section(s, 'D 反向征收的销项税', 'D. Utgående moms på inköp i fält 20–24', [
        ['30', '25% 销项税', 'Utgående moms 25 %', a25.vat],
        ['31', '其他税率销项税', 'Utgående moms 12 % / 6 %', aRed.vat, '12% 与 6% 分列于 31、32 栏，此处合计'],
      ]),
      section(s, 'E 免税销售', 'E. Försäljning m.m. som är undantagen från moms', [
        ['35', '向其他欧盟国家销售货物', 'Försäljning av varor till ett annat EU-land', s.pick(['intraEuSupply']).net],
        ['36', '向欧盟外销售货物（出口）', 'Försäljning av varor utanför EU', s.pick(['export']).net],
        ['41', '买方在瑞典缴税的销售', 'Försäljning när köparen är skattskyldig i Sverige', s.pick(['reverseCharge']).net],
        ['42', '其他销售（向平台的供货）', 'Övrig försäljning m.m.', s.pick(['marketplaceSupply']).net, MARKETPLACE_NOTE],
      ]),
      section(s, 'H 进口', 'H. Import', [
        ['50', '进口计税基础', 'Beskattningsunderlag vid import', post.net],
        ['60', '进口销项税', 'Utgående moms 25 % (import)', post.vat],
      ]),
      section(s, 'F 进项税', 'F. Ingående moms', [['48', '可抵扣进项税', 'Ingående moms att dra av', input]]),
      section(s, 'G 结果', 'G. Moms att betala eller få tillbaka', [['49', '应缴或应退增值税', 'Moms att betala eller få tillbaka', output.minus(input)]]),
    ],
    output,
    input,
    codes: ['10+11+12+30+31+60', '48', '49'],
  };
}

export default defineVatCountry({
  code: 'SE',
  name: 'common.country.name.SE',
  membership: euMembership('SE'),
  currency: fact('SEK', 'mervärdesskattelagen (2023:200)（外币金额换算为瑞典克朗）'),
  fx: fact({ rule: 'RIKSBANK_TAX_POINT' }, 'mervärdesskattelagen (2023:200) 7 kap. 5 §：纳税义务发生日的 Riksbank（或 ECB）汇率（src/core/vat/fx-rules.ts）'),
  frequencies: fact({ allowed: ['monthly', 'quarterly', 'annual'], default: 'quarterly' }, 'domain-facts §A.2：营业额 > 4,000 万克朗按月，否则按季（或按月），≤ 100 万克朗可按年（skatteverket.se）'),
  due: {
    rule: fact(
      {
        text: '申报期结束后第 2 个月 12 日（该月为 1 月或 8 月时为 17 日）',
        due: (p, _f, cal) => {
          const due = cal.dayOfMonthAfter(p.end, 2, 12);
          const month = due.slice(5, 7);
          return month === '01' || month === '08' ? `${due.slice(0, 8)}17` : due;
        },
      },
      { ref: 'Skatteverket（domain-facts §A.2）', url: 'https://www.skatteverket.se' },
    ),
    shift: fact('nextWorkingDay', 'lag (1930:173) om beräkning av lagstadgad tid（仲夏夜、平安夜、除夕视同假日）'),
    holidays: fact(
      {
        fixed: ['01-01', '01-06', '05-01', '06-06', '12-24', '12-25', '12-26', '12-31'],
        easter: [-2, 1, 39],
        // Midsummer Eve: the Friday of 19–25 June
        extra: (y) => {
          for (let d = 19; d <= 25; d += 1) if (new Date(`${y}-06-${d}T12:00:00Z`).getUTCDay() === 5) return [`${y}-06-${d}`];
          return [`${y}-06-19`];
        },
      },
      { ref: 'Lag (1989:253) om allmänna helgdagar; lag (1930:173) om beräkning av lagstadgad tid (riksdagen.se)；核对 date-holidays 3.37.0（2024–2030）', checked: '2026-11-24' },
    ),
  },
  payment: {
    accounts: fact([SKATTEVERKET], SKATTEVERKET.source),
    reference: {
      what: 'OCR 参考号（Luhn 校验位），由 Skatteverket 签发；款项进入税务账户整体，不能指定用途',
      build: { none: 'OCR 由 Skatteverket 签发，控制台不生成' },
      validate: (ref) => isSeOcr(ref),
      source: { ref: 'skatteverket.se “Paying into the tax account”（domain-facts §A.2）' },
    },
    guide: (g, common) => ({
      method: 'declare.guide.method.SE',
      reference: g.issuedReference ?? '',
      lines: [...common, { key: 'declare.guide.bankgiro', value: SKATTEVERKET.bankgiro!, copy: true }, { key: 'declare.guide.reference', value: g.issuedReference ?? '', copy: true }],
      notes: ['declare.guide.note.SE'],
    }),
    late: fact({ url: 'https://www.skatteverket.se/foretag/skatterochavdrag/skattekonto/rantapaskattekontot.4.18e1b10334ebe8bc80002497.html', checked: '2026-11-24' }, { ref: 'skatteverket.se “Ränta på skattekontot”', url: 'https://www.skatteverket.se/foretag/skatterochavdrag/skattekonto/rantapaskattekontot.4.18e1b10334ebe8bc80002497.html', checked: '2026-11-24' }),
  },
  registration: {
    fiscalRep: fact(true, 'domain-facts §B.1：非欧盟企业“一般需要”财税代表 [UNVERIFIED]；我方按需要处理（未指定者的注册会被退回）'),
    documents: fact({ register: [], transfer: [] }, 'domain-facts §B.2：通用材料外无瑞典特有材料；财税代表委托书随财税代表要求添加'),
    leadTimeWeeks: fact([4, 10] as const, 'domain-facts §B.2：各国 4–12 周（vatontime.com），瑞典取我方估计'),
    fees: fact({ register: '4000.00', transfer: null, annual: '6000.00' }, '我方价目表（人民币；不办理转代理）'),
  },
  transfer: { none: '规格 §9 的转代理国家未列出瑞典，我方不办理瑞典税号转代理（无转代理报价）' },
  returnName: 'declare.returnName.SE',
  receipt: portalReceipt('SE'),
  layout: { whole: true, build: se, ecsl: { zh: '欧盟内销售汇总申报', name: 'Periodisk sammanställning' } },
  filing: { none: 'Skatteverket 的 momsdeklaration 文件格式未收录于 shared/filing-schemas，尚无离线格式' },
  filer: { taxId: { none: '瑞典没有可离线生成的申报文件（见 filing），无需为文件填写当地税号' }, taxOffice: { none: '瑞典没有可离线生成的申报文件（见 filing），无需为文件填写税务局代码' } },
});
