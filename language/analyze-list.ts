/**
 * Analysis of the whole expression list: every entry is parsed (parses are cached by text), definitions
 * are collected from all entries, and each entry is checked and compiled against them.
 *
 * The order of checks decides which error a person sees first: a syntax error; a left side that cannot be
 * defined; a name defined more than once (its definitions and every use are errors, as the spec says);
 * undefined names (all of them, so the UI can offer a slider for each); a definition that depends on itself;
 * a use of a definition that has an error; then the value and the shape of the graph. Nothing here throws.
 */
import type { AnalysisError, DefinitionInfo, ExpressionListInput, ListEntryAnalysis } from './analysis-types';
import type { ExpressionNode, IdentifierNode, StatementNode } from './ast';
import { classifyStatement, inputsForStatement, type Resolver } from './classify';
import { definitionOf, findCycles, freeNames, isDefinition, type Definition } from './definitions';
import { lowerValue, type LoweringOptions, type UserFunction } from './lower';
import { ParseError } from './parse-error';
import { parseLatex } from './parser';
import { RegressionSet } from './regression-analysis';
import { BUILTIN_CONSTANTS, displayName } from './symbols';
import { OperationBudget, packedList, type LoweredValue, type Value } from './values';

/** Parses are pure, so entries whose text did not change are not parsed again. */
const PARSE_CACHE_SIZE = 4_000;
const parseCache = new Map<string, StatementNode | ParseError>();

/**
 * Values of definitions that use no other name (`X=[-10,-9.9998,...,9.9998]`, `a=1`), by their body: a
 * cached parse returns the same tree for the same text, so while the text stays, the value is the same
 * and a 100,000-element list is not lowered again each time another entry changes. Values are immutable.
 * The key holds the degree mode and the entry's random seed (`L=random(5)` changes with its seed).
 */
const independentValues = new WeakMap<ExpressionNode, Map<string, LoweredValue>>();

function independentKey(degreeMode: boolean, randomSeed: string): string {
  return `${degreeMode ? 'degrees' : 'radians'}|${randomSeed}`;
}

function rememberIndependent(body: ExpressionNode, key: string, value: LoweredValue): void {
  const values = independentValues.get(body) ?? new Map<string, LoweredValue>();
  values.set(key, value);
  independentValues.set(body, values);
}

/** Forgets every cached parse (for timing measurements that must include parsing). */
export function clearParseCache(): void {
  parseCache.clear();
}

function parseCached(latex: string): StatementNode | ParseError {
  let parsed = parseCache.get(latex);
  if (parsed === undefined) {
    try {
      parsed = parseLatex(latex);
    } catch (error) {
      parsed = toParseError(error, latex);
    }
    if (parseCache.size >= PARSE_CACHE_SIZE) parseCache.clear();
    parseCache.set(latex, parsed);
  }
  return parsed;
}

/** Any exception as a language error; a stack overflow in a pass after parsing reads as too deep. */
export function toParseError(error: unknown, latex: string): ParseError {
  if (error instanceof ParseError) return error;
  const end = typeof latex === 'string' ? latex.length : 0;
  if (error instanceof RangeError)
    return new ParseError('too-deep', 'Expression is too deeply nested', 0, end);
  return new ParseError('internal-error', String(error), 0, end);
}

function errorOf(error: ParseError, undefinedNames?: readonly string[]): AnalysisError {
  const base: AnalysisError = {
    code: error.code,
    message: error.message,
    start: error.start,
    end: error.end,
  };
  return undefinedNames ? { ...base, undefinedNames } : base;
}

/** Thrown while inlining a definition that has an error; reported at the first use of that name. */
class DependencyFailure extends Error {
  constructor(readonly name: string) {
    super(name);
  }
}

interface Entry {
  readonly id: string;
  readonly statement: StatementNode | ParseError;
  readonly definition?: Definition;
  /** What keys the entry's random numbers: the calculator's seed and the expression's (random.ts). */
  readonly randomSeed?: string;
  /** A table column of values: the list its header defines (or, for `x` and `y`, evaluates to). */
  readonly columnValues?: readonly number[];
}

/** Headers that name a column without defining it: the graph's own variables. */
const UNDEFINED_COLUMN_NAMES: ReadonlySet<string> = new Set(['x', 'y']);

