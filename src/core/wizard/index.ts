/** Pure parts of the wizards: the state machine (reducer), the step URLs, the step lists, the hand-off resume and the preview's read-back. */
export * from './state';
export * from './paths';
export * from './steps';
export * from './resume';
export * from './readback';
export * from './kit-fields';
