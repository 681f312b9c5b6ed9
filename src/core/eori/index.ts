/** The EORI area's pure parts (issue #23): formats and rules, SIC codes, drafts and statuses, the batch check, the wizards' step lists. */
export * from './formats';
export * from './sic';
export * from './types';
export * from './batch';
export * from './steps';
