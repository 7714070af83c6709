/**
 * Seeded random numbers that are the same on every machine and in every analysis: Philox4x32-10, the
 * counter-based generator of Salmon, Moraes, Dror and Shaw ("Parallel random numbers: as easy as 1, 2, 3",
 * SC 2011; Random123). The n-th number of a stream is a pure function of (key, counter): no state is kept
 * between analyses, a list of 100,000 is made in one pass, and the known-answer vectors of Random123's
 * tests/kat_vectors pin the implementation bit for bit (random.test.ts). Only 32-bit integer operations are
 * used (Math.imul, and the high half of a 32×32 product assembled exactly in doubles), so every engine
 * gives the same bits; Math.random is never used.
 *
 * A call site's stream is keyed by a 64-bit FNV-1a hash of the calculator's seed and the expression's seed
 * (its id until a re-randomize gives it another), with the call's position in the LaTeX in the counter:
 * each call site has its own numbers, the same until its row is re-randomized. Inside a comprehension the
 * counter's last word is the element (from 1), so each element draws its own numbers. `random(n, s)` with an
 * explicit seed is keyed by s alone, so it gives the same numbers wherever it is written.
 */

const M0 = 0xd2511f53;
const M1 = 0xcd9e8d57;
const W0 = 0x9e3779b9;
const W1 = 0xbb67ae85;

/** The high 32 bits of a·b for 32-bit unsigned a, b: exact, from 16-bit halves of b in doubles. */
function multiplyHigh(a: number, b: number): number {
  const low = a * (b & 0xffff); // < 2⁴⁸, exact
  const high = a * (b >>> 16); // < 2⁴⁸, exact
  const highTop = Math.floor(high / 0x10000);
  const highBottom = high - highTop * 0x10000;
  return (highTop + Math.floor((highBottom * 0x10000 + low) / 0x100000000)) >>> 0;
}

/** Philox4x32 with 10 rounds: four 32-bit words from a four-word counter and a two-word key. */
export function philox4x32(
  counter: readonly number[],
  key: readonly number[],
): [number, number, number, number] {
  let [c0, c1, c2, c3] = counter.map((word) => word >>> 0);
  let [k0, k1] = key.map((word) => word >>> 0);
  for (let round = 0; round < 10; round++) {
    if (round > 0) {
      k0 = (k0 + W0) >>> 0;
      k1 = (k1 + W1) >>> 0;
    }
    const high0 = multiplyHigh(M0, c0);
    const low0 = Math.imul(M0, c0) >>> 0;
    const high1 = multiplyHigh(M1, c2);
    const low1 = Math.imul(M1, c2) >>> 0;
    [c0, c1, c2, c3] = [(high1 ^ c1 ^ k0) >>> 0, low1, (high0 ^ c3 ^ k1) >>> 0, low0];
  }
  return [c0, c1, c2, c3];
}

/** 64-bit FNV-1a of a string's UTF-16 code units, as two 32-bit words (low, high). */
export function hashSeed(text: string): [number, number] {
  // FNV-1a 64: offset basis 0xcbf29ce484222325, prime 2⁴⁰ + 0x1b3, in 16-bit limbs.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let index = 0; index < text.length; index++) {
    h0 ^= text.charCodeAt(index) & 0xffff;
    // h · (2⁴⁰ + 0x1b3): the 2⁴⁰ term shifts limb 0 into limb 2 and limb 1 into limb 3.
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (t1 >>> 16) + (h0 << 8);
    const t3 = h3 * 0x1b3 + (t2 >>> 16) + (h1 << 8);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  return [((h1 << 16) | h0) >>> 0, ((h3 << 16) | h2) >>> 0];
}

/** A stream of uniform numbers in (0, 1), 53 random bits each: the same for the same key and site. */
export class RandomStream {
  private readonly key: readonly number[];

  /** `element`: which element of a comprehension the call is made for (0 outside one). */
  constructor(
    seed: string,
    private readonly site: number,
    private readonly element = 0,
  ) {
    this.key = hashSeed(seed);
  }

  /** The numbers at indices [start, start + count) of the stream. */
  uniforms(count: number, start = 0): Float64Array {
    const result = new Float64Array(count);
    const first = Math.floor(start / 2);
    const last = Math.floor((start + count - 1) / 2);
    for (let block = first; block <= last; block++) {
      const counter = [block >>> 0, Math.floor(block / 0x100000000), this.site >>> 0, this.element >>> 0];
      const words = philox4x32(counter, this.key);
      for (let half = 0; half < 2; half++) {
        const index = block * 2 + half - start;
        if (index < 0 || index >= count) continue;
        // 27 + 26 bits, centred in their cell: never 0 or 1, so quantiles of it are finite.
        const bits = (words[2 * half] >>> 5) * 67108864 + (words[2 * half + 1] >>> 6);
        result[index] = (bits + 0.5) / 9007199254740992;
      }
    }
    return result;
  }
}

/**
 * The stream of a call site: the calculator's and the expression's seeds, the call's position, and the
 * comprehension element it is made for (`[\operatorname{random}() \operatorname{for} n=[1...5]]` draws
 * five numbers, as the best-known product does; 0 outside a comprehension keeps every other call's numbers).
 */
export function callSiteStream(entrySeed: string, position: number, element = 0): RandomStream {
  return new RandomStream(entrySeed, position, element);
}

/** The stream of an explicit seed (`random(5, 42)`): the same wherever it is written. */
export function explicitSeedStream(seed: number): RandomStream {
  return new RandomStream(`seed:${seed}`, 0);
}
