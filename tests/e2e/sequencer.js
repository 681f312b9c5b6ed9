/**
 * Order of the end-to-end suites: the two route sweeps first (each is the longest suite, five minutes
 * and more, and jest's default order without a timing cache — a fresh CI clone — is by file size,
 * which put the small sweep files last, so the run waited for them at the end), then the others
 * longest first by jest's own rule. With three workers the sweeps run beside everything else.
 */
const Sequencer = require('@jest/test-sequencer').default;

class SweepsFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const sweep = (t) => (/sweep\.[a-z]+\.e2e\.test\.ts$/.test(t.path) ? 0 : 1);
    return [...sorted].sort((a, b) => sweep(a) - sweep(b));
  }
}

module.exports = SweepsFirst;
