import type { IApi } from '@umijs/max';

/**
 * Writes `lang="zh-CN"` on the `<html>` of the generated `index.html` (dev and build), so screen
 * readers and the browser's hyphenation and font choice know the page language before any script
 * runs (WCAG 3.1.1, axe `html-has-lang`). The runtime keeps it in step with the active locale
 * (`onRouteChange` in src/app.tsx).
 */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    return $;
  });
};
