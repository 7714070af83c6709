/**
 * The door of engine-wasm/: instantiates the AssemblyScript module (build/engine.wasm) and wraps its raw
 * exports in a small typed API. Plain TypeScript with no imports, so it runs in a Web Worker and in Node.
 *
 * Every call copies its inputs into the module's scratch heap and copies its results OUT into fresh
 * typed arrays: WASM memory cannot be transferred across postMessage, and views into it die when it
 * grows, so no view into WASM memory outlives the call that made it.
 */

/** Bytecode as language/ emits it (see the format notes in language/operations.ts). */
export interface EngineProgram {
  readonly code: Int32Array;
  readonly constants: Float64Array;
  readonly maxStackDepth: number;
}

/** Input arrays of one batch, all of the same length; y and t only when the program reads them. */
export interface EvaluationInputs {
  readonly x: Float64Array;
  readonly y?: Float64Array;
  readonly t?: Float64Array;
}

/** Boxes, one per lane: bounds [lo[i], hi[i]] of an input, lo[i] <= hi[i]. */
export interface IntervalArray {
  readonly lo: Float64Array;
  readonly hi: Float64Array;
}

/** Interval inputs of one batch, all of the same length; y and t only when the program reads them. */
export interface IntervalInputs {
  readonly x: IntervalArray;
  readonly y?: IntervalArray;
  readonly t?: IntervalArray;
}

/**
 * Per box: the result's bounds (every point of the box has its value in [lo, hi], or is flagged
 * possibly undefined; an empty result, undefined everywhere, is lo = hi = NaN) and its flags
 * (bits of `Engine.intervalFlags`).
 */
export interface IntervalValues {
  readonly lo: Float64Array;
  readonly hi: Float64Array;
  readonly flags: Int32Array;
}

/** The bits of IntervalValues.flags. */
export interface IntervalFlags {
  /** The box may hold a jump or a pole (tan, 1/x, floor, mod, an undecided comparison or piecewise). */
  readonly possiblyDiscontinuous: number;
  /** Some point of the box may have no value (sqrt of negatives, log of non-positives, a NaN branch). */
  readonly possiblyUndefined: number;
}

export interface ImplicitOptions {
  /**
   * Interval evaluations the quadtree may spend (default and most: limits.maxImplicitIntervalEvaluations;
   * at least 4096). Less gives coarser leaves sooner: a first frame, refined by a later call.
   */
  readonly maxIntervalEvaluations?: number;
  /**
   * Only the rows [first, end) of the view's seed cells (`implicitSeedRows`): a strip for a pool thread
   * (worker/implicit-pool.ts). The strips' polylines, joined in order by NaN breaks, are the whole's.
   */
  readonly seedRows?: readonly [number, number];
}

/** The region to sample, in math units, and its size on screen in pixels. */
export interface ExplicitViewport {
  readonly xmin: number;
  readonly xmax: number;
  readonly ymin: number;
  readonly ymax: number;
  readonly widthPixels: number;
  readonly heightPixels: number;
}

/** A sampled curve, shaped as worker/protocol.ts CurveGeometry without its id. */
export interface ExplicitCurve {
  readonly originX: number;
  readonly originY: number;
  /** float32 (x, y) pairs relative to the origin; a NaN pair breaks the line. */
  readonly polyline: Float32Array;
  /** Segments the polyline draws: consecutive vertex pairs with no break. */
  readonly segmentCount: number;
}

export interface EngineLimits {
  /** Points per VM block. */
  readonly blockLanes: number;
  /** Deepest stack a program may use. */
  readonly maxStackDepth: number;
  /** Most evaluations one sampled curve may cost. */
  readonly maxCurvePoints: number;
  /** Most interval evaluations one implicit curve may cost (the default budget of sampleImplicit). */
  readonly maxImplicitIntervalEvaluations: number;
  /** Most cells one level of the implicit quadtree may hold. */
  readonly maxImplicitLevelCells: number;
}

