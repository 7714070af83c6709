/**
 * Running a scope's body: the context of the scope being evaluated at each depth, the inputs the body
 * reads gathered from the lane a node belongs to, and the run itself.
 *
 * The body is evaluated at many nodes per run (integration points, terms of a sum), up to BLOCK_LANES:
 * its own slot holds the node values (`nodeValues`), and every other slot it reads holds the value of
 * the outer lane the node belongs to: `broadcastLane` fills a whole block with one lane's values (one
 * integral's nodes all belong to one lane), `gatherLane` one node (a sum's terms mix lanes). Slots the
 * body never reads are never filled (`inputsReadBy` scans it once per scope instruction).
 *
 * The context lives in memory per depth: a body may hold scopes of its own (one depth deeper), which
 * enter and leave while this depth's context stays as it was.
 */
import { BLOCK_LANES, SLOT_BYTES } from './memory-layout';
import { MAX_SCOPE_DEPTH, SCOPE_SLOT_BASE } from './opcodes';
import {
  inputsReadBy,
  INPUT_SLOTS,
  pointInputBuffer,
  pointInputOf,
  preparePointBodyTable,
} from './scope-memory';
import { runProgramBlock } from './vm';
import { chargeScopeBudget } from './scope-budget';

const CONTEXT_BYTES: usize = 64;
const CONTEXTS: usize = memory.data(MAX_SCOPE_DEPTH * <i32>CONTEXT_BYTES, 16);

// Fields of a context.
const CODE: usize = 0;
const LENGTH: usize = 8;
const CONSTANTS: usize = 16;
const OUTER_TABLE: usize = 24;
const BODY_TABLE: usize = 32;
const BODY_BASE: usize = 40;
const READ_MASK: usize = 48;
const BROADCAST_LANE: usize = 56;

function contextOf(depth: i32): usize {
  return CONTEXTS + <usize>depth * CONTEXT_BYTES;
}

/**
 * Sets up depth `depth` for one scope instruction: its body (`code`, `length` words), the table of the
 * run it sits in (the outer lanes' inputs), and where the body's stack starts (above the bounds).
 */
export function enterScope(
  depth: i32,
  code: usize,
  length: i32,
  constants: usize,
  outerTable: usize,
  bodyBase: usize,
): void {
  const context = contextOf(depth);
  store<usize>(context + CODE, code);
  store<i32>(context + LENGTH, length);
  store<usize>(context + CONSTANTS, constants);
  store<usize>(context + OUTER_TABLE, outerTable);
  store<usize>(context + BODY_TABLE, preparePointBodyTable(depth));
  store<usize>(context + BODY_BASE, bodyBase);
  // Slots below its own: the inputs and enclosing scopes' variables (nested scopes' slots are theirs).
  store<i32>(context + READ_MASK, inputsReadBy(code, length) & ((1 << (SCOPE_SLOT_BASE + depth)) - 1));
  store<i32>(context + BROADCAST_LANE, -1);
}

/** The body reads nothing but its own variable (and constants): its values are the same for every lane. */
export function readsOnlyOwnSlot(depth: i32): bool {
  return load<i32>(contextOf(depth) + READ_MASK) == 0;
}

/** Where the node values go: the body's own slot (one block of f64). */
export function nodeValues(depth: i32): usize {
  return pointInputBuffer(depth, SCOPE_SLOT_BASE + depth);
}

/** Fills every slot the body reads (its own excepted) with outer lane `lane`'s values, for a whole block. */
export function broadcastLane(depth: i32, lane: i32): void {
  const context = contextOf(depth);
  if (load<i32>(context + BROADCAST_LANE) == lane) return;
  store<i32>(context + BROADCAST_LANE, lane);
  const mask = load<i32>(context + READ_MASK);
  if (mask == 0) return;
  const outer = load<usize>(context + OUTER_TABLE);
  for (let slot = 0; slot < INPUT_SLOTS; slot++) {
    if (((mask >> slot) & 1) == 0) continue;
    const value = load<f64>(pointInputOf(outer, slot) + ((<usize>lane) << 3));
    const buffer = pointInputBuffer(depth, slot);
    for (let offset: usize = 0; offset < SLOT_BYTES; offset += 8) store<f64>(buffer + offset, value);
  }
}

/** Gives node `node` the values of outer lane `lane` in every slot the body reads, its own excepted. */
export function gatherLane(depth: i32, lane: i32, node: i32): void {
  const context = contextOf(depth);
  store<i32>(context + BROADCAST_LANE, -1);
  const mask = load<i32>(context + READ_MASK);
  if (mask == 0) return;
  const outer = load<usize>(context + OUTER_TABLE);
  for (let slot = 0; slot < INPUT_SLOTS; slot++) {
    if (((mask >> slot) & 1) == 0) continue;
    const value = load<f64>(pointInputOf(outer, slot) + ((<usize>lane) << 3));
    store<f64>(pointInputBuffer(depth, slot) + ((<usize>node) << 3), value);
  }
}

/** Runs the body over `count` nodes (at most BLOCK_LANES); returns where their values are. */
export function runBody(depth: i32, count: i32): usize {
  const context = contextOf(depth);
  const base = load<usize>(context + BODY_BASE);
  if (!chargeScopeBudget(count)) {
    for (let node = 0; node < count; node++) store<f64>(base + ((<usize>node) << 3), NaN);
    return base;
  }
  runProgramBlock(
    load<usize>(context + CODE),
    load<i32>(context + LENGTH),
    load<usize>(context + CONSTANTS),
    load<usize>(context + BODY_TABLE),
    (<usize>min(count, BLOCK_LANES)) << 3,
    base,
  );
  return base;
}
