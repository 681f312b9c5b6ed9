/** The duty area's messages (`duty.*`), added when one of its pages loads (see ./index.ts). */
import enUS from '../en-US/duty';
import zhCN from '../zh-CN/duty';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const DUTY_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('duty', DUTY_MESSAGES);
