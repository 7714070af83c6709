/** Test support: seeded random numbers and ULP distances. */

/** mulberry32: a small seeded generator, so a failing case can be replayed. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const view = new DataView(new ArrayBuffer(8));

/** The double's position on the number line as an integer (both zeros at 0), for ULP distances. */
function orderedBits(value: number): bigint {
  view.setFloat64(0, value);
  const bits = view.getBigInt64(0);
  return bits < 0n ? -(bits & 0x7fffffffffffffffn) : bits;
}

/** Units in the last place between two doubles; 0 for two NaNs, Infinity for NaN against a number. */
export function ulpDistance(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) && Number.isNaN(b) ? 0 : Infinity;
  const difference = orderedBits(a) - orderedBits(b);
  return Number(difference < 0n ? -difference : difference);
}
