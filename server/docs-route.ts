/**
 * `/docs/…`: the API reference that `npm run build` generates with TypeDoc into dist/docs/
 * (package/typedoc.json). Like the rest of the server it never decodes the path: a path is served only
 * when each segment is plain (letters, digits, `_`, `-`, `.`, not starting with a dot) and the file
 * exists below the docs folder, so `..`, `%2e%2e`, `%2F` and backslashes are 404 without special cases.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';

const DOCS_ROUTE = /^\/docs\/((?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*)?)$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
};

/** The docs folder's file for a request path, or undefined when the path is not a docs path. */
export function docsFile(path: string, docsDir: string): string | undefined {
  if (path === '/docs') return join(docsDir, 'index.html');
  const match = DOCS_ROUTE.exec(path);
  if (!match) return undefined;
  const relative = match[1] === '' || match[1].endsWith('/') ? `${match[1]}index.html` : match[1];
  return join(docsDir, relative);
}

/**
 * Answers a docs path: 301 from `/docs` to `/docs/` (so the pages' relative links resolve), the file with
 * `no-cache` (revalidated on every load, as the playground), or 404 with a hint when the docs are not built.
 */
export async function serveDocs(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  docsDir: string,
  sendNotFound: (message: string) => void,
): Promise<boolean> {
  const file = docsFile(path, docsDir);
  if (file === undefined) return false;
  if (path === '/docs') {
    response.writeHead(301, { Location: '/docs/', 'Cache-Control': 'no-cache' });
    response.end();
    return true;
  }
  const contentType = CONTENT_TYPES[extname(file)];
  const body = contentType ? await readFile(file).catch(() => undefined) : undefined;
  if (body === undefined) {
    sendNotFound(`Not found: ${path} (the reference is built by npm run build into dist/docs/)`);
    return true;
  }
  response.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
