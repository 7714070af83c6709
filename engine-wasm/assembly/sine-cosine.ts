/**
 * sin and cos of one lane for the VM's block loops, bitwise equal to trigonometry.ts's sine and cosine
 * (std's Math.sin and Math.cos, see: musl/src/math/sin.c, cos.c, __rem_pio2.c, __sin.c, __cos.c).
 *
 * Why: std's Math.sin and Math.cos are calls that branch on the argument's range three times before the
 * reduction (|x| <= pi/4, Infinity or NaN, |x| < 3pi/4) and again inside it. Here every ordinary lane
 * takes one inlined path: musl's Cody-Waite reduction by pi/2 in its first round (n = 0 for |x| <= pi/4,
 * which std does not reduce), one branch on the kernel (n odd or even), the sign by a bit mask. These are
 * std's operations in std's order, so the results are the same bits. A lane std treats otherwise goes to
 * the point functions, behind a branch that is almost never taken: NaN, Infinity and |x| >= 2^20 pi/2
 * (std's large path, and trigonometry.ts's medium range), x near pi/2 (std reduces it with more bits of
 * pi/2), and a first-round remainder that lost more than 16 bits (x near a multiple of pi/2, where musl
 * takes a second round).
 *
 * The kernel stays a branch: computing both and picking one by masks (no data-dependent branch, as a
 * SIMD version did two lanes at a time) was slower one lane at a time, about 9.3 ns a lane of sin(37x)
 * in Node 20 against std's 6.9 ns and this path's 5.2 ns: the second kernel costs more than the
 * mispredicted branches it saves.
 */
import { cosine, sine } from './trigonometry';

/** std's paths by the high word of |x| (see: musl/src/math/sin.c, cos.c, __rem_pio2.c). */
const QUARTER_PI_LAST: u32 = 0x3fe921fb; // up to here not reduced
const HALF_PI_HIGH_WORD: u32 = 0x3ff921fb; // reduced with more bits of pi/2
const THREE_QUARTER_PI_FIRST: u32 = 0x4002d97c; // from here a second round may follow
const MEDIUM_FIRST: u32 = 0x413921fb; // 2^20 pi/2: std's large path, and NaN and Infinity above
const SINE_TINY_FIRST: u32 = 0x3e500000; // below 2^-26 sin x = x
const COSINE_TINY_FIRST: u32 = 0x3e46a09e; // below 2^-27 sqrt(2) cos x = 1
const SIGN_BIT: u64 = 0x8000000000000000;

/** sin (or with `wantCosine` cos) of x, as std computes it; the tests of `wantCosine` fold away. */
function sineOrCosine(x: f64, wantCosine: bool): f64 {
  // see: musl/src/math/__rem_pio2.c
  const pio2_1 = reinterpret<f64>(0x3ff921fb54400000); // first 33 bits of pi/2
  const pio2_1t = reinterpret<f64>(0x3dd0b4611a626331); // pi/2 - pio2_1
  const invpio2 = reinterpret<f64>(0x3fe45f306dc9c883); // 2/pi
  // see: musl/src/math/__sin.c
  const S1 = reinterpret<f64>(0xbfc5555555555549);
  const S2 = reinterpret<f64>(0x3f8111111110f8a6);
  const S3 = reinterpret<f64>(0xbf2a01a019c161d5);
  const S4 = reinterpret<f64>(0x3ec71de357b1fe7d);
  const S5 = reinterpret<f64>(0xbe5ae5e68a2b9ceb);
  const S6 = reinterpret<f64>(0x3de5d93a5acfd57c);
  // see: musl/src/math/__cos.c
  const C1 = reinterpret<f64>(0x3fa555555555554c);
  const C2 = reinterpret<f64>(0xbf56c16c16c15177);
  const C3 = reinterpret<f64>(0x3efa01a019cb1590);
  const C4 = reinterpret<f64>(0xbe927e4f809c52ad);
  const C5 = reinterpret<f64>(0x3e21ee9ebdb4b1c4);
  const C6 = reinterpret<f64>(0xbda8fae9be8838d4);

  const highWord = (<u32>(reinterpret<u64>(x) >> 32)) & 0x7fffffff;
  const small = highWord <= QUARTER_PI_LAST;
  // For |x| in (pi/4, 3pi/4) std subtracts +-pio2_1 and +-pio2_1t outright: the same operations as here
  // with n = +-1.
  const n = select<f64>(0, nearest(x * invpio2), small);
  const r = x - n * pio2_1;
  const w = n * pio2_1t;
  const y0 = r - w;
  const y1 = r - y0 - w;
  // musl's test for a second round: more than 16 bits of exponent cancelled.
  const exponentLost = <i32>(highWord >> 20) - <i32>((<u32>(reinterpret<u64>(y0) >> 52)) & 0x7ff);
  const fallsBack =
    (<i32>(highWord >= MEDIUM_FIRST)) |
    (<i32>(highWord == HALF_PI_HIGH_WORD)) |
    ((<i32>(highWord >= THREE_QUARTER_PI_FIRST)) & (<i32>(exponentLost > 16)));
  if (fallsBack) return wantCosine ? cosine(x) : sine(x);

  const z = y0 * y0;
  const zz = z * z;
  // n + 1.5 * 2^52 holds n in its low bits, two's complement (a conversion would trap on NaN lanes).
  const quadrant = reinterpret<u64>(n + 6755399441055744.0);
  let value: f64;
  // The cos kernel for cos of even n and for sin of odd n.
  if (((quadrant & 1) != 0) != wantCosine) {
    const cosineR = z * (C1 + z * (C2 + z * C3)) + zz * zz * (C4 + z * (C5 + z * C6));
    const hz = 0.5 * z;
    const oneMinusHz = 1.0 - hz;
    value = oneMinusHz + (1.0 - oneMinusHz - hz + (z * cosineR - y0 * y1));
    if (wantCosine) value = select<f64>(1.0, value, highWord < COSINE_TINY_FIRST);
  } else {
    const sineR = S2 + z * (S3 + z * S4) + z * zz * (S5 + z * S6);
    const v = z * y0;
    // std does not reduce |x| <= pi/4 and calls the kernel without tail there (iy = 0).
    if (!wantCosine && small) {
      value = select<f64>(x, y0 + v * (S1 + z * sineR), highWord < SINE_TINY_FIRST);
    } else {
      value = y0 - (z * (0.5 * y1 - v * sineR) - y1 - v * S1);
    }
  }
  // sin is negated where bit 1 of n is set (quadrants 2 and 3), cos where bit 1 of n + 1 is.
  const signBits = wantCosine ? (quadrant + 1) << 62 : quadrant << 62;
  return reinterpret<f64>(reinterpret<u64>(value) ^ (signBits & SIGN_BIT));
}

/** Math.sin's bits (trigonometry.ts's sine), one lane; inlined into the block loop. */
export function sineOfLane(x: f64): f64 {
  return inline.always(sineOrCosine(x, false));
}

/** Math.cos's bits (trigonometry.ts's cosine), one lane; inlined into the block loop. */
export function cosineOfLane(x: f64): f64 {
  return inline.always(sineOrCosine(x, true));
}