/**
 * A table column of explicit values as a list entry: its header name defined as the values, or, for `x`
 * and `y`, just the values. The definition's body is an empty list: it uses no names, and its value is
 * made from the numbers directly (`columnList`), only when an entry uses it, never from a tree of
 * 100,000 number nodes.
 */
function columnEntry(id: string, statement: StatementNode | ParseError, values: readonly number[]): Entry {
  if (statement instanceof ParseError) return { id, statement };
  const header = statement.type === 'expression' ? statement.expression : undefined;
  if (header?.type !== 'identifier' || BUILTIN_CONSTANTS.has(header.name)) {
    const span = header ?? statement;
    const message = 'A column of values needs a variable as its header, such as x_1';
    return { id, statement: new ParseError('unsupported-definition', message, span.start, span.end) };
  }
  if (UNDEFINED_COLUMN_NAMES.has(header.name)) return { id, statement, columnValues: values };
  const body = { type: 'list' as const, elements: [], start: header.start, end: header.end };
  return {
    id,
    statement,
    columnValues: values,
    definition: { kind: 'variable', name: header.name, target: header, body },
  };
}

function columnList(values: readonly number[]): Value {
  return packedList(Float64Array.from(values));
}

/**
 * `options.randomSeed` is the calculator's seed; each entry's random numbers are keyed by it with the
 * entry's own `randomSeed` (its id when it has none) and the position of each call (random.ts).
 */
