/**
 * Test support: a temporary deployment (fake dist/, keys file, demo page) served on an ephemeral port, and
 * a raw HTTP client that sends paths byte for byte (fetch would normalise `..` before sending).
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from './app';
import type { ServerLimits } from './limits';

/** A small IIFE shaped like the real bundle: it reads LIB_SERVER_CONFIG and defines Lib. */
export const FAKE_BUNDLE = [
  'var Lib = (function () {',
  '  "use strict";',
  '  return { version: LIB_SERVER_CONFIG.version, enabledFeatures: LIB_SERVER_CONFIG.enabledFeatures };',
  '})();',
  '//# sourceMappingURL=calculator.js.map',
  '',
].join('\n');

export const FAKE_SOURCE_MAP = JSON.stringify({
  version: 3,
  file: 'calculator.js',
  sources: ['../../../api/surface/index.ts'],
  names: [],
  mappings: 'AAAA;AACA;AACA',
});

export const TEST_KEYS = {
  demo: { GraphingCalculator: true, FourFunctionCalculator: true, ScientificCalculator: true },
  partial: { GraphingCalculator: true, FourFunctionCalculator: false, ScientificCalculator: true },
};

export interface TestDeployment {
  root: string;
  distDir: string;
  apiKeysFile: string;
  port: number;
  server: Server;
  reportedErrors: string[];
  close(): Promise<void>;
}

export function writeBundle(distDir: string, version: string, bundle: string, sourceMap?: string): void {
  mkdirSync(join(distDir, 'api', version), { recursive: true });
  writeFileSync(join(distDir, 'api', version, 'calculator.js'), bundle);
  if (sourceMap !== undefined) writeFileSync(join(distDir, 'api', version, 'calculator.js.map'), sourceMap);
}

/** Starts a deployment; `limits` shortens timeouts or budgets for the test at hand. */
/** Moves files' modification times `secondsAgo` into the past, as if built a while ago. */
export function ageFiles(directory: string, names: readonly string[], secondsAgo: number): void {
  const time = new Date(Date.now() - secondsAgo * 1000);
  for (const name of names) utimesSync(join(directory, name), time, time);
}

export async function startTestDeployment(limits: Partial<ServerLimits> = {}): Promise<TestDeployment> {
  const root = mkdtempSync(join(tmpdir(), 'calculator-server-'));
  const distDir = join(root, 'dist');
  const demoDir = join(root, 'demo');
  const apiKeysFile = join(root, 'api-keys.json');
  writeBundle(distDir, 'v1.1', FAKE_BUNDLE, FAKE_SOURCE_MAP);
  // Build output from a while ago, so it is read at once (complete-file.ts waits for younger files to settle).
  ageFiles(join(distDir, 'api', 'v1.1'), ['calculator.js', 'calculator.js.map'], 60);
  mkdirSync(demoDir);
  writeFileSync(
    join(demoDir, 'index.html'),
    '<!doctype html><script src="/api/v1.1/calculator.js?apiKey=demo">',
  );
  writeFileSync(apiKeysFile, JSON.stringify(TEST_KEYS));
  // A file beside dist/ that no URL may reach.
  writeFileSync(join(root, 'package.json'), '{"secret":"must not be served"}');

  const reportedErrors: string[] = [];
  const server: Server = createServer({
    distDir,
    apiKeysFile,
    demoDir,
    reportError: (message) => reportedErrors.push(message),
    limits,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    root,
    distDir,
    apiKeysFile,
    port,
    server,
    reportedErrors,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends one request on a fresh connection; the body is returned as received (no decompression). */
export function sendRequest(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
