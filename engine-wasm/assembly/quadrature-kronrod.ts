/**
 * The 21-point Gauss–Kronrod rule (10-point Gauss embedded) and the evaluation of a batch of intervals
 * in one body run.
 *
 * see: QUADPACK dqk21 (Piessens, de Doncker-Kapenga, Überhuber, Kahaner 1983): the abscissae and weights
 * below, and its error estimate: |K − G| scaled as resasc · min(1, (200 |K − G| / resasc)^1.5), never
 * below 50 ε · ∫|f| (roundoff), where resasc ≈ ∫|f − mean|. Checked: K21 integrates x^k exactly for
 * k ≤ 31, G10 for k ≤ 19 (to 1 ulp).
 *
 * Intervals live in u-coordinates of a segment whose map gives t (the body's variable) and dt/du:
 *   MAP_FINITE            t = u                       (a finite range)
 *   MAP_UP_TO_INFINITY    t = anchor + (1 − u)/u      (u in (0, 1] covers [anchor, ∞); dt = −du/u²)
 *   MAP_DOWN_TO_INFINITY  t = anchor − (1 − u)/u      (u in (0, 1] covers (−∞, anchor])
 * (QUADPACK's dqagi transformation.) Kronrod nodes are interior, so u = 0 (t = ±∞) is never evaluated.
 */
import { nodeValues, runBody } from './scope-body';
import {
  BATCH_AREA,
  BATCH_ERROR,
  BATCH_HIGH,
  BATCH_LOW,
  BATCH_SEGMENT,
  BATCH_VALUE,
  JACOBIAN,
  SEGMENT_ANCHOR,
  SEGMENT_KIND,
} from './quadrature-workspace';

export const KRONROD_NODES: i32 = 21;
export const MAP_FINITE: i32 = 0;
export const MAP_UP_TO_INFINITY: i32 = 1;
export const MAP_DOWN_TO_INFINITY: i32 = 2;

/** Kronrod abscissae ξ_1 … ξ_10 on [−1, 1] (descending; the centre is the 21st node). */
const ABSCISSAE: usize = memory.data<f64>([
  0.995657163025808080735527280689003, 0.973906528517171720077964012084452,
  0.930157491355708226001207180059508, 0.865063366688984510732096688423493,
  0.780817726586416897063717578345042, 0.679409568299024406234327365114874,
  0.562757134668604683339000099272694, 0.433395394129247190799265943165784,
  0.294392862701460198131126603103866, 0.14887433898163121088482600112972,
]);
/** Kronrod weights of ξ_1 … ξ_10, then of the centre. */
const KRONROD_WEIGHTS: usize = memory.data<f64>([
  0.011694638867371874278064396062192, 0.03255816230796472747881897245939, 0.05475589657435199603138130024458,
  0.07503967481091995276704314091619, 0.093125454583697605535065465083366,
  0.109387158802297641899210590325805, 0.123491976262065851077208980393442,
  0.134709217311473325928054001771707, 0.142775938577060080797094273138717,
  0.147739104901338491374841515972068, 0.149445554002916905664936468389821,
]);
/** Gauss weights of ξ_2, ξ_4, …, ξ_10 (the Gauss nodes among the Kronrod ones). */
const GAUSS_WEIGHTS: usize = memory.data<f64>([
  0.066671344308688137593568809893332, 0.149451349150580593145776339657697,
  0.219086362515982043995534934228163, 0.269266719309996355091226921569469,
  0.295524224714752870173892994651338,
]);

const EPSILON: f64 = 2.220446049250313e-16;
const SMALLEST_NORMAL: f64 = 2.2250738585072014e-308;

/** Results of `applyKronrod`. */
let ruleValue: f64 = 0;
let ruleError: f64 = 0;
let ruleArea: f64 = 0;

/**
 * The rule over 21 values of g = f · dt/du at the nodes in `placeNodes` order (centre, then − and + of
 * each abscissa), on an interval of half-length `halfLength`. A non-finite value makes the result NaN.
 */
