/**
 * Spain (ES): the VAT country pack (see `./define.ts`). Facts from design/domain-facts.md §A.2
 * (modelo 303, deadlines, NRC), §B (fiscal representative, sworn translations) and the code's
 * earlier docstrings.
 */
import Big from 'big.js';
import { defineVatCountry, fact } from './define';
import { euMembership } from './eu';
import { EURO, PERIOD_END_FX, portalReceipt } from './shared';
import { MARKETPLACE_NOTE, OUTPUT_KINDS, section, sum, ZERO, type BoxSpec, type Built, type Sums } from '../declare/layout-kit';

/**
 * ES: whether `nrc` has the shape of a Número de Referencia Completo: 22 alphanumeric characters
 * (AEAT "¿Qué es un NRC?"; the bank generates it, it encodes NIF, amount, model, year, period —
 * its internal check is the bank's, not ours). Spaces ignored, case-insensitive.
 */
export function isEsNrc(nrc: string): boolean {
  return /^[A-Z0-9]{22}$/.test(nrc.replace(/\s/g, '').toUpperCase());
}

/** Madrid: holidays moved from a Sunday to the Monday by the yearly decree (BOCM calendario laboral). */
const ES_MOVED: Record<number, string[]> = { 2026: ['2026-11-02', '2026-12-07'], 2027: ['2027-05-03'] };

/**
 * ES modelo 303 (AEAT, Impuesto sobre el Valor Añadido — Autoliquidación). EUR to the cent.
 *
 * Casilla numbers and names as AEAT's record layout has them (diseño de registro from 2024-10, in
 * OCA/l10n-spain's machine-readable transcription vendored at
 * src/core/filing/schemas/es/oca_mod303_2024-10_aeat.model.export.config.line.csv; the `name`s
 * below are that file's field names), and the 303 filing file (src/core/filing/es.ts) writes
 * exactly these boxes into those casillas:
 * - devengado: [01]/[03] 4 %, [04]/[06] 10 %, [07]/[09] 21 %, and only when the return has such
 *   lines [150]/[152] 0 %, [165]/[167] 2 %, [153]/[155] 5 %/7.5 % (page 01 fields 25–39, 80–82);
 *   [10]/[11] intra-EU acquisitions; [27] total cuota devengada;
 * - deducible: [28]/[29] domestic purchases (none in Amazon reports), [32]/[33] imports (base and
 *   cuota: "Por cuotas soportadas en las importaciones de bienes corrientes"), [36]/[37]
 *   intra-EU acquisitions ("En adquisiciones intracomunitarias de bienes y servicios corrientes");
 *   [45] total a deducir; [46] resultado régimen general (27 − 45);
 * - información adicional (page 03): [59] intra-EU supplies, [60] exports, [122] "Operaciones
 *   sujetas con inversión del sujeto pasivo" (the domestic reverse-charge supplies: the layout has
 *   no casilla 61 any more — it was split into [120]/[122]/[123]/[124]);
 * - resultado: [64] suma de resultados (= [46], the layout's "Sólo coge el de RG"), [66] atribuible
 *   a la Administración del Estado (= [64] × [65] 100 %, territorio común), [77] import VAT
 *   deferred at customs, [69] = [66] + [77] − [78] + [68], [71] = [69] − [70] + [109] (the field
 *   names' own formulas; [68], [70], [78], [109] are 0 here).
 * The deemed supply to the marketplace (Art. 136a) has no casilla in the layout's pages 01/03: a
 * note when there is one. Rates outside 0/2/4/5/7.5/10/21 % have no casilla either: their tax is in
 * [27] with a note (the filing file then fails [27]'s sum, so nothing unsound is filed).
 */