export interface Engine {
  readonly limits: EngineLimits;
  readonly intervalFlags: IntervalFlags;
  /** Evaluates the program at every point of the inputs; returns one value per point. */
  evaluate(program: EngineProgram, inputs: EvaluationInputs): Float64Array;
  /** Evaluates the program over every box of the inputs in sound interval arithmetic. */
  evaluateIntervals(program: EngineProgram, inputs: IntervalInputs): IntervalValues;
  /** Samples the explicit curve y = f(x) of a program that reads only x, adaptively. */
  sampleExplicit(program: EngineProgram, viewport: ExplicitViewport): ExplicitCurve;
  /**
   * Samples the implicit curve F(x, y) = 0 of a program that reads x and y: a quadtree with interval
   * culling, contoured at half-pixel leaves; one polyline run per segment.
   */
  sampleImplicit(
    program: EngineProgram,
    viewport: ExplicitViewport,
    options?: ImplicitOptions,
  ): ExplicitCurve;
  /** Rows of seed cells the implicit sampler covers the viewport with (what ImplicitOptions.seedRows splits). */
  implicitSeedRows(viewport: ExplicitViewport): number;
  /** Cells the last `sampleImplicit`'s quadtree evaluated per level, the seeds first. */
  implicitLevelCells(): number[];
  /** Evaluations the last `sampleExplicit` (points) or `sampleImplicit` (boxes and points) cost. */
  lastSampleEvaluationCount(): number;
  /** The hand-written x^2 + sin(3x) e^{-x}, the yardstick the VM is benchmarked against. */
  evaluateReferenceFormula(x: Float64Array): Float64Array;
}

/** Why the engine refused a program: `code` is stable, for tests and for error reporting. */
export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

interface RawExports {
  readonly memory: WebAssembly.Memory;
  resetScratch(): void;
  allocateScratch(byteCount: number): number;
  evaluate(
    code: number,
    codeLength: number,
    constants: number,
    constantCount: number,
    inputX: number,
    inputY: number,
    inputT: number,
    output: number,
    count: number,
  ): number;
  sampleExplicit(
    code: number,
    codeLength: number,
    constants: number,
    constantCount: number,
    xmin: number,
    xmax: number,
    ymin: number,
    ymax: number,
    widthPixels: number,
    heightPixels: number,
  ): number;
  evaluateIntervals(
    code: number,
    codeLength: number,
    constants: number,
    constantCount: number,
    inputs: number,
    outputLow: number,
    outputHigh: number,
    outputFlags: number,
    count: number,
  ): number;
  sampleImplicit(
    code: number,
    codeLength: number,
    constants: number,
    constantCount: number,
    xmin: number,
    xmax: number,
    ymin: number,
    ymax: number,
    widthPixels: number,
    heightPixels: number,
  ): number;
  setImplicitIntervalBudget(budget: number): void;
  setImplicitStripRows(first: number, end: number): void;
  implicitSeedRows(widthPixels: number, heightPixels: number): number;
  implicitLevelCells(level: number): number;
  referenceFormulaBatch(input: number, output: number, count: number): void;
  curveOriginX(): number;
  curveOriginY(): number;
  curvePolylinePointer(): number;
  curvePolylineVertexCount(): number;
  curveSegmentCount(): number;
  curveEvaluationCount(): number;
}

/** Status globals of engine-wasm/assembly/status.ts, by the error code this binding reports. */
const STATUS_CODES = {
  STATUS_UNKNOWN_OPCODE: ['unknown-opcode', 'the program holds an opcode the engine does not know'],
  STATUS_STACK_UNDERFLOW: ['stack-underflow', 'an instruction pops more values than the stack holds'],
  STATUS_STACK_OVERFLOW: ['stack-overflow', 'the program needs a deeper stack than the engine has'],
  STATUS_BAD_CONSTANT: ['bad-constant', 'a CONST operand lies outside the constant table'],
  STATUS_MISSING_INPUT: ['missing-input', 'the program reads an input that was not supplied'],
  STATUS_BAD_RESULT_DEPTH: ['bad-result-depth', 'the program does not leave exactly one value'],
  STATUS_TRUNCATED: ['truncated', 'the last instruction lacks its operand'],
  STATUS_BAD_SCOPE: [
    'bad-scope',
    'an integral, sum or product is malformed: its slot, its nesting, its body length or its body result',
  ],
  STATUS_BAD_REGISTER: [
    'bad-register',
    'a LOAD or STORE names no register, or a LOAD reads a register its body has not stored',
  ],
} as const;