export function analyzeExpressionList(
  expressions: readonly ExpressionListInput[],
  options: LoweringOptions,
): Map<string, ListEntryAnalysis> {
  const entries: Entry[] = [];
  const seenIds = new Set<string>();
  for (const { id, latex, listValues, randomSeed: ownSeed } of expressions) {
    if (seenIds.has(id)) continue;
    seenIds.add(id);
    const statement = typeof latex === 'string' ? parseCached(latex) : toParseError('not a string', '');
    const randomSeed = `${options.randomSeed ?? ''}\u0000${typeof ownSeed === 'string' ? ownSeed : id}`;
    if (listValues) {
      entries.push({ ...columnEntry(id, statement, listValues), randomSeed });
      continue;
    }
    const found = statement instanceof ParseError ? undefined : definitionOf(statement);
    entries.push({ id, statement, definition: isDefinition(found) ? found : undefined, randomSeed });
  }

  const definers = new Map<string, Entry[]>();
  for (const entry of entries) {
    if (entry.definition)
      definers.set(entry.definition.name, [...(definers.get(entry.definition.name) ?? []), entry]);
  }
  // Regressions define their parameters and residuals (regression-analysis.ts): names nothing else defines.
  const inputs = new Map(expressions.map((input) => [input.id, input]));
  const regressions = new RegressionSet(
    entries.flatMap(({ id, statement }) =>
      !(statement instanceof ParseError) && statement.type === 'regression'
        ? [
            {
              id,
              statement,
              logMode: inputs.get(id)?.isLogModeRegression === true,
              residualVariable: inputs.get(id)?.residualVariable,
            },
          ]
        : [],
    ),
    (name) => definers.has(name),
    (statement) =>
      contextFor({
        kind: 'variable',
        name: '',
        target: statement.left as IdentifierNode,
        body: statement.right,
      }),
  );
  // A name two regressions export is a duplicate like any other; the first one's export stands for it.
  const exported = new Map<string, { id: string; definition: Definition; dependencies: readonly string[] }>();
  for (const [name, regression] of regressions.definedNames()) {
    const entry = entries.find((candidate) => candidate.id === regression.id)!;
    definers.set(name, [...(definers.get(name) ?? []), entry]);
    if (!exported.has(name)) exported.set(name, regression);
  }

  const duplicated = new Set([...definers].filter(([, list]) => list.length > 1).map(([name]) => name));
  const definitionNamed = (name: string): Definition | undefined =>
    duplicated.has(name) ? undefined : (exported.get(name)?.definition ?? definers.get(name)?.[0].definition);

  const dependencies = new Map<string, string[]>();
  for (const [name, [entry]] of definers) {
    if (!entry.definition) {
      // Not a definition of its own: a regression's parameter or residuals.
      dependencies.set(name, [...exported.get(name)!.dependencies]);
      continue;
    }
    const definition = entry.definition!;
    const bound = new Set(definition.kind === 'function' ? definition.parameters : []);
    dependencies.set(name, [...new Set(freeNames(definition.body, bound).map((node) => node.name))]);
  }
  const cyclic = findCycles(dependencies);

  const variableValues = new Map<string, LoweredValue | DependencyFailure>();
  const degreeMode = options.degreeMode === true;
  const seedOf = (name: string) => definers.get(name)?.[0].randomSeed ?? '';
  const broken = new Map<string, boolean>();

  /** Whether a definition cannot be used: duplicated, cyclic, undefined names, or depends on such. */
  function isBroken(name: string, visiting: Set<string> = new Set()): boolean {
    const known = broken.get(name);
    if (known !== undefined) return known;
    if (duplicated.has(name) || cyclic.has(name) || visiting.has(name)) return true;
    const definition = definitionNamed(name);
    if (!definition) return false;
    visiting.add(name);
    const result = (dependencies.get(name) ?? []).some(
      (dependency) =>
        !isKnown(dependency, definition) || (definers.has(dependency) && isBroken(dependency, visiting)),
    );
    visiting.delete(name);
    broken.set(name, result);
    return result;
  }

  function isKnown(name: string, definition: Definition): boolean {
    if (definition.kind === 'function' && definition.parameters.includes(name)) return true;
    return name === 'x' || name === 'y' || BUILTIN_CONSTANTS.has(name) || definers.has(name);
  }

  const resolver: Resolver = {
    variable(name) {
      const definition = definitionNamed(name);
      if (!definition || definition.kind !== 'variable') return undefined;
      const fitted = exported.get(name);
      if (fitted) {
        const value = regressions.valueOf(fitted.id, name);
        if (!value) throw new DependencyFailure(name);
        return value;
      }
      let value = variableValues.get(name);
      const column = definers.get(name)?.[0].columnValues;
      if (value === undefined && column) {
        value = columnList(column);
        variableValues.set(name, value);
      }
      const independent = (dependencies.get(name) ?? []).length === 0;
      const key = independentKey(degreeMode, seedOf(name));
      if (value === undefined && independent) value = independentValues.get(definition.body)?.get(key);
      if (value === undefined) {
        try {
          value = lowerValue(definition.body, contextFor(definition));
          if (independent) rememberIndependent(definition.body, key, value);
        } catch (error) {
          if (error instanceof DependencyFailure) throw error;
          value = new DependencyFailure(name);
        }
        variableValues.set(name, value);
      }
      if (value instanceof DependencyFailure) throw new DependencyFailure(name);
      return value;
    },
    userFunction(name): UserFunction | undefined {
      const definition = definitionNamed(name);
      return definition?.kind === 'function' ? definition : undefined;
    },
    variableDefinition(name) {
      const definition = definitionNamed(name);
      // A table column's values and a regression's fit are not an expression of other names.
      return definition?.kind === 'variable' && !definers.get(name)?.[0].columnValues && !exported.has(name)
        ? definition.body
        : undefined;
    },
  };

  function contextFor(definition: Definition) {
    return {
      ...options,
      randomSeed: seedOf(definition.name),
      budget: new OperationBudget(definition.body),
      bound: new Map(),
      inputs: inputsForStatement(undefined),
      variable: resolver.variable,
      userFunction: resolver.userFunction,
      variableDefinition: resolver.variableDefinition,
    };
  }

  const results = new Map<string, ListEntryAnalysis>();
  for (const entry of entries) {
    results.set(entry.id, analyzeEntry(entry));
  }
  return results;

  function analyzeEntry(entry: Entry): ListEntryAnalysis {
    const { id, statement } = entry;
    const failed = (error: AnalysisError, definition?: DefinitionInfo): ListEntryAnalysis => ({
      id,
      effect: { kind: 'error', error },
      error,
      ...(definition ? { definition } : {}),
    });
    if (statement instanceof ParseError) return failed(errorOf(statement));
    if (statement.type === 'empty') return { id, effect: { kind: 'none' } };
    if (entry.columnValues && !entry.definition) {
      return { id, effect: { kind: 'evaluation', value: entry.columnValues.slice() } };
    }
    const found = entry.definition ? entry.definition : definitionOf(statement);
    if (found && !isDefinition(found))
      return failed(errorOf(spanError(found.code, found.message, found.node)));
    const definition = entry.definition;
    if (definition && duplicated.has(definition.name)) {
      return failed(
        errorOf(spanError('duplicate-definition', duplicateMessage(definition.name), definition.target)),
      );
    }
    if (definition && entry.columnValues) {
      // Nothing to check or draw: a column's own points are the table's, drawn by the worker.
      const info = { kind: 'variable' as const, name: definition.name, sliderCandidate: false };
      return { id, effect: { kind: 'definition' }, definition: info };
    }
    const uses = usedNames(statement, definition);
    const allowed = inputsForStatement(statement);
    const undefinedNodes = uses.filter(
      (node) =>
        !allowed.has(node.name) &&
        !BUILTIN_CONSTANTS.has(node.name) &&
        !definers.has(node.name) &&
        !(definition?.kind === 'function' && definition.parameters.includes(node.name)),
    );
    if (undefinedNodes.length > 0) {
      const names = [...new Set(undefinedNodes.map((node) => node.name))];
      const listed = names.map(displayName).join(', ');
      const message = names.length === 1 ? `Undefined variable: ${listed}` : `Undefined variables: ${listed}`;
      return failed(errorOf(spanError('undefined-variable', message, undefinedNodes[0]), names));
    }
    if (definition && cyclic.has(definition.name)) {
      const message = `'${displayName(definition.name)}' is defined in terms of itself`;
      return failed(errorOf(spanError('cyclic-definition', message, definition.target)));
    }
    const ownCycle = uses.find((node) => regressions.isOwnName(id, node.name) && cyclic.has(node.name));
    if (ownCycle) {
      const message = `'${displayName(ownCycle.name)}' is fitted to data that depend on it`;
      return failed(errorOf(spanError('cyclic-definition', message, ownCycle)));
    }
    for (const node of uses) {
      if (node.name === definition?.name) continue;
      if (duplicated.has(node.name)) {
        return failed(errorOf(spanError('duplicate-definition', duplicateMessage(node.name), node)));
      }
      if (regressions.isOwnName(id, node.name)) continue;
      if (definers.has(node.name) && !shadowed(node, definition) && isBroken(node.name)) {
        return failed(errorOf(dependencyError(node)));
      }
    }
    try {
      if (statement.type === 'regression') {
        const fitted = regressions.analyze(id);
        if (fitted.effect.kind === 'error') return failed(fitted.effect.error);
        return { id, ...fitted };
      }
      const entryOptions = { ...options, randomSeed: entry.randomSeed ?? '' };
      return { id, ...classifyStatement(statement, definition, entryOptions, resolver) };
    } catch (error) {
      if (error instanceof DependencyFailure) {
        const node = uses.find((use) => use.name === error.name);
        return failed(errorOf(dependencyError(node ?? { name: error.name, start: 0, end: 0 })));
      }
      return failed(errorOf(toParseError(error, '')));
    }
  }
}

function shadowed(node: IdentifierNode, definition: Definition | undefined): boolean {
  return definition?.kind === 'function' && definition.parameters.includes(node.name);
}

function usedNames(statement: StatementNode, definition: Definition | undefined): IdentifierNode[] {
  if (statement.type === 'empty') return [];
  if (definition) {
    const bound = new Set(definition.kind === 'function' ? definition.parameters : []);
    return freeNames(definition.body, bound);
  }
  if (statement.type === 'expression') return freeNames(statement.expression);
  return [...freeNames(statement.left), ...freeNames(statement.right)];
}

function spanError(
  code: ParseError['code'],
  message: string,
  span: { start: number; end: number },
): ParseError {
  return new ParseError(code, message, span.start, span.end);
}

function duplicateMessage(name: string): string {
  return `'${displayName(name)}' is defined more than once`;
}

function dependencyError(node: { name: string; start: number; end: number }): ParseError {
  return spanError('invalid-dependency', `'${displayName(node.name)}' has an error`, node);
}
