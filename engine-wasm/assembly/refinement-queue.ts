/**
 * The intervals of a level, each queued with the x it will be split at, so that the level's midpoints
 * lie ready as the VM's input: no pass gathers them, and nothing looks at the points again to find an
 * interval's ends. Double-buffered by level: the sampler reads the current level's queue while
 * refinement decisions fill the next one, then the two swap.
 *
 * An entry: the midpoint's x (f64, in an array of its own: the VM reads it), the left and right point
 * (i32 each, side by side), the flags (u8). The flags say why an interval is refined, which decides both
 * its priority when the point budget runs out and what happens to it if it is cut short: a suspected
 * jump becomes a break, anything else keeps its chord.
 */
import { allocateScratch } from './scratch';

export const FLAG_JUMP_SUSPECT: u8 = 1;
export const FLAG_DOMAIN_EDGE: u8 = 2;
/**
 * A new domain edge, probed first right beside its defined end (interval-refinement.ts) instead of at
 * its middle; always set with FLAG_DOMAIN_EDGE.
 */
export const FLAG_EDGE_PROBE: u8 = 4;

let currentMiddles: usize = 0;
let currentEnds: usize = 0;
let currentFlags: usize = 0;
let nextMiddles: usize = 0;
let nextEnds: usize = 0;
let nextFlags: usize = 0;
let currentLength: i32 = 0;
let nextLength: i32 = 0;

/**
 * Every queued interval is a distinct interval of the point list, so `capacity` = the point budget is
 * enough for either level.
 */
export function resetRefinementQueue(capacity: i32): void {
  currentMiddles = allocateScratch((<usize>capacity) << 3);
  currentEnds = allocateScratch((<usize>capacity) << 3);
  currentFlags = allocateScratch(<usize>capacity);
  nextMiddles = allocateScratch((<usize>capacity) << 3);
  nextEnds = allocateScratch((<usize>capacity) << 3);
  nextFlags = allocateScratch(<usize>capacity);
  currentLength = 0;
  nextLength = 0;
}

/** Queues the interval from point `left` to point `right` for the next level, to be split at `middleX`. */
export function enqueueInterval(middleX: f64, left: i32, right: i32, flags: u8): void {
  const entry = <usize>nextLength;
  store<f64>(nextMiddles + (entry << 3), middleX);
  store<i32>(nextEnds + (entry << 3), left);
  store<i32>(nextEnds + (entry << 3), right, 4);
  store<u8>(nextFlags + entry, flags);
  nextLength++;
}

/** Makes the intervals queued so far the current level; returns how many there are. */
export function advanceLevel(): i32 {
  const middles = currentMiddles;
  const ends = currentEnds;
  const flags = currentFlags;
  currentMiddles = nextMiddles;
  currentEnds = nextEnds;
  currentFlags = nextFlags;
  nextMiddles = middles;
  nextEnds = ends;
  nextFlags = flags;
  currentLength = nextLength;
  nextLength = 0;
  return currentLength;
}

/** The current level's midpoints (f64), in queue order. */
export function queuedMiddles(): usize {
  return currentMiddles;
}

/** The current level's ends: per entry its left and right point (i32 each). */
export function queuedEnds(): usize {
  return currentEnds;
}

/** The current level's flags (u8 per entry). */
export function queuedFlags(): usize {
  return currentFlags;
}
