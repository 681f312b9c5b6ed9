/** The VAT service area's messages (`vatService.*`), added when a VAT service page or component loads (see ./index.ts). */
import enUS from '../en-US/vat-service';
import zhCN from '../zh-CN/vat-service';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const VAT_SERVICE_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('vat-service', VAT_SERVICE_MESSAGES);
