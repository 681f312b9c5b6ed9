/** The compliance area's messages (`compliance.*`), added when one of its pages loads (see ./index.ts). */
import enUS from '../en-US/compliance';
import zhCN from '../zh-CN/compliance';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const COMPLIANCE_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('compliance', COMPLIANCE_MESSAGES);
