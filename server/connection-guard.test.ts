import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendRequest, startTestDeployment, type TestDeployment } from './test-deployment';

let deployment: TestDeployment | undefined;

afterEach(async () => {
  await deployment?.close();
  deployment = undefined;
});

/** Short limits, so that each timeout is seen to fire; the test waits far longer than any of them. */
const SHORT_LIMITS = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  keepAliveTimeoutMs: 200,
  socketIdleTimeoutMs: 1000,
};

interface Exchange {
  /** Everything the server sent before the connection closed. */
  reply: string;
  /** How long the connection stayed open, for checking that a timeout (not something else) closed it. */
  openMs: number;
}

/** Opens a raw connection, writes `text` (if any), and resolves with what came back once it closes. */
function exchange(port: number, text: string, onSocket?: (socket: Socket) => void): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      if (text !== '') socket.write(text);
    });
    onSocket?.(socket);
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ reply, openMs: Date.now() - started }));
  });
}

describe('slow clients', () => {
  it('answers a connection that never sends a request with 408 once the headers timeout passes', async () => {
    deployment = await startTestDeployment(SHORT_LIMITS);
    const { reply, openMs } = await exchange(deployment.port, '');
    expect(reply).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(openMs).toBeGreaterThanOrEqual(250);
  });

  it('answers headers sent a line at a time (slowloris) with 408 when the headers timeout passes', async () => {
    deployment = await startTestDeployment(SHORT_LIMITS);
    let socket: Socket | undefined;
    const drip = setInterval(() => socket?.write('X-Drip: 1\r\n'), 50);
    const { reply, openMs } = await exchange(
      deployment.port,
      'GET /api/v1.1/calculator.js?apiKey=demo HTTP/1.1\r\nHost: x\r\n',
      (opened) => (socket = opened),
    ).finally(() => clearInterval(drip));
    expect(reply).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(openMs).toBeGreaterThanOrEqual(250);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    deployment = await startTestDeployment(SHORT_LIMITS);
    const { reply, openMs } = await exchange(deployment.port, 'GET /favicon.ico HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 204 No Content\r\n/);
    expect(openMs).toBeGreaterThanOrEqual(150);
  });

  it('answers a request whose body never arrives, and closes the connection rather than wait for it', async () => {
    deployment = await startTestDeployment(SHORT_LIMITS);
    for (const method of ['GET', 'POST']) {
      const { reply } = await exchange(
        deployment.port,
        `${method} /api/v1.1/calculator.js?apiKey=demo HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\nabc`,
      );
      expect(reply, method).toMatch(method === 'GET' ? /^HTTP\/1\.1 200 OK\r\n/ : /^HTTP\/1\.1 405 /);
      expect(reply, method).toMatch(/\r\nConnection: close\r\n/);
    }
  });
});

describe('oversized requests', () => {
  it('answers headers over the limit with 431 and keeps serving others', async () => {
    deployment = await startTestDeployment({ maxHeaderBytes: 4096 });
    const { reply } = await exchange(
      deployment.port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(5000)}\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    const fits = await sendRequest(deployment.port, '/', { headers: { 'X-Small': 'a'.repeat(3000) } });
    expect(fits.status).toBe(200);
  });
});

describe('the connection cap', () => {
  it('answers connections over the cap with 503 and Retry-After, and serves again once one closes', async () => {
    deployment = await startTestDeployment({ maxConnections: 2 });
    const port = deployment.port;
    const holders = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    // The server counts a connection when it accepts it; a request on each makes sure both are counted.
    await Promise.all(
      holders.map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('data', () => resolve());
            socket.write('GET /favicon.ico HTTP/1.1\r\nHost: x\r\n\r\n');
          }),
      ),
    );
    const refused = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(refused.reply).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(refused.reply).toMatch(/\r\nRetry-After: 1\r\n/);
    expect(refused.reply).toMatch(/too many open connections/);

    await new Promise<void>((resolve) => {
      holders[0].once('close', () => resolve());
      holders[0].destroy();
    });
    // The server sees the close a moment after the client: retry until it has.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await sendRequest(port, '/').catch(() => ({ status: 0 }))).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
    holders[1].destroy();
  });
});
