/** The English pages' messages (`en.*`), added when one of them loads (see ./index.ts). */
import enUS from '../en-US/en';
import zhCN from '../zh-CN/en';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const EN_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('en', EN_MESSAGES);
