/** The tax calculation's messages (`calc.*`), added when a calc page or component loads (see ./index.ts). */
import enUS from '../en-US/calc';
import zhCN from '../zh-CN/calc';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const CALC_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('calc', CALC_MESSAGES);
