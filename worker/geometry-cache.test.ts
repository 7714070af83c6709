import { describe, expect, it } from 'vitest';
import type { Engine } from '../engine-wasm/index';
import { loadEngineForNode } from '../engine-wasm/load-node';
import { createEngineService } from './engine-service';
import { sameSource } from './geometry-cache';
import type { UpdateRequest } from './protocol';

const VIEWPORT = { xmin: -10, xmax: 10, ymin: -7, ymax: 7, widthPixels: 800, heightPixels: 560 };

/** The engine with its sampling entry points counted per program (by the program's object). */
async function countingEngine() {
  const engine = await loadEngineForNode();
  const calls = { explicit: 0, implicit: 0, evaluate: 0, intervals: 0 };
  const counted: Engine = {
    ...engine,
    sampleExplicit: (...args) => (calls.explicit++, engine.sampleExplicit(...args)),
    sampleImplicit: (...args) => (calls.implicit++, engine.sampleImplicit(...args)),
    evaluate: (...args) => (calls.evaluate++, engine.evaluate(...args)),
    evaluateIntervals: (...args) => (calls.intervals++, engine.evaluateIntervals(...args)),
  };
  const reset = () => Object.keys(calls).forEach((key) => (calls[key as keyof typeof calls] = 0));
  return { counted, calls, reset };
}

let generation = 0;
function request(latexes: readonly string[], viewport = VIEWPORT): UpdateRequest {
  return {
    calculatorId: 3,
    generation: generation++,
    expressions: latexes.map((latex, index) => ({ id: `e${index}`, latex, hidden: false })),
    degreeMode: false,
    viewport,
  };
}

describe('per-entry geometry caches', () => {
  it('re-samples only the entries a slider change reaches, directly or through a definition', async () => {
    const { counted, calls, reset } = await countingEngine();
    const service = createEngineService(async () => counted);
    const list = (a: string) => [`a=${a}`, 'y=ax', 'f(x)=x+a', 'y=f(x)^2', 'y=x^2', 'y=\\sin x', 'x^2+y^2<4'];
    const first = await service.update(request(list('1')));
    // Five explicit curves, and the circle bounding the region as its two solved branches.
    expect(calls.explicit).toBe(7);
    expect(calls.intervals).toBeGreaterThan(0);
    reset();
    const second = await service.update(request(list('2')));
    // y=ax, f(x)=x+a (drawn as y=f(x)) and y=f(x)^2 depend on a; y=x^2, y=sin x and the region do not.
    expect(calls).toEqual({ explicit: 3, implicit: 0, evaluate: 0, intervals: 0 });
    const unchanged = (result: typeof first) => result.curves.find((curve) => curve.id === 'e4')!;
    expect([...unchanged(second).polyline]).toEqual([...unchanged(first).polyline]);
    // Every result holds its own copies: the first result's buffers may have been transferred away.
    expect(unchanged(second).polyline).not.toBe(unchanged(first).polyline);
    reset();
    await service.update(request(list('2')));
    expect(calls).toEqual({ explicit: 0, implicit: 0, evaluate: 0, intervals: 0 });
  });

  it('re-samples every curve for a new viewport but keeps points and polygons', async () => {
    const { counted, calls, reset } = await countingEngine();
    const service = createEngineService(async () => counted);
    const list = ['y=x^2', 'y=2x', '[(1,2),(3,4)]', '\\operatorname{polygon}((0,0),(1,0),(0,1))'];
    await service.update(request(list));
    reset();
    const moved = await service.update(request(list, { ...VIEWPORT, xmin: -5, xmax: 15 }));
    expect(calls.explicit).toBe(2);
    expect(moved.points).toHaveLength(1);
    expect(moved.fills?.map((fill) => fill.id)).toEqual(['e3']);
  });

  it('keeps parametric and polar curves through a pan, until the view has moved about its size', async () => {
    const { counted, calls, reset } = await countingEngine();
    const service = createEngineService(async () => counted);
    const list = ['(3\\cos t,2\\sin t)', 'r=1+\\cos\\theta'];
    const first = await service.update(request(list));
    reset();
    const nudged = await service.update(request(list, { ...VIEWPORT, xmin: -9.5, xmax: 10.5 }));
    expect(calls.evaluate).toBe(0);
    expect(nudged.curves.map((curve) => [curve.originX, curve.originY])).toEqual(
      first.curves.map((curve) => [curve.originX, curve.originY]),
    );
    const far = await service.update(request(list, { ...VIEWPORT, xmin: 90, xmax: 110 }));
    expect(calls.evaluate).toBeGreaterThan(0);
    // The new origin is near the new view: offsets stay small for float32.
    for (const curve of far.curves) expect(Math.abs(curve.originX - 100)).toBeLessThanOrEqual(32);
  });

  it('re-samples an entry whose text changed and forgets removed entries', async () => {
    const { counted, calls, reset } = await countingEngine();
    const service = createEngineService(async () => counted);
    await service.update(request(['y=x^2', 'y=x^3']));
    reset();
    await service.update(request(['y=x^2', 'y=x^4']));
    expect(calls.explicit).toBe(1);
    reset();
    await service.update(request(['y=x^2']));
    await service.update(request(['y=x^2', 'y=x^4']));
    expect(calls.explicit).toBe(1);
  });

  it('abandons a stale generation between entries', async () => {
    const { counted } = await countingEngine();
    const service = createEngineService(async () => counted);
    const older = service.update(request(['y=x', 'y=x+1', 'y=x+2']));
    const newer = service.update(request(['y=x', 'y=x+1', 'y=x+3']));
    expect((await older).current).toBe(false);
    expect((await newer).current).toBe(true);
  });
});

describe('cancellation', () => {
  it('stops a job between entries once a newer generation arrives during a yield', async () => {
    const { counted, calls } = await countingEngine();
    const service = createEngineService(async () => counted);
    // Each of these costs well over the 4 ms slice, so the job yields after the first.
    const slow = ['\\sin(x^2+y^2)=\\cos(xy)', 'y\\sin x=x\\cos y', 'x^y=y^x', '\\sin(x^2+y^2)=\\cos(xy)+1'];
    const older = service.update(request(slow));
    const newer = new Promise<Awaited<typeof older>>((resolve) =>
      setTimeout(() => resolve(service.update(request(['y=x']))), 0),
    );
    expect((await older).current).toBe(false);
    expect((await newer).current).toBe(true);
    expect(calls.implicit).toBeLessThan(slow.length);
  });
});

describe('sameSource', () => {
  it('compares typed arrays, NaN and nesting structurally', () => {
    expect(
      sameSource({ a: [1, NaN], b: Float64Array.of(1, NaN) }, { a: [1, NaN], b: Float64Array.of(1, NaN) }),
    ).toBe(true);
    expect(sameSource(Float64Array.of(1), Float32Array.of(1))).toBe(false);
    expect(sameSource({ a: Int32Array.of(1, 2) }, { a: Int32Array.of(1, 3) })).toBe(false);
    expect(sameSource({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
