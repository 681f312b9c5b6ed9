/**
 * Runtime configuration of the 一税 console: initial state (current user), console layout,
 * request client (spec §6-8), and the document title.
 */
import type { RequestConfig, RunTimeLayoutConfig } from '@umijs/max';
import { getIntl, getLocale, matchRoutes } from '@umijs/max';
import type { ReactNode } from 'react';
import { getToken } from '@/core/storage';
import { requestConfig } from '@/request';
import { fetchCurrentUser } from '@/services/user';
import { existingFileUrl } from '@/services/storage';
import type { CurrentUser } from '@/services/types';
import FeedbackProvider from '@/components/FeedbackProvider';
import { lazy, Suspense } from 'react';
import BrandTitle from '@/components/BrandTitle';
import AppErrorBoundary from '@/components/ErrorBoundary';
import { formatPageTitle, OPEN_IN_CONSOLE } from '@/constants/ui';
import { groupMenu, selectedMenuKeys } from '@/components/menu';
import { installAriaRepairs } from '@/layouts/aria-repairs';
import { dropUsersRecordUnlessInvite } from '@/components/BelongingUser/users-record';
import { chosenLocale, isEnglishPath } from '@/core/locale';
import { prefersReducedMotion, withReducedMotion } from '@/layouts/reduced-motion';

// antd 5's ARIA gaps are repaired once for every page (src/layouts/aria-repairs.ts).
if (typeof document !== 'undefined') installAriaRepairs(document);

/** Header user menu, loaded with the console layout rather than in the first bundle. */
const HeaderRight = lazy(() => import('@/components/HeaderRight'));
/** The side menu's search box (issue #25), loaded with the console layout too. */
const MenuSearch = lazy(() => import('@/components/MenuSearch'));

export interface InitialState {
  currentUser?: CurrentUser;
  /** Reloads the current user (after login, profile edits, every 2 hours). */
  fetchUser: () => Promise<CurrentUser | undefined>;
}

/**
 * Loads the current user when a token is present. The avatar is checked under the file host and
 * dropped if missing (spec §3). Unless `show_invite == 1`, a stored belonging-user record is
 * cleared before any page can send it (spec §6). A failed call leaves the user logged out (401 is
 * handled by the request layer).
 */
async function loadUser(): Promise<CurrentUser | undefined> {
  if (!getToken()) return undefined;
  try {
    const user = await fetchCurrentUser();
    dropUsersRecordUnlessInvite(user);
    const avatar = user.avatar ? await existingFileUrl(user.avatar) : '';
    return { ...user, avatar: avatar || undefined };
  } catch {
    // the request layer showed why (or the token expired and it leads to login); without a user the console is shown as to a guest
    return undefined;
  }
}

export async function getInitialState(): Promise<InitialState> {
  return { currentUser: await loadUser(), fetchUser: loadUser };
}

/**
 * ProLayout's menu options as one object for every render. umi's layout writes a new `menu={{ locale }}`
 * on each render (src/.umi/plugin-layout/Layout.tsx) and ProLayout rebuilds its whole menu data —
 * every route's name through `formatMessage` — whenever `menu` is another object, so each
 * navigation rebuilt it and re-rendered every menu item; the runtime config's `menu` replaces it.
 * `locale: true`: the menu names are locale keys (config/routes.ts `name`), as umi's own setting.
 */
const MENU = { locale: true };
/** The brand next to the logo, the menu's search box and the header's right side: the same functions on every render. */
const renderHeaderTitle = (logo: ReactNode) => <BrandTitle logo={logo} />;
const renderMenuExtra = ({ collapsed }: { collapsed?: boolean }) =>
  collapsed ? null : (
    <Suspense fallback={null}>
      <MenuSearch />
    </Suspense>
  );
const renderRightContent = () => (
  <Suspense fallback={null}>
    <HeaderRight />
  </Suspense>
);

export const layout: RunTimeLayoutConfig = ({ initialState }) => {
  // A guest on an open page that a user sees inside the console (the home, the imports' open pages)
  // gets the page alone, without menu and header (issue #25).
  const guestHome = !initialState?.currentUser && typeof window !== 'undefined' && OPEN_IN_CONSOLE.includes(window.location.pathname);
  return {
    // An empty title keeps ProLayout from writing document.title (onRouteChange owns it); the
    // product name is rendered next to the logo instead.
    title: '',
    logo: '/favicon.svg',
    menuHeaderRender: false,
    headerTitleRender: renderHeaderTitle,
    layout: 'mix',
    navTheme: 'light',
    token: { header: { colorBgHeader: '#ffffff' } },
    pure: guestHome,
    menu: MENU,
    menuDataRender: groupMenu,
    menuExtraRender: renderMenuExtra,
    selectedKeys: typeof window !== 'undefined' ? selectedMenuKeys(window.location.pathname) : undefined,
    rightContentRender: renderRightContent,
    onPageChange: () => undefined,
    footerRender: false,
    pageTitleRender: false,
    // A page that throws shows a Chinese error state with a way back, inside the console layout.
    ErrorBoundary: AppErrorBoundary,
  };
};

export const request: RequestConfig = requestConfig;

/**
 * The console's language (issue #24): the user's kept choice of the language switch, zh-CN by
 * default (src/core/locale.ts); the `/en` pages render in en-US through their own provider.
 */
export const locale = { getLocale: chosenLocale };

/** antd's configuration at start: without motion when the system asks for reduced motion (src/layouts/reduced-motion.ts). */
export const antd = (memo: Parameters<typeof withReducedMotion>[0]) => withReducedMotion(memo, prefersReducedMotion());

/** antd's App context for every route, bridged to the request layer's messages. */
export function innerProvider(container: ReactNode) {
  return <FeedbackProvider>{container}</FeedbackProvider>;
}

/**
 * Sets `<page title> - 一税` on every route change (spec §1), from the `title` (a locale key) of the
 * deepest matched route of config/routes.ts, and `<html lang>` to the active locale.
 */
export function onRouteChange({
  routes,
  clientRoutes,
  location,
}: {
  routes: Record<string, { title?: string }>;
  clientRoutes: any[];
  location: { pathname: string };
}) {
  const matched = matchRoutes(clientRoutes, location.pathname) || [];
  const key = [...matched]
    .reverse()
    .map((m) => routes[(m.route as { id: string }).id]?.title)
    .find(Boolean);
  // The English pages (/en…) are in en-US whatever the console's language (src/pages/en/_english.tsx).
  const lang = isEnglishPath(location.pathname) ? 'en-US' : getLocale() || 'zh-CN';
  const intl = lang === getLocale() ? getIntl() : getIntl(lang);
  document.title = formatPageTitle(key ? intl.formatMessage({ id: key, defaultMessage: key }) : undefined);
  // index.html says zh-CN (config/plugins/html-lang.ts); an English page says so too.
  document.documentElement.lang = lang;
}
