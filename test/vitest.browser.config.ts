import { defineConfig } from 'vitest/config';

/**
 * Files that run after the others, one at a time, so that no other file's work is in their figures: those
 * that bound how long something takes in frames or seconds of the machine (a stall, a recovery), and
 * graphing-editing, whose slider test loses the caret's return to its row with a second file beside it (2
 * of 2 runs; 3 of 3 alone passed). language-analysis's longest stall read 44 frames beside a second file
 * (bound 30; 26-28 alone) while its 10,000-character row was typeset; it shows as source now
 * (ui/static-math.ts) and the stall reads ~1 frame, but the file bounds frames, so it stays here.
 */
const ALONE = [
  'test/faults.browser.test.ts',
  'test/language-analysis.browser.test.ts',
  'test/graphing-editing.browser.test.ts',
];

/** What both groups share; the groups do not extend the root config, so its global setup runs once. */
const shared = { environment: 'node', testTimeout: 60000, hookTimeout: 60000 } as const;

// Browser end-to-end tests: one server and two Chromiums for the whole run (test/support/global-setup.ts,
// the root's: what it provides reaches both groups).
export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'browser',
          include: ['test/**/*.browser.test.ts'],
          exclude: ALONE,
          // Two files at a time, each in a Chromium of its own (support/global-setup.ts): one file at a
          // time the suite kept 36% of one core busy (it waits on frames, the engine's worker and DevTools
          // round trips), so a second file runs in that wait (test/README.md).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'browser-alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
