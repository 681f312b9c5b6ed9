/** The Luxembourg invoices area's messages (`luxInvoice.*`), added when one of its pages loads (see ./index.ts). */
import enUS from '../en-US/lux-invoice';
import zhCN from '../zh-CN/lux-invoice';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const LUX_INVOICE_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('lux-invoice', LUX_INVOICE_MESSAGES);
