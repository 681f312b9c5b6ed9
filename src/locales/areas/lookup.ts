/** The lookup area's messages (`lookup.*`), added when one of its pages loads (see ./index.ts). */
import enUS from '../en-US/lookup';
import zhCN from '../zh-CN/lookup';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const LOOKUP_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('lookup', LOOKUP_MESSAGES);
