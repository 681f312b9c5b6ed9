/**
 * The EPR services of the product (spec §1 "EPR and packaging laws", §3 EPR sub-objects, §9 default
 * fees, units, weights, Spanish materials and categories, French office ids; issue #21): the 14
 * service keys with their country, stream, register and registration-number format, the packaging
 * material types of `ver_pack_type`, and the spec §9 defaults. Pure data, no React; relative imports
 * only (the mock and the route file load it).
 *
 * Facts and sources: `shared/design/domain-facts.md` section D (quoted per entry below).
 */

/** The EPR service keys of spec §1/§3, in the order the overview shows them (Germany, France, Spain). */
export const EPR_SERVICE_KEYS = [
  'dePack',
  'dePackTransfer',
  'dePlastic',
  'deWeee',
  'deBatt',
  'frPack',
  'frPackTransfer',
  'frWeee',
  'frBatt',
  'frSpin',
  'frFurn',
  'esPack',
  'esWeee',
  'esBatt',
] as const;

/** One EPR service key (the spec §3 sub-object's name, the registration's `type`). */
export type EprServiceKey = (typeof EPR_SERVICE_KEYS)[number];

/** Countries with EPR services (ISO-2). */
export const EPR_COUNTRIES = ['DE', 'FR', 'ES'] as const;
/** A country with EPR services. */
export type EprCountry = (typeof EPR_COUNTRIES)[number];

/** The product streams of the EPR laws (spec §1): packaging, the German one-time plastic levy, WEEE, batteries, textiles, furniture. */
export const EPR_STREAMS = ['packaging', 'plastic', 'weee', 'battery', 'textile', 'furniture'] as const;
/** A product stream. */
export type EprStream = (typeof EPR_STREAMS)[number];

/**
 * Registration-number formats (checked by `checkRegistrationNo` of ./rules.ts):
 * - `lucid`: LUCID (Zentrale Stelle Verpackungsregister), "DE + a 13-digit sequence (in der Regel)"
 *   (modelgroup.com; domain-facts D.1);
 * - `ear`: stiftung ear, "WEEE-Reg.-Nr. DE 12345678" = DE + 8 digits (stiftung-ear.de
 *   Registrierungsverfahren; domain-facts D.3); battery registrations at stiftung ear carry the
 *   same register's DE + 8 digits (domain-facts D.4 names the register, not the format: treated alike);
 * - `divid`: the UBA's DIVID platform (Einwegkunststofffonds; domain-facts D.2 gives no format: any
 *   6–30 letters, digits or `-`);
 * - `frUid`: the French UID/IDU issued by ADEME (SYDEREP) through an eco-organisme, "FR123456_78ZZZZ"
 *   (AbeBooks/ZVAB help) or "a 13-character alphanumeric code starting with FR" (eprrepresentative.com):
 *   the sources conflict, both are accepted (domain-facts D.5);
 * - `esRegister`: the Spanish Registro de Productores de Producto (MITECO): packaging "ENV/<year>/<9
 *   digits>" [weak source: es.rcrzj.com], WEEE RII-AEE and batteries RII_PYA numbers [UNVERIFIED]:
 *   accepted leniently (domain-facts D.6).
 */
export type EprNumberFormat = 'lucid' | 'ear' | 'divid' | 'frUid' | 'esRegister';

/** What the console knows of one EPR service. */
export interface EprServiceDef {
  key: EprServiceKey;
  country: EprCountry;
  stream: EprStream;
  /** Moving an existing registration to us (a transfer of agent, spec §4 register type 1). */
  transfer: boolean;
  /** The register (a proper noun, shown as it is). */
  register: string;
  /** The registration number's format. */
  numberFormat: EprNumberFormat;
  /** A well-formed example number (placeholders, help texts). */
  numberExample: string;
  /** The French eco-organisme office id of spec §9 (2 packaging and WEEE, 3 battery), where the sub-object has `officeId`. */
  officeId?: 2 | 3;
  /** Whether a non-EU producer needs an authorised representative in the country (domain-facts D.3, D.4, D.5, D.6). */
  needsRepresentative: boolean;
}

const def = (key: EprServiceKey, country: EprCountry, stream: EprStream, register: string, numberFormat: EprNumberFormat, numberExample: string, extra: Partial<EprServiceDef> = {}): EprServiceDef => ({
  key,
  country,
  stream,
  transfer: key.endsWith('Transfer'),
  register,
  numberFormat,
  numberExample,
  needsRepresentative: false,
  ...extra,
});

