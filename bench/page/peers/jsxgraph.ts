/**
 * JSXGraph 1.13 driven through its public API: `JXG.JSXGraph.initBoard` with the view as bounding box,
 * `board.create('functiongraph' | 'implicitcurve' | 'inequality', …)` with JessieCode terms, `curve.updateCurve()`
 * (documented: "computes the curve path", sampling without rendering) and `board.setBoundingBox`.
 * What it computed is read from `curve.points` (its public JXG.Coords), with NaN coordinates as breaks.
 */
import type { DrawnGeometry } from '../fidelity/drawn-geometry';
import { runsFromPairs } from '../fidelity/drawn-geometry';
import { pixelX, pixelY, type View } from '../view';

export interface JsxCurve {
  updateCurve(): void;
  numberPoints: number;
  points: { usrCoords: number[] }[];
  Y(x: number): number;
}

export interface JsxBoard {
  create(kind: string, parents: unknown[], attributes?: Record<string, unknown>): JsxCurve;
  setBoundingBox(box: number[], keepAspectRatio?: boolean): void;
  suspendUpdate(): void;
  unsuspendUpdate(): void;
  update(): void;
  removeObject(element: unknown): void;
}

interface JxgGlobal {
  JSXGraph: {
    initBoard(id: string, attributes: Record<string, unknown>): JsxBoard;
    freeBoard(board: JsxBoard): void;
  };
}

export function jxgGlobal(): JxgGlobal {
  return (window as any).JXG as JxgGlobal;
}

export function boundingBox(view: View): number[] {
  return [view.xmin, view.ymax, view.xmax, view.ymin];
}

export function createJsxBoard(stage: HTMLElement, view: View): JsxBoard {
  return jxgGlobal().JSXGraph.initBoard(stage.id, {
    boundingbox: boundingBox(view),
    keepAspectRatio: false,
    axis: false,
    grid: false,
    showCopyright: false,
    showNavigation: false,
  });
}

export function freeJsxBoard(board: JsxBoard): void {
  jxgGlobal().JSXGraph.freeBoard(board);
}

export function readJsxGeometry(curve: JsxCurve, view: View): DrawnGeometry {
  const pairs = new Float64Array(curve.numberPoints * 2);
  for (let index = 0; index < curve.numberPoints; index++) {
    const [, x, y] = curve.points[index].usrCoords;
    pairs[index * 2] = pixelX(view, x);
    pairs[index * 2 + 1] = pixelY(view, y);
  }
  return { runs: runsFromPairs(pairs), boxes: new Float64Array(0) };
}
