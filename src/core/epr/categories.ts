/**
 * The categories and materials of the EPR wizard's selects (spec §7 `GET /api/epr/fixed-data`; §9
 * Spanish materials 258/259, category 274, battery category 282), by group, with their names in
 * Chinese and in the register's language. Ids are ours except where spec §9 fixes them. Its own
 * module (issue #31) so the service records (./services/*) can check a category without importing
 * the fixed-data answer, which reads the records; ./fixed-data re-exports it. Pure; relative imports only.
 *
 * Sources: German packaging materials (verpackgo.com, domain-facts D.1); WEEE categories of Annex III
 * of Directive 2012/19/EU (ElektroG Anlage 1, French and Spanish RD 110/2015 Anexo III alike; Spain adds
 * photovoltaic panels as category 7); German battery categories of the BattDG (domain-facts D.4);
 * French battery streams (portable, industrial, automotive, light means of transport — Regulation (EU)
 * 2023/1542); Spanish packaging materials and categories (RD 1055/2022: household, commercial,
 * industrial packaging); Refashion's textile scope (clothing, household linen, shoes); Ecomaison's
 * furniture families.
 */
import { PACK_MATERIALS } from './materials';

/** One category or material: its id, Chinese name and name in the register's language. */
interface EprCategory {
  id: number;
  name: string;
  nameLocal: string;
}

/** The category groups of the wizard's selects (`cateId`, `battId`, `weightId`, `materialId`, `raeeId`, `type`). */
export const EPR_CATEGORY_GROUPS = ['dePackMaterial', 'deWeee', 'deBatt', 'deBattWeight', 'frWeee', 'frBatt', 'frSpin', 'frFurn', 'esPackMaterial', 'esPackCategory', 'esWeee', 'esBatt'] as const;
/** A category group. */
export type EprCategoryGroup = (typeof EPR_CATEGORY_GROUPS)[number];

const c = (id: number, name: string, nameLocal: string): EprCategory => ({ id, name, nameLocal });

const WEEE_6 = (base: number, lang: 'de' | 'fr'): EprCategory[] => {
  const names: [string, string, string][] = [
    ['温度交换设备（冰箱、空调等）', 'Wärmeüberträger', 'Équipements d’échange thermique'],
    ['显示屏及含屏设备（屏幕面积 > 100 cm²）', 'Bildschirme, Monitore', 'Écrans et moniteurs'],
    ['灯具（灯泡、灯管）', 'Lampen', 'Lampes'],
    ['大型设备（任一外形尺寸 > 50 cm）', 'Großgeräte', 'Gros équipements'],
    ['小型设备（外形尺寸均 ≤ 50 cm）', 'Kleingeräte', 'Petits équipements'],
    ['小型 IT 与通信设备（≤ 50 cm）', 'Kleine IT- und Telekommunikationsgeräte', 'Petits équipements informatiques et de télécommunications'],
  ];
  return names.map(([zh, de, fr], i) => c(base + i, zh, lang === 'de' ? de : fr));
};

/** Every group's entries. */
export const EPR_CATEGORIES: Record<EprCategoryGroup, EprCategory[]> = {
  dePackMaterial: PACK_MATERIALS.map((m) => c(m.id, m.zh, m.de)),
  deWeee: WEEE_6(101, 'de'),
  deBatt: [
    c(121, '便携式电池（Gerätebatterien）', 'Gerätebatterien'),
    c(122, '轻型交通工具电池（电动自行车、滑板车）', 'LV-Batterien'),
    c(123, '启动电池（汽车启动、照明、点火）', 'Starterbatterien'),
    c(124, '工业电池', 'Industriebatterien'),
    c(125, '电动汽车电池', 'Elektrofahrzeugbatterien'),
  ],
  deBattWeight: [
    c(1, '单个电池 ≤ 0.1 kg', '≤ 0,1 kg'),
    c(2, '单个电池 0.1–0.5 kg', '0,1–0,5 kg'),
    c(3, '单个电池 0.5–2 kg', '0,5–2 kg'),
    c(4, '单个电池 > 2 kg', '> 2 kg'),
  ],
  frWeee: WEEE_6(111, 'fr'),
  frBatt: [
    c(131, '便携式电池', 'Piles et accumulateurs portables'),
    c(132, '工业电池', 'Batteries industrielles'),
    c(133, '汽车电池', 'Batteries automobiles'),
    c(134, '轻型交通工具电池', 'Batteries MTL (moyens de transport légers)'),
  ],
  frSpin: [
    c(141, '服装', 'Vêtements'),
    c(142, '家用纺织品（床品、毛巾、窗帘）', 'Linge de maison'),
    c(143, '鞋类', 'Chaussures'),
  ],
  frFurn: [
    c(151, '座椅（椅子、沙发）', 'Sièges'),
    c(152, '床垫与床上用品', 'Literie'),
    c(153, '桌子', 'Tables'),
    c(154, '储物家具（柜、架）', 'Rangements'),
    c(155, '户外与花园家具', 'Mobilier de jardin'),
  ],
  esPackMaterial: [
    c(258, '纸和纸板', 'Papel y cartón'),
    c(259, '塑料', 'Plástico'),
    c(260, '玻璃', 'Vidrio'),
    c(261, '钢（黑色金属）', 'Acero'),
    c(262, '铝', 'Aluminio'),
    c(263, '木材', 'Madera'),
    c(264, '其他材料', 'Otros materiales'),
  ],
  esPackCategory: [
    c(274, '家用包装（送到消费者手中的包装）', 'Envases domésticos'),
    c(275, '商业包装', 'Envases comerciales'),
    c(276, '工业包装', 'Envases industriales'),
  ],
  esWeee: [
    c(161, '1 温度交换设备', 'Aparatos de intercambio de temperatura'),
    c(162, '2 显示屏及含屏设备（> 100 cm²）', 'Monitores, pantallas'),
    c(163, '3 灯具', 'Lámparas'),
    c(164, '4 大型设备（> 50 cm）', 'Grandes aparatos'),
    c(165, '5 小型设备（≤ 50 cm）', 'Pequeños aparatos'),
    c(166, '6 小型 IT 与通信设备', 'Aparatos de informática y telecomunicaciones pequeños'),
    c(167, '7 大型光伏板（> 50 cm）', 'Paneles fotovoltaicos grandes'),
  ],
  esBatt: [
    c(282, '便携式电池', 'Pilas y acumuladores portátiles'),
    c(283, '工业电池', 'Pilas y acumuladores industriales'),
    c(284, '汽车电池', 'Pilas y acumuladores de automoción'),
  ],
};

/** Whether `id` is an entry of `group`. */
export function isCategoryOf(group: EprCategoryGroup, id: unknown): boolean {
  return EPR_CATEGORIES[group].some((e) => e.id === Number(id));
}
