/**
 * The zh-CN articles of the knowledge base (issue #24), one content file each; a new article is a new
 * file here and a line in this list. Relative imports only (the mock loads them).
 */
import type { KnowledgeArticle } from '../../../core/knowledge/types';
import amazonFeeReverseCharge from './amazon-fee-reverse-charge';
import amazonVsoaDeadlines from './amazon-vsoa-deadlines';
import czDph from './cz-dph-control-statement';
import deAdvanceReturn from './de-vat-advance-return';
import dePackaging from './de-packaging-lucid';
import deRegistration from './de-vat-registration';
import esNrc from './es-303-nrc';
import euFiscalRep from './eu-fiscal-representative';
import frCa3 from './fr-ca3-sepa';
import frEori from './fr-eori';
import frEpr from './fr-epr-uid';
import gbEori from './gb-eori';
import itF24 from './it-f24-lipe';
import nlKenmerk from './nl-betalingskenmerk';
import plMicro from './pl-jpk-micro-account';
import ukDeadlines from './uk-vat-return-deadlines';

/** Every zh-CN article, by id. */
export const ZH_CN_ARTICLES: readonly KnowledgeArticle[] = [
  ukDeadlines,
  deAdvanceReturn,
  frCa3,
  itF24,
  esNrc,
  plMicro,
  czDph,
  nlKenmerk,
  euFiscalRep,
  deRegistration,
  dePackaging,
  frEpr,
  gbEori,
  frEori,
  amazonVsoaDeadlines,
  amazonFeeReverseCharge,
];
