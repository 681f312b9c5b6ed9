/**
 * Theme of the console (antd 5 tokens), chosen for WCAG 2.1 AA contrast — at least 4.5:1 for
 * text — on white, on the layout's grey background and on the light fills of tags and alerts. The
 * sweep (`tests/e2e/sweep.e2e.test.ts`) runs axe on every route and fails on serious or critical
 * findings; `tests/unit/guardrails/theme.test.ts` recomputes the ratios below from antd's derived
 * tokens, so a lighter value fails there first.
 *
 * | token | antd default | here | contrast |
 * | --- | --- | --- | --- |
 * | colorPrimary / colorLink | #1677ff | #6862B0 (brand purple) | 5.3 on white, 4.9 on #f5f5f5 |
 * | colorTextSecondary | rgba(0,0,0,.65) | #595959 | 7.0 / 6.4 |
 * | colorTextTertiary, colorTextDescription | rgba(0,0,0,.45) = #8c8c8c (3.4) | #666666 | 5.7 / 5.3 |
 * | colorTextPlaceholder | rgba(0,0,0,.25) = #bfbfbf (1.8) | #707070 | 4.9 / 4.5 |
 * | colorSuccess (success tags, texts) | #52c41a (2.0 on its tag) | #237804 (green-8) | 5.5 on #f6ffed |
 * | colorWarning | #faad14 (1.8) | #ad4e00 (orange-8) | 5.2 on #fffbe6 |
 * | colorError | #ff4d4f (3.1) | #cf1322 (red-7) | 5.1 on #fff2f0, white text 5.6 |
 * | colorInfo (processing tags) | #1677ff (3.7) | #6862B0 | 4.8 on #f4f3fa |
 *
 * Table and List write their empty-state text ("暂无数据", a page's `locale.emptyText`) in
 * `colorTextDisabled` (#bfbfbf, 1.8:1) although it is information, not an inactive control: for
 * those two components that token is the tertiary grey (`themeComponents`).
 *
 * The fills (`color*Bg`, `color*Border`) are pinned to antd's light defaults: derived from a dark
 * seed they would turn grey. Disabled text keeps antd's lighter grey (WCAG exempts inactive
 * controls). The text colours are also CSS variables in src/global.less for page stylesheets.
 */

/** The brand purple (logo, primary buttons, links). */
export const BRAND_PURPLE = '#6862B0';

/** antd tokens (`.umirc.ts` → `antd.theme.token`). */
export const themeToken = {
  colorPrimary: BRAND_PURPLE,
  colorLink: BRAND_PURPLE,
  colorTextSecondary: '#595959',
  colorTextTertiary: '#666666',
  colorTextDescription: '#666666',
  colorTextPlaceholder: '#707070',
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorInfo: BRAND_PURPLE,
  colorInfoBg: '#f4f3fa',
  colorInfoBorder: '#d3d0ea',
} as const;

/** Component-level overrides (`.umirc.ts` → `antd.theme.components`). */
export const themeComponents = {
  Table: { colorTextDisabled: themeToken.colorTextTertiary },
  List: { colorTextDisabled: themeToken.colorTextTertiary },
} as const;

/** Background of the console layout's content area, the grey the text tokens are checked against. */
export const LAYOUT_BG = '#f5f5f5';

/** CSS variables of src/global.less (for page stylesheets), each equal to its token. */
export const CSS_VARIABLES = {
  '--yishui-text-secondary': themeToken.colorTextSecondary,
  '--yishui-text-tertiary': themeToken.colorTextTertiary,
  '--yishui-text-error': themeToken.colorError,
  '--yishui-text-warning': themeToken.colorWarning,
} as const;
