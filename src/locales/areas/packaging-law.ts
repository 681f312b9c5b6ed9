/** The packaging-law area's messages (`packagingLaw.*`), added when one of its pages loads (see ./index.ts). */
import enUS from '../en-US/packaging-law';
import zhCN from '../zh-CN/packaging-law';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const PACKAGINGLAW_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('packaging-law', PACKAGINGLAW_MESSAGES);
