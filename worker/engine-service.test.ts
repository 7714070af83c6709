import { describe, expect, it } from 'vitest';
import { loadEngineForNode } from '../engine-wasm/load-node';
import { createEngineService } from './engine-service';
import type { ExpressionInput, UpdateRequest } from './protocol';
import { exchangeAxes } from './curve-sampling';

const VIEWPORT = { xmin: -10, xmax: 10, ymin: -7, ymax: 7, widthPixels: 800, heightPixels: 560 };

let generation = 0;
function request(latexes: readonly string[], degreeMode = false): UpdateRequest {
  const expressions: ExpressionInput[] = latexes.map((latex, index) => ({
    id: `e${index}`,
    latex,
    hidden: false,
  }));
  return { calculatorId: 1, generation: generation++, expressions, degreeMode, viewport: VIEWPORT };
}

describe('engine service with the list analysis', () => {
  const service = createEngineService(loadEngineForNode);

  it('reports evaluations, lists and definitions in the shape of expressionAnalysis', async () => {
    const result = await service.update(
      request(['1+2', '[1,2,3]\\cdot 2', 'f(x)=x^2', 'f(3)', 'a=1', 'b=2+3', '\\sin(\\pi/2)']),
    );
    expect(result.analysis.e0).toEqual({
      isGraphable: false,
      isError: false,
      evaluationDisplayed: true,
      evaluation: { type: 'Number', value: 3 },
    });
    expect(result.analysis.e1.evaluation).toEqual({ type: 'ListOfNumber', value: Float64Array.of(2, 4, 6) });
    expect(result.analysis.e2).toMatchObject({ isGraphable: true, isError: false });
    expect(result.analysis.e3.evaluation).toEqual({ type: 'Number', value: 9 });
    expect(result.analysis.e4).toMatchObject({ evaluationDisplayed: false, evaluation: { value: 1 } });
    expect(result.analysis.e5).toMatchObject({ evaluationDisplayed: true, evaluation: { value: 5 } });
    expect(result.analysis.e6.evaluation).toEqual({ type: 'Number', value: 1 });
  });

  it('shades a parametric curve only when its fill is set, and samples again when fill changes', async () => {
    const circle = (fill?: boolean) => ({
      ...request([]),
      expressions: [
        {
          id: 'c',
          latex: '(2\\cos t,2\\sin t)',
          hidden: false,
          fill,
          parameterDomainLatex: { min: '0', max: '2\\pi' },
        },
      ],
    });
    expect((await service.update(circle())).fills).toEqual([]);
    const filled = await service.update(circle(true));
    expect(filled.fills).toHaveLength(1);
    const [fill] = filled.fills!;
    let area = 0;
    for (let index = 0; index + 5 < fill.triangles.length; index += 6) {
      const [ax, ay, bx, by, cx, cy] = fill.triangles.subarray(index, index + 6);
      area += Math.abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2;
    }
    expect(area).toBeCloseTo(4 * Math.PI, 1);
    expect((await service.update(circle(false))).fills).toEqual([]);
  });

  it('draws costly implicit curves coarse first when asked, then at full resolution, and caches only that', async () => {
    const heavy = () => request(['\\sin(x^2+y^2)=\\cos(xy)', 'y=x']);
    const first = await service.update({ ...heavy(), coarseFirst: true });
    expect(first.current).toBe(true);
    expect(first.coarse).toBe(true);
    const segments = (result: typeof first) => result.curves.map((curve) => curve.segmentCount);
    const [coarseImplicit, line] = segments(first);
    const full = await service.update(heavy());
    expect(full.current).toBe(true);
    expect(full.coarse).toBeUndefined();
    // The quarter-resolution picture has far fewer segments; the explicit line is the same in both.
    expect(coarseImplicit * 2).toBeLessThan(segments(full)[0]);
    expect(segments(full)[1]).toBe(line);
    // Once the full picture is cached, a coarse-first request has nothing coarse to give.
    const again = await service.update({ ...heavy(), coarseFirst: true });
    expect(again.current).toBe(true);
    expect(again.coarse).toBeUndefined();
    expect(segments(again)).toEqual(segments(full));
    // Explicit curves alone are never coarse.
    const explicit = await service.update({ ...request(['y=x^2']), coarseFirst: true });
    expect(explicit.current).toBe(true);
    expect(explicit.coarse).toBeUndefined();
  });

  it('evaluates in degrees when degreeMode is set', async () => {
    const result = await service.update(request(['\\sin(90)'], true));
    expect(result.analysis.e0.evaluation).toEqual({ type: 'Number', value: 1 });
  });

  it('marks every entry of a duplicated definition as an error', async () => {
    const result = await service.update(request(['a=1', 'a=2', 'a+1']));
    expect(Object.values(result.analysis).map((entry) => entry.isError)).toEqual([true, true, true]);
    expect(result.analysis.e2.errorMessage).toBe("'a' is defined more than once");
    // The culprit for localized messages: the span of the error in the entry's own LaTeX.
    expect(result.analysis.e2.errorSource).toBe('a');
  });

  it('names undefined variables for slider offers', async () => {
    const result = await service.update(request(['y=ln(x)']));
    expect(result.analysis.e0).toMatchObject({
      isError: true,
      errorCode: 'undefined-variable',
      undefinedNames: ['l', 'n'],
    });
  });

  it('samples explicit, x=f(y), list, parametric and polar curves, and returns points', async () => {
    const result = await service.update(
      request(['y=x^2', 'x=y^2', 'y=[1,2]x', '(\\cos(6t),\\sin(6t))', 'r=2', '(1,2)', 'x+y=3']),
    );
    const countFor = (id: string) => result.curves.filter((curve) => curve.id === id).length;
    expect([0, 1, 2, 3, 4, 5, 6].map((index) => countFor(`e${index}`))).toEqual([1, 1, 2, 1, 1, 0, 1]);
    for (const curve of result.curves) expect(curve.segmentCount, curve.id).toBeGreaterThan(10);
    // x=y² lies right of the y axis: every vertex has x ≥ 0.
    const sideways = result.curves.find((curve) => curve.id === 'e1')!;
    for (let index = 0; index < sideways.polyline.length; index += 2) {
      const x = sideways.originX + sideways.polyline[index];
      if (Number.isFinite(x)) expect(x).toBeGreaterThanOrEqual(-1e-6);
    }
    // r=2 is a circle of radius 2.
    const circle = result.curves.find((curve) => curve.id === 'e4')!;
    for (let index = 0; index < circle.polyline.length; index += 2) {
      const x = circle.originX + circle.polyline[index];
      const y = circle.originY + circle.polyline[index + 1];
      expect(Math.hypot(x, y)).toBeCloseTo(2, 5);
    }
    expect(result.points).toHaveLength(1);
    expect([...result.points![0].x, ...result.points![0].y]).toEqual([1, 2]);
    // An inequality draws its boundary (solved: y<2x has the line y=2x; else the implicit sampler's) and
    // its region.
    const region = await service.update(request(['y<2x', 'y>\\sin(xy)']));
    expect(new Set(region.curves.map((curve) => curve.id))).toEqual(new Set(['e0', 'e1']));
    expect(region.fills?.map((fill) => fill.id)).toEqual(['e0', 'e1']);
    // x+y=3 is an implicit curve, drawn through its solved branch y = 3 − x.
    expect(result.analysis.e6).toMatchObject({ isGraphable: true, isError: false });
    const line = result.curves.find((curve) => curve.id === 'e6')!;
    for (let index = 0; index < line.polyline.length; index += 2) {
      const x = line.originX + line.polyline[index];
      const y = line.originY + line.polyline[index + 1];
      expect(x + y).toBeCloseTo(3, 4);
    }
  });
});

