/**
 * Regressions as dependency nodes of the list analysis (DESIGN.md): data → fit → exported parameters
 * and residuals → dependents.
 *
 * - Which names a regression defines: its model's free names that no other entry defines and that are
 *   not built in or the graph's variables (`m`, `b` in y₁ ~ mx₁ + b), and its residuals as a list
 *   `e_{1}`, `e_{2}` … (the first such name, in list order, that no entry defines or uses as a parameter;
 *   an entry may name its own with `residualVariable`). Two regressions with a parameter of the same
 *   name define it twice, which is the usual `duplicate-definition`.
 * - Each exported name depends on every other name the regression reads, so cycles and broken data are
 *   found by the list's ordinary checks.
 * - The fit runs when the regression's entry is analyzed or a dependent first reads one of its names, once
 *   per analysis; a fit whose model, data and mode equal the previous analysis's is reused, so editing
 *   another entry or moving a slider the regression does not read refits nothing.
 */
import type { DefinitionInfo, ListEffect, RegressionInfo } from './analysis-types';
import type { IdentifierNode, RegressionStatement } from './ast';
import { substituteLeaf } from './derivative';
import { freeNames, type Definition } from './definitions';
import { emitProgram } from './emit';
import type { LoweringContext } from './lower';
import { ParseError } from './parse-error';
import type { BoundVariable, ProgramNode } from './program';
import { fitRegression, type RegressionFit } from './regression-fit';
import { compileRegression, firstUses, type CompiledRegression } from './regression-model';
import { BUILTIN_CONSTANTS } from './symbols';
import { constant, exceedsProgramSize, numberValue, packedList, type Value } from './values';

export interface RegressionEntry {
  readonly id: string;
  readonly statement: RegressionStatement;
  /** The row's log mode (offered for exponential and power models). */
  readonly logMode?: boolean;
  /** The residual list's name the entry asks for (`e_{1}`); taken when nothing else defines it. */
  readonly residualVariable?: string;
}

/** A name a regression defines, as the list analysis sees it. */
export interface RegressionExport {
  readonly id: string;
  /** A stand-in definition for the list's checks: a variable whose uses are the regression's. */
  readonly definition: Definition;
  readonly dependencies: readonly string[];
}

interface Plan {
  readonly entry: RegressionEntry;
  readonly parameterNames: readonly string[];
  readonly residualName: string;
}

type Outcome =
  | { readonly compiled: CompiledRegression; readonly fit: RegressionFit; readonly signature: string }
  | { readonly error: ParseError };

/** Names a regression never fits: the graph's variables (t, r and θ are inputs only in curves). */
const NOT_PARAMETERS: ReadonlySet<string> = new Set(['x', 'y']);

/** The previous analysis's fit of each regression, reused while its model and data are the same. */
const previousFits = new WeakMap<RegressionStatement, Map<boolean, Outcome>>();

export class RegressionSet {
  readonly exports = new Map<string, RegressionExport>();
  private readonly plans = new Map<string, Plan>();
  private readonly outcomes = new Map<string, Outcome>();
  private readonly fitting = new Set<string>();

