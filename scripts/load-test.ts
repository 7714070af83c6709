/**
 * Load test of the script server: `npx tsx scripts/load-test.ts [--clients 200] [--seconds 30]`.
 *
 * Starts the real server (server/app.ts, default limits, server/api-keys.json) over the built dist/ in a
 * child process on a free port (building first when dist/ is missing), so its memory is its own and the
 * load generator does not share its event loop. Then, for `--seconds`:
 * - `--clients` keep-alive clients, one connection each, send script requests back to back: the demo key
 *   with one of a dozen `lang` selections (gzip, identity, or revalidating with If-None-Match), unknown and
 *   missing keys, and a few fresh random `lang` subsets (which the per-client limit may answer 429);
 * - beside them, probes that must be answered by the server's timeouts and 4xx: silent connections and
 *   slowloris headers (408), oversized headers (431), a body that never arrives (answered, then closed),
 *   an idle keep-alive connection (closed).
 * After the load, a connection flood past the cap must be answered 503. Prints errors (unexpected status,
 * network error, truncated body), latency percentiles, requests/s, the server's event-loop delay and RSS.
 * Not part of `npm test`: it takes a minute and its figures depend on the machine.
 */
import { spawnSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance as nodePerformance } from 'node:perf_hooks';
import { LANGUAGE_CODES } from '../i18n/languages';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCRIPT_PATH = '/api/v1.1/calculator.js';

function readOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

// ---------------------------------------------------------------------------------------------------
// The server side: `--serve` runs in the child process.