/**
 * The 14 services. Representatives: Germany WEEE (ElektroG §8 Bevollmächtigter) and batteries (BattDG,
 * companies without a German seat); France: non-EU producers in practice through a French authorised
 * representative (domain-facts D.5); Spain: a Spanish NIF and an authorised representative (interzero.pl,
 * D.6). German packaging: registration cannot be delegated (D.1), so no representative.
 */
export const EPR_SERVICES: Record<EprServiceKey, EprServiceDef> = {
  dePack: def('dePack', 'DE', 'packaging', 'LUCID（Zentrale Stelle Verpackungsregister）', 'lucid', 'DE1234567890123'),
  dePackTransfer: def('dePackTransfer', 'DE', 'packaging', 'LUCID（Zentrale Stelle Verpackungsregister）', 'lucid', 'DE1234567890123'),
  dePlastic: def('dePlastic', 'DE', 'plastic', 'DIVID（Umweltbundesamt, Einwegkunststofffonds）', 'divid', 'DIVID-2024-000123'),
  deWeee: def('deWeee', 'DE', 'weee', 'stiftung ear（ElektroG）', 'ear', 'WEEE-Reg.-Nr. DE 12345678', { needsRepresentative: true }),
  deBatt: def('deBatt', 'DE', 'battery', 'stiftung ear（BattDG）', 'ear', 'DE 12345678', { needsRepresentative: true }),
  frPack: def('frPack', 'FR', 'packaging', 'ADEME SYDEREP（Citeo / Léko）', 'frUid', 'FR123456_01ABCD', { officeId: 2, needsRepresentative: true }),
  frPackTransfer: def('frPackTransfer', 'FR', 'packaging', 'ADEME SYDEREP（Citeo / Léko）', 'frUid', 'FR123456_01ABCD', { officeId: 2, needsRepresentative: true }),
  frWeee: def('frWeee', 'FR', 'weee', 'ADEME SYDEREP（ecosystem / Ecologic）', 'frUid', 'FR123456_02ABCD', { officeId: 2, needsRepresentative: true }),
  frBatt: def('frBatt', 'FR', 'battery', 'ADEME SYDEREP（Corepile / Screlec）', 'frUid', 'FR123456_03ABCD', { officeId: 3, needsRepresentative: true }),
  frSpin: def('frSpin', 'FR', 'textile', 'ADEME SYDEREP（Refashion）', 'frUid', 'FR123456_04ABCD', { needsRepresentative: true }),
  frFurn: def('frFurn', 'FR', 'furniture', 'ADEME SYDEREP（Ecomaison）', 'frUid', 'FR123456_05ABCD', { needsRepresentative: true }),
  esPack: def('esPack', 'ES', 'packaging', 'Registro de Productores de Producto（MITECO，envases）', 'esRegister', 'ENV/2025/000012345', { needsRepresentative: true }),
  esWeee: def('esWeee', 'ES', 'weee', 'Registro Integrado Industrial RII-AEE（MITECO）', 'esRegister', 'RII-AEE 7654', { needsRepresentative: true }),
  esBatt: def('esBatt', 'ES', 'battery', 'Registro Integrado Industrial RII-PYA（MITECO）', 'esRegister', 'RII-PYA 1234', { needsRepresentative: true }),
};

/** Whether `v` is a service key. */
export function isEprServiceKey(v: unknown): v is EprServiceKey {
  return typeof v === 'string' && (EPR_SERVICE_KEYS as readonly string[]).includes(v);
}

/** The services of `country`, in {@link EPR_SERVICE_KEYS} order. */
export function servicesOf(country: EprCountry): EprServiceDef[] {
  return EPR_SERVICE_KEYS.map((k) => EPR_SERVICES[k]).filter((s) => s.country === country);
}

/**
 * The packaging material types of `ver_pack_type` (spec §7 enumeration; issue #21: glass,
 * paper/cardboard, ferrous metals, aluminium, plastics, beverage cartons, other composites, other
 * materials): the eight material categories of the German packaging law's system participation and
 * LUCID data reports (verpackgo.com / Der Grüne Punkt; domain-facts D.1). `lvp` marks the light
 * packaging counted together for the completeness-declaration threshold (VerpackG §11: Fe + Al +
 * plastics + beverage cartons + other composites).
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

/** The ids of {@link PACK_MATERIALS}. */
export const PACK_MATERIAL_IDS = PACK_MATERIALS.map((m) => m.id) as PackMaterialId[];

/**
 * The defaults of spec §9: recovery fees (German packaging 36, French packaging 80, French battery
 * 200, French WEEE 80; in EUR per year — the spec gives no currency, the systems and eco-organismes
 * invoice in euro), units 10000 (items placed on the market per year), weight 100 (kg), the Spanish
 * packaging defaults (materials 258 with 100 kg and 259 with 10 kg, category 274), the Spanish battery
 * category 282 and the French office ids (2 packaging and WEEE, 3 battery).
 */
