/** The declaration workspace's messages (`declare.*`), added when a declaration page or component loads (see ./index.ts). */
import enUS from '../en-US/declare';
import zhCN from '../zh-CN/declare';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const DECLARE_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('declare', DECLARE_MESSAGES);
