/**
 * The regression section (issue 19): a line through 10,000 points and a four-parameter logistic through
 * 1,000, ours beside the npm packages `regression` and `ml-levenberg-marquardt`, and the digits each
 * reaches on the NIST StRD suites (the files of language/test-data/nist-strd/, read here and sent to the
 * page), each workload in a fresh bench page of the one browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readStrd } from '../language/fit/strd-files';
import {
  STRD_COLUMN_NAMES,
  STRD_LINEAR,
  STRD_NONLINEAR,
  strdParameterName,
} from '../language/regression-strd-models';
import type { BenchSession } from './bench-session';
import type { StrdProblem } from './page/workload-regression';
import type { BenchSection } from './page/result-types';
import { REPOSITORY_ROOT } from './paths';
import { inPage } from './suite-engine';

/** The StRD problems with our models, columns and certified values, as the page takes them. */
export function strdProblems(): StrdProblem[] {
  const read = (name: string, kind: StrdProblem['kind'], latex: string): StrdProblem => {
    const data = readStrd(
      name,
      readFileSync(join(REPOSITORY_ROOT, `language/test-data/nist-strd/${name}.dat`), 'utf8'),
    );
    return {
      name,
      kind,
      latex,
      columns: Object.fromEntries(
        [...data.columns].map(([column, values]) => [STRD_COLUMN_NAMES[column], values]),
      ),
      parameters: data.parameters.map((parameter) => ({
        name: strdParameterName(parameter.name),
        certified: parameter.certified,
        ...(parameter.starts
          ? { starts: [parameter.starts[0], parameter.starts[1]] as [number, number] }
          : {}),
      })),
    };
  };
  return [
    ...Object.entries(STRD_LINEAR).map(([name, latex]) => read(name, 'linear', latex)),
    ...Object.entries(STRD_NONLINEAR).map(([name, latex]) => read(name, 'nonlinear', latex)),
  ];
}

export async function runRegressionSection(
  session: BenchSession,
  log: (line: string) => void,
): Promise<BenchSection> {
  log('regression: a line through 10,000 points');
  const line = await inPage(session, (page) => page.call('runLineFitWorkload'));
  log('regression: a four-parameter logistic through 1,000 points');
  const logistic = await inPage(session, (page) => page.call('runLogisticFitWorkload'));
  log('regression: NIST StRD digits');
  const problems = strdProblems();
  const accuracy = await inPage(session, (page) => page.call('runStrdAccuracyWorkload', problems));
  return {
    id: 'regression',
    title: '10. Regressions',
    note:
      'Fits timed in interleaved rounds as in section 1 (goals: the line ≤ 2 ms, the logistic ≤ 20 ms). Line: y = 0.37x − 500 + noise, x in [1900, 2100]; digits of slope and intercept against compensated two-pass sums. ' +
      'Logistic: c/(1+ae^{−bx})+d, (20, 0.8, 10, 1) plus noise of ±0.05; digits of the worst parameter against the optimum and the sum of squares ÷ the optimum’s. ' +
      'NIST StRD: digits of agreement with the certified values (the fewest over the parameters); nonlinear problems from both certified starts; `regression` has lines and polynomials with an intercept only, ml-levenberg-marquardt models of one variable.',
    rows: [...line, ...logistic, ...accuracy],
  };
}
