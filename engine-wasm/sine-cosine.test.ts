import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from './index';
import { loadEngineForNode } from './load-node';
import { assembleProgram, operation, x } from './test/program-builder';
import { createRandom, ulpDistance } from './test/numeric';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

const view = new DataView(new ArrayBuffer(8));

function fromBits(bits: bigint): number {
  view.setBigUint64(0, bits);
  return view.getFloat64(0);
}

function bitsOf(value: number): bigint {
  view.setFloat64(0, value);
  return view.getBigUint64(0);
}

/** The doubles `steps` ulps either side of `value` (same sign, away from and toward zero). */
function neighbours(value: number, steps: number): number[] {
  const bits = bitsOf(value);
  const result: number[] = [];
  for (let step = -steps; step <= steps; step++) result.push(fromBits(bits + BigInt(step)));
  return result;
}

/**
 * Arguments for every path of the lane and of std: each scale, x near multiples of pi/2 (where
 * musl reduces twice), both sides of every high-word bound the loops test (pi/4, pi/2, 3pi/4, 2^20 pi/2,
 * the tiny bounds), zeros, subnormals, NaN, infinities and huge values; shuffled, so that lanes std
 * treats otherwise sit between ordinary ones.
 */
function sampleArguments(seed: number): number[] {
  const random = createRandom(seed);
  const values = [
    0,
    -0,
    NaN,
    Infinity,
    -Infinity,
    5e-324,
    -5e-324,
    1e-310,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
  ];
  const bounds = [0x3fe921fb, 0x3ff921fb, 0x4002d97c, 0x413921fb, 0x41500000, 0x3e500000, 0x3e46a09e];
  for (const high of bounds) {
    for (const low of [0n, 0xffffffffn]) values.push(...neighbours(fromBits((BigInt(high) << 32n) | low), 2));
  }
  for (let multiple = 1; multiple <= 64; multiple++) values.push(...neighbours((multiple * Math.PI) / 2, 2));
  for (let draw = 0; draw < 400; draw++) {
    values.push(...neighbours((Math.round(random() * 2 ** 21) * Math.PI) / 2, 1));
  }
  const scales = [1e-8, 1, Math.PI, 10, 1000, 1e6, 4.3e6, 1e15, 1e300];
  while (values.length < 24000) {
    const scale = scales[Math.floor(random() * scales.length)];
    values.push((random() < 0.5 ? -1 : 1) * scale * random());
  }
  values.push(...values.map((value) => -value));
  for (let index = values.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [values[index], values[other]] = [values[other], values[index]];
  }
  return values;
}

// A transcription of std's Math.sin and Math.cos below 2^20 pi/2 (std/assembly/math.ts, see:
// musl/src/math/sin.c, cos.c, __rem_pio2.c, __sin.c, __cos.c), operation for operation: JS doubles round
// as WASM's do, so it gives std's bits. The VM no longer reaches std's sin alone (every lane takes
// sine-cosine.ts's path), so this is what the lanes are compared with.
const PIO2_1 = fromBits(0x3ff921fb54400000n);
const PIO2_1T = fromBits(0x3dd0b4611a626331n);
const PIO2_2 = fromBits(0x3dd0b4611a600000n);
const PIO2_2T = fromBits(0x3ba3198a2e037073n);
const PIO2_3 = fromBits(0x3ba3198a2e000000n);
const PIO2_3T = fromBits(0x397b839a252049c1n);
const INVPIO2 = fromBits(0x3fe45f306dc9c883n);
const S = [
  0xbfc5555555555549n,
  0x3f8111111110f8a6n,
  0xbf2a01a019c161d5n,
  0x3ec71de357b1fe7dn,
  0xbe5ae5e68a2b9cebn,
  0x3de5d93a5acfd57cn,
].map(fromBits);
const C = [
  0x3fa555555555554cn,
  0xbf56c16c16c15177n,
  0x3efa01a019cb1590n,
  0xbe927e4f809c52adn,
  0x3e21ee9ebdb4b1c4n,
  0xbda8fae9be8838d4n,
].map(fromBits);

function highWordOf(value: number): number {
  return Number((bitsOf(value) >> 32n) & 0x7fffffffn);
}

function sineKernel(x: number, y: number, iy: boolean): number {
  const z = x * x;
  const w = z * z;
  const r = S[1] + z * (S[2] + z * S[3]) + z * w * (S[4] + z * S[5]);
  const v = z * x;
  return iy ? x - (z * (0.5 * y - v * r) - y - v * S[0]) : x + v * (S[0] + z * r);
}

function cosineKernel(x: number, y: number): number {
  const z = x * x;
  const w = z * z;
  const r = z * (C[0] + z * (C[1] + z * C[2])) + w * w * (C[3] + z * (C[4] + z * C[5]));
  const hz = 0.5 * z;
  const oneMinusHz = 1.0 - hz;
  return oneMinusHz + (1.0 - oneMinusHz - hz + (z * r - x * y));
}

