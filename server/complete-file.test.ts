import { appendFileSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildInProgressError, readCompleteFile } from './complete-file';
import { ageFiles, FAKE_BUNDLE, sendRequest, startTestDeployment, writeBundle } from './test-deployment';

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'complete-file-'));
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

const later = (ms: number, action: () => void) => setTimeout(action, ms);

describe('readCompleteFile', () => {
  it('reads a file written a while ago at once, and reports a missing one as undefined', async () => {
    writeFileSync(join(directory, 'old.js'), 'complete');
    ageFiles(directory, ['old.js'], 60);
    const read = await readCompleteFile(join(directory, 'old.js'), { settleMs: 10_000, timeoutMs: 20_000 });
    expect(read?.bytes.toString()).toBe('complete');
    expect(
      await readCompleteFile(join(directory, 'none.js'), { settleMs: 50, timeoutMs: 1000 }),
    ).toBeUndefined();
  });

  it('waits for a file being written to stop changing, and never returns part of it', async () => {
    const path = join(directory, 'bundle.js');
    writeFileSync(path, 'part one;');
    later(40, () => appendFileSync(path, 'part two;'));
    later(120, () => appendFileSync(path, 'part three;'));
    const read = await readCompleteFile(path, { settleMs: 200, timeoutMs: 5000 });
    expect(read?.bytes.toString()).toBe('part one;part two;part three;');
  });

  it('reads the replacement when the file is renamed over while it settles', async () => {
    const path = join(directory, 'bundle.js');
    writeFileSync(path, 'first build');
    later(40, () => {
      writeFileSync(join(directory, 'next.tmp'), 'second build');
      renameSync(join(directory, 'next.tmp'), path);
    });
    const read = await readCompleteFile(path, { settleMs: 150, timeoutMs: 5000 });
    expect(read?.bytes.toString()).toBe('second build');
  });

  it('gives up with BuildInProgressError on a file that keeps changing', async () => {
    const path = join(directory, 'bundle.js');
    writeFileSync(path, 'x');
    const writer = setInterval(() => appendFileSync(path, 'x'), 20);
    try {
      await expect(readCompleteFile(path, { settleMs: 100, timeoutMs: 400 })).rejects.toThrow(
        BuildInProgressError,
      );
    } finally {
      clearInterval(writer);
    }
  });
});

describe('the server during a build', () => {
  it('serves and caches only the complete bundle, answering 503 while it keeps changing', async () => {
    const deployment = await startTestDeployment({ buildSettleMs: 100, buildSettleTimeoutMs: 400 });
    try {
      const versionDir = join(deployment.distDir, 'api', 'v2.0');
      const half = FAKE_BUNDLE.slice(0, 40);
      writeBundle(deployment.distDir, 'v2.0', half);
      const writer = setInterval(() => appendFileSync(join(versionDir, 'calculator.js'), ' '), 20);
      const during = await sendRequest(deployment.port, '/api/v2.0/calculator.js?apiKey=demo').finally(() =>
        clearInterval(writer),
      );
      expect(during.status).toBe(503);
      expect(during.headers['retry-after']).toBeDefined();
      expect(during.headers['cache-control']).toBe('no-store');

      writeFileSync(join(versionDir, 'calculator.js'), half);
      later(30, () => writeFileSync(join(versionDir, 'calculator.js'), FAKE_BUNDLE));
      const after = await sendRequest(deployment.port, '/api/v2.0/calculator.js?apiKey=demo');
      expect(after.status).toBe(200);
      expect(after.body.toString()).toContain('//# sourceMappingURL=/api/v2.0/calculator.js.map');
      expect(deployment.reportedErrors).toEqual([]);
    } finally {
      await deployment.close();
    }
  });
});
