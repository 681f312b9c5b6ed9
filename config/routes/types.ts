/**
 * The shape of one route of the 一税 console (umi route config plus the props the app reads), shared
 * by config/routes.ts and every area file under config/routes/. It lives in its own file so an area
 * file never imports config/routes.ts (which imports the area files).
 *
 * - `component`: page path under src/pages (e.g. 'vat-tax/tag').
 * - `title`: locale key of the page title; the document title becomes `<title> - 一税`.
 * - `name` + `icon`: side-menu entry (locale key `menu.<name>`); `group` puts it under a business-area
 *   heading (locale key `menu.group.<group>`); `hideInMenu` keeps it out.
 */
export interface AppRoute {
  path: string;
  component?: string;
  title?: string;
  name?: string;
  icon?: string;
  group?: string;
  layout?: boolean;
  hideInMenu?: boolean;
  /** Access flag of src/access.ts the route needs (e.g. 'showInvite'); without it, a 403 page. */
  access?: string;
  wrappers?: string[];
  redirect?: string;
  /**
   * Menu key of ProLayout (@umijs/route-utils). Only the home route `/` sets it (to its path): without a
   * key, route-utils names a `/` route by hashing `JSON.stringify(route)`, which throws on the route's
   * React element (a circular structure) and cost about 20 ms per menu build, four per page load.
   */
  key?: string;
  routes?: AppRoute[];
}
