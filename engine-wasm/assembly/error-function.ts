/**
 * erf(x), the point function of ERF.
 *
 * see: language/erf.ts, the reference: the same Chebyshev fits (made with mpmath 1.3.0 at 50 digits)
 * evaluated in the same order, so the VM and the reference differ only by the ulps of exp (musl's
 * exp.c here, V8's there); the reference is within 1 ulp of mpmath on [−7, 7].
 *
 *   |x| < 0.75:  erf(x) = x·P(x²)
 *   |x| ≥ 0.75:  erf(x) = sign(x)·(1 − erfc(|x|)),  erfc(z) = t·exp(Q(y) − z²),  t = 2/(2+z),
 *                y = (176/(2+z) − 43)/21; erfc is 0 past z = 6 (below 2·10⁻¹⁷: erf rounds to ±1).
 *
 * The reference computes both branches and selects (it is built from registry operations); computing
 * only the taken one gives the same bits. NaN gives NaN, ±Infinity ±1, −0 −0.
 */

// P(u), highest power first: erf(x)/x as a polynomial in u = x² on [0, 0.75²].
const P0: f64 = 1.1472499701094691e-8;
const P1: f64 = -1.5940066854661717e-7;
const P2: f64 = 1.643068417974155e-6;
const P3: f64 = -1.4924196305569617e-5;
const P4: f64 = 0.00012055289567541706;
const P5: f64 = -0.0008548326188759752;
const P6: f64 = 0.005223977615420539;
const P7: f64 = -0.026866170644428485;
const P8: f64 = 0.11283791670952596;
const P9: f64 = -0.37612638903183715;
const P10: f64 = 1.1283791670955126;

// Q(y), highest power first: ln(erfc(z)/t) + z² on z ∈ [0.75, 6].
const Q0: f64 = -2.927523047904953e-12;
const Q1: f64 = -3.878233063162146e-12;
const Q2: f64 = 6.923677320049842e-11;
const Q3: f64 = -5.596045870853579e-11;
const Q4: f64 = -9.442182446776388e-10;
const Q5: f64 = 2.7620435454019995e-9;
const Q6: f64 = 8.466531091644094e-9;
const Q7: f64 = -5.6312867779756465e-8;
const Q8: f64 = -2.9339591802841467e-8;
const Q9: f64 = 8.86455259770902e-7;
const Q10: f64 = -7.696828745640143e-7;
const Q11: f64 = -1.3011717459767577e-5;
const Q12: f64 = 2.5167849431053404e-5;
const Q13: f64 = 0.00021197983939665464;
const Q14: f64 = -0.0005635515800135107;
const Q15: f64 = -0.004995893815693283;
const Q16: f64 = 0.011505432367239488;
const Q17: f64 = 0.3199727341207322;
const Q18: f64 = -0.6870564280347379;

const SMALL_BELOW: f64 = 0.75;
const TAIL_BELOW: f64 = 6;

/** x·P(x²), Horner's rule from the highest power as the reference runs it. */
function small(x: f64): f64 {
  const u = x * x;
  let p = P0;
  p = p * u + P1;
  p = p * u + P2;
  p = p * u + P3;
  p = p * u + P4;
  p = p * u + P5;
  p = p * u + P6;
  p = p * u + P7;
  p = p * u + P8;
  p = p * u + P9;
  p = p * u + P10;
  return x * p;
}

/** erfc(z) for 0.75 ≤ z < 6 (z = |x|; the square is x·x, as the reference takes it). */
function complement(z: f64, square: f64): f64 {
  const shifted = 2 + z;
  const t = 2 / shifted;
  const y = (176 / shifted - 43) / 21;
  let q = Q0;
  q = q * y + Q1;
  q = q * y + Q2;
  q = q * y + Q3;
  q = q * y + Q4;
  q = q * y + Q5;
  q = q * y + Q6;
  q = q * y + Q7;
  q = q * y + Q8;
  q = q * y + Q9;
  q = q * y + Q10;
  q = q * y + Q11;
  q = q * y + Q12;
  q = q * y + Q13;
  q = q * y + Q14;
  q = q * y + Q15;
  q = q * y + Q16;
  q = q * y + Q17;
  q = q * y + Q18;
  return t * Math.exp(q - square);
}

export function errorFunction(x: f64): f64 {
  const magnitude = Math.abs(x);
  if (magnitude < SMALL_BELOW) return small(x);
  if (x != x) return x;
  const tail = magnitude < TAIL_BELOW ? complement(magnitude, x * x) : 0;
  return x < 0 ? -(1 - tail) : 1 - tail;
}
