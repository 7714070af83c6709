/**
 * The adaptive quadrature's intervals ("entries") in a depth's workspace: their fields, the running
 * totals over them, and the queue that hands out the largest error estimates first.
 *
 * The queue is a binary max-heap of entry indices keyed by ENTRY_ERROR, so a round costs O(log n) per
 * bisection instead of a scan of every entry (QUADPACK keeps a sorted list for the same reason): with
 * 512 entries and one bisection a round, scanning made a failing lane cost 3 ms. An entry's error must
 * not change while it is queued; children are queued once their estimates are final.
 */
import {
  BATCH_AREA,
  BATCH_ERROR,
  BATCH_HIGH,
  BATCH_LOW,
  BATCH_SEGMENT,
  BATCH_VALUE,
  ENTRY_AREA,
  ENTRY_ERROR,
  ENTRY_HIGH,
  ENTRY_LOW,
  ENTRY_TAGS,
  ENTRY_VALUE,
  QUEUE,
  QUEUE_SIZE,
  TAG_FROZEN,
  TOTAL_AREA,
  TOTAL_ERROR,
  TOTAL_FROZEN_ERROR,
  TOTAL_VALUE,
} from './quadrature-workspace';

export function f64At(workspace: usize, field: usize, index: i32): f64 {
  return load<f64>(workspace + field + ((<usize>index) << 3));
}

export function setF64(workspace: usize, field: usize, index: i32, value: f64): void {
  store<f64>(workspace + field + ((<usize>index) << 3), value);
}

export function tagsAt(workspace: usize, index: i32): i32 {
  return load<i32>(workspace + ENTRY_TAGS + ((<usize>index) << 2));
}

export function setTags(workspace: usize, index: i32, tags: i32): void {
  store<i32>(workspace + ENTRY_TAGS + ((<usize>index) << 2), tags);
}

export function addEntry(workspace: usize, index: i32, low: f64, high: f64, tags: i32): void {
  setF64(workspace, ENTRY_LOW, index, low);
  setF64(workspace, ENTRY_HIGH, index, high);
  setTags(workspace, index, tags);
}

/** Copies batch interval `batchIndex`'s results into entry `entry`. */
export function storeBatch(workspace: usize, batchIndex: i32, entry: i32): void {
  setF64(workspace, ENTRY_VALUE, entry, f64At(workspace, BATCH_VALUE, batchIndex));
  setF64(workspace, ENTRY_ERROR, entry, f64At(workspace, BATCH_ERROR, batchIndex));
  setF64(workspace, ENTRY_AREA, entry, f64At(workspace, BATCH_AREA, batchIndex));
}

export function putInBatch(workspace: usize, batchIndex: i32, low: f64, high: f64, segment: i32): void {
  setF64(workspace, BATCH_LOW, batchIndex, low);
  setF64(workspace, BATCH_HIGH, batchIndex, high);
  store<i32>(workspace + BATCH_SEGMENT + ((<usize>batchIndex) << 2), segment);
}

// Totals. Kept as entries come and go (sign −1 removes one), recomputed exactly before they are trusted.

export function totalOf(workspace: usize, field: usize): f64 {
  return load<f64>(workspace + field);
}

/** Adds (sign 1) or removes (sign −1) an entry's value, error and area to the totals. */
export function countEntry(workspace: usize, entry: i32, sign: f64): void {
  store<f64>(
    workspace + TOTAL_VALUE,
    load<f64>(workspace + TOTAL_VALUE) + sign * f64At(workspace, ENTRY_VALUE, entry),
  );
  store<f64>(
    workspace + TOTAL_ERROR,
    load<f64>(workspace + TOTAL_ERROR) + sign * f64At(workspace, ENTRY_ERROR, entry),
  );
  store<f64>(
    workspace + TOTAL_AREA,
    load<f64>(workspace + TOTAL_AREA) + sign * f64At(workspace, ENTRY_AREA, entry),
  );
}

/** Sums the totals afresh over entries 0 … count − 1 (the running sums drift by rounding). */
export function recountTotals(workspace: usize, count: i32): void {
  let value: f64 = 0;
  let error: f64 = 0;
  let area: f64 = 0;
  let frozenError: f64 = 0;
  for (let index = 0; index < count; index++) {
    value += f64At(workspace, ENTRY_VALUE, index);
    const entryError = f64At(workspace, ENTRY_ERROR, index);
    error += entryError;
    area += f64At(workspace, ENTRY_AREA, index);
    if ((tagsAt(workspace, index) & TAG_FROZEN) != 0) frozenError += entryError;
  }
  store<f64>(workspace + TOTAL_VALUE, value);
  store<f64>(workspace + TOTAL_ERROR, error);
  store<f64>(workspace + TOTAL_AREA, area);
  store<f64>(workspace + TOTAL_FROZEN_ERROR, frozenError);
}

/** Marks an entry frozen (too narrow to bisect): its error stays, counted apart. */
export function freezeEntry(workspace: usize, entry: i32): void {
  setTags(workspace, entry, tagsAt(workspace, entry) | TAG_FROZEN);
  store<f64>(
    workspace + TOTAL_FROZEN_ERROR,
    load<f64>(workspace + TOTAL_FROZEN_ERROR) + f64At(workspace, ENTRY_ERROR, entry),
  );
}

// The queue.

function queued(workspace: usize, position: i32): i32 {
  return load<i32>(workspace + QUEUE + ((<usize>position) << 2));
}

function setQueued(workspace: usize, position: i32, entry: i32): void {
  store<i32>(workspace + QUEUE + ((<usize>position) << 2), entry);
}

function errorAt(workspace: usize, position: i32): f64 {
  return f64At(workspace, ENTRY_ERROR, queued(workspace, position));
}

export function clearQueue(workspace: usize): void {
  store<i32>(workspace + QUEUE_SIZE, 0);
}

export function queueEntry(workspace: usize, entry: i32): void {
  let position = load<i32>(workspace + QUEUE_SIZE);
  store<i32>(workspace + QUEUE_SIZE, position + 1);
  const error = f64At(workspace, ENTRY_ERROR, entry);
  while (position > 0) {
    const parent = (position - 1) >> 1;
    if (!(errorAt(workspace, parent) < error)) break;
    setQueued(workspace, position, queued(workspace, parent));
    position = parent;
  }
  setQueued(workspace, position, entry);
}

/** The error of the largest queued entry; -1 when the queue is empty. */
export function largestQueuedError(workspace: usize): f64 {
  return load<i32>(workspace + QUEUE_SIZE) > 0 ? errorAt(workspace, 0) : -1;
}

/** Removes and returns the entry with the largest error; -1 when the queue is empty. */
export function takeLargest(workspace: usize): i32 {
  const size = load<i32>(workspace + QUEUE_SIZE) - 1;
  if (size < 0) return -1;
  store<i32>(workspace + QUEUE_SIZE, size);
  const top = queued(workspace, 0);
  const last = queued(workspace, size);
  const error = f64At(workspace, ENTRY_ERROR, last);
  let position = 0;
  while (true) {
    let child = 2 * position + 1;
    if (child >= size) break;
    if (child + 1 < size && errorAt(workspace, child + 1) > errorAt(workspace, child)) child++;
    if (!(errorAt(workspace, child) > error)) break;
    setQueued(workspace, position, queued(workspace, child));
    position = child;
  }
  if (size > 0) setQueued(workspace, position, last);
  return top;
}
