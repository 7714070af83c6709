/**
 * `npm start`: builds when dist/ is missing or stale, then serves the demo page and the scripts on $PORT
 * (default 8080). API keys come from $API_KEYS_FILE (default server/api-keys.json). SIGTERM and SIGINT
 * stop it gracefully (shutdown.ts).
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './app';
import { checkBuildFreshness } from './build-freshness';
import { DEFAULT_LIMITS } from './limits';
import { stopOnSignals } from './shutdown';

const DEFAULT_PORT = 8080;

function readPort(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_PORT;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(text)}`);
  }
  return port;
}

function buildIfStale(rootDirectory: string): void {
  const freshness = checkBuildFreshness(rootDirectory);
  if (!freshness.stale) return;
  console.log(`Building (${freshness.reason}): npm run build`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: rootDirectory, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(
      `npm run build failed (${build.error?.message ?? `exit code ${build.status}`}); not serving.`,
    );
    process.exit(build.status || 1);
  }
}

const rootDirectory = fileURLToPath(new URL('..', import.meta.url));
const port = readPort(process.env.PORT);
buildIfStale(rootDirectory);

const server = createServer({
  distDir: join(rootDirectory, 'dist'),
  apiKeysFile: resolve(process.env.API_KEYS_FILE || join(rootDirectory, 'server', 'api-keys.json')),
  demoDir: join(rootDirectory, 'server', 'demo'),
  docsDir: join(rootDirectory, 'dist', 'docs'),
});
server.on('error', (error) => {
  console.error(`Server error: ${error.message}`);
  process.exit(1);
});
stopOnSignals(server, { graceMs: DEFAULT_LIMITS.shutdownGraceMs });
server.listen(port, () => {
  const { port: boundPort } = server.address() as AddressInfo;
  console.log(`Calculator server listening on http://localhost:${boundPort}/`);
});
