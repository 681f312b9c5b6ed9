/**
 * Every message of the console per locale — the first-load core (`src/locales/<lang>.ts`) plus each
 * area's messages — for tests and tools only (pages import their area module, see ./index.ts). A new
 * area adds its two files here and in `AREA_MESSAGES`.
 */
import enCore from '../en-US';
import enBatch from '../en-US/batch';
import enBatchDecl from '../en-US/batch-declaration';
import enCalc from '../en-US/calc';
import enDeclare from '../en-US/declare';
import enImports from '../en-US/imports';
import enVatService from '../en-US/vat-service';
import enVatTax from '../en-US/vat-tax';
import enWizard from '../en-US/wizard-kit';
import enWorkbench from '../en-US/workbench';
import zhCore from '../zh-CN';
import zhBatch from '../zh-CN/batch';
import zhBatchDecl from '../zh-CN/batch-declaration';
import zhCalc from '../zh-CN/calc';
import zhDeclare from '../zh-CN/declare';
import zhImports from '../zh-CN/imports';
import zhVatService from '../zh-CN/vat-service';
import zhVatTax from '../zh-CN/vat-tax';
import zhWizard from '../zh-CN/wizard-kit';
import enKnowledge from '../en-US/knowledge';
import zhKnowledge from '../zh-CN/knowledge';
import enEn from '../en-US/en';
import zhEn from '../zh-CN/en';
import enLux from '../en-US/lux-invoice';
import zhLux from '../zh-CN/lux-invoice';
import enEori from '../en-US/eori';
import zhEori from '../zh-CN/eori';
import enLookup from '../en-US/lookup';
import zhLookup from '../zh-CN/lookup';
import enCompliance from '../en-US/compliance';
import zhCompliance from '../zh-CN/compliance';
import enDuty from '../en-US/duty';
import zhDuty from '../zh-CN/duty';
import enWeee from '../en-US/weee';
import zhWeee from '../zh-CN/weee';
import enPackagingLaw from '../en-US/packaging-law';
import zhPackagingLaw from '../zh-CN/packaging-law';
import enEprDeclare from '../en-US/epr-declare';
import zhEprDeclare from '../zh-CN/epr-declare';
import enEpr from '../en-US/epr';
import zhEpr from '../zh-CN/epr';
import zhWorkbench from '../zh-CN/workbench';
import type { AreaMessages } from './index';

/** The areas loaded with their routes, by name (the name of `src/locales/areas/<name>.ts`). */
export const AREA_MESSAGES: Record<string, AreaMessages> = {
  eori: { 'zh-CN': zhEori, 'en-US': enEori },
  'lookup': { 'zh-CN': zhLookup, 'en-US': enLookup },
  'duty': { 'zh-CN': zhDuty, 'en-US': enDuty },
  'compliance': { 'zh-CN': zhCompliance, 'en-US': enCompliance },
  batch: { 'zh-CN': zhBatch, 'en-US': enBatch },
  calc: { 'zh-CN': zhCalc, 'en-US': enCalc },
  declare: { 'zh-CN': zhDeclare, 'en-US': enDeclare },
  imports: { 'zh-CN': zhImports, 'en-US': enImports },
  'vat-tax': { 'zh-CN': zhVatTax, 'en-US': enVatTax },
  'vat-service': { 'zh-CN': zhVatService, 'en-US': enVatService },
  'batch-declaration': { 'zh-CN': zhBatchDecl, 'en-US': enBatchDecl },
  'wizard-kit': { 'zh-CN': zhWizard, 'en-US': enWizard },
  knowledge: { 'zh-CN': zhKnowledge, 'en-US': enKnowledge },
  en: { 'zh-CN': zhEn, 'en-US': enEn },
  'lux-invoice': { 'zh-CN': zhLux, 'en-US': enLux },
  weee: { 'zh-CN': zhWeee, 'en-US': enWeee },
  'packaging-law': { 'zh-CN': zhPackagingLaw, 'en-US': enPackagingLaw },
  'epr-declare': { 'zh-CN': zhEprDeclare, 'en-US': enEprDeclare },
  epr: { 'zh-CN': zhEpr, 'en-US': enEpr },
  workbench: { 'zh-CN': zhWorkbench, 'en-US': enWorkbench },
};

/** Core and area messages together, per locale. */
export const ALL_MESSAGES: AreaMessages = {
  'zh-CN': Object.assign({}, zhCore, ...Object.values(AREA_MESSAGES).map((a) => a['zh-CN'])),
  'en-US': Object.assign({}, enCore, ...Object.values(AREA_MESSAGES).map((a) => a['en-US'])),
};
