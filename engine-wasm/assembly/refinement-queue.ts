/**
 * The intervals waiting for their midpoint, double-buffered by level: the sampler reads the current
 * level's queue while refinement decisions fill the next one, then the two swap.
 *
 * An interval is named by its left point (its right end is that point's successor). Its flags say why
 * it is refined, which decides both its priority when the point budget runs out and what happens to it
 * if it is cut short: a suspected jump becomes a break, anything else keeps its chord.
 */
import { allocateScratch } from './scratch';

export const FLAG_JUMP_SUSPECT: u8 = 1;
export const FLAG_DOMAIN_EDGE: u8 = 2;
/**
 * A new domain edge, probed first right beside its defined end (interval-refinement.ts) instead of at
 * its middle; always set with FLAG_DOMAIN_EDGE.
 */
export const FLAG_EDGE_PROBE: u8 = 4;

let currentLefts: usize = 0;
let currentFlags: usize = 0;
let nextLefts: usize = 0;
let nextFlags: usize = 0;
let currentLength: i32 = 0;
let nextLength: i32 = 0;
/** Intervals queued with any flag: the sampler puts them first in a level's batch. */
let currentFlaggedLength: i32 = 0;
let nextFlaggedLength: i32 = 0;

/**
 * Every queued interval is a distinct interval of the point list, so `capacity` = the point budget is
 * enough for either level.
 */
export function resetRefinementQueue(capacity: i32): void {
  currentLefts = allocateScratch((<usize>capacity) << 2);
  currentFlags = allocateScratch(<usize>capacity);
  nextLefts = allocateScratch((<usize>capacity) << 2);
  nextFlags = allocateScratch(<usize>capacity);
  currentLength = 0;
  nextLength = 0;
  currentFlaggedLength = 0;
  nextFlaggedLength = 0;
}

/** Queues an interval for the next level. */
export function enqueueInterval(left: i32, flags: u8): void {
  store<i32>(nextLefts + ((<usize>nextLength) << 2), left);
  store<u8>(nextFlags + <usize>nextLength, flags);
  nextLength++;
  nextFlaggedLength += i32(flags != 0);
}

/** Makes the intervals queued so far the current level; returns how many there are. */
export function advanceLevel(): i32 {
  const lefts = currentLefts;
  const flags = currentFlags;
  currentLefts = nextLefts;
  currentFlags = nextFlags;
  nextLefts = lefts;
  nextFlags = flags;
  currentLength = nextLength;
  nextLength = 0;
  currentFlaggedLength = nextFlaggedLength;
  nextFlaggedLength = 0;
  return currentLength;
}

/** How many of the current level's intervals carry a flag. */
export function flaggedQueueLength(): i32 {
  return currentFlaggedLength;
}

export function queuedLeft(entry: i32): i32 {
  return load<i32>(currentLefts + ((<usize>entry) << 2));
}

export function queuedFlags(entry: i32): u8 {
  return load<u8>(currentFlags + <usize>entry);
}
