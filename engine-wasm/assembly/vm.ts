/**
 * The batched bytecode VM, f64 point mode.
 *
 * Bytecode (the contract with language/operations.ts): i32 words, each instruction an opcode followed by
 * its operand words (CONST and INPUT have one); constants in an f64 table indexed by CONST's operand.
 *
 * `evaluateProgram` runs the program over `count` points, BLOCK_LANES points at a time: each instruction
 * sweeps the whole block before the next one is decoded, so decoding costs once per block. The stack
 * pointer is an address (`top`, the top slot); binary operations write into the lower of their two
 * slots. The program must have passed `validateProgram` for the inputs supplied: the VM checks nothing.
 *
 * LOAD and STORE copy a block between the stack and a register (memory-layout.ts): a subtree the
 * program uses more than once is computed once per block. A body's runs use registers of their own (the
 * emitter's and validation's rule), so the re-entrant runs below share the one set of registers.
 *
 * Inputs come through a table of pointers, one per input slot (scope-memory.ts). A scope instruction
 * (INTEGRAL, SUM_RANGE, PRODUCT_RANGE) hands its two bounds and its inline body to scope-point.ts, which
 * runs the body through `runProgramBlock` again, on the stack above the bounds and with its own table:
 * the interpreter is re-entrant, its only state the stack addresses it is given.
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
  OP_ERF,
  OP_EXP,
  OP_INPUT,
  OP_LOAD,
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
  OP_STORE,
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
  OP_POLYGAMMA,
  OP_TDIST_CDF,
  OP_TDIST_QUANTILE,
  OP_CHISQ_CDF,
  OP_CHISQ_QUANTILE,
  OP_INTEGRAL,
  OP_SUM_RANGE,
  OP_PRODUCT_RANGE,
} from './opcodes';
import { BLOCK_LANES, REGISTER_BASE, SLOT_BYTES, STACK_BASE } from './memory-layout';
import {
  absoluteBlock,
  addBlocks,
  arccosineBlock,
  arcsineBlock,
  arctangentBlock,
  commonLogarithmBlock,
  cosecantBlock,
  cosineBlock,
  cotangentBlock,
  divideBlocks,
  exponentialBlock,
  fillBlock,
  hyperbolicCosineBlock,
  hyperbolicSineBlock,
  hyperbolicTangentBlock,
  multiplyBlocks,
  naturalLogarithmBlock,
  negateBlock,
  powerBlocks,
  secantBlock,
  sineBlock,
  squareBlock,
  squareRootBlock,
  subtractBlocks,
  tangentBlock,
} from './block-kernels';
import {
  ceilBlock,
  equalBlocks,
  floorBlock,
  greaterBlocks,
  greaterEqualBlocks,
  lessBlocks,
  lessEqualBlocks,
  maximumBlocks,
  minimumBlocks,
  modBlocks,
  roundBlock,
  signBlock,
  selectBlocks,
} from './block-kernels-piecewise';
import {
  arccosecantBlock,
  arccotangentBlock,
  arcsecantBlock,
  arctangent2Blocks,
  areaHyperbolicCosineBlock,
  areaHyperbolicSineBlock,
  areaHyperbolicTangentBlock,
  chooseBlocks,
  errorFunctionBlock,
  factorialBlock,
  gammaBlock,
  greatestCommonDivisorBlocks,
  hyperbolicCosecantBlock,
  hyperbolicCotangentBlock,
  hyperbolicSecantBlock,
  leastCommonMultipleBlocks,
  permutationsBlocks,
  polygammaBlocks,
  tCumulativeBlocks,
  tQuantileBlocks,
  chiSquareCumulativeBlocks,
  chiSquareQuantileBlocks,
} from './block-kernels-special';
import { pointInputTable } from './scope-memory';
import { runPointScope } from './scope-point';

/**
 * Runs the program (or a scope's body) over one block, its stack starting at `base`, where the result
 * is left. `inputs` is the input table: slot k's block of values starts at the k-th pointer.
 */
