/**
 * The packaging material types of `ver_pack_type` (spec §7 enumeration; issue #21: glass,
 * paper/cardboard, ferrous metals, aluminium, plastics, beverage cartons, other composites, other
 * materials): the eight material categories of the German packaging law's system participation and
 * LUCID data reports (verpackgo.com / Der Grüne Punkt; domain-facts D.1). `lvp` marks the light
 * packaging counted together for the completeness-declaration threshold (VerpackG §11: Fe + Al +
 * plastics + beverage cartons + other composites).
 *
 * Its own module (issue #31) so the service records, the category lists and the rules can read it
 * without importing one another; `./services` re-exports it. Pure data; relative imports only.
 */
export const PACK_MATERIALS = [
  { id: 1, key: 'glass', de: 'Glas', zh: '玻璃', lvp: false },
  { id: 2, key: 'paper', de: 'Papier/Pappe/Karton (PPK)', zh: '纸、纸板、纸箱', lvp: false },
  { id: 3, key: 'ferrous', de: 'Eisenmetalle', zh: '黑色金属（马口铁等）', lvp: true },
  { id: 4, key: 'aluminium', de: 'Aluminium', zh: '铝', lvp: true },
  { id: 5, key: 'plastic', de: 'Kunststoffe', zh: '塑料', lvp: true },
  { id: 6, key: 'beverageCarton', de: 'Getränkekartonverpackungen', zh: '饮料纸盒', lvp: true },
  { id: 7, key: 'otherComposite', de: 'Sonstige Verbundverpackungen', zh: '其他复合包装', lvp: true },
  { id: 8, key: 'other', de: 'Sonstige Materialien', zh: '其他材料（木材、软木、纺织等）', lvp: false },
] as const;

/** A `ver_pack_type` value (1–8). */
export type PackMaterialId = (typeof PACK_MATERIALS)[number]['id'];
