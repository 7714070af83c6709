/**
 * One lane of one instruction in interval mode: the opcode picks the kernel. The switch sits inside
 * the lane loop (interval-vm.ts), where every lane of a block takes the same branch, so the branch
 * predictor pays for it once; an interval kernel costs far more than the jump.
 *
 * The reciprocal forms are composed exactly as the point VM computes them (sec = 1/cos, arccot =
 * atan(1/x), sech = 1/cosh, ...), each stage sound, so the composition is too.
 */
import {
  OP_ABS,
  OP_ADD,
  OP_ARCCOS,
  OP_ARCCOSH,
  OP_ARCCOT,
  OP_ARCCSC,
  OP_ARCSEC,
  OP_ARCSIN,
  OP_ARCSINH,
  OP_ARCTAN,
  OP_ARCTAN2,
  OP_ARCTANH,
  OP_CEIL,
  OP_COS,
  OP_COSH,
  OP_COT,
  OP_COTH,
  OP_CSC,
  OP_CSCH,
  OP_DIV,
  OP_EQUAL,
  OP_ERF,
  OP_EXP,
  OP_FACTORIAL,
  OP_FLOOR,
  OP_GAMMA,
  OP_GCD,
  OP_GREATER,
  OP_GREATER_EQUAL,
  OP_LCM,
  OP_LESS,
  OP_LESS_EQUAL,
  OP_LN,
  OP_LOG10,
  OP_MAX,
  OP_MIN,
  OP_MOD,
  OP_MUL,
  OP_NCR,
  OP_NEG,
  OP_NPR,
  OP_POLYGAMMA,
  OP_POW,
  OP_ROUND,
  OP_SEC,
  OP_SECH,
  OP_SIGN,
  OP_SIN,
  OP_SINH,
  OP_SQRT,
  OP_SQUARE,
  OP_SUB,
  OP_TAN,
  OP_TANH,
  OP_TDIST_CDF,
  OP_TDIST_QUANTILE,
  OP_CHISQ_CDF,
  OP_CHISQ_QUANTILE,
} from './opcodes';
import {
  absoluteInterval,
  addIntervals,
  divideIntervals,
  maximumIntervals,
  minimumIntervals,
  multiplyIntervals,
  negateInterval,
  reciprocalInterval,
  squareInterval,
  squareRootInterval,
  subtractIntervals,
} from './interval-arithmetic';
import {
  arcsineInterval,
  arctangent2Intervals,
  arctangentInterval,
  areaHyperbolicCosineInterval,
  areaHyperbolicSineInterval,
  areaHyperbolicTangentInterval,
  errorFunctionInterval,
  exponentialInterval,
  hyperbolicCosineInterval,
  hyperbolicSineInterval,
  hyperbolicTangentInterval,
  logarithmInterval,
} from './interval-elementary';
import { cosineInterval, cotangentInterval, sineInterval, tangentInterval } from './interval-trigonometry';
import {
  ceilInterval,
  equalIntervals,
  floorInterval,
  lessEqualIntervals,
  lessIntervals,
  modIntervals,
  roundInterval,
  signInterval,
} from './interval-piecewise';
import { powerIntervals } from './interval-power';
import { gammaInterval, integerFunctionInterval } from './interval-special';
import { polygammaInterval } from './interval-polygamma';
import { lawCumulativeInterval, lawQuantileInterval } from './interval-t-chi-square';
import { addFlags, resultFlags, resultHigh, resultLow } from './interval-register';
import { choose, greatestCommonDivisor, leastCommonMultiple, permutations } from './special-functions';

const OUTER_ARCTANGENT: i32 = 0;
const OUTER_ARCSINE: i32 = 1;
const OUTER_ARCCOSINE: i32 = 2;

/** The second stage of a composed kernel: 1/r of the first stage's result r, flags kept. */
function thenReciprocal(): void {
  const low = resultLow;
  const high = resultHigh;
  const flags = resultFlags;
  if (low != low) return;
  reciprocalInterval(low, high);
  addFlags(flags);
}

/** The second stage of arccot, arcsec, arccsc: the inverse trig function of the reciprocal. */
function thenInverse(outer: i32): void {
  const low = resultLow;
  const high = resultHigh;
  const flags = resultFlags;
  if (low != low) return;
  if (outer == OUTER_ARCTANGENT) arctangentInterval(low, high);
  else arcsineInterval(low, high, outer == OUTER_ARCCOSINE);
  addFlags(flags);
}

