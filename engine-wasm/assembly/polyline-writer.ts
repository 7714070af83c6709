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
import { clampHigh, clampLow } from './sampling-view';

/**
 * What keeps a point from being joined: bit 0 undefined, bit 1 clamped to the top of the band, bit 2 to
 * its bottom. Worked out once per point and carried from a segment's end to the next one's start.
 */
function pointState(y: f64): i32 {
  return i32(y != y) | (i32(y >= clampHigh) << 1) | (i32(y <= clampLow) << 2);
}

/** Neither end undefined, no jump between, not both clamped to the same edge (sampling-view.ts). */
function isDrawableSegment(start: i32, startState: i32, endState: i32): bool {
  return ((startState | endState) & 1) == 0 && (startState & endState) == 0 && !breaksAfter(start);
}

/** Segments of the last polyline written: counted here rather than by a second pass over it. */
export let writtenSegmentCount: i32 = 0;

/**
 * Writes into `target` (room for 2 * pointCount vertices is always enough: at most one break per two
 * points); returns the number of vertices written, breaks included, and leaves the number of segments
 * in writtenSegmentCount. The walk carries each point over from end to start of the next segment: the
 * list is read one successor per point, the only load the walk has to wait for.
 */
export function writePolyline(target: usize, originX: f64, originY: f64): i32 {
  let written = 0;
  let segments = 0;
  let runStart = 0; // where the current run's break (or first vertex) was written
  let runLength = 0;
  let lastX: f32 = 0;
  let lastY: f32 = 0;
  let start = 0;
  let startX = xOf(start);
  let startY = yOf(start);
  let startState = pointState(startY);
  for (let end = nextOf(start); end != NO_POINT; end = nextOf(end)) {
    const endX = xOf(end);
    const endY = yOf(end);
    const endState = pointState(endY);
    if (!isDrawableSegment(start, startState, endState)) {
      if (runLength == 1) written = runStart;
      runLength = 0;
    } else {
      if (runLength == 0) {
        runStart = written;
        if (written > 0) {
          store<f32>(target + ((<usize>written) << 3), NaN);
          store<f32>(target + ((<usize>written) << 3), NaN, 4);
          written++;
        }
        lastX = <f32>(startX - originX);
        lastY = <f32>(startY - originY);
        store<f32>(target + ((<usize>written) << 3), lastX);
        store<f32>(target + ((<usize>written) << 3), lastY, 4);
        written++;
        runLength = 1;
      }
      const x = <f32>(endX - originX);
      const y = <f32>(endY - originY);
      if (x != lastX || y != lastY) {
        store<f32>(target + ((<usize>written) << 3), x);
        store<f32>(target + ((<usize>written) << 3), y, 4);
        written++;
        runLength++;
        segments++;
        lastX = x;
        lastY = y;
      }
    }
    start = end;
    startX = endX;
    startY = endY;
    startState = endState;
  }
  if (runLength == 1) written = runStart;
  writtenSegmentCount = segments;
  return written;
}
