/** Route sweep as the agent (tests/e2e/sweep.ts). */
import { defineSweep } from './sweep';

defineSweep(['agent']);
