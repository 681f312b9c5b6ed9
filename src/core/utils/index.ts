/**
 * Pure helpers of spec §5 and §9 (no React / umi imports):
 * `import { isValidUrl, toPercent } from '@/core/utils'`.
 */
export * from './url';
export * from './text';
export * from './file';
export * from './date';
export * from './number';
export * from './random';
export * from './xlsx';
export * from './validators';
export * from './redirect';
export * from './bytes';
