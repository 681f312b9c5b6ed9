/**
 * Business constants of the product (spec §4, §5, §9), re-exported from one
 * place: `import { DEFAULT_PAGE_SIZE, sortCountries } from '@/constants'`.
 */
export * from './countries';
export * from './fees';
export * from './epr';
export * from './timing';
export * from './ui';
export * from './upload';
export * from './report';
export * from './vat';
export * from './company-check';
