/** The weee area's messages (`weee.*`), added when one of its pages loads (see ./index.ts). */
import enUS from '../en-US/weee';
import zhCN from '../zh-CN/weee';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const WEEE_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('weee', WEEE_MESSAGES);
