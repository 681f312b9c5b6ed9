/** Pure parts of the wizards: the state machine (reducer), the step URLs, the step lists and the hand-off resume. */
export * from './state';
export * from './paths';
export * from './steps';
export * from './resume';
