import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: one server and one Chromium for the whole run (test/support/global-setup.ts).
export default defineConfig({
  test: {
    include: ['test/**/*.browser.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});
