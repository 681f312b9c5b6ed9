/** The epr area's messages (`epr.*`), added when one of its pages loads (see ./index.ts). */
import enUS from '../en-US/epr';
import zhCN from '../zh-CN/epr';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const EPR_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('epr', EPR_MESSAGES);