export function runProgramBlock(
  code: usize,
  codeLength: i32,
  constants: usize,
  inputs: usize,
  byteCount: usize,
  base: usize,
): void {
  let top: usize = base - SLOT_BYTES;
  const codeEnd = code + ((<usize>codeLength) << 2);
  let word = code;
  while (word < codeEnd) {
    const opcode = load<i32>(word);
    switch (opcode) {
      case OP_CONST: {
        top += SLOT_BYTES;
        fillBlock(top, load<f64>(constants + ((<usize>load<i32>(word, 4)) << 3)), byteCount);
        word += 8;
        continue;
      }
      case OP_INPUT: {
        top += SLOT_BYTES;
        const slot = <usize>load<i32>(word, 4);
        memory.copy(top, load<usize>(inputs + slot * sizeof<usize>()), byteCount);
        word += 8;
        continue;
      }
      case OP_LOAD: {
        top += SLOT_BYTES;
        memory.copy(top, REGISTER_BASE + <usize>load<i32>(word, 4) * SLOT_BYTES, byteCount);
        word += 8;
        continue;
      }
      case OP_STORE: {
        memory.copy(REGISTER_BASE + <usize>load<i32>(word, 4) * SLOT_BYTES, top, byteCount);
        word += 8;
        continue;
      }
      case OP_INTEGRAL:
      case OP_SUM_RANGE:
      case OP_PRODUCT_RANGE: {
        // Operands: the bound variable's slot and the body's length; the body follows inline.
        top -= SLOT_BYTES;
        const bodyLength = load<i32>(word, 8);
        runPointScope(opcode, load<i32>(word, 4), word + 12, bodyLength, constants, inputs, byteCount, top);
        word += 12 + ((<usize>bodyLength) << 2);
        continue;
      }
      case OP_ADD:
        top -= SLOT_BYTES;
        addBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_SUB:
        top -= SLOT_BYTES;
        subtractBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_MUL:
        top -= SLOT_BYTES;
        multiplyBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_DIV:
        top -= SLOT_BYTES;
        divideBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_POW:
        top -= SLOT_BYTES;
        powerBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_NEG:
        negateBlock(top, byteCount);
        break;
      case OP_SQUARE:
        squareBlock(top, byteCount);
        break;
      case OP_SQRT:
        squareRootBlock(top, byteCount);
        break;
      case OP_SIN:
        sineBlock(top, byteCount);
        break;
      case OP_COS:
        cosineBlock(top, byteCount);
        break;
      case OP_TAN:
        tangentBlock(top, byteCount);
        break;
      case OP_EXP:
        exponentialBlock(top, byteCount);
        break;
      case OP_LN:
        naturalLogarithmBlock(top, byteCount);
        break;
      case OP_LOG10:
        commonLogarithmBlock(top, byteCount);
        break;
      case OP_ABS:
        absoluteBlock(top, byteCount);
        break;
      case OP_ARCSIN:
        arcsineBlock(top, byteCount);
        break;
      case OP_ARCCOS:
        arccosineBlock(top, byteCount);
        break;
      case OP_ARCTAN:
        arctangentBlock(top, byteCount);
        break;
      case OP_SINH:
        hyperbolicSineBlock(top, byteCount);
        break;
      case OP_COSH:
        hyperbolicCosineBlock(top, byteCount);
        break;
      case OP_TANH:
        hyperbolicTangentBlock(top, byteCount);
        break;
      case OP_COT:
        cotangentBlock(top, byteCount);
        break;
      case OP_SEC:
        secantBlock(top, byteCount);
        break;
      case OP_CSC:
        cosecantBlock(top, byteCount);
        break;
      case OP_FLOOR:
        floorBlock(top, byteCount);
        break;
      case OP_CEIL:
        ceilBlock(top, byteCount);
        break;
      case OP_ROUND:
        roundBlock(top, byteCount);
        break;
      case OP_SIGN:
        signBlock(top, byteCount);
        break;
      case OP_FACTORIAL:
        factorialBlock(top, byteCount);
        break;
      case OP_GAMMA:
        gammaBlock(top, byteCount);
        break;
      case OP_ERF:
        errorFunctionBlock(top, byteCount);
        break;
      case OP_ARCCOT:
        arccotangentBlock(top, byteCount);
        break;
      case OP_ARCSEC:
        arcsecantBlock(top, byteCount);
        break;
      case OP_ARCCSC:
        arccosecantBlock(top, byteCount);
        break;
      case OP_SECH:
        hyperbolicSecantBlock(top, byteCount);
        break;
      case OP_CSCH:
        hyperbolicCosecantBlock(top, byteCount);
        break;
      case OP_COTH:
        hyperbolicCotangentBlock(top, byteCount);
        break;
      case OP_ARCSINH:
        areaHyperbolicSineBlock(top, byteCount);
        break;
      case OP_ARCCOSH:
        areaHyperbolicCosineBlock(top, byteCount);
        break;
      case OP_ARCTANH:
        areaHyperbolicTangentBlock(top, byteCount);
        break;
      case OP_MOD:
        top -= SLOT_BYTES;
        modBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_MIN:
        top -= SLOT_BYTES;
        minimumBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_MAX:
        top -= SLOT_BYTES;
        maximumBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_ARCTAN2:
        top -= SLOT_BYTES;
        arctangent2Blocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_NCR:
        top -= SLOT_BYTES;
        chooseBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_NPR:
        top -= SLOT_BYTES;
        permutationsBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_GCD:
        top -= SLOT_BYTES;
        greatestCommonDivisorBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_LCM:
        top -= SLOT_BYTES;
        leastCommonMultipleBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_LESS:
        top -= SLOT_BYTES;
        lessBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_LESS_EQUAL:
        top -= SLOT_BYTES;
        lessEqualBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_GREATER:
        top -= SLOT_BYTES;
        greaterBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_GREATER_EQUAL:
        top -= SLOT_BYTES;
        greaterEqualBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_EQUAL:
        top -= SLOT_BYTES;
        equalBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_POLYGAMMA:
        top -= SLOT_BYTES;
        polygammaBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_TDIST_CDF:
        top -= SLOT_BYTES;
        tCumulativeBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_TDIST_QUANTILE:
        top -= SLOT_BYTES;
        tQuantileBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_CHISQ_CDF:
        top -= SLOT_BYTES;
        chiSquareCumulativeBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_CHISQ_QUANTILE:
        top -= SLOT_BYTES;
        chiSquareQuantileBlocks(top, top + SLOT_BYTES, byteCount);
        break;
      case OP_SELECT:
        top -= 2 * SLOT_BYTES;
        selectBlocks(top, top + SLOT_BYTES, top + 2 * SLOT_BYTES, byteCount);
        break;
      default:
        unreachable();
    }
    word += 4;
  }
}

/**
 * Evaluates a validated program at `count` points. Input arrays are f64 of length `count` (pointers of
 * inputs the program does not read are never dereferenced); `output` receives `count` f64.
 */
export function evaluateProgram(
  code: usize,
  codeLength: i32,
  constants: usize,
  inputX: usize,
  inputY: usize,
  inputT: usize,
  output: usize,
  count: i32,
): void {
  const table = pointInputTable(0);
  for (let start = 0; start < count; start += BLOCK_LANES) {
    const lanes = min(BLOCK_LANES, count - start);
    const offset = (<usize>start) << 3;
    const byteCount = (<usize>lanes) << 3;
    store<usize>(table, inputX + offset);
    store<usize>(table + sizeof<usize>(), inputY + offset);
    store<usize>(table + 2 * sizeof<usize>(), inputT + offset);
    runProgramBlock(code, codeLength, constants, table, byteCount, STACK_BASE);
    memory.copy(output + offset, STACK_BASE, byteCount);
  }
}
