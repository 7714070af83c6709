/**
 * The batched bytecode VM in interval mode: the same bytecode as vm.ts, run over boxes. Each lane holds
 * an interval [low, high] and flags (interval-register.ts); the result contains the value of every point
 * of the lane's box (and the point VM's value there), or the box is flagged where that value may be NaN.
 *
 * As in vm.ts the program runs BLOCK_LANES boxes at a time, each instruction sweeping the block. Flags
 * travel with the values: an operation's result carries its operands' flags and its own, except SELECT
 * with a decided condition, which carries only the branch it takes. An empty operand (NaN, NaN) makes
 * the result empty, except in an undecided SELECT, which takes the other branch and flags the gap.
 * LOAD and STORE copy a block's bounds and flags between the stack and a register, as in vm.ts.
 */
import { arityOf, OP_CONST, OP_INPUT, OP_LOAD, OP_POW, OP_SELECT, OP_STORE, operandWordsOf } from './opcodes';
import {
  BLOCK_LANES,
  INTERVAL_REGISTER_BASE,
  INTERVAL_SLOT_BYTES,
  INTERVAL_STACK_BASE,
  SLOT_BYTES,
} from './memory-layout';
import { applyBinaryInterval, applyUnaryInterval } from './interval-dispatch';
import {
  INTERVAL_DISCONTINUOUS,
  INTERVAL_SPARSE,
  INTERVAL_UNDEFINED,
  resultFlags,
  resultHigh,
  resultLow,
} from './interval-register';
import { runIntervalScope } from './scope-interval';

const HIGH_OFFSET: usize = SLOT_BYTES;
const FLAGS_OFFSET: usize = 2 * SLOT_BYTES;

/** Writes the kernel's result into lane `offset` (bytes, f64 lanes) of `slot`, adding `flags`. */
function storeResult(slot: usize, offset: usize, flags: i32): void {
  let low = resultLow;
  let high = resultHigh;
  let ownFlags = resultFlags;
  // A kernel half NaN would be a bug; fall back to what is always true rather than emit it.
  if ((low != low) != (high != high)) {
    low = -Infinity;
    high = Infinity;
    ownFlags |= INTERVAL_UNDEFINED | INTERVAL_DISCONTINUOUS;
  } else if (low != low) {
    ownFlags |= INTERVAL_UNDEFINED;
  }
  store<f64>(slot + offset, low);
  store<f64>(slot + HIGH_OFFSET + offset, high);
  store<i32>(slot + FLAGS_OFFSET + (offset >> 1), flags | ownFlags);
}

function loadInput(slot: usize, low: usize, high: usize, byteCount: usize): void {
  memory.copy(slot, low, byteCount);
  memory.copy(slot + HIGH_OFFSET, high, byteCount);
  memory.fill(slot + FLAGS_OFFSET, 0, byteCount >> 1);
}

/** Copies a block's lows, highs and flags between interval slots (stack slots and registers alike). */
function copySlot(target: usize, source: usize, byteCount: usize): void {
  memory.copy(target, source, byteCount);
  memory.copy(target + HIGH_OFFSET, source + HIGH_OFFSET, byteCount);
  memory.copy(target + FLAGS_OFFSET, source + FLAGS_OFFSET, byteCount >> 1);
}

