/** Pure parts of the wizards: the state machine (reducer) and the step URLs. */
export * from './state';
export * from './paths';
