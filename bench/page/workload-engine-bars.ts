/**
 * Issue 23's engine bars, ours alone (the peers' figures for the same curves are in sections 2 and 3):
 * 100 curves y = sin(kx) + k/10 re-sampled for a new viewport (section 2's workload, goal ≤ 4 ms), and
 * sin(x² + y²) = cos(xy) at 1280 × 800, the calculator's default viewport for that size (goal ≤ 25 ms),
 * through the worker's service as section 3 runs it.
 */
import { compareSubjects } from './compare';
import { ourServiceSubject } from './our-service-subject';
import type { BenchRow } from './result-types';
import type { View } from './view';
import { VIEW } from './view';
import { ourSubject } from './workload-explicit';
import { MANY_CURVES } from './workloads';

/** 1280 × 800 px over x in [-10, 10], y in [-6.25, 6.25]: 64 px per unit, the default view at that size. */
const WIDE_VIEW: View = {
  xmin: -10,
  xmax: 10,
  ymin: -6.25,
  ymax: 6.25,
  widthPixels: 1280,
  heightPixels: 800,
};

export async function runEngineBarsWorkload(): Promise<BenchRow[]> {
  const curves = await compareSubjects({
    workload: '100 curves y=\\sin(kx)+k/10, new viewport (goal ≤ 4 ms)',
    view: VIEW,
    subjects: [
      ourSubject(
        MANY_CURVES.map((curve) => curve.ours),
        true,
        {},
      ),
    ],
  });
  return [...curves, ...(await runImplicitBarWorkload())];
}

/**
 * The implicit bar alone, by the engine service with each pool size given (`[]`: the product's), in
 * interleaved rounds: the rows after the first carry their time paired with the first's
 * (bench/compare-implicit-pool.ts).
 */
export function runImplicitBarWorkload(poolSizes: readonly number[] = []): Promise<BenchRow[]> {
  const latex = '\\sin(x^2+y^2)=\\cos(xy)';
  return compareSubjects({
    workload: `${latex} at 1280×800 (goal ≤ 25 ms)`,
    view: WIDE_VIEW,
    measure: { warmupCalls: 2, minRounds: 9, maxRounds: 15, budgetMs: 3000 },
    subjects:
      poolSizes.length === 0
        ? [ourServiceSubject(latex, WIDE_VIEW)]
        : poolSizes.map((size, index) => ({
            ...ourServiceSubject(latex, WIDE_VIEW, size),
            name: `ours: engine service update, pool of ${size}`,
            isOurs: index === 0,
          })),
  });
}
