/**
 * The operation registry (operations.ts) is the one place that says an operation's arity, operands, angle
 * role, inverse and whether it is variadic: the WASM validation tables are generated from it
 * (scripts/generate-opcodes.ts), and the language's function table, lowering, comprehensions
 * (lower-bindings.ts), regression models and their starts read it. Here: the
 * generated tables equal the registry, a fixture entry's arity reaches them, the built opcodes.ts is the
 * generator's text, and the VM's validation refuses each operation short of one operand.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { opcodesSource } from '../scripts/generate-opcodes';
import type { Engine } from '../engine-wasm/index';
import { loadEngineForNode } from '../engine-wasm/load-node';
import { analyzeExpressionList } from './analyze-list';
import { angleRoleOf, functionNamed, inverseFunctionName, isVariadicFunction } from './functions';
import { OPCODE, OPERATIONS, type OperationDefinition } from './operations';

type Tables = Record<'arityOf' | 'operandWordsOf' | 'operandKindOf', (opcode: number) => number> &
  Record<string, number>;

/** The generated AssemblyScript run as JavaScript: its type annotations and exports dropped. */
function tablesOf(operations: readonly OperationDefinition[]): Tables {
  const source = opcodesSource(operations)
    .replace(/^\/\/.*$/gm, '')
    .replace(/export /g, '')
    .replace(/: i32/g, '');
  const names = [...source.matchAll(/^(?:const|function) (\w+)/gm)].map((match) => match[1]);
  return new Function(`${source}\nreturn { ${names.join(', ')} };`)() as Tables;
}

const KINDS = ['none', 'constant', 'input', 'register', 'scope'];

describe('the WASM validation tables, generated from the registry', () => {
  it('say each operation’s arity, operand words and operand kind, and nothing for unknown opcodes', () => {
    const tables = tablesOf(OPERATIONS);
    for (const op of OPERATIONS) {
      expect(tables[`OP_${op.name}`], op.name).toBe(op.opcode);
      expect(tables.arityOf(op.opcode), op.name).toBe(op.arity);
      expect(tables.operandWordsOf(op.opcode), op.name).toBe(op.operandWords);
      expect(KINDS[tables.operandKindOf(op.opcode)], op.name).toBe(op.operand ?? 'none');
    }
    expect(tables.arityOf(0)).toBe(-1);
    expect(tables.arityOf(999)).toBe(-1);
    expect(tables.operandKindOf(999)).toBe(0);
    expect(tables.OPERAND_SCOPE).toBe(4);
  });

  it('follow a registry entry: a fixture operation of arity 3 at opcode 99 pops 3', () => {
    const fixture: OperationDefinition = {
      name: 'FIXTURE',
      opcode: 99,
      arity: 3,
      operandWords: 0,
      latex: [],
    };
    const tables = tablesOf([...OPERATIONS, fixture]);
    expect(tables.OP_FIXTURE).toBe(99);
    expect(tables.arityOf(99)).toBe(3);
    expect(tablesOf(OPERATIONS).arityOf(99)).toBe(-1);
  });

  it('are what the build generated (engine-wasm/assembly/opcodes.ts)', () => {
    const path = fileURLToPath(new URL('../engine-wasm/assembly/opcodes.ts', import.meta.url));
    expect(existsSync(path), 'npm run build:wasm writes it').toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(opcodesSource());
  });
});

describe('the VM validates by those tables', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await loadEngineForNode();
  });

  it('refuses every operation given one operand fewer than its arity, and runs it given all', () => {
    const plain = OPERATIONS.filter((op) => op.operandWords === 0 && op.arity > 0);
    for (const op of plain) {
      // `arity` constants, then the operation: one value left. One constant fewer: an underflow.
      const code = (count: number) =>
        Int32Array.from([...Array.from({ length: count }, () => [OPCODE.CONST, 0]).flat(), op.opcode]);
      const program = (count: number) => ({
        code: code(count),
        constants: Float64Array.of(0.5),
        maxStackDepth: 4,
      });
      expect(() => engine.evaluate(program(op.arity - 1), { x: Float64Array.of(0) }), op.name).toThrow(
        expect.objectContaining({ code: 'stack-underflow' }),
      );
      expect(engine.evaluate(program(op.arity), { x: Float64Array.of(0) })).toHaveLength(1);
    }
  });
});

describe('the language reads the roles from the registry', () => {
  it('angle roles, inverses and variadic operations', () => {
    for (const op of OPERATIONS) {
      expect(angleRoleOf(op.name), op.name).toBe(op.angle ?? 'none');
      for (const command of op.latex) {
        const name = command.slice(1);
        expect(functionNamed(name)?.angle, name).toBe(op.angle ?? 'none');
        expect(inverseFunctionName(name), name).toBe(op.inverse);
      }
    }
    expect(inverseFunctionName('sech')).toBe('arcsech');
    expect(functionNamed('arcsech')).toBeDefined();
    // Degree mode: sin takes degrees, arctan gives them; variadic min and gcd fold their arguments.
    const value = (latex: string) => {
      const effect = analyzeExpressionList([{ id: 'v', latex }], { degreeMode: true }).get('v')!.effect;
      return effect.kind === 'evaluation' ? effect.value : effect;
    };
    expect(value('\\sin(90)')).toBeCloseTo(1, 15);
    expect(value('\\arctan(1)')).toBeCloseTo(45, 13);
    expect(value('\\min(4,2,7)')).toBe(2);
    expect(value('\\gcd(12,18,8)')).toBe(2);
    const variadic = OPERATIONS.filter((op) => op.variadic).map((op) => op.name);
    expect(variadic).toEqual(['MIN', 'MAX', 'GCD', 'LCM']);
    // Comprehensions and regressions ask the same question by name (the alias gcf included).
    expect(['min', 'max', 'gcd', 'lcm', 'gcf', 'sin', 'total', 'nonsense'].map(isVariadicFunction)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