/** std's rempio2 for |x| < 2^20 pi/2: [n, y0, y1]. */
function reduce(x: number): [number, number, number] {
  const ix = highWordOf(x);
  if (ix < 0x4002d97c) {
    const sign = x < 0 ? -1 : 1;
    let z = x - sign * PIO2_1;
    if (ix !== 0x3ff921fb) {
      const y0 = z - sign * PIO2_1T;
      return [sign, y0, z - y0 - sign * PIO2_1T];
    }
    z -= sign * PIO2_2;
    const y0 = z - sign * PIO2_2T;
    return [sign, y0, z - y0 - sign * PIO2_2T];
  }
  // nearest(), ties to even: adding and taking away 1.5 * 2^52 rounds to an integer as the FPU does.
  const q = x * INVPIO2 + 6755399441055744 - 6755399441055744;
  let r = x - q * PIO2_1;
  let w = q * PIO2_1T;
  const j = ix >>> 20;
  let y0 = r - w;
  if (j - ((highWordOf(y0) >>> 20) & 0x7ff) > 16) {
    let t = r;
    w = q * PIO2_2;
    r = t - w;
    w = q * PIO2_2T - (t - r - w);
    y0 = r - w;
    if (j - ((highWordOf(y0) >>> 20) & 0x7ff) > 49) {
      t = r;
      w = q * PIO2_3;
      r = t - w;
      w = q * PIO2_3T - (t - r - w);
      y0 = r - w;
    }
  }
  return [q, y0, r - y0 - w];
}

function stdSine(x: number): number {
  const ix = highWordOf(x);
  if (ix <= 0x3fe921fb) return ix < 0x3e500000 ? x : sineKernel(x, 0, false);
  const [n, y0, y1] = reduce(x);
  const value = n & 1 ? cosineKernel(y0, y1) : sineKernel(y0, y1, true);
  return n & 2 ? -value : value;
}

function stdCosine(x: number): number {
  const ix = highWordOf(x);
  if (ix <= 0x3fe921fb) return ix < 0x3e46a09e ? 1 : cosineKernel(x, 0);
  const [n, y0, y1] = reduce(x);
  const value = n & 1 ? sineKernel(y0, y1, true) : cosineKernel(y0, y1);
  return (n + 1) & 2 ? -value : value;
}

/** High word 0x413921fb (about 2^20 pi/2): from here std takes its large path and the lane calls trigonometry.ts. */
const MEDIUM_FIRST = 1647099;

describe.each(['SIN', 'COS'] as const)('%s over a block (sine-cosine.ts)', (name) => {
  const program = () => assembleProgram(operation(name, x));

  it("gives std's bits below 2^20 pi/2, NaN for NaN and Infinity", () => {
    const values = sampleArguments(name === 'SIN' ? 11 : 12);
    const std = name === 'SIN' ? stdSine : stdCosine;
    const block = engine.evaluate(program(), { x: Float64Array.from(values) });
    for (let index = 0; index < values.length; index++) {
      const value = values[index];
      if (!Number.isFinite(value)) {
        if (!Number.isNaN(block[index])) expect.fail(`${name}(${value}): ${block[index]}, not NaN`);
        continue;
      }
      if (Math.abs(value) >= MEDIUM_FIRST) continue;
      const expected = std(value);
      if (!Object.is(block[index], expected))
        expect.fail(`${name}(${value}): block ${block[index]}, std ${expected}`);
    }
  });

  it('gives the same bits in any lane and any block', () => {
    const values = sampleArguments(name === 'SIN' ? 13 : 14).slice(0, 3000);
    const compiled = program();
    const block = engine.evaluate(compiled, { x: Float64Array.from(values) });
    for (let index = 0; index < values.length; index++) {
      const alone = engine.evaluate(compiled, { x: Float64Array.of(values[index]) })[0];
      if (!Object.is(block[index], alone))
        expect.fail(`${name}(${values[index]}): block ${block[index]}, alone ${alone}`);
    }
  });

  // fdlibm's kernels, and its reduction below 2^20 pi/2; beyond, std's large reduction and fdlibm's
  // differ by up to 2 ulps (seen for cos near 1e15 and 1e300), as vm.test.ts allows.
  it('stays within 1 ulp of V8 below 2^20 pi/2, within 2 beyond', () => {
    const values = sampleArguments(name === 'SIN' ? 21 : 22);
    const reference = name === 'SIN' ? Math.sin : Math.cos;
    const block = engine.evaluate(program(), { x: Float64Array.from(values) });
    for (let index = 0; index < values.length; index++) {
      const value = values[index];
      const distance = ulpDistance(block[index], reference(value));
      if (distance > (Math.abs(value) < 1647099 ? 1 : 2)) {
        expect.fail(`${name}(${value}): ${block[index]}, V8 ${reference(value)} (${distance} ulps)`);
      }
    }
  });
});