function es(s: Sums): Built {
  const r0 = s.pick(OUTPUT_KINDS, [0]);
  const r2 = s.pick(OUTPUT_KINDS, [2]);
  const r4 = s.pick(OUTPUT_KINDS, [4]);
  const r5 = s.pick(OUTPUT_KINDS, [5, 7.5]);
  const r10 = s.pick(OUTPUT_KINDS, [10]);
  const r21 = s.pick(OUTPUT_KINDS, [21]);
  const rOther = s.pick(OUTPUT_KINDS, { other: [0, 2, 4, 5, 7.5, 10, 21] });
  const acq = s.pick(['acquisition']);
  const imp = s.pick(['importVatDeducted']);
  const post = s.pick(['postponedImportVat']);
  const market = s.pick(['marketplaceSupply']);
  const c27 = sum(r0.vat, r2.vat, r4.vat, r5.vat, r10.vat, r21.vat, rOther.vat, acq.vat);
  const c45 = sum(acq.vat, imp.vat, post.vat);
  const c46 = c27.minus(c45);
  const c69 = c46.plus(post.vat);
  const used = (r: { net: Big; vat: Big }) => !r.net.eq(0) || !r.vat.eq(0);
  const notes: string[] = [];
  if (used(rOther)) notes.push('有 0%/2%/4%/5%/7.5%/10%/21% 以外税率的销售：其税额已计入 27 栏，但 303 表没有对应的税率栏位，请与当地税务代理核对');
  if (used(market)) notes.push(`向平台（视同供应商）的供货 ${s.fmt(market.net)} EUR：303 表（AEAT 2024-10 记录格式第 1、3 页）没有对应栏位，未填入本表；${MARKETPLACE_NOTE}`);
  const rateBoxes: BoxSpec[] = [
    ...(used(r0) ? ([['150', '0% 税率计税基础', 'Base imponible 0 %', r0.net], ['152', '0% 税率税额', 'Cuota 0 %', r0.vat]] as BoxSpec[]) : []),
    ...(used(r2) ? ([['165', '2% 税率计税基础', 'Base imponible 2 %', r2.net], ['167', '2% 税率税额', 'Cuota 2 %', r2.vat]] as BoxSpec[]) : []),
    ['01', '4% 税率计税基础', 'Base imponible 4 %', r4.net],
    ['03', '4% 税率税额', 'Cuota 4 %', r4.vat],
    ...(used(r5) ? ([['153', '5%/7.5% 税率计税基础', 'Base imponible 5 %/7,5 %', r5.net], ['155', '5%/7.5% 税率税额', 'Cuota 5 %/7,5 %', r5.vat]] as BoxSpec[]) : []),
    ['04', '10% 税率计税基础', 'Base imponible 10 %', r10.net],
    ['06', '10% 税率税额', 'Cuota 10 %', r10.vat],
    ['07', '21% 税率计税基础', 'Base imponible 21 %', r21.net],
    ['09', '21% 税率税额', 'Cuota 21 %', r21.vat],
  ];
  return {
    zh: '西班牙增值税申报表',
    name: 'Modelo 303 — IVA Autoliquidación',
    source: 'AEAT modelo 303, diseño de registro 2024-10 (casillas del régimen general)',
    sections: [
      section(s, '应纳增值税（一般制度）', 'IVA devengado — Régimen general', [
        ...rateBoxes,
        ['10', '欧盟内购进计税基础', 'Adquisiciones intracomunitarias de bienes y servicios — base imponible', acq.net],
        ['11', '欧盟内购进税额', 'Adquisiciones intracomunitarias de bienes y servicios — cuota', acq.vat],
        ['27', '应纳税额合计', 'Total cuota devengada', c27],
      ]),
      section(s, '可抵扣增值税', 'IVA deducible', [
        ['28', '境内采购计税基础', 'Por cuotas soportadas en operaciones interiores corrientes — base', ZERO, '亚马逊报告不含进货发票；如有，请另行提供'],
        ['29', '境内采购进项税额', 'Por cuotas soportadas en operaciones interiores corrientes — cuota', ZERO],
        ['32', '进口计税基础（含递延）', 'Por cuotas soportadas en las importaciones de bienes corrientes — base', sum(imp.net, post.net)],
        ['33', '进口增值税（含递延）', 'Por cuotas soportadas en las importaciones de bienes corrientes — cuota', sum(imp.vat, post.vat)],
        ['36', '欧盟内购进可抵扣计税基础', 'En adquisiciones intracomunitarias de bienes y servicios corrientes — base', acq.net],
        ['37', '欧盟内购进可抵扣税额', 'En adquisiciones intracomunitarias de bienes y servicios corrientes — cuota', acq.vat],
        ['45', '可抵扣合计', 'Total a deducir', c45],
        ['46', '一般制度结果', 'Resultado régimen general (27 − 45)', c46],
      ]),
      section(s, '补充信息', 'Información adicional', [
        ['59', '欧盟内供货', 'Entregas intracomunitarias de bienes y servicios', s.pick(['intraEuSupply']).net],
        ['60', '出口及类似交易', 'Exportaciones y operaciones asimiladas', s.pick(['export']).net],
        ['122', '买方缴税（反向征税）的应税交易', 'Operaciones sujetas con inversión del sujeto pasivo', s.pick(['reverseCharge']).net],
      ]),
      section(s, '结果', 'Resultado', [
        ['64', '各制度结果合计', 'Suma de resultados', c46],
        ['66', '归属国家税务局的结果（100%）', 'Atribuible a la Administración del Estado', c46],
        ['77', '海关核定、递延缴纳的进口增值税', 'IVA a la importación liquidado por la Aduana pendiente de ingreso', post.vat],
        ['69', '结果', 'Resultado de la autoliquidación', c69],
        ['71', '申报结果（应缴，负数为可退/留抵）', 'Resultado de la liquidación', c69, '未计入以前期间待抵扣额（70/110）'],
      ]),
    ],
    output: sum(c27, post.vat),
    input: c45,
    codes: ['27+77', '45', '71'],
    notes,
  };
}

