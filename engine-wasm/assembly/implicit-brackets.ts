/**
 * Sign-change brackets on cell edges, narrowed round by round, for the crossings the pole test must judge
 * (implicit-grid.ts, blocks flagged possibly discontinuous). A bracket is a stretch [t0, t1] of an edge
 * (0 at its start corner, 1 at its end) with F(t0) and F(t1) of opposite signs; each round F is evaluated
 * at one point inside it (the first round where the straight line through the ends crosses 0, then the
 * middle) and the half with the sign change is kept. After BRACKET_ROUNDS a root has F near 0 at the
 * bracket's ends, a pole or a jump keeps |F| as large as at the edge's ends or larger, and the crossing
 * is placed by the straight line through the final ends.
 */
import { allocateScratch } from './scratch';

export const BRACKET_ROUNDS: i32 = 5;
/** A root: |F| at the closer bracket end at most this share of the smaller |F| at the edge's ends. */
const ROOT_SHARE: f64 = 0.25;

let lows: usize = 0;
let highs: usize = 0;
let lowValues: usize = 0;
let highValues: usize = 0;
let probeTs: usize = 0;
// The edge of each bracket, in grid units: start corner and end corner.
let startXs: usize = 0;
let startYs: usize = 0;
let endXs: usize = 0;
let endYs: usize = 0;
export let bracketCount: i32 = 0;
/** The point of the edge that probeAt or bracketRoot named last, in grid units. */
export let pointX: f64 = 0;
export let pointY: f64 = 0;

export function startBrackets(capacity: i32): void {
  const bytes = (<usize>capacity) << 3;
  lows = allocateScratch(bytes);
  highs = allocateScratch(bytes);
  lowValues = allocateScratch(bytes);
  highValues = allocateScratch(bytes);
  probeTs = allocateScratch(bytes);
  startXs = allocateScratch(bytes);
  startYs = allocateScratch(bytes);
  endXs = allocateScratch(bytes);
  endYs = allocateScratch(bytes);
  bracketCount = 0;
}

export function clearBrackets(): void {
  bracketCount = 0;
}

function slotAddress(base: usize, slot: i32): usize {
  return base + ((<usize>slot) << 3);
}

/** Sets pointX, pointY to the point at t along the slot's edge. */
function placePoint(slot: i32, t: f64): void {
  const startX = load<f64>(slotAddress(startXs, slot));
  const startY = load<f64>(slotAddress(startYs, slot));
  pointX = startX + t * (load<f64>(slotAddress(endXs, slot)) - startX);
  pointY = startY + t * (load<f64>(slotAddress(endYs, slot)) - startY);
}

/** A bracket over a whole edge (grid units) with F = startValue at its start, endValue at its end. */
export function addBracket(
  startX: f64,
  startY: f64,
  endX: f64,
  endY: f64,
  startValue: f64,
  endValue: f64,
): i32 {
  const slot = bracketCount++;
  store<f64>(slotAddress(startXs, slot), startX);
  store<f64>(slotAddress(startYs, slot), startY);
  store<f64>(slotAddress(endXs, slot), endX);
  store<f64>(slotAddress(endYs, slot), endY);
  store<f64>(slotAddress(lows, slot), 0);
  store<f64>(slotAddress(highs, slot), 1);
  store<f64>(slotAddress(lowValues, slot), startValue);
  store<f64>(slotAddress(highValues, slot), endValue);
  return slot;
}

/** Places pointX, pointY where the bracket is probed in `round` (remembered for updateBracket). */
export function probeAt(slot: i32, round: i32): void {
  const low = load<f64>(slotAddress(lows, slot));
  const high = load<f64>(slotAddress(highs, slot));
  const t = round == 0 ? secantZero(slot) : 0.5 * (low + high);
  store<f64>(slotAddress(probeTs, slot), t);
  placePoint(slot, t);
}

/** Keeps the half of the bracket where F changes sign, given F at the probed point (NaN: given up). */
export function updateBracket(slot: i32, value: f64): void {
  const lowValue = load<f64>(slotAddress(lowValues, slot));
  if (lowValue != lowValue) return;
  const t = load<f64>(slotAddress(probeTs, slot));
  if (value != value) {
    store<f64>(slotAddress(lowValues, slot), NaN);
  } else if (value >= 0 == lowValue >= 0) {
    store<f64>(slotAddress(lows, slot), t);
    store<f64>(slotAddress(lowValues, slot), value);
  } else {
    store<f64>(slotAddress(highs, slot), t);
    store<f64>(slotAddress(highValues, slot), value);
  }
}

/** Whether the narrowed bracket holds a root of F rather than a pole or a jump. */
export function bracketHoldsRoot(slot: i32, startValue: f64, endValue: f64): bool {
  const lowValue = Math.abs(load<f64>(slotAddress(lowValues, slot)));
  const highValue = Math.abs(load<f64>(slotAddress(highValues, slot)));
  return min(lowValue, highValue) <= ROOT_SHARE * min(Math.abs(startValue), Math.abs(endValue));
}

/** Where the straight line through the bracket's ends crosses 0, as t along the edge. */
function secantZero(slot: i32): f64 {
  const low = load<f64>(slotAddress(lows, slot));
  const high = load<f64>(slotAddress(highs, slot));
  const lowValue = load<f64>(slotAddress(lowValues, slot));
  const highValue = load<f64>(slotAddress(highValues, slot));
  return low + ((high - low) * lowValue) / (lowValue - highValue);
}

/** Places pointX, pointY where the straight line through the bracket's ends crosses 0. */
export function placeRoot(slot: i32): void {
  placePoint(slot, secantZero(slot));
}
