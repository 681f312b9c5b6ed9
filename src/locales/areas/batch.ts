/** The agents' batch work messages (`batch.*`), added when its pages load (see ./index.ts). */
import enUS from '../en-US/batch';
import zhCN from '../zh-CN/batch';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const BATCH_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('batch', BATCH_MESSAGES);