export function applyUnaryInterval(opcode: i32, low: f64, high: f64): void {
  switch (opcode) {
    case OP_NEG:
      negateInterval(low, high);
      break;
    case OP_SQUARE:
      squareInterval(low, high);
      break;
    case OP_SQRT:
      squareRootInterval(low, high);
      break;
    case OP_SIN:
      sineInterval(low, high);
      break;
    case OP_COS:
      cosineInterval(low, high);
      break;
    case OP_TAN:
      tangentInterval(low, high);
      break;
    case OP_EXP:
      exponentialInterval(low, high);
      break;
    case OP_ERF:
      errorFunctionInterval(low, high);
      break;
    case OP_LN:
      logarithmInterval(low, high, false);
      break;
    case OP_LOG10:
      logarithmInterval(low, high, true);
      break;
    case OP_ABS:
      absoluteInterval(low, high);
      break;
    case OP_ARCSIN:
      arcsineInterval(low, high, false);
      break;
    case OP_ARCCOS:
      arcsineInterval(low, high, true);
      break;
    case OP_ARCTAN:
      arctangentInterval(low, high);
      break;
    case OP_SINH:
      hyperbolicSineInterval(low, high);
      break;
    case OP_COSH:
      hyperbolicCosineInterval(low, high);
      break;
    case OP_TANH:
      hyperbolicTangentInterval(low, high);
      break;
    case OP_COT:
      cotangentInterval(low, high);
      break;
    case OP_SEC:
      cosineInterval(low, high);
      thenReciprocal();
      break;
    case OP_CSC:
      sineInterval(low, high);
      thenReciprocal();
      break;
    case OP_FLOOR:
      floorInterval(low, high);
      break;
    case OP_CEIL:
      ceilInterval(low, high);
      break;
    case OP_ROUND:
      roundInterval(low, high);
      break;
    case OP_SIGN:
      signInterval(low, high);
      break;
    case OP_FACTORIAL:
      addIntervals(low, high, 1, 1);
      gammaInterval(resultLow, resultHigh);
      break;
    case OP_GAMMA:
      gammaInterval(low, high);
      break;
    case OP_ARCCOT:
      reciprocalInterval(low, high);
      thenInverse(OUTER_ARCTANGENT);
      break;
    case OP_ARCSEC:
      reciprocalInterval(low, high);
      thenInverse(OUTER_ARCCOSINE);
      break;
    case OP_ARCCSC:
      reciprocalInterval(low, high);
      thenInverse(OUTER_ARCSINE);
      break;
    case OP_SECH:
      hyperbolicCosineInterval(low, high);
      thenReciprocal();
      break;
    case OP_CSCH:
      hyperbolicSineInterval(low, high);
      thenReciprocal();
      break;
    case OP_COTH:
      hyperbolicTangentInterval(low, high);
      thenReciprocal();
      break;
    case OP_ARCSINH:
      areaHyperbolicSineInterval(low, high);
      break;
    case OP_ARCCOSH:
      areaHyperbolicCosineInterval(low, high);
      break;
    case OP_ARCTANH:
      areaHyperbolicTangentInterval(low, high);
      break;
    default:
      unreachable();
  }
}

export function applyBinaryInterval(
  opcode: i32,
  leftLow: f64,
  leftHigh: f64,
  rightLow: f64,
  rightHigh: f64,
): void {
  switch (opcode) {
    case OP_ADD:
      addIntervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_SUB:
      subtractIntervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_MUL:
      multiplyIntervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_DIV:
      divideIntervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_POW:
      powerIntervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_MOD:
      modIntervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_MIN:
      minimumIntervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_MAX:
      maximumIntervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_ARCTAN2:
      arctangent2Intervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_LESS:
      lessIntervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_LESS_EQUAL:
      lessEqualIntervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_GREATER:
      lessIntervals(rightLow, rightHigh, leftLow, leftHigh);
      break;
    case OP_GREATER_EQUAL:
      lessEqualIntervals(rightLow, rightHigh, leftLow, leftHigh);
      break;
    case OP_EQUAL:
      equalIntervals(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_POLYGAMMA:
      polygammaInterval(leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_TDIST_CDF:
    case OP_CHISQ_CDF:
      lawCumulativeInterval(opcode == OP_CHISQ_CDF, leftLow, leftHigh, rightLow, rightHigh);
      break;
    case OP_TDIST_QUANTILE:
    case OP_CHISQ_QUANTILE:
      lawQuantileInterval(opcode == OP_CHISQ_QUANTILE, leftLow, leftHigh, rightLow, rightHigh);
      break;
    default: {
      const isPoint = leftLow == leftHigh && rightLow == rightHigh;
      let value: f64 = NaN;
      if (isPoint) {
        if (opcode == OP_NCR) value = choose(leftLow, rightLow);
        else if (opcode == OP_NPR) value = permutations(leftLow, rightLow);
        else if (opcode == OP_GCD) value = greatestCommonDivisor(leftLow, rightLow);
        else if (opcode == OP_LCM) value = leastCommonMultiple(leftLow, rightLow);
        else unreachable();
      }
      integerFunctionInterval(isPoint, value);
    }
  }
}