  /**
   * @param isDefined whether an entry other than a regression defines the name
   * @param contextFor a lowering context with the list's definitions, for the regression's entry
   */
  constructor(
    entries: readonly RegressionEntry[],
    isDefined: (name: string) => boolean,
    private readonly contextFor: (statement: RegressionStatement) => LoweringContext,
  ) {
    const parameterLists = entries.map((entry) => {
      const names = freeNames(entry.statement.right).map((use) => use.name);
      return [...new Set(names)].filter(
        (name) => !isDefined(name) && !BUILTIN_CONSTANTS.has(name) && !NOT_PARAMETERS.has(name),
      );
    });
    const taken = new Set<string>(parameterLists.flat());
    const usedAnywhere = (name: string) =>
      isDefined(name) ||
      taken.has(name) ||
      entries.some((entry) => freeNames(entry.statement.left).some((use) => use.name === name));
    entries.forEach((entry, index) => {
      const parameterNames = parameterLists[index];
      const asked = entry.residualVariable;
      let residualName = asked && /^[a-zA-Z](_\{\w+\})?$/.test(asked) && !usedAnywhere(asked) ? asked : '';
      for (let number = 1; residualName === ''; number++) {
        const candidate = `e_{${number}}`;
        if (!usedAnywhere(candidate)) residualName = candidate;
      }
      taken.add(residualName);
      this.plans.set(entry.id, { entry, parameterNames, residualName });
      const own = new Set([...parameterNames, residualName]);
      const statement = entry.statement;
      const dependencies = [
        ...new Set([...freeNames(statement.left), ...freeNames(statement.right)].map((use) => use.name)),
      ].filter((name) => !own.has(name));
      const uses = firstUses(statement.right, parameterNames);
      for (const name of own) {
        const target: IdentifierNode = uses.get(name) ?? {
          type: 'identifier',
          name,
          start: statement.start,
          end: statement.end,
        };
        const definition: Definition = { kind: 'variable', name, target, body: statement.right };
        this.exports.set(`${entry.id}\u0000${name}`, { id: entry.id, definition, dependencies });
      }
    });
  }

  /** Every name each regression defines, with the entry that defines it. */
  *definedNames(): Iterable<[string, RegressionExport]> {
    for (const [key, exported] of this.exports) yield [key.slice(key.indexOf('\u0000') + 1), exported];
  }

  /** Whether the name is one of this regression entry's own parameters or residuals. */
  isOwnName(id: string, name: string): boolean {
    const plan = this.plans.get(id);
    return plan !== undefined && (plan.residualName === name || plan.parameterNames.includes(name));
  }

  /** The value of a name the regression `id` defines; undefined when its fit failed. */
  valueOf(id: string, name: string): Value | undefined {
    const plan = this.plans.get(id)!;
    const outcome = this.outcome(plan);
    if ('error' in outcome) return undefined;
    if (name === plan.residualName) return packedList(outcome.fit.residuals);
    const index = plan.parameterNames.indexOf(name);
    return numberValue(constant(outcome.fit.parameters[index]));
  }

  /** The regression entry's own analysis: its curve (or nothing to draw) and what its row shows. */
  analyze(id: string): { effect: ListEffect; regression?: RegressionInfo; definition?: DefinitionInfo } {
    const plan = this.plans.get(id)!;
    const outcome = this.outcome(plan);
    if ('error' in outcome) {
      const { code, message, start, end } = outcome.error;
      return { effect: { kind: 'error', error: { code, message, start, end } } };
    }
    const { compiled, fit } = outcome;
    const predictor = predictorOf(compiled);
    const regression: RegressionInfo = {
      parameters: plan.parameterNames.map((name, index) => ({ name, value: fit.parameters[index] })),
      residualVariable: plan.residualName,
      statistics: fit.statistics,
      pointCount: fit.pointCount,
      converged: fit.converged,
      dependentParameters: fit.dependentParameters,
      logMode: fit.logMode,
      logModeAvailable: fit.logModeAvailable,
      ...(predictor ? { predictor } : {}),
    };
    const curve = curveOf(compiled, fit);
    const effect: ListEffect = curve
      ? { kind: 'explicit', dependent: 'y', programs: [curve] }
      : { kind: 'definition' };
    return { effect, regression };
  }

  private outcome(plan: Plan): Outcome {
    const id = plan.entry.id;
    const known = this.outcomes.get(id);
    if (known) return known;
    if (this.fitting.has(id)) {
      const { start, end } = plan.entry.statement;
      return {
        error: new ParseError('cyclic-definition', 'This regression depends on its own fit', start, end),
      };
    }
    this.fitting.add(id);
    let outcome: Outcome;
    try {
      outcome = this.fit(plan);
    } finally {
      this.fitting.delete(id);
    }
    this.outcomes.set(id, outcome);
    return outcome;
  }

