/**
 * Connection-level defences of the HTTP server: slow-client timeouts, a cap on open connections, answers
 * for requests Node's parser refuses, and `Connection: close` where a connection must not be reused.
 *
 * Node's own defaults let a socket that sends nothing, or headers one byte at a time, live ~60 s
 * (`headersTimeout`, checked only every 30 s), and accept connections until file descriptors run out.
 * Here every phase has a deadline (limits.ts): headers, the whole request, keep-alive idleness, and
 * silence while a response is written; the expiry check runs every second or faster.
 */
import { STATUS_CODES } from 'node:http';
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ServerLimits } from './limits';

/** The node:http constructor options that enforce `limits`. */
export function createHttpServerOptions(limits: ServerLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxHeaderSize: limits.maxHeaderBytes,
    // How often expired headers/request deadlines are looked for: a deadline is late by at most this.
    connectionsCheckingInterval: Math.max(
      50,
      Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
    ),
  };
}

/** A refused connection may take this long to read our 503 before it is closed. */
const REFUSED_LINGER_MS = 1000;
/** Refused connections lingering at once; beyond, new ones are closed without an answer. */
const MAX_LINGERING_REFUSALS = 128;

function rawResponse(status: number, message: string, extraHeaders = ''): string {
  const body = `${message}\n`;
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n${extraHeaders}` +
    `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

const REFUSAL = rawResponse(
  503,
  'Server busy: too many open connections; retry shortly',
  'Retry-After: 1\r\nCache-Control: no-store\r\n',
);

/**
 * Answers requests Node's parser rejects (a garbage request line, headers over the limit, a timeout) with a
 * status instead of letting the error reach the process, then closes that connection only.
 */
function respondToClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(rawResponse(status, STATUS_CODES[status] ?? 'Error'));
  // A client that never reads must not keep the socket: it has had its answer.
  setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
}

/** Writes the 503, reads and discards what the client sends (so the close is not a reset), then closes. */
function refuseConnection(socket: Socket, lingering: { count: number }): void {
  if (lingering.count >= MAX_LINGERING_REFUSALS) {
    socket.destroy();
    return;
  }
  lingering.count += 1;
  socket.once('close', () => (lingering.count -= 1));
  socket.on('error', () => socket.destroy());
  socket.on('data', () => {});
  socket.on('end', () => socket.destroy());
  socket.setTimeout(REFUSED_LINGER_MS, () => socket.destroy());
  socket.end(REFUSAL);
}

/** Per guarded server, what stopKeepAlive runs. */
const drainers = new WeakMap<Server, () => void>();

/** Whether the request announces a body: this server reads none, so the connection is not reused. */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Installs the cap, the slow-reader timeout, the client-error answers and the `Connection: close` rules on
 * a node:http server created with `createHttpServerOptions(limits)`.
 */
export function guardConnections(server: Server, limits: ServerLimits): void {
  server.timeout = limits.socketIdleTimeoutMs;
  server.on('clientError', respondToClientError);

  // Node's http server handles sockets in its own 'connection' listener; wrapping it lets a connection
  // over the cap get a 503 instead of reaching the HTTP parser (`maxConnections` would drop it unanswered).
  const httpListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  if (httpListeners.length !== 1) throw new Error('guardConnections: expected a fresh node:http server');
  const [handleHttpConnection] = httpListeners;
  server.removeListener('connection', handleHttpConnection);
  let open = 0;
  const lingering = { count: 0 };
  server.on('connection', (socket: Socket) => {
    if (open >= limits.maxConnections) {
      refuseConnection(socket, lingering);
      return;
    }
    open += 1;
    socket.once('close', () => (open -= 1));
    handleHttpConnection.call(server, socket);
  });

  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    // Node then answers with `Connection: close` and closes the connection after this response.
    if (draining || hasBody(request)) response.shouldKeepAlive = false;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  drainers.set(server, () => {
    draining = true;
    for (const response of inFlight) {
      if (!response.headersSent) {
        response.shouldKeepAlive = false;
      } else {
        // Its headers promised keep-alive: close the connection once this response is out.
        const socket = response.socket;
        response.once('finish', () => socket?.end());
      }
    }
  });
}

/**
 * Makes every response from now on, and every one in flight that has not sent its headers, close its
 * connection when done (a graceful shutdown calls this before server.close()).
 */
export function stopKeepAlive(server: Server): void {
  drainers.get(server)?.();
}