describe('parameter domains', () => {
  const service = createEngineService(loadEngineForNode);

  it('draws a parametric curve over the domain the API sends, else over [0, 1]', async () => {
    const base = request(['(\\cos t,\\sin t)']);
    const endAngle = async (parameterDomainLatex?: { min: string; max: string }) => {
      const expressions = base.expressions.map((expression) => ({ ...expression, parameterDomainLatex }));
      const result = await service.update({ ...base, generation: generation++, expressions });
      const [curve] = result.curves;
      const last = curve.polyline.length - 2;
      return Math.atan2(curve.originY + curve.polyline[last + 1], curve.originX + curve.polyline[last]);
    };
    expect(await endAngle()).toBeCloseTo(1, 5);
    expect(await endAngle({ min: '0', max: '2' })).toBeCloseTo(2, 5);
  });
});

describe('parameter domains as LaTeX', () => {
  const service = createEngineService(loadEngineForNode);

  const run = async (latex: string, parameterDomainLatex: { min: string; max: string }) => {
    const base = request([latex]);
    const expressions = base.expressions.map((expression) => ({ ...expression, parameterDomainLatex }));
    return service.update({ ...base, generation: generation++, expressions });
  };

  it('evaluates bounds written with π, τ, e and arithmetic, in either order', async () => {
    const result = await run('(\\cos t,\\sin t)', { min: '\\frac{\\pi}{2}', max: '0' });
    const [curve] = result.curves;
    const last = curve.polyline.length - 2;
    const angle = Math.atan2(curve.originY + curve.polyline[last + 1], curve.originX + curve.polyline[last]);
    expect(angle).toBeCloseTo(Math.PI / 2, 5);
    expect((await run('r=\\theta', { min: '0', max: '\\tau' })).analysis.e0.isError).toBe(false);
  });

  it('reports a bound with a variable, or an empty range, as the error of the expression', async () => {
    const withVariable = await run('(\\cos t,\\sin t)', { min: '0', max: '2a' });
    expect(withVariable.analysis.e0).toMatchObject({
      isError: true,
      errorCode: 'invalid-domain',
      errorSource: '2a',
    });
    expect(withVariable.curves).toEqual([]);
    const empty = await run('(\\cos t,\\sin t)', { min: '1', max: '1' });
    expect(empty.analysis.e0.errorCode).toBe('invalid-domain');
    // Only curves of a parameter have a domain: y=x ignores it.
    expect((await run('y=x', { min: '0', max: 'q' })).analysis.e0.isError).toBe(false);
  });
});

describe('plotSingleVariableImplicitEquations', () => {
  const service = createEngineService(loadEngineForNode);

  it('draws x^2=4 unless the option is false, and x=3 and xy=1 either way', async () => {
    const ids = async (option?: boolean) => {
      const base = request(['x^2=4', 'x=3', 'xy=1', '\\sin y=0.5']);
      const result = await service.update({ ...base, plotSingleVariableImplicitEquations: option });
      return [...new Set(result.curves.map((curve) => curve.id))].sort();
    };
    expect(await ids()).toEqual(['e0', 'e1', 'e2', 'e3']);
    expect(await ids(false)).toEqual(['e1', 'e2']);
  });
});

describe('exchangeAxes', () => {
  it('mirrors origin and polyline, keeping the segment count', () => {
    const curve = {
      id: 'c',
      originX: 1,
      originY: 2,
      polyline: Float32Array.from([3, 4, 5, 6]),
      segmentCount: 1,
    };
    const mirrored = exchangeAxes(curve);
    expect([mirrored.originX, mirrored.originY]).toEqual([2, 1]);
    expect([...mirrored.polyline]).toEqual([4, 3, 6, 5]);
    expect(mirrored.segmentCount).toBe(1);
  });
});
