/**
 * Checks a program once per call, before any block runs, so that the VM's inner loop can trust it:
 * every opcode known, operands in range, the stack never under- or overflowing, one value left.
 * The VM itself then does no bounds checks at all.
 *
 * Scopes (INTEGRAL, SUM_RANGE, PRODUCT_RANGE) are checked recursively: the instruction pops its two
 * bounds, its operands name the bound variable's slot and the body's length, and the body (inline after
 * them) must be a complete program leaving exactly one value. The body runs on the stack above the
 * bounds, so its need adds to the depth there: a body of need k inside a scope reached at depth d (the
 * bounds included) needs d + k slots, which must not exceed MAX_STACK_DEPTH. The slot must be
 * SCOPE_SLOT_BASE + the nesting depth (3 for the outermost scope), and a body may read its own slot,
 * its enclosing scopes' slots and the inputs supplied to the call.
 *
 * Registers (LOAD, STORE): the operand names one of REGISTER_COUNT, and a LOAD reads a register that a
 * STORE earlier in the same body (or top-level program) wrote, so no run of the VM reads a block it did
 * not write in that run. Values never cross a scope's boundary: a body starts with no register readable,
 * and after a scope the registers its body (nested bodies included) stores are no longer readable by the
 * code around it, whose values there the body's runs overwrote.
 */
import {
  arityOf,
  MAX_SCOPE_DEPTH,
  OP_STORE,
  OPERAND_CONSTANT,
  OPERAND_INPUT,
  OPERAND_REGISTER,
  OPERAND_SCOPE,
  operandKindOf,
  operandWordsOf,
  REGISTER_COUNT,
  SCOPE_SLOT_BASE,
} from './opcodes';
import { MAX_STACK_DEPTH } from './memory-layout';
import { INPUT_SLOTS } from './scope-memory';
import {
  STATUS_BAD_CONSTANT,
  STATUS_BAD_REGISTER,
  STATUS_BAD_RESULT_DEPTH,
  STATUS_BAD_SCOPE,
  STATUS_MISSING_INPUT,
  STATUS_OK,
  STATUS_STACK_OVERFLOW,
  STATUS_STACK_UNDERFLOW,
  STATUS_TRUNCATED,
  STATUS_UNKNOWN_OPCODE,
} from './status';

// One bit per register: REGISTER_COUNT is at most 32 (operations.ts).
/** Bit r: register r holds a value the code being checked stored (and no nested body overwrote since). */
let readableRegisters: u32 = 0;
/** Bit r: register r was stored by the code being checked, its nested bodies included. */
let storedRegisters: u32 = 0;

/**
 * Checks words [start, end) as a program whose stack starts at depth `base` (slots already in use below
 * it) inside `scopeDepth` scopes; `available` has bit k set when input slot k may be read. Returns a
 * status; on STATUS_OK the range leaves exactly one value.
 */
function validateRange(
  code: usize,
  start: i32,
  end: i32,
  constantCount: i32,
  available: i32,
  base: i32,
  scopeDepth: i32,
): i32 {
  let depth = 0;
  let position = start;
  while (position < end) {
    const opcode = load<i32>(code + ((<usize>position) << 2));
    const pops = arityOf(opcode);
    if (pops < 0) return STATUS_UNKNOWN_OPCODE;
    const operandWords = operandWordsOf(opcode);
    if (position + operandWords >= end) return STATUS_TRUNCATED;
    if (depth < pops) return STATUS_STACK_UNDERFLOW;
    // What the operands mean is the registry's (`operand` in language/operations.ts, generated here).
    const operandKind = operandKindOf(opcode);
    if (operandKind == OPERAND_SCOPE) {
      const slot = load<i32>(code + ((<usize>(position + 1)) << 2));
      const bodyLength = load<i32>(code + ((<usize>(position + 2)) << 2));
      const bodyStart = position + 1 + operandWords;
      if (scopeDepth >= MAX_SCOPE_DEPTH || slot != SCOPE_SLOT_BASE + scopeDepth) return STATUS_BAD_SCOPE;
      if (bodyLength < 1 || bodyLength > end - bodyStart) return STATUS_BAD_SCOPE;
      const outerReadable = readableRegisters;
      const outerStored = storedRegisters;
      readableRegisters = 0;
      storedRegisters = 0;
      const bodyStatus = validateRange(
        code,
        bodyStart,
        bodyStart + bodyLength,
        constantCount,
        available | (1 << slot),
        base + depth,
        scopeDepth + 1,
      );
      if (bodyStatus == STATUS_BAD_RESULT_DEPTH) return STATUS_BAD_SCOPE;
      if (bodyStatus != STATUS_OK) return bodyStatus;
      readableRegisters = outerReadable & ~storedRegisters;
      storedRegisters |= outerStored;
      depth -= 1;
      position = bodyStart + bodyLength;
      continue;
    }
    if (operandWords == 1) {
      const operand = load<i32>(code + ((<usize>(position + 1)) << 2));
      if (operandKind == OPERAND_CONSTANT) {
        if (operand < 0 || operand >= constantCount) return STATUS_BAD_CONSTANT;
      } else if (operandKind == OPERAND_INPUT) {
        if (operand < 0 || operand >= INPUT_SLOTS || ((available >> operand) & 1) == 0) {
          return STATUS_MISSING_INPUT;
        }
      } else if (operandKind == OPERAND_REGISTER) {
        if (operand < 0 || operand >= REGISTER_COUNT) return STATUS_BAD_REGISTER;
        const register = (<u32>1) << (<u32>operand);
        if (opcode == OP_STORE) {
          readableRegisters |= register;
          storedRegisters |= register;
        } else if ((readableRegisters & register) == 0) {
          return STATUS_BAD_REGISTER;
        }
      }
    }
    depth += 1 - pops;
    if (base + depth > MAX_STACK_DEPTH) return STATUS_STACK_OVERFLOW;
    position += 1 + operandWords;
  }
  return depth == 1 ? STATUS_OK : STATUS_BAD_RESULT_DEPTH;
}

/**
 * `availableInputs` has bit k set when input slot k (INPUT_X = 0, INPUT_Y = 1, INPUT_T = 2) is supplied.
 */
export function validateProgram(code: usize, codeLength: i32, constantCount: i32, availableInputs: i32): i32 {
  readableRegisters = 0;
  storedRegisters = 0;
  return validateRange(code, 0, codeLength, constantCount, availableInputs & 7, 0, 0);
}