function applyKronrod(values: usize, halfLength: f64): void {
  const centre = load<f64>(values);
  let kronrod = load<f64>(KRONROD_WEIGHTS, 80) * centre;
  let gauss: f64 = 0;
  let absolute = Math.abs(kronrod);
  for (let j = 0; j < 10; j++) {
    const left = load<f64>(values + ((<usize>(1 + 2 * j)) << 3));
    const right = load<f64>(values + ((<usize>(2 + 2 * j)) << 3));
    const weight = load<f64>(KRONROD_WEIGHTS + ((<usize>j) << 3));
    const sum = left + right;
    kronrod += weight * sum;
    absolute += weight * (Math.abs(left) + Math.abs(right));
    if ((j & 1) == 1) gauss += load<f64>(GAUSS_WEIGHTS + ((<usize>(j >> 1)) << 3)) * sum;
  }
  if (absolute - absolute != 0) {
    ruleValue = NaN;
    ruleError = NaN;
    ruleArea = NaN;
    return;
  }
  const mean = kronrod * 0.5;
  let spread = load<f64>(KRONROD_WEIGHTS, 80) * Math.abs(centre - mean);
  for (let j = 0; j < 10; j++) {
    const left = load<f64>(values + ((<usize>(1 + 2 * j)) << 3));
    const right = load<f64>(values + ((<usize>(2 + 2 * j)) << 3));
    spread +=
      load<f64>(KRONROD_WEIGHTS + ((<usize>j) << 3)) * (Math.abs(left - mean) + Math.abs(right - mean));
  }
  const scale = Math.abs(halfLength);
  ruleValue = kronrod * halfLength;
  absolute *= scale;
  spread *= scale;
  let error = Math.abs((kronrod - gauss) * halfLength);
  if (spread != 0 && error != 0) error = spread * Math.min(1, Math.pow((200 * error) / spread, 1.5));
  if (absolute > SMALLEST_NORMAL / (50 * EPSILON)) error = Math.max(50 * EPSILON * absolute, error);
  ruleError = error;
  ruleArea = absolute;
}

/** t at u on a segment of the given map. */
export function mapToVariable(kind: i32, anchor: f64, u: f64): f64 {
  if (kind == MAP_FINITE) return u;
  const distance = (1 - u) / u;
  return kind == MAP_UP_TO_INFINITY ? anchor + distance : anchor - distance;
}

/** Writes node `index` of the interval: its t into the body's slot, dt/du beside it. */
function placeNode(nodes: usize, jacobians: usize, index: i32, kind: i32, anchor: f64, u: f64): void {
  const offset = (<usize>index) << 3;
  store<f64>(nodes + offset, mapToVariable(kind, anchor, u));
  store<f64>(jacobians + offset, kind == MAP_FINITE ? 1 : 1 / (u * u));
}

/**
 * Evaluates the rule on batch intervals 0 … count − 1 (BATCH_LOW/HIGH/SEGMENT of the workspace) in one
 * body run; leaves BATCH_VALUE/ERROR/AREA. The caller has broadcast the lane's other inputs. Returns
 * false if the body was NaN or infinite at a node (the integral is then undefined).
 */
export function evaluateKronrodBatch(depth: i32, workspace: usize, count: i32): bool {
  const nodes = nodeValues(depth);
  const jacobians = workspace + JACOBIAN;
  for (let interval = 0; interval < count; interval++) {
    const low = load<f64>(workspace + BATCH_LOW + ((<usize>interval) << 3));
    const high = load<f64>(workspace + BATCH_HIGH + ((<usize>interval) << 3));
    const segment = <usize>load<i32>(workspace + BATCH_SEGMENT + ((<usize>interval) << 2));
    const kind = load<i32>(workspace + SEGMENT_KIND + (segment << 2));
    const anchor = load<f64>(workspace + SEGMENT_ANCHOR + (segment << 3));
    // Halves first: the sum or difference of two huge bounds could overflow.
    const centre = 0.5 * low + 0.5 * high;
    const halfLength = 0.5 * high - 0.5 * low;
    const first = interval * KRONROD_NODES;
    placeNode(nodes, jacobians, first, kind, anchor, centre);
    for (let j = 0; j < 10; j++) {
      const step = halfLength * load<f64>(ABSCISSAE + ((<usize>j) << 3));
      placeNode(nodes, jacobians, first + 1 + 2 * j, kind, anchor, centre - step);
      placeNode(nodes, jacobians, first + 2 + 2 * j, kind, anchor, centre + step);
    }
  }
  const values = runBody(depth, count * KRONROD_NODES);
  const total = count * KRONROD_NODES;
  for (let node = 0; node < total; node++) {
    const offset = (<usize>node) << 3;
    const value = load<f64>(values + offset);
    // f = 0 stays 0 however large dt/du is: e^{-t²} underflows long before 1/u² overflows.
    if (value != 0) store<f64>(values + offset, value * load<f64>(jacobians + offset));
  }
  for (let interval = 0; interval < count; interval++) {
    const low = load<f64>(workspace + BATCH_LOW + ((<usize>interval) << 3));
    const high = load<f64>(workspace + BATCH_HIGH + ((<usize>interval) << 3));
    applyKronrod(values + ((<usize>(interval * KRONROD_NODES)) << 3), 0.5 * high - 0.5 * low);
    if (ruleValue != ruleValue) return false;
    store<f64>(workspace + BATCH_VALUE + ((<usize>interval) << 3), ruleValue);
    store<f64>(workspace + BATCH_ERROR + ((<usize>interval) << 3), ruleError);
    store<f64>(workspace + BATCH_AREA + ((<usize>interval) << 3), ruleArea);
  }
  return true;
}