export const EPR_DEFAULTS = {
  dePackRecoveryFee: 36,
  frPackRecoveryFee: 80,
  frBattRecoveryFee: 200,
  frWeeeRecoveryFee: 80,
  /** Items placed on the market per year (`unit`). */
  unit: 10000,
  /** Weight in kg. */
  weight: 100,
  esPackItems: [
    { materialId: 258, weight: 100, cateId: 274 },
    { materialId: 259, weight: 10, cateId: 274 },
  ],
  esPackCateId: 274,
  esBattCateId: 282,
  frOfficePackWeee: 2,
  frOfficeBatt: 3,
} as const;

/** Currency of the recovery fees of {@link EPR_DEFAULTS} (ISO 4217). */
export const EPR_FEE_CURRENCY = 'EUR' as const;

/** The default recovery fee of a service (EUR per year), or `undefined` when its sub-object has none (spec §3/§9). */
export function defaultRecoveryFee(key: EprServiceKey): number | undefined {
  switch (key) {
    case 'dePack':
    case 'dePackTransfer':
      return EPR_DEFAULTS.dePackRecoveryFee;
    case 'frPack':
    case 'frPackTransfer':
      return EPR_DEFAULTS.frPackRecoveryFee;
    case 'frBatt':
      return EPR_DEFAULTS.frBattRecoveryFee;
    case 'frWeee':
      return EPR_DEFAULTS.frWeeeRecoveryFee;
    default:
      return undefined;
  }
}

/** The draft type of the EPR wizard (`/api/draft` `{ type: 'epr', key: <client id> }`; README "Adding a wizard"). */
export const EPR_DRAFT_TYPE = 'epr';

/**
 * The initial sub-object of a service chosen in the wizard, with the spec §9 defaults: recovery fees
 * (36 / 80 / 200 / 80 EUR), units 10000, weight 100 kg in the first line, office ids (2 packaging and
 * WEEE, 3 battery), the Spanish packaging lines 258 (100 kg) and 259 (10 kg) in category 274 and the
 * battery category 282. `year` is the registration year offered first (this year). Lines carry an
 * `id` (the editable table's row key, dropped by the API), unique across services: two tables of one
 * form register their cells by row key, so two `d1` rows would share their fields.
 */
export function defaultSubObject(key: EprServiceKey, year: number): Record<string, unknown> {
  const w = EPR_DEFAULTS.weight;
  switch (key) {
    case 'dePack':
    case 'dePackTransfer':
      return { recoveryFee: EPR_DEFAULTS.dePackRecoveryFee, servicePeriod: 1, brandName: '', weight: [{ id: `${key}-1`, type: 2, weight: String(w), name: '' }] };
    case 'dePlastic':
      return {};
    case 'deWeee':
      return { brand: [{ name: '' }], category: [{ id: `${key}-1`, weight: String(w) }] };
    case 'deBatt':
      return { brand: [{ id: `${key}-1`, name: '' }] };
    case 'frPack':
    case 'frPackTransfer':
      return { registerYear: year, servicePeriod: 1, unit: EPR_DEFAULTS.unit, recoveryFee: EPR_DEFAULTS.frPackRecoveryFee, officeId: EPR_DEFAULTS.frOfficePackWeee };
    case 'frWeee':
      return { registerYear: year, servicePeriod: 1, unit: EPR_DEFAULTS.unit, recoveryFee: EPR_DEFAULTS.frWeeeRecoveryFee, officeId: EPR_DEFAULTS.frOfficePackWeee, items: [{ id: `${key}-1`, name: '' }] };
    case 'frBatt':
      return { registerYear: year, servicePeriod: 1, recoveryFee: EPR_DEFAULTS.frBattRecoveryFee, officeId: EPR_DEFAULTS.frOfficeBatt, items: [{ id: `${key}-1` }] };
    case 'frSpin':
    case 'frFurn':
      return { items: [{ id: `${key}-1`, name: '' }] };
    case 'esPack':
      return { hasLocalVat: 0, items: EPR_DEFAULTS.esPackItems.map((i, n) => ({ id: `${key}-${n + 1}`, name: '', materialId: i.materialId, weight: String(i.weight), cateId: i.cateId })) };
    case 'esWeee':
      return { hasLocalVat: 0, items: [{ id: `${key}-1`, name: '' }] };
    case 'esBatt':
      return { hasLocalVat: 0, items: [{ id: `${key}-1`, name: '', cateId: EPR_DEFAULTS.esBattCateId }] };
    default:
      return {};
  }
}
