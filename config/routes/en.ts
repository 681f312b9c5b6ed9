import type { AppRoute } from './types';

/**
 * The English pages (issue #24; spec §2 unguarded `/en`, `/en/protocol/licence-agreement`,
 * `/en/protocol/privacy`): always rendered in en-US (src/pages/en/_english.tsx), without the console layout.
 */
export const openEnRoutes: AppRoute[] = [
  { path: '/en', component: 'en', title: 'title.en.home', layout: false },
  { path: '/en/protocol/licence-agreement', component: 'en/protocol/licence-agreement', title: 'title.en.licence', layout: false },
  { path: '/en/protocol/privacy', component: 'en/protocol/privacy', title: 'title.en.privacy', layout: false },
];