function selectLanes(slot: usize, byteCount: usize): void {
  const whenTrue = slot + INTERVAL_SLOT_BYTES;
  const whenFalse = whenTrue + INTERVAL_SLOT_BYTES;
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    const conditionLow = load<f64>(slot + offset);
    const conditionHigh = load<f64>(slot + HIGH_OFFSET + offset);
    const conditionFlags = load<i32>(slot + FLAGS_OFFSET + (offset >> 1));
    if (conditionLow != conditionLow) continue;
    const surelyTrue = conditionLow > 0 || conditionHigh < 0;
    const surelyFalse = conditionLow == 0 && conditionHigh == 0;
    if (surelyTrue || surelyFalse) {
      const branch = surelyTrue ? whenTrue : whenFalse;
      store<f64>(slot + offset, load<f64>(branch + offset));
      store<f64>(slot + HIGH_OFFSET + offset, load<f64>(branch + HIGH_OFFSET + offset));
      store<i32>(
        slot + FLAGS_OFFSET + (offset >> 1),
        conditionFlags | load<i32>(branch + FLAGS_OFFSET + (offset >> 1)),
      );
      continue;
    }
    const trueLow = load<f64>(whenTrue + offset);
    const trueHigh = load<f64>(whenTrue + HIGH_OFFSET + offset);
    const falseLow = load<f64>(whenFalse + offset);
    const falseHigh = load<f64>(whenFalse + HIGH_OFFSET + offset);
    const trueFlags = load<i32>(whenTrue + FLAGS_OFFSET + (offset >> 1));
    const falseFlags = load<i32>(whenFalse + FLAGS_OFFSET + (offset >> 1));
    // Sparse only where both branches are (or the condition is): either branch may be the one taken.
    let flags =
      ((conditionFlags | trueFlags | falseFlags) & ~INTERVAL_SPARSE) |
      (conditionFlags & INTERVAL_SPARSE) |
      (trueFlags & falseFlags & INTERVAL_SPARSE) |
      INTERVAL_DISCONTINUOUS;
    let low: f64;
    let high: f64;
    if (trueLow != trueLow) {
      low = falseLow;
      high = falseHigh;
    } else if (falseLow != falseLow) {
      low = trueLow;
      high = trueHigh;
    } else {
      low = min(trueLow, falseLow);
      high = max(trueHigh, falseHigh);
    }
    store<f64>(slot + offset, low);
    store<f64>(slot + HIGH_OFFSET + offset, high);
    store<i32>(slot + FLAGS_OFFSET + (offset >> 1), flags);
  }
}

/**
 * Runs the program (or a scope's body) over one block of boxes, its stack starting at `base`, where the
 * result is left. `inputs` is the interval input table (scope-memory.ts), each pointer offset by `start`
 * bytes (the block's first lane; 0 for bodies, whose tables point at their own buffers).
 */
