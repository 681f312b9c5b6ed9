/** The knowledge area's messages (`knowledge.*`), added when one of its pages loads (see ./index.ts). */
import enUS from '../en-US/knowledge';
import zhCN from '../zh-CN/knowledge';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const KNOWLEDGE_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('knowledge', KNOWLEDGE_MESSAGES);