  private fit(plan: Plan): Outcome {
    const statement = plan.entry.statement;
    const logMode = plan.entry.logMode === true;
    try {
      const compiled = compileRegression(statement, plan.parameterNames, this.contextFor(statement));
      const signature = signatureOf(compiled);
      const previous = previousFits.get(statement)?.get(logMode);
      if (
        previous &&
        !('error' in previous) &&
        previous.signature === signature &&
        sameData(previous.compiled, compiled)
      ) {
        return previous;
      }
      const fit = fitRegression(compiled, { logMode });
      if (!fit.parameters.every(Number.isFinite)) {
        throw new ParseError(
          'invalid-regression',
          'The model is undefined at these data for every starting value tried',
          statement.right.start,
          statement.right.end,
        );
      }
      const outcome = { compiled, fit, signature };
      const fits = previousFits.get(statement) ?? new Map<boolean, Outcome>();
      fits.set(logMode, outcome);
      previousFits.set(statement, fits);
      return outcome;
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      // Errors without a span of their own (too few points) point at the whole regression.
      const span = error.end > error.start ? error : statement;
      return { error: new ParseError(error.code, error.message, span.start, span.end) };
    }
  }
}

/** The list the model is drawn against: its one named data column. */
function predictorOf(compiled: CompiledRegression): string | undefined {
  const names = new Set(compiled.namedColumns.values());
  return names.size === 1 && compiled.namedColumns.size === compiled.data.size ? [...names][0] : undefined;
}

/**
 * The fitted model as a curve y = f(x): drawn when the left side is a list named on its own and the model
 * reads one list, named on its own (`y_1\sim mx_1+b`), or none.
 */
function curveOf(compiled: CompiledRegression, fit: RegressionFit) {
  if (!compiled.plainLeftSide) return undefined;
  if (compiled.data.size > 0 && predictorOf(compiled) === undefined) return undefined;
  let node: ProgramNode = compiled.model;
  compiled.parameters.forEach((variable, index) => {
    node = substituteLeaf(
      node,
      { kind: 'variable', variable },
      constant(fit.parameters[index]),
      compiled.budget,
    );
  });
  for (const variable of compiled.data.keys()) {
    node = substituteLeaf(
      node,
      { kind: 'variable', variable },
      { kind: 'input', input: 'x' },
      compiled.budget,
    );
  }
  return exceedsProgramSize(node) ? undefined : emitProgram(node);
}

/** The model's tree written out, leaves by position: equal signatures compute the same function. */
function signatureOf(compiled: CompiledRegression): string {
  const ids = new Map<ProgramNode, number>();
  const parts: string[] = [];
  const leafName = (variable: BoundVariable) => {
    const parameter = compiled.parameters.indexOf(variable);
    return parameter >= 0 ? `p${parameter}` : `d${[...compiled.data.keys()].indexOf(variable)}`;
  };
  const visit = (node: ProgramNode): number => {
    const known = ids.get(node);
    if (known !== undefined) return known;
    let text: string;
    switch (node.kind) {
      case 'constant':
        text = `c${node.value}`;
        break;
      case 'variable':
        text = leafName(node.variable);
        break;
      case 'input':
        text = `i${node.input}`;
        break;
      case 'operation':
        text = `${node.operation}(${node.operands.map(visit).join(',')})`;
        break;
      case 'scope':
        text = `${node.operation}(${[...node.operands, node.body].map(visit).join(',')})`;
        break;
    }
    const id = parts.length;
    parts.push(text);
    ids.set(node, id);
    return id;
  };
  visit(compiled.model);
  return `${compiled.linear.join()}|${parts.join(';')}`;
}

function sameData(first: CompiledRegression, second: CompiledRegression): boolean {
  const same = (a: Float64Array, b: Float64Array) => {
    if (a === b) return true;
    if (a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!Object.is(a[index], b[index])) return false;
    return true;
  };
  if (!same(first.observations, second.observations) || first.data.size !== second.data.size) return false;
  const firstColumns = [...first.data.values()];
  return [...second.data.values()].every((column, index) => same(firstColumns[index], column));
}
