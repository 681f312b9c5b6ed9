/**
 * Shapes of spec §7 "Common" lookups shared by the console (`src/services/common.ts`) and the mock
 * (`mock/_store/common-data.ts`), which imports nothing from src/services (issue #18). Relative
 * imports only.
 */

/** One enumeration item: `value` (number or string code), Chinese `label`, ascending `sort`. */
export interface EnumItem {
  value: string | number;
  label: string;
  sort: number;
}

/** A node of the district tree (antd Cascader shape): GB/T 2260 `value`, Chinese `label`. */
export interface DistrictNode {
  value: string;
  label: string;
  pinyin: string;
  zip_code: string;
  children?: DistrictNode[];
}

/** An area entry (spec §3 "Area data: level 1 and 2, pinyin, name, zip_code"). */
export interface AreaEntry {
  code: string;
  name: string;
  pinyin: string;
  level: 1 | 2;
  /** Level-1 parent code; `''` at level 1. */
  parent_code: string;
  /** Postal code; `''` where none applies. */
  zip_code: string;
}
