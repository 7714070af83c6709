/**
 * Tracing a curve: finding the curve under the pointer, the nearest point on it, and walking along it by
 * screen distance (arrow keys). Everything works on the sampled polylines the worker sent: they are
 * within a fraction of a pixel of the true curve (the samplers' tolerance), which is what a trace shows;
 * exact values come from the points of interest, which the trace snaps to.
 */
import { typesetNumber } from '../../renderer-gl/index';
import type { CurveGeometry, PointOfInterest } from '../../worker/protocol';
import { mathToPixelX, mathToPixelY, pixelToMathX, pixelToMathY, type Viewport } from '../model/viewport';

/** A place on one sampled curve: the segment from vertex `segment` to the next, at `fraction` along it. */
export interface CurvePlace {
  readonly id: string;
  /** Index into the curve list the place was found in. */
  readonly curveIndex: number;
  readonly segment: number;
  readonly fraction: number;
  readonly x: number;
  readonly y: number;
  /** CSS pixels from the point asked about (0 for places reached by walking). */
  readonly distance: number;
}

function vertexX(curve: CurveGeometry, index: number): number {
  return curve.originX + curve.polyline[index * 2];
}

function vertexY(curve: CurveGeometry, index: number): number {
  return curve.originY + curve.polyline[index * 2 + 1];
}

/**
 * The nearest place (in screen pixels) to (px, py) on the curves `include` accepts; undefined when none
 * is within `radius` pixels.
 */
export function nearestCurvePlace(
  curves: readonly CurveGeometry[],
  viewport: Viewport,
  px: number,
  py: number,
  radius: number,
  include: (id: string) => boolean,
): CurvePlace | undefined {
  const scaleX = viewport.widthPixels / (viewport.right - viewport.left);
  const scaleY = viewport.heightPixels / (viewport.top - viewport.bottom);
  let best: CurvePlace | undefined;
  curves.forEach((curve, curveIndex) => {
    if (!include(curve.id)) return;
    // In pixels relative to the curve's origin, so float32 offsets are used as they are.
    const pointerX = (pixelToMathX(viewport, px) - curve.originX) * scaleX;
    const pointerY = (pixelToMathY(viewport, py) - curve.originY) * scaleY;
    const vertices = curve.polyline.length / 2;
    for (let index = 0; index + 1 < vertices; index++) {
      const ax = curve.polyline[index * 2] * scaleX;
      const ay = curve.polyline[index * 2 + 1] * scaleY;
      const bx = curve.polyline[index * 2 + 2] * scaleX;
      const by = curve.polyline[index * 2 + 3] * scaleY;
      if (!Number.isFinite(ax + ay + bx + by)) continue;
      const dx = bx - ax;
      const dy = by - ay;
      const lengthSquared = dx * dx + dy * dy;
      const fraction =
        lengthSquared > 0
          ? Math.min(1, Math.max(0, ((pointerX - ax) * dx + (pointerY - ay) * dy) / lengthSquared))
          : 0;
      const distance = Math.hypot(ax + fraction * dx - pointerX, ay + fraction * dy - pointerY);
      if (distance > radius || (best && best.distance <= distance)) continue;
      best = placeAt(curve, curveIndex, index, fraction, distance);
    }
  });
  return best;
}

function placeAt(
  curve: CurveGeometry,
  curveIndex: number,
  segment: number,
  fraction: number,
  distance: number,
): CurvePlace {
  const ax = vertexX(curve, segment);
  const ay = vertexY(curve, segment);
  return {
    id: curve.id,
    curveIndex,
    segment,
    fraction,
    x: ax + fraction * (vertexX(curve, segment + 1) - ax),
    y: ay + fraction * (vertexY(curve, segment + 1) - ay),
    distance,
  };
}

/**
 * The place `pixels` screen pixels further along the same curve (negative: backwards), stopping at the
 * curve's ends and at its breaks (a trace does not jump across an asymptote).
 */