function readGlobal(instance: WebAssembly.Instance, name: string): number {
  const global = instance.exports[name];
  if (!(global instanceof WebAssembly.Global)) throw new Error(`engine.wasm lacks the export ${name}`);
  return global.value as number;
}

/** Reads the AssemblyScript abort message (a UTF-16 string whose byte length precedes it). */
function readAssemblyScriptString(memory: WebAssembly.Memory, pointer: number): string {
  if (!pointer) return '';
  const byteLength = new Uint32Array(memory.buffer, pointer - 4, 1)[0];
  return String.fromCharCode(...new Uint16Array(memory.buffer, pointer, byteLength >>> 1));
}

export async function instantiateEngine(wasmBytes: BufferSource): Promise<Engine> {
  // Filled in once the instance exists; AssemblyScript only calls abort from inside an export.
  const instanceMemory: { current?: WebAssembly.Memory } = {};
  const imports = {
    env: {
      abort(message: number, file: number, line: number, column: number) {
        const memory = instanceMemory.current;
        const text = memory ? readAssemblyScriptString(memory, message) : 'abort';
        const where = memory ? readAssemblyScriptString(memory, file) : '';
        throw new Error(`engine.wasm aborted: ${text} (${where}:${line}:${column})`);
      },
    },
  };
  const { instance } = await WebAssembly.instantiate(wasmBytes, imports);
  const raw = instance.exports as unknown as RawExports;
  instanceMemory.current = raw.memory;

  const messages = new Map<number, readonly [string, string]>();
  for (const [name, entry] of Object.entries(STATUS_CODES)) messages.set(readGlobal(instance, name), entry);
  const statusOk = readGlobal(instance, 'STATUS_OK');
  const limits: EngineLimits = {
    blockLanes: readGlobal(instance, 'BLOCK_LANES'),
    maxStackDepth: readGlobal(instance, 'MAX_STACK_DEPTH'),
    maxCurvePoints: readGlobal(instance, 'MAX_CURVE_POINTS'),
    maxImplicitIntervalEvaluations: readGlobal(instance, 'MAX_INTERVAL_EVALUATIONS'),
    maxImplicitLevelCells: readGlobal(instance, 'MAX_LEVEL_CELLS'),
  };
  const intervalFlags: IntervalFlags = {
    possiblyDiscontinuous: readGlobal(instance, 'INTERVAL_DISCONTINUOUS'),
    possiblyUndefined: readGlobal(instance, 'INTERVAL_UNDEFINED'),
  };

  function check(status: number): void {
    if (status === statusOk) return;
    const [code, message] = messages.get(status) ?? ['unknown-status', `engine status ${status}`];
    throw new EngineError(code, message);
  }

  /** Copies a typed array into fresh scratch memory; returns its address. */
  function copyIn(array: Int32Array | Float64Array): number {
    const pointer = raw.allocateScratch(Math.max(array.byteLength, 8));
    new Uint8Array(raw.memory.buffer, pointer, array.byteLength).set(
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
    );
    return pointer;
  }

  function copyProgramIn(program: EngineProgram): { code: number; constants: number } {
    if (program.maxStackDepth > limits.maxStackDepth) {
      const [code, message] = STATUS_CODES.STATUS_STACK_OVERFLOW;
      throw new EngineError(code, message);
    }
    return { code: copyIn(program.code), constants: copyIn(program.constants) };
  }

  function copyOutFloat64(pointer: number, length: number): Float64Array {
    return new Float64Array(raw.memory.buffer, pointer, length).slice();
  }

  function copyOutFloat32(pointer: number, length: number): Float32Array {
    return length === 0 ? new Float32Array(0) : new Float32Array(raw.memory.buffer, pointer, length).slice();
  }

  /** Runs one of the samplers and copies its geometry out. */
  function sampleCurve(
    sampler: RawExports['sampleExplicit'],
    program: EngineProgram,
    viewport: ExplicitViewport,
  ): ExplicitCurve {
    raw.resetScratch();
    const { code, constants } = copyProgramIn(program);
    check(
      sampler(
        code,
        program.code.length,
        constants,
        program.constants.length,
        viewport.xmin,
        viewport.xmax,
        viewport.ymin,
        viewport.ymax,
        viewport.widthPixels,
        viewport.heightPixels,
      ),
    );
    const segmentCount = raw.curveSegmentCount();
    return {
      originX: raw.curveOriginX(),
      originY: raw.curveOriginY(),
      polyline: copyOutFloat32(raw.curvePolylinePointer(), raw.curvePolylineVertexCount() * 2),
      segmentCount,
    };
  }

  return {
    limits,
    intervalFlags,

    evaluate(program, inputs) {
      const count = inputs.x.length;
      for (const name of ['y', 't'] as const) {
        const input = inputs[name];
        if (input && input.length !== count) {
          throw new EngineError('input-length', `input ${name} has ${input.length} values, x has ${count}`);
        }
      }
      raw.resetScratch();
      const { code, constants } = copyProgramIn(program);
      const x = copyIn(inputs.x);
      const y = inputs.y ? copyIn(inputs.y) : 0;
      const t = inputs.t ? copyIn(inputs.t) : 0;
      const output = raw.allocateScratch(Math.max(count, 1) * 8);
      check(
        raw.evaluate(code, program.code.length, constants, program.constants.length, x, y, t, output, count),
      );
      return copyOutFloat64(output, count);
    },

    evaluateIntervals(program, inputs) {
      const count = inputs.x.lo.length;
      for (const name of ['x', 'y', 't'] as const) {
        const input = inputs[name];
        if (input && (input.lo.length !== count || input.hi.length !== count)) {
          throw new EngineError('input-length', `interval input ${name} has not ${count} lows and highs`);
        }
      }
      raw.resetScratch();
      const { code, constants } = copyProgramIn(program);
      // Six pointers, x low, x high, y low, y high, t low, t high; 0 for an input not supplied.
      const pointers = new Int32Array(6);
      (['x', 'y', 't'] as const).forEach((name, index) => {
        const input = inputs[name];
        if (!input) return;
        pointers[2 * index] = copyIn(input.lo);
        pointers[2 * index + 1] = copyIn(input.hi);
      });
      const pointerTable = copyIn(pointers);
      const low = raw.allocateScratch(Math.max(count, 1) * 8);
      const high = raw.allocateScratch(Math.max(count, 1) * 8);
      const flags = raw.allocateScratch(Math.max(count, 1) * 4);
      check(
        raw.evaluateIntervals(
          code,
          program.code.length,
          constants,
          program.constants.length,
          pointerTable,
          low,
          high,
          flags,
          count,
        ),
      );
      return {
        lo: copyOutFloat64(low, count),
        hi: copyOutFloat64(high, count),
        flags: new Int32Array(raw.memory.buffer, flags, count).slice(),
      };
    },

    sampleExplicit(program, viewport) {
      return sampleCurve(raw.sampleExplicit, program, viewport);
    },

    sampleImplicit(program, viewport, options = {}) {
      raw.setImplicitIntervalBudget(options.maxIntervalEvaluations ?? limits.maxImplicitIntervalEvaluations);
      const [first, end] = options.seedRows ?? [0, 2 ** 31 - 1];
      raw.setImplicitStripRows(first, end);
      return sampleCurve(raw.sampleImplicit, program, viewport);
    },

    implicitSeedRows(viewport) {
      return raw.implicitSeedRows(viewport.widthPixels, viewport.heightPixels);
    },

    implicitLevelCells() {
      const cells: number[] = [];
      for (let level = 0; raw.implicitLevelCells(level) >= 0; level++)
        cells.push(raw.implicitLevelCells(level));
      return cells;
    },

    lastSampleEvaluationCount() {
      return raw.curveEvaluationCount();
    },

    evaluateReferenceFormula(x) {
      raw.resetScratch();
      const input = copyIn(x);
      const output = raw.allocateScratch(Math.max(x.length, 1) * 8);
      raw.referenceFormulaBatch(input, output, x.length);
      return copyOutFloat64(output, x.length);
    },
  };
}
