/** The VAT service (registration and transfer) core: types, per-country facts, rules, fees (issue #10). */
export * from './types';
export * from './countries';
export * from './rules';
export * from './fees';
