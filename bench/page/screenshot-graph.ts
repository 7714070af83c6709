/**
 * Section 12's graph (issue 23), in one place for the page's workload (`workload-screenshot.ts`) and the
 * Node scripts that profile it (`profile-set-expression.ts --shot`): ten expressions (six explicit curves,
 * an implicit curve, an inequality, two labelled points) at 800 × 600 CSS px. No DOM here: Node imports it.
 */
import type { View } from './view';

/** 800 × 600 px showing x in [-10, 10], y in [-7.5, 7.5]: 40 px per unit on both axes. */
export const SCREENSHOT_VIEW: View = {
  xmin: -10,
  xmax: 10,
  ymin: -7.5,
  ymax: 7.5,
  widthPixels: 800,
  heightPixels: 600,
};

/** The ten expressions, once per library's syntax. */
export const CURVES = [
  { latex: 'y=\\sin(x)', term: 'sin(x)' },
  { latex: 'y=\\frac{x^2}{4}-3', term: 'x^2/4-3' },
  { latex: 'y=2\\cos(2x)', term: '2*cos(2*x)' },
  { latex: 'y=3e^{-\\frac{x^2}{2}}', term: '3*exp(-x^2/2)' },
  { latex: 'y=\\frac{x^3}{20}-x', term: 'x^3/20-x' },
  { latex: 'y=\\sqrt{x+8}', term: 'sqrt(x+8)' },
] as const;
export const IMPLICIT = { latex: 'x^2+2y^2=25', term: 'x^2+2*y^2-25' };
export const INEQUALITY = { latex: 'y<\\sin(x)-4', boundary: 'sin(x)-4' };
export const POINTS = [
  { x: 2, y: 3, label: 'A' },
  { x: -4, y: -2, label: 'B' },
] as const;

/** Our calculator's expressions; the first, `curve0`, is the curve a "one curve changed" shot changes. */
export function ourScreenshotExpressions(): {
  id: string;
  latex: string;
  label?: string;
  showLabel?: boolean;
}[] {
  return [
    ...CURVES.map((curve, index) => ({ id: `curve${index}`, latex: curve.latex })),
    { id: 'implicit', latex: IMPLICIT.latex },
    { id: 'inequality', latex: INEQUALITY.latex },
    ...POINTS.map((point) => ({
      id: `point${point.label}`,
      latex: `(${point.x},${point.y})`,
      label: point.label,
      showLabel: true,
    })),
  ];
}