export function runIntervalBlock(
  code: usize,
  codeLength: i32,
  constants: usize,
  inputs: usize,
  start: usize,
  byteCount: usize,
  base: usize,
): void {
  let top: usize = base - INTERVAL_SLOT_BYTES;
  const codeEnd = code + ((<usize>codeLength) << 2);
  let word = code;
  while (word < codeEnd) {
    const opcode = load<i32>(word);
    if (opcode == OP_CONST) {
      top += INTERVAL_SLOT_BYTES;
      const value = load<f64>(constants + ((<usize>load<i32>(word, 4)) << 3));
      const flags = value != value ? INTERVAL_UNDEFINED : 0;
      for (let offset: usize = 0; offset < byteCount; offset += 8) {
        store<f64>(top + offset, value);
        store<f64>(top + HIGH_OFFSET + offset, value);
        store<i32>(top + FLAGS_OFFSET + (offset >> 1), flags);
      }
      word += 8;
      continue;
    }
    if (opcode == OP_INPUT) {
      top += INTERVAL_SLOT_BYTES;
      // inputs: per slot a (low, high) pair of pointers; x, y, t first, as the binding passes them.
      const pair = inputs + <usize>load<i32>(word, 4) * (2 * sizeof<usize>());
      loadInput(top, load<usize>(pair) + start, load<usize>(pair, sizeof<usize>()) + start, byteCount);
      word += 8;
      continue;
    }
    if (opcode == OP_LOAD) {
      top += INTERVAL_SLOT_BYTES;
      copySlot(top, INTERVAL_REGISTER_BASE + <usize>load<i32>(word, 4) * INTERVAL_SLOT_BYTES, byteCount);
      word += 8;
      continue;
    }
    if (opcode == OP_STORE) {
      copySlot(INTERVAL_REGISTER_BASE + <usize>load<i32>(word, 4) * INTERVAL_SLOT_BYTES, top, byteCount);
      word += 8;
      continue;
    }
    if (operandWordsOf(opcode) == 2) {
      // A scope: its bounds below the top, its operands the variable's slot and the body's length.
      top -= INTERVAL_SLOT_BYTES;
      const bodyLength = load<i32>(word, 8);
      runIntervalScope(
        opcode,
        load<i32>(word, 4),
        word + 12,
        bodyLength,
        constants,
        inputs,
        start,
        byteCount,
        top,
      );
      word += 12 + ((<usize>bodyLength) << 2);
      continue;
    }
    const pops = arityOf(opcode);
    if (opcode == OP_SELECT) {
      top -= 2 * INTERVAL_SLOT_BYTES;
      selectLanes(top, byteCount);
    } else if (pops == 2) {
      top -= INTERVAL_SLOT_BYTES;
      const operand = top + INTERVAL_SLOT_BYTES;
      for (let offset: usize = 0; offset < byteCount; offset += 8) {
        const leftLow = load<f64>(top + offset);
        const rightLow = load<f64>(operand + offset);
        const flags =
          load<i32>(top + FLAGS_OFFSET + (offset >> 1)) | load<i32>(operand + FLAGS_OFFSET + (offset >> 1));
        if (
          opcode == OP_POW &&
          leftLow != leftLow &&
          rightLow <= 0 &&
          load<f64>(operand + HIGH_OFFSET + offset) >= 0
        ) {
          // pow(NaN, 0) is 1: an undefined base to an exponent that may be 0.
          store<f64>(top + offset, 1);
          store<f64>(top + HIGH_OFFSET + offset, 1);
          store<i32>(top + FLAGS_OFFSET + (offset >> 1), (flags & ~INTERVAL_SPARSE) | INTERVAL_UNDEFINED);
          continue;
        }
        if (leftLow != leftLow || rightLow != rightLow) {
          store<f64>(top + offset, NaN);
          store<f64>(top + HIGH_OFFSET + offset, NaN);
          store<i32>(top + FLAGS_OFFSET + (offset >> 1), flags | INTERVAL_UNDEFINED);
          continue;
        }
        applyBinaryInterval(
          opcode,
          leftLow,
          load<f64>(top + HIGH_OFFSET + offset),
          rightLow,
          load<f64>(operand + HIGH_OFFSET + offset),
        );
        storeResult(top, offset, flags);
      }
    } else {
      for (let offset: usize = 0; offset < byteCount; offset += 8) {
        const low = load<f64>(top + offset);
        if (low != low) continue;
        applyUnaryInterval(opcode, low, load<f64>(top + HIGH_OFFSET + offset));
        storeResult(top, offset, load<i32>(top + FLAGS_OFFSET + (offset >> 1)));
      }
    }
    word += 4;
  }
}

/**
 * Evaluates a validated program over `count` boxes. `inputs` points at six pointers (x low, x high,
 * y low, y high, t low, t high; those of inputs the program does not read may be 0); outputs receive
 * `count` f64 lows, f64 highs and i32 flags.
 */
export function evaluateIntervalProgram(
  code: usize,
  codeLength: i32,
  constants: usize,
  inputs: usize,
  outputLow: usize,
  outputHigh: usize,
  outputFlags: usize,
  count: i32,
): void {
  for (let start = 0; start < count; start += BLOCK_LANES) {
    const lanes = min(BLOCK_LANES, count - start);
    const offset = (<usize>start) << 3;
    const byteCount = (<usize>lanes) << 3;
    runIntervalBlock(code, codeLength, constants, inputs, offset, byteCount, INTERVAL_STACK_BASE);
    memory.copy(outputLow + offset, INTERVAL_STACK_BASE, byteCount);
    memory.copy(outputHigh + offset, INTERVAL_STACK_BASE + HIGH_OFFSET, byteCount);
    memory.copy(outputFlags + (offset >> 1), INTERVAL_STACK_BASE + FLAGS_OFFSET, byteCount >> 1);
  }
}
