/** Test support: reads a sampled curve back into absolute coordinates and checks its structure. */
import type { ExplicitCurve, ExplicitViewport } from '../index';

export type Point = readonly [number, number];
export interface Segment {
  readonly start: Point;
  readonly end: Point;
}

/** The polyline's runs (split at NaN breaks), in absolute coordinates. */
export function runsOf(curve: ExplicitCurve): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (let index = 0; index < curve.polyline.length; index += 2) {
    const x = curve.polyline[index];
    const y = curve.polyline[index + 1];
    if (Number.isNaN(x) || Number.isNaN(y)) {
      runs.push(run);
      run = [];
    } else {
      run.push([curve.originX + x, curve.originY + y]);
    }
  }
  if (curve.polyline.length > 0) runs.push(run);
  return runs;
}

/** The drawn segments (consecutive defined vertices of the polyline), in absolute coordinates. */
export function segmentsOf(curve: ExplicitCurve): Segment[] {
  const { polyline, originX, originY } = curve;
  const segments: Segment[] = [];
  for (let vertex = 1; vertex < polyline.length / 2; vertex++) {
    const [ax, ay, bx, by] = polyline.subarray(vertex * 2 - 2, vertex * 2 + 2);
    if (![ax, ay, bx, by].every(Number.isFinite)) continue;
    segments.push({ start: [originX + ax, originY + ay], end: [originX + bx, originY + by] });
  }
  return segments;
}

/** Pixel distance from a point to a segment, both in math units. */
export function pixelDistanceToSegment(point: Point, segment: Segment, viewport: ExplicitViewport): number {
  const scaleX = viewport.widthPixels / (viewport.xmax - viewport.xmin);
  const scaleY = viewport.heightPixels / (viewport.ymax - viewport.ymin);
  const ax = segment.start[0] * scaleX;
  const ay = segment.start[1] * scaleY;
  const dx = segment.end[0] * scaleX - ax;
  const dy = segment.end[1] * scaleY - ay;
  const px = point[0] * scaleX - ax;
  const py = point[1] * scaleY - ay;
  const lengthSquared = dx * dx + dy * dy;
  const along = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, (px * dx + py * dy) / lengthSquared));
  return Math.hypot(px - along * dx, py - along * dy);
}

/** The structural contract of worker/protocol.ts CurveGeometry; returns a list of violations. */
export function geometryProblems(curve: ExplicitCurve): string[] {
  const problems: string[] = [];
  const { polyline, segmentCount } = curve;
  if (polyline.length % 2 !== 0) problems.push('odd polyline length');
  const isBreak = (vertex: number) => Number.isNaN(polyline[2 * vertex]);
  const vertexCount = polyline.length / 2;
  for (let vertex = 0; vertex < vertexCount; vertex++) {
    if (Number.isNaN(polyline[2 * vertex]) !== Number.isNaN(polyline[2 * vertex + 1])) {
      problems.push(`half a break at vertex ${vertex}`);
    }
  }
  if (vertexCount > 0 && (isBreak(0) || isBreak(vertexCount - 1))) problems.push('leading or trailing break');
  for (let vertex = 1; vertex < vertexCount; vertex++) {
    if (isBreak(vertex) && isBreak(vertex - 1)) problems.push(`double break at vertex ${vertex}`);
  }
  let runLength = 0;
  for (let vertex = 0; vertex <= vertexCount; vertex++) {
    if (vertex < vertexCount && !isBreak(vertex)) {
      runLength++;
    } else {
      if (runLength === 1) problems.push(`a run of one vertex ends at vertex ${vertex}`);
      runLength = 0;
    }
  }
  let pairs = 0;
  for (let vertex = 1; vertex < vertexCount; vertex++) {
    if (!isBreak(vertex) && !isBreak(vertex - 1)) pairs++;
  }
  if (segmentCount !== pairs) problems.push(`segmentCount ${segmentCount}, polyline pairs ${pairs}`);
  return problems;
}
