/**
 * Limits how many new script variants (a features × `lang` combination not in memory) may be built, per
 * client and for the whole server, with token buckets: a burst, then a steady rate.
 *
 * A variant costs a few milliseconds of main-thread work (the prelude's JSON, its hash) and memory in the
 * variant cache; `lang` accepts any subset of 49 codes, so without a limit one client asking for fresh
 * subsets makes every other client wait and churns the cache. Variants already built are never limited, so
 * ordinary pages (one combination each) never meet the limit. The client is the socket's remote address;
 * behind a reverse proxy every client shares the proxy's address and the per-client limit acts as a second
 * global one.
 */
export interface RateLimit {
  /** Builds allowed at once after a quiet period. */
  burst: number;
  /** Builds allowed per minute, steadily. */
  perMinute: number;
}

export type Admission = { ok: true } | { ok: false; retryAfterSeconds: number; reason: string };

export interface BuildLimiter {
  /** Takes one build from `client`'s allowance and the server's, or says when to retry. */
  admit(client: string, now?: number): Admission;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Refills are fractions of a token: a sum like 0.9 + 0.1 may fall a rounding error short of 1. */
const WHOLE_TOKEN = 1 - 1e-9;

/** Idle clients' buckets are forgotten beyond this many (the oldest first): memory stays bounded. */
const MAX_TRACKED_CLIENTS = 10_000;

function refill(bucket: Bucket, limit: RateLimit, now: number): void {
  const elapsedMinutes = Math.max(0, now - bucket.updatedAt) / 60_000;
  bucket.tokens = Math.min(limit.burst, bucket.tokens + elapsedMinutes * limit.perMinute);
  bucket.updatedAt = now;
}

function secondsUntilToken(bucket: Bucket, limit: RateLimit): number {
  return Math.max(1, Math.ceil(((1 - bucket.tokens) * 60) / limit.perMinute));
}

export function createBuildLimiter(perClient: RateLimit, global: RateLimit): BuildLimiter {
  const clients = new Map<string, Bucket>();
  const server: Bucket = { tokens: global.burst, updatedAt: Date.now() };

  function clientBucket(client: string, now: number): Bucket {
    let bucket = clients.get(client);
    if (bucket === undefined) {
      bucket = { tokens: perClient.burst, updatedAt: now };
      if (clients.size >= MAX_TRACKED_CLIENTS) clients.delete(clients.keys().next().value as string);
    } else {
      clients.delete(client);
    }
    clients.set(client, bucket);
    return bucket;
  }

  return {
    admit(client, now = Date.now()) {
      const bucket = clientBucket(client, now);
      refill(bucket, perClient, now);
      refill(server, global, now);
      if (bucket.tokens < WHOLE_TOKEN) {
        return {
          ok: false,
          retryAfterSeconds: secondsUntilToken(bucket, perClient),
          reason: `this client asked for more than ${perClient.burst} new lang combinations at once (then ${perClient.perMinute} a minute)`,
        };
      }
      if (server.tokens < WHOLE_TOKEN) {
        return {
          ok: false,
          retryAfterSeconds: secondsUntilToken(server, global),
          reason: `the server builds at most ${global.burst} new lang combinations at once (then ${global.perMinute} a minute)`,
        };
      }
      bucket.tokens = Math.max(0, bucket.tokens - 1);
      server.tokens = Math.max(0, server.tokens - 1);
      return { ok: true };
    },
  };
}
