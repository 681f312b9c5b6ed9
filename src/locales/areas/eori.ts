/** The eori area's messages (`eori.*`), added when one of its pages loads (see ./index.ts). */
import enUS from '../en-US/eori';
import zhCN from '../zh-CN/eori';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const EORI_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('eori', EORI_MESSAGES);
