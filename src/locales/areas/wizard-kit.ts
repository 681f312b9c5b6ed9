/** The wizard kit's and the upload checks' messages (`wizardKit.*`), added when a kit field or an upload loads (see ./index.ts). */
import enUS from '../en-US/wizard-kit';
import zhCN from '../zh-CN/wizard-kit';
import { registerArea } from './index';

/** The area's messages (also read by tests). */
export const WIZARD_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS };

registerArea('wizard-kit', WIZARD_MESSAGES);
