#!/usr/bin/env node
/**
 * `npm test`: runs the stages in steps — lint and typecheck side by side (each single-threaded), then
 * unit and build side by side, then e2e (each its own npm script) — stops after the first step with a
 * failing stage with that stage's exit code, and prints how long each stage took and the total, also
 * after a failure. On two cores the unit tests keep 1.8 of them busy and the build 1.4 (webpack is
 * mostly one thread; terser takes both at the end), so side by side they should need about 140 s of
 * CPU-bound time instead of 176 s one after the other; fresh-clone runs measured 169 s side by side
 * against 160–202 s one after the other on a host whose speed varies 20–40 % (docs/testing.md
 * "Speed"). A stage marked `buffered` prints its output when it ends, so two stages' logs never
 * interleave.
 */
const { spawn } = require('child_process');

/** Steps in order; the stages of one step run at the same time. */
const STEPS = [
  [
    ['lint', 'lint'],
    ['typecheck', 'typecheck'],
  ],
  [
    ['unit', 'test:unit'],
    ['build', 'build', { buffered: true }],
  ],
  [['e2e', 'test:e2e']],
];
const STAGES = STEPS.flat();

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; with `buffered`, its output is held and printed at once when it ends. */
function run(script, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const held = [];
    if (buffered) {
      child.stdout.on('data', (d) => held.push(d));
      child.stderr.on('data', (d) => held.push(d));
    }
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      if (buffered) process.stdout.write(`\n── npm run ${script} ──\n${Buffer.concat(held).toString()}\n`);
      resolve(code);
    };
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
    child.on('error', () => done(1));
  });
}

/** `83.4` → `83.4 s (1:23)`; `179.9` → `179.9 s (3:00)` (the whole seconds rounded first, never `2:60`). */
function fmt(seconds) {
  const whole = Math.round(seconds);
  const m = Math.floor(whole / 60);
  const s = whole - m * 60;
  return `${seconds.toFixed(1).padStart(6)} s${m ? ` (${m}:${String(s).padStart(2, '0')})` : ''}`;
}

function summary(rows, totalSeconds) {
  const lines = ['', 'stage       time               result', '----------  -----------------  ------'];
  for (const r of rows) lines.push(`${r.name.padEnd(10)}  ${(r.seconds === undefined ? '' : fmt(r.seconds)).padEnd(17)}  ${r.result}`);
  lines.push(`${'total'.padEnd(10)}  ${fmt(totalSeconds)}`);
  console.log(lines.join('\n'));
}

async function main() {
  const start = Date.now();
  const rows = STAGES.map(([name]) => ({ name, result: 'not run' }));
  let exitCode = 0;
  require('child_process').execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/gen-country-index.ts'], { stdio: 'inherit' }); // src/core/countries/packs.generated.ts, fresh before lint and typecheck (issue #31)
  require('child_process').execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/gen-calls.ts'], { stdio: 'inherit' }); // src/services/_generated/*.calls.ts from the contracts, fresh before lint and typecheck (issue #34)
  for (const step of STEPS) {
    console.log(`\n▶ ${step.map(([name, script]) => `${name} (npm run ${script})`).join(' + ')}`);
    const codes = await Promise.all(
      step.map(async ([name, script, options]) => {
        const row = rows[STAGES.findIndex(([n]) => n === name)];
        const t0 = Date.now();
        const code = await run(script, options);
        row.seconds = (Date.now() - t0) / 1000;
        row.result = code === 0 ? 'ok' : `FAILED (exit ${code})`;
        return code;
      }),
    );
    const failed = codes.find((c) => c !== 0);
    if (failed !== undefined) {
      exitCode = failed;
      break;
    }
  }
  summary(rows, (Date.now() - start) / 1000);
  process.exit(exitCode);
}

process.on('SIGINT', () => process.exit(130));
main();
