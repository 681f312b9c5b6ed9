/** English strings (the `/en` pages). Same keys as zh-CN. */
import account from './en-US/account';
import calc from './en-US/calc';
import common from './en-US/common';
import vatTax from './en-US/vat-tax';

export default {
  ...account,
  ...calc,
  ...common,
  ...vatTax,
  'title.login': 'Log in',
  'title.notFound': 'Page not found',
  'title.exception': 'Request error',
  'title.inMaint': 'Under maintenance',
  'title.home': 'Home',
  'title.userInfo': 'Profile',
  'menu.home': 'Dashboard',
  'menu.userInfo': 'Profile',
  'menu.group.account': 'Account',
  'menu.group.vat': 'VAT',
  'header.agent': 'Agent',
  'header.profile': 'Profile',
  'header.logout': 'Log out',
  'errorBoundary.title': 'Something went wrong on this page',
  'errorBoundary.desc': 'This page hit a problem while showing its data; nothing you saved is affected. Reload to try again, or go back; if it keeps happening, please contact support.',
  'errorBoundary.reload': 'Reload',
  'errorBoundary.back': 'Back',
  'errorBoundary.home': 'Home',
};
