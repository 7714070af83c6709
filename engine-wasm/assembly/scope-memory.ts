/**
 * Fixed memory of the scopes (integrals, sums, products): input tables and per-depth input buffers.
 *
 * A program reads its inputs through a table of pointers, one per input slot (x, y, t, then one slot
 * per scope depth): INPUT k copies a block from table[k]. The top-level run's table points into the
 * caller's arrays; a scope's body runs over nodes (integration points, terms) whose own slot holds the
 * node values and whose other slots hold the values of the lane the node belongs to, gathered into the
 * buffers of that scope's depth. Each depth has its own buffers, so a body may itself contain scopes:
 * a scope at depth d runs its body through table d + 1, whose buffers nothing at another depth touches.
 *
 * Point mode: a table is INPUT_SLOTS pointers; a buffer one block of f64. Interval mode: a table is
 * INPUT_SLOTS (low, high) pointer pairs, as the binding passes x, y and t; a buffer holds the lows of a
 * block then its highs.
 */
import { MAX_SCOPE_DEPTH, OP_INPUT, operandWordsOf, SCOPE_SLOT_BASE } from './opcodes';
import { SLOT_BYTES } from './memory-layout';

/** Input slots one program may read: x, y, t and one per scope depth. */
export const INPUT_SLOTS: i32 = SCOPE_SLOT_BASE + MAX_SCOPE_DEPTH;

const POINTER_BYTES: usize = sizeof<usize>();
const POINT_TABLE_BYTES: usize = <usize>INPUT_SLOTS * POINTER_BYTES;
const INTERVAL_TABLE_BYTES: usize = 2 * POINT_TABLE_BYTES;
const INTERVAL_BUFFER_BYTES: usize = 2 * SLOT_BYTES;

const POINT_TABLES: usize = memory.data(<i32>((MAX_SCOPE_DEPTH + 1) * <i32>POINT_TABLE_BYTES), 16);
const POINT_BUFFERS: usize = memory.data(<i32>(MAX_SCOPE_DEPTH * INPUT_SLOTS * <i32>SLOT_BYTES), 16);
const INTERVAL_TABLES: usize = memory.data(<i32>((MAX_SCOPE_DEPTH + 1) * <i32>INTERVAL_TABLE_BYTES), 16);
const INTERVAL_BUFFERS: usize = memory.data(
  <i32>(MAX_SCOPE_DEPTH * INPUT_SLOTS * <i32>INTERVAL_BUFFER_BYTES),
  16,
);

/** The point input table of a run: level 0 is the top-level program, level d + 1 the bodies at depth d. */
export function pointInputTable(level: i32): usize {
  return POINT_TABLES + <usize>level * POINT_TABLE_BYTES;
}

/** The buffer of input `slot` for the bodies of scopes at `depth` (one block of f64). */
export function pointInputBuffer(depth: i32, slot: i32): usize {
  return POINT_BUFFERS + <usize>(depth * INPUT_SLOTS + slot) * SLOT_BYTES;
}

/** Points table depth + 1 at the buffers of `depth`: set before a scope at that depth runs its body. */
export function preparePointBodyTable(depth: i32): usize {
  const table = pointInputTable(depth + 1);
  for (let slot = 0; slot < INPUT_SLOTS; slot++) {
    store<usize>(table + <usize>slot * POINTER_BYTES, pointInputBuffer(depth, slot));
  }
  return table;
}

/** Where input `slot` of a point table points (lane 0 of the run's block). */
export function pointInputOf(table: usize, slot: i32): usize {
  return load<usize>(table + <usize>slot * POINTER_BYTES);
}

export function intervalInputTable(level: i32): usize {
  return INTERVAL_TABLES + <usize>level * INTERVAL_TABLE_BYTES;
}

/** The lows of input `slot` for the bodies of interval scopes at `depth`; the highs follow one block on. */
export function intervalInputBuffer(depth: i32, slot: i32): usize {
  return INTERVAL_BUFFERS + <usize>(depth * INPUT_SLOTS + slot) * INTERVAL_BUFFER_BYTES;
}

export function prepareIntervalBodyTable(depth: i32): usize {
  const table = intervalInputTable(depth + 1);
  for (let slot = 0; slot < INPUT_SLOTS; slot++) {
    const buffer = intervalInputBuffer(depth, slot);
    store<usize>(table + <usize>(2 * slot) * POINTER_BYTES, buffer);
    store<usize>(table + <usize>(2 * slot + 1) * POINTER_BYTES, buffer + SLOT_BYTES);
  }
  return table;
}

/** The lows (`high` false) or highs of input `slot` in an interval table, before the run's offset. */
export function intervalInputOf(table: usize, slot: i32, high: bool): usize {
  return load<usize>(table + <usize>(2 * slot + i32(high)) * POINTER_BYTES);
}

/** Bit k set when the body (nested bodies included) reads input slot k: the slots worth gathering. */
export function inputsReadBy(code: usize, codeLength: i32): i32 {
  let mask = 0;
  const end = code + ((<usize>codeLength) << 2);
  let word = code;
  while (word < end) {
    const opcode = load<i32>(word);
    if (opcode == OP_INPUT) mask |= 1 << load<i32>(word, 4);
    // Scopes' bodies are inline: stepping over the two operand words walks into them.
    word += 4 + ((<usize>operandWordsOf(opcode)) << 2);
  }
  return mask;
}
