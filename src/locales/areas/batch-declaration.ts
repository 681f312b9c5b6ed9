/** The batch declaration's messages (`batchDecl.*`), added when `/service/batch-declaration` loads (see ./index.ts). */
import enUS from '../en-US/batch-declaration';
import zhCN from '../zh-CN/batch-declaration';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const BATCH_DECLARATION_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('batch-declaration', BATCH_DECLARATION_MESSAGES);
