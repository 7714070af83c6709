/**
 * Working memory of the point-mode integrals, one region per scope depth (a body may contain integrals,
 * which run at the next depth while this one waits): the interval list of the adaptive quadrature, the
 * batch of intervals evaluated in one body run, the endpoint histories for extrapolation, and the sorted
 * lanes and gaps of the accumulation. Static, so it never moves and never needs allocating.
 *
 * Layout: every field is an array at a fixed offset from the depth's base; `field + index * 8` (f64)
 * or `field + index * 4` (i32).
 */
import { BLOCK_LANES } from './memory-layout';
import { MAX_SCOPE_DEPTH } from './opcodes';

/** Intervals one lane's adaptive quadrature may hold; each bisection adds one. */
export const MAX_ENTRIES: i32 = 512;
/** Intervals per body run: 12 × 21 Kronrod nodes = 252 of the block's 256 lanes. */
export const BATCH_INTERVALS: i32 = 12;
/** Partial sums kept per endpoint for the epsilon algorithm. */
export const MAX_HISTORY: i32 = 48;
/** Endpoints a lane's integral can have: two segments, each with a start and an end. */
export const ENDPOINTS: i32 = 4;

const F64_ENTRIES: usize = (<usize>MAX_ENTRIES) << 3;
const F64_BATCH: usize = (<usize>BATCH_INTERVALS) << 3;
const F64_BLOCK: usize = (<usize>BLOCK_LANES) << 3;

// The adaptive quadrature's intervals (u-coordinates of their segment) and their Kronrod results.
export const ENTRY_LOW: usize = 0;
export const ENTRY_HIGH: usize = ENTRY_LOW + F64_ENTRIES;
export const ENTRY_VALUE: usize = ENTRY_HIGH + F64_ENTRIES;
export const ENTRY_ERROR: usize = ENTRY_VALUE + F64_ENTRIES;
export const ENTRY_AREA: usize = ENTRY_ERROR + F64_ENTRIES;
/** i32 per entry: TAG_* bits. */
export const ENTRY_TAGS: usize = ENTRY_AREA + F64_ENTRIES;

// One body run's intervals.
export const BATCH_LOW: usize = ENTRY_TAGS + ((<usize>MAX_ENTRIES) << 2);
export const BATCH_HIGH: usize = BATCH_LOW + F64_BATCH;
export const BATCH_VALUE: usize = BATCH_HIGH + F64_BATCH;
export const BATCH_ERROR: usize = BATCH_VALUE + F64_BATCH;
export const BATCH_AREA: usize = BATCH_ERROR + F64_BATCH;
/** i32 per batch interval: its segment (0 or 1). */
export const BATCH_SEGMENT: usize = BATCH_AREA + F64_BATCH;
/** i32 per pair of batch intervals: the entry whose halves they are. */
export const BATCH_PARENT: usize = BATCH_SEGMENT + ((<usize>BATCH_INTERVALS) << 2);
/** Per node: dt/du of its segment's map. */
export const JACOBIAN: usize = BATCH_PARENT + ((<usize>BATCH_INTERVALS) << 2);

// The lane's segments: i32 map kind and f64 anchor, two each.
export const SEGMENT_KIND: usize = JACOBIAN + F64_BLOCK;
export const SEGMENT_ANCHOR: usize = SEGMENT_KIND + 8;

/**
 * Per endpoint: i32 count of partial sums, i32 results so far, i32 pieces in a row not shrinking, i32
 * pieces in a row shrinking, f64 last piece, then MAX_HISTORY f64 partial sums and the last 3
 * extrapolated results.
 */
export const HISTORY: usize = SEGMENT_ANCHOR + 16;
export const HISTORY_COUNT: usize = 0;
export const HISTORY_RESULTS: usize = 4;
export const HISTORY_STALLS: usize = 8;
export const HISTORY_SHRINKS: usize = 12;
export const HISTORY_LAST_PIECE: usize = 16;
export const HISTORY_SUMS: usize = 24;
export const HISTORY_LAST_RESULTS: usize = HISTORY_SUMS + ((<usize>MAX_HISTORY) << 3);
export const HISTORY_BYTES: usize = HISTORY_LAST_RESULTS + 24;

/** The entries by error estimate, a binary max-heap of entry indices (i32), then its size (i32). */
export const QUEUE: usize = HISTORY + <usize>ENDPOINTS * HISTORY_BYTES;
export const QUEUE_SIZE: usize = QUEUE + ((<usize>MAX_ENTRIES) << 2);
/** The sums over the entries, kept as they change: value, error, ∫|f|, and the error of frozen ones. */
export const TOTAL_VALUE: usize = (QUEUE_SIZE + 4 + 7) & ~7;
export const TOTAL_ERROR: usize = TOTAL_VALUE + 8;
export const TOTAL_AREA: usize = TOTAL_ERROR + 8;
export const TOTAL_FROZEN_ERROR: usize = TOTAL_AREA + 8;

// The accumulation: lanes sorted by upper bound (i32), each gap's bounds and integral (f64).
export const ORDER: usize = TOTAL_FROZEN_ERROR + 8;
export const GAP_LOW: usize = ORDER + ((<usize>BLOCK_LANES) << 2);
export const GAP_HIGH: usize = GAP_LOW + F64_BLOCK;
export const GAP_VALUE: usize = GAP_HIGH + F64_BLOCK;

const WORKSPACE_BYTES: usize = (GAP_VALUE + F64_BLOCK + 15) & ~15;
const WORKSPACES: usize = memory.data(MAX_SCOPE_DEPTH * <i32>WORKSPACE_BYTES, 16);

export function quadratureWorkspace(depth: i32): usize {
  return WORKSPACES + <usize>depth * WORKSPACE_BYTES;
}

/** Entry tags: the segment, whether the interval touches its segment's start or end, and frozen. */
export const TAG_SEGMENT: i32 = 1;
export const TAG_AT_START: i32 = 2;
export const TAG_AT_END: i32 = 4;
/** Too narrow to bisect: its error stays. */
export const TAG_FROZEN: i32 = 8;
