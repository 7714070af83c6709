/**
 * The pool's geometry is one thread's, bit for bit: strips of seed rows joined in order, over the hard
 * implicit corpus and several views; the pool itself over in-process threads (a message-bus pair per
 * thread), its first curve sampled here while they load, a failed thread's strip sampled here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine, EngineProgram, ExplicitCurve, ExplicitViewport } from '../engine-wasm/index';
import { loadEngineForNode } from '../engine-wasm/load-node';
import { analyzeExpressionList, type ListEffect } from '../language/index';
import {
  createImplicitPool,
  descendsAsOne,
  joinStrips,
  serveStrips,
  type ImplicitPool,
} from './implicit-pool';

/** engine-wasm's hard cases and the implicit bench rows (sections 3 and 13). */
const CORPUS = [
  '\\sin(x^2+y^2)=\\cos(xy)',
  'x^y=y^x',
  'y\\sin x=x\\cos y',
  'x^3+y^3=3xy',
  '(x^2+y^2)^2=x^2-y^2',
  'x^2+y^2=0',
  '(x-y)^2=0',
  'x^2=y^2',
  'y^2=x^3-x',
  '\\frac{1}{x}=y+\\sin(xy)',
  '\\sin x\\sin y=0.0001',
  '\\tan(35.6x)=0',
];

const VIEWS: ExplicitViewport[] = [
  { xmin: -10, xmax: 10, ymin: -6.25, ymax: 6.25, widthPixels: 1280, heightPixels: 800 },
  { xmin: -3.3, xmax: 7.1, ymin: -2.5, ymax: 4.7, widthPixels: 1000, heightPixels: 700 },
  { xmin: -1, xmax: 1, ymin: -1, ymax: 1, widthPixels: 533, heightPixels: 517 },
];

/** The curve's effect; `solved`: also one the service draws through its solved branches. */
function implicitEffect(latex: string, solved = false): Extract<ListEffect, { kind: 'implicit' }> {
  const effect = analyzeExpressionList([{ id: 'a', latex }], { degreeMode: false }).get('a')?.effect;
  if (effect?.kind !== 'implicit' || (effect.solutions && !solved)) throw new Error(`${latex}: not implicit`);
  return effect;
}

function expectSameBits(actual: ExplicitCurve, expected: ExplicitCurve): void {
  expect(actual.segmentCount).toBe(expected.segmentCount);
  expect([actual.originX, actual.originY]).toEqual([expected.originX, expected.originY]);
  // Compared as bits: NaN breaks included.
  expect(new Uint32Array(actual.polyline.buffer, actual.polyline.byteOffset, actual.polyline.length)).toEqual(
    new Uint32Array(expected.polyline.buffer, expected.polyline.byteOffset, expected.polyline.length),
  );
}

function sampleInStrips(engine: Engine, program: EngineProgram, viewport: ExplicitViewport, parts: number) {
  const rows = engine.implicitSeedRows(viewport);
  return Array.from({ length: parts }, (_, part) => {
    const curve = engine.sampleImplicit(program, viewport, {
      seedRows: [Math.round((rows * part) / parts), Math.round((rows * (part + 1)) / parts)],
    });
    return { curve, levels: engine.implicitLevelCells() };
  });
}

/**
 * A pool thread in this process: serveStrips on its own engine, messages delivered a task later; `loaded`
 * gets a promise of its first message (ready, or its failure).
 */
function inProcessThread(posted: unknown[], loaded: Promise<unknown>[], fails = false): Worker {
  let delivered = () => {};
  loaded.push(new Promise<void>((resolve) => (delivered = resolve)));
  const worker = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null as (() => void) | null,
    onmessageerror: null,
    postMessage(data: unknown) {
      posted.push(data);
      setTimeout(() => (fails ? worker.onerror?.() : scope.onmessage?.({ data } as MessageEvent)));
    },
    terminate() {},
  };
  const scope = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage: (data: unknown) =>
      setTimeout(() => {
        worker.onmessage?.({ data });
        delivered();
      }),
    close() {},
  };
  serveStrips(loadEngineForNode(), scope as never);
  return worker as unknown as Worker;
}

