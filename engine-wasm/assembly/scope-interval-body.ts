/**
 * Running a scope's body in interval mode (the counterpart of scope-body.ts): per depth, the scope's
 * context; per node, a box of the bound variable (a piece of an integral's range, a sum's term [n, n])
 * and the boxes of the outer lane it belongs to in every other slot the body reads.
 */
import { BLOCK_LANES, SLOT_BYTES } from './memory-layout';
import { MAX_SCOPE_DEPTH, SCOPE_SLOT_BASE } from './opcodes';
import {
  inputsReadBy,
  INPUT_SLOTS,
  intervalInputBuffer,
  intervalInputOf,
  prepareIntervalBodyTable,
} from './scope-memory';
import { runIntervalBlock } from './interval-vm';
import { chargeScopeBudget } from './scope-budget';
import { INTERVAL_DISCONTINUOUS, INTERVAL_UNDEFINED } from './interval-register';

const CONTEXT_BYTES: usize = 64;
const CONTEXTS: usize = memory.data(MAX_SCOPE_DEPTH * <i32>CONTEXT_BYTES, 16);

const CODE: usize = 0;
const LENGTH: usize = 8;
const CONSTANTS: usize = 16;
const OUTER_TABLE: usize = 24;
const OUTER_START: usize = 32;
const BODY_TABLE: usize = 40;
const BODY_BASE: usize = 48;
const READ_MASK: usize = 56;

function contextOf(depth: i32): usize {
  return CONTEXTS + <usize>depth * CONTEXT_BYTES;
}

/**
 * Sets up depth `depth` for one interval scope instruction: its body, the table of the run it sits in
 * (whose pointers are offset by `outerStart` bytes) and where the body's stack starts.
 */
export function enterIntervalScope(
  depth: i32,
  code: usize,
  length: i32,
  constants: usize,
  outerTable: usize,
  outerStart: usize,
  bodyBase: usize,
): void {
  const context = contextOf(depth);
  store<usize>(context + CODE, code);
  store<i32>(context + LENGTH, length);
  store<usize>(context + CONSTANTS, constants);
  store<usize>(context + OUTER_TABLE, outerTable);
  store<usize>(context + OUTER_START, outerStart);
  store<usize>(context + BODY_TABLE, prepareIntervalBodyTable(depth));
  store<usize>(context + BODY_BASE, bodyBase);
  // Slots below its own: the inputs and enclosing scopes' variables (nested scopes' slots are theirs).
  store<i32>(context + READ_MASK, inputsReadBy(code, length) & ((1 << (SCOPE_SLOT_BASE + depth)) - 1));
}

/** The bound variable's boxes: the lows of a block, the highs one block on. */
export function variableBoxes(depth: i32): usize {
  return intervalInputBuffer(depth, SCOPE_SLOT_BASE + depth);
}

/** Sets node `node`'s box of the bound variable. */
export function setVariableBox(depth: i32, node: i32, low: f64, high: f64): void {
  const buffer = variableBoxes(depth) + ((<usize>node) << 3);
  store<f64>(buffer, low);
  store<f64>(buffer + SLOT_BYTES, high);
}

/** Gives node `node` the boxes of outer lane `lane` in every slot the body reads, its own excepted. */
export function gatherIntervalLane(depth: i32, lane: i32, node: i32): void {
  const context = contextOf(depth);
  const mask = load<i32>(context + READ_MASK);
  if (mask == 0) return;
  const outer = load<usize>(context + OUTER_TABLE);
  const laneOffset = load<usize>(context + OUTER_START) + ((<usize>lane) << 3);
  const nodeOffset = (<usize>node) << 3;
  for (let slot = 0; slot < INPUT_SLOTS; slot++) {
    if (((mask >> slot) & 1) == 0) continue;
    const buffer = intervalInputBuffer(depth, slot) + nodeOffset;
    store<f64>(buffer, load<f64>(intervalInputOf(outer, slot, false) + laneOffset));
    store<f64>(buffer + SLOT_BYTES, load<f64>(intervalInputOf(outer, slot, true) + laneOffset));
  }
}

/**
 * Runs the body over `count` nodes (at most BLOCK_LANES); returns its result slot: lows, then highs one
 * block on, then i32 flags (interval-vm.ts layout).
 */
export function runIntervalBody(depth: i32, count: i32): usize {
  const context = contextOf(depth);
  const base = load<usize>(context + BODY_BASE);
  if (!chargeScopeBudget(count)) {
    for (let node = 0; node < count; node++) {
      store<f64>(base + ((<usize>node) << 3), -Infinity);
      store<f64>(base + SLOT_BYTES + ((<usize>node) << 3), Infinity);
      store<i32>(base + 2 * SLOT_BYTES + ((<usize>node) << 2), INTERVAL_DISCONTINUOUS | INTERVAL_UNDEFINED);
    }
    return base;
  }
  runIntervalBlock(
    load<usize>(context + CODE),
    load<i32>(context + LENGTH),
    load<usize>(context + CONSTANTS),
    load<usize>(context + BODY_TABLE),
    0,
    (<usize>min(count, BLOCK_LANES)) << 3,
    base,
  );
  return base;
}
