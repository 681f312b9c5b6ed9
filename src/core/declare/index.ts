/** The declaration workspace's core (issue #11): status chain, payment references, shapes. Relative imports only. */
export * from './status';
export * from './payment';
export * from './types';
export * from './layouts';
export * from './checks';
export * from './amount';
export * from './receipt';
export * from './holidays';
