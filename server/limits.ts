/**
 * Every limit that keeps the server answering under load and abuse, with its default and why. One object,
 * so tests can shorten them and server/README.md can list them from one place.
 */
import type { RateLimit } from './build-limiter';

export interface ServerLimits {
  /** A client must send its complete request headers within this time (slowloris), else 408. */
  headersTimeoutMs: number;
  /** The whole request, headers and any body, within this time, else 408. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time (Node adds one second of grace). */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves for this long while a request is answered is closed (slow readers). */
  socketIdleTimeoutMs: number;
  /** Open connections beyond this are answered 503 and closed, so file descriptors never run out. */
  maxConnections: number;
  /** Request headers larger than this are answered 431. */
  maxHeaderBytes: number;
  /** Memory for script variants (features × languages), least recently used dropped first. */
  variantCacheBytes: number;
  /** Build output must stay unchanged this long before it is read (see complete-file.ts). */
  buildSettleMs: number;
  /** A dist file still changing after this long is answered 503 (a build is writing it). */
  buildSettleTimeoutMs: number;
  /** New variants one client (remote address) may have built; beyond, 429. */
  newVariantsPerClient: RateLimit;
  /** New variants the whole server builds; beyond, 429. */
  newVariantsGlobal: RateLimit;
  /** On SIGTERM/SIGINT, in-flight requests get this long to finish before connections are cut. */
  shutdownGraceMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  socketIdleTimeoutMs: 30_000,
  // With the 128 refused connections that may linger (connection-guard.ts), under the usual soft limit of
  // 1024 descriptors, leaving room for dist files, the keys file and stdio.
  maxConnections: 800,
  maxHeaderBytes: 16 * 1024,
  variantCacheBytes: 32 * 1024 * 1024,
  buildSettleMs: 300,
  buildSettleTimeoutMs: 10_000,
  // A page needs one combination; a test suite or a site with many locales a few dozen.
  newVariantsPerClient: { burst: 32, perMinute: 30 },
  // ~20 builds a second at most: a few percent of one core even for `lang=all`-sized preludes.
  newVariantsGlobal: { burst: 256, perMinute: 1200 },
  shutdownGraceMs: 10_000,
};

export function resolveLimits(overrides: Partial<ServerLimits> = {}): ServerLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}