async function serve(): Promise<void> {
  const { createServer } = await import('../server/app');
  const { stopOnSignals } = await import('../server/shutdown');
  const { DEFAULT_LIMITS } = await import('../server/limits');
  const server = createServer({
    distDir: join(ROOT, 'dist'),
    apiKeysFile: join(ROOT, 'server/api-keys.json'),
    demoDir: join(ROOT, 'server/demo'),
  });
  stopOnSignals(server, { graceMs: DEFAULT_LIMITS.shutdownGraceMs, log: () => {} });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let utilizationStart = nodePerformance.eventLoopUtilization();
  process.on('message', (message: string) => {
    if (message === 'reset') {
      delay.reset();
      utilizationStart = nodePerformance.eventLoopUtilization();
    }
    process.send?.({
      rss: process.memoryUsage().rss,
      delayP99Ms: delay.percentile(99) / 1e6,
      delayMaxMs: delay.max / 1e6,
      busyShare: nodePerformance.eventLoopUtilization(utilizationStart).utilization,
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
}

interface ServerReport {
  rss: number;
  delayP99Ms: number;
  delayMaxMs: number;
  /** The share of time the server's event loop was busy since the reset (the rest it waited for I/O). */
  busyShare: number;
}

function askServer(child: ChildProcess, message: string): Promise<ServerReport> {
  return new Promise((resolve) => {
    child.once('message', (reply) => resolve(reply as ServerReport));
    child.send(message);
  });
}

// ---------------------------------------------------------------------------------------------------
// The load.

/** `lang` values real pages send: none, one code, a few, all; spellings vary but map to one variant. */
const COMMON_LANGS = [
  '',
  'fr',
  'de',
  'es-ES',
  'ar',
  'zh-CN,ja',
  'fr,de',
  'DE,fr',
  'pt-BR',
  'he,en',
  'ru',
  'all',
];

type Kind = 'gzip' | 'identity' | 'revalidate' | 'unknown-key' | 'missing-key' | 'fresh-lang';

interface Sample {
  kind: Kind;
  status: number;
  ms: number;
}

function pickKind(random: number): Kind {
  if (random < 0.6) return 'gzip';
  if (random < 0.7) return 'identity';
  if (random < 0.75) return 'revalidate';
  if (random < 0.85) return 'unknown-key';
  if (random < 0.95) return 'missing-key';
  return 'fresh-lang';
}

const EXPECTED: Record<Kind, number[]> = {
  gzip: [200],
  identity: [200],
  revalidate: [304],
  'unknown-key': [403],
  'missing-key': [401],
  'fresh-lang': [200, 429],
};

function randomLanguageSubset(): string {
  const codes = LANGUAGE_CODES.filter(() => Math.random() < 0.15);
  return codes.join(',') || 'fr';
}

/** The ETag each common selection was served with (gzip), for revalidating requests. */
const knownEtags = new Map<string, string>();

function buildRequest(kind: Kind): { path: string; headers: Record<string, string> } {
  const lang = COMMON_LANGS[Math.floor(Math.random() * COMMON_LANGS.length)];
  const langQuery = lang === '' ? '' : `&lang=${encodeURIComponent(lang)}`;
  switch (kind) {
    case 'gzip':
      return { path: `${SCRIPT_PATH}?apiKey=demo${langQuery}`, headers: { 'Accept-Encoding': 'gzip, br' } };
    case 'identity':
      return { path: `${SCRIPT_PATH}?apiKey=demo${langQuery}`, headers: {} };
    case 'revalidate': {
      const etag = knownEtags.get(lang);
      if (etag === undefined) return buildRequest('gzip');
      const headers = { 'Accept-Encoding': 'gzip', 'If-None-Match': etag };
      return { path: `${SCRIPT_PATH}?apiKey=demo${langQuery}`, headers };
    }
    case 'unknown-key':
      return {
        path: `${SCRIPT_PATH}?apiKey=nobody${Math.floor(Math.random() * 1000)}${langQuery}`,
        headers: {},
      };
    case 'missing-key':
      return { path: `${SCRIPT_PATH}?${langQuery.slice(1)}`, headers: {} };
    case 'fresh-lang':
      return {
        path: `${SCRIPT_PATH}?apiKey=demo&lang=${encodeURIComponent(randomLanguageSubset())}`,
        headers: { 'Accept-Encoding': 'gzip' },
      };
  }
}

interface Failure {
  kind: Kind;
  reason: string;
}

/** One keep-alive client: requests back to back on its own connection until `endAt`. */
async function runClient(port: number, endAt: number, samples: Sample[], failures: Failure[]): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  while (Date.now() < endAt) {
    let kind = pickKind(Math.random());
    const built = buildRequest(kind);
    if (kind === 'revalidate' && built.headers['If-None-Match'] === undefined) kind = 'gzip';
    const started = performance.now();
    try {
      const { status, etag, lang } = await new Promise<{ status: number; etag?: string; lang: string }>(
        (resolve, reject) => {
          const outgoing = request({
            host: '127.0.0.1',
            port,
            path: built.path,
            agent,
            headers: built.headers,
          });
          outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('no answer within 30 s')));
          outgoing.on('response', (incoming) => {
            let received = 0;
            incoming.on('data', (chunk: Buffer) => (received += chunk.length));
            incoming.on('error', reject);
            incoming.on('end', () => {
              const declared = incoming.headers['content-length'];
              if (declared !== undefined && Number(declared) !== received) {
                reject(new Error(`body ${received} bytes, Content-Length ${declared}`));
                return;
              }
              const lang = new URLSearchParams(built.path.split('?')[1]).get('lang') ?? '';
              resolve({ status: incoming.statusCode ?? 0, etag: incoming.headers['etag'], lang });
            });
          });
          outgoing.on('error', reject);
          outgoing.end();
        },
      );
      samples.push({ kind, status, ms: performance.now() - started });
      if (!EXPECTED[kind].includes(status)) failures.push({ kind, reason: `status ${status}` });
      if (kind === 'gzip' && status === 200 && etag) knownEtags.set(lang, etag);
    } catch (error) {
      failures.push({ kind, reason: (error as Error).message });
    }
  }
  agent.destroy();
}

// ---------------------------------------------------------------------------------------------------
// Probes: abusive clients that the server must answer with timeouts and 4xx.

interface ProbeResult {
  name: string;
  answers: Record<string, number>;
  secondsOpen: number[];
}

/** Opens a raw connection, writes `first`, calls `drip` every second, resolves when the server closes it. */
function rawProbe(
  port: number,
  first: string,
  drip?: (socket: Socket) => void,
): Promise<{ answer: string; seconds: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      if (first !== '') socket.write(first);
    });
    const timer = drip ? setInterval(() => socket.writable && drip(socket), 1000) : undefined;
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      const statusLine = /^HTTP\/1\.1 (\d{3})/.exec(reply);
      resolve({
        answer: statusLine ? statusLine[1] : 'closed without answer',
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

async function probe(
  name: string,
  count: number,
  run: () => Promise<{ answer: string; seconds: number }>,
): Promise<ProbeResult> {
  const results = await Promise.all(Array.from({ length: count }, run));
  const answers: Record<string, number> = {};
  for (const { answer } of results) answers[answer] = (answers[answer] ?? 0) + 1;
  return { name, answers, secondsOpen: results.map((result) => result.seconds) };
}

function runProbes(port: number): Promise<ProbeResult[]> {
  const request = 'GET /api/v1.1/calculator.js?apiKey=demo HTTP/1.1\r\nHost: load-test\r\n';
  return Promise.all([
    probe('silent connection (sends nothing)', 20, () => rawProbe(port, '')),
    probe('slowloris (a header line a second)', 20, () =>
      rawProbe(port, request, (socket) => socket.write(`X-Slow-${Date.now()}: 1\r\n`)),
    ),
    probe('oversized headers (64 KB)', 10, () =>
      rawProbe(port, `${request}X-Big: ${'a'.repeat(65_536)}\r\n\r\n`),
    ),
    probe('body that never arrives (Content-Length 1 MB)', 10, () =>
      rawProbe(port, `POST / HTTP/1.1\r\nHost: load-test\r\nContent-Length: 1000000\r\n\r\nabc`, (socket) =>
        socket.write('x'),
      ),
    ),
    probe('idle keep-alive after one request', 5, () =>
      rawProbe(port, 'GET /favicon.ico HTTP/1.1\r\nHost: load-test\r\n\r\n'),
    ),
  ]);
}

/** Opens `count` connections at once and counts how the server answers each one. */
async function floodConnections(port: number, count: number): Promise<Record<string, number>> {
  const sockets: Socket[] = [];
  const answers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<string>((resolve) => {
          const socket = connect(port, '127.0.0.1');
          sockets.push(socket);
          let reply = '';
          socket.on('data', (chunk) => {
            reply += chunk.toString('latin1');
            if (reply.includes('\r\n')) resolve(reply.slice(9, 12));
          });
          socket.on('error', () => resolve('error'));
          socket.on('close', () => resolve(reply ? reply.slice(9, 12) : 'closed'));
          // Held connections get no answer: count them as held after a while.
          setTimeout(() => resolve('held open'), 2000);
        }),
    ),
  );
  for (const socket of sockets) socket.destroy();
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  return counts;
}

