import { afterEach, describe, expect, it } from 'vitest';
import { createBuildLimiter } from './build-limiter';
import { sendRequest, startTestDeployment, type TestDeployment } from './test-deployment';

describe('createBuildLimiter', () => {
  it('allows a burst per client, then one build per refill interval', () => {
    const limiter = createBuildLimiter({ burst: 3, perMinute: 6 }, { burst: 100, perMinute: 600 });
    const start = 1_000_000;
    expect([1, 2, 3].map(() => limiter.admit('a', start).ok)).toEqual([true, true, true]);
    const refused = limiter.admit('a', start);
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: 10 });
    expect(limiter.admit('b', start).ok).toBe(true);
    expect(limiter.admit('a', start + 9_000).ok).toBe(false);
    expect(limiter.admit('a', start + 10_000).ok).toBe(true);
  });

  it('limits the whole server across clients', () => {
    const limiter = createBuildLimiter({ burst: 10, perMinute: 60 }, { burst: 2, perMinute: 60 });
    expect(limiter.admit('a', 0).ok).toBe(true);
    expect(limiter.admit('b', 0).ok).toBe(true);
    const refused = limiter.admit('c', 0);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(/the server builds at most 2/);
    expect(limiter.admit('c', 1000).ok).toBe(true);
  });
});

describe('new lang combinations over HTTP', () => {
  let deployment: TestDeployment | undefined;
  afterEach(async () => {
    await deployment?.close();
    deployment = undefined;
  });

  it('answers 429 with Retry-After past the client limit, and still serves combinations already built', async () => {
    deployment = await startTestDeployment({ newVariantsPerClient: { burst: 2, perMinute: 1 } });
    const get = (lang: string) =>
      sendRequest(deployment!.port, `/api/v1.1/calculator.js?apiKey=demo&lang=${lang}`);
    expect((await get('fr')).status).toBe(200);
    expect((await get('de')).status).toBe(200);
    const refused = await get('ja');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.body.toString()).toMatch(
      /^Too many new lang combinations: this client asked for more than 2/,
    );
    expect((await get('fr')).status).toBe(200);
    expect((await get('DE')).status).toBe(200);
  });
});
