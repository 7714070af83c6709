/**
 * Checks a program once per call, before any block runs, so that the VM's inner loop can trust it:
 * every opcode known, operands in range, the stack never under- or overflowing, one value left.
 * The VM itself then does no bounds checks at all.
 */
import {
  OP_ABS,
  OP_ADD,
  OP_ARCCOS,
  OP_ARCSIN,
  OP_ARCTAN,
  OP_CONST,
  OP_COS,
  OP_COSH,
  OP_COT,
  OP_CSC,
  OP_DIV,
  OP_EXP,
  OP_INPUT,
  OP_LN,
  OP_LOG10,
  OP_MUL,
  OP_NEG,
  OP_POW,
  OP_SEC,
  OP_SIN,
  OP_SINH,
  OP_SQRT,
  OP_SQUARE,
  OP_SUB,
  OP_TAN,
  OP_TANH,
  OP_FLOOR,
  OP_CEIL,
  OP_ROUND,
  OP_SIGN,
  OP_FACTORIAL,
  OP_GAMMA,
  OP_ARCCOT,
  OP_ARCSEC,
  OP_ARCCSC,
  OP_SECH,
  OP_CSCH,
  OP_COTH,
  OP_ARCSINH,
  OP_ARCCOSH,
  OP_ARCTANH,
  OP_MOD,
  OP_MIN,
  OP_MAX,
  OP_ARCTAN2,
  OP_NCR,
  OP_NPR,
  OP_GCD,
  OP_LCM,
  OP_LESS,
  OP_LESS_EQUAL,
  OP_GREATER,
  OP_GREATER_EQUAL,
  OP_EQUAL,
  OP_SELECT,
} from './opcodes';
import { MAX_STACK_DEPTH } from './memory-layout';
import {
  STATUS_BAD_CONSTANT,
  STATUS_BAD_RESULT_DEPTH,
  STATUS_MISSING_INPUT,
  STATUS_OK,
  STATUS_STACK_OVERFLOW,
  STATUS_STACK_UNDERFLOW,
  STATUS_TRUNCATED,
  STATUS_UNKNOWN_OPCODE,
} from './status';

/** Values an opcode pops; -1 for opcodes that push from an operand (CONST, INPUT); -2 if unknown. */
export function popCountOf(opcode: i32): i32 {
  switch (opcode) {
    case OP_CONST:
    case OP_INPUT:
      return -1;
    case OP_ADD:
    case OP_SUB:
    case OP_MUL:
    case OP_DIV:
    case OP_POW:
    case OP_MOD:
    case OP_MIN:
    case OP_MAX:
    case OP_ARCTAN2:
    case OP_NCR:
    case OP_NPR:
    case OP_GCD:
    case OP_LCM:
    case OP_LESS:
    case OP_LESS_EQUAL:
    case OP_GREATER:
    case OP_GREATER_EQUAL:
    case OP_EQUAL:
      return 2;
    case OP_SELECT:
      return 3;
    case OP_NEG:
    case OP_SQUARE:
    case OP_SQRT:
    case OP_SIN:
    case OP_COS:
    case OP_TAN:
    case OP_EXP:
    case OP_LN:
    case OP_LOG10:
    case OP_ABS:
    case OP_ARCSIN:
    case OP_ARCCOS:
    case OP_ARCTAN:
    case OP_SINH:
    case OP_COSH:
    case OP_TANH:
    case OP_COT:
    case OP_SEC:
    case OP_CSC:
    case OP_FLOOR:
    case OP_CEIL:
    case OP_ROUND:
    case OP_SIGN:
    case OP_FACTORIAL:
    case OP_GAMMA:
    case OP_ARCCOT:
    case OP_ARCSEC:
    case OP_ARCCSC:
    case OP_SECH:
    case OP_CSCH:
    case OP_COTH:
    case OP_ARCSINH:
    case OP_ARCCOSH:
    case OP_ARCTANH:
      return 1;
    default:
      return -2;
  }
}

/**
 * `availableInputs` has bit k set when input slot k (INPUT_X = 0, INPUT_Y = 1, INPUT_T = 2) is supplied.
 */
export function validateProgram(code: usize, codeLength: i32, constantCount: i32, availableInputs: i32): i32 {
  let depth = 0;
  let position = 0;
  while (position < codeLength) {
    const opcode = load<i32>(code + ((<usize>position) << 2));
    const pops = popCountOf(opcode);
    if (pops == -2) return STATUS_UNKNOWN_OPCODE;
    if (pops == -1) {
      if (position + 1 >= codeLength) return STATUS_TRUNCATED;
      const operand = load<i32>(code + ((<usize>(position + 1)) << 2));
      if (opcode == OP_CONST) {
        if (operand < 0 || operand >= constantCount) return STATUS_BAD_CONSTANT;
      } else if (operand < 0 || operand > 30 || ((availableInputs >> operand) & 1) == 0) {
        return STATUS_MISSING_INPUT;
      }
      depth += 1;
      if (depth > MAX_STACK_DEPTH) return STATUS_STACK_OVERFLOW;
      position += 2;
    } else {
      if (depth < pops) return STATUS_STACK_UNDERFLOW;
      depth -= pops - 1;
      position += 1;
    }
  }
  return depth == 1 ? STATUS_OK : STATUS_BAD_RESULT_DEPTH;
}
