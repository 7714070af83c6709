/**
 * `npm test`: lint, typecheck, build, the unit suite, then the browser suite (with Chromium found or
 * installed first: ensure-chromium.mjs), in that order. Every step
 * runs even when an earlier one failed, so one run reports everything that is wrong.
 *
 * The four first steps (eslint, prettier, tsc, build) are single-threaded Node work on files none of the
 * others writes (the build writes dist/, build/ and engine-wasm/assembly/opcodes.ts, which the three
 * checks ignore), so they run two at a time, a core each; each one's output is printed whole when it ends.
 *
 * Counting: a lint, typecheck or build step is one test, passed or failed; a Vitest suite contributes the
 * numPassedTests / numFailedTests of its JSON report. A suite that exits non-zero with no failed test (a
 * file that does not load, an unhandled error) or that writes no report counts as at least one failure.
 * The last line printed is exactly `N passed, N failed`; the exit code is 0 only when nothing failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const rootDirectory = resolve(import.meta.dirname, '..');
const reportDirectory = mkdtempSync(join(tmpdir(), 'calculator-tests-'));
const results = [];

function run(command, args) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const child = spawnSync(command, args, { cwd: rootDirectory, stdio: 'inherit' });
  if (child.error) console.error(child.error.message);
  return child.status ?? 1;
}

/** Runs `command` with its output (stdout and stderr, interleaved) kept; resolves to its exit code and text. */
function runQuietly(command, args) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: rootDirectory, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolvePromise({ code: code ?? 1, output: Buffer.concat(chunks).toString() }),
    );
  });
}

/** Runs the steps `concurrency` at a time; each is one test in the results, in the order given. */
async function runSteps(steps, concurrency) {
  const outcomes = new Array(steps.length);
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const index = next++;
      const { command, args } = steps[index];
      const started = Date.now();
      const { code, output } = await runQuietly(command, args);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n> ${[command, ...args].join(' ')}  (${seconds} s, exit ${code})`);
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      outcomes[index] = code === 0;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  steps.forEach(({ name }, index) => {
    const passed = outcomes[index];
    results.push({ name, passed: passed ? 1 : 0, failed: passed ? 0 : 1 });
  });
}

function runVitestSuite(name, extraArgs) {
  const reportFile = join(reportDirectory, `${name}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
  const exitCode = run('npx', ['vitest', 'run', ...extraArgs, ...reporters]);
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
  } catch (error) {
    console.error(`${name}: no test report (${error.message})`);
  }
  if (exitCode !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed });
}

// The two longest first, so the pair that ends last is as short as it can be (~40 s and ~35 s alone).
await runSteps(
  [
    { name: 'build', command: 'npm', args: ['run', 'build'] },
    { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
    { name: 'prettier', command: 'npx', args: ['prettier', '--check', '.'] },
    { name: 'eslint', command: 'npx', args: ['eslint', '.'] },
  ],
  2,
);
runVitestSuite('unit', []);
const browserConfig = 'test/vitest.browser.config.ts';
if (existsSync(join(rootDirectory, browserConfig))) {
  const chromium = ensureChromium();
  if (chromium.error) {
    console.error(chromium.error);
    results.push({ name: 'browser', passed: 0, failed: 1 });
  } else {
    runVitestSuite('browser', ['--config', browserConfig]);
  }
}

rmSync(reportDirectory, { recursive: true, force: true });

console.log('\nSummary:');
for (const { name, passed, failed } of results) {
  console.log(`  ${failed === 0 ? 'ok  ' : 'FAIL'} ${name}: ${passed} passed, ${failed} failed`);
}
const totalPassed = results.reduce((sum, result) => sum + result.passed, 0);
const totalFailed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${totalPassed} passed, ${totalFailed} failed`);
process.exitCode = totalFailed === 0 ? 0 : 1;
