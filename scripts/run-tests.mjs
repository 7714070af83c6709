/**
 * `npm test`: lint, typecheck, build, the unit suite, then the browser suite (with Chromium found or
 * installed first: ensure-chromium.mjs), in that order. Every step
 * runs even when an earlier one failed, so one run reports everything that is wrong.
 *
 * Counting: a lint, typecheck or build step is one test, passed or failed; a Vitest suite contributes the
 * numPassedTests / numFailedTests of its JSON report. A suite that exits non-zero with no failed test (a
 * file that does not load, an unhandled error) or that writes no report counts as at least one failure.
 * The last line printed is exactly `N passed, N failed`; the exit code is 0 only when nothing failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

function runStep(name, command, args) {
  const passed = run(command, args) === 0;
  results.push({ name, passed: passed ? 1 : 0, failed: passed ? 0 : 1 });
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

runStep('eslint', 'npx', ['eslint', '.']);
runStep('prettier', 'npx', ['prettier', '--check', '.']);
runStep('typecheck', 'npx', ['tsc', '--noEmit']);
runStep('build', 'npm', ['run', 'build']);
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
