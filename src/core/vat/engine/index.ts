/** The VAT engine's state and steps (engine.ts); the parts are described there and mapped in docs/engine.md. */
export { Engine } from './engine';