describe('implicit pool', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await loadEngineForNode();
  });

  it('joins strips of seed rows into one thread\u2019s geometry, bit for bit, over the hard corpus', () => {
    for (const latex of CORPUS) {
      const { program } = implicitEffect(latex, true);
      // tan(35.6x) = 0 brackets every pole in every block (~150 ms a view): one view of it is enough.
      for (const viewport of latex.startsWith('\\tan') ? VIEWS.slice(2) : VIEWS) {
        const whole = engine.sampleImplicit(program, viewport);
        for (const parts of [2, 3, 4]) {
          const strips = sampleInStrips(engine, program, viewport, parts);
          expect(descendsAsOne(strips, engine.limits)).toBe(true);
          expectSameBits(joinStrips(strips.map((strip) => strip.curve)), whole);
        }
      }
    }
  });

  it('tells when one thread would have stopped its descent sooner than the strips', () => {
    const { program } = implicitEffect('\\sin(x^2+y^2)=\\cos(xy)');
    const strips = sampleInStrips(engine, program, VIEWS[0], 2);
    const evaluated = strips.flatMap((strip) => strip.levels).reduce((sum, cells) => sum + cells, 0);
    expect(descendsAsOne(strips, { ...engine.limits, maxImplicitIntervalEvaluations: evaluated })).toBe(true);
    expect(descendsAsOne(strips, { ...engine.limits, maxImplicitIntervalEvaluations: evaluated - 1 })).toBe(
      false,
    );
    const widest = Math.max(...strips[0].levels.map((cells, level) => cells + strips[1].levels[level]));
    expect(descendsAsOne(strips, { ...engine.limits, maxImplicitLevelCells: widest - 1 })).toBe(false);
  });

  it('samples in strips on its threads once they are ready, with the same geometry', async () => {
    const posted: unknown[] = [];
    const loaded: Promise<unknown>[] = [];
    const pool = createImplicitPool(() => inProcessThread(posted, loaded), 2, 0)!;
    const effect = implicitEffect('\\sin(x^2+y^2)=\\cos(xy)');
    const whole = engine.sampleImplicit(effect.program, VIEWS[0]);
    // The first curve starts the threads and is sampled here meanwhile.
    const first = await pool.engineFor(engine, effect, VIEWS[0], 'a');
    expectSameBits(first.sampleImplicit(effect.program, VIEWS[0]), whole);
    expect(posted).toEqual([]);
    await Promise.all(loaded);
    const pooled = await pool.engineFor(engine, effect, VIEWS[0], 'a');
    expectSameBits(pooled.sampleImplicit(effect.program, VIEWS[0]), whole);
    expect(posted.map((request) => (request as { rows: number[] }).rows)).toEqual([
      [8, 17],
      [17, 25],
    ]);
    // What the pool does not sample stays in this thread.
    expect(await pool.engineFor(engine, implicitEffect('y^2=x^3-x', true), VIEWS[0], 'a')).toBe(engine);
  });

  /** The pool's engine draws `effect` over `view` as one thread does, `rounds` times over. */
  async function drawsAsOneThread(
    pool: ImplicitPool,
    effect: ListEffect & { program: EngineProgram },
    view: ExplicitViewport,
    rounds: number,
  ): Promise<void> {
    const whole = engine.sampleImplicit(effect.program, view);
    for (let round = 0; round < rounds; round++) {
      const drawn = await pool.engineFor(engine, effect, view, 'a');
      expectSameBits(drawn.sampleImplicit(effect.program, view), whole);
    }
  }

  it('keeps curves cheaper than its bar in one thread, and starts no thread for them', async () => {
    let started = 0;
    const posted: unknown[] = [];
    const pool = createImplicitPool(() => (started++, inProcessThread(posted, [])), 2, 1e9)!;
    await drawsAsOneThread(pool, implicitEffect('\\sin(x^2+y^2)=\\cos(xy)'), VIEWS[0], 3);
    expect(started).toBe(0);
    expect(posted).toEqual([]);
  });

  it('samples a failed thread\u2019s strip here', async () => {
    const posted: unknown[] = [];
    const loaded: Promise<unknown>[] = [];
    const pool = createImplicitPool(() => inProcessThread(posted, loaded, true), 1, 0)!;
    const effect = implicitEffect('y\\sin x=x\\cos y');
    const whole = engine.sampleImplicit(effect.program, VIEWS[1]);
    await pool.engineFor(engine, effect, VIEWS[1], 'a');
    await Promise.all(loaded);
    const pooled = await pool.engineFor(engine, effect, VIEWS[1], 'a');
    expectSameBits(pooled.sampleImplicit(effect.program, VIEWS[1]), whole);
    expect(posted).toHaveLength(1);
    // The failed thread is gone: the next curve is sampled here without asking.
    await pool.engineFor(engine, effect, VIEWS[1], 'a');
    expect(posted).toHaveLength(1);
    expect(createImplicitPool(() => inProcessThread(posted, loaded), 0)).toBeUndefined();
  });

  it('samples in one thread where no worker can be started', async () => {
    let tries = 0;
    const pool = createImplicitPool(
      () => {
        tries++;
        throw new DOMException('worker-src refused', 'SecurityError');
      },
      2,
      0,
    )!;
    await drawsAsOneThread(pool, implicitEffect('y\\sin x=x\\cos y'), VIEWS[1], 2);
    expect(tries).toBe(1);
  });
});