export default defineVatCountry({
  code: 'ES',
  name: 'common.country.name.ES',
  membership: euMembership('ES'),
  currency: EURO,
  fx: PERIOD_END_FX,
  frequencies: fact({ allowed: ['quarterly', 'monthly'], default: 'quarterly' }, 'domain-facts §A.2：按季申报 modelo 303；营业额 > 6,010,121 欧元、REDEME、SII 或增值税集团按月（年度 390 为汇总申报）'),
  due: {
    rule: fact(
      {
        text: '按季：季度结束后次月 20 日，第 4 季度为次年 1 月 30 日；按月：次月 30 日（12 月为次年 1 月 30 日）',
        due: (p, f, cal) => (f === 'monthly' || p.end.slice(5, 7) === '12' ? cal.dayOfMonthAfter(p.end, 1, 30) : cal.dayOfMonthAfter(p.end, 1, 20)),
      },
      { ref: 'AEAT sede “instrucciones modelo 303”（domain-facts §A.2）' },
    ),
    shift: fact('nextWorkingDay', 'art. 30 Ley 39/2015'),
    holidays: fact(
      // Madrid: the AEAT Delegación Central de Grandes Contribuyentes / non-residents
      { fixed: ['01-01', '01-06', '05-01', '05-02', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'], easter: [-3, -2], extra: (y) => ES_MOVED[y] ?? [] },
      { ref: 'Calendario laboral BOE (Resolución de la Dirección General de Trabajo) y Comunidad de Madrid (BOCM): a holiday on a Sunday is moved to the Monday by the yearly decree；核对 date-holidays 3.37.0（2024–2030）', checked: '2026-11-24' },
    ),
  },
  payment: {
    accounts: { none: '西班牙税款经合作银行或 AEAT 支付网关缴纳，取得 NRC；资料未给出可直接转账的税局账户（domain-facts §A.2）' },
    reference: {
      what: 'NRC（Número de Referencia Completo），22 位字母数字，由银行生成',
      build: { none: 'NRC 由合作银行或 AEAT 支付网关生成，控制台不生成' },
      validate: (ref) => isEsNrc(ref),
      source: { ref: 'AEAT “¿Qué es un NRC?”（domain-facts §A.2）' },
    },
    guide: (g, common) => ({
      method: 'declare.guide.method.ES',
      reference: g.issuedReference && isEsNrc(g.issuedReference) ? g.issuedReference : '',
      lines: [...common, { key: 'declare.guide.nrc', value: g.issuedReference ?? '', copy: true }],
      notes: ['declare.guide.note.ES', 'declare.guide.where.ES'],
    }),
    late: fact(
      { url: 'https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/folleto-actividades-economicas/8-recargos-declaraciones-extemporaneas.html', checked: '2026-11-24' },
      { ref: 'AEAT “Recargos por declaraciones extemporáneas”', url: 'https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/folleto-actividades-economicas/8-recargos-declaraciones-extemporaneas.html', checked: '2026-11-24' },
    ),
  },
  registration: {
    fiscalRep: fact(true, 'domain-facts §B.1：西班牙要求财税代表并承担连带责任（fiscalsolutions；bovemontero.com）'),
    documents: fact({ register: ['articles', 'swornTranslation'], transfer: [] }, 'domain-facts §B.2：宣誓翻译及公证/海牙认证文件（ryan.com）'),
    leadTimeWeeks: fact([4, 10] as const, 'domain-facts §B.2：各国 4–12 周（vatontime.com）；ROI 审核最长 3 个月（§B.3），取我方估计'),
    fees: fact({ register: '3500.00', transfer: '1200.00', annual: '5400.00' }, '我方价目表（人民币）'),
  },
  transfer: true,
  returnName: 'declare.returnName.ES',
  receipt: portalReceipt('ES'),
  layout: { whole: false, build: es, ecsl: { zh: '欧盟内交易汇总申报', name: 'Modelo 349' } },
  filing: { format: 'es-303' },
  filer: { taxId: { none: 'modelo 303 以 NIF（增值税号去掉 ES 前缀）识别申报人，不需另填当地税号' }, taxOffice: { none: 'modelo 303 的记录格式没有税务局代码字段' } },
});
