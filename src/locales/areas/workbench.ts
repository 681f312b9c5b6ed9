/** The home page's messages (`workbench.*`, issue #25), added when the logged-in home loads (see ./index.ts). */
import enUS from '../en-US/workbench';
import zhCN from '../zh-CN/workbench';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const WORKBENCH_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('workbench', WORKBENCH_MESSAGES);
