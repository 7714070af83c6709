/**
 * The sampled points of one curve, kept in x order as a singly linked list inside flat arrays, so the
 * sampler can insert a midpoint between two neighbours in O(1) while refining level by level, and the
 * polyline writer walks the list once at the end.
 *
 * Point 0 is always the leftmost (x = xmin); `nextOf` of the rightmost point is NO_POINT.
 * `y` is the clamped value (see sampler-explicit.ts), NaN where the function is undefined.
 * The BREAK flag on a point means "no segment from this point to the next one" (a jump lies between).
 */
import { allocateScratch } from './scratch';

export const NO_POINT: i32 = -1;
export const FLAG_BREAK_AFTER: u8 = 1;

let pointXs: usize = 0;
let pointYs: usize = 0;
let pointNexts: usize = 0;
let pointFlags: usize = 0;
let count: i32 = 0;

/** Empties the set and reserves room for `pointCapacity` points in scratch memory. */
export function resetCurvePoints(pointCapacity: i32): void {
  count = 0;
  pointXs = allocateScratch((<usize>pointCapacity) << 3);
  pointYs = allocateScratch((<usize>pointCapacity) << 3);
  pointNexts = allocateScratch((<usize>pointCapacity) << 2);
  pointFlags = allocateScratch(<usize>pointCapacity);
}

export function curvePointCount(): i32 {
  return count;
}

/** Appends a point to the storage (not yet linked in unless `next` says so); returns its index. */
export function addCurvePoint(x: f64, y: f64, next: i32): i32 {
  const index = count++;
  store<f64>(pointXs + ((<usize>index) << 3), x);
  store<f64>(pointYs + ((<usize>index) << 3), y);
  store<i32>(pointNexts + ((<usize>index) << 2), next);
  store<u8>(pointFlags + <usize>index, 0);
  return index;
}

/** Links a new point between `left` and its current successor; returns the new point's index. */
export function insertCurvePointAfter(left: i32, x: f64, y: f64): i32 {
  const index = addCurvePoint(x, y, nextOf(left));
  store<i32>(pointNexts + ((<usize>left) << 2), index);
  return index;
}

export function xOf(index: i32): f64 {
  return load<f64>(pointXs + ((<usize>index) << 3));
}

export function yOf(index: i32): f64 {
  return load<f64>(pointYs + ((<usize>index) << 3));
}

export function nextOf(index: i32): i32 {
  return load<i32>(pointNexts + ((<usize>index) << 2));
}

export function breaksAfter(index: i32): bool {
  return (load<u8>(pointFlags + <usize>index) & FLAG_BREAK_AFTER) != 0;
}

export function markBreakAfter(index: i32): void {
  const address = pointFlags + <usize>index;
  store<u8>(address, load<u8>(address) | FLAG_BREAK_AFTER);
}
