import { defineConfig } from 'vitest/config';

// Unit tests: beside the code they test, in Node. Browser tests live in test/ and have their own config.
export default defineConfig({
  test: {
    include: ['{api,language,worker,engine-wasm,renderer-gl,ui,i18n,server,scripts,bench}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
