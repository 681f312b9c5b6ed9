/** The epr-declare area's messages (`eprDeclare.*`), added when one of its pages loads (see ./index.ts). */
import enUS from '../en-US/epr-declare';
import zhCN from '../zh-CN/epr-declare';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const EPRDECLARE_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('epr-declare', EPRDECLARE_MESSAGES);
