/** Route sweep as a guest and as the seller (tests/e2e/sweep.ts). */
import { defineSweep } from './sweep';

defineSweep(['guest', 'seller']);
