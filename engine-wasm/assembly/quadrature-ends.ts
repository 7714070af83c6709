/**
 * What the adaptive quadrature learns at the ends of its segments. Each bisection of the interval at an
 * end splits off a piece: while the pieces keep shrinking, their partial sums are extrapolated
 * (quadrature-extrapolation.ts) and may stand in for the end interval; when they stop shrinking, the
 * integral diverges there.
 */
import {
  appendPartialSum,
  extrapolatedError,
  extrapolatedValue,
  extrapolateHistory,
} from './quadrature-extrapolation';
import { f64At, setF64 } from './quadrature-entries';
import {
  ENDPOINTS,
  ENTRY_ERROR,
  ENTRY_VALUE,
  HISTORY,
  HISTORY_BYTES,
  HISTORY_COUNT,
  HISTORY_LAST_PIECE,
  HISTORY_RESULTS,
  HISTORY_SHRINKS,
  HISTORY_STALLS,
  HISTORY_SUMS,
} from './quadrature-workspace';

/**
 * Pieces at one end that do not shrink, this many in a row: the integral diverges there (1/t at 0: each
 * piece is ln 2). So many that a near singularity beyond the end (1/(t − s), s just past it) must lie
 * within 2^-64 of the range's width to be taken for one; the interval VM flags such pieces.
 */
export const STALLED_PIECES: i32 = 64;
const SHRINK_RATIO: f64 = 1 - 9.5367431640625e-7; // 1 − 2^-20
/** Pieces in a row that must have shrunk before their sums are extrapolated. */
const SHRINKING_PIECES: i32 = 4;

export function historyOf(workspace: usize, segment: i32, atEnd: bool): usize {
  return workspace + HISTORY + <usize>(2 * segment + i32(atEnd)) * HISTORY_BYTES;
}

export function resetHistories(workspace: usize): void {
  for (let endpoint = 0; endpoint < ENDPOINTS; endpoint++) {
    const history = workspace + HISTORY + <usize>endpoint * HISTORY_BYTES;
    store<i32>(history + HISTORY_COUNT, 0);
    store<i32>(history + HISTORY_RESULTS, 0);
    store<i32>(history + HISTORY_STALLS, 0);
    store<i32>(history + HISTORY_SHRINKS, 0);
    store<f64>(history + HISTORY_LAST_PIECE, 0);
  }
}

/**
 * Records the piece split off an end interval; gives the end child `child` the extrapolated remainder
 * where that beats its own error estimate. Returns false when the pieces stopped shrinking (divergence).
 *
 * Only pieces that keep shrinking are extrapolated: the epsilon algorithm sums a growing geometric
 * series to its "antilimit" (∫_0^∞ t dt, pieces ×4 each, would come out 0.5), a finite wrong number.
 */
export function recordPiece(workspace: usize, history: usize, piece: f64, child: i32): bool {
  const lastPiece = load<f64>(history + HISTORY_LAST_PIECE);
  const count = load<i32>(history + HISTORY_COUNT);
  const shrinking = count > 0 && Math.abs(piece) < Math.abs(lastPiece) * SHRINK_RATIO;
  const stalls = count > 0 && piece != 0 && !shrinking ? load<i32>(history + HISTORY_STALLS) + 1 : 0;
  const shrinks = shrinking ? load<i32>(history + HISTORY_SHRINKS) + 1 : 0;
  store<i32>(history + HISTORY_STALLS, stalls);
  store<i32>(history + HISTORY_SHRINKS, shrinks);
  store<f64>(history + HISTORY_LAST_PIECE, piece);
  if (stalls >= STALLED_PIECES) return false;
  const sum = count > 0 ? load<f64>(history + HISTORY_SUMS + ((<usize>(count - 1)) << 3)) + piece : piece;
  if (!appendPartialSum(history, sum)) return true;
  extrapolateHistory(history);
  if (shrinks >= SHRINKING_PIECES && extrapolatedError < f64At(workspace, ENTRY_ERROR, child)) {
    setF64(workspace, ENTRY_VALUE, child, extrapolatedValue - sum);
    setF64(workspace, ENTRY_ERROR, child, extrapolatedError);
  }
  return true;
}
