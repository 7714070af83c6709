/**
 * sin, cos and tan: AssemblyScript's std Math (musl ports, see: musl/src/math/sin.c, cos.c, tan.c),
 * except for |x| in [2^20 pi/2, 2^22), where this module reduces the argument itself.
 *
 * Why: std's large-argument reduction (pio2_large_quot, after jdh8/metallic rem_pio2.c) indexes its
 * table of 2/pi bits at offset -1 for exponents below 2^22 and reads the 8 bytes stored before the table,
 * which it assumes are zero. In this module they are the end of std's exp table, so for those x the
 * quotient comes out wrong and cos(-2186855.573411415) gives -0.704 instead of 0.704 (the sign flips).
 *
 * For that range musl's medium-size Cody-Waite reduction is exact in its first round: pio2_1 has 31
 * significant bits and the quotient n stays below 2^22, so n * pio2_1 fits in 53 bits (musl stops at
 * 2^20 pi/2 only because its large path takes over there). The remainder y0 + y1 then goes through std's
 * kernels for |y0| <= pi/4, with the tail y1 added to first order (y1^2 is below 2^-100).
 */

/** std takes its large path from the high word 0x413921FB on: |x| >= 1647099 (about 2^20 pi/2). */
const MEDIUM_HIGH_WORD: u32 = 0x413921fb;
/** 2^22 (high word 0x41500000): from here on std's table offset is non-negative and it is right. */
const LARGE_HIGH_WORD: u32 = 0x41500000;

let reducedHead: f64 = 0;
let reducedTail: f64 = 0;

/** x = n pi/2 + reducedHead + reducedTail; returns n. See: musl/src/math/__rem_pio2.c (medium case). */
function reduceByHalfPi(x: f64): i32 {
  const pio2_1 = reinterpret<f64>(0x3ff921fb54400000); // first 31 bits of pi/2
  const pio2_1t = reinterpret<f64>(0x3dd0b4611a626331); // pi/2 - pio2_1
  const pio2_2 = reinterpret<f64>(0x3dd0b4611a600000); // next 32 bits
  const pio2_2t = reinterpret<f64>(0x3ba3198a2e037073); // pi/2 - (pio2_1 + pio2_2)
  const pio2_3 = reinterpret<f64>(0x3ba3198a2e000000); // next 28 bits
  const pio2_3t = reinterpret<f64>(0x397b839a252049c1); // pi/2 - (pio2_1 + pio2_2 + pio2_3)
  const invpio2 = reinterpret<f64>(0x3fe45f306dc9c883); // 2/pi

  const n = nearest(x * invpio2);
  let r = x - n * pio2_1;
  let w = n * pio2_1t; // first round: good to 85 bits
  let y0 = r - w;
  const exponent = <i32>((reinterpret<u64>(x) >> 52) & 0x7ff);
  // Bits cancelled so far: more rounds when y0 is far smaller than x.
  if (exponent - <i32>((reinterpret<u64>(y0) >> 52) & 0x7ff) > 16) {
    let t = r;
    w = n * pio2_2;
    r = t - w;
    w = n * pio2_2t - (t - r - w); // second round: good to 118 bits
    y0 = r - w;
    if (exponent - <i32>((reinterpret<u64>(y0) >> 52) & 0x7ff) > 49) {
      t = r;
      w = n * pio2_3;
      r = t - w;
      w = n * pio2_3t - (t - r - w); // third round: good to 151 bits
      y0 = r - w;
    }
  }
  reducedHead = y0;
  reducedTail = r - y0 - w;
  return <i32>n;
}

/** |x| in [MEDIUM, LARGE) as one unsigned compare on the high word (NaN and Infinity fall outside). */
export function isMediumArgument(x: f64): bool {
  const highWord = (<u32>(reinterpret<u64>(x) >> 32)) & 0x7fffffff;
  return highWord - MEDIUM_HIGH_WORD < LARGE_HIGH_WORD - MEDIUM_HIGH_WORD;
}

/** sin(head + tail) for |head| <= pi/4 (about), tail tiny. */
function sinOfReduced(): f64 {
  return Math.sin(reducedHead) + Math.cos(reducedHead) * reducedTail;
}

function cosOfReduced(): f64 {
  return Math.cos(reducedHead) - Math.sin(reducedHead) * reducedTail;
}

export function sineOfMediumArgument(x: f64): f64 {
  const quadrant = reduceByHalfPi(x) & 3;
  const value = quadrant & 1 ? cosOfReduced() : sinOfReduced();
  return quadrant & 2 ? -value : value;
}

export function cosineOfMediumArgument(x: f64): f64 {
  const quadrant = reduceByHalfPi(x) & 3;
  const value = quadrant & 1 ? sinOfReduced() : cosOfReduced();
  return quadrant == 1 || quadrant == 2 ? -value : value;
}

export function tangentOfMediumArgument(x: f64): f64 {
  const quadrant = reduceByHalfPi(x);
  const head = Math.tan(reducedHead);
  // d tan / dx = 1 + tan^2
  const value = head + (1 + head * head) * reducedTail;
  return quadrant & 1 ? -1 / value : value;
}

// The VM's tan loop (block-kernels.ts) spells these out, so that the range check sits in the loop and
// the common case calls std directly, and its sin and cos loops take sine-cosine.ts's path, which falls
// back to these; these serve everything else.

export function sine(x: f64): f64 {
  return isMediumArgument(x) ? sineOfMediumArgument(x) : Math.sin(x);
}

export function cosine(x: f64): f64 {
  return isMediumArgument(x) ? cosineOfMediumArgument(x) : Math.cos(x);
}

export function tangent(x: f64): f64 {
  return isMediumArgument(x) ? tangentOfMediumArgument(x) : Math.tan(x);
}
