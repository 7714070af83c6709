import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests: beside the code they test, in Node. Browser tests live in test/ and have their own config.
export default defineConfig({
  test: {
    include: ['{api,language,worker,engine-wasm,renderer-gl,ui,i18n,server,scripts,bench}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    // A file per core. Vitest's default leaves one core to its main process (on two cores: one file at a
    // time), but that process is mostly idle here: on language/, worker/, i18n/ and server/ (67 files) two
    // workers took 0.67x the wall time of one, paired, with the same CPU time (test/README.md).
    maxWorkers: availableParallelism(),
  },
});
