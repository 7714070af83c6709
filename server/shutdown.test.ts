import { EventEmitter, once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully, stopOnSignals } from './shutdown';
import {
  FAKE_BUNDLE,
  sendRequest,
  startTestDeployment,
  writeBundle,
  type RawResponse,
  type TestDeployment,
} from './test-deployment';

let deployment: TestDeployment | undefined;

afterEach(async () => {
  await deployment?.close();
  deployment = undefined;
});

/** A connection that has had one response and now sits idle, kept alive. */
async function openIdleKeepAlive(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write('GET /favicon.ico HTTP/1.1\r\nHost: x\r\n\r\n');
  await once(socket, 'data');
  return socket;
}

/**
 * Starts a request the server cannot answer at once: a version whose bundle was written just now waits
 * `buildSettleMs` before it is read (complete-file.ts). Resolves once the server has the request.
 */
async function startSlowRequest(current: TestDeployment): Promise<{ response: Promise<RawResponse> }> {
  writeBundle(current.distDir, 'v2.0', FAKE_BUNDLE);
  const received = once(current.server, 'request');
  const response = sendRequest(current.port, '/api/v2.0/calculator.js?apiKey=demo', {
    headers: { Connection: 'keep-alive' },
  });
  await received;
  return { response };
}

describe('closeGracefully', () => {
  it('finishes requests in flight, closes idle connections at once and accepts no new ones', async () => {
    deployment = await startTestDeployment({ buildSettleMs: 300 });
    const idle = await openIdleKeepAlive(deployment.port);
    const idleClosed = once(idle, 'close');
    const inFlight = await startSlowRequest(deployment);
    const stopped = closeGracefully(deployment.server, 10_000);

    await idleClosed;
    await expect(sendRequest(deployment.port, '/')).rejects.toThrow(/ECONNREFUSED/);
    const response = await inFlight.response;
    expect(response.status).toBe(200);
    expect(response.headers['connection']).toBe('close');
    expect(response.body.toString()).toContain('//# sourceMappingURL=/api/v2.0/calculator.js.map');
    expect(await stopped).toEqual({ drained: true });
  });

  it('cuts connections still open when the grace period ends', async () => {
    deployment = await startTestDeployment({ headersTimeoutMs: 60_000, requestTimeoutMs: 60_000 });
    const socket = connect(deployment.port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    // Let the server parse the partial request so that the connection counts as busy, not idle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = once(socket, 'close');
    expect(await closeGracefully(deployment.server, 200)).toEqual({ drained: false });
    await closed;
  });
});

describe('stopOnSignals', () => {
  it('stops gracefully on the first signal and exits 0 once drained; a second signal exits 1 at once', async () => {
    deployment = await startTestDeployment();
    const source = new EventEmitter();
    const logs: string[] = [];
    const exits: number[] = [];
    const exited = new Promise<void>((resolve) => {
      stopOnSignals(deployment!.server, {
        graceMs: 5000,
        source,
        log: (message) => logs.push(message),
        exit: (code) => {
          exits.push(code);
          resolve();
        },
      });
    });
    source.emit('SIGTERM');
    expect(deployment.server.listening).toBe(false);
    await exited;
    expect(exits).toEqual([0]);
    expect(logs[0]).toMatch(/^SIGTERM: no new connections/);
    expect(logs.at(-1)).toBe('Stopped: every request finished');

    source.emit('SIGINT');
    expect(exits).toEqual([0, 1]);
  });
});
