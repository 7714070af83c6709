/**
 * Walks the sampled points in x order and writes the drawable polyline: float32 (x, y) pairs relative
 * to the origin, runs separated by one NaN pair.
 *
 * A segment between neighbours is drawn unless one of them is undefined, a jump was found between them
 * (BREAK flag), or both are clamped to the same edge of the band (wholly off-screen). Each run starts
 * with its first drawable segment, so there is never a leading, trailing or doubled break, and a
 * vertex equal in float32 to the one before it is skipped (pinning a jump or a domain edge to 2^-20 px
 * yields x values float32 cannot tell apart); a run that collapses to one vertex is taken back.
 */
import { breaksAfter, nextOf, NO_POINT, xOf, yOf } from './curve-points';
import { areClampedTogether } from './sampling-view';

function isDrawableSegment(start: i32, end: i32): bool {
  const startY = yOf(start);
  const endY = yOf(end);
  return startY == startY && endY == endY && !breaksAfter(start) && !areClampedTogether(startY, endY);
}

/**
 * Writes into `target` (room for 2 * pointCount vertices is always enough: at most one break per two
 * points); returns the number of vertices written, breaks included.
 */
export function writePolyline(target: usize, originX: f64, originY: f64): i32 {
  let written = 0;
  let runStart = 0; // where the current run's break (or first vertex) was written
  let runLength = 0;
  let lastX: f32 = 0;
  let lastY: f32 = 0;
  for (let start = 0; start != NO_POINT; start = nextOf(start)) {
    const end = nextOf(start);
    if (end == NO_POINT) break;
    if (!isDrawableSegment(start, end)) {
      if (runLength == 1) written = runStart;
      runLength = 0;
      continue;
    }
    if (runLength == 0) {
      runStart = written;
      if (written > 0) {
        store<f32>(target + ((<usize>written) << 3), NaN);
        store<f32>(target + ((<usize>written) << 3), NaN, 4);
        written++;
      }
      lastX = <f32>(xOf(start) - originX);
      lastY = <f32>(yOf(start) - originY);
      store<f32>(target + ((<usize>written) << 3), lastX);
      store<f32>(target + ((<usize>written) << 3), lastY, 4);
      written++;
      runLength = 1;
    }
    const x = <f32>(xOf(end) - originX);
    const y = <f32>(yOf(end) - originY);
    if (x == lastX && y == lastY) continue;
    store<f32>(target + ((<usize>written) << 3), x);
    store<f32>(target + ((<usize>written) << 3), y, 4);
    written++;
    runLength++;
    lastX = x;
    lastY = y;
  }
  if (runLength == 1) written = runStart;
  return written;
}
