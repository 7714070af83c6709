/**
 * Which dots of a run may be left out: consecutive points of a list often trace a curve, 100,000 of them
 * a few hundredths of a pixel apart, and the union of their filled dots is a band whose edge only the
 * dots along the band's outline shape. A point is skipped when the chord from the last drawn point to the
 * point after it is short (`spacing`) and its line passes within `tolerance` of every point skipped on
 * the way, none of them more than `tolerance` beyond its end: each left-out dot then lies within
 * √2 · `tolerance` of the chord, whose ends are drawn, so the band's edge moves by at most that plus the
 * sag between two dots `spacing` apart. The test is a cone of
 * directions from the last drawn point, narrowed by each skipped point (the sleeve of line
 * simplification), O(1) per point.
 */

const FULL_TURN = 2 * Math.PI;

/** An angle difference in (−π, π]. */
function wrapAngle(angle: number): number {
  return angle - FULL_TURN * Math.ceil((angle - Math.PI) / FULL_TURN);
}

export class RunThinner {
  private anchor = -1;
  /** The point whose skipping the cone is ready to test: the anchor's successor, then each skipped one's. */
  private expected = -1;
  private coneCenter = 0;
  /** Half the cone's opening; π or more: any direction; negative: none. */
  private coneHalfWidth = Math.PI;
  private farthest = 0;

  constructor(
    private readonly positions: Float32Array,
    private readonly pixelsPerX: number,
    private readonly pixelsPerY: number,
    private readonly spacing: number,
    private readonly tolerance: number,
  ) {}

  /** Whether `point` (finite, visited in order) may be skipped; call `drawn` for those that are drawn. */
  skips(point: number): boolean {
    if (point !== this.expected || point + 1 >= this.positions.length / 2) return false;
    // Inline arithmetic, no Math.hypot and no tuples: this runs for each of 100,000 points.
    const { positions, anchor, pixelsPerX, pixelsPerY, spacing, tolerance } = this;
    const anchorX = positions[2 * anchor];
    const anchorY = positions[2 * anchor + 1];
    const dx = (positions[2 * point] - anchorX) * pixelsPerX;
    const dy = (positions[2 * point + 1] - anchorY) * pixelsPerY;
    const distance = Math.sqrt(dx * dx + dy * dy);
    if (!(distance <= spacing)) return false;
    if (distance > tolerance) this.narrow(Math.atan2(dy, dx), Math.asin(tolerance / distance));
    if (distance > this.farthest) this.farthest = distance;
    const ex = (positions[2 * point + 2] - anchorX) * pixelsPerX;
    const ey = (positions[2 * point + 3] - anchorY) * pixelsPerY;
    const endDistance = Math.sqrt(ex * ex + ey * ey);
    // NaN (the next point undefined) fails every comparison: the run ends here, and this point is drawn.
    if (!(endDistance <= spacing && endDistance >= this.farthest - tolerance)) return false;
    if (endDistance > tolerance && !this.allows(Math.atan2(ey, ex))) return false;
    this.expected = point + 1;
    return true;
  }

  drawn(point: number): void {
    this.anchor = point;
    this.expected = point + 1;
    this.coneCenter = 0;
    this.coneHalfWidth = Math.PI;
    this.farthest = 0;
  }

  private narrow(direction: number, halfWidth: number): void {
    if (this.coneHalfWidth >= Math.PI) {
      this.coneCenter = direction;
      this.coneHalfWidth = halfWidth;
      return;
    }
    const relative = wrapAngle(direction - this.coneCenter);
    const low = Math.max(-this.coneHalfWidth, relative - halfWidth);
    const high = Math.min(this.coneHalfWidth, relative + halfWidth);
    this.coneCenter += (low + high) / 2;
    this.coneHalfWidth = high >= low ? (high - low) / 2 : -1;
  }

  private allows(direction: number): boolean {
    return (
      this.coneHalfWidth >= Math.PI || Math.abs(wrapAngle(direction - this.coneCenter)) <= this.coneHalfWidth
    );
  }
}
