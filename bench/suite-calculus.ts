/**
 * The calculus section: a symbolic derivative's program at 10⁶ points, and the integral curve
 * y = ∫₀ˣ sin(t²) dt sampled across the view, each workload in a fresh bench page of the one browser.
 */
import type { BenchSession } from './bench-session';
import type { BenchSection } from './page/result-types';
import { inPage } from './suite-engine';

export interface CalculusOptions {
  readonly derivativePoints: number;
}

export async function runCalculusSection(
  session: BenchSession,
  options: CalculusOptions,
  log: (line: string) => void,
): Promise<BenchSection> {
  log('calculus: derivative');
  const derivative = await inPage(session, (page) =>
    page.call('runDerivativeWorkload', { points: options.derivativePoints }),
  );
  log('calculus: integral curve');
  const integral = await inPage(session, (page) => page.call('runIntegralCurveWorkload'));
  return {
    id: 'calculus',
    title: '8. Calculus',
    note:
      'Derivative: one call evaluates at every point, as in section 1; the hand-derived row\u2019s ratio is its time ÷ the derivative program\u2019s (≥ 0.9 is the goal); fidelity: largest relative deviation from the derivative simplified by hand in float64 JavaScript. ' +
      'Integral curve: one call samples the view, as in section 2, with its px fidelity against a reference integrated by composite 16-node Gauss–Legendre (panels of 1/32, compensated sums) in float64; max |Δy|: largest error of the float64 values at the drawn vertices\u2019 x (ours: engine.evaluate at our vertices\u2019 x; JSXGraph\u2019s vertices are its values), and of our float32 vertices as drawn.',
    rows: [...derivative, ...integral],
  };
}
