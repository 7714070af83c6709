/**
 * A regression written in LaTeX fitted to named lists, through the same compile and fit as the calculator
 * (`regression-model.ts`, `regression-fit.ts`) but without an expression list around it: for the NIST
 * tests, which give certified starting values the list syntax has no place for, and for the bench.
 */
import { freeNames } from './definitions';
import { inputsForStatement } from './classify';
import { ParseError } from './parse-error';
import { parseLatex } from './parser';
import { fitRegression, type RegressionFit, type RegressionFitOptions } from './regression-fit';
import { compileRegression, type CompiledRegression } from './regression-model';
import { BUILTIN_CONSTANTS } from './symbols';
import { OperationBudget, packedList } from './values';

export interface LatexRegressionResult {
  /** Fitted parameters by name as written (`b_1`, `m`). */
  readonly parameters: Readonly<Record<string, number>>;
  readonly fit: RegressionFit;
  readonly compiled: CompiledRegression;
}

/** `x_1` and `x_{1}` name the same list; the analysis uses the braced form. */
function canonicalName(name: string): string {
  const statement = parseLatex(name);
  if (statement.type !== 'expression' || statement.expression.type !== 'identifier') {
    throw new Error(`Not a list name: ${name}`);
  }
  return statement.expression.name;
}

/**
 * Fits `latex` (`y\sim b_1(1-e^{-b_2x})`) to `lists` (by name: `{ x: […], y: […] }`). Starting values, when
 * given, are keyed by the parameters' names as written in `latex`'s canonical form or plainly (`b_1`).
 */
export function fitLatexRegression(
  latex: string,
  lists: Readonly<Record<string, ArrayLike<number>>>,
  options: RegressionFitOptions & { readonly degreeMode?: boolean } = {},
): LatexRegressionResult {
  const statement = parseLatex(latex);
  if (statement.type !== 'regression')
    throw new ParseError('invalid-regression', 'Not a regression', 0, latex.length);
  const values = new Map(
    Object.entries(lists).map(([name, list]) => [canonicalName(name), Float64Array.from(list)]),
  );
  const parameterNames = [...new Set(freeNames(statement.right).map((use) => use.name))].filter(
    (name) => !values.has(name) && !BUILTIN_CONSTANTS.has(name) && name !== 'x' && name !== 'y',
  );
  const compiled = compileRegression(statement, parameterNames, {
    degreeMode: options.degreeMode === true,
    budget: new OperationBudget(statement),
    bound: new Map(),
    inputs: inputsForStatement(undefined),
    variable: (name) => {
      const list = values.get(name);
      return list ? packedList(list) : undefined;
    },
    userFunction: () => undefined,
  });
  const starts = options.starts?.map((start) =>
    Object.fromEntries(Object.entries(start).map(([name, value]) => [canonicalName(name), value])),
  );
  const fit = fitRegression(compiled, { ...options, starts });
  const plainNames = parameterNames.map((name) =>
    name.replace(/_\{(\w+)\}$/, (_, subscript: string) => `_${subscript}`),
  );
  return {
    parameters: Object.fromEntries(plainNames.map((name, index) => [name, fit.parameters[index]])),
    fit,
    compiled,
  };
}
