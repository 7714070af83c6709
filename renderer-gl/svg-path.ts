/**
 * Path data for SVG screenshots: polylines in picture pixels, clipped to a rectangle around the picture
 * (Liang–Barsky), so a curve shooting off to 10¹² never writes huge coordinates, and short numbers.
 */

export interface ClipRectangle {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The part of segment (x0, y0)–(x1, y1) inside the rectangle, as the parameters [enter, leave] along it
 * (0 at the start, 1 at the end), or null when no part is inside.
 */
export function clipSegment(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  rectangle: ClipRectangle,
): [number, number] | null {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let enter = 0;
  let leave = 1;
  const edges: [number, number][] = [
    [-dx, x0 - rectangle.left],
    [dx, rectangle.right - x0],
    [-dy, y0 - rectangle.top],
    [dy, rectangle.bottom - y0],
  ];
  for (const [direction, distance] of edges) {
    if (direction === 0) {
      if (distance < 0) return null;
      continue;
    }
    const parameter = distance / direction;
    if (direction < 0) enter = Math.max(enter, parameter);
    else leave = Math.min(leave, parameter);
    if (enter > leave) return null;
  }
  return [enter, leave];
}

/** Two decimals are a hundredth of a pixel: below anything a rasterizer shows. */
export function formatCoordinate(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * "M x y L x y …" of a polyline whose point i is (toX(i), toY(i)); a NaN point breaks the line, and each
 * segment is clipped to the rectangle (a clipped segment starts a new subpath where it enters).
 */
export function writePolylinePath(
  pointCount: number,
  toX: (index: number) => number,
  toY: (index: number) => number,
  rectangle: ClipRectangle,
): string {
  // Most segments lie well inside: for them clipSegment gives exactly [0, 1] (a pixel of room keeps its
  // divisions clear of rounding), so they skip it and its arrays. The ends are computed as the clipped
  // ones are, so the path is the same string.
  const innerLeft = rectangle.left + 1;
  const innerTop = rectangle.top + 1;
  const innerRight = rectangle.right - 1;
  const innerBottom = rectangle.bottom - 1;
  const inside = (x: number, y: number) =>
    x >= innerLeft && x <= innerRight && y >= innerTop && y <= innerBottom;
  let path = '';
  let penX = NaN;
  let penY = NaN;
  let x1 = pointCount > 0 ? toX(0) : NaN;
  let y1 = pointCount > 0 ? toY(0) : NaN;
  for (let index = 1; index < pointCount; index++) {
    const x0 = x1;
    const y0 = y1;
    x1 = toX(index);
    y1 = toY(index);
    if (!(Number.isFinite(x0) && Number.isFinite(y0) && Number.isFinite(x1) && Number.isFinite(y1))) continue;
    let enter = 0;
    let leave = 1;
    if (!(inside(x0, y0) && inside(x1, y1))) {
      const clipped = clipSegment(x0, y0, x1, y1, rectangle);
      if (!clipped) continue;
      [enter, leave] = clipped;
    }
    const startX = x0 + (x1 - x0) * enter;
    const startY = y0 + (y1 - y0) * enter;
    const endX = x0 + (x1 - x0) * leave;
    const endY = y0 + (y1 - y0) * leave;
    if (startX !== penX || startY !== penY) {
      path += `M${formatCoordinate(startX)} ${formatCoordinate(startY)}`;
    }
    path += `L${formatCoordinate(endX)} ${formatCoordinate(endY)}`;
    penX = endX;
    penY = endY;
  }
  return path;
}

/** Text content and attribute values with the five XML special characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
