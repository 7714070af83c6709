/**
 * Screen-space polyline simplification: drops the points that lie within `tolerance` pixels of the
 * segment that replaces them, so a curve sampled more densely than the screen can show costs fewer quads
 * while drawing the same pixels. The renderer uses an eighth of a pixel: below what antialiasing shows.
 *
 * The method is sleeve fitting (Zhao & Saalfeld, "Linear-time sleeve-fitting polyline simplification
 * algorithms", 1997) in its angular form: from an anchor, every further point narrows the wedge of
 * directions within `tolerance` of it; the run ends at the last point whose own direction is still inside
 * the wedge. A run also ends where the curve turns back towards the anchor, so cusps and hairpins keep
 * their tips. Linear time, one pass.
 */

/**
 * Indices of the points kept, always the first and the last.
 *
 * @param xs,ys the points in pixels (any origin)
 */
export function simplifyPolyline(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  count: number,
  tolerance: number,
): number[] {
  if (count <= 2) return Array.from({ length: count }, (_, index) => index);
  const kept = [0];
  let anchor = 0;
  while (anchor < count - 1) {
    const end = findRunEnd(xs, ys, count, anchor, tolerance);
    kept.push(end);
    anchor = end;
  }
  return kept;
}

function findRunEnd(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  count: number,
  anchor: number,
  tolerance: number,
): number {
  const anchorX = xs[anchor];
  const anchorY = ys[anchor];
  let end = anchor + 1;
  let referenceX = 0;
  let referenceY = 0;
  let low = -Infinity;
  let high = Infinity;
  let farthest = 0;
  for (let index = anchor + 1; index < count; index++) {
    const dx = xs[index] - anchorX;
    const dy = ys[index] - anchorY;
    const distance = Math.hypot(dx, dy);
    if (distance < farthest - tolerance) break;
    if (distance <= tolerance) {
      // Within the tolerance of the anchor: any segment from the anchor passes close enough.
      if (farthest === 0) end = index;
      continue;
    }
    if (referenceX === 0 && referenceY === 0) {
      referenceX = dx / distance;
      referenceY = dy / distance;
    }
    // Angle from the run's first direction; the wedge stays within ±90° of it, so no wrap-around.
    const angle = Math.atan2(referenceX * dy - referenceY * dx, referenceX * dx + referenceY * dy);
    if (angle < low || angle > high || Math.abs(angle) > Math.PI / 2) break;
    end = index;
    farthest = Math.max(farthest, distance);
    const spread = Math.asin(Math.min(1, tolerance / distance));
    low = Math.max(low, angle - spread);
    high = Math.min(high, angle + spread);
  }
  return end;
}
