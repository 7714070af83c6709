/**
 * The two servers a bench run needs. The library comes from the real server (server/app.ts createServer)
 * over the real build, as pages load it in production. The bench page, its bundle, the engine WASM and the
 * peers' bundles come from a second, static server on another port: the real server has no test routes,
 * and a second origin also makes the library a cross-origin script, as it is on an embedding page.
 *
 * Both send gzip when the browser accepts it, so no library is favoured by its transfer encoding.
 */
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer as createLibraryServer } from '../server/app';
import { BENCH_BUILD_DIR, BENCH_BUNDLE_FILE, BENCH_POOL_FILE } from './build-bench-bundle';
import {
  ENGINE_WASM,
  PEER_BUNDLES,
  REPOSITORY_ROOT,
  SNAPSHOT_DIR,
  SNAPSHOT_DIST_DIR,
  SNAPSHOT_ENGINE_WASM,
} from './paths';

export interface BenchServers {
  /** Origin of the real server: `${libraryOrigin}/api/v1.1/calculator.js?apiKey=demo`. */
  readonly libraryOrigin: string;
  /** Origin of the static server: `${benchOrigin}/bench.html`. */
  readonly benchOrigin: string;
  readonly libraryScriptUrl: string;
  close(): Promise<void>;
}

interface StaticFile {
  readonly contentType: string;
  readonly identity: Buffer;
  readonly gzip: Buffer;
}

/** The page every workload runs in: the peers load first, function-plot before math.js on purpose. */
function benchPageHtml(): string {
  // function-plot switches its builtIn evaluator to math.js when `window.math` exists at its load time;
  // loading it first keeps function-plot on its own default evaluator, as its users run it.
  const peerScripts = Object.keys(PEER_BUNDLES)
    .map((name) => `<script src="/peers/${name}.js"></script>`)
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>
<style>body{margin:0}.stage{position:absolute;left:0;top:0;width:1000px;height:700px}</style></head><body>
${peerScripts}
<script src="/build/${BENCH_BUNDLE_FILE}"></script>
</body></html>`;
}

/** A page with the bench bundle only: end-to-end runs load the library under test into it themselves. */
function blankPageHtml(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>blank</title>
<style>body{margin:0}.stage{position:absolute;left:0;top:0;width:1000px;height:700px}</style></head><body>
<script src="/build/${BENCH_BUNDLE_FILE}"></script>
</body></html>`;
}

function encoded(contentType: string, body: Buffer): StaticFile {
  return { contentType, identity: body, gzip: gzipSync(body) };
}

function staticFiles(): Map<string, () => StaticFile> {
  const files = new Map<string, () => StaticFile>();
  const html = 'text/html; charset=utf-8';
  const javascript = 'application/javascript; charset=utf-8';
  files.set('/bench.html', () => encoded(html, Buffer.from(benchPageHtml())));
  files.set('/blank.html', () => encoded(html, Buffer.from(blankPageHtml())));
  files.set(`/build/${BENCH_BUNDLE_FILE}`, () =>
    encoded(javascript, readFileSync(join(BENCH_BUILD_DIR, BENCH_BUNDLE_FILE))),
  );
  files.set(`/build/${BENCH_POOL_FILE}`, () =>
    encoded(javascript, readFileSync(join(BENCH_BUILD_DIR, BENCH_POOL_FILE))),
  );
  files.set('/engine.wasm', () => encoded('application/wasm', readFileSync(SNAPSHOT_ENGINE_WASM)));
  for (const [name, path] of Object.entries(PEER_BUNDLES)) {
    files.set(`/peers/${name}.js`, () => encoded(javascript, readFileSync(path)));
  }
  return files;
}

function createStaticServer(): Server {
  const loaders = staticFiles();
  const cache = new Map<string, StaticFile>();
  return createHttpServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }
    const load = loaders.get(path);
    if (!load) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return;
    }
    let file = cache.get(path);
    if (!file) {
      file = load();
      cache.set(path, file);
    }
    const useGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = useGzip ? file.gzip : file.identity;
    response.writeHead(200, {
      'Content-Type': file.contentType,
      'Content-Length': body.length,
      // Every page load fetches again: a cold load is what the load-time figures measure.
      'Cache-Control': 'no-store',
      ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** Copies the build the run measures (see SNAPSHOT_DIR): the library's dist/api and the engine's WASM. */
function snapshotBuild(distDir: string): void {
  rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  cpSync(join(distDir, 'api'), join(SNAPSHOT_DIST_DIR, 'api'), { recursive: true });
  copyFileSync(ENGINE_WASM, SNAPSHOT_ENGINE_WASM);
}

/**
 * The real server over each of several builds (folders holding `api/`), for the scripts that compare
 * builds side by side in one browser (compare-first-frame.ts, compare-set-expression.ts): each build's
 * script URL, and a close for all.
 */
export async function startBuildServers(
  distDirs: readonly string[],
): Promise<{ scriptUrls: string[]; close(): Promise<void> }> {
  const libraries = distDirs.map((distDir) =>
    createLibraryServer({
      distDir,
      apiKeysFile: join(REPOSITORY_ROOT, 'server/api-keys.json'),
      demoDir: join(REPOSITORY_ROOT, 'server/demo'),
    }),
  );
  const origins = await Promise.all(libraries.map(listen));
  return {
    scriptUrls: origins.map((origin) => `${origin}/api/v1.1/calculator.js?apiKey=demo`),
    close: async () => {
      await Promise.all(libraries.map(close));
    },
  };
}

/** @param distDir the build to serve (a folder holding `api/`): dist/, or a copy of another build */
export async function startBenchServers(distDir = join(REPOSITORY_ROOT, 'dist')): Promise<BenchServers> {
  snapshotBuild(distDir);
  const library = createLibraryServer({
    distDir: SNAPSHOT_DIST_DIR,
    apiKeysFile: join(REPOSITORY_ROOT, 'server/api-keys.json'),
    demoDir: join(REPOSITORY_ROOT, 'server/demo'),
  });
  const bench = createStaticServer();
  const [libraryOrigin, benchOrigin] = await Promise.all([listen(library), listen(bench)]);
  return {
    libraryOrigin,
    benchOrigin,
    libraryScriptUrl: `${libraryOrigin}/api/v1.1/calculator.js?apiKey=demo`,
    close: async () => {
      await Promise.all([close(library), close(bench)]);
    },
  };
}
