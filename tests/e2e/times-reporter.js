/**
 * Jest reporter of the end-to-end runner (issue #34 "the runner prints each suite's time"): after the
 * run, a table of every suite's wall time, longest first, with its test count and its slowest test,
 * the fifteen slowest tests of the run, and the sum over the suites (what the workers spent; the wall time of the stage is about this sum
 * divided by E2E_WORKERS). Added beside jest's default reporter by tests/e2e/run.js.
 */
class SuiteTimes {
  constructor() {
    this.rows = [];
    this.tests = [];
  }

  onTestResult(_test, result) {
    const seconds = (result.perfStats.end - result.perfStats.start) / 1000;
    for (const t of result.testResults) this.tests.push({ file: result.testFilePath.replace(/^.*\/tests\/e2e\//, ''), title: t.fullName || t.title, ms: t.duration ?? 0 });
    const slowest = [...result.testResults].sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))[0];
    this.rows.push({
      file: result.testFilePath.replace(/^.*\/tests\/e2e\//, ''),
      seconds,
      tests: result.testResults.length,
      failed: result.numFailingTests,
      slowest: slowest ? `${((slowest.duration ?? 0) / 1000).toFixed(1)} s ${slowest.title.slice(0, 60)}` : '',
    });
  }

  onRunComplete() {
    if (!this.rows.length) return;
    const rows = [...this.rows].sort((a, b) => b.seconds - a.seconds);
    const total = rows.reduce((s, r) => s + r.seconds, 0);
    const lines = ['', 'e2e suite                                  time      tests  slowest test', '-----------------------------------------  --------  -----  ------------'];
    for (const r of rows) {
      lines.push(`${(r.failed ? '✗ ' : '  ') + r.file.padEnd(39)}  ${r.seconds.toFixed(1).padStart(6)} s  ${String(r.tests).padStart(5)}  ${r.slowest}`);
    }
    lines.push(`${'  sum over suites'.padEnd(41)}  ${total.toFixed(1).padStart(6)} s  ${String(rows.reduce((s, r) => s + r.tests, 0)).padStart(5)}`);
    const slow = [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 15);
    lines.push('', 'slowest tests', ...slow.map((t) => `${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file}  ${t.title.slice(0, 90)}`));
    console.log(lines.join('\n'));
  }
}

module.exports = SuiteTimes;
