/** Pure parts of the list pages: the ProTable adapter, status maps, the asynchronous export. */
export * from './query';
export * from './status';
export * from './export';
export * from './selection';
