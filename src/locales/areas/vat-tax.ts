/** The VAT records area's messages (`vatTax.*`), added when a VAT records page or component loads (see ./index.ts). */
import enUS from '../en-US/vat-tax';
import zhCN from '../zh-CN/vat-tax';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const VAT_TAX_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('vat-tax', VAT_TAX_MESSAGES);
