/**
 * The HTTP server: script delivery per API key, its source map, and the demo page.
 *
 * Routing matches the raw request path exactly against a fixed list and never decodes it or joins it onto
 * the file system; the only path segment used to find a file is a version that has matched `v<n>.<n>`.
 * So `..`, `%2e%2e`, `%2F`, double encoding and backslashes all fall through to 404 without special cases.
 */
import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createApiKeyStore } from './api-keys';
import { createBuildLimiter } from './build-limiter';
import { createBundleCache, type ServedResource } from './bundle-cache';
import { BuildInProgressError } from './complete-file';
import { serveDocs } from './docs-route';
import { createHttpServerOptions, guardConnections } from './connection-guard';
import { acceptsGzip, MalformedRequestError, matchesIfNoneMatch, readQueryValues } from './http-negotiation';
import { selectLanguages } from './language-selection';
import { withPlaygroundCatalog } from './playground-catalog';
import { resolveLimits, type ServerLimits } from './limits';
import { VERSION_PATTERN } from './script-assembly';

export interface ServerOptions {
  /** The build output: scripts are read from `<distDir>/api/<version>/calculator.js`. */
  distDir: string;
  /** The API keys JSON file (see api-keys.ts). */
  apiKeysFile: string;
  /** Holds the demo page, `index.html`. */
  demoDir: string;
  /** The generated API reference served at /docs/ (docs-route.ts); left out: /docs/ is 404. */
  docsDir?: string;
  /** Receives internal errors and keys-file reload failures; defaults to console.error. */
  reportError?: (message: string) => void;
  /** Timeouts, caps and budgets; each omitted one takes its default from limits.ts. */
  limits?: Partial<ServerLimits>;
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** Longer URLs are refused with 414: a script URL is short, so anything longer is a mistake or an attack. */
export const MAX_URL_BYTES = 2048;

const SCRIPT_ROUTE = /^\/api\/([^/]+)\/calculator\.js$/;
const SOURCE_MAP_ROUTE = /^\/api\/([^/]+)\/calculator\.js\.map$/;

/**
 * The script's URL is not content-hashed (a version line receives fixes, and a key's features can change),
 * so caches may keep it only five minutes; after that a revalidation costs one 304 thanks to the ETag.
 * `public` is right because everything the response depends on (version, key) is in the URL, and keys are
 * not secrets: they sit in the source of every embedding page.
 */
const SCRIPT_CACHE_CONTROL = 'public, max-age=300';
/** The demo page is revalidated on every load, so edits to it show at once. */
const DEMO_CACHE_CONTROL = 'no-cache';
/** Errors depend on state that changes any minute (a key added, a build finished): never cache them. */
const ERROR_CACHE_CONTROL = 'no-store';

/** Pages on any origin embed the script; `*` also lets them read our error messages with fetch(). */
const CROSS_ORIGIN_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

function sendText(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  message: string,
  headers: OutgoingHttpHeaders = {},
): void {
  const body = Buffer.from(`${message}\n`, 'utf8');
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': ERROR_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Sends gzip or identity by Accept-Encoding, answering a matching If-None-Match with 304. Only a GET that
 * accepts gzip compresses (once per resource); a HEAD sends the gzip length only when it is known already.
 */
async function sendResource(
  request: IncomingMessage,
  response: ServerResponse,
  resource: ServedResource,
  contentType: string,
): Promise<void> {
  const useGzip = acceptsGzip(request.headers['accept-encoding']);
  const etag = useGzip ? resource.gzipEtag : resource.identity.etag;
  const cacheHeaders = {
    ETag: etag,
    'Cache-Control': SCRIPT_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
    ...CROSS_ORIGIN_HEADERS,
  };
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    response.writeHead(304, cacheHeaders);
    response.end();
    return;
  }
  const head = request.method === 'HEAD';
  const body = !useGzip ? resource.identity : head ? resource.readyGzip() : await resource.gzip();
  response.writeHead(200, {
    ...cacheHeaders,
    'Content-Type': contentType,
    ...(body === undefined ? {} : { 'Content-Length': body.length }),
    'X-Content-Type-Options': 'nosniff',
    ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (head || body === undefined) {
    response.end();
    return;
  }
  // The body's chunks (prelude, shared bundle) go out in one writev, never copied into one buffer.
  response.cork();
  for (const chunk of body.chunks) response.write(chunk);
  response.end();
}

/** The request handler, with its own key store and bundle cache; usable with any node:http server. */
export function createRequestHandler(options: ServerOptions): RequestHandler {
  const reportError = options.reportError ?? ((message: string) => console.error(message));
  const limits = resolveLimits(options.limits);
  const apiKeys = createApiKeyStore(options.apiKeysFile, reportError);
  const bundles = createBundleCache(options.distDir, {
    variantCacheBytes: limits.variantCacheBytes,
    settleMs: limits.buildSettleMs,
    timeoutMs: limits.buildSettleTimeoutMs,
  });
  const buildLimiter = createBuildLimiter(limits.newVariantsPerClient, limits.newVariantsGlobal);

  async function describeVersions(): Promise<string> {
    const versions = await bundles.listVersions();
    return versions.length === 0 ? 'this server has no built versions' : `available: ${versions.join(', ')}`;
  }

  async function serveScript(
    request: IncomingMessage,
    response: ServerResponse,
    version: string,
    query: string,
  ): Promise<void> {
    const keys = readQueryValues(query, 'apiKey');
    const example = `/api/${VERSION_PATTERN.test(version) ? version : 'v1.1'}/calculator.js?apiKey=<your key>`;
    if (keys.length > 1) {
      throw new MalformedRequestError(`apiKey is given ${keys.length} times: give it once, as in ${example}`);
    }
    if (keys.length === 0 || keys[0] === '') {
      sendText(
        request,
        response,
        401,
        `Missing apiKey query parameter: load ${example}`,
        CROSS_ORIGIN_HEADERS,
      );
      return;
    }
    const features = await apiKeys.findFeatures(keys[0]);
    if (features === undefined) {
      const message = `Unknown apiKey ${JSON.stringify(keys[0])}: this key is not registered with this server`;
      sendText(request, response, 403, message, CROSS_ORIGIN_HEADERS);
      return;
    }
    const languageValues = readQueryValues(query, 'lang');
    if (languageValues.length > 1) {
      throw new MalformedRequestError(
        `lang is given ${languageValues.length} times: list codes once, as lang=fr,de`,
      );
    }
    const selection = selectLanguages(languageValues[0]);
    if (!selection.ok) {
      sendText(request, response, 400, selection.message, CROSS_ORIGIN_HEADERS);
      return;
    }
    const client = request.socket.remoteAddress ?? 'unknown';
    const script = VERSION_PATTERN.test(version)
      ? await bundles.readScript(version, features, selection.languages, () => buildLimiter.admit(client))
      : ({ status: 'no-version' } as const);
    if (script.status === 'no-version') {
      const message = `Unknown version ${JSON.stringify(version)}: ${await describeVersions()}`;
      sendText(request, response, 404, message, CROSS_ORIGIN_HEADERS);
      return;
    }
    if (script.status === 'refused') {
      const message =
        `Too many new lang combinations: ${script.reason}. Retry in ${script.retryAfterSeconds} s, ` +
        'or ask for a combination already served (every page asking for the same one shares it).';
      sendText(request, response, 429, message, {
        ...CROSS_ORIGIN_HEADERS,
        'Retry-After': String(script.retryAfterSeconds),
      });
      return;
    }
    await sendResource(request, response, script.resource, 'application/javascript; charset=utf-8');
  }

  async function serveSourceMap(request: IncomingMessage, response: ServerResponse, version: string) {
    const sourceMap = VERSION_PATTERN.test(version) ? await bundles.readSourceMap(version) : undefined;
    if (sourceMap === undefined) {
      const message = `No source map for version ${JSON.stringify(version)}: ${await describeVersions()}`;
      sendText(request, response, 404, message, CROSS_ORIGIN_HEADERS);
      return;
    }
    await sendResource(request, response, sourceMap, 'application/json; charset=utf-8');
  }

  async function serveDemo(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = Buffer.from(
      withPlaygroundCatalog(await readFile(join(options.demoDir, 'index.html'), 'utf8')),
    );
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': DEMO_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = request.url ?? '';
    if (Buffer.byteLength(url, 'utf8') > MAX_URL_BYTES) {
      sendText(request, response, 414, `URL too long: the limit is ${MAX_URL_BYTES} bytes`);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(request, response, 405, `Method ${request.method} not allowed: use GET or HEAD`, {
        Allow: 'GET, HEAD',
      });
      return;
    }
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const query = queryStart === -1 ? '' : url.slice(queryStart + 1);

    if (path === '/') return serveDemo(request, response);
    if (path === '/favicon.ico') {
      // No icon: 204 keeps browsers from logging a 404 for every demo page load.
      response.writeHead(204, { 'Cache-Control': 'public, max-age=86400' });
      response.end();
      return;
    }
    const script = SCRIPT_ROUTE.exec(path);
    if (script) return serveScript(request, response, script[1], query);
    const sourceMap = SOURCE_MAP_ROUTE.exec(path);
    if (sourceMap) return serveSourceMap(request, response, sourceMap[1]);
    const notFound = (message: string) => sendText(request, response, 404, message);
    if (options.docsDir && (await serveDocs(request, response, path, options.docsDir, notFound))) return;
    notFound('Not found: this server serves /, /docs/ and /api/<version>/calculator.js');
  }

  return (request, response) => {
    route(request, response).catch((error: unknown) => {
      const malformed = error instanceof MalformedRequestError;
      const building = error instanceof BuildInProgressError;
      if (!malformed && !building)
        reportError(`Request ${request.method} ${request.url} failed: ${(error as Error).stack}`);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (building) {
        sendText(request, response, 503, 'The build output is being written: retry in a few seconds', {
          ...CROSS_ORIGIN_HEADERS,
          'Retry-After': '2',
        });
        return;
      }
      const message = malformed ? (error as Error).message : 'Internal server error';
      sendText(request, response, malformed ? 400 : 500, message);
    });
  };
}

/**
 * A node:http server running `createRequestHandler(options)`, with the connection defences of
 * connection-guard.ts; the caller chooses the port with listen() and stops it with shutdown.ts.
 */
export function createServer(options: ServerOptions): Server {
  const limits = resolveLimits(options.limits);
  const server = createHttpServer(createHttpServerOptions(limits), createRequestHandler(options));
  guardConnections(server, limits);
  return server;
}