// ---------------------------------------------------------------------------------------------------

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

function describeLatencies(samples: Sample[]): string {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  return `n=${sorted.length}  p50 ${format(percentile(sorted, 0.5))}  p90 ${format(percentile(sorted, 0.9))}  p99 ${format(percentile(sorted, 0.99))}  max ${format(sorted.at(-1) ?? NaN)}`;
}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

async function main(): Promise<void> {
  const clients = readOption('clients', 200);
  const seconds = readOption('seconds', 30);
  if (!existsSync(join(ROOT, 'dist/api/v1.1/calculator.js'))) {
    console.log('dist/ is missing: npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    cwd: ROOT,
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (message) => resolve((message as { port: number }).port)),
  );
  const before = await askServer(child, 'reset');

  console.log(
    `Load: ${clients} keep-alive clients for ${seconds} s on http://127.0.0.1:${port}${SCRIPT_PATH} ` +
      `(${cpus().length} CPUs, load average ${loadavg()[0].toFixed(2)})`,
  );
  const samples: Sample[] = [];
  const failures: Failure[] = [];
  let peakRss = before.rss;
  const sampler = setInterval(
    () => void askServer(child, 'rss').then((report) => (peakRss = Math.max(peakRss, report.rss))),
    1000,
  );
  const started = performance.now();
  const endAt = Date.now() + seconds * 1000;
  const probing = runProbes(port);
  await Promise.all(Array.from({ length: clients }, () => runClient(port, endAt, samples, failures)));
  const elapsedSeconds = (performance.now() - started) / 1000;
  const after = await askServer(child, 'rss');
  const probes = await probing;
  clearInterval(sampler);
  const flood = await floodConnections(port, 1000);

  const byKind = (kinds: Kind[]) => samples.filter((sample) => kinds.includes(sample.kind));
  const limited = samples.filter((sample) => sample.status === 429).length;
  console.log(`\nErrors: ${failures.length}`);
  const reasons = new Map<string, number>();
  for (const failure of failures)
    reasons.set(
      `${failure.kind}: ${failure.reason}`,
      (reasons.get(`${failure.kind}: ${failure.reason}`) ?? 0) + 1,
    );
  for (const [reason, count] of reasons) console.log(`  ${count} × ${reason}`);
  console.log(
    `Requests: ${samples.length} in ${elapsedSeconds.toFixed(1)} s = ${(samples.length / elapsedSeconds).toFixed(0)} requests/s`,
  );
  console.log(`  all                       ${describeLatencies(samples)}`);
  console.log(`  200 scripts (gzip+identity) ${describeLatencies(byKind(['gzip', 'identity']))}`);
  console.log(`  304 revalidations         ${describeLatencies(byKind(['revalidate']))}`);
  console.log(`  401/403 key errors        ${describeLatencies(byKind(['unknown-key', 'missing-key']))}`);
  console.log(
    `  fresh lang subsets        ${describeLatencies(byKind(['fresh-lang']))} (${limited} answered 429)`,
  );
  console.log(
    `Server event loop during load: busy ${(after.busyShare * 100).toFixed(0)}% of the time; ` +
      `delay p99 ${after.delayP99Ms.toFixed(1)} ms, max ${after.delayMaxMs.toFixed(1)} ms`,
  );
  console.log(
    `Server RSS: before ${megabytes(before.rss)}, peak ${megabytes(peakRss)}, after ${megabytes(after.rss)}`,
  );
  console.log('\nProbes (answer: count; seconds until the server closed the connection)');
  for (const result of probes) {
    const open = result.secondsOpen.sort((a, b) => a - b);
    console.log(
      `  ${result.name}: ${JSON.stringify(result.answers)}; closed after ${open[0].toFixed(1)}–${open.at(-1)!.toFixed(1)} s`,
    );
  }
  console.log(`  1000 connections at once, after the load: ${JSON.stringify(flood)}`);

  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  process.exitCode = failures.length === 0 ? 0 : 1;
}

if (process.argv.includes('--serve')) void serve();
else void main();
