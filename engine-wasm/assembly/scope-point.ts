/**
 * The scope instructions in point mode: INTEGRAL, SUM_RANGE and PRODUCT_RANGE over one block of lanes.
 * Called by the VM (vm.ts) with the two bounds' slots; the result replaces the lower bound's slot.
 *
 * INTEGRAL: ∫_lower^upper body dt per lane (quadrature-adaptive.ts), or by accumulation along the sorted
 * upper bounds when every lane shares its lower bound and the body reads only its own variable
 * (quadrature-accumulate.ts).
 *
 * SUM_RANGE / PRODUCT_RANGE: the bounds round as floor(v + 0.5); n runs from the first to the second in
 * order, the terms added (0 for an empty range) or multiplied (1) in that order. A non-finite bound, or
 * more than MAX_TERMS terms in a lane, gives NaN. Terms of all lanes are batched, BLOCK_LANES per body
 * run, each node carrying its lane's other inputs.
 */
import { BLOCK_LANES, SLOT_BYTES } from './memory-layout';
import { OP_INTEGRAL, OP_PRODUCT_RANGE, SCOPE_SLOT_BASE } from './opcodes';
import { enterScope, gatherLane, nodeValues, readsOnlyOwnSlot, runBody } from './scope-body';
import { integrateLane } from './quadrature-adaptive';
import { accumulateLanes } from './quadrature-accumulate';
import { GAP_HIGH, GAP_LOW, ORDER, quadratureWorkspace } from './quadrature-workspace';

/** Terms one lane of a sum or product may have. */
export const MAX_TERMS: f64 = 1e6;

function f64At(base: usize, index: i32): f64 {
  return load<f64>(base + ((<usize>index) << 3));
}

function setF64(base: usize, index: i32, value: f64): void {
  store<f64>(base + ((<usize>index) << 3), value);
}

/** The bound of a sum as the contract rounds it (Math.round's floor(v + 0.5)), NaN if not finite. */
export function roundedBound(value: f64): f64 {
  return value - value == 0 ? Math.floor(value + 0.5) : NaN;
}

function integrateLanes(depth: i32, lanes: i32, lower: usize, upper: usize): void {
  const a = load<f64>(lower);
  let shared = lanes > 1 && a - a == 0 && readsOnlyOwnSlot(depth);
  for (let lane = 1; shared && lane < lanes; lane++) shared = f64At(lower, lane) == a;
  if (shared) {
    accumulateLanes(depth, lanes, lower, upper);
    return;
  }
  for (let lane = 0; lane < lanes; lane++) {
    setF64(lower, lane, integrateLane(depth, lane, f64At(lower, lane), f64At(upper, lane)));
  }
}

/** Adds (or multiplies) the body's values at nodes 0 … count − 1 into their lanes' results, in order. */
function foldTerms(depth: i32, count: i32, owners: usize, results: usize, product: bool): void {
  const values = runBody(depth, count);
  for (let node = 0; node < count; node++) {
    const lane = load<i32>(owners + ((<usize>node) << 2));
    const value = f64At(values, node);
    setF64(results, lane, product ? f64At(results, lane) * value : f64At(results, lane) + value);
  }
}

function sumLanes(depth: i32, lanes: i32, lower: usize, upper: usize, product: bool): void {
  const workspace = quadratureWorkspace(depth);
  const firsts = workspace + GAP_LOW;
  const lasts = workspace + GAP_HIGH;
  const owners = workspace + ORDER;
  for (let lane = 0; lane < lanes; lane++) {
    const first = roundedBound(f64At(lower, lane));
    const last = roundedBound(f64At(upper, lane));
    setF64(firsts, lane, first);
    setF64(lasts, lane, last);
    const undefinedRange = first != first || last != last || last - first + 1 > MAX_TERMS;
    setF64(lower, lane, undefinedRange ? NaN : product ? 1 : 0);
  }
  const nodes = nodeValues(depth);
  let count = 0;
  for (let lane = 0; lane < lanes; lane++) {
    if (f64At(lower, lane) != f64At(lower, lane)) continue;
    const last = f64At(lasts, lane);
    for (let n = f64At(firsts, lane); n <= last; n++) {
      setF64(nodes, count, n);
      store<i32>(owners + ((<usize>count) << 2), lane);
      gatherLane(depth, lane, count);
      count++;
      if (count == BLOCK_LANES) {
        foldTerms(depth, count, owners, lower, product);
        count = 0;
      }
    }
  }
  if (count > 0) foldTerms(depth, count, owners, lower, product);
}

/**
 * Runs one scope instruction over a block: the bounds are at `target` (lower) and the slot above
 * (upper); the result goes to `target`. `inputs` is the input table of the run it sits in.
 */
export function runPointScope(
  opcode: i32,
  slot: i32,
  body: usize,
  bodyLength: i32,
  constants: usize,
  inputs: usize,
  byteCount: usize,
  target: usize,
): void {
  const depth = slot - SCOPE_SLOT_BASE;
  const upper = target + SLOT_BYTES;
  enterScope(depth, body, bodyLength, constants, inputs, upper + SLOT_BYTES);
  const lanes = <i32>(byteCount >> 3);
  if (opcode == OP_INTEGRAL) integrateLanes(depth, lanes, target, upper);
  else sumLanes(depth, lanes, target, upper, opcode == OP_PRODUCT_RANGE);
}
