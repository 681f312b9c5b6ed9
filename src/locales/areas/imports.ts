/** The imports' messages (`imports.*`; issue #12), added when an import page or component loads (see ./index.ts). */
import enUS from '../en-US/imports';
import zhCN from '../zh-CN/imports';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const IMPORTS_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('imports', IMPORTS_MESSAGES);