export function walkCurve(
  curves: readonly CurveGeometry[],
  viewport: Viewport,
  from: CurvePlace,
  pixels: number,
): CurvePlace {
  const curve = curves[from.curveIndex];
  if (!curve || curve.id !== from.id) return from;
  const vertices = curve.polyline.length / 2;
  const finite = (index: number) =>
    index >= 0 && index < vertices && Number.isFinite(vertexX(curve, index) + vertexY(curve, index));
  const segmentPixels = (segment: number) =>
    Math.hypot(
      mathToPixelX(viewport, vertexX(curve, segment + 1)) - mathToPixelX(viewport, vertexX(curve, segment)),
      mathToPixelY(viewport, vertexY(curve, segment + 1)) - mathToPixelY(viewport, vertexY(curve, segment)),
    );
  let { segment, fraction } = from;
  let left = Math.abs(pixels);
  const forward = pixels > 0;
  for (;;) {
    const length = segmentPixels(segment);
    const available = length * (forward ? 1 - fraction : fraction);
    if (left <= available && length > 0) {
      fraction += ((forward ? 1 : -1) * left) / length;
      break;
    }
    left -= available;
    const next = forward ? segment + 1 : segment - 1;
    if (!finite(forward ? next + 1 : next) || !finite(forward ? next : next + 1)) {
      fraction = forward ? 1 : 0;
      break;
    }
    segment = next;
    fraction = forward ? 0 : 1;
  }
  return placeAt(curve, from.curveIndex, segment, fraction, 0);
}

/**
 * A coordinate as a trace shows it: one decimal more than a screen pixel resolves (the samples are good
 * to about a pixel; more digits would be noise), trailing zeros dropped.
 */
export function formatTraceCoordinate(value: number, unitsPerPixel: number): string {
  const decimals = Math.min(12, Math.max(0, 1 - Math.floor(Math.log10(unitsPerPixel))));
  const rounded = Number(value.toFixed(decimals));
  if (rounded === 0) return '0';
  const magnitude = Math.abs(rounded);
  if (magnitude >= 1e6 || magnitude < 1e-4) {
    return typesetNumber(rounded.toExponential(3).replace(/\.?0+e/, 'e'));
  }
  return typesetNumber(String(rounded));
}

/** Where a keyboard trace went, as the graph paper's `calc-trace` event tells the UI (audio, speech). */
export interface TraceMove {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  /** The point of interest the trace sits on. */
  readonly interest?: PointOfInterest['kind'];
  /** The trace could not go on: the curve ends or breaks there (undefined beyond, or an asymptote). */
  readonly stopped: boolean;
  readonly bounds: { left: number; right: number; bottom: number; top: number };
}

/** The whole curve, as the `calc-trace-sweep` event gives it: places in order, null where it breaks. */
export interface TraceSweep {
  readonly id: string;
  readonly places: readonly ({ x: number; y: number; interest?: PointOfInterest['kind'] } | null)[];
  readonly bounds: TraceMove['bounds'];
}

/**
 * Places every `stepPixels` screen pixels along a curve's samples, in their order (left to right for a
 * function of x), with one null for each break the curve really has: a break whose next vertex is more
 * than two pixels from its last one (the implicit sampler breaks its runs where the curve goes on).
 */
export function sweepCurve(
  curve: CurveGeometry,
  viewport: Viewport,
  stepPixels: number,
): TraceSweep['places'] {
  const places: ({ x: number; y: number } | null)[] = [];
  let last: { x: number; y: number; px: number; py: number } | undefined;
  let carried = 0;
  for (let index = 0; index < curve.polyline.length / 2; index++) {
    const x = vertexX(curve, index);
    const y = vertexY(curve, index);
    if (!Number.isFinite(x + y)) continue;
    const px = mathToPixelX(viewport, x);
    const py = mathToPixelY(viewport, y);
    const joined = last && Number.isFinite(curve.polyline[index * 2 - 2] + curve.polyline[index * 2 - 1]);
    const length = last ? Math.hypot(px - last.px, py - last.py) : 0;
    if (!last || (!joined && length > 2)) {
      if (last) places.push(null);
      places.push({ x, y });
      carried = 0;
    } else {
      let along = stepPixels - carried;
      for (; along <= length; along += stepPixels) {
        const fraction = along / length;
        places.push({ x: last.x + fraction * (x - last.x), y: last.y + fraction * (y - last.y) });
      }
      carried = length - (along - stepPixels);
    }
    last = { x, y, px, py };
  }
  return places;
}
