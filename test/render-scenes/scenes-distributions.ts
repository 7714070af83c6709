/**
 * Scenes of issue 18's distributions as rows of their own: continuous laws graph their density as a
 * curve (with a cdf drawn per point beside them), discrete laws their probabilities as bars of width 1.
 */
import type { RenderScene } from './scene-types';

const BLUE = '#2d70b3';
const GREEN = '#388c46';
const RED = '#c74440';
const PURPLE = '#6042a6';

export const DISTRIBUTION_SCENES: RenderScene[] = [
  {
    name: 'distribution-normal-t-cdf',
    shows:
      'a red standard normal bell (peak 0.40 at x = 0), a blue t density with 2 degrees of freedom under it at the centre (peak 0.35) and above it in the tails, and a green S-shaped normal cdf from 0 on the left through 0.5 at x = 0 towards 1 on the right',
    expressions: [
      { id: 'normal', latex: '\\operatorname{normaldist}(0,1)', color: RED },
      { id: 't', latex: '\\operatorname{tdist}(2)', color: BLUE },
      { id: 'cdf', latex: 'y=\\operatorname{cdf}(\\operatorname{normaldist}(),x)', color: GREEN },
    ],
    bounds: { left: -5, right: 5, bottom: -0.15, top: 1.1 },
    wrong: [
      { is: 't with 4 degrees of freedom', items: { t: { latex: '\\operatorname{tdist}(4)' } } },
      {
        is: 'cdf of normaldist(0,2)',
        items: { cdf: { latex: 'y=\\operatorname{cdf}(\\operatorname{normaldist}(0,2),x)' } },
      },
    ],
  },
  {
    name: 'distribution-binomial-bars',
    shows:
      'eleven purple bars of width 1 centred on x = 0 … 10, filled lightly and outlined, heights the binomial(10, 0.5) probabilities: 0.246 at 5, 0.205 at 4 and 6, 0.117 at 3 and 7, 0.044, 0.010 and 0.001 further out',
    expressions: [{ id: 'bars', latex: '\\operatorname{binomialdist}(10)', color: PURPLE }],
    bounds: { left: -1.5, right: 11.5, bottom: -0.03, top: 0.3 },
    wrong: [{ is: 'p = 0.45', items: { bars: { latex: '\\operatorname{binomialdist}(10,0.45)' } } }],
  },
];
